// @ts-check
// The exam's question kinds. Each builder draws its parameters (a position, a dimension, an
// offset, the order of the options) from a seeded generator and asks the core for every number:
// the expected answer, the hint's and the worked solution's steps. Nothing here evaluates the
// positional-encoding formulas; it picks, arranges and words.
//
//   const q = buildQuestion(kind, seed, core);
//   q.params     the random choices, as plain data (shown to nobody; tests and links use them)
//   q.prompt     rich text: an array of strings and { tex, display? } pieces
//   q.answer     { type: "numbers", fields: [{ label }], expected: [x], tolerance, toleranceText }
//                or { type: "choice", legend, options: [{ id, text }], correct }
//   q.hint       rich text
//   q.solution   an array of steps, each rich text
//   q.error      set instead of the above if the core refused (it should not)
import { questionKindIds } from "./examKinds.js";
import { numberText, subscriptText, texFactor, texNumber, texPowerBase } from "./format.js";
import { streamFor } from "./seededRandom.js";

const paperBase = 10000;
// The toy's words: nouns and verbs from its built-in vocabulary.
const nouns = ["dog", "man", "woman", "cat", "bird", "fish"];
const verbs = ["bites", "sees", "chased", "loves", "eats", "saw"];

const tex = (text) => ({ tex: text });
// Maths on a line of its own (display style).
const texBlock = (text) => ({ tex: text, display: true });
const range = (count) => Array.from({ length: count }, (_, k) => k);
// Vectors side by side as the columns of an array, with a heading each (narrow enough for a phone).
function texColumns(headings, columns, digits = 3) {
  const rows = columns[0].length;
  const lines = [headings.map((h) => `\\text{${h}}`).join(" & ")];
  for (let r = 0; r < rows; r += 1) {
    lines.push(columns.map((column) => texNumber(column[r], digits)).join(" & "));
  }
  return `\\begin{array}{${"r".repeat(columns.length)}} ${lines[0]} \\\\ \\hline ${lines.slice(1).join(" \\\\ ")} \\end{array}`;
}

class CoreRefused extends Error {}

// Every core call goes through here: a refusal becomes the question's error, not a crash.
function checked(result) {
  if (!result.ok) throw new CoreRefused(result.error);
  return result;
}

// 1. Compute PE(pos, j) for a small d_model.
function valueQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const pos = random.int(1, 30);
  const dim = random.int(0, d - 1);
  const pair = Math.floor(dim / 2);
  const v = checked(core.peValue(pos, pair, d, paperBase));
  const isSine = dim === v.dimSin;
  const fn = isSine ? "\\sin" : "\\cos";
  const expected = isSine ? v.sin : v.cos;
  return {
    params: { d, base: paperBase, pos, dim },
    prompt: [
      `An encoding has d_model = ${d} and base ${paperBase}. Compute `,
      tex(`PE_{(${pos},\\,${dim})}`),
      `, the number in dimension ${dim} at position ${pos}.`,
    ],
    answer: {
      type: "numbers",
      fields: [{ label: `PE(${pos}, ${dim})` }],
      expected: [expected],
      tolerance: { abs: 0.001 },
      toleranceText: "Answers within ±0.001 of the exact value count as correct.",
    },
    hint: [
      `Dimension ${dim} is ${isSine ? "even" : "odd"}, so it holds the ${isSine ? "sine" : "cosine"} ` +
        `of pair i = ⌊${dim}/2⌋ = ${pair}. Divide pos by base^(2i/d_model) to get the angle, ` +
        `then take its ${isSine ? "sine" : "cosine"} in radians.`,
    ],
    solution: [
      [
        `Dimension ${dim} = ${isSine ? "2i" : "2i + 1"} with i = ${pair}: the ${isSine ? "sine" : "cosine"} of pair ${pair}.`,
      ],
      [
        "Exponent: ",
        tex(`\\frac{2i}{d_{\\text{model}}} = \\frac{${v.dimSin}}{${d}} = ${texNumber(v.exponent)}`),
      ],
      [
        "Divisor: ",
        tex(`${texPowerBase(paperBase)}^{${texNumber(v.exponent)}} = ${texNumber(v.divisor)}`),
      ],
      [
        "Angle: ",
        tex(
          `\\theta = \\frac{${pos}}{${texNumber(v.divisor)}} = ${pos} \\times ${texNumber(v.omega)} = ${texNumber(v.angle)}`,
        ),
      ],
      [
        "Value: ",
        tex(`PE_{(${pos},\\,${dim})} = ${fn}(${texNumber(v.angle)}) = ${texNumber(expected)}`),
      ],
    ],
  };
}

// 2. Which of four dimensions oscillates fastest (or slowest)?
function speedQuestion(random, core) {
  const d = random.pick([8, 12, 16, 20, 24, 32]);
  const pairs = random.sample(range(d / 2), 4);
  const dims = pairs.map((pair) => 2 * pair + random.int(0, 1));
  const want = random.pick(["fastest", "slowest"]);
  const f = checked(core.peFrequencies(d, paperBase));
  const omegaOf = (dim) => f.omega[Math.floor(dim / 2)];
  // The answer is the option whose pair has the largest (fastest) or smallest (slowest) omega.
  const better = want === "fastest" ? (a, b) => a > b : (a, b) => a < b;
  const correct = dims.reduce((best, dim) => (better(omegaOf(dim), omegaOf(best)) ? dim : best));
  const lines = dims.map((dim) => {
    const pair = Math.floor(dim / 2);
    return [
      `Dimension ${dim} (${dim % 2 === 0 ? "sine" : "cosine"} of pair ${pair}): `,
      tex(
        `\\omega_{${pair}} = ${texNumber(f.omega[pair])},\\;\\; \\lambda_{${pair}} = ${texNumber(f.wavelength[pair])}`,
      ),
    ];
  });
  return {
    params: { d, base: paperBase, dims, want },
    prompt: [
      `In an encoding with d_model = ${d} and base ${paperBase}, which of these dimensions ` +
        `oscillates ${want} as the position grows?`,
    ],
    answer: {
      type: "choice",
      legend: `The ${want} dimension`,
      options: dims.map((dim) => ({ id: String(dim), text: `dimension ${dim}` })),
      correct: String(correct),
    },
    hint: [
      "Only the pair index i = ⌊dimension/2⌋ matters: a sine and its cosine turn together. " +
        "The frequency ω_i = 1/base^(2i/d_model) shrinks as i grows, so small i turns fast " +
        "and large i slowly.",
    ],
    solution: [
      ...lines,
      [
        `The ${want} is dimension ${correct}: it has the ${want === "fastest" ? "largest" : "smallest"} ` +
          `ω and so the ${want === "fastest" ? "shortest" : "longest"} wavelength (positions per full turn).`,
      ],
    ],
  };
}

// 3. The wavelength of one pair.
function wavelengthQuestion(random, core) {
  const d = random.pick([8, 16, 32, 64]);
  const base = random.pick([100, 1000, paperBase]);
  const pair = random.int(1, d / 2 - 1);
  const v = checked(core.peValue(0, pair, d, base));
  return {
    params: { d, base, i: pair },
    prompt: [
      `With d_model = ${d} and base ${base}, how many positions does pair i = ${pair} ` +
        `(dimensions ${v.dimSin} and ${v.dimCos}) take to turn once all the way round? ` +
        "That is its wavelength ",
      tex(`\\lambda_{${pair}}`),
      ".",
    ],
    answer: {
      type: "numbers",
      fields: [{ label: `λ${subscriptText(pair)}` }],
      expected: [v.wavelength],
      tolerance: { rel: 0.001 },
      toleranceText: "Answers within 0.1 % of the exact value count as correct.",
    },
    hint: [
      "A full turn is 2π radians and each position adds ω_i radians, so the wavelength is " +
        "2π/ω_i = 2π · base^(2i/d_model).",
    ],
    solution: [
      [
        "Exponent: ",
        tex(`\\frac{2i}{d_{\\text{model}}} = \\frac{${v.dimSin}}{${d}} = ${texNumber(v.exponent)}`),
      ],
      [
        "Divisor: ",
        tex(
          `${texPowerBase(base)}^{${texNumber(v.exponent)}} = ${texNumber(v.divisor)} = \\frac{1}{\\omega_{${pair}}}`,
        ),
      ],
      [
        "Wavelength: ",
        tex(
          `\\lambda_{${pair}} = 2\\pi \\times ${texNumber(v.divisor)} = ${texNumber(v.wavelength)}`,
        ),
        " positions.",
      ],
    ],
  };
}

// 4. Fill in the 2 x 2 block of M_k for a given omega and k.
function shiftQuestion(random, core) {
  const d = random.pick([4, 8]);
  // Pairs 0 to 2 at most: a slower pair turns so little in 12 steps that its block is nearly
  // the identity, and rounding to 3 decimals would hide the question.
  const pair = random.int(0, Math.min(2, d / 2 - 1));
  const k = random.int(2, 12);
  const pos = random.int(0, 20);
  const m = checked(core.shiftMatrix(k, d, paperBase));
  // peValue at "position" k gives the angle omega*k and its sine and cosine.
  const atK = checked(core.peValue(k, pair, d, paperBase));
  const check = checked(core.shiftIdentity(pos, k, pair, d, paperBase));
  const r = atK.dimSin;
  const entry = (row, col) => m.data[(r + row) * d + r + col];
  const expected = [entry(0, 0), entry(0, 1), entry(1, 0), entry(1, 1)];
  const omega = texNumber(atK.omega);
  return {
    params: { d, base: paperBase, i: pair, k, omega: atK.omega },
    prompt: [
      `Pair i = ${pair} of an encoding with d_model = ${d} (base ${paperBase}) turns by `,
      tex(`\\omega = ${omega}`),
      ` radian per position. Fill in its 2 × 2 block of M${subscriptText(k)}, the matrix that ` +
        `moves the pair ${k} positions on:`,
      texBlock(
        `\\begin{pmatrix} \\sin\\omega(\\text{pos}+${k}) \\\\ \\cos\\omega(\\text{pos}+${k}) \\end{pmatrix} = ` +
          `\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} ` +
          `\\begin{pmatrix} \\sin\\omega\\,\\text{pos} \\\\ \\cos\\omega\\,\\text{pos} \\end{pmatrix}`,
      ),
    ],
    answer: {
      type: "numbers",
      fields: [
        { label: "a (row 1, column 1)" },
        { label: "b (row 1, column 2)" },
        { label: "c (row 2, column 1)" },
        { label: "d (row 2, column 2)" },
      ],
      expected,
      tolerance: { abs: 0.001 },
      toleranceText: "Each entry within ±0.001 of the exact value counts as correct.",
    },
    hint: [
      "Expand sin(x + y) and cos(x + y) with x = ω·pos and y = ω·k. The numbers that multiply " +
        "sin x and cos x are the entries; they contain only ω·k.",
    ],
    solution: [
      [
        "The angle added by k steps: ",
        tex(`\\omega k = ${omega} \\times ${k} = ${texNumber(atK.angle)}`),
      ],
      [
        tex(
          `\\cos(\\omega k) = ${texNumber(atK.cos)}, \\quad \\sin(\\omega k) = ${texNumber(atK.sin)}`,
        ),
      ],
      [
        "Angle addition puts them in place: ",
        tex(
          `\\begin{pmatrix} \\cos\\omega k & \\sin\\omega k \\\\ -\\sin\\omega k & \\cos\\omega k \\end{pmatrix} = ` +
            `\\begin{pmatrix} ${texNumber(expected[0])} & ${texNumber(expected[1])} \\\\ ` +
            `${texNumber(expected[2])} & ${texNumber(expected[3])} \\end{pmatrix}`,
        ),
      ],
      [
        `Check at pos = ${pos}: directly `,
        tex(`\\sin\\omega(${pos}+${k}) = ${texNumber(check.sinDirect)}`),
        "; through the block ",
        tex(
          `a \\cdot ${texFactor(check.sinPos)} + b \\cdot ${texFactor(check.cosPos)} = ${texNumber(check.sinIdentity)}`,
        ),
        ".",
      ],
    ],
  };
}

// 5. Is PE(pos + k) a linear function of PE(pos)? The answer with its reason.
function linearQuestion(random, core) {
  const d = random.pick([8, 16, 32, 64]);
  const k = random.int(2, 40);
  const pos1 = random.int(0, 50);
  const pos2 = pos1 + random.int(100, 900);
  const c1 = checked(core.shiftCheck(pos1, k, d, paperBase));
  const c2 = checked(core.shiftCheck(pos2, k, d, paperBase));
  const pair0 = checked(core.peValue(k, 0, d, paperBase));
  const options = [
    {
      id: "rotation",
      text:
        "Yes. Pair by pair, angle addition writes sin and cos of ω(pos + k) as sums of " +
        "sin(ω·pos) and cos(ω·pos) times cos(ωk) and sin(ωk), which depend on k only: " +
        "PE(pos + k) = Mₖ PE(pos) with one matrix Mₖ for every pos.",
    },
    {
      id: "nonlinear",
      text:
        "No. Sine and cosine are not linear functions, so PE(pos + k) cannot be a linear " +
        "function of PE(pos).",
    },
    {
      id: "small-angle",
      text:
        "Only approximately: sin x ≈ x for small angles, so it works for small pos and breaks " +
        "down for large pos.",
    },
    {
      id: "per-position",
      text:
        "Yes, but the matrix must be rebuilt for every pos, because it contains cos(ω·pos) and " +
        "sin(ω·pos).",
    },
  ];
  return {
    params: { d, base: paperBase, k, pos: [pos1, pos2] },
    prompt: [
      `Fix the offset k = ${k} (d_model = ${d}, base ${paperBase}). Is PE(pos + ${k}) a linear ` +
        "function of PE(pos), the same function for every pos? Pick the answer with the right reason.",
    ],
    answer: {
      type: "choice",
      legend: "Answer and reason",
      options: random.shuffle(options),
      correct: "rotation",
    },
    hint: [
      "Write sin(ω(pos + k)) with the angle-addition formula, then ask which of the factors " +
        "change when pos changes.",
    ],
    solution: [
      [
        tex(
          `\\sin\\omega(\\text{pos}+k) = \\cos(\\omega k)\\,\\sin(\\omega\\,\\text{pos}) + \\sin(\\omega k)\\,\\cos(\\omega\\,\\text{pos})`,
        ),
      ],
      [
        tex(
          `\\cos\\omega(\\text{pos}+k) = -\\sin(\\omega k)\\,\\sin(\\omega\\,\\text{pos}) + \\cos(\\omega k)\\,\\cos(\\omega\\,\\text{pos})`,
        ),
      ],
      [
        `With k = ${k} fixed, cos(ωk) and sin(ωk) are constants; for pair 0 (ω = 1) they are `,
        tex(`\\cos ${k} = ${texNumber(pair0.cos)},\\; \\sin ${k} = ${texNumber(pair0.sin)}`),
        `. They fill the block-diagonal M${subscriptText(k)}, a linear map.`,
      ],
      [
        `The same M${subscriptText(k)} applied at pos = ${pos1} and at pos = ${pos2} gives ` +
          `PE(pos + ${k}) to within ${numberText(c1.maxAbsError, 3)} and ` +
          `${numberText(c2.maxAbsError, 3)}: rounding error, nothing more. Sine is not linear ` +
          "in its angle, but the map from one vector to the next is.",
      ],
    ],
  };
}

// 6. Sum or concatenation: how the position enters the vector attention sees.
function sumQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const [a, b] = random.sample(nouns, 2);
  const sentence = `${a} ${random.pick(verbs)} ${b}`;
  const w = random.int(0, 2);
  const toy = checked(core.attentionToy(sentence, "sinusoidal", d));
  const word = toy.tokens[w];
  const row = (values) => values.subarray(w * d, (w + 1) * d);
  const options = [
    {
      id: "add",
      text: `${d} numbers: PE(${w}) also has ${d} numbers and is added to the word’s embedding, element by element.`,
    },
    {
      id: "concat",
      text: `${2 * d} numbers: PE(${w}) is appended after the ${d} numbers of the embedding.`,
    },
    {
      id: "index",
      text: `${d + 1} numbers: the position ${w} is appended to the embedding as one extra number.`,
    },
    {
      id: "multiply",
      text: `${d} numbers: the embedding is multiplied element by element by PE(${w}).`,
    },
  ];
  return {
    params: { d, sentence, w, word },
    prompt: [
      `In this page’s toy model (d_model = ${d}, sinusoidal positions, as in the original ` +
        `Transformer), the word “${word}” stands at position ${w} of “${sentence}”. ` +
        "How many numbers does the vector that attention receives for it have, and how does its position get in?",
    ],
    answer: {
      type: "choice",
      legend: "Size and combination",
      options: random.shuffle(options),
      correct: "add",
    },
    hint: [
      "The token embedding and PE(pos) are built to have the same length, d_model. What is the " +
        "cheapest way to combine two vectors of the same length?",
    ],
    solution: [
      [
        `The embedding E of “${word}”, its position vector PE(${w}) and what attention ` +
          "receives, their element-wise sum, one dimension per row:",
        texBlock(
          texColumns(
            ["E", `PE(${w})`, `E + PE(${w})`],
            [row(toy.embeddings), row(toy.positions), row(toy.inputs)],
          ),
        ),
      ],
      [
        `Still ${d} numbers. Concatenation would also carry both, but every vector would be ` +
          `${2 * d} wide and W_Q, W_K and W_V would each need twice as many rows. The sum costs ` +
          "nothing, and in practice the model learns to keep word and position apart in " +
          "different directions of the same space.",
      ],
    ],
  };
}

// 7. Why attention without positions cannot tell the two sentences apart.
function orderQuestion(random, core) {
  const [a, b] = random.sample(nouns, 2);
  const verb = random.pick(verbs);
  const first = `${a} ${verb} ${b}`;
  const second = `${b} ${verb} ${a}`;
  const none = checked(core.compareSentences(first, second, "none", 8));
  const withPe = checked(core.compareSentences(first, second, "sinusoidal", 8));
  const verbAt = none.b.tokens.indexOf(verb);
  const options = [
    {
      id: "permutation",
      text:
        "Each word arrives as the same vector in both sentences, only in another order. " +
        "Attention compares every word with every word, so the weights are the same numbers " +
        `with rows and columns swapped, and the output for “${verb}” is a weighted sum whose ` +
        "terms are merely listed in another order.",
    },
    {
      id: "softmax",
      text: "The softmax squashes the small differences between the two sentences to zero.",
    },
    {
      id: "symmetric",
      text: "W_Q and W_K are symmetric matrices, so swapping two words changes nothing.",
    },
    {
      id: "neighbours",
      text:
        `Attention only looks at neighbouring words, and “${verb}” has the same two ` +
        "neighbours in both sentences.",
    },
  ];
  return {
    params: { first, second, verb },
    prompt: [
      `Without positional encoding, self-attention gives “${verb}” exactly the same output ` +
        `vector in “${first}” and in “${second}”. Why?`,
    ],
    answer: {
      type: "choice",
      legend: "The reason",
      options: random.shuffle(options),
      correct: "permutation",
    },
    hint: [
      "Nothing in Q = XW_Q, K = XW_K, V = XW_V or the softmax looks at where a word stands. " +
        "What happens to these matrices when the rows of X are reordered?",
    ],
    solution: [
      [
        `The second sentence is the first rearranged: word r of “${second}” is word ` +
          `p(r) of “${first}” with p = [${none.permutation.join(", ")}].`,
      ],
      [
        "The toy (d_model = 8, no positions) gives weights that differ from the first " +
          `sentence’s, rows and columns reordered by p, by at most ${numberText(none.maxWeightDiff, 3)}, ` +
          `and the output for “${verb}” moves by ${numberText(none.tokenShift[verbAt], 3)}: ` +
          (none.maxWeightDiff === 0 && none.tokenShift[verbAt] === 0
            ? "the same numbers, to the last bit."
            : "nothing but the rounding of 32-bit arithmetic."),
      ],
      [
        "Add sinusoidal positions and the tie breaks: the weights then differ by up to " +
          `${numberText(withPe.maxWeightDiff, 3)}, and the output for “${verb}” moves by ` +
          `${numberText(withPe.tokenShift[verbAt], 3)}.`,
      ],
    ],
  };
}

const builders = {
  value: valueQuestion,
  speed: speedQuestion,
  wavelength: wavelengthQuestion,
  shift: shiftQuestion,
  linear: linearQuestion,
  sum: sumQuestion,
  order: orderQuestion,
};

// The question of `kind` for `seed`: the same pair always gives the same question. Each kind
// draws from its own stream, so switching kinds does not change the other kinds' questions.
export function buildQuestion(kind, seed, core) {
  const stream = questionKindIds.indexOf(kind);
  const build = builders[kind];
  if (!build || stream < 0) return { error: `there is no kind of question called ${kind}` };
  try {
    return { kind, seed, ...build(streamFor(seed, stream), core) };
  } catch (error) {
    if (error instanceof CoreRefused) return { error: error.message };
    throw error;
  }
}

// The reader's number, as typed: "0.84", "-0.5", ".5", "8.4e-1", "+1", "−0.5" (a typographic
// minus). Anything else is undefined, so the field can say what it expects.
export function parseAnswer(text) {
  const cleaned = String(text)
    .trim()
    .replace(/^\u2212/, "-");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

// Whether a typed value is close enough to the core's value.
export function withinTolerance(value, expected, tolerance) {
  const allowed = tolerance.rel !== undefined ? tolerance.rel * Math.abs(expected) : tolerance.abs;
  return Math.abs(value - expected) <= allowed;
}
