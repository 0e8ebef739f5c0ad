// Simplified Chinese messages of lab (exam); keys and placeholders as in en/exam.js.
export default {
  "lab.column.none": "无位置",
  "lab.column.sinusoidal": "正弦式",
  "lab.column.learned": "可学习",
  "lab.column.rope": "RoPE",
  "lab.column.noneCausal": "无位置，因果掩码",
  "lab.column.length": "长度",
  "lab.row.training": "训练",
  "lab.noRow": "无此行",
  "lab.trainingLengths": "5 到 16 个词元",
  "lab.caption":
    "实验室种子 {seed}，{steps} 步：训练中的准确率（最近 {window} 个批次，{lengths}）以及每种长度 {count} 个测试句子上的准确率，长度以词元计",
  "lab.task":
    "实验室训练了几个小模型，让它们在“the big dog bites a small man today”（今天那只大狗咬了一个小个子男人）这类句子中说出是谁发出了动作（施事者：紧挨在动词前面的名词）；训练句子为 {lengths}，然后在更长的句子上测试。",
  "lab.twin": "对“{sentence}”，p(dog) = {dog}，p(man) = {man}",
  "lab.pending": "实验室中用于这道题的模型仍在训练：请先 await peExam.ready()，再重新生成",
  "lab.noModule": "生成这份试卷时没有提供实验室模块（createExam 的 loadLab）",

  "q.lab.longest.prompt":
    "在 {longest} 个词元的句子中（是训练时最长句子的四倍），哪个模型仍能说出施事者？",
  "q.lab.longest.legend": "在 {longest} 个词元时",
  "q.lab.longest.rope":
    "RoPE：64 个词元时为 {r64}。它的分数只看相对于动词的偏移量，而施事者总在 −1 处，与训练时一样。",
  "q.lab.longest.sinusoidal":
    "正弦式：它的公式为每个位置都给出一个向量，所以使用它的模型在 64 个词元时和 16 个词元时表现一样好。",
  "q.lab.longest.sinusoidalDiagnosis":
    "公式在 64 处确有定义，但这个模型从未学会读取 16 之后的向量：表中显示 64 个词元时为 {s64}，而 16 个词元时为 {s16}。",
  "q.lab.longest.learned":
    "可学习：训练中为 {lt}，是四个模型中最高的，而学会了任务的模型在任何长度上都能作答。",
  "q.lab.longest.learnedDiagnosis":
    "{lt} 是它在 {lengths} 上的训练准确率。它的表在第 {lastRow} 行之后就没有行了，所以在 64 个词元时它根本无法作答。",
  "q.lab.longest.none":
    "无位置：它在测试的每种长度上得分都差不多，所以它是唯一一个准确率与长度无关的模型。",
  "q.lab.longest.noneDiagnosis":
    "它在 16 个词元时的 {n16} 已经是不感知顺序的模型的上限（计算核心算出为 {chance}）：它从未学会这个任务，所以在 64 时也就谈不上“保持住”。",
  "q.lab.longest.hint":
    "训练时见过的是 5 到 16 个词元；要看 64 那一列，而不是训练那一列。每种位置编码在位置 40 处给模型的是什么？模型以前见过它吗？",
  "q.lab.longest.at64":
    "在 64 个词元时：RoPE {r64}，正弦式 {s64}，无位置 {n64}；可学习模型在第 {lastRow} 行之后没有行，所以无法作答。RoPE 保持住了：它在 16 时为 {r16}。",
  "q.lab.longest.offset":
    "RoPE 的分数 {maths} 只依赖于偏移量 k，而无论句子长短，施事者相对于动词总在 k = −1 处。",
  "q.lab.longest.falls":
    "正弦式模型遇到了位置 15 之后从未训练过的向量，准确率从 {s16} 降到 {s64}。训练那一列是在 {lengths} 上测得的，对 64 说明不了任何问题。",

  "q.lab.none.prompt":
    "无位置模型在 16 个词元时得分 {n16}，在 64 时得分 {n64}，而其他三个模型在 16 时得分在 {low} 到 {high} 之间。它的得分说明了什么？",
  "q.lab.none.legend": "无位置模型",
  "q.lab.none.ceiling":
    "这就是上限：它不感知顺序，把一个句子和交换了两个名词的“孪生句”看成一样，所以只能答对其中一句。",
  "q.lab.none.steps":
    "训练失败了：对这个模型来说 {steps} 步太少，再多训练几千步，它就会像其他模型一样升到 1。",
  "q.lab.none.stepsDiagnosis":
    "再多的步数也无济于事：没有位置信息时，“狗咬人”和“人咬狗”是同一个输入，计算核心算出的上限是 {chance}。加上会泄露顺序的因果掩码后，同一个模型可达到 {causal}。",
  "q.lab.none.guess":
    "它学会了任务的大部分：有 {nouns} 个名词可选时，随机猜测答对的概率是 1/{nouns}，而它答对的次数是猜测的 {times} 倍。",
  "q.lab.none.guessDiagnosis":
    "要比较的随机水平不是 1/{nouns}：模型能看到句子中有哪两个名词，只是看不出哪个在前。在这两者之间，它最多只能做到 {chance}。",
  "q.lab.none.generalises":
    "它的泛化能力很好：训练中的 {nt} 与 16 个词元新句子上的 {n16} 一致，所以它完全没有过拟合。",
  "q.lab.none.generalisesDiagnosis":
    "它的训练准确率是 {nt}：它从未学会这个任务，所以根本无从过拟合。训练和测试成绩都处在上限时，两者相等说明不了任何问题。",
  "q.lab.none.hint":
    "没有位置信息时，“the dog bites a man”和“the man bites a dog”对模型来说是同一个词袋。同一个回答能同时对这两句都正确吗？",
  "q.lab.none.swap":
    "交换两个名词，得到一个词相同、施事者不同的句子，而实验室的句子生成器使这两个句子出现的可能性相同。",
  "q.lab.none.alike":
    "不感知顺序的模型对两者得到相同的输入，给出相同的回答：计算核心中的模型，{twins}。所以它最多只能答对两句中的一句：算出的上限是 {chance}。",
  "q.lab.none.limit":
    "在 16 个词元（训练过的长度）时，它得分 {n16}，训练中为 {nt}：正是上限，差别只是样本的随机波动。这是任何训练都无法突破的极限，而不是训练的失败。加上因果掩码后，同一个模型可达到 {causal}：掩码本身泄露了顺序。",

  "q.lab.learned.prompt":
    "可学习模型在 16 个词元时得分 {l16}，但在 {longer} 时显示“无此行”。为什么？",
  "q.lab.learned.legend": "超过 16 之后的可学习模型",
  "q.lab.learned.rows":
    "它的表只有位置 0 到 {lastRow} 的行：更长的句子中有些词没有位置向量，所以模型无法运行。",
  "q.lab.learned.zero": "它在长句子上得了 0 分：每次都说错名词，而实验室在表中把这记作“无此行”。",
  "q.lab.learned.zeroDiagnosis":
    "“无此行”不是得分：计算核心拒绝运行这个模型（“{refusal}”）。即使要给出错误答案，也需要每个位置都有向量。",
  "q.lab.learned.longer":
    "它训练得不够久：再训练 {steps} 步，它就会学到第 16 到 63 行，也能回答那些句子。",
  "q.lab.learned.longerDiagnosis":
    "训练只调整表中已有的行，从不新增：max_len = {maxLen} 在模型创建时就已固定，无论训练多久都不变。",
  "q.lab.learned.untested":
    "它没有在那些长度上测试：训练中达到 {lt}，显然已经学会了任务，所以实验室跳过了更长的长度。",
  "q.lab.learned.untestedDiagnosis":
    "实验室在每种长度上测试每个模型；是计算核心拒绝了这一个（“{refusal}”）。{lt} 是它在 {lengths} 上的训练准确率。",
  "q.lab.learned.hint":
    "可学习表是一张有 max_len = {maxLen} 行的查找表。模型给位置 {maxLen} 上的词加上什么？",
  "q.lab.learned.table":
    "可学习模型的表有 max_len = {maxLen} 行，对应位置 0 到 {lastRow}：它能处理的最长句子是 {maxLen} 个词元（labCreate 的 maxLen）。",
  "q.lab.learned.refused":
    "要求处理 {second} 个词元时，计算核心答复“{refusal}”：位置 {maxLen} 上没有可加的向量，因此没有输入，也就没有答案。训练调整这 {maxLen} 行（训练中达到 {lt}），但从不新增一行。",
  "q.lab.learned.others":
    "正弦式和 RoPE 模型对每个位置都有规则，所以它们在 64 个词元时确实能运行（{s64} 和 {r64}），无论表现好坏。",

  "q.ceiling.intro":
    "{task}其中一个模型没有位置编码；同一个模型还在加上因果掩码（动词只关注它自己及之前的词）的条件下训练过。",
  "q.ceiling.prompt":
    "在 {length} 个词元的测试句子上，任何不感知词序的模型平均最多能达到多高的准确率？请用 0 到 1 之间的小数作答。",
  "q.ceiling.label": "不知顺序时的最高准确率",
  "q.ceiling.tolerance": "0 到 1 之间的小数；与精确值相差在 ±0.001 以内的答案算正确。",
  "q.ceiling.causal":
    "这是使用因果掩码的模型（{causal}）：动词只能看到它自己及之前的词，因此掩码泄露了顺序，这个模型并非不感知顺序。没有掩码时，再多的训练也无法突破上限。",
  "q.ceiling.nouns":
    "这是 1/{nouns}，即在 {nouns} 个名词中盲猜。但模型能看到句子中有哪两个名词；对它隐藏的只是两者的顺序。",
  "q.ceiling.percent": "这是百分数：请把准确率写成 0 到 1 之间的小数（{percent}% 即 {ceiling}）。",
  "q.ceiling.measured":
    "这是无位置模型在这 {count} 个句子上的实测值（{measured}）。不感知顺序的模型所能达到的最好成绩是这些句子本身的性质，由计算核心精确算出。",
  "q.ceiling.hint":
    "没有位置信息时，“the dog bites a man”和“the man bites a dog”是同一个词袋。实验室让两者出现的可能性相同。同一个回答能同时对这两句都正确吗？",
  "q.ceiling.swap":
    "交换句子 s 中的两个名词，得到一个词相同、以另一个名词为施事者的句子；实验室的句子生成器使两者出现的可能性相同：{maths}。",
  "q.ceiling.alike":
    "不感知顺序的模型对两者得到相同的输入，给出相同的回答，所以最多只能答对其中一句。计算核心中的无位置模型说明了这一点：{twins}。",
  "q.ceiling.best":
    "它在一个句子上最好能做到 {maths}；计算核心求出它在 {length} 个词元的 {count} 个测试句子上的平均值：随机水平 = {ceiling}。",
  "q.ceiling.scatter":
    "无位置模型在这 {count} 个句子上的实测值为 {measured}：样本会在模型的期望值附近波动，而任何训练都无法让不感知顺序的模型超过 {ceiling}。因果模型的 {causal} 并不矛盾：它的掩码遮住了动词之后的词（其中就有另一个名词），剩下的便是施事者。",

  "q.fartable.lengths": "6 到 16 个词元",
  "q.fartable.task":
    "在实验室的远距任务中，小模型要在“the big dog bites a small man today”这类句子中说出是谁发出了动作，但答案要在句末添加的词“who”处读出：句子越长，施事者离读出答案的位置就越远。它们在长度为 {lengths}的句子上训练，然后在更长的句子上测试。不感知词序的模型最多只能达到 {chance}。",
  "q.fartable.caption":
    "远距任务，实验室种子 {seed}，{steps} 步：每种长度 {count} 个测试句子上的准确率，长度以词元计。最后一列还是那个 RoPE 模型，测试时每个位置都除以 s，即句子长度除以训练长度 L = 16（PI）。",
  "q.fartable.column.alibi": "ALiBi",
  "q.fartable.column.ropePi": "RoPE，测试时用 PI",
  "q.fartable.unclear": "实验室远距任务各表中的数值过于接近，这道题的哪一种问法都无法判定",
  "q.fartable.model.sinusoidal":
    "正弦式：它的公式为每个位置都给出一个向量，15 之后的位置也不例外。",
  "q.fartable.model.rope": "RoPE：每个注意力分数只取决于查询与键之间的偏移量。",
  "q.fartable.model.alibi": "ALiBi：每个注意力分数都按到键的距离成比例地压低。",
  "q.fartable.why.sinusoidal":
    "它的公式能给出位置 15 之后的向量，但模型从未在这些位置上训练过，所以读不懂它们。",
  "q.fartable.why.rope":
    "它的分数只看偏移量，但这里答案在最后一个词处读出，施事者离得比训练中遇到的任何偏移量都远得多。",
  "q.fartable.why.alibi": "它的惩罚随距离增大，而在 {long} 个词元时，施事者可能离词“who”很远。",
  "q.fartable.best.prompt":
    "按训练后的原样测试（前三列），在 {long} 个词元时（是训练时最长句子的 {factor} 倍），哪个模型表现最好？",
  "q.fartable.best.legend": "远距任务，{long} 个词元时",
  "q.fartable.best.none": "都不行：在 {long} 个词元时，三个模型都跌到随机水平 {chance} 或更低。",
  "q.fartable.best.noneDiagnosis":
    "“{best}”模型在 {long} 个词元时为 {top}，明显高于随机水平 {chance}：它说对施事者的次数，仍多于任何不感知顺序的模型所能做到的。",
  "q.fartable.best.lower": "在 {long} 个词元时，“{model}”模型为 {x}，低于“{best}”模型的 {top}。",
  "q.fartable.best.nearChance":
    "在 {long} 个词元时，“{model}”模型为 {x}：与随机水平 {chance} 相差不到 {band}，或者更低，另外两个也一样。",
  "q.fartable.best.hint":
    "看 {long} 个词元那一行：在 {short} 个词元时，每个模型都学会了任务。其中最好的那个是否明显高于随机水平 {chance}？",
  "q.fartable.best.winner": "“{best}”模型表现最好，比“{second}”模型高出 {margin}。",
  "q.fartable.best.noWinner": "三个模型都在随机水平上下 {band} 以内或更低：没有一个撑得住。",
  "q.fartable.best.row":
    "要看 {long} 个词元那一行，而不是 {short} 个词元那一行：正弦式 {s64}，RoPE {r64}，ALiBi {a64}，随机水平为 {chance}。{verdict}",
  "q.fartable.far":
    "在远距任务中，答案在句末的词“who”处读出，所以句子越长，施事者离读出答案的位置就越远：在 {long} 个词元时，这个距离可达训练时的约 {factor} 倍。",
  "q.fartable.kinds":
    "RoPE 的分数取决于偏移量，而这么大的偏移量在训练中从未出现过；正弦式模型遇到了 15 之后、它从未学会读取的位置；ALiBi 的偏置是同一条规则，即按距离成比例的惩罚，在任何长度上都一样。",
  "q.fartable.drop.prompt":
    "按训练后的原样测试（前三列），从 {short} 个词元到 {long} 个词元，哪个模型的准确率下降得最多？",
  "q.fartable.drop.legend": "从 {short} 个词元到 {long} 个词元",
  "q.fartable.drop.same": "下降得差不多：一旦超出训练长度，每种位置编码都同样失效。",
  "q.fartable.drop.sameDiagnosis":
    "下降幅度各不相同：正弦式 {sFall}，RoPE {rFall}，ALiBi {aFall}。逐列用 {short} 个词元那一行减去 {long} 个词元那一行。",
  "q.fartable.drop.less":
    "“{model}”模型从 {from} 降到 {to}，下降了 {fall}；“{most}”模型下降了 {mostFall}，更多。",
  "q.fartable.drop.lowest": "最后最低不等于下降最多：“{model}”模型一开始就更低。",
  "q.fartable.drop.hint":
    "对前三列中的每一列，用它在 {short} 个词元时的准确率减去在 {long} 个词元时的准确率。",
  "q.fartable.drop.falls":
    "从 {short} 个词元到 {long} 个词元：正弦式 {s16} → {s64}（下降 {sFall}），RoPE {r16} → {r64}（{rFall}），ALiBi {a16} → {a64}（{aFall}）。“{most}”模型下降得最多。",
  "q.fartable.pi.prompt":
    "最后一列是同一个 RoPE 模型，测试时使用 PI：在 {long} 个词元时，每个位置都除以 s = {factor}。这是否提高了 RoPE 在 {long} 个词元时的准确率？",
  "q.fartable.pi.legend": "测试时用 PI",
  "q.fartable.pi.up": "是：每个位置都除以 s = {factor} 后，同样的权重在 {long} 个词元时得分更高。",
  "q.fartable.pi.down":
    "否：把位置除以 s = {factor} 会让词挤在一起，{long} 个词元时的得分反而下降。",
  "q.fartable.pi.trained": "是，但那只是因为 PI 先在 {long} 个词元的句子上对模型做了进一步训练。",
  "q.fartable.pi.trainedDiagnosis":
    "测试时用 PI 不做任何训练：测试的是同一组权重，只是每个位置都除以 s = {factor}。用 PI 微调是另一回事，这张表里没有。",
  "q.fartable.pi.row16": "否：PI 只改变 {short} 个词元那一行，它在那里压缩了模型训练过的长度。",
  "q.fartable.pi.row16Diagnosis":
    "在 {short} 个词元时 s = {factor16}，所以 PI 在那里什么也没改变：{r16} 和 {p16}。变化在 {long} 个词元时：原样为 {r64}，用 PI 为 {p64}。",
  "q.fartable.pi.otherWay":
    "表中的数据并非如此：在 {long} 个词元时，RoPE 原样为 {r64}，用 PI 为 {p64}。{verdict}",
  "q.fartable.pi.raised": "PI 使它提高了 {change}。",
  "q.fartable.pi.lowered": "PI 使它降低了 {change}。",
  "q.fartable.pi.hint":
    "在 {long} 个词元那一行，比较 RoPE 这一列和最后一列。PI 改变的是什么：模型的权重，还是只是输入给它的位置？",
  "q.fartable.pi.read": "在 {long} 个词元时，RoPE 原样为 {r64}，测试时用 PI 为 {p64}。{verdict}",
  "q.fartable.pi.how":
    "PI 把每个位置都除以 s = {factor}，即长度 {long} 除以训练长度 L = 16，于是 {long} 个词元的句子中的偏移量又落回模型在训练中见过的角度范围内，只是间隔更细；没有任何权重改变。在 {short} 个词元时 s = {factor16}：{r16} 和 {p16}。",
};
