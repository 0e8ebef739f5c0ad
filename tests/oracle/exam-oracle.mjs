// An independent oracle for the exam's questions (web/js/exam/): from a question's params (and,
// for multiple choice, the options' texts) it works out the right answer and the result of each
// common mistake with nothing but Math and the float64 oracles of oracle.mjs and toy-oracle.mjs.
// It never calls the core or the exam's code. Used by tests/js/exam-*.test.mjs and by the
// browser tests, which read params off the page (data-question).
import { omegaOf, peValue, peVector, relativeDot, shiftMatrix } from "./oracle.mjs";
import {
  attentionToy,
  comparison,
  LEARNED_MAX_LEN,
  ropeRotate,
  seededVector,
} from "./toy-oracle.mjs";
import { blindCeiling, NOUNS } from "./lab-oracle.mjs";

const rad = Math.PI / 180;
const f = (dim, angle) => (dim % 2 === 0 ? Math.sin(angle) : Math.cos(angle));
const g = (dim, angle) => (dim % 2 === 0 ? Math.cos(angle) : Math.sin(angle));
const pairOf = (dim) => Math.floor(dim / 2);
const block = (a) => [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a)];
const sumOverPairs = (d, term) =>
  Array.from({ length: d / 2 }, (_, i) => term(i)).reduce((a, b) => a + b, 0);

// The concatenated layout's column c holds the paper's dimension: 2c for c < d/2, else 2(c − d/2) + 1.
export const concatenatedDimension = (c, d) => (c < d / 2 ? 2 * c : 2 * (c - d / 2) + 1);

// RoPE's score of the fixed Q (seed 5) at position a and K (seed 6) at position b.
function ropeScore(a, b, d, base) {
  const q = ropeRotate(seededVector(5, d), a, base);
  const k = ropeRotate(seededVector(6, d), b, base);
  return q.reduce((sum, v, j) => sum + v * k[j], 0);
}

function toyScore(sentence, d, s, t) {
  const toy = attentionToy(sentence, "sinusoidal", d);
  let dot = 0;
  for (let j = 0; j < d; j += 1)
    dot += Math.fround(toy.queries[s * d + j]) * Math.fround(toy.keys[t * d + j]);
  return dot;
}

/** @param {string[]} options @param {RegExp} pattern */
function optionMatching(options, pattern) {
  const found = options.map((text, n) => (pattern.test(text) ? n : -1)).filter((n) => n >= 0);
  if (found.length !== 1) throw new Error(`oracle: ${found.length} options match ${pattern}`);
  return found[0];
}

// Each kind: answer(params, options) -> number, number[] or the right option's index, and for the
// number kinds mistakes(params) -> { mistake id: its result }.
export const oracle = {
  order: { answer: (p, o) => optionMatching(o, /is the same vector in both sentences/) },
  simple: {
    answer: ({ encoding }, o) =>
      optionMatching(
        o,
        {
          raw: /grow without bound/,
          fraction: /different lengths/,
          onehot: /equally far apart/,
          binary: /jump between 0 and 1/,
        }[encoding],
      ),
  },
  value: {
    answer: ({ d, base, pos, dim }) => f(dim, pos * omegaOf(pairOf(dim), d, base)),
    mistakes: ({ d, base, pos, dim }) => {
      const w = omegaOf(pairOf(dim), d, base);
      return {
        degrees: f(dim, pos * w * rad),
        "dimension-as-pair": f(dim, pos * omegaOf(dim, d, base)),
        "two-dropped": f(dim, pos / base ** (pairOf(dim) / d)),
        swapped: g(dim, pos * w),
        "half-d-model": f(dim, pos / base ** ((2 * pairOf(dim)) / (d / 2))),
        "pos-minus-one": f(dim, (pos - 1) * w),
        "pos-plus-one": f(dim, (pos + 1) * w),
      };
    },
  },
  speed: {
    answer: ({ d, base, dims, want }, o) => {
      const lambda = (dim) => 2 * Math.PI * base ** ((2 * pairOf(dim)) / d);
      const sorted = [...dims].sort((a, b) => lambda(a) - lambda(b));
      const right = want === "fastest" ? sorted[0] : sorted[sorted.length - 1];
      return optionMatching(o, new RegExp(`^dimension j = \\D*${right}$`));
    },
  },
  wavelength: {
    answer: ({ d, base, i }) => 2 * Math.PI * base ** ((2 * i) / d),
    mistakes: ({ d, base, i }) => ({
      "half-d-model": 2 * Math.PI * base ** ((4 * i) / d),
      "two-dropped": 2 * Math.PI * base ** (i / d),
      degrees: 360 * base ** ((2 * i) / d),
      "no-two-pi": base ** ((2 * i) / d),
      omega: omegaOf(i, d, base),
    }),
  },
  base: {
    answer: ({ d, base }) => base ** (2 / d),
    mistakes: ({ d, base }) => ({
      "half-d-model": base ** (4 / d),
      "two-dropped": base ** (1 / d),
    }),
  },
  layout: {
    answer: ({ d, base, pos, column }) => {
      const dim = concatenatedDimension(column, d);
      return f(dim, pos * omegaOf(pairOf(dim), d, base));
    },
    mistakes: ({ d, base, pos, column }) => {
      const dim = concatenatedDimension(column, d);
      const w = omegaOf(pairOf(dim), d, base);
      return {
        interleaved: f(column, pos * omegaOf(pairOf(column), d, base)),
        swapped: g(dim, pos * w),
        degrees: f(dim, pos * w * rad),
      };
    },
  },
  shift: {
    answer: ({ d, base, i, k }) => {
      const m = shiftMatrix(k, d, base);
      const r = 2 * i;
      return [m[r * d + r], m[r * d + r + 1], m[(r + 1) * d + r], m[(r + 1) * d + r + 1]];
    },
    mistakes: ({ d, base, i, k }) => {
      const a = omegaOf(i, d, base) * k;
      return {
        "sign-flipped": block(-a),
        swapped: [Math.sin(a), Math.cos(a), -Math.cos(a), Math.sin(a)],
        degrees: block(a * rad),
      };
    },
  },
  linear: { answer: (p, o) => optionMatching(o, /^Yes: angle addition/) },
  relative: {
    answer: ({ d, base, k, pos }) => relativeDot(pos[0] + k, pos[0], d, base),
    mistakes: ({ d, base, k }) => ({
      degrees: sumOverPairs(d, (i) => Math.cos(omegaOf(i, d, base) * k * rad)),
      swapped: sumOverPairs(d, (i) => Math.sin(omegaOf(i, d, base) * k)),
      "half-d-model": sumOverPairs(d, (i) => Math.cos(k / base ** ((2 * i) / (d / 2)))),
    }),
  },
  symmetry: { answer: (p, o) => optionMatching(o, /cosine is even/) },
  sum: { answer: ({ d }, o) => optionMatching(o, new RegExp(`^${d} numbers: .* is added to`)) },
  scale: {
    // The toy computes Q and K in float32: its scores agree with this float64 oracle to ~1e-7.
    tolerance: 1e-5,
    answer: ({ d, sentence, s, t }) => toyScore(sentence, d, s, t) / Math.sqrt(d),
    mistakes: ({ d, sentence, s, t }) => ({
      unscaled: toyScore(sentence, d, s, t),
      "over-d-model": toyScore(sentence, d, s, t) / d,
    }),
  },
  params: {
    answer: ({ d }) => LEARNED_MAX_LEN * d,
    mistakes: ({ d }) => ({
      added: LEARNED_MAX_LEN + d,
      "half-d-model": (LEARNED_MAX_LEN * d) / 2,
      "rows-only": LEARNED_MAX_LEN,
      sinusoidal: 0,
    }),
  },
  maxlen: { answer: ({ pos }, o) => optionMatching(o, new RegExp(`^There is no row ${pos}:`)) },
  rope: {
    answer: ({ d, base, pos, k, shift }) => ropeScore(pos + shift, pos + k + shift, d, base),
    mistakes: ({ d, base, pos, k, shift }) => ({
      "key-only": ropeScore(pos, pos + k + shift, d, base),
      "sign-flipped": ropeScore(pos + k, pos, d, base),
    }),
  },
  rotated: { answer: (p, o) => optionMatching(o, /^The queries and the keys/) },
  lab: { answer: labAnswer },
  ceiling: {
    answer: ({ length, count }) => ceilingOf(length, count),
    mistakes: ({ length, count, lengths, models }) => {
      const k = lengths.indexOf(length);
      return {
        causal: models.noneCausal.accuracy[k],
        nouns: 1 / NOUNS.length,
        percent: 100 * ceilingOf(length, count),
        measured: models.none.accuracy[k],
      };
    },
  },
};

// The lab's ceiling on a test set, from the generator's exact probabilities (lab-oracle.mjs);
// kept per test set, as every question of a length asks about the same one.
const ceilings = new Map();
function ceilingOf(length, count) {
  const key = `${length}:${count}`;
  if (!ceilings.has(key)) ceilings.set(key, blindCeiling(length, count));
  return ceilings.get(key);
}

// Reading the lab's table (params: the accuracies the lab measured, and what is asked). The right
// option follows from the numbers and from what each kind of position is:
//   longest  the model with the best accuracy at the longest length, which must also still
//            name the agent there: at least 0.9, the band the page calls "stays high";
//   none     the model without position sits at the ceiling, within 4 standard deviations of a
//            sample of `count` (training: of the 50 batches of 16), so its score is the ceiling;
//   learned  no accuracy exactly at the lengths past max_len: its table has no rows there.
const optionOfModel = {
  none: /^No position:/,
  sinusoidal: /^Sinusoidal:/,
  learned: /^Learned:/,
  rope: /^RoPE:/,
};
function labAnswer({ ask, lengths, count, maxLen, models }, options) {
  const last = lengths.length - 1;
  if (ask === "longest") {
    const names = Object.keys(models).filter((name) => models[name].accuracy[last] !== null);
    const best = names.reduce((a, b) =>
      models[b].accuracy[last] > models[a].accuracy[last] ? b : a,
    );
    const { accuracy } = models[best];
    if (!(accuracy[last] >= 0.9)) throw new Error(`oracle: ${best} did not hold up`);
    return optionMatching(options, optionOfModel[best]);
  }
  if (ask === "none") {
    const ceiling = ceilingOf(lengths[0], count);
    const { training, accuracy } = models.none;
    const near = (a, samples) =>
      Math.abs(a - ceiling) <= 4 * Math.sqrt((ceiling * (1 - ceiling)) / samples);
    if (!near(accuracy[0], count) || !near(training, 50 * 16)) {
      throw new Error(`oracle: the model without position is not at the ceiling ${ceiling}`);
    }
    return optionMatching(options, /^It is the ceiling:/);
  }
  const past = lengths.map((n) => n > maxLen);
  if (!lengths.every((n, k) => (models.learned.accuracy[k] === null) === past[k])) {
    throw new Error("oracle: the learned model is refused exactly past max_len");
  }
  return optionMatching(
    options,
    new RegExp(`^Its table has rows for positions 0 to ${maxLen - 1} only`),
  );
}

// How close the core's numbers must be to the oracle's: float64 rounding, or the kind's own
// tolerance (the float32 toy).
export const oracleTolerance = (kind, expected) =>
  oracle[kind].tolerance ?? 1e-9 + 2e-6 * Math.abs(expected);

// Shared with the browser tests: the comparison and peVector helpers they need.
export { comparison, peValue, peVector };
