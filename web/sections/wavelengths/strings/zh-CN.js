// Simplified Chinese messages of wavelengths; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "hint.n": "序列长度：位置 0 到 n − 1",
  "hint.d": "向量长度：d_model/2 个维度对",
  "hint.base": "最慢的维度对的波长接近 base·2π",

  "ladder.label": "每个维度对的波长，以及序列长度",
  "lines.label": "所选维度的编码值随位置的变化",
  "lines.x": "位置",
  "lines.y": "PE 值",

  "ladder.steps":
    "d_model = {d}、base = {base} 时共有 {pairsText} 个维度对。维度对 0 的 λ₀ = {first}（也就是 2π：它的指数为 0），维度对 1 的 λ₁ = {second}，之后每个维度对都把波长乘以同一个因子 base^(2/d_model) = {ratio}。最后一个维度对 i = {last} 达到 {lambdaLast} = {lastWavelength}，略低于 base·2π = {ceiling}，因为它的指数是 {exponent} 而不是 1。",
  "ladder.single": "d_model = {d} 时只有一个维度对，λ₀ = 2π = {first}：没有阶梯可爬。",
  "ladder.highlight": "维度 {dim}（维度对 {pair}）",
  "ladder.caption":
    "每个点是一个维度对 i；它的正弦维度和余弦维度共用同一个波长。纵轴是对数刻度，所以每一级都乘以同一个因子的阶梯是一条直线。{verdict}",
  "verdict.all":
    "{pairs, plural, =1 {唯一的维度对的波长不超过 n = {n} 个位置，所以它会} other {全部 {pairsText} 个维度对的波长都不超过 n = {n} 个位置，所以每一个都会}}在序列内重复；即使最慢的维度对，也能在序列中容纳 {turns} 个波长。",
  "verdict.none":
    "没有哪个维度对的波长短到 n = {n} 个位置：即使是维度对 0，在序列中也只能容纳 {turns} 个波长。",
  "verdict.some":
    "{repeating, plural, =1 {维度对 0 位于} other {维度对 0 到 {lastRepeating} 位于}} n = {n} 这条线之下：它们的波长不超过序列长度，所以会在序列内重复（维度对 0 能容纳 {turnsFirst} 个波长）。其余{others, plural, other { {othersText} 个维度对}}位于这条线之上；最慢的维度对 {last} 只能容纳 {turnsLast} 个波长，所以在整个序列中，它只转过一圈中的一小部分。",
  "bound.floor": "2π ≈ {value}",
  "bound.ceiling": "base·2π ≈ {value}",
  "ladder.description":
    "波长阶梯：{pairs, plural, other {{pairsText} 个维度对}}，λ 从 {first} 到 {lastWavelength}，对数刻度；其中 {repeating} 个低于序列长度 n = {n}。",

  "lines.series": "维度 {dim}",
  "lines.factFirst":
    "维度 {dim}（维度对 {pair} 的{kind, select, sine {正弦} other {余弦}}，λ = {wavelength}）在 {n, plural, other {{nText} 个位置}}中容纳 {turns} 个波长，取值从 {low} 到 {high}",
  "lines.fact":
    "维度 {dim}（维度对 {pair} 的{kind, select, sine {正弦} other {余弦}}，λ = {wavelength}）在 {n, plural, other {{nText} 个位置}}中容纳 {turns} 个波长，取值从 {low} 到 {high}",
  "lines.caption":
    "位置 0 到 {last} 上的 PE(pos, 维度)。{facts}。靠前的维度在整个取值范围内来回摆动许多次；靠后的维度几乎不离开起始值（正弦为 0，余弦为 1）。",
  "lines.description": "维度 {dims} 在位置 0 到 {last} 上的折线图。",

  "counter.place": "位权 {place}",
  "counter.dim": "维度 {dim}",
  "counter.wavelength": "λ {value}",
  "counter.caption": "位置 0 到 {last}：二进制数位与编码值",
  "counter.rowName": "pos",
  "counter.summaryName": "翻转次数",
  "counter.digits": "二进制数位",
  "counter.values": "编码值",
  "counter.text":
    "最下面一行“翻转次数”统计一列从一个位置到下一个位置变化了多少次：数位在 0 和 1 之间切换，编码值在正负之间切换（带阴影）。在位置 0 到 {last} 上，位权为 1 的数位翻转了{ones, plural, =1 {一次} other { # 次}}，位权为 8 的数位翻转了{eights, plural, =1 {一次} other { # 次}}。维度 {fastDim} 变号{fastChanges, plural, =1 {一次} other { # 次}}，范围从 {fastLow} 到 {fastHigh}；维度 {slowDim} 变号{slowChanges, plural, =1 {一次} other { # 次}}，始终介于 {slowLow} 和 {slowHigh} 之间。每个二进制数位的变化周期都是它右边那一位的 2 倍{several, select, yes {；这里每个维度对的周期都是前一个的 {ratio} 倍。} other {。}}",
  ...exam,
};
