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
};
