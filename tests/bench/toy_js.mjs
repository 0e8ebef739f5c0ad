// The attention toy in plain JS over Float32Arrays: the computation attentionToy runs, as a JS
// programmer would write it, to show what the wasm core earns over it (tests/bench, not a test
// oracle: tests/oracle/toy-oracle.mjs is that). Written from docs/api.md's "The toy's fixed numbers":
//   tokens: lowercase words of letters a-z;  E: embedding rows (SplitMix64, seed 1000 + v for
//   vocabulary word v, FNV-1a-64 of the word otherwise);  P: sinusoidal rows (base 10000);
//   X = E + P;  Q, K, V = X W_Q, X W_K, X W_V (seeds 1, 2, 3, float32(u sqrt(3/d)));
//   S = Q K^T / sqrt(d);  W = softmax(S) row by row;  O = W V.
// SplitMix64 runs on pairs of 32-bit halves (Math.imul), not BigInt, and W_Q, W_K, W_V are made
// once per dModel, as the core caches them. Sums accumulate in float64 and are stored to float32.
import { VOCABULARY } from "../oracle/toy-oracle.mjs";

// (hi, lo) * (bhi, blo) mod 2^64 on unsigned 32-bit halves.
function mul64(hi, lo, bhi, blo) {
  const a0 = lo & 0xffff,
    a1 = lo >>> 16,
    b0 = blo & 0xffff,
    b1 = blo >>> 16;
  const p01 = a0 * b1,
    p10 = a1 * b0;
  const mid = ((a0 * b0) >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  const carry = a1 * b1 + (p01 >>> 16) + (p10 >>> 16) + (mid >>> 16);
  return [(carry + Math.imul(hi, blo) + Math.imul(lo, bhi)) >>> 0, Math.imul(lo, blo) >>> 0];
}

// count values u in [-1, 1) of SplitMix64(seed = seedHi * 2^32 + seedLo), times scale, into out.
function fillUniform(seedHi, seedLo, count, scale, out) {
  let hi = seedHi >>> 0,
    lo = seedLo >>> 0;
  for (let j = 0; j < count; j++) {
    // state += 0x9E3779B97F4A7C15
    const sum = lo + 0x7f4a7c15;
    lo = sum >>> 0;
    hi = (hi + 0x9e3779b9 + (sum > 0xffffffff ? 1 : 0)) >>> 0;
    // z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
    let zlo = (lo ^ ((lo >>> 30) | (hi << 2))) >>> 0,
      zhi = (hi ^ (hi >>> 30)) >>> 0;
    [zhi, zlo] = mul64(zhi, zlo, 0xbf58476d, 0x1ce4e5b9);
    // z = (z ^ (z >> 27)) * 0x94D049BB133111EB
    zlo = (zlo ^ ((zlo >>> 27) | (zhi << 5))) >>> 0;
    zhi = (zhi ^ (zhi >>> 27)) >>> 0;
    [zhi, zlo] = mul64(zhi, zlo, 0x94d049bb, 0x133111eb);
    // next = z ^ (z >> 31); u = (next >> 40) / 2^24 * 2 - 1: the top 24 bits of next
    const nextHi = (zhi ^ (zhi >>> 31)) >>> 0;
    out[j] = (((nextHi >>> 8) / 16777216) * 2 - 1) * scale;
  }
}

// FNV-1a-64 of a word of letters a-z, as [hi, lo].
function fnv1a64(word) {
  let hi = 0xcbf29ce4,
    lo = 0x84222325;
  for (let j = 0; j < word.length; j++) {
    lo = (lo ^ word.charCodeAt(j)) >>> 0;
    [hi, lo] = mul64(hi, lo, 0x00000100, 0x000001b3);
  }
  return [hi, lo];
}

const projections = new Map();
function projectionsFor(d) {
  if (!projections.has(d)) {
    const scale = Math.sqrt(3 / d);
    projections.set(
      d,
      [1, 2, 3].map((seed) => {
        const w = new Float32Array(d * d);
        fillUniform(0, seed, d * d, scale, w);
        return w;
      }),
    );
  }
  return projections.get(d);
}

// out (rows x cols) = a (rows x inner) b (inner x cols), row-major.
function matmul(a, b, rows, inner, cols) {
  const out = new Float32Array(rows * cols);
  const acc = new Float64Array(cols);
  for (let r = 0; r < rows; r++) {
    acc.fill(0);
    for (let k = 0; k < inner; k++) {
      const x = a[r * inner + k],
        row = k * cols;
      for (let j = 0; j < cols; j++) acc[j] += x * b[row + j];
    }
    out.set(acc, r * cols);
  }
  return out;
}

// Sinusoidal positions, base 10000: the whole toy in one function from here on.
export function attentionToyJs(sentence, d) {
  const tokens = sentence.toLowerCase().match(/[a-z]+/g) ?? [];
  const n = tokens.length;
  const known = tokens.map((word) => VOCABULARY.includes(word));
  const embeddings = new Float32Array(n * d);
  tokens.forEach((word, r) => {
    const v = VOCABULARY.indexOf(word);
    const [hi, lo] = v >= 0 ? [0, 1000 + v] : fnv1a64(word);
    fillUniform(hi, lo, d, 1, embeddings.subarray(r * d, (r + 1) * d));
  });
  const positions = new Float32Array(n * d);
  for (let i = 0; i < d / 2; i++) {
    const omega = 1 / Math.pow(10000, (2 * i) / d);
    for (let r = 0; r < n; r++) {
      positions[r * d + 2 * i] = Math.sin(r * omega);
      positions[r * d + 2 * i + 1] = Math.cos(r * omega);
    }
  }
  const inputs = new Float32Array(n * d);
  for (let j = 0; j < n * d; j++) inputs[j] = embeddings[j] + positions[j];
  const [wq, wk, wv] = projectionsFor(d);
  const queries = matmul(inputs, wq, n, d, d);
  const keys = matmul(inputs, wk, n, d, d);
  const values = matmul(inputs, wv, n, d, d);
  const scores = new Float32Array(n * n);
  const scale = 1 / Math.sqrt(d);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      let sum = 0;
      for (let k = 0; k < d; k++) sum += queries[r * d + k] * keys[c * d + k];
      scores[r * n + c] = sum * scale;
    }
  }
  const weights = new Float32Array(n * n);
  for (let r = 0; r < n; r++) {
    let max = -Infinity;
    for (let c = 0; c < n; c++) max = Math.max(max, scores[r * n + c]);
    let sum = 0;
    for (let c = 0; c < n; c++) sum += weights[r * n + c] = Math.exp(scores[r * n + c] - max);
    for (let c = 0; c < n; c++) weights[r * n + c] /= sum;
  }
  const outputs = matmul(weights, values, n, n, d);
  const attention = { queries, keys, values, scores, weights, outputs };
  return { tokens, known, embeddings, positions, inputs, ...attention };
}
