// The exam's questions on this section (examKinds.js): reading the training lab's results.
// {maths} is a formula (typeset), {table} the results table; numbers arrive written by format.js.
// error, refusal: the core's or lab's refusal, in its own words.
export default {
  // The results table's column heads (short: five columns fit a phone).
  "lab.column.none": "no position",
  "lab.column.sinusoidal": "sinusoidal",
  "lab.column.learned": "learned",
  "lab.column.rope": "RoPE",
  "lab.column.noneCausal": "no position, causal mask",
  "lab.column.length": "length",
  "lab.row.training": "training",
  // A cell of a model that could not run at that length.
  "lab.noRow": "no row",
  "lab.trainingLengths": "5 to 16 tokens",
  // seed: the lab seed; steps: training steps; window: training batches averaged; lengths: the
  // training lengths (lab.trainingLengths); count: test sentences per length.
  "lab.caption":
    "Lab seed {seed}, {steps} steps: accuracy in training (last {window} batches, {lengths}) and on {count} test sentences of each length, in tokens",
  "lab.task":
    "Tiny models were trained in the lab to name who does it in sentences like “the big dog bites a small man today” (the agent: the noun just before the verb), on sentences of {lengths}, then tested on longer ones.",
  // One sentence's answers; sentence: the lab's sentence (English, its vocabulary).
  "lab.twin": "for “{sentence}” p(dog) = {dog}, p(man) = {man}",
  "lab.pending":
    "the lab's models for this question are still training: await peExam.ready(), then generate again",
  "lab.noModule": "this exam was made without the lab's module (createExam's loadLab)",
  // longest: the longest test length.

  // lab, ask "longest": which model holds up.
  "q.lab.longest.prompt":
    "Which model still names the agent in sentences of {longest} tokens, four times the longest it trained on?",
  "q.lab.longest.legend": "At {longest} tokens",
  // r64, s64, s16...: the models' accuracies (rope, sinusoidal) at 64 and 16 tokens; lt: the
  // learned model's training accuracy; lastRow: its last row; chance: the ceiling.
  "q.lab.longest.rope":
    "RoPE: {r64} at 64 tokens. Its scores see only the offset from the verb, and the agent is always at −1, as in training.",
  "q.lab.longest.sinusoidal":
    "Sinusoidal: its formula gives a vector to every position, so a model that uses it does just as well at 64 tokens as at 16.",
  "q.lab.longest.sinusoidalDiagnosis":
    "The formula is defined at 64, but this model never learned to read the vectors past 16: the table shows {s64} at 64 tokens against {s16} at 16.",
  "q.lab.longest.learned":
    "Learned: {lt} in training, the best of the four, and a model that has learned the task answers at any length.",
  "q.lab.longest.learnedDiagnosis":
    "{lt} is its training accuracy, on {lengths}. Its table has no row past {lastRow}, so at 64 tokens it gives no answer at all.",
  "q.lab.longest.none":
    "No position: it scores about the same at every length tested, so it is the one model whose accuracy does not depend on length.",
  "q.lab.longest.noneDiagnosis":
    "Its {n16} at 16 tokens is already the ceiling of a model blind to order (the core computes {chance}): it never learned the task, so there is nothing at 64 to hold on to.",
  "q.lab.longest.hint":
    "Training saw 5 to 16 tokens; read the column of 64, not the training one. What does each kind of position give a model at position 40, and has it met that before?",
  "q.lab.longest.at64":
    "At 64 tokens: RoPE {r64}, sinusoidal {s64}, no position {n64}; the learned model has no row past {lastRow}, so no answer. RoPE holds up: it had {r16} at 16.",
  "q.lab.longest.offset":
    "RoPE’s score {maths} depends only on the offset k, and the agent is always at k = −1 from the verb, in long sentences as in short ones.",
  "q.lab.longest.falls":
    "The sinusoidal model meets vectors past position 15 that it never trained on and falls from {s16} to {s64}. The training column is measured on {lengths} and says nothing about 64.",

  // lab, ask "none": the model without position. low, high: the others' range at 16; steps:
  // training steps; causal: the causal model at 16; nouns: nouns to choose from; times: how many
  // times a blind guess; nt: its training accuracy; twins: its answers (lab.twin, joined by "; ").
  "q.lab.none.prompt":
    "The model without position scores {n16} at 16 tokens and {n64} at 64, while the other three score {low} to {high} at 16. What does its score say?",
  "q.lab.none.legend": "The model without position",
  "q.lab.none.ceiling":
    "It is the ceiling: blind to order, it sees a sentence and its twin with the nouns swapped alike, so it is right on one.",
  "q.lab.none.steps":
    "Training failed: {steps} steps were too few for this model, and a few thousand more would take it up to 1 like the others.",
  "q.lab.none.stepsDiagnosis":
    "More steps cannot help: without position “dog bites man” and “man bites dog” are the same input, and the core computes the ceiling {chance}. With a causal mask, which gives order away, the same model reaches {causal}.",
  "q.lab.none.guess":
    "It learned most of the task: with {nouns} nouns to choose from, a guess is right 1 time in {nouns}, and it is right {times} times as often.",
  "q.lab.none.guessDiagnosis":
    "The chance that matters is not 1 in {nouns}: the model sees which two nouns the sentence has and is blind only to which comes first. Between those two it can do no better than {chance}.",
  "q.lab.none.generalises":
    "It generalises well: its {nt} in training and {n16} on new sentences of 16 tokens agree, so it did not overfit at all.",
  "q.lab.none.generalisesDiagnosis":
    "Its training accuracy is {nt}: it never learned the task, so it had nothing to overfit. Equal scores in training and test say nothing when both sit at the ceiling.",
  "q.lab.none.hint":
    "Without position, “the dog bites a man” and “the man bites a dog” are the same bag of words to the model. How often can one answer be right for both?",
  "q.lab.none.swap":
    "Swapping the two nouns gives a sentence with the same words and the other agent, and the lab’s generator makes the two equally likely.",
  "q.lab.none.alike":
    "A model blind to order gets the same input for both and answers both alike: the core’s model, {twins}. So it is right on one of the two at best: the computed ceiling is {chance}.",
  "q.lab.none.limit":
    "At 16 tokens, a length it trained on, it scores {n16}, and {nt} in training: the ceiling, give or take the scatter of a sample. A limit no training lifts, not a failure of training. With a causal mask the same model reaches {causal}: the mask itself leaks order.",

  // lab, ask "learned": the learned model past 16. l16: its accuracy at 16; longer: the longer
  // test lengths, separated by commas; maxLen: its rows; second: the second test length.
  "q.lab.learned.prompt":
    "The learned model scores {l16} at 16 tokens but has “no row” at {longer}. Why?",
  "q.lab.learned.legend": "The learned model past 16",
  "q.lab.learned.rows":
    "Its table has rows for positions 0 to {lastRow} only: a longer sentence has words with no position vector, so it cannot run.",
  "q.lab.learned.zero":
    "It scored 0 on the long sentences: it named the wrong noun every time, and the lab writes that as “no row” in its table.",
  "q.lab.learned.zeroDiagnosis":
    "“no row” is not a score: the core refused to run the model (“{refusal}”). Even a wrong answer would need a vector for every position.",
  "q.lab.learned.longer":
    "It was not trained long enough: with {steps} more steps it would learn the rows 16 to 63 and answer those sentences too.",
  "q.lab.learned.longerDiagnosis":
    "Training tunes the rows the table has and never adds any: max_len = {maxLen} is fixed when the model is made, however long it trains.",
  "q.lab.learned.untested":
    "It was not tested there: with {lt} in training it had clearly learned the task, so the lab skipped the longer lengths.",
  "q.lab.learned.untestedDiagnosis":
    "The lab tests every model at every length; the core refused this one (“{refusal}”). {lt} is its training accuracy, on {lengths}.",
  "q.lab.learned.hint":
    "A learned table is a lookup with max_len = {maxLen} rows. What does the model add to the word at position {maxLen}?",
  "q.lab.learned.table":
    "The learned model’s table has max_len = {maxLen} rows, for positions 0 to {lastRow}: its longest sentence is {maxLen} tokens (labCreate’s maxLen).",
  "q.lab.learned.refused":
    "Asked for {second} tokens, the core says “{refusal}”: there is no vector to add at position {maxLen}, so no input and no answer. Training tunes those {maxLen} rows ({lt} in training) and never adds one.",
  "q.lab.learned.others":
    "The sinusoidal and RoPE models have a rule for every position, so they do run at 64 tokens ({s64} and {r64}), well or not.",

  // ceiling: the ceiling without order. task: lab.task; length: the test length.
  "q.ceiling.intro":
    "{task} One model had no position encoding; the same model was also trained with a causal mask (the verb attends only to the words up to itself).",
  "q.ceiling.prompt":
    "What is the best accuracy that any model blind to word order can reach, on average, on the test sentences of {length} tokens? Give a fraction from 0 to 1.",
  "q.ceiling.label": "best accuracy without order",
  "q.ceiling.tolerance":
    "A fraction from 0 to 1; answers within ±0.001 of the exact value count as correct.",
  // causal, measured: accuracies; percent, ceiling: the ceiling as a percentage and a fraction.
  "q.ceiling.causal":
    "This is the model with a causal mask ({causal}): the verb sees only the words up to itself, so the mask gives order away, and that model is not blind to order. Without it, no amount of training gets past the ceiling.",
  "q.ceiling.nouns":
    "This is 1 in {nouns}, a blind guess among the {nouns} nouns. But the model sees which two nouns the sentence has; only their order is hidden from it.",
  "q.ceiling.percent":
    "This is a percentage: give the accuracy as a fraction from 0 to 1 ({percent} % is {ceiling}).",
  "q.ceiling.measured":
    "This is what the model without position measured on these {count} sentences ({measured}). The best any model blind to order can reach is a property of the sentences, which the core computes exactly.",
  "q.ceiling.hint":
    "Without position, “the dog bites a man” and “the man bites a dog” are the same bag of words. The lab makes the two equally likely. How often can one answer be right for both?",
  "q.ceiling.swap":
    "Swapping the two nouns of a sentence s gives a sentence with the same words and the other noun as agent; the lab’s generator makes both equally likely: {maths}.",
  "q.ceiling.alike":
    "A model blind to order gets the same input for both and answers both alike, so it is right on one of them at best. The core’s model without position shows it: {twins}.",
  "q.ceiling.best":
    "The best it can do on a sentence is {maths}; the core computes its mean over the {count} test sentences of {length} tokens: chance = {ceiling}.",
  "q.ceiling.scatter":
    "The model without position measured {measured} on these {count} sentences: a sample scatters around what a model can expect, and no training lifts a model blind to order past {ceiling}. The causal model’s {causal} is no contradiction: its mask hides the words after the verb, the other noun among them, which leaves the agent.",

  // fartable: reading the far task's table. lengths: q.fartable.lengths; chance: the ceiling of a
  // model blind to order (labEvaluate's chance); seed, steps, count: as lab.caption.
  "q.fartable.lengths": "6 to 16 tokens",
  "q.fartable.task":
    "In the lab’s far task, tiny models name who does it in sentences like “the big dog bites a small man today”, but read the answer at a word “who” added at the end: the longer the sentence, the farther the agent is from where the answer is read. They trained on {lengths}, then were tested on longer ones. A model blind to word order can reach no more than {chance}.",
  "q.fartable.caption":
    "Far task, lab seed {seed}, {steps} steps: accuracy on {count} test sentences of each length, in tokens. The last column is the RoPE model again, tested with every position divided by s, the sentence’s length over the training length L = 16 (PI).",
  "q.fartable.column.alibi": "ALiBi",
  "q.fartable.column.ropePi": "RoPE, PI at test",
  "q.fartable.unclear":
    "the lab’s far-task tables are too close to call for any of this question’s variants",
  // short, long: the test lengths (16, 64); s16, s64, r16, r64, a16, a64: the accuracies of the
  // sinusoidal, RoPE and ALiBi models; p16, p64: RoPE under PI; factor16, factor: PI's s at each
  // length; band: how close to chance counts as "near chance".
  "q.fartable.model.sinusoidal":
    "Sinusoidal: its formula gives a vector to every position, including those past 15.",
  "q.fartable.model.rope":
    "RoPE: every attention score depends only on the offset between the query and the key.",
  "q.fartable.model.alibi":
    "ALiBi: every attention score is lowered in proportion to the distance to the key.",
  // The model's reason, after q.fartable.best.lower: each true whichever model did best.
  "q.fartable.why.sinusoidal":
    "Its formula gives vectors past position 15, but the model never trained on them, so it cannot read them.",
  "q.fartable.why.rope":
    "Its scores see only offsets, but here the answer is read at the last word, so the agent is much farther away than any offset met in training.",
  "q.fartable.why.alibi":
    "Its penalty grows with distance, and at {long} tokens the agent can be far from the word “who”.",

  // fartable, ask "best": which model does best at 64 tokens. best, second: the models' names;
  // top, x: accuracies; margin: best minus second; verdict: q.fartable.best.winner or noWinner.
  "q.fartable.best.prompt":
    "Tested as trained (the first three columns), which model does best at {long} tokens, {factor} times the longest sentence it trained on?",
  "q.fartable.best.legend": "At {long} tokens, far task",
  "q.fartable.best.none":
    "None of them: at {long} tokens all three fall to the chance level, {chance}, or below.",
  "q.fartable.best.noneDiagnosis":
    "The {best} model scores {top} at {long} tokens, clearly above the chance level {chance}: it still names the agent more often than any model blind to order can.",
  "q.fartable.best.lower":
    "At {long} tokens the {model} model scores {x}, below the {best} model’s {top}.",
  // model, x: a model and its accuracy at 64 tokens.
  "q.fartable.best.nearChance":
    "At {long} tokens the {model} model scores {x}: within {band} of the chance level {chance}, or below it, like the other two.",
  "q.fartable.best.hint":
    "Read the row of {long} tokens: at {short} every model has learned the task. Is the best of them clearly above the chance level, {chance}?",
  "q.fartable.best.winner": "The {best} model does best, {margin} ahead of the {second} model.",
  "q.fartable.best.noWinner": "All three are within {band} of chance or below it: none holds up.",
  "q.fartable.best.row":
    "Read the row of {long} tokens, not the one of {short}: sinusoidal {s64}, RoPE {r64}, ALiBi {a64}, against a chance level of {chance}. {verdict}",
  "q.fartable.far":
    "In the far task the answer is read at the word “who” at the end, so the longer the sentence, the farther the agent is from where the answer is read: at {long} tokens it can be about {factor} times as far as in training.",
  "q.fartable.kinds":
    "RoPE’s scores depend on the offset, and offsets that large never came up in training; the sinusoidal model meets positions past 15 that it never learned to read; ALiBi’s bias is one rule, a penalty in proportion to distance, the same at every length.",

  // fartable, ask "drop": which model lost the most. model, from, to, fall: a model, its accuracy
  // at 16 and 64 and the difference; most, mostFall: the model that lost the most, and how much;
  // sFall, rFall, aFall: each model's loss.
  "q.fartable.drop.prompt":
    "Tested as trained (the first three columns), which model lost the most accuracy from {short} to {long} tokens?",
  "q.fartable.drop.legend": "From {short} to {long} tokens",
  "q.fartable.drop.same":
    "They lost about the same: past the training lengths, every kind of position fails alike.",
  "q.fartable.drop.sameDiagnosis":
    "The losses differ: sinusoidal {sFall}, RoPE {rFall}, ALiBi {aFall}. Subtract the row of {long} tokens from the row of {short}, column by column.",
  "q.fartable.drop.less":
    "The {model} model fell from {from} to {to}, a loss of {fall}; the {most} model lost {mostFall}, more.",
  "q.fartable.drop.lowest":
    "Ending lowest is not the same as losing the most: the {model} model also started lower.",
  "q.fartable.drop.hint":
    "For each of the first three columns, subtract its accuracy at {long} tokens from its accuracy at {short}.",
  "q.fartable.drop.falls":
    "From {short} to {long} tokens: sinusoidal {s16} → {s64} (a loss of {sFall}), RoPE {r16} → {r64} ({rFall}), ALiBi {a16} → {a64} ({aFall}). The {most} model lost the most.",

  // fartable, ask "pi": PI at test time. verdict: q.fartable.pi.raised or lowered; change: by how much.
  "q.fartable.pi.prompt":
    "The last column is the same RoPE model, tested with PI: every position divided by s = {factor} at {long} tokens. Did that raise RoPE’s accuracy at {long} tokens?",
  "q.fartable.pi.legend": "PI at test time",
  "q.fartable.pi.up":
    "Yes: with every position divided by s = {factor}, the same weights score higher at {long} tokens.",
  "q.fartable.pi.down":
    "No: dividing the positions by s = {factor} crowds the words, and the score at {long} tokens falls.",
  "q.fartable.pi.trained":
    "Yes, but only because PI first trains the model further, on sentences of {long} tokens.",
  "q.fartable.pi.trainedDiagnosis":
    "PI at test time trains nothing: the same weights are tested with every position divided by s = {factor}. Fine-tuning with PI is another step, which this table does not show.",
  "q.fartable.pi.row16":
    "No: PI changes only the row of {short}, where it squeezes the lengths the model trained on.",
  "q.fartable.pi.row16Diagnosis":
    "At {short} tokens s = {factor16}, so PI changes nothing there: {r16} and {p16}. The change is at {long} tokens: {r64} as trained, {p64} with PI.",
  "q.fartable.pi.otherWay":
    "The table says otherwise: at {long} tokens RoPE scores {r64} as trained and {p64} with PI. {verdict}",
  "q.fartable.pi.raised": "PI raised it by {change}.",
  "q.fartable.pi.lowered": "PI lowered it by {change}.",
  "q.fartable.pi.hint":
    "Compare the RoPE column with the last one, in the row of {long} tokens. What does PI change: the model’s weights, or only the positions it is given?",
  "q.fartable.pi.read":
    "At {long} tokens RoPE scores {r64} as trained and {p64} with PI at test time. {verdict}",
  "q.fartable.pi.how":
    "PI divides every position by s = {factor}, the length {long} over the training length L = 16, so the offsets of a sentence of {long} tokens fall back into the range of angles the model met in training, only more finely spaced; no weight changes. At {short} tokens s = {factor16}: {r16} and {p16}.",
};
