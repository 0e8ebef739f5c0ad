// Simplified Chinese messages of the formula exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.slip.dimensionAsPair": "这是用 i = {dim}（维度编号）代替维度对序号 {pair} 算出的 PE。",
  "q.slip.degrees":
    "这是把角度当作度数算出的 PE：计算器处在角度制模式。角度 pos·ωᵢ 应以弧度为单位。",
  "q.slip.twoDropped":
    "这是用 base^(i/d_model) 算出的 PE：指数中 2i 的 2 被漏掉了（应为 {twoI}/{d}）。",
  "q.slip.swapped":
    "这是正确角度的{fn, select, sine {正弦} other {余弦}}：sin 和 cos 互换了。维度 j = {dim} 是{parity, select, even {偶数} other {奇数}}，所以它存放的是{right, select, sine {正弦} other {余弦}}。",
  "q.slip.halfDModel": "这是在指数中用 d_model/2 = {half} 代替 d_model = {d} 算出的 PE。",
  "q.slip.offByOne": "这是位置 {at} 处的 PE：位置差了一位（位置从 0 开始计数，这里应为 {pos}）。",
  "q.simple.raw.name": "直接把原始序号 pos 加到每个维度上",
  "q.simple.raw.text":
    "它的数值无界增长：位置 500 会给各分量约为 ±1 的词向量加上 500，把词的信息淹没。",
  "q.simple.fraction.name": "用 pos 占句子长度 n 的比例 pos/n（这里 n = {n}）",
  "q.simple.fraction.text": "同一位置在不同长度的句子中得到不同的数值，因此位置 3 没有固定的含义。",
  "q.simple.onehot.name": "用独热向量，即维度 pos 上为 1、其余为 0",
  "q.simple.onehot.text":
    "所有位置两两之间的距离都相等，无法体现 3 离 4 比离 40 更近；而且每个位置都要占用一个维度。",
  "q.simple.binary.name": "用 pos 的二进制各位，每个维度放一位",
  "q.simple.binary.text":
    "它的值在 0 和 1 之间跳变，因此像 7 和 8 这样相邻的位置可能每一位都同时不同。",
  "q.simple.prompt": "位置编码的一个初步想法是{name}。这有什么问题？",
  "q.simple.legend": "问题所在",
  "q.simple.other": "这说的是另一种编码（{name}）的问题，不是这一种。",
  "q.simple.hint":
    "对一种编码要问三个问题：它的数值有界吗？同一位置在每个句子中的含义都相同吗？相邻的位置彼此接近吗？",
  "q.simple.flaw": "“{name}”的问题在于：{text}",
  "q.simple.sinusoidal":
    "正弦式编码三条都满足。它的数值在任何位置都保持在 −1..1 之内：{bounded}。它与句子长度无关：在每个句子中都是 {same}。",
  "q.simple.near": "而且相邻位置彼此接近：当 d_model = 8 时，{maths}。",
  "q.value.prompt":
    "某编码的 d_model = {d}，底数为 {base}。计算 {maths}，即位置 pos = {pos} 处维度 j = {dim} 上的数值。",
  "q.value.label": "PE({pos}, {dim})",
  "q.value.hint":
    "维度 j = {dim} 是{parity, select, even {偶数} other {奇数}}，所以它存放维度对 i = ⌊{dim}/2⌋ = {pair} 的{fn, select, sine {正弦} other {余弦}}。用 pos 除以 base^(2i/d_model) 得到角度，再以弧度制求它的{fn, select, sine {正弦} other {余弦}}。",
  "q.value.which":
    "维度 j = {dim} = {fn, select, sine {2i} other {2i + 1}}，其中 i = {pair}：即维度对 {pair} 的{fn, select, sine {正弦} other {余弦}}。",
};
