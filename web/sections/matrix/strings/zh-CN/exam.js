// Simplified Chinese messages of the matrix exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.layout.prompt":
    "许多教程把 PE 按拼接方式排列：先是全部 {half} 个正弦（第 0 到 {halfLast} 列），然后是全部 {half} 个余弦。在 d_model = {d}、底数为 {base} 时，这种排列下第 pos = {pos} 行第 {col} 列的数值是多少？",
  "q.layout.label": "第 {col} 列，pos {pos}",
  "q.layout.interleaved":
    "这是交错排列中第 {col} 列的数值（即论文中的维度 j = {col}）。在拼接排列中，第 {col} 列存放的是维度 j = {dim}。",
  "q.layout.swapped":
    "这是维度对 {pair} 的{fn, select, sine {正弦} other {余弦}}：第 {col} 列位于{half, select, first {前一半（正弦）} other {后一半（余弦）}}。",
  "q.layout.degrees":
    "这是正确的那个元素，但其中的角度被当作度数来算了：角度 pos·ωᵢ 应以弧度为单位。",
  "q.layout.hint":
    "在拼接排列中，列 c < d_model/2 是维度对 i = c 的正弦，列 c ≥ d_model/2 是维度对 i = c − d_model/2 的余弦。",
  "q.layout.which":
    "第 {col} 列{fn, select, sine {小于 d_model/2 = {half}：是维度对 i = {pair} 的正弦} other {大于或等于 d_model/2 = {half}：是维度对 i = {col} − {half} = {pair} 的余弦}}，在论文的交错排列中它位于维度 j = {dim}。",
  "q.layout.value":
    "数值：{maths}。两种排列包含相同的数，只是列的顺序不同；这是一个固定的置换，模型的第一个矩阵就能把它还原。",
};
