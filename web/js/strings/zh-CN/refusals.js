// Simplified Chinese messages of ui (refusals); keys and placeholders as in en.js.
export default {
  "refusal.wrong_type":
    "{name} 必须是{expected, select, number {一个数} string {字符串} boolean { true 或 false} pair {由两个整数组成的数组 [min, max]} other { {expected}}}（实际为 {got}）",
  "refusal.integer_out_of_range": "{name} 必须是 {min}..{max} 范围内的整数（实际为 {value}）",
  "refusal.even_integer_out_of_range": "{name} 必须是 {min}..{max} 范围内的偶数（实际为 {value}）",
  "refusal.base_out_of_range": "base 必须是大于 1 且不超过 1e12 的有限数（实际为 {value}）",
  "refusal.table_too_large": "nPos*dModel 不能超过 {maxCells}（实际为 {nPos}*{dModel} = {cells}）",
  "refusal.shift_matrix_too_large":
    "对于稠密的 M_k，dModel*dModel 不能超过 {maxCells}（实际为 {dModel}*{dModel} = {cells}）",
  "refusal.unknown_position_kind":
    '{name} 必须是 "none"、"sinusoidal"、"learned" 或 "rope"（实际为 "{value}"）',
  "refusal.learned_no_row": "可学习的位置表中没有位置 {pos} 的行（max_len {maxLen}）",
  "refusal.learned_no_row_words":
    "可学习的位置表中没有位置 {pos} 的行（max_len {maxLen}）：这个句子有 {words} 个词",
  "refusal.sentence_not_unicode":
    "句子必须是有效的 Unicode 文本：字符 {character}（字节 {byte}）无效（UTF-8 序列残缺，或是孤立的代理项）",
  "refusal.sentence_too_many_characters": "句子最多只能有 {max} 个字符（实际为 {characters}）",
  "refusal.sentence_no_words": "句子至少需要一个词（由字母组成，任何文字均可）",
  "refusal.sentence_too_many_words": "句子最多只能有 {max} 个词（实际为 {words}）",
  "refusal.lab_model_unknown": "没有 id 为 {id} 的实验室模型：id 由 labCreate 给出",
  "refusal.lab_model_freed": "没有 id 为 {id} 的实验室模型：它已被 labFree 释放",
  "refusal.lab_lr_out_of_range": "lr 必须是 (0, 1] 内的有限数（实际为 {value}）",
  "refusal.lab_too_many_models": "最多只能同时存在 {max} 个实验室模型；请用 labFree 释放一个",
  "refusal.lab_unknown_word": "未知的词“{word}”：实验室的词汇表是 {vocabulary}",
  "refusal.lab_unknown_word_alone": "未知的词“{word}”",
  "refusal.lab_verb_count":
    "实验室的句子必须恰好有一个动词（bites、sees、chases、helps 或 follows）；这个句子有 {verbs} 个",
  "refusal.options_not_object": "options 必须是对象（实际为 {got}）",
  "refusal.unknown_option": '没有名为 "{key}" 的选项',
  "refusal.unknown_rope_scaling":
    'options.kind 必须是 "none"、"pi"、"ntk"、"yarn" 或 "llama3"（实际为 "{value}"）',
  "refusal.number_out_of_range": "{name} 必须是 {min}..{max} 范围内的有限数（实际为 {value}）",
  "refusal.ramp_bounds_order": "{lowName} 必须小于 {highName}（实际为 {low} 和 {high}）",
  "refusal.unknown_choice": '{name} 必须是 {choices} 之一（实际为 "{value}"）',
  "refusal.lab_scaling_needs_rope":
    "{name} 用于拉伸 RoPE：只有 rope 模型接受它（这个模型是 {kind}）",
  "refusal.cell": "计算核心拒绝计算这个单元格：{refusal}",
  "refusal.inSentence": "句子 {sentence}：{refusal}",
  "refusal.module_aborted": "{function}：计算核心在之前的一次失败后已停止，必须重新启动",
  "refusal.module_exception": "{function} 在计算核心内部出错：{reason}",
};
