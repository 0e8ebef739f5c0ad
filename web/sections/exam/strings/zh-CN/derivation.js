// Simplified Chinese messages of exam (derivation); keys and placeholders as in en/derivation.js.
export default {
  "derive.refused": "计算核心拒绝了这次推导：{error}",
  "derive.whole": "完整推导",
  "derive.showWhole": "显示完整推导",
  "derive.print": "打印推导过程",
  "derive.status":
    "已完成 {total} 步中的 {done} 步。{all, select, yes {完整推导见下方。} other {}}",
  "derive.within": "与精确值相差在 ±0.001 以内即算正确。",

  "derive.simple.title": "1. 简单的编码为何行不通",
  "derive.simple.label": "PE(500, 0)",
  "derive.simple.degrees": "这是把 500 当作度数算出的 sin 500：角度应以弧度为单位。",
  "derive.simple.swapped": "这是 cos 500；维度 0 是偶数，存放的是正弦。",
  "derive.simple.prompt":
    "原始序号会把 pos 本身加到词向量上：位置 500 处加 500，而词向量的各分量约为 ±1。比例 pos/n 随句子长度而变，独热向量让所有位置两两等距，二进制位则会跳变。正弦式的维度对 0（ω₀ = 1）始终有界。计算它在位置 500 处的值 {maths}。",
  "derive.simple.hint": "用弧度：sin 500 是 500 弧度的正弦，约合 79.6 圈。",
  "derive.simple.solution":
    "{maths}：在任何位置都在 −1..1 之内，在每个句子中都相同，并且随 pos 平滑变化。",

  "derive.pair.title": "2. 同一频率下的 (sin, cos) 维度对",
  "derive.pair.labelSin": "PE(3, 2) = sin",
  "derive.pair.labelCos": "PE(3, 3) = cos",
  "derive.pair.within": "每个值与精确值相差在 ±0.001 以内即算正确。",
  "derive.pair.swapped": "sin 和 cos 互换了：维度 2i 存放正弦，2i + 1 存放余弦。",
  "derive.pair.degrees": "这里把角度当作度数来算了：它应以弧度为单位。",
  "derive.pair.dimensionAsPair": "这里把维度编号 2 和 3 当成了 i；两者都应使用维度对序号 i = 1。",
  "derive.pair.prompt":
    "d_model = {d} 时，维度对 i = 1 以 ω₁ = 1/10000^(2/8) = {omega}（弧度/位置）的速度旋转。给出它在 pos = 3 处的两个数：维度 2i = 2（正弦）和 2i + 1 = 3（余弦）。",
  "derive.pair.hint": "两者使用同一个角度 θ = pos·ω₁；一个取正弦，一个取余弦。",
  "derive.pair.solution":
    "{maths}：单位圆上的一个点（sin² + cos² = 1），每前进一个位置转过 ω₁。维度对是编码的基本单元，i 是它们的编号。",

  "derive.rotation.title": "3. 把和角公式写成 2 × 2 矩阵",
  "derive.rotation.alpha": "α（第 1 行，第 1 列）",
  "derive.rotation.beta": "β（第 1 行，第 2 列）",
  "derive.rotation.gamma": "γ（第 2 行，第 1 列）",
  "derive.rotation.delta": "δ（第 2 行，第 2 列）",
  "derive.rotation.within": "每个元素与精确值相差在 ±0.001 以内即算正确。",
  "derive.rotation.signFlipped": "这是 M₋₅ 的块：偏移量的符号反了，所以正弦项的符号错误。",
  "derive.rotation.swapped": "sin 和 cos 互换了：对角线上应为 cos(ωk)。",
  "derive.rotation.degrees": "这里把 ωk 当作度数来算了：它应以弧度为单位。",
  "derive.rotation.prompt":
    "令 x = ω₁·pos，y = ω₁·k，k = {k}，展开 sin(x + y) = sin x cos y + cos x sin y 和 cos(x + y) = cos x cos y − sin x sin y。填写矩阵：{maths}",
  "derive.rotation.hint": "矩阵元素是 cos y 和 ±sin y，其中 y = ω₁·{k} = {angle}。",
  "derive.rotation.solution": "{maths}：这是一个旋转，行列式为 cos² + sin² = 1。",

  "derive.independent.title": "4. Mₖ 与 pos 无关",
  "derive.independent.legend": "论证步骤（按顺序）",
  "derive.independent.expand": "用和角公式展开 sin ω(pos + k) 和 cos ω(pos + k)。",
  "derive.independent.notice": "注意 cos(ωk) 和 sin(ωk) 只含 k，不含 pos。",
  "derive.independent.matrix":
    "把这两行写成由 cos(ωk) 和 ±sin(ωk) 组成的 2 × 2 矩阵乘以 (sin ω·pos, cos ω·pos)。",
  "derive.independent.blocks":
    "把每个维度对的这样一个块放到一个 d_model × d_model 矩阵 Mₖ 的对角线上。",
  "derive.independent.conclude":
    "得出 PE(pos + k) = Mₖ PE(pos)，且对每个 pos 都是同一个 Mₖ：这是一个线性映射。",
  "derive.independent.prompt":
    "把“PE(pos + k) 是 PE(pos) 的线性函数”的论证按正确顺序排列。用按钮把某一行上移或下移。",
  "derive.independent.hint": "从公式开始，以结论结束；关于 k 的观察要放在依赖它的矩阵之前。",
  "derive.independent.check":
    "计算核心在 d_model = {d} 时验证了这一点：M{kSub} PE(3) 等于 PE({nearTo})，误差在 {nearError} 以内；同一个 M{kSub} PE(300) 等于 PE({farTo})，误差在 {farError} 以内。",

  "derive.ladder.title": "5. 波长阶梯，以及底数为何取这个值",
  "derive.ladder.within": "与精确值相差在 0.1% 以内即算正确。",
  "derive.ladder.noTwoPi": "这只是 base^(2i/d_model)：一整圈是 2π 弧度，所以还要乘以 2π。",
  "derive.ladder.halfDModel": "这里把 d_model/2 当成了 d_model（或把维度 6 当成了维度对序号）。",
  "derive.ladder.degrees": "一整圈是 2π 弧度，而不是 360 度。",
  "derive.ladder.prompt":
    "指数 2i/d_model 从 0 取到 1 − 2/d_model，因此 ωᵢ 从 1 递减并趋近 1/base，λᵢ = 2π·base^(2i/d_model) 从 2π 递增并趋近 base·2π。在 d_model = {d}、底数为 {base} 时，计算最慢的维度对的波长 λ{lastSub}。",
  "derive.ladder.hint": "i = {pair}，所以指数是 {top}/{d}。",
  "derive.ladder.solution":
    "阶梯每升一级，波长乘以 base^(2/d_model) = {ratio}，从 {floor}（2π）一直增长到略低于 {ceiling}（base·2π）。快速维度对区分相邻位置；慢速维度对每个位置变化极小，用来区分远近。底数放在分母中，使频率按等比数列递减；它又取得很大（10000，远长于任何句子），使最慢的维度对在一段文本之内不会重复。",

  "derive.offset.title": "6. 点积只依赖于偏移量",
  "derive.offset.label": "PE(pos) · PE(pos + {offset})",
  "derive.offset.swapped": "这是 Σ sin(ωᵢ k)：sin a sin b + cos a cos b 等于 cos(b − a)。",
  "derive.offset.degrees": "这里把各个角度当作度数来算了：它们应以弧度为单位。",
  "derive.offset.prompt":
    "每个维度对为 PE(pos) · PE(pos + k) 贡献 sin a·sin b + cos a·cos b = cos(b − a)，其中 b − a = ωᵢ·k。在 d_model = {d} 时，计算 k = {offset} 的点积：{maths}。",
  "derive.offset.hint": "共四个维度对，ω = 1、0.1、0.01、0.001：对每个求 cos({offset}·ω) 再相加。",
  "derive.offset.solution":
    "pos 消失了：计算核心对向量求得的点积在 pos = 2 时为 {atA}，在 pos = 50 时为 {atB}。结合第 4 步，这正是该编码为注意力提供的东西：借助线性映射表达相对位置。",
};
