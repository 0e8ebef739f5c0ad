// Simplified Chinese messages of why-order; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "mask.legend": "注意力",
  "mask.none": "无掩码：每个词都关注所有的词",
  "mask.causal": "因果掩码：每个词只关注它自己和它前面的词",

  ordinal:
    "{position, plural, =1 {第一} =2 {第二} =3 {第三} =4 {第四} =5 {第五} =6 {第六} =7 {第七} =8 {第八} other {第 # }}",
  "pair.text":
    "{query}对{key}的关注程度：左边是 {valueLeft}（{rowLeft}行，{colLeft}列），右边是 {valueRight}（{rowRight}行，{colRight}列）。",
  "caption.outputs": "两个句子中{word}的输出向量（{d} 个数）",
  "outputs.rowHeading": "维度",
  "outputs.colHeading": "句子",
  "outputs.legend": "输出值",
  "caption.weights": "{sentence}：注意力权重",
  "caption.weightsCausal": "{sentence}：注意力权重，因果掩码",

  "mask.holds":
    "不加掩码时，置换性质成立：第二个句子的权重和输出就是第一个句子的，只是重新排了序（重排之后，权重的最大差异为 {weightDiff}，输出的最大差异为 {outputDiff}）。",
  "mask.breaks":
    "加上因果掩码后，置换性质被打破：重排之后，权重仍相差多达 {weightDiff}，输出相差多达 {outputDiff}。{word}在两个句子中都排第二，但它的输出移动了 {shift}：它前面的词在一个句子里是{beforeA}，在另一个句子里是{beforeB}。",

  "permutation.item": "π({s}) = {p}（{word}是第一个句子的第 {p} 个词）",
  "permutation.holds":
    "这里 {mapping}：π = [{pi}]。右边的每个权重都是左边的某个权重，随着它所在的行和列一起移动了位置：右边词 s 对词 t 的权重，就是左边词 π(s) 对词 π(t) 的权重。在全部 {entries, plural, other {# 个元素}}中，最大差异为 {maxDiff}。",
  "permutation.breaks":
    "这里 {mapping}：π = [{pi}]。加上因果掩码后，这一点不再成立：右边词 s 对词 t 的权重不再等于左边词 π(s) 对词 π(t) 的权重。在全部 {entries, plural, other {# 个元素}}中，最大差异为 {maxDiff}：词 s 只能看词 0 到 s，而这几个词是哪些，取决于词序。",

  "outputs.shift": "{word} {shift}",
  "outputs.text":
    "每个词的输出向量在两个句子之间移动了多远（差向量的长度，即 tokenShift）：{shifts}。{focus}{largest}",
  "outputs.same": "{word}的向量完全相同，连最后一位都一样。",
  "outputs.moved": "{word}的向量移动了 {shift}。",
  "outputs.rounding":
    "{first}和{last}的差别只来自 float32 的舍入（同样的数按另一种顺序相加）；任何一个输出数值的最大差异为 {outputDiff}。所以无论{first}是咬的一方还是被咬的一方，它的输出都一样。",
  "outputs.differ": "任何一个输出数值的最大差异为 {outputDiff}。",
  ...exam,
};
