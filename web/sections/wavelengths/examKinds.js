// @ts-check
// The exam's questions on this section (kinds "speed", "wavelength", "base"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import {
  integerText as int,
  numberText,
  subscriptText,
  texNumber,
  texPowerBase,
} from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex } from "../../js/exam/rich.js";
import { exponentStep, fnName, toleranceWords } from "../../js/exam/examSteps.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

const range = (count) => Array.from({ length: count }, (_, k) => k);

// Which of four dimensions oscillates fastest (or slowest)? (Draws pinned in tests.)
function speedQuestion(random, core) {
  const d = random.pick([8, 12, 16, 20, 24, 32]);
  const pairs = random.sample(range(d / 2), 4);
  const dims = pairs.map((pair) => 2 * pair + random.int(0, 1));
  const want = random.pick(["fastest", "slowest"]);
  const f = checked(core.peFrequencies(d, paperBase));
  const pairOf = (dim) => Math.floor(dim / 2);
  const lambdaText = (dim) => numberText(f.wavelength[pairOf(dim)]);
  const better = want === "fastest" ? (a, b) => a > b : (a, b) => a < b;
  const correct = dims.reduce((best, dim) =>
    better(f.omega[pairOf(dim)], f.omega[pairOf(best)]) ? dim : best,
  );
  return {
    params: { d, base: paperBase, dims, want },
    prompt: rich("q.speed.prompt", { d: int(d), base: int(paperBase), want }),
    legend: t("q.speed.legend", { want }),
    choices: dims.map((dim) => ({
      // Padded with a figure space, so that every option has the same length.
      text: t("q.speed.option", { dim: int(dim).padStart(2, "\u2007") }),
      correct: dim === correct,
      diagnosis: t("q.speed.diagnosis", {
        dim: int(dim),
        pair: int(pairOf(dim)),
        lambda: lambdaText(dim),
        want,
        correctLambda: lambdaText(correct),
        correct: int(correct),
      }),
    })),
    hint: rich("q.speed.hint"),
    solution: [
      ...dims.map((dim) =>
        rich("q.speed.step", {
          dim: int(dim),
          fn: fnName(dim % 2 === 0),
          pair: int(pairOf(dim)),
          maths: tex(
            `\\omega_{${pairOf(dim)}} = ${texNumber(f.omega[pairOf(dim)])},\\;\\; \\lambda_{${pairOf(dim)}} = ${texNumber(f.wavelength[pairOf(dim)])}`,
            `ω${subscriptText(pairOf(dim))} = ${numberText(f.omega[pairOf(dim)])}, λ${subscriptText(pairOf(dim))} = ${lambdaText(dim)}`,
          ),
        }),
      ),
      rich("q.speed.answer", { want, correct: int(correct) }),
    ],
  };
}

// The wavelength of one pair. (Draws pinned in tests.)
function wavelengthQuestion(random, core) {
  const d = random.pick([8, 16, 32, 64]);
  const base = random.pick([100, 1000, paperBase]);
  const pair = random.int(1, d / 2 - 1);
  const v = checked(core.peValue(0, pair, d, base));
  const m = checked(core.examMistakes(0, 2 * pair, 0, d, base));
  return {
    params: { d, base, i: pair },
    prompt: rich("q.wavelength.prompt", {
      d: int(d),
      base: int(base),
      pair: int(pair),
      sin: int(v.dimSin),
      cos: int(v.dimCos),
      maths: tex(`\\lambda_{${pair}}`, `λ${subscriptText(pair)}`),
    }),
    answer: v.wavelength,
    labels: [`λ${subscriptText(pair)}`],
    tolerance: { rel: 0.001 },
    toleranceText: toleranceWords("rel"),
    mistakes: [
      {
        mistake: "half-d-model",
        answer: m.wavelengthHalfDModel,
        diagnosis: t("q.wavelength.halfDModel", {
          half: int(d / 2),
          twoI: int(2 * pair),
          pair: int(pair),
        }),
      },
      {
        mistake: "two-dropped",
        answer: m.wavelengthTwoDropped,
        diagnosis: t("q.wavelength.twoDropped"),
      },
      {
        mistake: "degrees",
        answer: m.wavelengthDegrees,
        diagnosis: t("q.wavelength.degrees"),
      },
      {
        mistake: "no-two-pi",
        answer: m.divisor,
        diagnosis: t("q.wavelength.noTwoPi", { pair: int(pair) }),
      },
      {
        mistake: "omega",
        answer: m.omega,
        diagnosis: t("q.wavelength.omega", { pair: int(pair) }),
      },
    ],
    hint: rich("q.wavelength.hint"),
    solution: [
      exponentStep(v, d),
      rich("q.wavelength.divisor", {
        maths: tex(
          `${texPowerBase(base)}^{${texNumber(v.exponent)}} = ${texNumber(v.divisor)} = \\frac{1}{\\omega_{${pair}}}`,
          `${numberText(base)}^${numberText(v.exponent)} = ${numberText(v.divisor)} = 1/ω${subscriptText(pair)}`,
        ),
      }),
      rich("q.wavelength.wavelength", {
        maths: tex(
          `\\lambda_{${pair}} = 2\\pi \\times ${texNumber(v.divisor)} = ${texNumber(v.wavelength)}`,
          `λ${subscriptText(pair)} = 2π × ${numberText(v.divisor)} = ${numberText(v.wavelength)}`,
        ),
      }),
    ],
  };
}

// What the base does: the ratio of the geometric ladder, and the ladder's two ends.
function baseQuestion(random, core) {
  const d = random.pick([8, 16, 32, 64, 128]);
  const base = random.pick([100, 1000, paperBase, 100000, 1000000]);
  const n = 64;
  const ladder = checked(core.wavelengthLadder(n, d, base));
  const larger = checked(core.wavelengthLadder(n, d, base * 10));
  const m = checked(core.examMistakes(0, 0, 0, d, base));
  const last = d / 2 - 1;
  return {
    params: { d, base },
    prompt: rich("q.base.prompt", {
      d: int(d),
      base: int(base),
      maths: tex(`\\lambda_{i+1}/\\lambda_i`, "λ_(i+1)/λᵢ"),
    }),
    answer: ladder.ratio,
    labels: ["λ_(i+1)/λᵢ"],
    tolerance: { rel: 0.001 },
    toleranceText: toleranceWords("rel"),
    mistakes: [
      {
        mistake: "half-d-model",
        answer: m.ratioHalfDModel,
        diagnosis: t("q.base.halfDModel", { half: int(d / 2), d: int(d) }),
      },
      {
        mistake: "two-dropped",
        answer: m.ratioTwoDropped,
        diagnosis: t("q.base.twoDropped"),
      },
    ],
    hint: rich("q.base.hint"),
    solution: [
      [
        tex(
          `\\frac{\\lambda_{i+1}}{\\lambda_i} = \\frac{2\\pi\\,${texPowerBase(base)}^{2(i+1)/${d}}}{2\\pi\\,${texPowerBase(base)}^{2i/${d}}} = ${texPowerBase(base)}^{2/${d}} = ${texNumber(ladder.ratio)}`,
          `λ_(i+1)/λᵢ = base^(2(i+1)/${d}) / base^(2i/${d}) = ${numberText(base)}^(2/${d}) = ${numberText(ladder.ratio)}`,
        ),
      ],
      rich("q.base.ends", {
        start: tex(
          `\\lambda_0 = 2\\pi = ${texNumber(ladder.floor)}`,
          `λ₀ = 2π = ${numberText(ladder.floor)}`,
        ),
        top: tex(
          `\\lambda_{${last}} = ${texNumber(ladder.wavelength[last])}`,
          `λ${subscriptText(last)} = ${numberText(ladder.wavelength[last])}`,
        ),
        ceiling: numberText(ladder.ceiling),
      }),
      rich("q.base.larger", {
        larger: int(base * 10),
        lastSub: subscriptText(last),
        slowest: numberText(larger.wavelength[last]),
        ratio: numberText(larger.ratio),
        n: int(n),
        repeating: int(ladder.repeating),
        pairs: int(d / 2),
        base: int(base),
      }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = {
  speed: speedQuestion,
  wavelength: wavelengthQuestion,
  base: baseQuestion,
};
