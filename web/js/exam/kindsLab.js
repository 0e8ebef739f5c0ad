// @ts-check
// Question kinds of the section "lab": reading a result of the training lab, and the ceiling of
// a model blind to order. Every number is the lab module's (labResults.js: labCreate, labTrain,
// labEvaluate, labPredict, computed once per lab seed and kept), so building a question is
// synchronous; before those results are in, a builder throws LabPending and the question is a
// placeholder (generate.js).
import { fixed, numberText } from "../format.js";
import { CoreRefused } from "./coreCall.js";
import { LabPending, labPlan, labSeeds } from "./labResults.js";
import { tablePiece, tex } from "./rich.js";

// The table's column heads: short, so that five columns fit a phone.
const columnNames = {
  none: "no position",
  sinusoidal: "sinusoidal",
  learned: "learned",
  rope: "RoPE",
};
const tableKinds = ["none", "sinusoidal", "learned", "rope"];
const trainingLengths = "5 to 16 tokens";
/** @param {number | null} a */
const cell = (a) => (a === null ? "no row" : fixed(a, 3));
const longest = labPlan.lengths.length - 1;

/**
 * The results of the lab seed drawn, or LabPending.
 * @param {{ pick: (list: number[]) => number }} random
 * @param {import("./labResults.js").LabResults | undefined} lab
 */
function drawResults(random, lab) {
  const seed = random.pick(labSeeds);
  if (!lab)
    throw new CoreRefused("this exam was made without the lab's module (createExam's loadLab)");
  const results = lab.get(seed);
  if (!results) {
    throw new LabPending(
      `the lab's models for this question are still training: await peExam.ready(), then generate again`,
    );
  }
  return results;
}

/** The models side by side (a column each, narrow enough for a phone): training, then each
 * test length. @param {import("./labResults.js").LabSeedResults} r @param {[string, string][]} columns */
function resultsTable(r, columns) {
  const models = columns.map(([name]) => r.models[name]);
  return tablePiece({
    caption: `Lab seed ${r.seed}, ${r.steps} steps: accuracy in training (last ${labPlan.trainingWindow} batches, ${trainingLengths}) and on ${r.count} test sentences of each length, in tokens`,
    head: ["length", ...columns.map(([, label]) => label)],
    rows: [
      ["training", ...models.map((m) => fixed(m.training, 3))],
      ...r.lengths.map((n, k) => [`${n}`, ...models.map((m) => cell(m.accuracy[k]))]),
    ],
  });
}

const taskText = `Tiny models were trained in the lab to name who does it in sentences like “the big dog bites a small man today” (the agent: the noun just before the verb), on sentences of ${trainingLengths}, then tested on longer ones.`;

/** The none model's answers to a sentence and its twin, the nouns swapped.
 * @param {import("./labResults.js").ModelResult} none */
function twinsText(none) {
  return none.predictions
    .map(({ sentence, nouns, probabilities }) => {
      const p = (noun) => numberText(probabilities[nouns.indexOf(noun)], 3);
      return `for “${sentence}” p(dog) = ${p("dog")}, p(man) = ${p("man")}`;
    })
    .join("; ");
}

// The models' numbers as plain data for a question's params (copies: params are the caller's).
/** @param {import("./labResults.js").LabSeedResults} r @param {string[]} names */
function modelParams(r, names) {
  return Object.fromEntries(
    names.map((name) => {
      const m = r.models[name];
      return [name, { training: m.training, accuracy: [...m.accuracy] }];
    }),
  );
}

// 1. Reading the lab's table: which model holds up at 64 tokens, what the 50 % of the model
// without position means, and why the learned model has no answer past 16.
function labQuestion(random, _core, lab) {
  const ask = random.pick(["longest", "none", "learned"]);
  const r = drawResults(random, lab);
  const { none, sinusoidal, learned, rope, noneCausal } = r.models;
  const chance = numberText(none.chance[0]);
  const at = (m, k) => cell(m.accuracy[k]);
  const [n16, n64, s16, s64, r16, r64, l16] = [
    at(none, 0),
    at(none, longest),
    at(sinusoidal, 0),
    at(sinusoidal, longest),
    at(rope, 0),
    at(rope, longest),
    at(learned, 0),
  ];
  const lt = fixed(learned.training, 3);
  const nt = fixed(none.training, 3);
  const lastRow = learned.maxLen - 1;
  const { steps, count } = r;
  const lengths = [...r.lengths];
  const params = {
    labSeed: r.seed,
    steps,
    count,
    lengths,
    ask,
    maxLen: learned.maxLen,
    chance: none.chance[0],
    models: modelParams(r, tableKinds),
  };
  const table = resultsTable(
    r,
    tableKinds.map((name) => [name, columnNames[name]]),
  );
  const maxAt64 = Math.max(...tableKinds.map((name) => r.models[name].accuracy[longest] ?? -1));
  if (ask === "longest" && rope.accuracy[longest] !== maxAt64) {
    throw new CoreRefused(
      `the lab's seed ${r.seed} does not single out RoPE at ${lengths[longest]} tokens`,
    );
  }
  const common = { params, prompt: [taskText, table] };
  if (ask === "longest") {
    return {
      ...common,
      prompt: [
        ...common.prompt,
        `Which model still names the agent in sentences of ${lengths[longest]} tokens, four times the longest it trained on?`,
      ],
      legend: `At ${lengths[longest]} tokens`,
      choices: [
        {
          correct: true,
          text: `RoPE: ${r64} at 64 tokens. Its scores see only the offset from the verb, and the agent is always at −1, as in training.`,
        },
        {
          text: `Sinusoidal: its formula gives a vector to every position, so a model that uses it does just as well at 64 tokens as at 16.`,
          diagnosis: `The formula is defined at 64, but this model never learned to read the vectors past 16: the table shows ${s64} at 64 tokens against ${s16} at 16.`,
        },
        {
          text: `Learned: ${lt} in training, the best of the four, and a model that has learned the task answers at any length.`,
          diagnosis: `${lt} is its training accuracy, on ${trainingLengths}. Its table has no row past ${lastRow}, so at 64 tokens it gives no answer at all.`,
        },
        {
          text: "No position: it scores about the same at every length tested, so it is the one model whose accuracy does not depend on length.",
          diagnosis: `Its ${n16} at 16 tokens is already the ceiling of a model blind to order (the core computes ${chance}): it never learned the task, so there is nothing at 64 to hold on to.`,
        },
      ],
      hint: [
        "Training saw 5 to 16 tokens; read the column of 64, not the training one. What does each kind of position give a model at position 40, and has it met that before?",
      ],
      solution: [
        [
          `At 64 tokens: RoPE ${r64}, sinusoidal ${s64}, no position ${n64}; the learned model has no row past ${lastRow}, so no answer. RoPE holds up: it had ${r16} at 16.`,
        ],
        [
          "RoPE’s score ",
          tex(
            "(R_{\\text{pos}}Q)^{\\mathsf T}(R_{\\text{pos}+k}K) = Q^{\\mathsf T}R_k K",
            "(R_pos Q)ᵀ(R_(pos+k) K) = Qᵀ R_k K",
          ),
          " depends only on the offset k, and the agent is always at k = −1 from the verb, in long sentences as in short ones.",
        ],
        [
          `The sinusoidal model meets vectors past position 15 that it never trained on and falls from ${s16} to ${s64}. The training column is measured on ${trainingLengths} and says nothing about 64.`,
        ],
      ],
    };
  }
  if (ask === "none") {
    // The nouns the readout chooses among (labPredict's list), and how many times a blind guess
    // among them the model's score at 16 is.
    const nouns = none.predictions[0].nouns.length;
    const times = numberText(none.accuracy[0] * nouns, 2);
    const others = ["sinusoidal", "learned", "rope"].map((name) => r.models[name].accuracy[0]);
    return {
      ...common,
      prompt: [
        ...common.prompt,
        `The model without position scores ${n16} at 16 tokens and ${n64} at 64, while the other three score ${fixed(Math.min(...others), 3)} to ${fixed(Math.max(...others), 3)} at 16. What does its score say?`,
      ],
      legend: "The model without position",
      choices: [
        {
          correct: true,
          text: "It is the ceiling: blind to order, it sees a sentence and its twin with the nouns swapped alike, so it is right on one.",
        },
        {
          text: `Training failed: ${steps} steps were too few for this model, and a few thousand more would take it up to 1 like the others.`,
          diagnosis: `More steps cannot help: without position “dog bites man” and “man bites dog” are the same input, and the core computes the ceiling ${chance}. With a causal mask, which gives order away, the same model reaches ${at(noneCausal, 0)}.`,
        },
        {
          text: `It learned most of the task: with ${nouns} nouns to choose from, a guess is right 1 time in ${nouns}, and it is right ${times} times as often.`,
          diagnosis: `The chance that matters is not 1 in ${nouns}: the model sees which two nouns the sentence has and is blind only to which comes first. Between those two it can do no better than ${chance}.`,
        },
        {
          text: `It generalises well: its ${nt} in training and ${n16} on new sentences of 16 tokens agree, so it did not overfit at all.`,
          diagnosis: `Its training accuracy is ${nt}: it never learned the task, so it had nothing to overfit. Equal scores in training and test say nothing when both sit at the ceiling.`,
        },
      ],
      hint: [
        "Without position, “the dog bites a man” and “the man bites a dog” are the same bag of words to the model. How often can one answer be right for both?",
      ],
      solution: [
        [
          "Swapping the two nouns gives a sentence with the same words and the other agent, and the lab’s generator makes the two equally likely.",
        ],
        [
          `A model blind to order gets the same input for both and answers both alike: the core’s model, ${twinsText(none)}. So it is right on one of the two at best: the computed ceiling is ${chance}.`,
        ],
        [
          `At 16 tokens, a length it trained on, it scores ${n16}, and ${nt} in training: the ceiling, give or take the scatter of a sample. A limit no training lifts, not a failure of training. With a causal mask the same model reaches ${at(noneCausal, 0)}: the mask itself leaks order.`,
        ],
      ],
    };
  }
  return {
    ...common,
    prompt: [
      ...common.prompt,
      `The learned model scores ${l16} at 16 tokens but has “no row” at ${lengths.slice(1).join(", ")}. Why?`,
    ],
    legend: "The learned model past 16",
    choices: [
      {
        correct: true,
        text: `Its table has rows for positions 0 to ${lastRow} only: a longer sentence has words with no position vector, so it cannot run.`,
      },
      {
        text: "It scored 0 on the long sentences: it named the wrong noun every time, and the lab writes that as “no row” in its table.",
        diagnosis: `“no row” is not a score: the core refused to run the model (“${learned.refusal}”). Even a wrong answer would need a vector for every position.`,
      },
      {
        text: `It was not trained long enough: with ${steps} more steps it would learn the rows 16 to 63 and answer those sentences too.`,
        diagnosis: `Training tunes the rows the table has and never adds any: max_len = ${learned.maxLen} is fixed when the model is made, however long it trains.`,
      },
      {
        text: `It was not tested there: with ${lt} in training it had clearly learned the task, so the lab skipped the longer lengths.`,
        diagnosis: `The lab tests every model at every length; the core refused this one (“${learned.refusal}”). ${lt} is its training accuracy, on ${trainingLengths}.`,
      },
    ],
    hint: [
      `A learned table is a lookup with max_len = ${learned.maxLen} rows. What does the model add to the word at position ${learned.maxLen}?`,
    ],
    solution: [
      [
        `The learned model’s table has max_len = ${learned.maxLen} rows, for positions 0 to ${lastRow}: its longest sentence is ${learned.maxLen} tokens (labCreate’s maxLen).`,
      ],
      [
        `Asked for ${lengths[1]} tokens, the core says “${learned.refusal}”: there is no vector to add at position ${learned.maxLen}, so no input and no answer. Training tunes those ${learned.maxLen} rows (${lt} in training) and never adds one.`,
      ],
      [
        `The sinusoidal and RoPE models have a rule for every position, so they do run at 64 tokens (${s64} and ${r64}), well or not.`,
      ],
    ],
  };
}

// 2. The ceiling of a model blind to order: the core's `chance`, with the lab's numbers around.
function ceilingQuestion(random, _core, lab) {
  const length = random.pick(labPlan.lengths);
  const r = drawResults(random, lab);
  const k = r.lengths.indexOf(length);
  const { none, noneCausal } = r.models;
  const ceiling = none.chance[k];
  const nouns = none.predictions[0].nouns.length;
  const { steps, count } = r;
  const measured = none.accuracy[k];
  const causal = noneCausal.accuracy[k];
  return {
    params: {
      labSeed: r.seed,
      steps,
      count,
      lengths: [...r.lengths],
      length,
      nouns,
      models: modelParams(r, ["none", "noneCausal"]),
    },
    prompt: [
      `${taskText} One model had no position encoding; the same model was also trained with a causal mask (the verb attends only to the words up to itself).`,
      resultsTable(r, [
        ["none", columnNames.none],
        ["noneCausal", "no position, causal mask"],
      ]),
      `What is the best accuracy that any model blind to word order can reach, on average, on the test sentences of ${length} tokens? Give a fraction from 0 to 1.`,
    ],
    answer: ceiling,
    labels: ["best accuracy without order"],
    tolerance: { abs: 0.001 },
    toleranceText:
      "A fraction from 0 to 1; answers within ±0.001 of the exact value count as correct.",
    mistakes: [
      {
        mistake: "causal",
        answer: causal,
        diagnosis: `This is the model with a causal mask (${fixed(causal, 3)}): the verb sees only the words up to itself, so the mask gives order away, and that model is not blind to order. Without it, no amount of training gets past the ceiling.`,
      },
      {
        mistake: "nouns",
        answer: 1 / nouns,
        diagnosis: `This is 1 in ${nouns}, a blind guess among the ${nouns} nouns. But the model sees which two nouns the sentence has; only their order is hidden from it.`,
      },
      {
        mistake: "percent",
        answer: 100 * ceiling,
        diagnosis: `This is a percentage: give the accuracy as a fraction from 0 to 1 (${numberText(100 * ceiling)} % is ${numberText(ceiling)}).`,
      },
      {
        mistake: "measured",
        answer: measured,
        diagnosis: `This is what the model without position measured on these ${count} sentences (${fixed(measured, 3)}). The best any model blind to order can reach is a property of the sentences, which the core computes exactly.`,
      },
    ],
    hint: [
      "Without position, “the dog bites a man” and “the man bites a dog” are the same bag of words. The lab makes the two equally likely. How often can one answer be right for both?",
    ],
    solution: [
      [
        "Swapping the two nouns of a sentence s gives a sentence with the same words and the other noun as agent; the lab’s generator makes both equally likely: ",
        tex("P(s) = P(\\operatorname{swap} s)", "P(s) = P(swap s)"),
        ".",
      ],
      [
        `A model blind to order gets the same input for both and answers both alike, so it is right on one of them at best. The core’s model without position shows it: ${twinsText(none)}.`,
      ],
      [
        "The best it can do on a sentence is ",
        tex(
          "\\frac{\\max(P(s),\\,P(\\operatorname{swap} s))}{P(s) + P(\\operatorname{swap} s)} = \\frac12",
          "max(P(s), P(swap s)) / (P(s) + P(swap s)) = 1/2",
        ),
        `; the core computes its mean over the ${count} test sentences of ${length} tokens: chance = ${numberText(ceiling)}.`,
      ],
      [
        `The model without position measured ${fixed(measured, 3)} on these ${count} sentences: a sample scatters around what a model can expect, and no training lifts a model blind to order past ${numberText(ceiling)}. The causal model’s ${fixed(causal, 3)} is no contradiction: its mask hides the words after the verb, the other noun among them, which leaves the agent.`,
      ],
    ],
  };
}

export const labKinds = { lab: labQuestion, ceiling: ceilingQuestion };
