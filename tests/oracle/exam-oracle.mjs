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

// Longer than trained, from the papers' formulas. θ_i = base^(−2i/d), λ_i = 2π/θ_i, r_i = L/λ_i
// (the turns of pair i over the training length L), s the factor:
//   ALiBi   (Press et al. 2022) m_h = 2^(−8h/H) for H a power of two; otherwise, n the largest
//           power of two below H, heads 1..n take 2^(−8h/n) and head n + k the k-th odd-numbered
//           slope of 2n heads, 2^(−8(2k − 1)/(2n)); head h adds −m_h·|i − j| to a score
//   PI      (Chen et al. 2023) position m read as m/s: the angle (m/s)·θ_i
//   NTK     (bloc97 2023) b′ = b·s^(d/(d−2)), so θ′_i/θ_i = s^(−2i/(d−2))
//   YaRN    (Peng et al. 2023) γ = 0 for r < α, 1 for r > β, (r − α)/(β − α) between;
//           θ′_i/θ_i = γ + (1 − γ)/s
//   Llama 3.1  (Meta's rule, in wavelengths) λ < L/4 kept, λ > L/1 divided by s, between
//           the blend with γ = (L/λ − 1)/(4 − 1)
const thetaOf = (i, d, base) => base ** ((-2 * i) / d);
const turnsOf = (i, d, base, length) => (length * thetaOf(i, d, base)) / (2 * Math.PI);
function alibiSlope(h, heads) {
  const n = 2 ** Math.floor(Math.log2(heads));
  return h <= n ? 2 ** ((-8 * h) / n) : 2 ** ((-8 * (2 * (h - n) - 1)) / (2 * n));
}
// θ′_i/θ_i under each rule, for the "highest" kind.
function keptShare(rule, i, { d, base, length, factor }) {
  const r = turnsOf(i, d, base, length);
  const blend = (gamma) => gamma + (1 - gamma) / factor;
  if (rule === "pi") return 1 / factor;
  if (rule === "ntk") return factor ** ((-2 * i) / (d - 2));
  if (rule === "yarn") return blend(r < 1 ? 0 : r > 32 ? 1 : (r - 1) / 31);
  const lambda = (2 * Math.PI) / thetaOf(i, d, base);
  if (lambda < length / 4) return 1;
  if (lambda > length) return 1 / factor;
  return blend((length / lambda - 1) / 3);
}
const optionOfRule = {
  pi: /^Position Interpolation/,
  ntk: /^NTK-aware/,
  yarn: /^YaRN/,
  llama3: /^Llama 3\.1/,
};

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
  ropeproof: { answer: ropeProofAnswer },
  lab: { answer: labAnswer },
  fartable: { answer: farTableAnswer },
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
  alibi: {
    answer: ({ heads, head, query, key }) => -alibiSlope(head, heads) * Math.abs(query - key),
    mistakes: ({ heads, head, query, key }) => {
      const distance = Math.abs(query - key);
      const m = alibiSlope(head, heads);
      return {
        "no-eight": -(2 ** (-head / heads)) * distance,
        "sign-flipped": m * distance,
        "slope-only": -m,
        "power-of-two": -(2 ** ((-8 * head) / heads)) * distance,
      };
    },
  },
  pi: {
    answer: ({ d, base, factor, pair, pos }) => (pos / factor) * thetaOf(pair, d, base),
    mistakes: ({ d, base, factor, pair, pos }) => ({
      multiplied: pos * factor * thetaOf(pair, d, base),
      unscaled: pos * thetaOf(pair, d, base),
    }),
  },
  ntk: {
    answer: ({ d, base, factor }) => base * factor ** (d / (d - 2)),
    mistakes: ({ d, base, factor }) => ({
      "no-exponent": base * factor,
      "inverted-exponent": base * factor ** ((d - 2) / d),
    }),
  },
  yarn: {
    answer: ({ d, base, length, alpha, beta, pair }, o) => {
      const r = turnsOf(pair, d, base, length);
      const pattern =
        r < alpha ? /^It is divided by s/ : r > beta ? /^It is kept exactly/ : /^It is blended/;
      return optionMatching(o, pattern);
    },
  },
  highest: {
    answer: (p, o) => {
      const changed = (rule) => Math.abs(keptShare(rule, p.pair, p) - 1) > 1e-12;
      const fits = Object.keys(optionOfRule).filter((rule) =>
        p.ask === "changes" ? changed(rule) : !changed(rule),
      );
      if (fits.length !== 1) throw new Error(`oracle: ${fits.length} rules fit ${p.ask}`);
      return optionMatching(o, optionOfRule[fits[0]]);
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

// The proof that RoPE's score depends only on the offset k, one step left out (params.gap; params
// m and n are the positions pos and pos + k of Q and K). A line that fills one of the three
// equations' gaps is worked out numerically: the option's line (Qᵀ, R's with their angles in
// positions, ᵀ for a transpose, K) applied to the fixed Q and K, and the right line is the one
// equal to the score (R_pos Q)ᵀ(R_(pos+k) K) itself. Two lines of the same value (none is right)
// or none would be an error. The conclusion is found by what it says.
const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉";
const fromSubscript = (text) =>
  Number([...text].map((c) => (c === "₋" ? "-" : String(SUBSCRIPTS.indexOf(c)))).join(""));
function lineValue(line, d, base) {
  const factors = line.trim().split(/\s+/);
  if (factors[0] !== "Qᵀ" || factors.at(-1) !== "K") throw new Error(`oracle: no line: ${line}`);
  let v = seededVector(6, d);
  for (const factor of factors.slice(1, -1).reverse()) {
    const match = /^R([₋₀-₉]+)(ᵀ?)$/u.exec(factor);
    if (!match) throw new Error(`oracle: no rotation: ${factor}`);
    const angle = fromSubscript(match[1]);
    v = ropeRotate(v, match[2] ? -angle : angle, base);
  }
  return seededVector(5, d).reduce((sum, x, j) => sum + x * v[j], 0);
}
function ropeProofAnswer({ d, base, m, n, gap }, options) {
  if (gap === "conclude") {
    const offset = String(n - m).replace("-", "\u2212");
    return optionMatching(options, new RegExp(`^The score depends on k = ${offset} only: moving`));
  }
  const score = ropeScore(m, n, d, base);
  const equal = options
    .map((text, index) => {
      const line = /^= (.+?), since/.exec(text);
      if (!line) throw new Error(`oracle: no line in ${text}`);
      return { index, value: lineValue(line[1], d, base) };
    })
    .filter(({ value }) => Math.abs(value - score) <= 1e-9 * (1 + Math.abs(score)));
  if (equal.length !== 1) throw new Error(`oracle: ${equal.length} lines equal the score`);
  return equal[0].index;
}

// Reading the far task's table (params: the accuracies the lab measured at lengths[0] and
// lengths[1], the chance level, and what is asked). The right option follows from the numbers
// alone, and the question must have been asked only where they decide it clearly (0.02 apart):
//   best  the model with the best accuracy at the longest length, unless even it is within 0.05
//         of chance (the page's "near chance" band) or below: then "none of them";
//   drop  the model that lost the most from the first length to the last;
//   pi    whether RoPE under PI at test time scored higher or lower at the last length.
const FAR_MARGIN = 0.02;
const CHANCE_BAND = 0.05;
const farOption = {
  sinusoidal: /^Sinusoidal:/,
  rope: /^RoPE:/,
  alibi: /^ALiBi:/,
  none: /^None of them:/,
  up: /^Yes: with every position divided/,
  down: /^No: dividing the positions/,
};
function farTableAnswer({ ask, lengths, chance, models }, options) {
  const last = lengths.length - 1;
  const names = ["sinusoidal", "rope", "alibi"];
  const clear = (a, b, what) => {
    if (!(Math.abs(a - b) >= FAR_MARGIN)) throw new Error(`oracle: ${what} too close to call`);
  };
  const leader = (value) => {
    const [first, second] = [...names].sort((a, b) => value(b) - value(a));
    clear(value(first), value(second), ask);
    return first;
  };
  if (ask === "best") {
    const at64 = (name) => models[name].accuracy[last];
    const top = Math.max(...names.map(at64));
    clear(top, chance[last] + CHANCE_BAND, "the best against chance");
    if (top < chance[last] + CHANCE_BAND) return optionMatching(options, farOption.none);
    return optionMatching(options, farOption[leader(at64)]);
  }
  if (ask === "drop") {
    const loss = (name) => models[name].accuracy[0] - models[name].accuracy[last];
    return optionMatching(options, farOption[leader(loss)]);
  }
  const [plain, stretched] = [models.rope.accuracy[last], models.ropePi.accuracy[last]];
  clear(stretched, plain, "PI against plain RoPE");
  return optionMatching(options, farOption[stretched > plain ? "up" : "down"]);
}

// How close the core's numbers must be to the oracle's: float64 rounding, or the kind's own
// tolerance (the float32 toy).
export const oracleTolerance = (kind, expected) =>
  oracle[kind].tolerance ?? 1e-9 + 2e-6 * Math.abs(expected);

// Shared with the browser tests: the comparison and peVector helpers they need.
export { comparison, peValue, peVector };
