// Simplified Chinese messages of the attention exam questions; keys and placeholders as in en/exam.js.
export default {
  "q.scale.prompt":
    "玩具模型（d_model = {d}，正弦式位置编码）读入“{sentence}”时，“{from}”（词元 s = {s}）的查询与“{to}”（词元 t = {t}）的键的点积为 {maths}。第 {s} 行的 softmax 在 t = {t} 处接收到的分数是多少？",
  "q.scale.label": "s = {s}、t = {t} 的分数",
  "q.scale.unscaled": "这是未经缩放的点积：还需要除以 √d_model。",
  "q.scale.overDModel": "这里除以了 d_model = {d}；分数应除以 √d_model = {root}。",
  "q.scale.hint": "注意力分数是 Q Kᵀ / √d_model：点积除以宽度的平方根。",
  "q.scale.scoreWord": "分数",
  "q.scale.computed": "{maths}（玩具模型自己算出的 32 位分数：{toy}）。",
  "q.scale.why":
    "为什么是 √d_model：点积是 d_model = {d} 个乘积之和。如果各项大小相当，它们之和的分散程度按 √d_model 增长，于是模型越宽，分数就越大，softmax 会把几乎全部权重集中在一个词元上。除以 √d_model 能让分数在任何宽度下都保持相同的量级。",
};
