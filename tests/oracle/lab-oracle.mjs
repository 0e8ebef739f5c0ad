// An independent float64 model of the training lab, written from the documentation in
// cpp/include/pe/lab/task.hpp, model.hpp and lab.hpp (not from the C++ code): the sentence
// generator of both tasks, so a test can rebuild the batch of any training step (at any training
// lengths) and any test set, and the forward pass and loss from the parameters that labWeights
// returns, for every kind (none, sinusoidal, learned, rope, alibi), any head count, with or without
// the causal mask, and with a stretched RoPE (rope-scaling-oracle.mjs, the formulas' own oracle).

import { SplitMix64 } from "./toy-oracle.mjs";
import { ropeOracle } from "./rope-scaling-oracle.mjs";

// --- the generator ---------------------------------------------------------------------------

// SplitMix64 (pe/splitmix.hpp) with BigInt arithmetic: the toy oracle's, itself written from the
// documentation.
export { SplitMix64 };

// Exactly uniform in 0..k-1: reject draws at or past 2^64 - (2^64 mod k).
export function uniformBelow(rng, k) {
  const big = BigInt(k);
  const limit = (1n << 64n) - ((1n << 64n) % big);
  let x = rng.next();
  while (x >= limit) x = rng.next();
  return Number(x % big);
}

export const NOUNS = ["dog", "man", "cat", "bird", "child", "farmer", "teacher", "horse"];
// The 26 words a reader may type, in token order: what labCreate's `vocabulary` lists.
export const WORDS = [
  "the",
  "a",
  ...NOUNS,
  "bites",
  "sees",
  "chases",
  "helps",
  "follows",
  "big",
  "small",
  "old",
  "young",
  "happy",
  "angry",
  "today",
  "quickly",
  "again",
  "often",
  "loudly",
];
// The far task's query, token 26: never typed, appended by the core.
export const QUERY = 26;
// Every token (the embeddings' 27 rows): the words, then "who".
export const VOCABULARY = [...WORDS, "who"];
export const TASKS = ["local", "far"];
// The shortest sentence of a task, and the training lengths of a batch by default.
export const MIN_LENGTH = { local: 5, far: 6 };
export const DEFAULT_LENGTHS = { local: [5, 16], far: [6, 16] };
// RoPE's base and the length the lab trains at (a stretched RoPE's original length L).
export const ROPE_BASE = 10000;
export const TRAIN_LENGTH = 16;

// One local sentence of n tokens: the split of the n - 5 fillers, the roles, then the words left
// to right. It is read at the verb.
export function drawSentence(rng, n) {
  const e = n - 5;
  let c = uniformBelow(rng, ((e + 2) * (e + 1)) / 2);
  let a1 = 0;
  while (c >= e - a1 + 1) {
    c -= e - a1 + 1;
    a1++;
  }
  const a2 = c;
  const b = e - a1 - a2;
  const agent = uniformBelow(rng, 8);
  let patient = uniformBelow(rng, 7);
  if (patient >= agent) patient++;
  const tokens = [uniformBelow(rng, 2)];
  for (let j = 0; j < a1; j++) tokens.push(15 + uniformBelow(rng, 6));
  tokens.push(2 + agent);
  const verb = tokens.length;
  tokens.push(10 + uniformBelow(rng, 5));
  tokens.push(uniformBelow(rng, 2));
  for (let j = 0; j < a2; j++) tokens.push(15 + uniformBelow(rng, 6));
  tokens.push(2 + patient);
  for (let j = 0; j < b; j++) tokens.push(21 + uniformBelow(rng, 5));
  return { tokens, verb, reader: verb, agent };
}

// The same sentence followed by the query "who", read there (the far task).
export function withQuery(sentence) {
  const tokens = [...sentence.tokens, QUERY];
  return { ...sentence, tokens, reader: tokens.length - 1 };
}

// One sentence of the task of n tokens in all: far draws a local sentence of n - 1 tokens and
// appends the query.
export function drawTaskSentence(rng, n, task = "local") {
  return task === "far" ? withQuery(drawSentence(rng, n - 1)) : drawSentence(rng, n);
}

// The batch of training step `step` for `seed`: stream state (step + 1) * 2^32 + seed; each
// sentence draws its length lo + uniformBelow(hi - lo + 1) first, then its words.
export function trainingBatch(seed, step, batch, task = "local", lengths = DEFAULT_LENGTHS[task]) {
  const [lo, hi] = lengths;
  const rng = new SplitMix64((BigInt(step + 1) << 32n) | BigInt(seed));
  const sentences = [];
  for (let j = 0; j < batch; j++) {
    sentences.push(drawTaskSentence(rng, lo + uniformBelow(rng, hi - lo + 1), task));
  }
  return sentences;
}

// The test set of length n: the first `count` sentences of the stream with state
// 0x7E57AB1E * 2^32 + n, each of exactly n tokens (no length draw; far: n - 1 words and the query).
export function testSet(n, count, task = "local") {
  const rng = new SplitMix64((0x7e57ab1en << 32n) | BigInt(n));
  return Array.from({ length: count }, () => drawTaskSentence(rng, n, task));
}

const isAdjective = (t) => t >= 15 && t <= 20;
const isAdverb = (t) => t >= 21 && t <= 25;

// P(s | n) from the words alone (task.hpp): 1/C(e+2, 2) for the split of the e = n - 5 fillers,
// (1/2)^2 for the determiners, 1/6 per adjective, 1/5 for the verb and per adverb, 1/56 for the
// ordered pair of distinct nouns. A final query is not a word of the sentence.
export function sentenceProbability(tokens) {
  const words = tokens.at(-1) === QUERY ? tokens.slice(0, -1) : tokens;
  const e = words.length - 5;
  const adjectives = words.filter(isAdjective).length;
  const adverbs = words.filter(isAdverb).length;
  return (1 / (((e + 2) * (e + 1)) / 2)) * 0.25 * 6 ** -adjectives * 5 ** -(1 + adverbs) * (1 / 56);
}

// The sentence with its two nouns exchanged: the same bag of words, the other noun as agent.
export function swapNouns(tokens) {
  const at = tokens.flatMap((t, j) => (t >= 2 && t <= 9 ? [j] : []));
  const out = [...tokens];
  [out[at[0]], out[at[1]]] = [tokens[at[1]], tokens[at[0]]];
  return out;
}

// The best mean accuracy of a model blind to order on a test set: on each sentence s it answers
// s and swap(s) alike, so it is right at best max(P(s), P(swap s)) / (P(s) + P(swap s)).
export function blindCeiling(n, count, task = "local") {
  let sum = 0;
  for (const { tokens } of testSet(n, count, task)) {
    const p = sentenceProbability(tokens);
    const q = sentenceProbability(swapNouns(tokens));
    sum += Math.max(p, q) / (p + q);
  }
  return sum / count;
}

// What a reader types for the sentence: its words, without the far task's query.
export function sentenceText(sentence) {
  return sentence.tokens
    .filter((t) => t !== QUERY)
    .map((t) => VOCABULARY[t])
    .join(" ");
}

// --- position: ALiBi's slopes and RoPE's rotation -------------------------------------------

// ALiBi's slopes by Press et al.'s rule for H a power of two: m_h = 2^(-8h/H), h = 1..H.
export function alibiSlopes(heads) {
  if (!Number.isInteger(Math.log2(heads))) throw new Error(`no power of two: ${heads} heads`);
  return Array.from({ length: heads }, (_, h) => 2 ** ((-8 * (h + 1)) / heads));
}

// The rotation of a model of dHead lanes per head: theta_i = 10000^(-2i/dHead) (i < dHead/2) and
// attention factor 1, or, with a scaling {kind, factor}, the stretched frequencies of
// rope-scaling-oracle.mjs with original length 16 (the training length) and YaRN's attention
// factor. labTrain and labEvaluate default the factor to max(1, longest / 16).
export function ropeRotation(dHead, scaling = null) {
  if (!scaling || scaling.kind === "none") {
    const frequencies = Array.from({ length: dHead / 2 }, (_, i) =>
      Math.pow(ROPE_BASE, (-2 * i) / dHead),
    );
    return { frequencies, attentionFactor: 1, factor: 1 };
  }
  const r = ropeOracle(dHead, ROPE_BASE, {
    kind: scaling.kind,
    factor: scaling.factor,
    originalLength: TRAIN_LENGTH,
  });
  return {
    frequencies: Array.from(r.frequencies),
    attentionFactor: r.attentionFactor,
    factor: r.factor,
  };
}

export const defaultFactor = (longest) => Math.max(1, longest / TRAIN_LENGTH);

// --- the model -------------------------------------------------------------------------------

// row vector x (cols) times w (cols x outCols)
function rowTimes(x, w, cols, outCols) {
  const out = new Float64Array(outCols);
  for (let k = 0; k < cols; k++) {
    for (let j = 0; j < outCols; j++) out[j] += x[k] * w[k * outCols + j];
  }
  return out;
}

// v (D lanes) rotated by pos, each head's lanes h*dHead + 2i, +2i+1 by pos theta_i, times f.
function rotate(v, pos, heads, rotation) {
  const D = v.length;
  const dHead = D / heads;
  const f = rotation.attentionFactor;
  const out = new Float64Array(D);
  for (let h = 0; h < heads; h++) {
    for (let i = 0; i < dHead / 2; i++) {
      const a = h * dHead + 2 * i;
      const angle = pos * rotation.frequencies[i];
      const c = f * Math.cos(angle);
      const s = f * Math.sin(angle);
      out[a] = v[a] * c - v[a + 1] * s;
      out[a + 1] = v[a] * s + v[a + 1] * c;
    }
  }
  return out;
}

function softmax(values) {
  const max = Math.max(...values);
  const e = values.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

// One sentence ({tokens, reader, agent}) through the model of `weights` (labWeights' result: its
// kind, causal, heads, dModel and tensors), optionally with a stretched RoPE (`scaling`:
// {kind, factor}, a rope model only). Returns the reader's attention (mean over the heads, n
// values) and each head's (heads x n, 0 past the causal mask), the probabilities over the nouns,
// the loss for the sentence's agent, whether argmax is the agent, and the margin between the two
// largest logits (a test may not hold the float32 core to an argmax the oracle calls a near tie).
export function forward(weights, sentence, { scaling = null } = {}) {
  const { tokens, reader, agent } = sentence;
  const { kind, causal, heads } = weights;
  const D = weights.dModel;
  const dHead = D / heads;
  const n = tokens.length;
  const x = tokens.map((t, pos) => {
    const row = new Float64Array(D);
    for (let j = 0; j < D; j++) {
      let p = 0;
      if (kind === "sinusoidal") {
        const angle = pos / Math.pow(10000, (2 * Math.floor(j / 2)) / D);
        p = j % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
      } else if (kind === "learned") {
        p = weights.positions[pos * D + j];
      }
      row[j] = weights.embeddings[t * D + j] + p;
    }
    return row;
  });
  const rotation = kind === "rope" ? ropeRotation(dHead, scaling) : null;
  const slopes = kind === "alibi" ? alibiSlopes(heads) : null;
  let q = rowTimes(x[reader], weights.wQ, D, D);
  if (rotation) q = rotate(q, reader, heads, rotation);
  const m = causal ? reader + 1 : n;
  const keys = [];
  const values = [];
  for (let j = 0; j < m; j++) {
    let k = rowTimes(x[j], weights.wK, D, D);
    if (rotation) k = rotate(k, j, heads, rotation);
    keys.push(k);
    values.push(rowTimes(x[j], weights.wV, D, D));
  }
  const c = new Float64Array(D);
  const headAttention = new Float64Array(heads * n);
  const attention = new Float64Array(n);
  for (let h = 0; h < heads; h++) {
    const lanes = Array.from({ length: dHead }, (_, i) => h * dHead + i);
    const scores = [];
    for (let j = 0; j < m; j++) {
      let dot = 0;
      for (const i of lanes) dot += q[i] * keys[j][i];
      let s = dot / Math.sqrt(dHead);
      if (slopes) s -= slopes[h] * Math.abs(reader - j);
      scores.push(s);
    }
    const a = softmax(scores);
    for (let j = 0; j < m; j++) {
      headAttention[h * n + j] = a[j];
      attention[j] += a[j] / heads;
      for (const i of lanes) c[i] += a[j] * values[j][i];
    }
  }
  const o = rowTimes(c, weights.wO, D, D);
  const hidden = x[reader].map((v, i) => v + o[i]);
  const z = Array.from(
    rowTimes(hidden, weights.readout, D, 8),
    (v, j) => v + weights.readoutBias[j],
  );
  const max = Math.max(...z);
  const logSumExp = max + Math.log(z.reduce((s, v) => s + Math.exp(v - max), 0));
  const probabilities = softmax(z);
  const predicted = z.indexOf(max);
  const sorted = [...z].sort((u, v) => v - u);
  return {
    attention,
    headAttention,
    probabilities,
    loss: logSumExp - z[agent],
    correct: predicted === agent,
    margin: sorted[0] - sorted[1],
  };
}

// Logit margins below this are near ties: float32 may pick either noun.
export const TIE_MARGIN = 1e-4;

// The batch's mean loss and accuracy, and how many of its sentences are near ties.
export function batchLoss(weights, sentences, options = {}) {
  let loss = 0;
  let correct = 0;
  let ties = 0;
  for (const s of sentences) {
    const r = forward(weights, s, options);
    loss += r.loss;
    correct += r.correct ? 1 : 0;
    ties += r.margin < TIE_MARGIN ? 1 : 0;
  }
  return { loss: loss / sentences.length, accuracy: correct / sentences.length, ties };
}

// --- the initial weights -----------------------------------------------------------------------

// The tensors of labWeights in the order the parameters are drawn (model.hpp), rows x cols, with
// the standard deviation of their Gaussians: E 27 x 32 and P 16 x 32 at 0.3, the five matrices at
// 1/sqrt(32); b_r is 0.
export const TENSORS = [
  ["embeddings", 27, 32, 0.3],
  ["positions", 16, 32, 0.3],
  ["wQ", 32, 32, 1 / Math.sqrt(32)],
  ["wK", 32, 32, 1 / Math.sqrt(32)],
  ["wV", 32, 32, 1 / Math.sqrt(32)],
  ["wO", 32, 32, 1 / Math.sqrt(32)],
  ["readout", 32, 8, 1 / Math.sqrt(32)],
];

// The initial weights of `seed`, every tensor (positions too): SplitMix64 from state seed, one
// Gaussian per two draws by Box-Muller, u1 = ((x1 >> 11) + 1) / 2^53, u2 = (x2 >> 11) / 2^53,
// z = sqrt(-2 ln u1) cos(2 pi u2), each value float32(std z), row-major in the order of TENSORS.
export function initialWeights(seed) {
  const rng = new SplitMix64(seed);
  const out = {};
  for (const [name, rows, cols, std] of TENSORS) {
    out[name] = Float32Array.from({ length: rows * cols }, () => {
      const u1 = Number((rng.next() >> 11n) + 1n) / 2 ** 53;
      const u2 = Number(rng.next() >> 11n) / 2 ** 53;
      return std * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    });
  }
  out.readoutBias = new Float32Array(8);
  return out;
}
