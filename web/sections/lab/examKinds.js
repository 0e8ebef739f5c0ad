// @ts-check
// The exam's questions on the section "lab": reading a result of the training lab, the ceiling of
// a model blind to order, and reading the far task's table. Every number is the lab module's (labResults.js: labCreate, labTrain,
// labEvaluate, labPredict, computed once per lab seed and kept), so building a question is
// synchronous; before those results are in, a builder throws LabPending and the question is a
// placeholder (generate.js).
import {
  clausesText,
  fixed,
  integerText as int,
  numberText,
  sentencesText,
} from "../../js/format.js";
import { CoreRefused } from "../../js/exam/coreCall.js";
import { farPlan, LabPending, labPlan, labSeeds } from "../../js/exam/labResults.js";
import { chanceBand, highAccuracy } from "../../js/lab/report.js";
import { tablePiece, tex } from "../../js/exam/rich.js";
import { choiceOptions } from "../../js/exam/choiceOptions.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

// The table's column heads (lab.column.*): short, so that five columns fit a phone. The words are
// looked up when a question is made, in the page's language.
/** @param {string} name */
const columnName = (name) => t(`lab.column.${name}`);
const tableKinds = ["none", "sinusoidal", "learned", "rope"];
const trainingLengths = () => t("lab.trainingLengths");
/** @param {number | null} a */
const cell = (a) => (a === null ? t("lab.noRow") : fixed(a, 3));
const longest = labPlan.lengths.length - 1;

/**
 * The results of the lab seed drawn (from `seeds`), or LabPending.
 * @param {{ pick: (list: number[]) => number }} random
 * @param {import("../../js/exam/labResults.js").LabResults | undefined} lab
 */
function drawResults(random, lab, seeds = labSeeds) {
  const seed = random.pick(seeds);
  if (!lab) throw new CoreRefused(t("lab.noModule"));
  const results = lab.get(seed);
  if (!results) {
    throw new LabPending(t("lab.pending"));
  }
  return results;
}

/** The models side by side (a column each, narrow enough for a phone): training, then each
 * test length. @param {import("../../js/exam/labResults.js").LabSeedResults} r @param {[string, string][]} columns */
function resultsTable(r, columns) {
  const models = columns.map(([name]) => r.models[name]);
  return tablePiece({
    caption: t("lab.caption", {
      seed: String(r.seed),
      steps: int(r.steps),
      window: int(labPlan.trainingWindow),
      lengths: trainingLengths(),
      count: int(r.count),
    }),
    head: [t("lab.column.length"), ...columns.map(([, label]) => label)],
    rows: [
      [t("lab.row.training"), ...models.map((m) => fixed(m.training, 3))],
      ...r.lengths.map((n, k) => [int(n), ...models.map((m) => cell(m.accuracy[k]))]),
    ],
  });
}

const taskText = () => t("lab.task", { lengths: trainingLengths() });

/** The none model's answers to a sentence and its twin, the nouns swapped.
 * @param {import("../../js/exam/labResults.js").ModelResult} none */
function twinsText(none) {
  const twins = none.predictions.map(({ sentence, nouns, probabilities }) => {
    const p = (noun) => numberText(probabilities[nouns.indexOf(noun)], 3);
    return t("lab.twin", { sentence, dog: p("dog"), man: p("man") });
  });
  return clausesText(twins);
}

// The models' numbers as plain data for a question's params (copies: params are the caller's).
/** @param {import("../../js/exam/labResults.js").LabSeedResults} r @param {string[]} names */
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
  let ask = random.pick(["longest", "none", "learned"]);
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
    tableKinds.map((name) => [name, columnName(name)]),
  );
  // "Which model still names the agent at 64 tokens?" is asked only when this seed's table says
  // so: RoPE best at 64, and at least the page's "stays high" band there (lab/report.js). Else
  // the question asks one of the other two things about the same table.
  const maxAt64 = Math.max(...tableKinds.map((name) => r.models[name].accuracy[longest] ?? -1));
  const ropeHolds = rope.accuracy[longest] === maxAt64 && maxAt64 >= highAccuracy;
  if (ask === "longest" && !ropeHolds) {
    ask = random.pick(["none", "learned"]);
    params.ask = ask;
  }
  // Every lab question opens with the task and the table, then asks its own question.
  /** @param {string} key @param {Record<string, string>} args */
  const promptAfterTable = (key, args) => [taskText(), table, ...rich(key, args)];
  if (ask === "longest") {
    return {
      params,
      prompt: promptAfterTable("q.lab.longest.prompt", { longest: int(lengths[longest]) }),
      legend: t("q.lab.longest.legend", { longest: int(lengths[longest]) }),
      choices: choiceOptions(t, "q.lab.longest", "rope", ["sinusoidal", "learned", "none"], {
        r64,
        s64,
        s16,
        lt,
        lengths: trainingLengths(),
        lastRow: int(lastRow),
        n16,
        chance,
      }),
      hint: rich("q.lab.longest.hint"),
      solution: [
        rich("q.lab.longest.at64", { r64, s64, n64, lastRow: int(lastRow), r16 }),
        rich("q.lab.longest.offset", {
          maths: tex(
            "(R_{\\text{pos}}Q)^{\\mathsf T}(R_{\\text{pos}+k}K) = Q^{\\mathsf T}R_k K",
            "(R_pos Q)ᵀ(R_(pos+k) K) = Qᵀ R_k K",
          ),
        }),
        rich("q.lab.longest.falls", { s16, s64, lengths: trainingLengths() }),
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
      params,
      prompt: promptAfterTable("q.lab.none.prompt", {
        n16,
        n64,
        low: fixed(Math.min(...others), 3),
        high: fixed(Math.max(...others), 3),
      }),
      legend: t("q.lab.none.legend"),
      choices: choiceOptions(t, "q.lab.none", "ceiling", ["steps", "guess", "generalises"], {
        steps: int(steps),
        nouns: int(nouns),
        times,
        nt,
        n16,
        chance,
        causal: at(noneCausal, 0),
      }),
      hint: rich("q.lab.none.hint"),
      solution: [
        rich("q.lab.none.swap"),
        rich("q.lab.none.alike", { twins: twinsText(none), chance }),
        rich("q.lab.none.limit", { n16, nt, causal: at(noneCausal, 0) }),
      ],
    };
  }
  return {
    params,
    prompt: promptAfterTable("q.lab.learned.prompt", {
      l16,
      longer: lengths
        .slice(1)
        .map((n) => int(n))
        .join(", "),
    }),
    legend: t("q.lab.learned.legend"),
    choices: choiceOptions(t, "q.lab.learned", "rows", ["zero", "longer", "untested"], {
      lastRow: int(lastRow),
      refusal: learned.refusal,
      steps: int(steps),
      maxLen: int(learned.maxLen),
      lt,
      lengths: trainingLengths(),
    }),
    hint: rich("q.lab.learned.hint", { maxLen: int(learned.maxLen) }),
    solution: [
      rich("q.lab.learned.table", { maxLen: int(learned.maxLen), lastRow: int(lastRow) }),
      rich("q.lab.learned.refused", {
        second: int(lengths[1]),
        refusal: learned.refusal,
        maxLen: int(learned.maxLen),
        lt,
      }),
      rich("q.lab.learned.others", { s64, r64 }),
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
      ...rich("q.ceiling.intro", { task: taskText() }),
      resultsTable(r, [
        ["none", columnName("none")],
        ["noneCausal", columnName("noneCausal")],
      ]),
      ...rich("q.ceiling.prompt", { length: int(length) }),
    ],
    answer: ceiling,
    labels: [t("q.ceiling.label")],
    tolerance: { abs: 0.001 },
    toleranceText: t("q.ceiling.tolerance"),
    mistakes: [
      {
        mistake: "causal",
        answer: causal,
        diagnosis: t("q.ceiling.causal", { causal: fixed(causal, 3) }),
      },
      {
        mistake: "nouns",
        answer: 1 / nouns,
        diagnosis: t("q.ceiling.nouns", { nouns: int(nouns) }),
      },
      {
        mistake: "percent",
        answer: 100 * ceiling,
        diagnosis: t("q.ceiling.percent", {
          percent: numberText(100 * ceiling),
          ceiling: numberText(ceiling),
        }),
      },
      {
        mistake: "measured",
        answer: measured,
        diagnosis: t("q.ceiling.measured", { count: int(count), measured: fixed(measured, 3) }),
      },
    ],
    hint: rich("q.ceiling.hint"),
    solution: [
      rich("q.ceiling.swap", {
        maths: tex("P(s) = P(\\operatorname{swap} s)", "P(s) = P(swap s)"),
      }),
      rich("q.ceiling.alike", { twins: twinsText(none) }),
      rich("q.ceiling.best", {
        maths: tex(
          "\\frac{\\max(P(s),\\,P(\\operatorname{swap} s))}{P(s) + P(\\operatorname{swap} s)} = \\frac12",
          "max(P(s), P(swap s)) / (P(s) + P(swap s)) = 1/2",
        ),
        count: int(count),
        length: int(length),
        ceiling: numberText(ceiling),
      }),
      rich("q.ceiling.scatter", {
        measured: fixed(measured, 3),
        count: int(count),
        ceiling: numberText(ceiling),
        causal: fixed(causal, 3),
      }),
    ],
  };
}

// 3. Reading the far task's table: the answer read at a final query word, so the agent moves
// away from the reader as the sentence grows. Sinusoidal, RoPE and ALiBi at 16 and 64 tokens, and
// the same RoPE model under PI at test time (labResults.js farPlan). What is asked (params.ask):
//   best  which model does best at 64 tokens (or none of them: all within chanceBand of chance)
//   drop  which model lost the most from 16 to 64 tokens
//   pi    whether PI at test time raised (or lowered) RoPE's accuracy at 64 tokens
// The right option is decided from this seed's numbers; a question whose two deciding numbers are
// closer than farMargin is not asked (another is, about the same table, or another seed's).
const farMargin = 0.02;
const farKinds = ["sinusoidal", "rope", "alibi"];
const farAsks = ["best", "drop", "pi"];

/**
 * What `ask` has for an answer on this far table: the right option's name, or null when the
 * numbers that decide it are too close to tell apart.
 * @param {string} ask
 * @param {import("../../js/exam/labResults.js").FarResults} far
 */
function farAnswer(ask, far) {
  const last = far.lengths.length - 1;
  const at = (name, k) => far.models[name].accuracy[k];
  /** The name with the highest `value`, if it leads the next by farMargin (else null). */
  const leader = (value) => {
    const [first, second] = [...farKinds].sort((a, b) => value(b) - value(a));
    return value(first) - value(second) >= farMargin ? first : null;
  };
  if (ask === "best") {
    const top = Math.max(...farKinds.map((name) => at(name, last)));
    const above = top - (far.models.rope.chance[last] + chanceBand);
    if (Math.abs(above) < farMargin) return null;
    return above < 0 ? "none" : leader((name) => at(name, last));
  }
  if (ask === "drop") return leader((name) => at(name, 0) - at(name, last));
  const gain = far.models.rope.pi.accuracy[last] - at("rope", last);
  if (Math.abs(gain) < farMargin) return null;
  return gain > 0 ? "up" : "down";
}

/** The far table: a column per model, and RoPE under PI; a row per test length.
 * @param {number} seed @param {import("../../js/exam/labResults.js").FarResults} far */
function farTable(seed, far) {
  const { sinusoidal, rope, alibi } = far.models;
  return tablePiece({
    caption: t("q.fartable.caption", {
      seed: String(seed),
      steps: int(far.steps),
      count: int(far.count),
    }),
    head: [
      t("lab.column.length"),
      columnName("sinusoidal"),
      columnName("rope"),
      t("q.fartable.column.alibi"),
      t("q.fartable.column.ropePi"),
    ],
    rows: far.lengths.map((n, k) => [
      int(n),
      ...[sinusoidal, rope, alibi].map((m) => fixed(m.accuracy[k], 3)),
      fixed(rope.pi.accuracy[k], 3),
    ]),
  });
}

function farTableQuestion(random, _core, lab) {
  const drawn = random.pick(farAsks);
  const r = drawResults(random, lab, farPlan.seeds);
  // The question drawn if this table decides it, else another about the same table, else the
  // next far seed's (the seeds' tables are all in once ready() is done).
  const asks = [drawn, ...random.shuffle(farAsks.filter((ask) => ask !== drawn))];
  const tables = [r, ...farPlan.seeds.filter((s) => s !== r.seed).map((s) => lab.get(s))].filter(
    (table) => table?.far,
  );
  let found = null;
  for (const table of tables) {
    const ask = asks.find((a) => farAnswer(a, table.far) !== null);
    if (ask) {
      found = { table, ask, right: farAnswer(ask, table.far) };
      break;
    }
  }
  if (!found) throw new CoreRefused(t("q.fartable.unclear"));
  const { table, ask, right } = found;
  const { far } = table;
  const last = far.lengths.length - 1;
  const { sinusoidal, rope, alibi } = far.models;
  const names = {
    sinusoidal: columnName("sinusoidal"),
    rope: columnName("rope"),
    alibi: t("q.fartable.column.alibi"),
  };
  const a = (name, k) => far.models[name].accuracy[k];
  const cellOf = (name, k) => fixed(a(name, k), 3);
  const fall = (name) => a(name, 0) - a(name, last);
  const chance = far.models.rope.chance[last];
  const short = int(far.lengths[0]);
  const long = int(far.lengths[last]);
  const numbers = {
    short,
    long,
    chance: numberText(chance),
    band: numberText(chanceBand),
    s16: cellOf("sinusoidal", 0),
    s64: cellOf("sinusoidal", last),
    r16: cellOf("rope", 0),
    r64: cellOf("rope", last),
    a16: cellOf("alibi", 0),
    a64: cellOf("alibi", last),
    p16: fixed(rope.pi.accuracy[0], 3),
    p64: fixed(rope.pi.accuracy[last], 3),
    factor16: numberText(rope.pi.factor[0]),
    factor: numberText(rope.pi.factor[last]),
  };
  const params = {
    labSeed: table.seed,
    steps: far.steps,
    count: far.count,
    lengths: [...far.lengths],
    ask,
    chance: [...rope.chance],
    margin: farMargin,
    band: chanceBand,
    models: {
      sinusoidal: { accuracy: [...sinusoidal.accuracy] },
      rope: { accuracy: [...rope.accuracy] },
      alibi: { accuracy: [...alibi.accuracy] },
      ropePi: { accuracy: [...rope.pi.accuracy], factor: [...rope.pi.factor] },
    },
  };
  const prompt = (key, args = {}) => [
    ...rich("q.fartable.task", { lengths: t("q.fartable.lengths"), chance: numbers.chance }),
    farTable(table.seed, far),
    ...rich(key, { ...numbers, ...args }),
  ];
  // Why each kind does what it does at 64 tokens (true whichever wins): the last solution step.
  const kindsStep = rich("q.fartable.kinds", numbers);
  if (ask === "best") {
    const ranked = [...farKinds].sort((x, y) => a(y, last) - a(x, last));
    const [best, second] = ranked;
    const verdict =
      right === "none"
        ? t("q.fartable.best.noWinner", numbers)
        : t("q.fartable.best.winner", {
            best: names[best],
            second: names[second],
            margin: fixed(a(best, last) - a(second, last), 3),
          });
    const choices = [...farKinds, "none"].map((name) => {
      const text = t(
        name === "none" ? "q.fartable.best.none" : `q.fartable.model.${name}`,
        numbers,
      );
      if (name === right) return { correct: true, text };
      const diagnosis =
        name === "none"
          ? t("q.fartable.best.noneDiagnosis", {
              ...numbers,
              best: names[best],
              top: cellOf(best, last),
            })
          : right === "none"
            ? t("q.fartable.best.nearChance", {
                ...numbers,
                model: names[name],
                x: cellOf(name, last),
              })
            : sentencesText([
                t("q.fartable.best.lower", {
                  ...numbers,
                  model: names[name],
                  x: cellOf(name, last),
                  best: names[best],
                  top: cellOf(best, last),
                }),
                t(`q.fartable.why.${name}`, numbers),
              ]);
      return { text, diagnosis };
    });
    return {
      params,
      prompt: prompt("q.fartable.best.prompt"),
      legend: t("q.fartable.best.legend", numbers),
      choices,
      hint: rich("q.fartable.best.hint", numbers),
      solution: [
        rich("q.fartable.best.row", { ...numbers, verdict }),
        rich("q.fartable.far", numbers),
        kindsStep,
      ],
    };
  }
  if (ask === "drop") {
    const [most] = [...farKinds].sort((x, y) => fall(y) - fall(x));
    const lowest = [...farKinds].sort((x, y) => a(x, last) - a(y, last))[0];
    const falls = {
      sFall: fixed(fall("sinusoidal"), 3),
      rFall: fixed(fall("rope"), 3),
      aFall: fixed(fall("alibi"), 3),
    };
    const choices = [...farKinds, "same"].map((name) => {
      const text = t(
        name === "same" ? "q.fartable.drop.same" : `q.fartable.model.${name}`,
        numbers,
      );
      if (name === right) return { correct: true, text };
      if (name === "same") {
        return { text, diagnosis: t("q.fartable.drop.sameDiagnosis", { ...numbers, ...falls }) };
      }
      const less = t("q.fartable.drop.less", {
        model: names[name],
        from: cellOf(name, 0),
        to: cellOf(name, last),
        fall: fixed(fall(name), 3),
        most: names[most],
        mostFall: fixed(fall(most), 3),
      });
      // Ending lowest is not losing the most, when the lowest also started lower.
      const parts =
        name === lowest ? [less, t("q.fartable.drop.lowest", { model: names[name] })] : [less];
      return { text, diagnosis: sentencesText(parts) };
    });
    return {
      params,
      prompt: prompt("q.fartable.drop.prompt"),
      legend: t("q.fartable.drop.legend", numbers),
      choices,
      hint: rich("q.fartable.drop.hint", numbers),
      solution: [
        rich("q.fartable.drop.falls", { ...numbers, ...falls, most: names[most] }),
        rich("q.fartable.far", numbers),
        kindsStep,
      ],
    };
  }
  const gain = rope.pi.accuracy[last] - rope.accuracy[last];
  const verdict = t(right === "up" ? "q.fartable.pi.raised" : "q.fartable.pi.lowered", {
    change: fixed(Math.abs(gain), 3),
  });
  const choices = ["up", "down", "trained", "row16"].map((name) => {
    const text = t(`q.fartable.pi.${name}`, numbers);
    if (name === right) return { correct: true, text };
    const diagnosis =
      name === "up" || name === "down"
        ? t("q.fartable.pi.otherWay", { ...numbers, verdict })
        : t(`q.fartable.pi.${name}Diagnosis`, numbers);
    return { text, diagnosis };
  });
  return {
    params,
    prompt: prompt("q.fartable.pi.prompt"),
    legend: t("q.fartable.pi.legend"),
    choices,
    hint: rich("q.fartable.pi.hint", numbers),
    solution: [
      rich("q.fartable.pi.read", { ...numbers, verdict }),
      rich("q.fartable.pi.how", numbers),
      rich("q.fartable.far", numbers),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = {
  lab: labQuestion,
  ceiling: ceilingQuestion,
  fartable: farTableQuestion,
};
