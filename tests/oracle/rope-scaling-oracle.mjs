// A float64 oracle of stretched RoPE frequencies and ALiBi's slopes, written from the published
// formulas (never from the module under test); used by tests/js/rope-scaling.test.mjs
// (ropeFrequencies, alibiSlopes) and by the lab's oracle (lab-oracle.mjs: a rope model trained or
// evaluated with options.scaling).
//   θ_i = 1 / base^(2i/d), λ_i = 2π / θ_i, r_i = L / λ_i (the turns of pair i over the training
//   length L), s the factor;
//   none    θ'_i = θ_i
//   pi      θ'_i = θ_i / s                                  (Chen et al. 2023)
//   ntk     θ'_i = b'^(-2i/d), b' = b · s^(d/(d−2))          (bloc97 2023)
//   yarn    γ(r) = 0 if r < α, 1 if r > β, else (r − α)/(β − α); θ'_i = (1 − γ) θ_i / s + γ θ_i;
//           attention factor 0.1 ln s + 1                   (Peng et al. 2023, the paper's ramp)
//   llama3  Hugging Face's _compute_llama3_parameters, in wavelengths: λ_i < L/high kept,
//           λ_i > L/low divided by s, between smoothed by (L/λ_i − low)/(high − low); defaults
//           s 8, low 1, high 4, L 8192
//   ALiBi   Press et al.'s get_slopes: 2^(-8/n)^h for n a power of two, else the slopes of the
//           largest power of two n below H followed by every other slope of 2n heads.

export const LLAMA3 = { factor: 8, low: 1, high: 4, originalLength: 8192 };
export const YARN = { alpha: 1, beta: 32, originalLength: 8192 };

export function inverseFrequencies(dModel, base) {
  return Float64Array.from({ length: dModel / 2 }, (_, i) => 1 / Math.pow(base, (2 * i) / dModel));
}

// The paper's ramp, linear in the turns r.
export function yarnRamp(r, alpha, beta) {
  if (r < alpha) return 0;
  if (r > beta) return 1;
  return (r - alpha) / (beta - alpha);
}

/** What ropeFrequencies should answer, in float64. */
export function ropeOracle(dModel, base, options = {}) {
  const kind = options.kind ?? "none";
  const factor = options.factor ?? (kind === "llama3" ? LLAMA3.factor : 1);
  const L = options.originalLength ?? 8192;
  const original = inverseFrequencies(dModel, base);
  const half = dModel / 2;
  const turns = original.map((theta) => L / ((2 * Math.PI) / theta));
  let frequencies;
  let ramp = new Float64Array(0);
  let usedBase = base;
  let attentionFactor = 1;
  if (kind === "none") {
    frequencies = Float64Array.from(original);
  } else if (kind === "pi") {
    frequencies = original.map((theta) => theta / factor);
  } else if (kind === "ntk") {
    usedBase = base * Math.pow(factor, dModel / (dModel - 2));
    frequencies = inverseFrequencies(dModel, usedBase);
  } else if (kind === "yarn") {
    const alpha = options.alpha ?? YARN.alpha;
    const beta = options.beta ?? YARN.beta;
    ramp = turns.map((r) => yarnRamp(r, alpha, beta));
    frequencies = original.map((theta, i) => (1 - ramp[i]) * (theta / factor) + ramp[i] * theta);
    attentionFactor = 0.1 * Math.log(factor) + 1;
  } else if (kind === "llama3") {
    // transformers' _compute_llama3_parameters, element by element.
    const lowFreqFactor = options.lowFrequencyFactor ?? LLAMA3.low;
    const highFreqFactor = options.highFrequencyFactor ?? LLAMA3.high;
    const lowFreqWavelen = L / lowFreqFactor;
    const highFreqWavelen = L / highFreqFactor;
    frequencies = new Float64Array(half);
    ramp = new Float64Array(half);
    for (let i = 0; i < half; i++) {
      const invFreq = original[i];
      const wavelen = (2 * Math.PI) / invFreq;
      const llama = wavelen > lowFreqWavelen ? invFreq / factor : invFreq;
      const smooth = (L / wavelen - lowFreqFactor) / (highFreqFactor - lowFreqFactor);
      const medium = !(wavelen < highFreqWavelen) && !(wavelen > lowFreqWavelen);
      frequencies[i] = medium ? (1 - smooth) * (llama / factor) + smooth * llama : llama;
      // The share of θ_i kept: 1 for the high frequencies, 0 for the low ones.
      ramp[i] = medium ? smooth : wavelen < highFreqWavelen ? 1 : 0;
    }
  } else {
    throw new Error(`the oracle has no kind ${kind}`);
  }
  return {
    kind,
    factor: kind === "none" ? 1 : factor, // none scales nothing, whatever factor it is given
    base: usedBase,
    attentionFactor,
    original,
    frequencies,
    wavelengths: frequencies.map((theta) => (2 * Math.PI) / theta),
    turns,
    kept: frequencies.map((theta, i) => theta / original[i]),
    ramp,
  };
}

/** Press et al.'s get_slopes (github.com/ofirpress/attention_with_linear_biases), in JS. */
export function getSlopes(n) {
  const getSlopesPowerOf2 = (m) => {
    const start = 2 ** -(2 ** -(Math.log2(m) - 3));
    const ratio = start;
    return Array.from({ length: m }, (_, i) => start * ratio ** i);
  };
  if (Number.isInteger(Math.log2(n))) return getSlopesPowerOf2(n);
  const closestPowerOf2 = 2 ** Math.floor(Math.log2(n));
  return getSlopesPowerOf2(closestPowerOf2).concat(
    getSlopes(2 * closestPowerOf2)
      .filter((_, i) => i % 2 === 0)
      .slice(0, n - closestPowerOf2),
  );
}
