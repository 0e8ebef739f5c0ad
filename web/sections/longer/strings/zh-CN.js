// Simplified Chinese messages of longer; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

export default {
  "control.trainlen": "训练长度 L",
  "hint.trainlen": "训练中见过的最长输入",
  "control.factor": "缩放因子 s",
  "hint.factor": "文本长度是 L 的多少倍",
  "control.heads": "头数 H",
  "hint.heads": "ALiBi 的注意力头个数",
  "control.head": "头 h",
  "hint.head": "显示哪一个头的偏置",

  "ladder.label": "每个维度对的波长，与训练长度对照",
  "ladder.seen": "在 L 内至少转满一圈",
  "ladder.unseen": "在 L 内转不满一圈",
  "ladder.turns": "L 内的圈数 rᵢ",
  "ladder.description":
    "{pairs} 个维度对波长的点图，对数刻度，L = {length} 处有一条横线；{seen} 个维度对位于线下方，在 L 内至少转满一圈。",
  "ladder.caption":
    "d_model = {d}，底数 {base}，L = {length}：{seen, plural, =0 {没有一个维度对} =1 {# 个维度对（维度对 0）} other {{seenText} 个维度对}}在训练长度内至少转满一圈。{unseen, plural, =0 {每个维度对都已转过完整的一圈，所以更长的输入不会让任何一个维度对出现新的角度。} =1 {最后一个维度对 {last} 一圈也没有转满（最慢的维度对只转了 {slowest} 圈）：超过 L 之后，它的角度是新的。} other {维度对 {first} 到 {last}（{unseenText} 个维度对）一圈也没有转满（最慢的维度对只转了 {slowest} 圈）：超过 L 之后，它们的角度是新的。}}",

  "pi.outsideLabel": "拟合出的分数：L 以内与 L 之外",
  "pi.betweenLabel": "同一个分数在整数偏移量之间的取值",
  "pi.xLabel": "偏移量 k",
  "pi.yLabel": "分数 score(k)",
  "pi.score": "拟合出的 score(k)",
  "pi.distance": "偏移量",
  "pi.distances": "偏移量",
  "pi.distanceCount": "{count, plural, other {{n} 个偏移量}}",
  "pi.outsideDescription":
    "拟合出的 RoPE 分数在偏移量 0 到 {twice} 上的折线图，L = {length} 处有一条竖线。L 以内曲线始终很小；超过 L 之后，它大幅摆向远处。",
  "pi.betweenDescription":
    "同一个拟合分数在偏移量 0 到 {last} 上、以 1/16 为步长的折线图：一条平滑的曲线。",
  "pi.text":
    "计算核心把这个分数拟合到 [0, {length}] 内的 {points} 个随机值上。在这个区间里，它的绝对值最大为 {inside}；在 L 与 2L 之间，它达到 {outside}，是前者的 {ratio} 倍。这里没有训练任何东西，除了偏移量也没有改变任何东西：外推出的分数只是落在了拟合所能看到的范围之外。在整数偏移量之间（第二幅图，0 到 {last}，步长为十六分之一），同一条曲线是平滑的，而这正是位置插值所依赖的：它把更长的文本压进整数位置之间的位置上。",
  "pi.refused": "在这些设置下无法计算这幅图：{error}",

  "stretch.legend": "拉伸 RoPE 的方法",
  "stretch.pi": "位置插值",
  "stretch.ntk": "NTK-aware",
  "stretch.yarn": "YaRN",
  "stretch.llama3": "Llama 3.1",
  "stretched.label": "每个维度对拉伸前后的波长",
  "stretched.before": "拉伸前",
  "stretched.after": "拉伸后（{method}）",
  "stretched.pair": "维度对 {pair}",
  "stretched.kept": "ω′ᵢ / ωᵢ",
  "stretched.description":
    "{pairs} 个维度对在拉伸（{method}，缩放因子 {factor}）前后的波长点图，对数刻度，L 和 s·L 处各有一条横线。",
  "stretched.caption":
    "灰色：训练时的波长。蓝色：拉伸后的波长（{method}）。浅色的线是 L = {length}，虚线是更长的输入 s·L = {longer}。",
  "stretch.text":
    "{method}，s = {factor}：{pairs} 个维度对中，{unchanged, plural, =0 {没有一个保持原有频率} other {{unchangedText} 个保持原有频率}}，{divided, plural, =0 {没有一个} other {{dividedText} 个}}按完整的缩放因子 {factor} 减速，其余 {between} 个介于两者之间。最快的维度对（维度对 0）保留的频率比例为 {first}。",
  "step.theta": "维度对 i 训练时的频率",
  "step.turns": "它的波长，以及在 L 内转过的圈数",
  "step.rule.pi": "位置插值：每个维度对的频率都除以 s",
  "step.rule.ntk": "NTK-aware：先增大底数，再用同一个公式",
  "step.rule.yarn":
    "YaRN 对维度对 {pair} 的斜坡：{regime, select, kept {保持训练时的频率} interpolated {像 PI 一样插值} other {两者的混合}}",
  "step.rule.llama3":
    "Llama 3.1 对维度对 {pair} 的斜坡：{regime, select, kept {保持训练时的频率} interpolated {除以缩放因子} other {两者的混合}}",
  "step.temperature": "YaRN 乘在查询和键上的因子",
  "step.newWavelength": "新的波长，以及保留下来的频率比例",

  "slopes.caption": "{heads} 个头时 ALiBi 的斜率；1/斜率 是某个头的惩罚达到 1 时的距离",
  "slopes.head": "头 h",
  "slopes.rule": "公式",
  "slopes.slope": "斜率",
  "slopes.reach": "1/斜率",
  "biases.label": "一个头的 ALiBi 偏置",
  "biases.headLabel": "ALiBi 偏置：第 {head} 个头（共 {heads} 个）",
  "biases.rowName": "查询位置",
  "biases.colName": "键位置",
  "biases.legend": "偏置 −slopeₕ·|k|",
  "biases.caption":
    "头 {head}，斜率 {slope}：在长度为 {length} 个词元的句子中，每个查询与相隔 k 个位置的每个键之间的偏置 −slopeₕ·|k|。它在对角线上为 0，在 k = {distance} 处降到 {far}；所有头都使用与最陡的头相同的色标。",
  "alibi.text":
    "有 {heads} 个头时，斜率从 {first} 递减到 {last}。{power, select, yes {H 是二的幂，所以斜率为 2^(−8h/H)。} other {H 不是二的幂：前 {n} 个头取 {n} 个头时的斜率，其余的头从两倍头数时的斜率中隔一个取一个。}}最陡的头在距离 {firstReach} 处就被扣掉一整个单位的分数，最平缓的头要到距离 {lastReach} 处才会。",

  "lab.local": "用因果掩码训练实验室的模型，在动词处作答",
  "lab.far": "用因果掩码训练这些模型，在句末作答",

  // The exam's questions on this section.
  ...exam,
};
