// Simplified Chinese messages of ui (controls); keys and placeholders as in en.js.
export default {
  "control.label.n": "位置数 n",
  "control.label.d": "d_model",
  "control.label.base": "底数 base",
  "control.label.pos": "pos",
  "control.label.i": "i",
  "control.label.k": "k",
  "control.label.ref": "ref",
  "control.label.shift": "平移量 shift",
  "control.hint.i": "维度对编号，0 到 d_model/2 − 1",
  "control.slider": "{label}（滑块）",
  "control.enterNumber": "请为 {label} 输入一个数，例如 {example}。",
  "control.kept": "{reason}保留 {kept}。",
  "control.sentenceKept": "{reason}在句子改正之前，仍显示“{sentence}”。",

  "control.dims.label": "要绘制的维度",
  "control.dims.default": "默认",
  "control.dims.defaultLabel": "绘制默认的维度",
  "control.dims.hint": "2 到 4 个维度编号，取值 0 到 {last}，用逗号分隔",
  "control.dims.error": "请输入 2 到 4 个整数，用逗号分隔，例如 0, 8, 40。",

  "control.show": "显示{what}",
  "control.hide": "隐藏{what}",
};
