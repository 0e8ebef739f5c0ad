// @ts-check
// Question kinds of the sections "formula", "wavelengths" and "matrix": why simpler encodings
// fail, one value of PE, the fastest or slowest dimension, a wavelength, what the base does, and
// the concatenated layout. Each builder draws its numbers from `random` (the kind's own stream of
// the seed) and asks the core for every number it shows or expects; it only picks and words.
import { paperDimension } from "../layout.js";
import { numberText, subscriptText, texNumber, texPowerBase } from "../format.js";
import { checked, paperBase } from "./coreCall.js";
import { tex } from "./rich.js";

const range = (count) => Array.from({ length: count }, (_, k) => k);
const fnName = (isSine) => (isSine ? "sine" : "cosine");
const abs3 = {
  tolerance: { abs: 0.001 },
  toleranceText: "Answers within ±0.001 of the exact value count as correct.",
};

// The exponent 2i/d_model of a peValue result.
function exponentStep(v, d) {
  return [
    "Exponent: ",
    tex(
      `\\frac{2i}{d_{\\text{model}}} = \\frac{${v.dimSin}}{${d}} = ${texNumber(v.exponent)}`,
      `2i/d_model = ${v.dimSin}/${d} = ${numberText(v.exponent)}`,
    ),
  ];
}

// The steps from pos and pair i to the angle, shared by the value-like kinds.
function angleSteps(v, pos, d, base) {
  return [
    exponentStep(v, d),
    [
      "Frequency: ",
      tex(
        `\\omega_{${v.dimSin / 2}} = \\frac{1}{${texPowerBase(base)}^{${texNumber(v.exponent)}}} = \\frac{1}{${texNumber(v.divisor)}} = ${texNumber(v.omega)}`,
        `ω${subscriptText(v.dimSin / 2)} = 1/${numberText(base)}^${numberText(v.exponent)} = 1/${numberText(v.divisor)} = ${numberText(v.omega)}`,
      ),
    ],
    [
      "Angle, in radians: ",
      tex(
        `\\theta = \\text{pos}\\cdot\\omega = ${pos} \\times ${texNumber(v.omega)} = ${texNumber(v.angle)}`,
        `θ = pos·ω = ${pos} × ${numberText(v.omega)} = ${numberText(v.angle)}`,
      ),
    ],
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
      diagnosis: `This is PE computed with i = ${dim}, the dimension, instead of the pair index ${pair}.`,
    },
    {
      mistake: "degrees",
      answer: m.degrees,
      diagnosis:
        "This is PE with the angle read in degrees: the calculator was in degree mode. The angle pos·ωᵢ is in radians.",
    },
    {
      mistake: "two-dropped",
      answer: m.twoDropped,
      diagnosis: `This is PE computed with base^(i/d_model): the 2 of 2i was dropped from the exponent (it should be ${2 * pair}/${d}).`,
    },
    {
      mistake: "swapped",
      answer: m.swapped,
      diagnosis: `This is the ${fnName(!isSine)} of the right angle: sin and cos are swapped. Dimension j = ${dim} is ${isSine ? "even" : "odd"}, so it holds the ${fnName(isSine)}.`,
    },
    {
      mistake: "half-d-model",
      answer: m.halfDModel,
      diagnosis: `This is PE computed with d_model/2 = ${d / 2} in the exponent instead of d_model = ${d}.`,
    },
    {
      mistake: "pos-minus-one",
      answer: m.posMinusOne,
      diagnosis: `This is PE at position ${pos - 1}: the position is off by one (positions count from 0, and this one is ${pos}).`,
    },
    {
      mistake: "pos-plus-one",
      answer: m.posPlusOne,
      diagnosis: `This is PE at position ${pos + 1}: the position is off by one (positions count from 0, and this one is ${pos}).`,
    },
  ];
}

// Before the formula: what goes wrong with a simpler encoding.
function simpleQuestion(random, core) {
  const n = random.pick([4, 8, 12]);
  const flaws = [
    {
      id: "raw",
      name: "the raw index pos itself, added to every dimension",
      text: "Its numbers grow without bound: position 500 adds 500 to word vectors whose entries are about ±1, and drowns them.",
    },
    {
      id: "fraction",
      name: `the fraction pos/n of the sentence’s length n (here n = ${n})`,
      text: "The same position gets a different number in sentences of different lengths, so position 3 means nothing fixed.",
    },
    {
      id: "onehot",
      name: "a one-hot vector, a 1 in dimension pos and 0 elsewhere",
      text: "All positions are equally far apart, so nothing says 3 is nearer 4 than 40; it also needs one dimension per position.",
    },
    {
      id: "binary",
      name: "the binary digits of pos, one bit per dimension",
      text: "Its values jump between 0 and 1, so neighbouring positions such as 7 and 8 can differ in every bit at once.",
    },
  ];
  const asked = random.pick(flaws);
  const bounded = checked(core.peValue(500, 0, 8, paperBase));
  const same = checked(core.peValue(3, 0, 8, paperBase));
  const near = [3, 4, 40].map((p) => checked(core.relativeDots(41, 8, paperBase, 3)).data[p]);
  return {
    params: { encoding: asked.id, n },
    prompt: [`A first idea for a position encoding is ${asked.name}. What is wrong with it?`],
    legend: "What goes wrong",
    choices: flaws.map((flaw) => ({
      text: flaw.text,
      correct: flaw.id === asked.id,
      diagnosis: `That is true of another encoding (${flaw.name}), not of this one.`,
    })),
    hint: [
      "Ask three things of an encoding: are its numbers bounded, does a position mean the same in every sentence, and are nearby positions near?",
    ],
    solution: [
      [`The flaw of ${asked.name}: ${asked.text}`],
      [
        "The sinusoidal encoding answers all three. Its numbers stay in −1..1 at any position: ",
        tex(
          `PE_{(500,\\,0)} = \\sin 500 = ${texNumber(bounded.sin)}`,
          `PE(500, 0) = sin 500 = ${numberText(bounded.sin)}`,
        ),
        ". It does not depend on the length: ",
        tex(`PE_{(3,\\,0)} = ${texNumber(same.sin)}`, `PE(3, 0) = ${numberText(same.sin)}`),
        " in every sentence.",
      ],
      [
        "And nearby positions are near: with d_model = 8, ",
        tex(
          `PE(3)\\cdot PE(3) = ${texNumber(near[0])},\\; PE(3)\\cdot PE(4) = ${texNumber(near[1])},\\; PE(3)\\cdot PE(40) = ${texNumber(near[2])}`,
          `PE(3)·PE(3) = ${numberText(near[0])}, PE(3)·PE(4) = ${numberText(near[1])}, PE(3)·PE(40) = ${numberText(near[2])}`,
        ),
        ".",
      ],
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
    prompt: [
      `An encoding has d_model = ${d} and base ${paperBase}. Compute `,
      tex(`PE_{(${pos},\\,${dim})}`, `PE(${pos}, ${dim})`),
      `, the number in dimension j = ${dim} at position pos = ${pos}.`,
    ],
    answer: expected,
    labels: [`PE(${pos}, ${dim})`],
    ...abs3,
    mistakes: valueMistakes(core, pos, dim, d, paperBase),
    hint: [
      `Dimension j = ${dim} is ${isSine ? "even" : "odd"}, so it holds the ${fnName(isSine)} of pair i = ⌊${dim}/2⌋ = ${pair}. ` +
        "Divide pos by base^(2i/d_model) to get the angle, then take its " +
        `${fnName(isSine)} in radians.`,
    ],
    solution: [
      [
        `Dimension j = ${dim} = ${isSine ? "2i" : "2i + 1"} with i = ${pair}: the ${fnName(isSine)} of pair ${pair}.`,
      ],
      ...angleSteps(v, pos, d, paperBase),
      [
        "Value: ",
        tex(
          `PE_{(${pos},\\,${dim})} = \\${fn}(${texNumber(v.angle)}) = ${texNumber(expected)}`,
          `PE(${pos}, ${dim}) = ${fn}(${numberText(v.angle)}) = ${numberText(expected)}`,
        ),
      ],
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
    prompt: [
      `In an encoding with d_model = ${d} and base ${paperBase}, which of these dimensions oscillates ${want} as the position grows?`,
    ],
    legend: `The ${want} dimension`,
    choices: dims.map((dim) => ({
      // Padded with a figure space, so that every option has the same length.
      text: `dimension j = ${String(dim).padStart(2, "\u2007")}`,
      correct: dim === correct,
      diagnosis:
        `Dimension j = ${dim} belongs to pair i = ${pairOf(dim)}, with λ = ${lambdaText(dim)}: ` +
        `${want === "fastest" ? "longer" : "shorter"} than λ = ${lambdaText(correct)} of dimension j = ${correct}. ` +
        "Only the pair index counts, and small i turns fast.",
    })),
    hint: [
      "Only the pair index i = ⌊j/2⌋ matters: a sine and its cosine turn together. The frequency ωᵢ = 1/base^(2i/d_model) shrinks as i grows, so small i turns fast and large i slowly.",
    ],
    solution: [
      ...dims.map((dim) => [
        `Dimension j = ${dim} (${fnName(dim % 2 === 0)} of pair i = ${pairOf(dim)}): `,
        tex(
          `\\omega_{${pairOf(dim)}} = ${texNumber(f.omega[pairOf(dim)])},\\;\\; \\lambda_{${pairOf(dim)}} = ${texNumber(f.wavelength[pairOf(dim)])}`,
          `ω${subscriptText(pairOf(dim))} = ${numberText(f.omega[pairOf(dim)])}, λ${subscriptText(pairOf(dim))} = ${lambdaText(dim)}`,
        ),
      ]),
      [
        `The ${want} is dimension j = ${correct}: it has the ${want === "fastest" ? "largest" : "smallest"} ω and so the ${want === "fastest" ? "shortest" : "longest"} wavelength (positions per full turn).`,
      ],
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
    prompt: [
      `With d_model = ${d} and base ${base}, how many positions does pair i = ${pair} (dimensions j = ${v.dimSin} and ${v.dimCos}) take to turn once all the way round? That is its wavelength `,
      tex(`\\lambda_{${pair}}`, `λ${subscriptText(pair)}`),
      ".",
    ],
    answer: v.wavelength,
    labels: [`λ${subscriptText(pair)}`],
    tolerance: { rel: 0.001 },
    toleranceText: "Answers within 0.1 % of the exact value count as correct.",
    mistakes: [
      {
        mistake: "half-d-model",
        answer: m.wavelengthHalfDModel,
        diagnosis: `This is 2π·base^(4i/d_model): either d_model/2 = ${d / 2} was used for d_model, or the dimension 2i = ${2 * pair} was used as the pair index ${pair}.`,
      },
      {
        mistake: "two-dropped",
        answer: m.wavelengthTwoDropped,
        diagnosis: "This is 2π·base^(i/d_model): the 2 of 2i was dropped from the exponent.",
      },
      {
        mistake: "degrees",
        answer: m.wavelengthDegrees,
        diagnosis:
          "This takes a full turn as 360: that is degrees. The angle pos·ωᵢ is in radians, and a full turn is 2π.",
      },
      {
        mistake: "no-two-pi",
        answer: m.divisor,
        diagnosis: `This is base^(2i/d_model) = 1/ω_${pair}, the divisor: the factor 2π of a full turn is missing.`,
      },
      {
        mistake: "omega",
        answer: m.omega,
        diagnosis: `This is ω_${pair}, the frequency (radians per position). The wavelength is 2π/ωᵢ.`,
      },
    ],
    hint: [
      "A full turn is 2π radians and each position adds ωᵢ radians, so the wavelength is 2π/ωᵢ = 2π · base^(2i/d_model).",
    ],
    solution: [
      exponentStep(v, d),
      [
        "Divisor: ",
        tex(
          `${texPowerBase(base)}^{${texNumber(v.exponent)}} = ${texNumber(v.divisor)} = \\frac{1}{\\omega_{${pair}}}`,
          `${numberText(base)}^${numberText(v.exponent)} = ${numberText(v.divisor)} = 1/ω${subscriptText(pair)}`,
        ),
      ],
      [
        "Wavelength: ",
        tex(
          `\\lambda_{${pair}} = 2\\pi \\times ${texNumber(v.divisor)} = ${texNumber(v.wavelength)}`,
          `λ${subscriptText(pair)} = 2π × ${numberText(v.divisor)} = ${numberText(v.wavelength)}`,
        ),
        " positions.",
      ],
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
    prompt: [
      `With d_model = ${d} and base ${base}, the wavelengths λ₀, λ₁, … form a geometric ladder. By what factor is each wavelength longer than the one before, `,
      tex(`\\lambda_{i+1}/\\lambda_i`, "λ_(i+1)/λᵢ"),
      "?",
    ],
    answer: ladder.ratio,
    labels: ["λ_(i+1)/λᵢ"],
    tolerance: { rel: 0.001 },
    toleranceText: "Answers within 0.1 % of the exact value count as correct.",
    mistakes: [
      {
        mistake: "half-d-model",
        answer: m.ratioHalfDModel,
        diagnosis: `This is base^(4/d_model): d_model/2 = ${d / 2} was used for d_model = ${d}.`,
      },
      {
        mistake: "two-dropped",
        answer: m.ratioTwoDropped,
        diagnosis: "This is base^(1/d_model): the 2 of 2i was dropped from the exponent.",
      },
    ],
    hint: [
      "Write λᵢ = 2π·base^(2i/d_model) and λ_(i+1) = 2π·base^(2(i+1)/d_model), and divide: the 2π and most of the power cancel.",
    ],
    solution: [
      [
        tex(
          `\\frac{\\lambda_{i+1}}{\\lambda_i} = \\frac{2\\pi\\,${texPowerBase(base)}^{2(i+1)/${d}}}{2\\pi\\,${texPowerBase(base)}^{2i/${d}}} = ${texPowerBase(base)}^{2/${d}} = ${texNumber(ladder.ratio)}`,
          `λ_(i+1)/λᵢ = base^(2(i+1)/${d}) / base^(2i/${d}) = ${numberText(base)}^(2/${d}) = ${numberText(ladder.ratio)}`,
        ),
      ],
      [
        "The ladder starts at ",
        tex(
          `\\lambda_0 = 2\\pi = ${texNumber(ladder.floor)}`,
          `λ₀ = 2π = ${numberText(ladder.floor)}`,
        ),
        " whatever the base, and climbs to ",
        tex(
          `\\lambda_{${last}} = ${texNumber(ladder.wavelength[last])}`,
          `λ${subscriptText(last)} = ${numberText(ladder.wavelength[last])}`,
        ),
        `, just under base·2π = ${numberText(ladder.ceiling)}.`,
      ],
      [
        `So the base sets the top of the ladder: base ${base * 10} would make the slowest pair λ${subscriptText(last)} = ${numberText(larger.wavelength[last])} and each rung ${numberText(larger.ratio)} times the one before, while λ₀ stays 2π. ` +
          `A larger base lets the slow pairs tell apart positions much further apart; within ${n} positions, ${ladder.repeating} of the ${d / 2} pairs repeat with base ${base}.`,
      ],
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
    prompt: [
      `Many tutorials lay PE out concatenated: all ${d / 2} sines first (columns 0 to ${d / 2 - 1}), then all ${d / 2} cosines. ` +
        `With d_model = ${d} and base ${paperBase}, what number stands in column ${col} of row pos = ${pos} in that layout?`,
    ],
    answer: expected,
    labels: [`column ${col}, pos ${pos}`],
    ...abs3,
    mistakes: [
      {
        mistake: "interleaved",
        answer: col % 2 === 0 ? misread.sin : misread.cos,
        diagnosis: `This is the number in column ${col} of the interleaved layout (the paper's dimension j = ${col}). In the concatenated layout, column ${col} holds dimension j = ${dim}.`,
      },
      {
        mistake: "swapped",
        answer: m.swapped,
        diagnosis: `This is the ${fnName(!isSine)} of pair ${pair}: column ${col} is in the ${isSine ? "first (sine)" : "second (cosine)"} half.`,
      },
      {
        mistake: "degrees",
        answer: m.degrees,
        diagnosis:
          "This is the right entry with its angle read in degrees: the angle pos·ωᵢ is in radians.",
      },
    ],
    hint: [
      `In the concatenated layout, column c < d_model/2 is the sine of pair i = c, and column c ≥ d_model/2 the cosine of pair i = c − d_model/2.`,
    ],
    solution: [
      [
        `Column ${col} is ${isSine ? `below d_model/2 = ${d / 2}: the sine of pair i = ${pair}` : `at or past d_model/2 = ${d / 2}: the cosine of pair i = ${col} − ${d / 2} = ${pair}`}, which the paper's interleaved layout keeps in dimension j = ${dim}.`,
      ],
      ...angleSteps(v, pos, d, paperBase).slice(1),
      [
        "Value: ",
        tex(
          `\\${isSine ? "sin" : "cos"}(${texNumber(v.angle)}) = ${texNumber(expected)}`,
          `${isSine ? "sin" : "cos"}(${numberText(v.angle)}) = ${numberText(expected)}`,
        ),
        ". The two layouts hold the same numbers; only the order of the columns differs, a fixed permutation that a model's first matrix can undo.",
      ],
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
