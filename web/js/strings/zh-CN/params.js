// Simplified Chinese messages of ui (params); keys and placeholders as in en.js.
export default {
  "param.refused": "链接要求 {given}；{problem}，因此{fallback}。",
  "param.repeated":
    "链接中 {key} 出现了{count, plural, =2 {两次} other { # 次}}（{given}）；采用第一个值 {first}。",
  "param.fallback.default": "使用默认值 {value}",
  "param.fallback.defaultWord": "使用默认值“{value}”",
  "param.unknown": "{key} 不是本页的参数",
  "param.back": "{key} 已恢复为原来的值 {value}",

  "param.number": "{key} 必须是一个数",
  "param.words": "{key} 必须是 {words}",
  "param.oneOf": "{key} 必须是 {words} 之一",
  "param.wholeNumber": "{key} 必须是 {min} 到 {max} 之间的整数",
  "param.with": "在 {context} 时，{rule}",
  "param.cells": "在 {other}={value} 时，{key} 最大为 {max}（n × d 最多 {cells} 个单元格）",
  "param.d.even": "d 必须是 {min} 到 {max} 之间的偶数",
  "param.base.range": "base 必须是大于 1 且不超过 {max} 的数",
  "param.base.above1": "base 必须是大于 1 的数",
  "param.i.name": "i（维度对编号）",
  "param.i.clamp":
    "i 原为 {from}；d = {d} 时{up, select, yes {最小} other {最大}}的维度对编号是 {to}",
  "param.head.clamp":
    "head 原为 {from}；heads = {heads} 时{up, select, yes {第一个} other {最后一个}}头的编号是 {to}",
  "param.k.clamp":
    "k 原为 {from}；pos = {pos} 时{up, select, yes {最小} other {最大}}的偏移量是 {to}",
  "param.core.fallback": "由页面自行选择计算核心",
  "param.theme.fallback": "页面跟随此设备的设置（自动）",
  "param.section.fallback": "从顶部显示整个页面",
  "param.lang.fallback": "页面跟随浏览器的语言",

  "param.ref.fallbackLast": "使用 ref {last}（最后一个位置）",
  "param.ref.lower": "ref 原为 {from}；n = {n} 时最后一个位置是 {to}",
  "param.ref.higher": "ref 原为 {from}；n = {n} 时它可以是 {to}",
  "param.shift.context": "pos={pos} 且 k={k}",
  "param.shift.none": "在 pos={pos} 且 k={k} 时，pos + k 已超过 {max}，因此没有可用的平移量",
  "param.shift.clamp":
    "shift 原为 {from}；pos = {pos}、k = {k} 时{up, select, yes {最小} other {最大}}的平移量是 {to}",
  "param.sentence.shape": "{key} 必须是不含控制字符的句子",
  "param.sentence.learned":
    "在 pe=learned 时，{key} 最多只能有 {rows} 个词（可学习的位置表只有 {rows} 行）",
  "param.pe.learned": "句子有 {words} 个词时，pe 不能是 learned（可学习的位置表只有 {rows} 行）",
  "param.dims.count": "dims 必须列出 {min} 到 {max} 个维度",
  "param.dims.repeat": "dims 中的维度不能重复",
  "param.dims.past": "在 d={d} 时，dims 的每一项都必须是 0 到 {last} 之间的整数",
  "param.dims.shape": "dims 必须是用逗号分隔的整数",
  "param.dims.fallback": "图中显示默认的维度",
  "param.dims.dropped":
    "dims 原为 {from}；在 d = {d} 时，超过 {last} 的维度被舍去，{left, select, none {因此图中显示默认的维度} other {剩下 {left}}}",
  "param.count.name": "count（模拟考试的题目数）",
  "param.kinds.shape": "kinds 必须是用逗号分隔的题型，可选 {kinds}",
  "param.kinds.fallback": "使用所有题型",
  "param.print.fallback": "页面照常显示",
  "param.view.fallback": "显示整节内容",
  "param.pass.fallback": "测验不设及格分数",
  "param.labsentence.long": "labsentence 最多只能有 {words} 个词、{characters} 个字符",
  "param.labsentence.shape": "labsentence 必须包含一个由字母 a-z 组成的词，且只能含 ASCII 字符",
};
