// Simplified Chinese messages of matrix; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "control.n": "位置数",
  "hint.n": "行：位置 0 到 n − 1",
  "hint.d": "列：维度 0 到 d_model − 1",
  "hint.base": "决定最慢的波长",
  "layout.legend": "列的顺序",

  "heatmap.label": "位置编码矩阵",
  "heatmap.rowName": "位置",
  "heatmap.colName": "维度",
  "heatmap.legend": "PE 值",
  "cell.describe": "位置 {row}，维度 {col}：{value}",
  "cell.describeConcatenated": "位置 {row}，第 {col} 列（论文中的维度 {dim}）：{value}",
  "column.header": "{col}（维度 {dim}）",

  "cell.concatenated":
    "拼接排列中位置 {row}、第 {col} 列：表中的值为 {value}。第 {col} 列存放的是论文中的维度 {dim}，即维度对 i = {pair} 的{kind, select, sine {正弦} other {余弦}}：",
  "cell.interleaved":
    "位置 {row}、维度 {col}：表中的值为 {value}。维度 {col} 是维度对 i = {pair} 的{kind, select, sine {正弦} other {余弦}}：",

  "caption.concatenated":
    "同样的数，只是把列重新排了序（拼接排列）：第 0 到 {lastHalf} 列存放维度对 0 到 {lastHalf} 的正弦，第 {half} 到 {last} 列存放同样这些维度对的余弦。各行不变。",
  "caption.interleaved":
    "每个单元格是编码中的一个数：行是位置，列是维度。偶数列存放正弦，奇数列存放余弦（论文中的交错排列）。",

  "permutation.text":
    "d_model = {d} 时，拼接排列的第 j 列在 j < {half} 时存放论文中的维度 2j，在 j ≥ {half} 时存放维度 2j − {d} + 1 = 2(j − {half}) + 1：",
  "permutation.item": "第 {col} 列 ← 维度 {dim}",
  "permutation.gap": "以此类推",
  "permutation.example":
    "例如，在位置 {row}，拼接表的第 {col} 列读数为 {concatenated}，论文表格的维度 {dim} 读数为 {paper}：同一个数，只是放在了另一列。",
  ...exam,
};
