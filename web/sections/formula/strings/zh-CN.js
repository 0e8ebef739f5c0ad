// Simplified Chinese messages of formula; keys and placeholders as in en.js.
import exam from "./zh-CN/exam.js";

const flips = (n) =>
  `{all${n}, select, yes {全部 {bits} 位都翻转} other {{count${n}, plural, =1 {只有 1 位翻转} other {{bits} 位中有 # 位翻转}}}}`;

export default {
  "hint.pos": "序列中的位置，从 0 开始",
  "hint.d": "向量长度，偶数",
  "hint.base": "原论文中取 10000",

  "step.exponent": "指数",
  "step.divisor": "除数",
  "step.omega": "频率",
  "step.angle": "角度",
  "step.sin": "正弦 → 维度 2i = {dim}",
  "step.cos": "余弦 → 维度 2i + 1 = {dim}",
  "step.wavelength": "波长（转一整圈所需的位置数）",

  convention:
    "这里的 i = {i} 数的是维度对，而不是维度：d_model = {d} 时{pairs, plural, other {共有 {pairsText} 个维度对}}（i = 0 到 {lastPair}）。维度对 {i} 把正弦放在维度 2i = {dimSin}，把同一角度的余弦放在维度 2i + 1 = {dimCos}。",

  "plot.position": "位置 pos",
  "plot.fraction.label": "两种句子长度下的 pos/n",
  "plot.fraction.y": "pos/n",
  "plot.step.label": "相邻位置的编码之间的距离",
  "plot.step.y": "|code(pos + 1) − code(pos)|",
  "plot.fraction.series": "n = {n}：pos/{n}",
  "plot.step.binary": "二进制",
  "plot.step.oneHot": "独热",
  "plot.step.sinusoidal": "正弦式",

  "raw.text":
    "这里 code(0) = {zero}，code({mid}) = {midCode}，code({last}) = {lastCode}；一篇 {thousand} 个词的文本会达到 {lastOfThousand}。",

  "fraction.description":
    "长度为 {n} 个词元（折线）和 {short} 个词元（点）的句子中的 pos/n，位置 0 到 {last}：位置 {probe} 在前者中是 {probeLong}，在后者中是 {probeShort}。",
  "fraction.caption":
    "长度为 n = {n} 个词元（折线连接各个位置）和 n = {short} 个词元（每个位置一个点）的句子中的 pos/n。纵轴从 0 到 1。",
  "fraction.text":
    "位置 {probe} 在 {n} 个词元的句子里是 {probeLong}，在 {short} 个词元的句子里是 {probeShort}。编码 0.5 在前者中表示位置 {halfLong}，在后者中表示位置 {halfShort}；每前进一个位置，编码在前者中增加 {stepLong}，在后者中增加 {stepShort}。",

  "oneHot.text":
    "{n} 个位置就需要 {n} 个维度（读 {big} 个词元的模型就需要 {big} 个），而且位置 {near} 与位置 {next} 相距 {nearDistance}（√2），与位置 {far} 也相距 {farDistance}。",

  "binary.text": `位置 0 到 {last} 需要 {bits} 位。从 {fromA}（{codeA}）到 {toA}（{toCodeA}），${flips("A")}，距离为 {distanceA}；但从 {fromB}（{codeB}）到 {toB}（{toCodeB}），${flips("B")}，距离为 {distanceB}。`,
  "binary.noFurther": "没有哪一步跳得更远。",
  "binary.biggest": `最大的一次跳变是从 {fromA}（{codeA}）到 {toA}（{toCodeA}）：${flips("A")}，距离为 {distanceA}。`,

  "step.description":
    "pos = 0 到 {lastStep} 时 pos 与 pos + 1 的编码之间的距离：二进制在 1 和 {binaryHigh} 之间跳变，独热始终为 {oneHot}，正弦式始终为 {sinusoidal}。",
  "step.caption":
    "pos = 0 到 {lastStep} 时，每种编码从 pos 到 pos + 1 移动了多远；直线连接各个整数位置，纵轴从 0 开始。每当进位穿过各个数位，二进制就会跳变。独热编码的曲线是平的，但它的任意两个编码（不论是否相邻）都相距同样远。正弦式编码（d_model = {d}）每一步都移动同样的 {sinusoidal}。",

  settings: "d_model = {d}，base = {base}",
  "bounded.text": "在位置 0 到 {last} 上，绝对值最大的数是 {maxAbs}：即位置 0 处的 cos 0 = 1。",
  "unique.neighbours":
    "在位置 0 到 {last} 的全部 {pairs} 对位置中，编码最接近的是一对相邻位置（{a} 和 {b}，和任何相邻位置一样近），但仍相距 {distance}：没有两个位置共用同一个编码。",
  "unique.other":
    "在位置 0 到 {last} 的全部 {pairs} 对位置中，编码最接近的是 {a} 和 {b}，但仍相距 {distance}：没有两个位置共用同一个编码。",
  "smooth.farther":
    "每个位置与下一个位置都相距 {step}（这 {last} 个相邻距离彼此最多相差 {spread}），而且远近看得出来：PE({near}) 与 PE({next}) 相距 {nearDistance}，与 PE({last}) 却相距 {farDistance}。",
  "smooth.notFarther":
    "每个位置与下一个位置都相距 {step}（这 {last} 个相邻距离彼此最多相差 {spread}），而且远近看得出来：PE({near}) 与 PE({next}) 相距 {nearDistance}，与 PE({last}) 只相距 {farDistance}。",
  ...exam,
};
