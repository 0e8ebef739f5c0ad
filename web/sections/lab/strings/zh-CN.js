// Simplified Chinese messages of lab; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";
import findings from "./zh-CN/findings.js";
import vocabulary from "./zh-CN/vocabulary.js";

export default {
  ...findings,
  ...vocabulary,
  "kind.name":
    "{kind, select, none {无位置} sinusoidal {正弦式} learned {可学习} rope {RoPE} alibi {ALiBi} ropePi {RoPE，测试时用 PI} ropeNtk {RoPE，测试时用 NTK} ropeYarn {RoPE，测试时用 YaRN} other {{kind}}}",

  settings:
    "种子 {seed}，{count, plural, other {{steps} 步}}，{causal, select, yes {因果掩码} other {无掩码}}，{task, select, far {远距任务} other {近距任务}}",

  "control.seed": "种子",
  "control.seedHint": "决定初始权重和每个批次；五个模型共用",
  "control.steps": "步数",
  "control.stepsHint": "每个模型的训练步数（每批 16 个句子）",
  "control.causal": "因果掩码",
  "control.causalHint": "动词只能看到它自己及之前的词",
  "control.far": "在句末作答",
  "control.farHint": "远距任务：句子后面跟一个查询词 “who”，答案在那里读出，离施事者较远",
  "button.train": "{phase, select, training {暂停} paused {继续} done {已训练} other {训练}}",
  "button.step": "单步",
  "button.stepLabel": "每个模型训练一步",
  "button.reset": "重置",
  "button.resetLabel": "重置：新建模型，从第 0 步开始",
  "button.seeds": "{seeds} 个种子",
  "button.seedsLabel": "用 {seeds} 个种子分别训练，并显示结果的平均值和范围",
  "progress.label": "训练进度",

  "print.untrained":
    "打印时，本页实验室的模型尚未完成训练和测试，因此这里略去了它们的曲线、结果和注意力图。请打开下面的地址，让实验室完成训练（或按“训练”），然后再打印：",
  "status.waiting": "滚动到本节附近时加载实验室；曲线出现在屏幕上时开始训练。",
  "status.loading": "正在加载实验室……",
  "status.restarted": "实验室的计算程序停止后又重新启动了；模型已丢失，实验室从头开始。",
  "status.couldNotStart":
    "训练实验室无法启动（{message}）。页面的其余部分不受影响；请尝试重新加载。",
  "status.didNotStart": "实验室没有启动。",
  "status.stopped": "实验室停止了：{error}。请重置以从头开始。",
  "status.seeds":
    "{seeds} 个种子，{activity, select, paused {已暂停} testing {测试中} other {训练中}}：种子 {seed}（第 {run} 个，共 {seeds} 个），{done}/{total} 步（每次 {models} 个模型）。",
  "status.ready":
    "就绪：{models} 个模型处于第 0 步（{settings}）。{auto, select, yes {曲线出现在屏幕上时开始训练。} other {请按“训练”或“单步”。}}",
  "status.testing": "测试中：已完成 {testsDone}/{tests} 项测试（每项 {sentences} 个句子）。",
  "status.training": "训练中：{done}/{total} 步（{models} 个模型）。",
  "status.pausedTesting": "测试中途已暂停：已完成 {testsDone}/{tests} 项测试。按“继续”接着进行。",
  "status.paused": "已暂停于 {done}/{total} 步（{models} 个模型）。按“继续”接着训练，或按“单步”。",
  "status.seedsDone": "已用 {seeds} 个种子（{seedList}）完成训练和测试：汇总见结果下方。",
  "status.done":
    "训练完成：{models} 个模型各训练 {steps} 步（共 {total} 步），每种长度各用 {sentences} 个句子测试。",
  "status.withPrefix": "{prefix}{text}",
  "status.reset": "已重置：模型已释放并重新创建。",
  "status.changed": "已改为{changes}：模型已重置。",
  "change.seed": "种子 {seed}",
  "change.steps": "{count, plural, other {{steps} 步}}",
  "change.mask": "{causal, select, yes {因果掩码} other {无掩码}}",
  "change.task": "{task, select, far {远距任务} other {近距任务}}",

  "curves.step": "步",
  "curves.sampleNoun": "步",
  "curves.sampleNouns": "步",
  "curves.sampleCount": "{count, plural, other {{n} 步}}",
  "curves.lossLabel": "各模型的训练损失",
  "curves.lossAxis": "损失（对数坐标）",
  "curves.accuracyLabel": "各模型的训练准确率",
  "curves.accuracyAxis": "准确率",
  "curves.thisStep": "{kind}，本步",
  "curves.where": "{done}/{total} 步（{settings}）",
  "curves.whereStart": "{done}/{total} 步（{settings}）",
  "curves.lossDescription":
    "{models} 个模型训练损失的折线图，每条线取各自最近 {smoothing} 步的平均值，当前进度：{where}。",
  "curves.accuracyDescription":
    "{models} 个模型训练准确率的折线图，每条线取各自最近 {smoothing} 步的平均值，当前进度：{where}。",
  "curves.chance": "随机水平 {chance}",
  "curves.caption":
    "每条线是一个模型的训练批次（每批 16 个句子，每句 5 到 16 个词），取其最近 {smoothing} 步的平均值；图下方的表格列出每一步本身的损失和准确率。{Where}。",

  "learned.label": "可学习模型的位置表",
  "learned.row": "位置",
  "learned.column": "维度",
  "learned.noRowValue": "无此行（max_len {rows}）",
  "learned.caption":
    "可学习模型训练 {steps} 步后的位置表（{settings}）：第 0 到 {last} 行，每个位置一行，每行是经训练调整的 {d} 个数；颜色从 {low} 到 {high}。第 {rows} 行呈灰色：不存在第 {rows} 行，所以位于位置 {rows} 的词查不到任何东西。",
  "learned.noRow": "无第 {rows} 行（max_len = {rows}）",
  "tune.button": "用 PI 在 2 倍长度上微调 rope",
  "tune.waiting": "微调从训练好的 rope 模型开始：请先训练实验室的模型。",
  "tune.progress": "正在微调：已完成对实验室的 {done}/{total} 次调用……",
  "tune.done": "已微调并测试。",
  "tune.failed": "微调已停止：{error}",
  "tune.row": "RoPE，PI + 微调",
  "tune.caption":
    "rope 模型在 {from} 到 {to} 个词的句子上用 PI（s = 2）再训练 {steps} 步之后的准确率，测试时用 PI，s = L / 16（{settings}）。",
  "tune.result":
    "在长度 {length} 处，微调后的模型达到 {tuned}；同一次运行的 rope 模型只在测试时用 PI 为 {pi}，两者都不用时为 {plain}。",
  "results.caption":
    "每种长度 {sentences} 个留出句子上的准确率（{settings}）。训练句子有 {shortest} 到 16 个词。",
  "results.seedsCaption":
    "{partial, select, yes {{seeds} 个种子中已完成的 {done} 个} other {{seeds} 个种子}}（{seedList}）上的平均值（最小–最大），{steps} 步，{causal, select, yes {因果掩码} other {无掩码}}，每种长度 {sentences} 个句子。",
  "results.kind": "类型",
  "results.group":
    "{table, select, seeds {各长度下的平均准确率（最小–最大）} other {各长度下的准确率}}",
  "results.chanceRow": "随机水平（不知顺序）",
  "results.length": "长度 {length}",
  "results.scrolls": "{caption}（可横向滚动）",
  "results.noRow": "无此行",
  "results.range": "{mean}（{min}–{max}）",
  "results.noteNoRow":
    "无此行：{missing}，因此这些句子根本无法读取。随机水平：不感知词序的模型在这些句子上所能达到的最好成绩，由计算核心根据每个句子的精确概率算出。",
  "results.note":
    "随机水平：不感知词序的模型在这些句子上所能达到的最好成绩，由计算核心根据每个句子的精确概率算出。",

  "looks.label": "每个模型看向哪里",
  "looks.sentence": "句子",
  "looks.sentenceHint": "使用实验室词表中的词，恰好一个动词，最多 64 个词",
  "palette.group":
    "{group, select, determiners {限定词} nouns {名词} verbs {动词} adjectives {形容词} adverbs {副词} other {词}}",
  "palette.add": "添加“{word}”",
  "palette.removeLast": "删除最后一个词",
  "palette.example": "恢复示例句子",
  "looks.cannotRead": "无法读取",
  "looks.answer":
    "回答“{agent}”{verdict, select, right {（正确）} wrong {（错误）} other {}}，概率 {probability}",
  "looks.answerOthers":
    "回答“{agent}”{verdict, select, right {（正确）} wrong {（错误）} other {}}，概率 {probability}；{others}",
  "looks.nounProbability": "{noun} {probability}",
  "looks.caption":
    "{done}/{total} 步之后。每根柱子表示{far, select, yes {查询词“{reader}”} other {动词“{verb}”}}给那个词的注意力权重，取模型各个头的平均（每个模型的权重之和为 1）；模型在{far, select, yes {句子之后的查询词处} other {动词处}}作答。{known, select, yes {施事者是“{agent}”，即紧挨在动词前面的名词。} other {这个句子中紧挨在动词前面的不是名词，所以没有正确答案。}}{longer, select, yes {可学习模型最多只能读取 {maxLen} 个词。} other {}}",
  "looks.linkRefused": "链接请求的是 labsentence={sentence}；{refusal}，因此改用示例{fallback}。",
  "looks.theSentence": "该句子",
  "looks.coreNote": "计算核心：{refusal}。",
  "learned.theTable": "可学习表",
  ...exam,
};
