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

  "q.ropeproof.prompt":
    "RoPE 把位置 pos = {pos} 处的查询 Q 和位置 pos + k = {key} 处的键 K 分别旋转（d_model = {d}，底数为 {base}）。下面证明它们的分数只取决于偏移量 k，其中缺了一步：{maths}",
  "q.ropeproof.concluded":
    "(4) 所以分数只取决于偏移量 k = {offset}。哪一步能填补空缺，即第 ({step}) 步？",
  "q.ropeproof.concludeGap": "(4) 所以：{maths} 哪一步能填补空缺，即第 (4) 步？",
  "q.ropeproof.legend": "证明的第 ({step}) 步",
  "q.ropeproof.transpose.right":
    "= {line}，因为乘积的转置要把次序颠倒过来：({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ。",
  "q.ropeproof.transpose.plain": "= {line}，因为旋转保持长度和夹角：两者都旋转后，Qᵀ K 不变。",
  "q.ropeproof.transpose.plainDiagnosis":
    "只有两者转过相同的角度时，Qᵀ K 才保持不变（{Rpos}ᵀ {Rpos} = I）。这里 Q 转过 {pos} 个位置，K 转过 {key} 个：计算核心给出的分数是 {score}，而 Qᵀ K 是 {plainDot}。",
  "q.ropeproof.transpose.symmetric":
    "= {line}，因为旋转矩阵是对称的：它的转置 {Rpos}ᵀ 仍是 {Rpos}。",
  "q.ropeproof.transpose.symmetricDiagnosis":
    "旋转矩阵并不对称：它的转置是反向旋转，R(θ)ᵀ = R(−θ)。若取 {Rpos}ᵀ = {Rpos}，得到的是 Qᵀ {Rsum} K = {sumDot}（计算核心的结果），而不是分数 {score}。",
  "q.ropeproof.transpose.sum":
    "= {line}，因为两次旋转相加，{pos} + {key} = {sum} 个位置，合成一次旋转。",
  "q.ropeproof.transpose.sumDiagnosis":
    "Q 的旋转是以转置的形式出现的，所以要反着算：R_posᵀ R_(pos+k) = R_k，而不是 R_(2pos+k)，所以 {Rpos}ᵀ {Rkey} = {Roffset}，而不是 {Rsum}。计算核心给出 Qᵀ {Rsum} K 为 {sumDot}，而分数是 {score}。",
  "q.ropeproof.transpose.hint":
    "转置作用在两个矩阵的乘积上会怎样，比如 ({Rpos} Q)ᵀ？转置之后哪个因子在前？",
  "q.ropeproof.inverse.right": "= {line}，因为旋转矩阵的转置就是反向旋转：R(θ)ᵀ = R(−θ)。",
  "q.ropeproof.inverse.symmetric":
    "= {line}，因为旋转矩阵是对称的，所以它的转置 {Rpos}ᵀ 等于 {Rpos}。",
  "q.ropeproof.inverse.symmetricDiagnosis":
    "旋转矩阵并不对称：它的转置是按同一角度转回去，{Rpos}ᵀ = {Rminus}。若用 {Rpos} 代替，角度就加成了 {sum}：Qᵀ {Rsum} K = {sumDot}（计算核心的结果），而不是分数 {score}。",
  "q.ropeproof.inverse.plain":
    "= {line}，因为旋转矩阵的转置就是它的逆，所以 {Rpos}ᵀ 和 {Rkey} 相互抵消。",
  "q.ropeproof.inverse.plainDiagnosis":
    "{Rpos}ᵀ 撤销的是 {pos} 个位置的旋转，而不是 {key} 个位置的：{Rpos}ᵀ {Rkey} = {Roffset}，不是单位矩阵。计算核心给出的分数是 {score}，而 Qᵀ K 是 {plainDot}。",
  "q.ropeproof.inverse.other":
    "= {line}，因为转置可以挪到另一个因子上：{Rpos}ᵀ {Rkey} = {Rpos} {Rkey}ᵀ。",
  "q.ropeproof.inverse.otherDiagnosis":
    "转置属于被转置的那个因子：({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ。把它挪到 {Rkey} 上，偏移量的符号就反了：Qᵀ {Rflipped} K = {flippedDot}（计算核心的结果），而不是分数 {score}。",
  "q.ropeproof.inverse.hint":
    "先转过一个角度再转回来，向量就回到原处。哪个旋转能撤销 {Rpos}？这对 {Rpos}ᵀ 意味着什么？",
  "q.ropeproof.compose.right":
    "= {line}，因为在同一组平面内的旋转，角度相加：−{pos} + {key} = {offset}。",
  "q.ropeproof.compose.sum":
    "= {line}，因为在同一组平面内的旋转，角度相加：{pos} + {key} = {sum}。",
  "q.ropeproof.compose.sumDiagnosis":
    "{Rminus} 的负号丢了：两个角度是 −{pos} 和 {key}，相加得 k = {offset}，而不是 {sum}；R_posᵀ R_(pos+k) 是 R_k，不是 R_(2pos+k)。计算核心给出 Qᵀ {Rsum} K 为 {sumDot}，而分数是 {score}。",
  "q.ropeproof.compose.flipped":
    "= {line}，因为在同一组平面内的旋转，角度相加：{pos} − {key} = {flippedOffset}。",
  "q.ropeproof.compose.flippedDiagnosis":
    "符号反了：两个角度是 −{pos} 和 +{key}，相加得 k = {offset}，而不是 −k。计算核心给出 Qᵀ {Rflipped} K 为 {flippedDot}，而分数是 {score}。",
  "q.ropeproof.compose.product":
    "= {line}，因为在同一组平面内的旋转，角度相乘：−{pos} × {key} = {product}。",
  "q.ropeproof.compose.productDiagnosis":
    "两次旋转合成一次旋转，角度是两者之和（角度相加公式），角度从不相乘。计算核心给出 Qᵀ {Rproduct} K 为 {productDot}，而分数是 {score}。",
  "q.ropeproof.compose.hint":
    "先转一个角度，再转另一个角度，等于一次旋转：转过多大的角度？逐个维度对来看，{Rminus} {Rkey} 合起来是哪一个旋转？",
  "q.ropeproof.conclude.right":
    "分数只取决于 k = {offset}：把两个位置一起向后移动同样的 shift，分数保持不变。",
  "q.ropeproof.conclude.absolute":
    "分数只取决于 |k| = {distance}：键在查询之前 {distance} 个位置处，与在其后 {distance} 个位置处的分数相同。",
  "q.ropeproof.conclude.absoluteDiagnosis":
    "交换两个位置会使 k 变号，而 {Roffset} 和 {Rflipped} 的旋转方向相反：计算核心给出 Q 在 {pos}、K 在 {key} 时为 {score}，Q 在 {key}、K 在 {pos} 时却为 {flippedDot}。",
  "q.ropeproof.conclude.values": "分数只取决于 k = {offset}，前提是值向量 V 也同样旋转 {Roffset}。",
  "q.ropeproof.conclude.valuesDiagnosis":
    "RoPE 从不旋转值向量，证明也用不到它：分数只由 Q 和 K 构成。值向量要到 softmax 之后才参与计算。",
  "q.ropeproof.conclude.none": "对任何一对位置，分数都相同：两次旋转在分数中完全抵消了。",
  "q.ropeproof.conclude.noneDiagnosis":
    "抵消的只是两次旋转的共同部分：还剩下偏移量 k。计算核心给出偏移量为 {offset} 时分数为 {score}，偏移量为 0 时（即 Qᵀ K）为 {plainDot}。",
  "q.ropeproof.conclude.hint":
    "第 (3) 步之后，分数中还剩下哪些位置？把 pos 和 pos + k 都向后移动同样的 shift 时，它们会怎样？",
  "q.ropeproof.missing": "缺的是第 ({step}) 步。完整的证明如下：",
  "q.ropeproof.step.transpose":
    "(1) {maths}：乘积的转置要把次序颠倒过来，({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ。",
  "q.ropeproof.step.inverse":
    "(2) {maths}：旋转矩阵的转置就是它的逆，即按同一角度转回去：R(θ)ᵀ = R(−θ)，所以 R_posᵀ = R_(−pos)。",
  "q.ropeproof.step.compose":
    "(3) {maths}：在同一组平面内的旋转，角度相加，R_(−pos) R_(pos+k) = R_k，而 −{pos} + {key} = {offset}。",
  "q.ropeproof.step.conclude":
    "(4) 只剩下偏移量 k = {offset}，所以分数不依赖于其他任何东西：把两个位置一起向后移动 shift = {shift}，得到 {maths}，分数相同。",
  "q.ropeproof.check":
    "计算核心在 d_model = {d}、shift = {shift} 时验证了这一点：{before}，{after}，{offsetDot}，三次得到同一个数（前两个相差 {diff}，是舍入误差）。",
};
