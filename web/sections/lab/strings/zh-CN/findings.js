// Simplified Chinese messages of lab (findings); keys and placeholders as in en/findings.js.
export default {
  "findings.nearChance":
    "在测试的每种长度上，{mean, select, yes {平均} other {}}准确率都与随机水平（{chance}）相差不超过 {band}，或低于随机水平：{rows}。由于看不到词序，{count, plural, other {这样的模型}}只能在两个名词之间猜测。",
  "findings.noneNearChance":
    "没有哪种模型始终与随机水平（{chance}）相差不超过 {band}：每个模型都至少在某个长度上比猜测高出 {band} 以上。",
  "findings.belowChance":
    "比随机水平低 {band} 以上：{list}；模型如果说出句子中没有的名词，就可能比猜测还差。",
  "findings.kindValues": "{kind}（{values}）",
  "findings.kindAtLength": "{kind}（长度 {length}：{value}）",
  "findings.kindValue": "{kind} {value}",
  "findings.kindParen": "{kind}（{value}）",
  "findings.valueAt": "{value}（长度 {length}）",
  "findings.learnedAll":
    "在长度 {first}（最长的训练长度）上，{kinds}模型的准确率{count, plural, other {至少达到}} {high}（{values}）。",
  "findings.learnedSome":
    "在长度 {first}（最长的训练长度）上，{kinds}模型的准确率{count, plural, other {至少达到}} {high}（{values}）；{others}则{otherCount, plural, other {没有达到}}。",
  "findings.learnedNone": "在长度 {first}（最长的训练长度）上，没有哪种模型达到 {high}。",
  "findings.stayHigh":
    "只有{kinds}模型在直到 {last}（最长训练句子的 {times} 倍）为止的每种长度上{count, plural, other {都保持}}在 {high} 或以上：{values}。",
  "findings.stayHighNone": "没有哪种模型在直到 {last} 为止的每种长度上都保持在 {high} 或以上。",
  "findings.falls":
    "{kind}模型的准确率从长度 {fromLength} 时的 {from} 降到长度 {toLength} 时的 {to}，下降了 {drop}{lowest, select, yes {（最低为 {low}，出现在长度 {lowLength}）} other {}}{why, select, yes {：它的位置编码在每种长度上都有定义，但模型从中学到的东西无法推广到那么远} other {}}。",
  "findings.noRow":
    "{kind}模型在长度 {length} 之后根本无法测试（计算核心：“{refusal}”）：它的表中没有后面那些词的行。",
  "findings.causalLearns":
    "使用因果掩码时，{kind}模型也学会了这个任务（长度 {first} 时为 {value}），而它根本没有位置向量：掩码本身泄露了顺序。动词只能看到它自己及之前的词，所以它后面的名词被遮住，它前面的名词正是它能看到的那个（Haviv 等人 2022 年在语言模型中也发现了同样的现象）。",
  "findings.causalNot": "使用因果掩码时，{kind}模型在长度 {first} 时达到 {value}，低于 {high}。",
  "findings.stretched":
    "只在测试时拉伸 RoPE（对 L 个词的句子取系数 s = L / {first}，不再训练）：在长度 {length} 处，rope 的{mean, select, yes {平均} other {}}准确率 {plain} 变为 {rows}。",
  "findings.stretchedItem":
    "用 {method, select, pi {PI} ntk {NTK 缩放} yarn {YaRN} other {{method}}} 时为 {value}",
};
