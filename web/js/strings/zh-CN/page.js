// Simplified Chinese messages of ui (page); keys and placeholders as in en.js.
export default {
  "download.label": "下载：",
  "download.png": "PNG",
  "download.csv": "CSV",
  "download.pngLabel": "将“{figure}”下载为 PNG 图片",
  "download.csvLabel": "将“{figure}”的数值下载为 CSV",
  "download.nothingYet": "还没有绘制任何内容。",
  "download.saved": "已保存 {file}。",
  "download.failed.png": "无法保存图片：{error}",
  "download.failed.csv": "无法保存数值：{error}",

  "derivation.pairFrequency": "维度对 i = {i} 的频率（d_model = {d}，base = {base}）",

  "scrollBox.name": "可横向滚动",
  "math.equation": "公式，可横向滚动",
  "math.equationIn": "“{section}”中的公式，可横向滚动",
  "math.equationNumbered": "公式 {number}，可横向滚动",
  "math.equationNumberedOf": "“{section}”的公式 {number}，可横向滚动",

  "layout.interleaved": "交错排列（论文的方式）：sin, cos, sin, cos, …",
  "layout.concatenated": "拼接排列：先是全部正弦，再是全部余弦",
};
