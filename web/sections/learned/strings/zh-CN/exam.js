// Simplified Chinese messages of the learned exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.params.prompt":
    "本页的可学习位置表有 max_len = {maxLen} 行，每个位置一行。当 d_model = {d} 时，训练需要为它学习多少个数？（正弦式公式又需要多少个？）",
  "q.params.label": "需要学习的数的个数",
  "q.params.tolerance": "一个整数：精确的个数。",
  "q.params.added":
    "这是 max_len + d_model：表中 {maxLen} 个位置各有一行 d_model = {d} 个数，所以两者应当相乘。",
  "q.params.halfDModel":
    "这里每行只算了 d_model/2 = {half} 个数：维度对是正弦式公式的特性；可学习表的每一行有 d_model 个数。",
  "q.params.rowsOnly": "这只数了行数；每一行都是由 d_model 个数组成的完整向量。",
  "q.params.sinusoidal": "这是正弦式公式的个数（无需学习任何东西）。可学习表的每个元素都要学习。",
  "q.params.hint": "可学习表就是一张查找表：它认识的每个位置对应一个由 d_model 个数组成的向量。",
  "q.params.count": "{maths} 个数，每个位置一行（计算核心中的表恰好有这么多）。",
  "q.params.formula": "正弦式公式一个也不需要：每一行都由 pos、d_model 和底数算出。",
  "q.maxlen.prompt":
    "某模型使用本页的可学习位置表（max_len = {maxLen} 行），输入一个 {words} 个词的句子。在位置 pos = {pos} 处会发生什么？",
  "q.maxlen.legend": "在位置 {pos} 处",
  "q.maxlen.noRow":
    "不存在第 {pos} 行：表到第 {last} 行就结束了，因此模型在那里没有可加的位置向量，无法确定该词的位置。",
  "q.maxlen.wraps":
    "它复用第 {pos} mod {maxLen} = {wrapped} 行：可学习表像时钟一样循环，所以位置 {pos} 得到与 {wrapped} 相同的向量。",
  "q.maxlen.wrapsDiagnosis":
    "查找表没有任何循环的规则：每个训练过的位置各有一行，其他位置一行也没有。周期性是正弦函数的性质。",
  "q.maxlen.formula":
    "它退回到正弦式公式，该公式在每个位置都有定义，因此位置 {pos} 得到与论文中一样的 sin 和 cos 值。",
  "q.maxlen.formulaDiagnosis":
    "可学习表对公式一无所知。只有正弦式模型对每个 pos 都有向量（即便如此，它也从未在这些位置上训练过）。",
  "q.maxlen.repeats":
    "它对之后的每个位置都重复使用最后一行（第 {last} 行），所以位置 {pos} 与从那里起的每个词共用同一个向量。",
  "q.maxlen.repeatsDiagnosis":
    "没有任何重复：表在 max_len − 1 之后根本没有行，模型无法在更长的句子上运行。",
  "q.maxlen.hint": "可学习表是对训练过的行的查找。对于从未存储过的键，查找会返回什么？",
  "q.maxlen.core": "向计算核心请求第 {pos} 行，它答复：“{error}”。",
  "q.maxlen.everywhere":
    "可学习表有多长，取决于训练时把它做成多长（BERT 为 512 行，GPT-2 为 1024 行）。正弦式公式处处有定义，{maths}，但在短句上训练的模型同样从未见过这些值：两者都不能不劳而获地外推。",
};
