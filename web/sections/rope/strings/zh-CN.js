// Simplified Chinese messages of rope; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "hint.pos": "词所在的位置",
  "hint.queryPos": "查询所在的位置",
  "hint.k": "偏移量：键位于 pos + k",
  "hint.shift": "让查询和键一起移动",

  "dial.label": "角度表盘",
  "step.angle": "角度：位置乘以频率",
  "step.rotated": "点 (1, 0) 旋转之后",
  "dial.angle": "θ = {angle} rad",
  "dial.past": "（超过一整圈：表盘显示的是它停下的地方）",
  "dial.axis": "维度 {dim}",
  "dial.description":
    "角度表盘：位置 {pos} 上的维度对 {pair}（维度 {dim0} 和 {dim1}）。点 (1, 0) 逆时针旋转 θ = {angle} 弧度，到达 ({cos}, {sin})。",
  "dial.text":
    "维度对 {pair} 是查询的维度 {dim0} 和 {dim1}。在位置 {pos}，它旋转 {angle} 弧度；转一整圈需要 {wavelength} 个位置，正是这个维度对在编码中的波长。",

  "step.dot": "查询位于 pos = {pos}，键位于 pos + k = {keyPos}",
  "step.dotShifted": "两者都移动 shift = {shift}：查询位于 {query}，键位于 {key}",
  "step.diff": "两者相差多少",
  "step.normQ": "长度：Q 旋转到位置 pos = {pos} 之前和之后",
  "check.text":
    "偏移量同为 k = {k}，{direction, select, back {往回} other {向后}}移动 {steps} 个位置：两个点积在 {diff} 以内一致，这是 64 位运算的舍入误差。而且旋转没有改变 Q 的长度：旋转前为 {before}，旋转后为 {after}。",

  "plot.label": "旋转后的查询与键的分数随偏移量的变化",
  "plot.xLabel": "偏移量 k",
  "plot.yLabel": "(R_pos Q)·(R_pos+k K)",
  "plot.sampleNoun": "偏移量",
  "plot.series": "查询位于 {pos}",
  "plot.mark": "k = {k}",
  "plot.description":
    "点积 (R_pos Q)·(R_pos+k K) 随偏移量 k（从 {from} 到 {to}）变化的折线图，查询位于 pos = {line}（折线）和 pos = {points}（点）。两者都存在的地方，它们彼此重合。",
  "plot.noteLeftOut":
    "查询位于 {pos} 的曲线被略去了：它需要超过 {last} 的键位置，而在 d_model = {d} 时 ropeDots 最多只算到 {last}。上面的检验在那里同样成立。",
  "plot.noteStarts": "查询位于 {pos} 的曲线从偏移量 {first} 开始：键不能位于位置 0 之前。",
  "plot.noteStops":
    "查询位于 {pos} 的曲线提前结束了：在 d_model = {d} 时，ropeDots 只计算到位置 {last}。",
  "plot.caption":
    "每条线让查询保持不动，让键向后滑动；横轴是键位于查询之后多远。蓝线：查询位于 {line}；橙点：查询位于 {points}（shift = {shift}）。{window, select, inside {虚线标出上面检验所用的偏移量 k = {k}，两者在那里的读数都是 {dot}。} other {上面检验所用的偏移量 k = {k} 位于这个范围之外。}}{notes}",

  "toy.weightsCaption": "使用 RoPE 的“{sentence}”：注意力权重",
  "toy.positions":
    "计算核心在这里使用的位置向量：{total} 个数中有 {zeros, plural, other {# 个}}是 0，所以每个词都以它原本的嵌入进入注意力，和第一节完全一样。",
  "toy.weightsText":
    "不加位置时，右边的矩阵就是左边的矩阵把行和列重新排序（π = [{permutation}]）。使用 RoPE 后就不是了：右边的矩阵与重排后的左边矩阵之间的最大差异为 {diff}。同样的两个词位于不同的位置时，得到的权重也不同。",
  "toy.kind.none": "不加位置（第一节）",
  "toy.kind.sinusoidal": "正弦式编码，加到输入上",
  "toy.kind.rope": "RoPE：旋转查询和键",
  "toy.head.kind": "位置信息",
  "toy.head.weights": "权重的变化",
  "toy.head.moved": "“{word}”的移动距离",
  "toy.caption":
    "“{first}”与“{second}”对比：权重的最大变化（重排之后），以及“{word}”的输出向量移动了多远",
  "toy.text":
    "使用 RoPE 时，“{word}”的输出在两个句子之间移动了 {shift}，而不加位置时它根本没有移动。模型又能分清是谁咬了谁，而且这一切并不需要往词上加任何东西。",

  "step.block": "M{subscript} 中维度对 i = {pair} 的分块，作用于 (sin, cos)",
  "step.rotation": "RoPE 对同一个 θ 的 R(θ)，作用于 (x, y)：即转置",
  "step.turned": "R(θ) 把 PE({pos}) 的维度对（余弦在前）旋转成 PE({target}) 的维度对",
  "step.direct": "直接计算的同一个维度对",
  "relation.text":
    "两个矩阵的对角线上都是 cos θ = {cosK}。M{subscript} 的分块在对角线上方是 {sin}，下方是 {minusSin}；R(θ) 则是上方 {minusSin}、下方 {sin}：一个是另一个的转置。把余弦放在前面读，位置 {pos} 的维度对 ({cosPos}, {sinPos}) 旋转成 ({cosTurned}, {sinTurned})，即位置 {target} 的维度对（直接计算：{cosDirect}, {sinDirect}）。",
  ...exam,
};
