// Simplified Chinese messages of relative; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "control.refHint": "参考位置，0 到 n − 1",
  "control.nHint": "pos 从 0 到 n − 1",
  "control.dHint": "向量长度：d_model/2 个维度对",

  "plot.label": "PE(ref) 与每个位置 pos 的 PE(pos) 的点积",
  "plot.xLabel": "位置 pos",
  "plot.yLabel": "PE(ref)·PE(pos)",
  "plot.series": "PE({ref})·PE(pos)",
  "plot.nearby": "pos = {ref} ± {offset}",
  "plot.markRef": "pos = ref = {ref}",
  "plot.markHalf": "d_model/2 = {half}",
  "plot.description":
    "PE({ref})·PE(pos) 的折线图，pos 从 0 到 {last}，d_model = {d}，纵轴从 {low} 到 {half}：在 pos = {ref} 处为 {peak}，其他位置都更低。",
  "plot.caption":
    "pos = 0 到 {last} 时的 PE({ref})·PE(pos)，d_model = {d}，base 为 {base}；直线连接各个整数位置。纵轴从 −d_model/2 = {low} 到 d_model/2 = {half}，这是 {half} 个余弦之和所能取到的全部范围，所以峰值以真实高度显示。曲线上的最大值为 {topValue}，位于 pos = {top}{atRef, select, yes {，也就是参考位置本身} other {}}；最小值为 {lowValue}，位于 pos = {lowPos}。曲线在 pos = {ref} 两侧形状相同：只有距离 |pos − ref| 起作用，方向无关紧要。",
  "peak.text":
    "在 pos = ref 处，点积为 PE({ref})·PE({ref}) = |PE({ref})|² = {peak}：{pairs, plural, other {{half} 个维度对中的每一个}}都贡献 sin² + cos² = 1，所以总和为 d_model/2 = {half}，与 ref 是多少无关。其他位置都达不到这个值：那需要每个维度对的角度 ωᵢ·(pos − ref) 同时都是整圈数，而维度对 0（ω₀ = 1）走整数步永远转不出整数圈。",

  "signal.tooShort":
    "n = {n} 时，ref 旁边的位置太少，看不出点积如何随距离变化；请选一个更长的序列。",
  "signal.steady":
    "在 ref 旁边的这 {reach} 个位置上，点积恰好随距离稳定下降；选一个更长的序列（n），就会看到它并不会一直这样下降。",
  "signal.text":
    "所以原始的点积只是一个很弱的距离信号。它在距离 0 处最大，但此后并不稳定下降：由于快的维度对不停转动，它会上下起伏。距离 {near} 处 PE({ref})·PE({nearPos}) = {nearValue}，而距离 {far} 处 PE({ref})·PE({farPos}) = {farValue}，虽然 {far} 更远，值却更大。从距离 {away} 到 {reach}，曲线在 {low} 和 {high} 之间忽高忽低。单看分数，更高并不意味着词更近。注意力真正能利用的是平移 Mₖ，本节最后一部分会说明这一点。",

  "pairs.scrollLabel": "位置对表（可横向滚动）",
  "pairs.caption": "成对位置的点积（d_model = {d}）",
  "pairs.colPositions": "位置",
  "pairs.colOffset": "偏移量",
  "pairs.colDot": "点积",
  "pairs.rowHead": "PE({a})·PE({b})",
  "pairs.offsetAhead": "{sign}{size}（向后）",
  "pairs.offsetBack": "{sign}{size}（向前）",
  "pairs.noPosition": "没有这个位置",
  "pairs.refused":
    "计算核心无法计算{count, plural, other {以下位置对，所以对应的行显示}}“—”：{refusals}。",
  "pairs.sameDigits":
    "PE({ref})·PE({ref3}) 和 PE({second})·PE({second3}) 相隔 {gap} 个位置，但偏移量相同，都是 {offset}，在显示的 {digits} 位数字内结果完全相同。",
  "pairs.sameRounding":
    "PE({ref})·PE({ref3}) 和 PE({second})·PE({second3}) 相隔 {gap} 个位置，但偏移量相同，都是 {offset}，两者在计算的舍入误差以内一致。",
  "pairs.back":
    "PE({ref})·PE({back}) 则是从 {ref} 往前看 {offset} 个位置，偏移量为 −{offset}，结果还是同一个数：对 k = −{offset} 和 k = +{offset}，cos(ωᵢk) 之和相同，因为 cos 是偶函数，cos(−x) = cos x。所以点积看得出两个位置相隔多远，却看不出哪个在前。",
  "pairs.noBack":
    "从 ref = {ref} 往前 {offset} 个位置没有位置（位置从 0 开始）；当 ref ≥ {offset} 时，表格也会往前看，偏移量为 −{offset}。",

  "lookback.found":
    "代入数字，对位置 {ref} 上的词：位置 {back} 上的词（k = −{offset}）得分为 PE({ref})·PE({back} + {offset}) = {peak} = d_model/2，这是可能的最高分；这个词自己（k = 0）只得到 PE({ref})·PE({ref3}) = {self}。移动 ref，得分最高的键也随之移动，总是在它前面 {offset} 个位置，用的是同一个矩阵 M₃。",
  "lookback.none":
    "代入数字，对位置 {ref} 上的词：它前面 {offset} 个位置没有词（位置从 0 开始），所以没有哪个键能达到 d_model/2 = {half}；这个词自己（k = 0）只得到 PE({ref})·PE({ref3}) = {self}。移动 ref，得分最高的键也随之移动，总是在它前面 {offset} 个位置，用的是同一个矩阵 M₃。",
  ...exam,
};
