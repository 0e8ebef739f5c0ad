// Types of the Positional Encoding Explorer's core (dist/pe-core.js, dist/pe-core-scalar.js and
// dist/pe-core-js.js, the same API), and of the lab module's API (PeLab; dist/pe-lab*.js, factory in pe-lab.d.ts). The build copies this file to dist/pe-core.d.ts. docs/api.md ("The JS API") has an
// example of every function with its real output.
//
// The module is a classic script defining the global factory createPeCore(); under node,
// require("./pe-core.js") returns the same factory. Every function of the module:
//   - returns a plain object with `ok` and `error` ("" when ok); on bad input `ok` is false,
//     `code` says which kind of refusal (RefusalCode), `args` holds its numbers and names, `error`
//     says it in English ("dModel must be an even integer in 2..4096 (got 7)"), and no other
//     field is set;
//   - never throws: a wrong type ("pos must be a number (got string)", code wrong_type), a missing
//     argument (undefined) or an exception inside the core also answer { ok: false, code, args,
//     error };
//   - after a wasm trap or abort answers { ok: false, aborted: true, code, args, error } without
//     running, and `module.aborted` is then true: start a fresh module with createPeCore().
// Bulk data are typed arrays copied out of the wasm heap (nothing to free, nothing to .delete()).
// Indices: pair i owns dimensions 2i (sin) and 2i + 1 (cos); tables are row-major.

export = createPeCore;
export as namespace createPeCore;

declare function createPeCore(options?: createPeCore.ModuleOptions): Promise<createPeCore.PeCore>;

declare namespace createPeCore {
  /** Emscripten module options (all optional), e.g. { printErr }. */
  interface ModuleOptions {
    [option: string]: unknown;
  }

  /** Every kind of refusal (docs/refusal-codes.md lists each with its args and its sentence).
   * A code keeps its meaning; the page words a refusal from code and args, never from error. */
  type RefusalCode =
    | "wrong_type"
    | "integer_out_of_range"
    | "even_integer_out_of_range"
    | "base_out_of_range"
    | "table_too_large"
    | "shift_matrix_too_large"
    | "unknown_position_kind"
    | "learned_no_row"
    | "sentence_not_unicode"
    | "sentence_too_many_characters"
    | "sentence_no_words"
    | "sentence_too_many_words"
    | "lab_model_unknown"
    | "lab_model_freed"
    | "lab_lr_out_of_range"
    | "lab_too_many_models"
    | "lab_unknown_word"
    | "lab_verb_count"
    | "lab_scaling_needs_rope"
    | "unknown_choice"
    | "options_not_object"
    | "unknown_option"
    | "unknown_rope_scaling"
    | "number_out_of_range"
    | "ramp_bounds_order"
    | "module_aborted"
    | "module_exception";

  /** A refusal's arguments by name (camelCase), numbers or strings: e.g. learned_no_row has
   * { pos: 16, maxLen: 16 }, integer_out_of_range { name: "pos", value: -1, min: 0, max: 1000000 }.
   * Which names each code carries: docs/refusal-codes.md. */
  type RefusalArgs = Record<string, number | string>;

  /** What every call returns when it refuses its input or the core stopped. A success carries
   * neither code nor args. */
  interface Failure {
    ok: false;
    /** The kind of refusal, stable across releases. */
    code: RefusalCode;
    /** The numbers and names the refusal is about. */
    args: RefusalArgs;
    /** The same refusal as an English sentence for API users: names the limit and the value. */
    error: string;
    /** True once a wasm trap or abort stopped the module (every later call answers the same). */
    aborted?: boolean;
  }

  /** "wasm": WebAssembly (pe-core.js, pe-core-scalar.js); "wasm2js": the scalar build turned into
   * plain JavaScript by Emscripten's wasm2js (pe-core-js.js), for hosts that cannot compile
   * WebAssembly. The same C++ computes every number in all three. */
  type ModuleFormat = "wasm" | "wasm2js";

  /** A successful answer carries ok: true, error: "" and the fields of T. */
  type Result<T> = (T & { ok: true; error: "" }) | Failure;

  /** "none": no positions; "sinusoidal": PE added to the embeddings (base 10000); "learned": the
   * learned table's rows added; "rope": queries and keys rotated by their positions. */
  type PeKind = "none" | "sinusoidal" | "learned" | "rope";
  /** The lab's kinds: the page's four and ALiBi. */
  type LabKind = PeKind | "alibi";
  /** How labTrain and labEvaluate stretch a rope model (ropeFrequencies' kinds). */
  type LabScalingKind = "none" | "pi" | "ntk" | "yarn" | "llama3";

  /** One value of the formula with every step, in float64. */
  interface PeValue {
    /** 2i / dModel */
    exponent: number;
    /** base^exponent */
    divisor: number;
    /** 1 / divisor */
    omega: number;
    /** pos * omega, radians */
    angle: number;
    /** PE(pos, 2i) */
    sin: number;
    /** PE(pos, 2i + 1) */
    cos: number;
    /** 2π · divisor, positions per full turn */
    wavelength: number;
    /** 2i */
    dimSin: number;
    /** 2i + 1 */
    dimCos: number;
  }

  interface PeTable {
    nPos: number;
    dModel: number;
    /** nPos x dModel, row-major, interleaved: [pos * dModel + 2i] = sin, [+ 1] = cos. */
    data: Float32Array;
  }

  /** dModel/2 values each, one per pair i. */
  interface Frequencies {
    /** 2i / dModel */
    exponent: Float64Array;
    /** 1 / base^(2i/dModel), decreasing from 1 */
    omega: Float64Array;
    /** 2π · base^(2i/dModel), increasing from 2π */
    wavelength: Float64Array;
  }

  /** ropeFrequencies' options; every key is optional. */
  interface RopeScalingOptions {
    /** "none" (default), "pi", "ntk", "yarn" or "llama3" */
    kind?: string;
    /** s, finite, in 1..1e6: 1 by default, 8 for llama3; none ignores it */
    factor?: number;
    /** L, the training length (yarn's and llama3's ramps; every kind's turns): an integer in
     * 1..10^6, 8192 by default */
    originalLength?: number;
    /** yarn's ramp in turns r_i: 0 <= alpha < beta <= 1e6, 1 and 32 by default */
    alpha?: number;
    beta?: number;
    /** llama3's ramp in turns r_i: 0 <= low < high <= 1e6, 1 and 4 by default */
    lowFrequencyFactor?: number;
    highFrequencyFactor?: number;
  }

  /** A RoPE ladder before and after a scaling rule: dModel/2 values each, one per pair i. */
  interface RopeFrequencies {
    kind: string;
    /** the s used (1 for none) */
    factor: number;
    /** the base used: base, or base · s^(d/(d-2)) for ntk */
    base: number;
    /** yarn: 0.1 ln s + 1 (q and k are both multiplied by it); else 1 */
    attentionFactor: number;
    /** θ_i = base^(-2i/dModel) */
    original: Float64Array;
    /** θ'_i, after scaling */
    frequencies: Float64Array;
    /** 2π / θ'_i */
    wavelengths: Float64Array;
    /** r_i = L θ_i / 2π: turns of the original pair over the training length */
    turns: Float64Array;
    /** θ'_i / θ_i, from 1 (kept) down to 1/s (interpolated) */
    kept: Float64Array;
    /** yarn and llama3: the ramp g_i in [0, 1]; else empty */
    ramp: Float64Array;
  }

  /** ALiBi's slopes m_h, head 1 first. */
  interface AlibiSlopes {
    slopes: Float64Array;
  }

  /** alibiBiases' options; every key is optional. */
  interface AlibiBiasOptions {
    /** mark the keys after the query (j > i) in `masked` (default false); biases are unchanged */
    causal?: boolean;
  }

  /** ALiBi's biases for a figure: heads x length x length, row-major by head, query i, key j. */
  interface AlibiBiases {
    heads: number;
    /** n: queries and keys 0..n-1 */
    length: number;
    causal: boolean;
    /** m_h, as alibiSlopes(heads) */
    slopes: Float64Array;
    /** [(h·n + i)·n + j] = −m_h·|i − j| (0 on the diagonal); always finite */
    biases: Float64Array;
    /** same layout: 1 where causal and j > i (a key the query never sees), else 0 */
    masked: Uint8Array;
  }

  /** piFigure's options; every key is optional. */
  interface PiFigureOptions {
    /** L, the training length: an integer in 16..65536, 2048 by default */
    length?: number;
    /** random points to fit: an integer in dModel..8192, 4·dModel by default */
    points?: number;
    /** SplitMix64's seed: an integer in 0..2^32−1, 1 by default */
    seed?: number;
  }

  /** Position Interpolation's Fig. 2 (Chen et al. 2023): a(s) = Σ_j Re(h_j e^{i s θ_j}),
   * θ_j = base^(−2j/dModel), fitted by (ridge) least squares to random points in [0, L]. */
  interface PiFigure {
    dModel: number;
    base: number;
    length: number;
    points: number;
    seed: number;
    /** λ = 1e-10 · trace(AᵀA) / dModel, the fit's ridge */
    ridge: number;
    /** s_k = L (u + 1) / 2, then y_k = u, for each point k (SplitMix64 draws u in [−1, 1)) */
    fitDistances: Float64Array;
    fitTargets: Float64Array;
    /** dModel values: Re h_0, Im h_0, Re h_1, ... */
    coefficients: Float64Array;
    /** 1025 distances 0..2L, step L/512, and a(s) there */
    extrapolation: Float64Array;
    extrapolationScores: Float64Array;
    /** distances 0..min(L/32, 64), step 1/16, and a(s) there */
    interpolation: Float64Array;
    interpolationScores: Float64Array;
    /** max |a(s)| over the sampled s in [0, L] (both grids) */
    maxInside: number;
    /** max |a(s)| over the extrapolation grid's s in (L, 2L] */
    maxOutside: number;
  }

  /** The wavelengths laid against a sequence of nPos positions. */
  interface WavelengthLadder extends Frequencies {
    /** nPos / wavelength_i: full turns of each pair within the sequence */
    turns: Float64Array;
    /** 2π, the wavelength of pair 0 */
    floor: number;
    /** base · 2π, approached but never reached (the last exponent is 1 - 2/dModel) */
    ceiling: number;
    /** base^(2/dModel), each wavelength over the one before */
    ratio: number;
    /** how many pairs have wavelength <= nPos (they repeat within the sequence) */
    repeating: number;
  }

  /** Both sides of sin/cos(ω(pos + k)) = angle addition, for pair i. */
  interface ShiftIdentity {
    omega: number;
    sinPos: number;
    cosPos: number;
    sinK: number;
    cosK: number;
    sinDirect: number;
    cosDirect: number;
    sinIdentity: number;
    cosIdentity: number;
    /** max of |sinDirect - sinIdentity| and |cosDirect - cosIdentity| */
    absError: number;
    /** det of the pair's block [[cosK, sinK], [-sinK, cosK]] = cosK² + sinK²: +1 (a rotation) */
    det: number;
  }

  interface ShiftMatrix {
    dModel: number;
    /** dModel x dModel, row-major, block-diagonal M_k: (M_k PE(pos))[a] = Σ_b data[a*dModel+b] PE(pos)[b] = PE(pos+k)[a] */
    data: Float64Array;
  }

  interface ShiftCheck {
    /** max over all dimensions of |M_k PE(pos) - PE(pos + k)| */
    maxAbsError: number;
    /** PE(pos), dModel values */
    pePos: Float64Array;
    /** M_k PE(pos), dModel values */
    shifted: Float64Array;
    /** PE(pos + k), dModel values */
    pePosK: Float64Array;
  }

  interface Dots {
    /** nPos values: data[pos] for pos = 0 .. nPos - 1 */
    data: Float64Array;
  }

  /** The words of a sentence, as the toy reads them. */
  interface Tokens {
    /** runs of letters and combining marks of any script, lowercased (Unicode simple mapping);
     * an apostrophe (' or ’) between two letters stays in the word, written ' */
    tokens: string[];
    /** the sentence's characters (code points, not UTF-16 units or bytes) */
    characters: number;
  }

  /** The toy's options: causal masks the keys after each query (a decoder's attention). */
  interface AttentionOptions {
    /** query s attends to keys t <= s only: weights[s][t] = 0 for t > s (default false) */
    causal?: boolean;
  }

  /** The simpler position codes, for positions pos = 0 .. nPos - 1, and their distances.
   * Distance matrices are nPos x nPos, row-major: [a * nPos + b] = |code(a) - code(b)|. */
  interface SimpleEncodings {
    nPos: number;
    nShort: number;
    dModel: number;
    /** binary digits for nPos positions: ceil(log2 nPos) */
    bits: number;
    /** nPos values: pos itself (grows without bound) */
    raw: Float64Array;
    /** nPos values: pos / nPos (a sentence of nPos tokens) */
    fraction: Float64Array;
    /** nShort values: pos / nShort (a shorter sentence: the same pos, another code) */
    fractionShort: Float64Array;
    /** nPos x nPos: row pos is 1 at column pos, 0 elsewhere */
    oneHot: Float64Array;
    /** nPos x nPos: √2 off the diagonal, whatever the two positions */
    oneHotDistance: Float64Array;
    /** nPos x bits: the bits of pos, most significant first */
    binary: Float64Array;
    /** nPos x nPos: √(bits that differ) */
    binaryDistance: Float64Array;
    /** nPos - 1 values: bits that differ between pos and pos + 1 */
    binaryFlips: Int32Array;
    /** nPos x nPos: |PE(a) - PE(b)|, a function of b - a only */
    sinusoidalDistance: Float64Array;
    /** max |PE(pos)_j| over the nPos rows: at most 1 */
    sinusoidalMaxAbs: number;
  }

  /** One head of self-attention on the words of a sentence (n tokens). */
  interface AttentionToy {
    n: number;
    dModel: number;
    /** the words, as tokenize gives them */
    tokens: string[];
    /** whether each word is in the built-in vocabulary */
    known: boolean[];
    /** n x dModel each */
    embeddings: Float32Array;
    positions: Float32Array;
    /** embeddings + positions */
    inputs: Float32Array;
    queries: Float32Array;
    keys: Float32Array;
    values: Float32Array;
    /** n x n, row = query: Q Kᵀ / sqrt(dModel) (also where the causal mask hides a key) */
    scores: Float32Array;
    /** n x n, row = query: softmax of the scores (with causal: of the keys up to the query, 0 after) */
    weights: Float32Array;
    /** n x dModel */
    outputs: Float32Array;
  }

  interface SentenceComparison {
    /** whether b is a rearrangement of a */
    isPermutation: boolean;
    /** permutation[s] = π(s), the index in a of b's token s, -1 if none (repeated words pair up
     * in order) */
    permutation: number[];
    /** max |A_b - Π A_a Πᵀ| over matched tokens (0 when none match) */
    maxWeightDiff: number;
    /** max |O_b - Π O_a| over matched tokens (0 when none match) */
    maxOutputDiff: number;
    /** per token s of b: |O_b[s] - O_a[π(s)]|, -1 if unmatched */
    tokenShift: Float64Array;
    a: AttentionToy & { ok: true; error: "" };
    b: AttentionToy & { ok: true; error: "" };
  }

  interface LearnedTable {
    /** the rows there are (16) */
    maxLen: number;
    dModel: number;
    /** maxLen x dModel, row-major */
    data: Float32Array;
  }

  interface LearnedRow {
    /** dModel values */
    data: Float32Array;
  }

  /** RoPE of the fixed query and key vectors Q and K (SplitMix64 seeds 5 and 6). */
  interface RopeCheck {
    /** (R_queryPos Q)·(R_keyPos K) */
    dot: number;
    /** (R_{queryPos+shift} Q)·(R_{keyPos+shift} K) */
    dotShifted: number;
    absDiff: number;
    normQ: number;
    normRotatedQ: number;
  }

  /** The training lab (docs/api.md, "The training lab"): models live in the core, JS holds ids. */
  interface LabOptions {
    /** a causal mask: the verb attends to the keys up to itself only (default false) */
    causal?: boolean;
    /** Adam's learning rate, finite in (0, 1] (default 0.01) */
    lr?: number;
    /** sentences per training step, an integer 1..256 (default 16) */
    batch?: number;
    /** "local": answered at the verb (default); "far": at a final query "who" */
    task?: "local" | "far";
    /** attention heads, 1, 2, 4 or 8 (default 4); d_head = 32 / heads */
    heads?: number;
  }

  /** A stretched RoPE for a rope model: scaling "none" by default; factor finite in 1..1e6,
   * by default max(1, L / 16) for the call's longest length L. */
  interface LabScalingOptions {
    scaling?: LabScalingKind;
    factor?: number;
  }

  interface LabTrainOptions extends LabScalingOptions {
    /** training lengths [lo, hi]: 5..16 (far 6..16) by default; up to 64 (learned 16) */
    lengths?: [number, number];
  }

  interface LabModel {
    /** the handle every other lab function takes */
    id: number;
    /** the longest sentence the model takes: 16 for "learned", else 64 */
    maxLen: number;
    /** the 26 words a reader may type, in token order (the far task's query "who" is not one) */
    vocabulary: string[];
  }

  interface LabTraining {
    /** steps trained so far, this call's included */
    step: number;
    /** one entry per new step: the training batch's loss and accuracy, before its update */
    loss: Float32Array;
    accuracy: Float32Array;
  }

  interface LabEvaluation {
    /** fraction of the test sentences whose agent the model names, 0..1 */
    accuracy: number;
    /** the best a model blind to order can do on the same sentences, 0..1 (0.5 here) */
    chance: number;
    count: number;
    /** the stretch used: 1 without scaling */
    factor: number;
  }

  interface LabPrediction {
    /** the words, and "who" last for a far-task model */
    tokens: string[];
    /** the verb's position */
    verb: number;
    /** where the model answers: the verb (local), the final "who" (far) */
    reader: number;
    heads: number;
    /** the noun the model names as the agent */
    agent: string;
    /** the 8 nouns, in the order of probabilities */
    nouns: string[];
    /** softmax over the nouns */
    probabilities: Float32Array;
    /** the reader's attention weights, one per token: the mean over the heads */
    attention: Float32Array;
    /** heads x tokens: each head's weights, row-major */
    headAttention: Float32Array;
  }

  interface LabWeights {
    kind: LabKind;
    task: "local" | "far";
    causal: boolean;
    heads: number;
    /** alibi: each head's slope m_h (empty for the other kinds) */
    alibiSlopes: Float64Array;
    step: number;
    /** 32 */
    dModel: number;
    /** row-major, row = input: 27 x 32 (the query "who" last) */
    embeddings: Float32Array;
    /** the learned table, 16 x 32 (empty for the other kinds) */
    positions: Float32Array;
    /** 32 x 32 each */
    wQ: Float32Array;
    wK: Float32Array;
    wV: Float32Array;
    wO: Float32Array;
    /** 32 x 8 */
    readout: Float32Array;
    /** 8 */
    readoutBias: Float32Array;
  }

  /** The exam's common mistakes, each worked out (examMistakes; cpp/include/pe/mistakes.hpp). */
  interface Mistakes {
    /** PE(pos, dim), and the same number with one slip each */
    value: number;
    degrees: number;
    dimensionAsPair: number;
    twoDropped: number;
    swapped: number;
    halfDModel: number;
    posMinusOne: number;
    posPlusOne: number;
    /** lambda_i of pair i = floor(dim / 2), and its mistakes */
    wavelength: number;
    wavelengthHalfDModel: number;
    wavelengthTwoDropped: number;
    wavelengthDegrees: number;
    divisor: number;
    omega: number;
    /** base^(2/dModel), base^(4/dModel), base^(1/dModel) */
    ratio: number;
    ratioHalfDModel: number;
    ratioTwoDropped: number;
    /** M_k's block of pair i, row-major, acting on (sin, cos) */
    block: number[];
    blockSignFlipped: number[];
    blockSwapped: number[];
    blockDegrees: number[];
    /** PE(pos)·PE(pos + k) = sum_i cos(omega_i k), and its mistakes */
    relativeDot: number;
    relativeDotDegrees: number;
    relativeDotSin: number;
    relativeDotHalfDModel: number;
  }

  /** One score of the attention toy, step by step (float64 from its float32 Q and K). */
  interface AttentionScore {
    tokens: string[];
    query: Float64Array;
    key: Float64Array;
    /** Q_s·K_t */
    dot: number;
    /** sqrt(dModel) */
    scale: number;
    /** dot / scale */
    score: number;
    /** dot / dModel */
    overDModel: number;
    /** the toy's own float32 score */
    toyScore: number;
  }

  interface BenchResult {
    /** keeps the kernel's work observable */
    checksum: number;
  }

  /** The core's limits (the page validates its URL parameters against the same numbers). */
  interface Limits {
    minDModel: number;
    maxDModel: number;
    minPositions: number;
    maxPositions: number;
    /** nPos * dModel (and dModel² for M_k) at most this: 2^22 */
    maxCells: number;
    /** pos, ref and |k| at most this: 10^6 */
    maxPosition: number;
    maxBase: number;
    maxSentenceTokens: number;
    maxSentenceChars: number;
    maxToyDModel: number;
    learnedMaxLen: number;
  }

  interface PeCore {
    /** True after a wasm trap or abort: every call then answers { ok: false, aborted: true }. */
    aborted: boolean;

    /** One value with every step. pos 0..10^6, i 0..dModel/2-1, dModel even 2..4096, base in (1, 1e12]. */
    peValue(pos: number, i: number, dModel: number, base: number): Result<PeValue>;
    /** The whole table; nPos 1..65536, nPos * dModel <= 2^22. */
    peTable(nPos: number, dModel: number, base: number): Result<PeTable>;
    peFrequencies(dModel: number, base: number): Result<Frequencies>;
    wavelengthLadder(nPos: number, dModel: number, base: number): Result<WavelengthLadder>;
    /** dModel even in 2..4096 (ntk: 4..4096). */
    ropeFrequencies(
      dModel: number,
      base: number,
      options?: RopeScalingOptions | null,
    ): Result<RopeFrequencies>;
    /** heads an integer in 1..1024. */
    alibiSlopes(heads: number): Result<AlibiSlopes>;
    /** heads and length integers in 1..64. */
    alibiBiases(
      heads: number,
      length: number,
      options?: AlibiBiasOptions | null,
    ): Result<AlibiBiases>;
    /** dModel even in 2..512, base in (1, 1e12]. */
    piFigure(dModel: number, base: number, options?: PiFigureOptions | null): Result<PiFigure>;
    /** k from -pos to 10^6. */
    shiftIdentity(
      pos: number,
      k: number,
      i: number,
      dModel: number,
      base: number,
    ): Result<ShiftIdentity>;
    /** dModel² <= 2^22 (dModel <= 2048). */
    shiftMatrix(k: number, dModel: number, base: number): Result<ShiftMatrix>;
    shiftCheck(pos: number, k: number, dModel: number, base: number): Result<ShiftCheck>;
    /** data[pos] = PE(ref)·PE(pos), a function of pos - ref only; ref 0..10^6. */
    relativeDots(nPos: number, dModel: number, base: number, ref: number): Result<Dots>;
    /** nPos 2..64, nShort 1..nPos, dModel even 2..4096. */
    simpleEncodings(
      nPos: number,
      nShort: number,
      dModel: number,
      base: number,
    ): Result<SimpleEncodings>;
    /** 1..32 words, at most 256 characters (code points); refuses text that is not valid UTF-16
     * (a lone surrogate) with a message naming the character. */
    tokenize(sentence: string): Result<Tokens>;
    /** The sentence as tokenize reads it; dModel even 2..512. */
    attentionToy(
      sentence: string,
      peKind: PeKind,
      dModel: number,
      options?: AttentionOptions,
    ): Result<AttentionToy>;
    compareSentences(
      a: string,
      b: string,
      peKind: PeKind,
      dModel: number,
      options?: AttentionOptions,
    ): Result<SentenceComparison>;
    learnedTable(dModel: number): Result<LearnedTable>;
    /** No row past maxLen - 1: { ok: false, code: "learned_no_row", args: { pos: 20, maxLen: 16 },
     * error: "no learned row for position 20 (max_len 16)" }. */
    learnedRow(pos: number, dModel: number): Result<LearnedRow>;
    /** Query at queryPos, key at keyPos (= queryPos + k), both then moved by shift. */
    ropeCheck(
      queryPos: number,
      keyPos: number,
      shift: number,
      dModel: number,
      base: number,
    ): Result<RopeCheck>;
    /** data[pos] = (R_ref Q)·(R_pos K), a function of pos - ref only. */
    ropeDots(nPos: number, dModel: number, base: number, ref: number): Result<Dots>;
    /** dim 0..dModel-1, k -10^6..10^6: the exam's common mistakes, each worked out. */
    examMistakes(
      pos: number,
      dim: number,
      k: number,
      dModel: number,
      base: number,
    ): Result<Mistakes>;
    /** s, t token indices 0..n-1: Q_s·K_t / sqrt(dModel), step by step. */
    attentionScore(
      sentence: string,
      peKind: PeKind,
      dModel: number,
      s: number,
      t: number,
    ): Result<AttentionScore>;
    /** Benchmark entry points: the kernels without copying results out. */
    benchTable(nPos: number, dModel: number, base: number): Result<BenchResult>;
    benchFillBound(nPos: number, dModel: number): Result<BenchResult>;
    benchAttention(sentence: string, peKind: PeKind, dModel: number): Result<BenchResult>;
    limits(): Result<Limits>;
    /** Which kernels this build runs. */
    kernelPath(): "simd" | "scalar";
    /** What runs it: WebAssembly, or the same build as plain JavaScript (dist/pe-core-js.js). */
    moduleFormat(): ModuleFormat;
    /** Test hook: stops the module as a wasm trap would (then aborted is true). */
    debugAbort(): Failure;
  }

  /** The lab module (dist/pe-lab.js, dist/pe-lab-scalar.js; its factory is typed in pe-lab.d.ts):
   * the training lab, in a module of its own so that the core every section waits for stays
   * small. It follows the same rules as PeCore (ok/error, never throws, aborted). */
  interface PeLab {
    /** True after a wasm trap or abort: every call then answers { ok: false, aborted: true }. */
    aborted: boolean;

    /** At most 16 models alive at once; seed an integer 0..2^32 - 1. */
    labCreate(kind: LabKind, seed: number, options?: LabOptions): Result<LabModel>;
    /** Exactly `steps` (1..1000) more steps, at the model's lengths or options.lengths. */
    labTrain(id: number, steps: number, options?: LabTrainOptions): Result<LabTraining>;
    /** On the first `count` (1..4096) test sentences of `length` (5..64; far 6..64) tokens. */
    labEvaluate(
      id: number,
      length: number,
      count: number,
      options?: LabScalingOptions,
    ): Result<LabEvaluation>;
    /** Words of the vocabulary with exactly one verb. */
    labPredict(id: number, sentence: string): Result<LabPrediction>;
    labWeights(id: number): Result<LabWeights>;
    labFree(id: number): Result<{}>;
    limits(): Result<Limits>;
    kernelPath(): "simd" | "scalar";
    moduleFormat(): ModuleFormat;
    /** Test hook: stops the module as a wasm trap would (then aborted is true). */
    debugAbort(): Failure;
  }
}
