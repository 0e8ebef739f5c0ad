// Simplified Chinese messages of the rope exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.rope.prompt":
    "RoPE，d_model = {d}（底数为 {base}）：本页中固定的查询 Q（位于位置 {pos}）与键 K（位于 {key}）的分数为 {maths}。两者都向后移动 {shift} 个位置，分别到 {moved} 和 {keyMoved}。现在的分数是多少？",
  "q.rope.label": "新的分数",
  "q.rope.keyOnly":
    "这是只移动键时的分数（偏移量 {offset}）：两者都移动了，所以偏移量仍是 k = {k}。",
  "q.rope.signFlipped": "这是偏移量为 −{k} 时的分数（键在查询之前）：偏移量的符号反了。",
  "q.rope.hint": "旋转可以复合：R_posᵀ R_(pos+k) = R_k。这样一来，分数中还剩下哪些位置？",
  "q.rope.offset": "{maths}：只剩下偏移量 k = {k}。",
  "q.rope.unchanged":
    "所以分数不变：计算核心给出移动后为 {after}，移动前为 {before}（二者相差 {diff}，是舍入误差）。",
  "q.rotated.prompt":
    "在使用旋转位置编码（RoPE）的模型中，哪些向量按其词元位置对应的角度 pos·ωᵢ 旋转，哪些保持不动？",
  "q.rotated.legend": "旋转的对象",
  "q.rotated.qk": "查询和键，按维度对逐对旋转角度 pos·ωᵢ；值和词嵌入保持原样，不旋转。",
  "q.rotated.embeddings":
    "词嵌入，在注意力之前：每个输入行按其位置旋转一次，查询、键和值都继承这一旋转。",
  "q.rotated.embeddingsDiagnosis":
    "这更接近于在最底层加上 PE。RoPE 不改动输入，而是在每个注意力层内部旋转 Q 和 K。",
  "q.rotated.values": "值，这样输出就带有位置信息：查询和键保持原样，注意力分数完全不变。",
  "q.rotated.valuesDiagnosis":
    "旋转值不会改变分数，而位置恰恰必须体现在分数中。RoPE 旋转 Q 和 K；V 保持不动。",
  "q.rotated.weights":
    "注意力权重：在 softmax 之后，A 的每一行按其查询的位置旋转，这样每一行的和仍为 1。",
  "q.rotated.weightsDiagnosis":
    "A 是权重矩阵，而不是成对的坐标；RoPE 旋转的是做点积之前的查询向量和键向量。",
  "q.rotated.hint":
    "RoPE 的要点在于分数 (R_pos Q)ᵀ(R_(pos+k) K) 只依赖于 k。这个分数中出现的是哪两个向量？",
  "q.rotated.turned":
    "被旋转的是查询和键，维度对 i 转过角度 pos·ωᵢ。旋转保持长度不变：当 d_model = {d} 时，把 Q 转到位置 {pos} 之前 |Q| = {before}，之后为 {after}。",
  "q.rotated.toy":
    "值不旋转，嵌入上也不加任何东西。在玩具模型中，{first}和{second}仍然不同：使用 RoPE 时，{count, plural, other {# 个词元}}的输出分别变化了 {shifts}。",
};
