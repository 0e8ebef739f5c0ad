// Simplified Chinese messages of ui (figures); keys and placeholders as in en.js.
export default {
  "count.position": "{count, plural, other {# 个位置}}",
  "count.dimension": "{count, plural, other {# 个维度}}",
  "count.row": "{count, plural, other {# 行}}",
  "count.column": "{count, plural, other {# 列}}",
  "count.offset": "{count, plural, other {# 个偏移量}}",
  "plural.position": "位置",
  "plural.offset": "偏移量",
  "heatmap.label": "热力图",
  "heatmap.roleDescription": "热力图",
  "heatmap.row": "行",
  "heatmap.column": "列",
  "heatmap.value": "数值",
  "heatmap.rowAxis": "{name} ↓",
  "heatmap.colAxis": "{name} →",
  "heatmap.colourScale": "色标：{low} 为深紫色，经青绿色过渡，{high} 为黄色。",
  "heatmap.hint":
    "指向一个单元格，或让热力图获得焦点后用方向键移动（<kbd>Home</kbd>/<kbd>End</kbd>、<kbd>Page Up</kbd>/<kbd>Down</kbd> 可跳转）。",
  "heatmap.cell": "{rowName} {row}，{colName} {col}：{value}",
  "heatmap.sampled":
    "单元格比像素多：图中只画出了{parts}，所以变化快的列可能出现数据中并不存在的条纹。指向一个单元格可查看它的准确数值。",
  "heatmap.sampledOne": "大约每 {stride} 个{name}中的一个",
  "heatmap.tableCaption":
    "{label}（表格形式）：显示 {rows}中的 {shownRows} 行、{cols}中的 {shownCols} 列。",
  "heatmap.tableCaptionCapped":
    "{label}（表格形式）：显示 {rows}中的 {shownRows} 行、{cols}中的 {shownCols} 列。其余部分此处略去；用热力图的方向键可以到达每一个单元格。",
  "heatmap.corner": "{rowName} \\ {colName}",
  "heatmap.name": "{label}：{rows} × {cols}",

  "figure.drawnWhenOnScreen": "{label}（页面滚动到这里时绘制）",

  "linePlot.label": "折线图",
  "linePlot.legend": "{label}的图例",
  "linePlot.tableSummary": "所绘制的数值（表格形式）",
  "linePlot.position": "位置",
  "linePlot.positions": "位置",
  "linePlot.positionCount": "{count, plural, other {{n} 个位置}}",
  "linePlot.samplesDotted": "每个点对应一个整数{noun}；直线只是把点连起来，点与点之间没有取值。",
  "linePlot.samplesDense":
    "这 {samples}靠得太近，无法逐一标出；折线按顺序把它们连起来，只有整数{nouns}才有取值。",
  "linePlot.samplesContinuous": "曲线在 {samples}上计算，并用直线依次连接。",
  "linePlot.readout": "{xLabel} {x}：{values}",
  "linePlot.readoutValue": "{series} {value}",
  "linePlot.tableCaption": "{label}。",
  "linePlot.tableCaptionSampled":
    "{label}：{total} 行中等距选取的 {shown} 行，含第一行和最后一行。",

  "matrixTable.row": "行",
  "matrixTable.column": "列",
  "matrixTable.value": "数值",
  "matrixTable.query": "查询",
  "matrixTable.key": "键",
  "matrixTable.weight": "权重",
  "matrixTable.rowAxis": "{name} ↓",
  "matrixTable.colAxis": "{name} →",
  "matrixTable.scrollName": "{name}：可横向滚动的表格",
  "matrixTable.colourRange.viridis": "（颜色从 {low} 的深紫色到 {high} 的黄色）",
  "matrixTable.colourRange.cividis": "（颜色从 {low} 的深蓝色到 {high} 的黄色）",

  "weights.label": "注意力权重",
  "weights.queryWord": "查询词",
  "weights.keyWord": "键词",
  "weights.queryWords": "{count, plural, other {{n} 个查询词}}",
  "weights.keyWords": "{count, plural, other {{n} 个键词}}",
  "weights.weight": "权重",

  "attentionStrips.label": "对各个词的注意力",
  "attentionStrips.tableSummary": "权重（表格形式）",
  "attentionStrips.wordsLabel": "{name}：“{word}”对每个词的注意力有多少",
  "attentionStrips.tableCaption": "{label}，全部权重。",
  "attentionStrips.position": "位置",
  "attentionStrips.word": "词",

  "angleDial.label": "角度表盘",

  "ladder.label": "波长阶梯",
  "ladder.xLabel": "维度对编号 i",
  "ladder.yLabel": "波长 λ（对数刻度）",
  "ladder.wavelengths": "每个维度对的 λ",
  "ladder.turns": "{count, plural, other {在 {n} 个位置内转过的圈数}}",

  "counterTable.scrollName": "二进制计数表（可横向滚动）",
};
