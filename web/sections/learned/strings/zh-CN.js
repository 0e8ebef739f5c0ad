// Simplified Chinese messages of learned; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "hint.pos": "要查找的位置；试试 15 之后的位置",
  "hint.n": "绘制的行数（至少为 max_len）",
  "hint.d": "向量长度，偶数",

  "map.learned": "可学习的位置表",
  "map.formula": "正弦式位置表",
  "map.rowName": "位置",
  "map.colName": "维度",
  "map.legend": "数值",
  "cell.noRow": "无此行",

  "cell.learned":
    "可学习的表（用固定种子生成的替身），位置 {row}，维度 {col}：{value}。这是一个自由参数：这里是一个伪随机数；在训练过的模型中，则是训练留下的任何值，通常最终会与相邻的值相近。",
  "cell.formula":
    "公式，位置 {row}，维度 {col}：{fn}({row} × {omega}) = {value}。对每个位置都有定义。",

  "caption.learned":
    "可学习的表的替身：{maxLen} 行（位置 0 到 {last}），每行 {d} 个由固定种子生成的伪随机数，彼此独立，未经训练。{grey, select, one {第 {maxLen} 行是灰色的：那里没有可查找的东西。} many {第 {maxLen} 到 {lastRow} 行是灰色的：那里没有可查找的东西。} other {这些行之后再没有行了。}}",
  "caption.formula":
    "公式给出的表，位置 0 到 {last}，d_model = {d}，base 为 {base}：每一行都是算出来的，第 {next} 行也同样可以算出。",

  "row.heading": "维度",
  "row.colHeading": "表",
  "row.legend": "数值",
  "row.formulaCaption": "由公式得到的 PE({pos})",
  "row.formulaColumn": "公式",
  "row.learnedCaption": "可学习的表的第 {pos} 行",
  "row.learnedColumn": "可学习",
  "row.inside":
    "位置 {pos} 在两张表的范围内（显示 {d} 个维度中的前 {dims} 个）。可学习的行是替身的固定种子噪声（在训练过的模型中，则是训练留下的任何值）；公式的行是 {pos} 乘以每个维度对的频率后取 sin 和 cos。两者都以同样的方式加到词的嵌入上。",
  "row.past":
    "位置 {pos} 超出了可学习的表的最后一行 {last}：查找不到任何东西，而用这种方式构建的模型根本无法接受长于 {maxLen} 个词元的序列。公式只是在 {pos} 处计算 sin 和 cos（显示 {d} 个维度中的前 {dims} 个）。",

  "extrapolation.seen":
    "{chosen, select, yes {以位置 {target} 为例，它超出了用这张表的模型训练时的 {maxLen} 个位置。} other {以位置 {target} 为例，它远远超出了用这张表的模型训练时的 {maxLen} 个位置（在上面选择 pos ≥ {maxLen}，可以自己挑一个位置）。}}公式毫无困难：PE({target}) 和 PE(3) 一样有明确的定义。但它的 {d} 个值中有 {outside, plural, other {# 个}}落在同一维度在位置 0 到 {last} 上取到的范围之外。最慢的正弦，即维度 {dim}，在位置 0 到 {last} 上从 {low} 变到 {high}；在位置 {target} 上它是 {value}。编码之后的一切，包括注意力权重和上面的各层，都是按从未包含这种数值的输入拟合出来的。",
  "extrapolation.relative":
    "能够延续下来的是相对结构：PE({target}) · PE({later}) = {far}，与 PE(0) · PE({offset}) = {near} 相同，因为两个位置的点积只取决于它们相隔多远。",
  "refusal.tableEnds": "可学习的表，位置 {row}：{refusal}。表到这里就结束了。",
  "refusal.noRow": "可学习的表的第 {pos} 行：{refusal}。",
  ...exam,
};
