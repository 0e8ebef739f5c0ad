// Simplified Chinese messages of attention; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "control.first": "第一个句子",
  "control.second": "第二个句子",
  "control.sentenceHint":
    "任何文字的字母均可；1 到 32 个词（使用可学习的位置编码时为 16 个）；最多 256 个字符",
  "control.peLegend": "加到每个词上的是",
  "control.peNone": "什么都不加（和第一节一样）",
  "control.peSinusoidal": "正弦式 PE(pos)",
  "control.peLearned": "每个位置一行可学习的向量",

  "pe.none": "不加位置",
  "pe.sinusoidal": "加上正弦式位置编码",
  "pe.learned": "加上可学习的位置编码",

  "pair.unmatched":
    "在{side, select, first {第一个} other {第二个}}句子中，{query}以权重 {weight} 关注{key}。另一个句子中没有这样一对词。",
  "pair.matched":
    "在{side, select, first {第一个} other {第二个}}句子中，{query}以权重 {weight} 关注{key}；另一个句子中同样的两个词{otherQuery}和{otherKey}，权重为 {otherWeight}。",

  "weights.caption": "{sentence}：注意力权重，{pe}",
  "unknown.text":
    "小例子不认识的词（每个都会得到一个由其拼写导出的嵌入，每次都相同）：第一个句子：{first}；第二个句子：{second}。",
  "unknown.none": "无",

  "compare.permutation":
    "第二个句子由第一个句子的词按另一种顺序组成；从 0 开始计数，它的第 s 个词是第一个句子的第 π(s) 个词，π = [{permutation}]。",
  "compare.notPermutation":
    "第二个句子不是第一个句子的重排：它的 {count, plural, other {# 个词}}中有 {matched} 个在第一个句子里{matched, plural, other {有}}对应的词（重复的词按顺序与同一个词配对），比较只涵盖这些词。",
  "compare.difference":
    "{pe}时，右边某个权重与左边同样两个词的权重之间的最大差异为 {diff}{ending, select, withoutSame {；如果不加位置，就会是 {plain}，和第一节一样。} without {；如果不加位置，就会是 {plain}。} moved {：权重完全相同，只是换了位置，和第一节一模一样。} other {。}}",

  "shifts.noPartner": "无对应词",
  "shifts.caption":
    "每个词的输出向量移动了多远（{pe}）：它在第二个句子中的输出与它在第一个句子中的对应词的输出之差的长度",

  "outputs.none": "两个句子没有共同的词，所以没有可以追踪的向量。",
  "outputs.caption": "{word}的输出向量（{d} 个数），{pe}",
  "outputs.rowHeading": "维度",
  "outputs.colHeading": "句子",
  "outputs.legend": "输出值",
  "outputs.colFirst": "第一句：{label}",
  "outputs.colSecond": "第二句：{label}",
  "outputs.samePlace": "它在两个句子中位于同一个位置，即位置 {position}；移动的只是它周围的词。",
  "outputs.moved": "它在第一个句子中位于位置 {first}，在第二个句子中位于位置 {second}。",
  "outputs.same":
    "它的输出向量完全相同，连最后一位都一样：没有位置信息，从这个词的角度看，模型分不清这两个句子。",
  "outputs.shift":
    "它的输出向量移动了 {shift}（两列之差的长度）；所有词的所有输出数值中，最大的变化为 {max}。",
  "refusal.firstSentence": "第一个句子",
  "refusal.secondSentence": "第二个句子",
  "refusal.named": "{name}：{refusal}",
  "refusal.theseSentences": "这些句子",
  ...exam,
};
