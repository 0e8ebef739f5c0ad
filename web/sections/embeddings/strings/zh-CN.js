// Simplified Chinese messages of embeddings; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "control.sentence": "句子",
  "control.sentenceHint": "任何文字的字母均可；1 到 32 个词；标点和大写会被去掉",

  "table.rowHeading": "维度",
  "table.colHeading": "向量",
  "table.legend": "数值",
  "table.rowSin": "{dim} sin",
  "table.rowCos": "{dim} cos",
  "table.caption": "第 {index} 个词：{word}",
  "table.captionUnknown": "第 {index} 个词：{word}（不在词汇表中）",
  "table.colEmbedding": "E({word})",
  "table.colPosition": "PE({index})",
  "table.colSum": "和",

  "tokens.countShown": "这个句子有 {count} 个词；这里显示前 {shown} 个。",
  "tokens.count": "这个句子有 {count, plural, other {# 个词}}。",
  "tokens.explain":
    "每一列有 {d} 个数：E 是这个词的嵌入（同一个词无论在哪里都相同），PE 只取决于这个词的位置 pos（每个 PE 列的第 0 行是 sin(pos)，第 1 行是 cos(pos)），和则把两者逐个数相加，所以也有 {d} 个数。",
  "tokens.unknown":
    "不在这个小例子的词汇表中：{words}；这样的词会得到一个由其拼写导出的嵌入，每次都相同。",
  "list.separator": "、",

  "costs.caption": "输入宽度，以及查询、键和值矩阵的权重总数（一层）",
  "costs.colSum": "相加：E + PE",
  "costs.colConcat": "拼接：[E | PE]",
  "costs.rowWidth": "d_model = {d}：输入宽度",
  "costs.rowWeights": "d_model = {d}：权重",
  "costs.weights": "3 × {width} × {d} = {weights}",
  "refusal.theSentence": "这个句子",
  ...exam,
};
