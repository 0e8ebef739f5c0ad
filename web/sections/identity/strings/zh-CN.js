// Simplified Chinese messages of identity; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "control.posHint": "起始位置",
  "control.kHint": "偏移量，从 −pos 起",

  "step.numbers": "恒等式需要的四个数",
  "step.sinDirect": "正弦，直接计算",
  "step.sinIdentity": "正弦，通过恒等式",
  "step.cosDirect": "余弦，直接计算",
  "step.cosIdentity": "余弦，通过恒等式",
  "step.error": "两种算法相差多少（取两个差值中较大的一个）",

  "rotation.legend": "元素",
  "rotation.rowHeading": "到",
  "rotation.colHeading": "从",
  "rotation.caption": "维度对 i = {i}，偏移量 k = {k}：2 × 2 旋转",
  "rotation.rowSin": "sin ωᵢ(pos+k)",
  "rotation.rowCos": "cos ωᵢ(pos+k)",
  "rotation.colSin": "sin ωᵢ·pos",
  "rotation.colCos": "cos ωᵢ·pos",

  "matrix.label": "平移矩阵 Mₖ",
  "matrix.rowName": "行",
  "matrix.colName": "列",
  "matrix.legend": "Mₖ 的元素",
  "matrix.viewAll": "全部 {d} 个维度",
  "matrix.corner":
    "显示 {mk} 左上角的 {size} × {size} 部分（维度 0 到 {last}，维度对 0 到 {lastPair}），完整矩阵为 {d} × {d}。对角线的其余部分以同样方式延续，每个维度对一个 2 × 2 块，其他元素全为 0。",
  "matrix.whole":
    "显示完整的 {mk}：{d} × {d} 个元素，对角线上每个维度对一个 2 × 2 块，其余位置全为 0。",

  "cell.outside":
    "第 {row} 行，第 {col} 列：{value}。它在 2 × 2 块之外：PE(pos + k) 的维度 {row}（维度对 {pair}）不从维度 {col}（维度对 {colPair}）取任何东西。每个维度对各自旋转。",
  "cell.inBlock":
    "第 {row} 行，第 {col} 列：{value}，位于维度对 {pair} 的块中：它是 {omega}·k 的{entry, select, sin {正弦} minusSin {正弦的相反数} other {余弦}}，只取决于 k，与 pos 无关。",

  "det.exact":
    "对于维度对 i = {i} 和 k = {k}，计算核心算出的行列式恰好为 1。反射会得到 −1，所以这个块是一个旋转，{mk} 的其他每个块也都是。",
  "det.rounded":
    "对于维度对 i = {i} 和 k = {k}，计算核心算出的行列式为 {det}：在 64 位舍入误差范围内等于 +1（|det − 1| = {gap}）。反射会得到 −1，所以这个块是一个旋转，{mk} 的其他每个块也都是。",

  "check.noSecond":
    "这里没有第二个位置：k = {k} 时，由于要求 pos + k ≥ 0，在上限 {top} 以内只剩下 pos = {pos}。",
  "check.rowHeading": "维度",
  "check.colHeading": "向量",
  "check.legend": "数值",
  "check.caption": "pos = {pos}，k = {k}",
  "check.rowSin": "{dim} sin",
  "check.rowCos": "{dim} cos",
  "check.colPe": "PE({pos})",
  "check.colMk": "{mk} PE({pos})",
  "check.colShifted": "PE({shifted})",
  "check.text":
    "{d} 个维度中的前 {dims} 个。在全部 {d} 个维度上，{mk} PE({pos}) 与 PE({shifted}) 的最大差异为 {error}。",
  "check.both":
    "同一个矩阵 {mk} 把 PE({pos0}) 变成了 PE({shifted0})，把 PE({pos1}) 变成了 PE({shifted1})，误差在 {error} 以内，这是 64 位运算的舍入误差（它随角度的大小而增长）。这个矩阵只由 k 构造，从未见过 pos。",
  "refusal.wholeMatrix": "在这些设置下无法绘制完整的 Mₖ：{refusal}",
  "refusal.noCheck": "无法在 pos = {pos} 处检验：{refusal}",
  ...exam,
};
