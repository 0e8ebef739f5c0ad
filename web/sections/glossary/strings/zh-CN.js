// Simplified Chinese messages of glossary; keys and placeholders as in en.js.
export default {
  "meaning.X": "注意力的输入，每个词元一行：X = E + P（词嵌入加位置向量）；不加位置时 X = E。",
  "meaning.E": "词元嵌入，每个词元一行：第 s 行是词元 s 处那个词的向量，无论这个词位于何处都相同。",
  "meaning.W":
    "把输入变成查询、键和值的投影矩阵（d_model × d_model）：Q = X W_Q，K = X W_K，V = X W_V。训练实验室还加了输出投影 W_O。",
  "meaning.QKV":
    "查询、键和值，每个词元一行。K 始终表示键，从不表示偏移量 k。在旋转位置编码（RoPE）一节中，单个查询向量和键向量也记作 Q 和 K。",
  "meaning.d_model":
    "模型的宽度：每个嵌入、位置向量、查询、键和值的长度；是偶数（即链接中的 d）。从不简写为 d。",
  "meaning.A":
    "注意力权重 softmax(Q Kᵀ / √d_model)，n × n：第 s 行属于查询词元 s，每一行都是正数且总和为 1。",
  "meaning.O": "注意力输出 O = A V，每个词元一行。",
  "meaning.st": "句子中词元的编号，从 0 开始：Aₛₜ 表示词元 s 对词元 t 的关注程度。",
  "meaning.pi":
    "词元的一个置换（一个句子的词元 s 是另一个句子的词元 π(s)），以及它的置换矩阵 Π，满足 A′ = Π A Πᵀ 和 O′ = Π O。P 从不表示置换。",
  "meaning.pos":
    "词元在序列中的位置，从 0 开始（即链接中的 pos）。相隔偏移量 k 的两个位置是 pos 和 pos + k。",
  "meaning.n": "位置的个数：表格的行数，或句子的词元数（即链接中的 n）。位置从 0 到 n − 1。",
  "meaning.PE":
    "位置 pos 的位置编码：d_model 个数，PE(pos)_2i = sin(pos·ω_i)，PE(pos)_2i+1 = cos(pos·ω_i)。",
  "meaning.k": "两个位置 pos 和 pos + k 之间的偏移量；往前看时为负（即链接中的 k）。从不表示键。",
  "meaning.M_k":
    "平移矩阵，d_model × d_model，分块对角：PE(pos + k) = M_k PE(pos)，每个维度对一个 2 × 2 旋转，对每个 pos 都相同。",
  "meaning.i":
    "维度对编号，0 到 d_model/2 − 1：维度对 i 拥有维度 2i（正弦）和 2i + 1（余弦）。从不表示词元或位置。",
  "meaning.j": "一个维度，0 到 d_model − 1：编码表中的一列。",
  "meaning.base": "其幂决定各个频率的那个数：论文中为 10 000（即链接中的 base）。",
  "meaning.omega":
    "维度对 i 的频率，1 / base^(2i/d_model)：维度对 i 从一个位置到下一个位置转过的角度，以弧度计。",
  "meaning.theta": "以弧度计的角度：对一个位置是 pos·ω_i，对一个偏移量是 k·ω_i。",
  "meaning.lambda": "维度对 i 的波长，2π / ω_i：转一整圈需要多少个位置。",
  "meaning.ref": "相对位置一节中的参考位置（即链接中的 ref）。",
  "meaning.P": "位置向量，每个词元一行：第 pos 行是 PE(pos)（或可学习的一行）。",
  "meaning.max_len": "可学习的位置表的行数（这里为 16）：max_len − 1 之后没有行。",
  "meaning.R":
    "RoPE 的旋转：R(θ) 把一个维度对 (x, y) 旋转 θ，即 [[cos θ, −sin θ], [sin θ, cos θ]]；R_pos 把位置 pos 上向量的每个维度对旋转 pos·ω_i，分块对角。",
};
