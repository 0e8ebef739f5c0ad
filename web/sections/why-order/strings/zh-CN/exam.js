// Simplified Chinese messages of the why-order exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.order.prompt":
    "没有位置编码时，自注意力在“{first}”和“{second}”中给“{verb}”的输出向量完全相同。为什么？",
  "q.order.legend": "原因",
  "q.order.rows":
    "每个词（包括“{verb}”）在两个句子中都是同一个向量，只是位于不同的行；注意力把各行当作一个集合处理，因此行的重排只会让结果随之重排。",
  "q.order.softmax":
    "softmax 把两个句子之间的微小差异压缩为零，因此权重相同，“{verb}”的输出也就无法改变。",
  "q.order.softmaxDiagnosis":
    "softmax 得到的分数完全相同，只是顺序不同：根本没有差异可压缩。输出相同在 softmax 之前就已注定。",
  "q.order.symmetric":
    "W_Q 和 W_K 是对称矩阵，所以词元 s 对 t 的分数等于 t 对 s 的分数，交换两个名词后每个输出都保持不变。",
  "q.order.symmetricDiagnosis":
    "W_Q 和 W_K 并不对称（玩具模型中的矩阵是随机的）。无论矩阵是什么，重排 X 的行都会以同样的方式重排 Q、K 和 V。",
  "q.order.neighbours":
    "注意力只关注一个词的相邻词，而“{verb}”在两个句子中的两个相邻词相同，因此它两次看到的上下文完全一样。",
  "q.order.neighboursDiagnosis":
    "注意力关注句子中的每一个词，而不只是相邻词；它只是无从得知每个词所处的位置。",
  "q.order.hint":
    "Q = XW_Q、K = XW_K、V = XW_V 以及 softmax 都不考虑词所处的位置。X 的行重排后，这些矩阵会怎样变化？",
  "q.order.rearranged":
    "第二个句子是第一个句子的重排：“{second}”的第 t 个词元是“{first}”的第 π(t) 个词元，其中 π = [{permutation}]。",
  "q.order.toy":
    "玩具模型（d_model = 8，无位置编码）给出的权重满足 A' = Π A Πᵀ，误差在 {weightDiff} 以内；“{verb}”的输出变化了 {shift}：{exact, select, yes {数值完全相同，连最后一位都一样。} other {仅仅是 32 位浮点运算的舍入误差。}}",
  "q.order.withPositions":
    "加入正弦式位置编码后，这种对称就被打破了：权重之差可达 {weightDiff}，“{verb}”的输出变化了 {shift}。",
};
