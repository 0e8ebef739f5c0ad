// An independent float64 oracle of the attention toy, written from its documented definitions
// (docs/api.md "The toy's fixed numbers", cpp/include/pe/toy_weights.hpp, splitmix.hpp, attention.hpp),
// never from the C++ code and never calling the module under test:
//
//   SplitMix64 (64-bit BigInt arithmetic):
//     state += 0x9E3779B97F4A7C15; z = state; z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
//     z = (z ^ (z >> 27)) * 0x94D049BB133111EB; next = z ^ (z >> 31)
//     u = (next >> 40) / 2^24 * 2 - 1                      (in [-1, 1), exact in float32)
//   FNV-1a-64: h = 0xCBF29CE484222325; for each byte: h ^= byte; h *= 0x100000001B3 (mod 2^64)
//   embedding of vocabulary word v (0-based, VOCABULARY order): d values u, seed 1000 + v
//   embedding of any other word: d values u, seed FNV-1a-64 of its letters
//   W_Q, W_K, W_V: d x d, row-major, row = input dim; seeds 1, 2, 3; values float32(u * sqrt(3/d))
//   learned positions: 16 x d values u, seed 4
//   sinusoidal positions: PE(pos)[2i] = sin(pos w_i), PE(pos)[2i+1] = cos(pos w_i), w_i = 10000^(-2i/d)
//   X = float32(E + P); Q = X W_Q, K = X W_K, V = X W_V; S = Q K^T / sqrt(d);
//   W = softmax(S) row by row (subtract the row max); O = W V
//   causal mask: row s of the softmax runs over the keys t <= s; W[s][t] = 0 for t > s
//   words: runs of \p{L} and \p{M} (JS's own Unicode tables), joined by one ' or ’ between two
//     such characters (written '), each code point lowercased on its own by toLowerCase
//
// Everything after X is float64 here; the module works in float32, so tests compare with tolerances.
import { omegaOf, peVector } from "./oracle.mjs";

const MASK64 = (1n << 64n) - 1n;

export class SplitMix64 {
  constructor(seed) {
    this.state = BigInt.asUintN(64, BigInt(seed));
  }

  next() {
    this.state = (this.state + 0x9e3779b97f4a7c15n) & MASK64;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  }

  uniform() {
    return (Number(this.next() >> 40n) / 16777216) * 2 - 1;
  }
}

export function fnv1a64(text) {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & MASK64;
  }
  return h;
}

// The built-in vocabulary, in seed order. This is data (cpp/src/toy_weights.cpp, kVocabulary), not
// logic, so it is copied: word number v has embedding seed 1000 + v.
export const VOCABULARY = Object.freeze([
  "the",
  "a",
  "dog",
  "man",
  "woman",
  "cat",
  "bites",
  "saw",
  "sees",
  "chased",
  "loves",
  "eats",
  "fish",
  "bird",
  "ball",
  "park",
  "in",
  "on",
  "and",
  "big",
  "small",
  "red",
  "quickly",
  "ran",
]);

export const LEARNED_MAX_LEN = 16;
export const MAX_TOKENS = 32;
export const MAX_CHARS = 256;
export const SINUSOIDAL_BASE = 10000;

function uniformValues(seed, count, scale, toFloat32) {
  const rng = new SplitMix64(seed);
  const values = new Float64Array(count);
  for (let j = 0; j < count; j++) {
    const v = rng.uniform() * scale;
    values[j] = toFloat32 ? Math.fround(v) : v;
  }
  return values;
}

export function embeddingSeed(word) {
  const v = VOCABULARY.indexOf(word);
  return v >= 0 ? BigInt(1000 + v) : fnv1a64(word);
}

export function wordEmbedding(word, dModel) {
  return uniformValues(embeddingSeed(word), dModel, 1, false);
}

const projectionCache = new Map();
// seed 1, 2, 3 = W_Q, W_K, W_V (row-major d x d, row = input dim); cached: BigInt is slow at d = 512.
export function projectionMatrix(seed, dModel) {
  const key = `${seed}/${dModel}`;
  if (!projectionCache.has(key)) {
    projectionCache.set(key, uniformValues(seed, dModel * dModel, Math.sqrt(3 / dModel), true));
  }
  return projectionCache.get(key);
}

export function learnedTable(dModel) {
  return uniformValues(4, LEARNED_MAX_LEN * dModel, 1, false);
}

// Words of letters and combining marks of any script, by JS's regex Unicode properties; an
// apostrophe between two of them stays in the word. Each code point is lowercased on its own, so
// that no context rule (the final sigma of String.prototype.toLowerCase on a whole word) applies:
// that is the simple, one-to-one mapping wherever toLowerCase maps one code point to one (callers
// keep away from the few where it does not, such as U+0130). A lone surrogate is refused.
// Returns {ok, tokens, characters} or {ok: false, reason}.
// A Han letter is a word of its own (with its variation selectors); other letters and marks make
// words as runs, joined across single apostrophes. The Han script from JS's own tables (a different
// source from the core's block ranges).
const WORD =
  /(?:(?=\p{L})\p{Script=Han}[\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]*)|(?:(?:(?!\p{Script=Han})[\p{L}\p{M}])+(?:['’](?:(?!\p{Script=Han})[\p{L}\p{M}])+)*)/gu;
export function lowerEach(word) {
  return [...word].map((c) => c.toLowerCase()).join("");
}
export function tokenize(sentence) {
  if (/\p{Surrogate}/u.test(sentence)) return { ok: false, reason: "utf" };
  const characters = [...sentence].length;
  if (characters > MAX_CHARS) return { ok: false, reason: "chars" };
  const tokens = (sentence.match(WORD) ?? []).map((word) => lowerEach(word.replace(/’/g, "'")));
  if (tokens.length < 1) return { ok: false, reason: "empty" };
  if (tokens.length > MAX_TOKENS) return { ok: false, reason: "tokens" };
  return { ok: true, tokens, characters };
}

// Row-major (n x k) times (k x m), float64.
function matMulRect(a, b, n, k, m) {
  const c = new Float64Array(n * m);
  for (let r = 0; r < n; r++) {
    for (let t = 0; t < k; t++) {
      const x = a[r * k + t];
      for (let col = 0; col < m; col++) c[r * m + col] += x * b[t * m + col];
    }
  }
  return c;
}

// Row-major (n x k) times the transpose of (m x k), float64.
function matMulTransposed(a, b, n, k, m) {
  const c = new Float64Array(n * m);
  for (let r = 0; r < n; r++) {
    for (let col = 0; col < m; col++) {
      let sum = 0;
      for (let t = 0; t < k; t++) sum += a[r * k + t] * b[col * k + t];
      c[r * m + col] = sum;
    }
  }
  return c;
}

// For tolerances: |A| |B| (element-wise absolute values), the scale of the rounding error of A B.
export function absMatMul(a, b, n, k, m) {
  return matMulRect(a.map(Math.abs), b.map(Math.abs), n, k, m);
}

// causal: row r over its first r + 1 scores only; the rest of the row stays 0.
export function softmaxRows(scores, n, causal = false) {
  const weights = new Float64Array(n * n);
  for (let r = 0; r < n; r++) {
    const seen = causal ? r + 1 : n;
    const row = scores.subarray(r * n, r * n + seen);
    const max = Math.max(...row);
    let sum = 0;
    for (let c = 0; c < seen; c++) sum += weights[r * n + c] = Math.exp(row[c] - max);
    for (let c = 0; c < seen; c++) weights[r * n + c] /= sum;
  }
  return weights;
}

// Rotary embedding of one vector at position m: pair i turns by m / base^(2i/d), counterclockwise:
// (x0, x1) -> (x0 cos - x1 sin, x0 sin + x1 cos).
export function ropeRotate(x, m, base) {
  const d = x.length;
  const out = new Float64Array(d);
  for (let i = 0; i < d / 2; i++) {
    const angle = m * omegaOf(i, d, base);
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    out[2 * i] = x[2 * i] * c - x[2 * i + 1] * s;
    out[2 * i + 1] = x[2 * i] * s + x[2 * i + 1] * c;
  }
  return out;
}

// The seeded q (seed 5) and k (seed 6) of ropeCheck and ropeDots.
export function seededVector(seed, d) {
  const rng = new SplitMix64(seed);
  return Float64Array.from({ length: d }, () => rng.uniform());
}

// The whole toy for one sentence; throws on input the module must refuse (tests check those apart).
export function attentionToy(sentence, peKind, dModel, { causal = false } = {}) {
  const parsed = tokenize(sentence);
  if (!parsed.ok) throw new Error(`oracle: sentence refused (${parsed.reason})`);
  const { tokens } = parsed;
  const n = tokens.length;
  const d = dModel;
  const embeddings = new Float64Array(n * d);
  const positions = new Float64Array(n * d);
  tokens.forEach((word, r) => embeddings.set(wordEmbedding(word, d), r * d));
  if (peKind === "sinusoidal") {
    for (let r = 0; r < n; r++) positions.set(peVector(r, d, SINUSOIDAL_BASE), r * d);
  } else if (peKind === "learned") {
    if (n > LEARNED_MAX_LEN) throw new Error("oracle: no learned row");
    positions.set(learnedTable(d).subarray(0, n * d));
  } else if (peKind !== "none" && peKind !== "rope") {
    throw new Error(`oracle: unknown peKind ${peKind}`);
  }
  const inputs = embeddings.map((e, j) => Math.fround(e + positions[j]));
  const [wq, wk, wv] = [1, 2, 3].map((seed) => projectionMatrix(seed, d));
  const queries = matMulRect(inputs, wq, n, d, d);
  const keys = matMulRect(inputs, wk, n, d, d);
  const values = matMulRect(inputs, wv, n, d, d);
  if (peKind === "rope") {
    // RoPE: query and key rows rotated pair by pair by (position * omega_i); values untouched.
    for (let r = 0; r < n; r++) {
      queries.set(ropeRotate(queries.subarray(r * d, (r + 1) * d), r, SINUSOIDAL_BASE), r * d);
      keys.set(ropeRotate(keys.subarray(r * d, (r + 1) * d), r, SINUSOIDAL_BASE), r * d);
    }
  }
  const scale = 1 / Math.sqrt(d);
  const scores = matMulTransposed(queries, keys, n, d, n).map((s) => s * scale);
  const weights = softmaxRows(scores, n, causal);
  const outputs = matMulRect(weights, values, n, n, d);
  return {
    n,
    dModel: d,
    tokens,
    known: tokens.map((w) => VOCABULARY.includes(w)),
    embeddings,
    positions,
    inputs,
    queries,
    keys,
    values,
    scores,
    weights,
    outputs,
    projections: { wq, wk, wv },
  };
}

// For each token of b, the index in a of the same word (the j-th occurrence in b pairs with the j-th
// occurrence in a), or -1.
export function matchTokens(tokensA, tokensB) {
  const seen = new Map();
  return tokensB.map((word) => {
    const j = seen.get(word) ?? 0;
    seen.set(word, j + 1);
    let count = 0;
    for (let i = 0; i < tokensA.length; i++) {
      if (tokensA[i] === word && count++ === j) return i;
    }
    return -1;
  });
}

export function isPermutationOf(tokensA, tokensB) {
  const sorted = (t) => JSON.stringify([...t].sort());
  return tokensA.length === tokensB.length && sorted(tokensA) === sorted(tokensB);
}

// What compareSentences reports, computed from two toy results (any of the oracle's or the module's).
export function comparison(a, b) {
  const permutation = matchTokens(a.tokens, b.tokens);
  const d = a.dModel;
  let maxWeightDiff = 0;
  let maxOutputDiff = 0;
  const tokenShift = permutation.map((p, r) => {
    if (p < 0) return -1;
    let sq = 0;
    for (let j = 0; j < d; j++) {
      const diff = b.outputs[r * d + j] - a.outputs[p * d + j];
      maxOutputDiff = Math.max(maxOutputDiff, Math.abs(diff));
      sq += diff * diff;
    }
    permutation.forEach((q, c) => {
      if (q < 0) return;
      const diff = b.weights[r * b.n + c] - a.weights[p * a.n + q];
      maxWeightDiff = Math.max(maxWeightDiff, Math.abs(diff));
    });
    return Math.sqrt(sq);
  });
  return {
    isPermutation: isPermutationOf(a.tokens, b.tokens),
    permutation,
    maxWeightDiff,
    maxOutputDiff,
    tokenShift,
  };
}
