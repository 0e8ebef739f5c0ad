// Simplified Chinese messages of the embeddings exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.sum.prompt":
    "在本页的玩具模型中（d_model = {d}，正弦式位置编码，与原始 Transformer 相同），词“{word}”位于“{sentence}”的位置 {w}。注意力为它接收到的向量有多少个数？它的位置信息是怎样加进去的？",
  "q.sum.legend": "大小与组合方式",
  "q.sum.added": "{d} 个数：PE({w}) 也有 {d} 个数，它被逐元素地加到该词的嵌入上。",
  "q.sum.appended": "{twice} 个数：PE({w}) 拼接在嵌入的 {d} 个数之后，因此向量长度加倍。",
  "q.sum.appendedDiagnosis":
    "拼接也行得通，但 Transformer 并不这样做：它做的是加法，X = E + P，仍保持 d_model 个数。",
  "q.sum.index": "{plusOne} 个数：位置 {w} 本身作为一个额外的数附加在嵌入的最末尾。",
  "q.sum.indexDiagnosis":
    "原始序号并不被使用（它会无界增长）；PE(pos) 是由 d_model 个数组成的完整向量，加到嵌入上。",
  "q.sum.product": "{d} 个数：嵌入与 PE({w}) 逐元素相乘，每个数都被缩放。",
  "q.sum.productDiagnosis":
    "是求和，不是乘积：乘积会在 PE(pos) 为 0 的地方把词的信息抹掉（在 pos 0 处 sin 0 = 0）。",
  "q.sum.hint":
    "词元嵌入和 PE(pos) 被设计成相同的长度 d_model。把两个等长向量组合起来，最省事的办法是什么？",
  "q.sum.columns":
    "“{word}”的嵌入 E、它的位置向量 PE({w})，以及注意力接收到的向量（二者的逐元素之和），每行一个维度：{maths}",
  "q.sum.why":
    "仍然是 {d} 个数。拼接同样能携带两种信息，但每个向量都会变成 {twice} 维，W_Q、W_K 和 W_V 也都需要两倍的行数。求和不增加任何开销，而且在实践中，模型会学会把词和位置放在同一空间的不同方向上，使二者互不干扰。",
};
