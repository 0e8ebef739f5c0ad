// @ts-check
// The exam's questions on this section (kinds "simple", "value"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import {
  integerText as int,
  numberText,
  pairSeparator,
  texNumber,
  texSeparator,
} from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex } from "../../js/exam/rich.js";
import { abs3, angleSteps, fnName, valueStep } from "../../js/exam/examSteps.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

// The common slips of PE(pos, j), each worked out by the core (examMistakes), with its sentence.
function valueMistakes(core, pos, dim, d, base) {
  const m = checked(core.examMistakes(pos, dim, 0, d, base));
  const pair = Math.floor(dim / 2);
  const isSine = dim % 2 === 0;
  return [
    {
      mistake: "dimension-as-pair",
      answer: m.dimensionAsPair,
      diagnosis: t("q.slip.dimensionAsPair", { dim: int(dim), pair: int(pair) }),
    },
    {
      mistake: "degrees",
      answer: m.degrees,
      diagnosis: t("q.slip.degrees"),
    },
    {
      mistake: "two-dropped",
      answer: m.twoDropped,
      diagnosis: t("q.slip.twoDropped", { twoI: int(2 * pair), d: int(d) }),
    },
    {
      mistake: "swapped",
      answer: m.swapped,
      diagnosis: t("q.slip.swapped", {
        fn: fnName(!isSine),
        dim: int(dim),
        parity: isSine ? "even" : "odd",
        right: fnName(isSine),
      }),
    },
    {
      mistake: "half-d-model",
      answer: m.halfDModel,
      diagnosis: t("q.slip.halfDModel", { half: int(d / 2), d: int(d) }),
    },
    {
      mistake: "pos-minus-one",
      answer: m.posMinusOne,
      diagnosis: t("q.slip.offByOne", { at: int(pos - 1), pos: int(pos) }),
    },
    {
      mistake: "pos-plus-one",
      answer: m.posPlusOne,
      diagnosis: t("q.slip.offByOne", { at: int(pos + 1), pos: int(pos) }),
    },
  ];
}

// Before the formula: what goes wrong with a simpler encoding.
function simpleQuestion(random, core) {
  const n = random.pick([4, 8, 12]);
  const flaws = ["raw", "fraction", "onehot", "binary"].map((id) => ({
    id,
    name: t(`q.simple.${id}.name`, { n: int(n) }),
    text: t(`q.simple.${id}.text`),
  }));
  const asked = random.pick(flaws);
  const bounded = checked(core.peValue(500, 0, 8, paperBase));
  const same = checked(core.peValue(3, 0, 8, paperBase));
  const near = [3, 4, 40].map((p) => checked(core.relativeDots(41, 8, paperBase, 3)).data[p]);
  return {
    params: { encoding: asked.id, n },
    prompt: rich("q.simple.prompt", { name: asked.name }),
    legend: t("q.simple.legend"),
    choices: flaws.map((flaw) => ({
      text: flaw.text,
      correct: flaw.id === asked.id,
      diagnosis: t("q.simple.other", { name: flaw.name }),
    })),
    hint: rich("q.simple.hint"),
    solution: [
      rich("q.simple.flaw", { name: asked.name, text: asked.text }),
      rich("q.simple.sinusoidal", {
        bounded: tex(
          `PE_{(500${texSeparator()}\\,0)} = \\sin 500 = ${texNumber(bounded.sin)}`,
          `PE(500${pairSeparator()}0) = sin 500 = ${numberText(bounded.sin)}`,
        ),
        same: tex(
          `PE_{(3${texSeparator()}\\,0)} = ${texNumber(same.sin)}`,
          `PE(3${pairSeparator()}0) = ${numberText(same.sin)}`,
        ),
      }),
      rich("q.simple.near", {
        maths: tex(
          `PE(3)\\cdot PE(3) = ${texNumber(near[0])},\\; PE(3)\\cdot PE(4) = ${texNumber(near[1])},\\; PE(3)\\cdot PE(40) = ${texNumber(near[2])}`,
          `PE(3)·PE(3) = ${numberText(near[0])}, PE(3)·PE(4) = ${numberText(near[1])}, PE(3)·PE(40) = ${numberText(near[2])}`,
        ),
      }),
    ],
  };
}

// Compute PE(pos, j) for a small d_model. (Draws: d, pos, j; pinned in tests.)
function valueQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const pos = random.int(1, 30);
  const dim = random.int(0, d - 1);
  const pair = Math.floor(dim / 2);
  const v = checked(core.peValue(pos, pair, d, paperBase));
  const isSine = dim === v.dimSin;
  const expected = isSine ? v.sin : v.cos;
  const fn = isSine ? "sin" : "cos";
  return {
    params: { d, base: paperBase, pos, dim },
    prompt: rich("q.value.prompt", {
      d: int(d),
      base: int(paperBase),
      dim: int(dim),
      pos: int(pos),
      maths: tex(`PE_{(${pos}${texSeparator()}\\,${dim})}`, `PE(${pos}${pairSeparator()}${dim})`),
    }),
    answer: expected,
    labels: [t("q.value.label", { pos: int(pos), dim: int(dim) })],
    ...abs3(),
    mistakes: valueMistakes(core, pos, dim, d, paperBase),
    hint: rich("q.value.hint", {
      dim: int(dim),
      parity: isSine ? "even" : "odd",
      fn: fnName(isSine),
      pair: int(pair),
    }),
    solution: [
      rich("q.value.which", { dim: int(dim), fn: fnName(isSine), pair: int(pair) }),
      ...angleSteps(v, pos, d, paperBase),
      valueStep(
        tex(
          `PE_{(${pos}${texSeparator()}\\,${dim})} = \\${fn}(${texNumber(v.angle)}) = ${texNumber(expected)}`,
          `PE(${pos}${pairSeparator()}${dim}) = ${fn}(${numberText(v.angle)}) = ${numberText(expected)}`,
        ),
      ),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { simple: simpleQuestion, value: valueQuestion };
