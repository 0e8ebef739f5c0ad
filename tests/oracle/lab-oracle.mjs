// An independent float64 model of the training lab, written from the documentation in
// cpp/include/pe/lab/task.hpp and model.hpp (not from the C++ code): the sentence generator, so a
// test can rebuild the batch of any training step, and the forward pass and loss from the
// parameters that labWeights returns.

import { SplitMix64 } from "./toy-oracle.mjs";

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
export const VOCABULARY = [
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

// One sentence of n tokens: the split of the n - 5 fillers, the roles, then the words left to right.
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
  return { tokens, verb, agent };
}

// The batch of training step `step` for `seed`: stream state (step + 1) * 2^32 + seed, each
// sentence's length 5 + uniformBelow(12) first.
export function trainingBatch(seed, step, batch) {
  const rng = new SplitMix64((BigInt(step + 1) << 32n) | BigInt(seed));
  const sentences = [];
  for (let j = 0; j < batch; j++) sentences.push(drawSentence(rng, 5 + uniformBelow(rng, 12)));
  return sentences;
}

// The test set of length n: the first `count` sentences of the stream with state
// 0x7E57AB1E * 2^32 + n, each of exactly n tokens (no length draw).
export function testSet(n, count) {
  const rng = new SplitMix64((0x7e57ab1en << 32n) | BigInt(n));
  return Array.from({ length: count }, () => drawSentence(rng, n));
}

const isAdjective = (t) => t >= 15 && t <= 20;
const isAdverb = (t) => t >= 21 && t <= 25;

// P(s | n) from the words alone (task.hpp): 1/C(e+2, 2) for the split of the e = n - 5 fillers,
// (1/2)^2 for the determiners, 1/6 per adjective, 1/5 for the verb and per adverb, 1/56 for the
// ordered pair of distinct nouns.
export function sentenceProbability(tokens) {
  const e = tokens.length - 5;
  const adjectives = tokens.filter(isAdjective).length;
  const adverbs = tokens.filter(isAdverb).length;
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
export function blindCeiling(n, count) {
  let sum = 0;
  for (const { tokens } of testSet(n, count)) {
    const p = sentenceProbability(tokens);
    const q = sentenceProbability(swapNouns(tokens));
    sum += Math.max(p, q) / (p + q);
  }
  return sum / count;
}

export function sentenceText(sentence) {
  return sentence.tokens.map((t) => VOCABULARY[t]).join(" ");
}

// --- the model -------------------------------------------------------------------------------

const D = 16;

// row r of x (rows x cols) times w (cols x outCols)
function rowTimes(x, w, cols, outCols) {
  const out = new Float64Array(outCols);
  for (let k = 0; k < cols; k++) {
    for (let j = 0; j < outCols; j++) out[j] += x[k] * w[k * outCols + j];
  }
  return out;
}

function rotate(v, pos) {
  const out = new Float64Array(D);
  for (let i = 0; i < D / 2; i++) {
    const angle = pos / Math.pow(10000, (2 * i) / D);
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    out[2 * i] = v[2 * i] * c - v[2 * i + 1] * s;
    out[2 * i + 1] = v[2 * i] * s + v[2 * i + 1] * c;
  }
  return out;
}

function softmax(values) {
  const max = Math.max(...values);
  const e = values.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

// One sentence through the model of `weights` (labWeights' result): the verb's attention, the
// probabilities over the nouns and the loss for the sentence's agent.
export function forward(weights, sentence, causal) {
  const { tokens, verb, agent } = sentence;
  const kind = weights.kind;
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
  let q = rowTimes(x[verb], weights.wQ, D, D);
  if (kind === "rope") q = rotate(q, verb);
  const keys = causal ? verb + 1 : tokens.length;
  const scores = [];
  const values = [];
  for (let j = 0; j < keys; j++) {
    let k = rowTimes(x[j], weights.wK, D, D);
    if (kind === "rope") k = rotate(k, j);
    let dot = 0;
    for (let i = 0; i < D; i++) dot += q[i] * k[i];
    scores.push(dot / Math.sqrt(D));
    values.push(rowTimes(x[j], weights.wV, D, D));
  }
  const a = softmax(scores);
  const c = new Float64Array(D);
  for (let j = 0; j < keys; j++) for (let i = 0; i < D; i++) c[i] += a[j] * values[j][i];
  const o = rowTimes(c, weights.wO, D, D);
  const h = x[verb].map((v, i) => v + o[i]);
  const z = Array.from(rowTimes(h, weights.readout, D, 8), (v, j) => v + weights.readoutBias[j]);
  const max = Math.max(...z);
  const logSumExp = max + Math.log(z.reduce((s, v) => s + Math.exp(v - max), 0));
  const attention = new Float64Array(tokens.length);
  attention.set(a);
  const probabilities = softmax(z);
  const predicted = probabilities.indexOf(Math.max(...probabilities));
  return { attention, probabilities, loss: logSumExp - z[agent], correct: predicted === agent };
}

// The batch's mean loss and accuracy.
export function batchLoss(weights, sentences, causal) {
  let loss = 0;
  let correct = 0;
  for (const s of sentences) {
    const r = forward(weights, s, causal);
    loss += r.loss;
    correct += r.correct ? 1 : 0;
  }
  return { loss: loss / sentences.length, accuracy: correct / sentences.length };
}
