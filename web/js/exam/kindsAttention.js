// @ts-check
// Question kinds of the sections "why-order", "embeddings" and "attention": why attention needs
// positions, sum or concatenation, and the √d_model in the scores. Every number comes from the
// core's toy (attentionToy, compareSentences, attentionScore).
import { integerText as int, numberText, texNumber } from "../format.js";
// `t` is a token index here; the catalogue's lookup is `msg`.
import { t as msg } from "../../sections/exam/strings.js";
import { checked } from "./coreCall.js";
import { tex, texBlock, texText } from "./rich.js";
import { rich } from "./richMessage.js";

// The toy's words: nouns and verbs from its built-in vocabulary.
const nouns = ["dog", "man", "woman", "cat", "bird", "fish"];
const verbs = ["bites", "sees", "chased", "loves", "eats", "saw"];

// Vectors side by side as the columns of an array, with a heading each (narrow enough for a phone).
function texColumns(headings, columns, digits = 3) {
  const rows = columns[0].length;
  const lines = [headings.map((h) => `\\text{${h}}`).join(" & ")];
  for (let r = 0; r < rows; r += 1)
    lines.push(columns.map((column) => texNumber(column[r], digits)).join(" & "));
  return `\\begin{array}{${"r".repeat(columns.length)}} ${lines[0]} \\\\ \\hline ${lines.slice(1).join(" \\\\ ")} \\end{array}`;
}
const plainVector = (values, digits = 3) =>
  `(${Array.from(values, (v) => numberText(v, digits)).join(", ")})`;

// 1. Why attention without positions cannot tell the two sentences apart.
function orderQuestion(random, core) {
  const [a, b] = random.sample(nouns, 2);
  const verb = random.pick(verbs);
  const first = `${a} ${verb} ${b}`;
  const second = `${b} ${verb} ${a}`;
  const none = checked(core.compareSentences(first, second, "none", 8));
  const withPe = checked(core.compareSentences(first, second, "sinusoidal", 8));
  const verbAt = none.b.tokens.indexOf(verb);
  return {
    params: { first, second, verb },
    prompt: rich("q.order.prompt", { verb, first, second }),
    legend: msg("q.order.legend"),
    choices: [
      { correct: true, text: msg("q.order.rows", { verb }) },
      ...["softmax", "symmetric", "neighbours"].map((choice) => ({
        text: msg(`q.order.${choice}`, { verb }),
        diagnosis: msg(`q.order.${choice}Diagnosis`),
      })),
    ],
    hint: rich("q.order.hint"),
    solution: [
      rich("q.order.rearranged", {
        second,
        first,
        permutation: none.permutation.map((index) => int(index)).join(", "),
      }),
      rich("q.order.toy", {
        weightDiff: numberText(none.maxWeightDiff, 3),
        verb,
        shift: numberText(none.tokenShift[verbAt], 3),
        exact: none.maxWeightDiff === 0 && none.tokenShift[verbAt] === 0 ? "yes" : "no",
      }),
      rich("q.order.withPositions", {
        weightDiff: numberText(withPe.maxWeightDiff, 3),
        verb,
        shift: numberText(withPe.tokenShift[verbAt], 3),
      }),
    ],
  };
}

// 2. Sum or concatenation: how the position enters the vector attention sees.
function sumQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const [a, b] = random.sample(nouns, 2);
  const sentence = `${a} ${random.pick(verbs)} ${b}`;
  const w = random.int(0, 2);
  const toy = checked(core.attentionToy(sentence, "sinusoidal", d));
  const word = toy.tokens[w];
  const row = (values) => values.subarray(w * d, (w + 1) * d);
  return {
    params: { d, sentence, w, word },
    prompt: rich("q.sum.prompt", { d: int(d), word, w: int(w), sentence }),
    legend: msg("q.sum.legend"),
    choices: [
      { correct: true, text: msg("q.sum.added", { d: int(d), w: int(w) }) },
      ...["appended", "index", "product"].map((choice) => ({
        text: msg(`q.sum.${choice}`, {
          d: int(d),
          w: int(w),
          twice: int(2 * d),
          plusOne: int(d + 1),
        }),
        diagnosis: msg(`q.sum.${choice}Diagnosis`),
      })),
    ],
    hint: rich("q.sum.hint"),
    solution: [
      rich("q.sum.columns", {
        word,
        w: int(w),
        maths: texBlock(
          texColumns(
            ["E", `PE(${w})`, `E + PE(${w})`],
            [row(toy.embeddings), row(toy.positions), row(toy.inputs)],
          ),
          `E = ${plainVector(row(toy.embeddings))}, PE(${w}) = ${plainVector(row(toy.positions))}, E + PE(${w}) = ${plainVector(row(toy.inputs))}`,
        ),
      }),
      rich("q.sum.why", { d: int(d), twice: int(2 * d) }),
    ],
  };
}

// 3. The score Q_s · K_t / √d_model.
function scaleQuestion(random, core) {
  const d = random.pick([4, 8, 16]);
  const [a, b] = random.sample(nouns, 2);
  const sentence = `${a} ${random.pick(verbs)} ${b}`;
  const s = random.int(0, 2);
  const t = random.int(0, 2);
  const r = checked(core.attentionScore(sentence, "sinusoidal", d, s, t));
  const [from, to] = [r.tokens[s], r.tokens[t]];
  const scoreWord = msg("q.scale.scoreWord");
  return {
    params: { d, sentence, s, t },
    prompt: rich("q.scale.prompt", {
      d: int(d),
      sentence,
      from,
      s: int(s),
      to,
      t: int(t),
      maths: tex(
        `Q_{${s}}\\cdot K_{${t}} = ${texNumber(r.dot)}`,
        `Q_${s}·K_${t} = ${numberText(r.dot)}`,
      ),
    }),
    answer: r.score,
    labels: [msg("q.scale.label", { s: int(s), t: int(t) })],
    tolerance: { abs: 0.001 },
    toleranceText: msg("q.tolerance.abs3"),
    mistakes: [
      {
        mistake: "unscaled",
        answer: r.dot,
        diagnosis: msg("q.scale.unscaled"),
      },
      {
        mistake: "over-d-model",
        answer: r.overDModel,
        diagnosis: msg("q.scale.overDModel", { d: int(d), root: numberText(r.scale) }),
      },
    ],
    hint: rich("q.scale.hint"),
    solution: [
      rich("q.scale.computed", {
        maths: tex(
          `${texText(scoreWord)} = \\frac{Q_{${s}}\\cdot K_{${t}}}{\\sqrt{${d}}} = \\frac{${texNumber(r.dot)}}{${texNumber(r.scale)}} = ${texNumber(r.score)}`,
          `${scoreWord} = Q_${s}·K_${t} / √${d} = ${numberText(r.dot)} / ${numberText(r.scale)} = ${numberText(r.score)}`,
        ),
        toy: numberText(r.toyScore),
      }),
      rich("q.scale.why", { d: int(d) }),
    ],
  };
}

export const attentionKinds = { order: orderQuestion, sum: sumQuestion, scale: scaleQuestion };
