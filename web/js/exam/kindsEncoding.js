// @ts-check
// Question kinds of the sections "formula", "wavelengths" and "matrix": why simpler encodings
// fail, one value of PE, the fastest or slowest dimension, a wavelength, what the base does, and
// the concatenated layout. Each builder draws its numbers from `random` (the kind's own stream of
// the seed) and asks the core for every number it shows or expects; it only picks and words.
import { paperDimension } from "../layout.js";
import { integerText, numberText, subscriptText, texNumber, texPowerBase } from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { checked, paperBase } from "./coreCall.js";
import { tex } from "./rich.js";
import { rich } from "./richMessage.js";

const range = (count) => Array.from({ length: count }, (_, k) => k);
const fnName = (isSine) => (isSine ? "sine" : "cosine");
const int = integerText;
// Made when asked for, so that the text is in the page's language (chosen as the page starts).
const abs3 = () => ({
  tolerance: { abs: 0.001 },
  toleranceText: t("q.tolerance.abs3"),
});

// The exponent 2i/d_model of a peValue result.
function exponentStep(v, d) {
  return rich("q.step.exponent", {
    maths: tex(
      `\\frac{2i}{d_{\\text{model}}} = \\frac{${v.dimSin}}{${d}} = ${texNumber(v.exponent)}`,
      `2i/d_model = ${v.dimSin}/${d} = ${numberText(v.exponent)}`,
    ),
  });
}

// The steps from pos and pair i to the angle, shared by the value-like kinds.
function angleSteps(v, pos, d, base) {
  return [
    exponentStep(v, d),
    rich("q.step.frequency", {
      maths: tex(
        `\\omega_{${v.dimSin / 2}} = \\frac{1}{${texPowerBase(base)}^{${texNumber(v.exponent)}}} = \\frac{1}{${texNumber(v.divisor)}} = ${texNumber(v.omega)}`,
        `ω${subscriptText(v.dimSin / 2)} = 1/${numberText(base)}^${numberText(v.exponent)} = 1/${numberText(v.divisor)} = ${numberText(v.omega)}`,
      ),
    }),
    rich("q.step.angle", {
      maths: tex(
        `\\theta = \\text{pos}\\cdot\\omega = ${pos} \\times ${texNumber(v.omega)} = ${texNumber(v.angle)}`,
        `θ = pos·ω = ${pos} × ${numberText(v.omega)} = ${numberText(v.angle)}`,
      ),
    }),
  ];
}

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
          `PE_{(500,\\,0)} = \\sin 500 = ${texNumber(bounded.sin)}`,
          `PE(500, 0) = sin 500 = ${numberText(bounded.sin)}`,
        ),
        same: tex(`PE_{(3,\\,0)} = ${texNumber(same.sin)}`, `PE(3, 0) = ${numberText(same.sin)}`),
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

// 1. Compute PE(pos, j) for a small d_model. (Draws: d, pos, j; pinned in tests.)
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
      maths: tex(`PE_{(${pos},\\,${dim})}`, `PE(${pos}, ${dim})`),
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
      rich("q.step.value", {
        maths: tex(
          `PE_{(${pos},\\,${dim})} = \\${fn}(${texNumber(v.angle)}) = ${texNumber(expected)}`,
          `PE(${pos}, ${dim}) = ${fn}(${numberText(v.angle)}) = ${numberText(expected)}`,
        ),
      }),
    ],
  };
}

// 2. Which of four dimensions oscillates fastest (or slowest)? (Draws pinned in tests.)
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

// 3. The wavelength of one pair. (Draws pinned in tests.)
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
    toleranceText: t("q.tolerance.rel"),
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

// 4. What the base does: the ratio of the geometric ladder, and the ladder's two ends.
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
    toleranceText: t("q.tolerance.rel"),
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

// 5. The concatenated layout: which dimension a column holds.
function layoutQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const col = random.int(1, d - 2);
  const pos = random.int(1, 20);
  const dim = paperDimension(col, d, "concatenated");
  const pair = Math.floor(dim / 2);
  const isSine = dim % 2 === 0;
  const v = checked(core.peValue(pos, pair, d, paperBase));
  const expected = isSine ? v.sin : v.cos;
  const misread = checked(core.peValue(pos, Math.floor(col / 2), d, paperBase));
  const m = checked(core.examMistakes(pos, dim, 0, d, paperBase));
  return {
    params: { d, base: paperBase, pos, column: col },
    prompt: rich("q.layout.prompt", {
      half: int(d / 2),
      halfLast: int(d / 2 - 1),
      d: int(d),
      base: int(paperBase),
      col: int(col),
      pos: int(pos),
    }),
    answer: expected,
    labels: [t("q.layout.label", { col: int(col), pos: int(pos) })],
    ...abs3(),
    mistakes: [
      {
        mistake: "interleaved",
        answer: col % 2 === 0 ? misread.sin : misread.cos,
        diagnosis: t("q.layout.interleaved", { col: int(col), dim: int(dim) }),
      },
      {
        mistake: "swapped",
        answer: m.swapped,
        diagnosis: t("q.layout.swapped", {
          fn: fnName(!isSine),
          pair: int(pair),
          col: int(col),
          half: isSine ? "first" : "second",
        }),
      },
      {
        mistake: "degrees",
        answer: m.degrees,
        diagnosis: t("q.layout.degrees"),
      },
    ],
    hint: rich("q.layout.hint"),
    solution: [
      rich("q.layout.which", {
        col: int(col),
        fn: fnName(isSine),
        half: int(d / 2),
        pair: int(pair),
        dim: int(dim),
      }),
      ...angleSteps(v, pos, d, paperBase).slice(1),
      rich("q.layout.value", {
        maths: tex(
          `\\${isSine ? "sin" : "cos"}(${texNumber(v.angle)}) = ${texNumber(expected)}`,
          `${isSine ? "sin" : "cos"}(${numberText(v.angle)}) = ${numberText(expected)}`,
        ),
      }),
    ],
  };
}

export const encodingKinds = {
  simple: simpleQuestion,
  value: valueQuestion,
  speed: speedQuestion,
  wavelength: wavelengthQuestion,
  base: baseQuestion,
  layout: layoutQuestion,
};
