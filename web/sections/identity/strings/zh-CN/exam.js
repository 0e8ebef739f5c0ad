// Simplified Chinese messages of the identity exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.shift.prompt":
    "在 d_model = {d}（底数为 {base}）的编码中，维度对 i = {pair} 每个位置转过 {omega} 弧度。填写 M{kSub} 中属于它的 2 × 2 块（M{kSub} 是把该维度对向后平移 {k} 个位置的矩阵）：{maths}",
  "q.shift.alpha": "α（第 1 行，第 1 列）",
  "q.shift.beta": "β（第 1 行，第 2 列）",
  "q.shift.gamma": "γ（第 2 行，第 1 列）",
  "q.shift.delta": "δ（第 2 行，第 2 列）",
  "q.shift.tolerance": "每个元素与精确值相差在 ±0.001 以内即算正确。",
  "q.shift.signFlipped":
    "这是 M{minusSub} 的块：偏移量的符号反了，所以正弦项的符号错误，这个块会把维度对往回平移 {k} 个位置。",
  "q.shift.swapped": "这个块把 sin 和 cos 互换了：对角线上应为 cos(ωk)，另两个角上应为 ±sin(ωk)。",
  "q.shift.degrees": "这个块把 ωk 当作度数来算了：角度 ωk 应以弧度为单位。",
  "q.shift.hint":
    "令 x = ω·pos，y = ω·k，展开 sin(x + y) 和 cos(x + y)。sin x 和 cos x 前面的系数就是矩阵元素；它们只含 ω·k。",
  "q.shift.angle": "k 步增加的角度：{maths}",
  "q.shift.inPlace": "由和角公式把它们放到对应位置：{maths}",
  "q.shift.check": "在 pos = {pos} 处验证：直接计算得 {direct}；通过这个块计算得 {block}。",
  "q.linear.prompt":
    "固定偏移量 k = {k}（d_model = {d}，底数为 {base}）。PE(pos + {k}) 是否是 PE(pos) 的线性函数，并且对每个 pos 都是同一个函数？请选出理由正确的答案。",
  "q.linear.legend": "答案与理由",
  "q.linear.yes":
    "是：和角公式把 ωᵢ(pos + k) 的 sin 和 cos 写成 sin(ωᵢ pos)、cos(ωᵢ pos) 与 cos(ωᵢ k)、sin(ωᵢ k) 的乘积之和，因此同一个 Mₖ 对每个 pos 都适用。",
  "q.linear.no":
    "否：sin 和 cos 不是其角度的线性函数，因此 PE(pos + k) 不可能是 PE(pos) 的线性函数；矩阵只能描述直线。",
  "q.linear.noDiagnosis":
    "正弦确实不是其角度的线性函数，但本题问的是从一个向量到下一个向量的映射，而这个映射是旋转：它是线性的。",
  "q.linear.roughly":
    "只是近似成立：小角度时 sin x ≈ x，所以 ωᵢ(pos + k) 较小时矩阵可用，pos 较大时近似就失效了。",
  "q.linear.roughlyDiagnosis":
    "这里不涉及任何近似：和角公式是精确的，Mₖ 在每个 pos 处都成立，误差仅为舍入误差。",
  "q.linear.rebuilt":
    "是，但每个 pos 都要重新构造矩阵，因为矩阵元素含有 cos(ωᵢ pos) 和 sin(ωᵢ pos)：每个 k 并没有唯一的矩阵。",
  "q.linear.rebuiltDiagnosis":
    "矩阵元素是 cos(ωᵢ k) 和 sin(ωᵢ k)：只与 k 有关。cos(ωᵢ pos) 和 sin(ωᵢ pos) 是矩阵所作用的向量。",
  "q.linear.hint": "用和角公式写出 sin(ω(pos + k))，再看哪些因子会随 pos 变化。",
  "q.linear.constants":
    "固定 k = {k} 后，cos(ωk) 和 sin(ωk) 都是常数；对维度对 0（ω = 1），它们是 {maths}。它们填入分块对角矩阵 M{kSub}，这是一个线性映射。",
  "q.linear.check":
    "同一个 M{kSub} 作用在 pos = {pos1} 和 pos = {pos2} 处，得到的 PE(pos + {k}) 误差分别在 {error1} 和 {error2} 以内：仅仅是舍入误差。正弦不是其角度的线性函数，但从一个向量到下一个向量的映射是线性的。",
};
