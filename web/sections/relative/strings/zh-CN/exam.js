// Simplified Chinese messages of the relative exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.relative.prompt":
    "在 d_model = {d}、底数为 {base} 时，计算点积 PE(pos) · PE(pos + {k})。（任何 pos 都给出同一个数，这正是本题的要点。）",
  "q.relative.label": "PE(pos) · PE(pos + {k})",
  "q.relative.degrees": "这是把角度 ωᵢ k 当作度数算出的和：它们应以弧度为单位。",
  "q.relative.swapped":
    "这是 Σ sin(ωᵢ k)：每个维度对贡献 sin·sin + cos·cos，即两角之差的余弦 cos(ωᵢ k)。",
  "q.relative.halfDModel": "这是在 ωᵢ 的指数中用 d_model/2 = {half} 代替 d_model = {d} 所得的和。",
  "q.relative.hint":
    "维度对 i 贡献 sin(a)sin(b) + cos(a)cos(b)，其中 a = ωᵢ pos，b = ωᵢ(pos + k)。哪个恒等式能把它化成不含 pos 的式子？",
  "q.relative.each": "{maths}：每个维度对贡献它在 k 步内所转角度的余弦，pos 消失了。",
  "q.relative.core":
    "计算核心直接对向量求点积：pos = {pos1} 时为 {at1}，pos = {pos2} 时为 {at2}。偏移量为 −{k} 时为 {back}，结果相同，因为余弦是偶函数。",
  "q.symmetry.prompt":
    "在 d_model = {d} 时，计算核心给出 PE({pos}) · PE({ahead}) = {dotAhead}，PE({pos}) · PE({behind}) = {dotBehind}：偏移量 k 和 −k 给出同一个数。为什么？",
  "q.symmetry.legend": "原因",
  "q.symmetry.even":
    "每个维度对贡献 cos(ωᵢ k)，而余弦是偶函数：cos(−x) = cos x。因此点积能反映两个位置相距多远，却不能反映谁在前。",
  "q.symmetry.odd":
    "正弦是奇函数，sin(−x) = −sin x，所以正弦维度两两抵消，点积只剩下第一个维度的值，两者相同。",
  "q.symmetry.oddDiagnosis":
    "没有任何抵消：每个维度对给出 sin·sin + cos·cos = cos(ωᵢ k)。正弦之和才是 k 的奇函数（这里 Σ sin(ωᵢ k) = {sines}）。",
  "q.symmetry.coincidence":
    "这是 k = {k} 时的巧合：对大多数偏移量，两个点积并不相同，只有波长的整数倍才会两次给出同一个数。",
  "q.symmetry.coincidenceDiagnosis":
    "它对每个 k 都成立：点积是 Σ cos(ωᵢ k)，而 cos(−x) = cos x 恒成立。",
  "q.symmetry.period":
    "编码以 2k 为周期重复，所以位置 {behind} 和 {ahead} 得到相同的向量，任何向量与它作点积都给出同一个数。",
  "q.symmetry.periodDiagnosis":
    "PE({behind}) 和 PE({ahead}) 是不同的向量；只是它们与 PE({pos}) 的点积相等。",
  "q.symmetry.hint": "把一个维度对对点积的贡献写成单个余弦。余弦的自变量变号时，它的值会怎样？",
  "q.symmetry.sum": "{maths}，它只是 k 的函数。",
  "q.symmetry.same": "{maths}，所以 k = −{k} 给出同样的和：{dotBehind} = {dotAhead}。",
  "q.symmetry.signal":
    "点积是一种类似距离的信号：它只说明相距多远，从不说明方向。需要区分前后的模型必须从别处获得这一信息（经 W_Q 和 W_K 作用的正弦分量，或因果掩码）。",
};
