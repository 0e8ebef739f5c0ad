// @ts-check
// The training lab's results that the exam's lab questions read (kindsLab.js). The lab module
// (dist/pe-lab.js, docs/api.md "The training lab") trains them once, and they are kept as plain
// data, so that peExam.generate stays synchronous and deterministic: a lab question only reads
// these numbers.
//
//   const lab = createLabResults(() => loadLabModule());   a promise of the PeLab module
//   await lab.ready();        loads the module and trains whatever is missing, in slices
//   lab.get(seed)             the results of one lab seed (labSeeds), or undefined before ready
//
// For each lab seed, five models, each made afresh with labCreate(kind, seed, { causal }), at
// the lab's defaults (lr 0.01, batch 16) and trained for `steps` steps:
//   none, sinusoidal, learned, rope   without a mask
//   noneCausal                        none with the causal mask (the mask leaks order)
// each tested by labEvaluate on the first `count` test sentences of every length of `lengths`
// (the learned model is refused past its max_len rows: accuracy null and the core's message),
// and asked labPredict for `sentences` (the none model: who bit whom, read without order).
// And for the far task (farPlan, the kind "fartable": the answer read at a final query word),
// for the first three lab seeds only, three models made with labCreate(kind, seed, { task:
// "far" }), 500 steps each: sinusoidal, rope and alibi, tested at 16 and 64 tokens only, rope
// also under PI (labEvaluate's scaling "pi", s = L / 16). The model without position is left
// out (the chance level is labEvaluate's `chance`), and so is learned (no row past 16). These 9
// models add about a third to ready(): in node on the shared 2-core machine (medians of three
// runs), 2.4 s instead of 1.8 s with dist/pe-lab.js, 12.8 s instead of 9.3 s with the scalar
// module.
// `training` is the mean accuracy of the last `trainingWindow` training batches (labTrain's
// per-step accuracy, measured before each update). The test sets depend only on their length,
// and training batch t only on t and the seed (docs/api.md), so the numbers do not depend on how
// the steps are cut into calls.
//
// The page must not block: each lab call is at most `unitSteps` training steps or one
// evaluation, run in slices of about 4 ms with the main thread handed back between them
// (timeSlices.js). Measured in node on the shared 2-core machine (medians): 10 steps about
// 0.4 ms with the SIMD module and 2 ms with the scalar one; an evaluation of 500 sentences up to
// about 3 ms (SIMD) and 13-30 ms (scalar, at 64 tokens), which labEvaluate cannot split (it
// takes the first `count` sentences), still well under the 50 ms of a long task. A model is
// freed before the next is made, so the exam holds at most one of the lab's 16.
import { runWorkInSlices } from "../timeSlices.js";
import { checked } from "./coreCall.js";
import { refusalText } from "../refusal.js";

export const labSeeds = [1, 2, 3, 4, 5];
export const labPlan = {
  steps: 500,
  unitSteps: 10,
  trainingWindow: 50,
  count: 500,
  lengths: [16, 24, 32, 64],
  sentences: ["the dog bites a man", "the man bites a dog"],
  /** @type {{ name: string, kind: import("pe-core").PeKind, causal: boolean }[]} */
  models: [
    { name: "none", kind: "none", causal: false },
    { name: "sinusoidal", kind: "sinusoidal", causal: false },
    { name: "learned", kind: "learned", causal: false },
    { name: "rope", kind: "rope", causal: false },
    { name: "noneCausal", kind: "none", causal: true },
  ],
};

// The far task's models (the kind "fartable"): labPlan's steps and test count, on fewer seeds
// (each seed's table decides the questions by itself; three give variety enough).
export const farPlan = {
  seeds: labSeeds.slice(0, 3),
  lengths: [16, 64],
  /** @type {{ name: string, kind: import("pe-core").LabKind, stretched: boolean }[]} */
  models: [
    { name: "sinusoidal", kind: "sinusoidal", stretched: false },
    // stretched: also tested under PI (labEvaluate's scaling "pi", its default s = L / 16).
    { name: "rope", kind: "rope", stretched: true },
    { name: "alibi", kind: "alibi", stretched: false },
  ],
};

/** Thrown by a lab question built before its results are in (generate.js makes it pending). */
export class LabPending extends Error {}

/**
 * @typedef {object} ModelResult
 * @property {string} kind
 * @property {boolean} causal
 * @property {number} maxLen the longest sentence it takes (labCreate)
 * @property {number} training mean accuracy of the last trainingWindow training batches
 * @property {(number | null)[]} accuracy one per length; null where the core refused
 * @property {number[]} chance one per length: the ceiling of a model blind to order
 * @property {string} refusal the core's message for the first refused length ("" if none)
 * @property {{ sentence: string, nouns: string[], probabilities: number[] }[]} predictions
 */

/**
 * @typedef {object} LabSeedResults
 * @property {number} seed
 * @property {number} steps
 * @property {number} count
 * @property {number[]} lengths
 * @property {Record<string, ModelResult>} models keyed by labPlan.models' names
 * @property {FarResults | null} far the far task's models (farPlan), for farPlan.seeds only
 */

/**
 * @typedef {object} FarModelResult
 * @property {string} kind
 * @property {number[]} accuracy one per farPlan length
 * @property {number[]} chance one per length: the ceiling of a model blind to order
 * @property {{ accuracy: number[], factor: number[] } | null} pi the same model under PI at each
 *   length (labEvaluate's scaling "pi"; factor: the s it used), or null if not stretched
 */

/**
 * @typedef {object} FarResults
 * @property {number} steps
 * @property {number} count
 * @property {number[]} lengths
 * @property {Record<string, FarModelResult>} models keyed by farPlan.models' names
 */

/**
 * The work for one model, a lab call per step of the generator (runWorkInSlices).
 * @param {import("pe-core").PeLab} lab
 * @param {number} seed
 * @param {{ kind: import("pe-core").PeKind, causal: boolean }} model
 * @param {(result: ModelResult) => void} done
 */
function* modelWork(lab, seed, { kind, causal }, done) {
  const { id, maxLen } = checked(lab.labCreate(kind, seed, { causal }));
  try {
    /** @type {number[]} */
    const batchAccuracy = [];
    while (batchAccuracy.length < labPlan.steps) {
      const steps = Math.min(labPlan.unitSteps, labPlan.steps - batchAccuracy.length);
      batchAccuracy.push(...checked(lab.labTrain(id, steps)).accuracy);
      yield;
    }
    const last = batchAccuracy.slice(-labPlan.trainingWindow);
    /** @type {ModelResult} */
    const result = {
      kind,
      causal,
      maxLen,
      training: last.reduce((sum, a) => sum + a, 0) / last.length,
      accuracy: [],
      chance: [],
      refusal: "",
      predictions: [],
    };
    for (const length of labPlan.lengths) {
      const evaluation = lab.labEvaluate(id, length, labPlan.count);
      if (evaluation.ok) {
        result.accuracy.push(evaluation.accuracy);
        result.chance.push(evaluation.chance);
      } else if (length > maxLen) {
        // The learned table has no row past max_len: no answer, not a score.
        result.accuracy.push(null);
        result.chance.push(null);
        result.refusal ||= refusalText(evaluation);
      } else {
        checked(evaluation);
      }
      yield;
    }
    for (const sentence of labPlan.sentences) {
      const p = checked(lab.labPredict(id, sentence));
      result.predictions.push({ sentence, nouns: p.nouns, probabilities: [...p.probabilities] });
    }
    done(result);
  } finally {
    lab.labFree(id);
  }
}

/**
 * The work for one far-task model, as modelWork: trained, tested at farPlan's lengths (and under
 * PI if stretched), freed.
 * @param {import("pe-core").PeLab} lab
 * @param {number} seed
 * @param {{ kind: import("pe-core").LabKind, stretched: boolean }} model
 * @param {(result: FarModelResult) => void} done
 */
function* farModelWork(lab, seed, { kind, stretched }, done) {
  const { id } = checked(lab.labCreate(kind, seed, { task: "far" }));
  try {
    for (let step = 0; step < labPlan.steps; step += labPlan.unitSteps) {
      checked(lab.labTrain(id, Math.min(labPlan.unitSteps, labPlan.steps - step)));
      yield;
    }
    /** @type {FarModelResult} */
    const result = {
      kind,
      accuracy: [],
      chance: [],
      pi: stretched ? { accuracy: [], factor: [] } : null,
    };
    for (const length of farPlan.lengths) {
      const evaluation = checked(lab.labEvaluate(id, length, labPlan.count));
      result.accuracy.push(evaluation.accuracy);
      result.chance.push(evaluation.chance);
      yield;
      if (result.pi) {
        const pi = checked(lab.labEvaluate(id, length, labPlan.count, { scaling: "pi" }));
        result.pi.accuracy.push(pi.accuracy);
        result.pi.factor.push(pi.factor);
        yield;
      }
    }
    done(result);
  } finally {
    lab.labFree(id);
  }
}

/**
 * @param {() => Promise<import("pe-core").PeLab>} loadModule
 * @param {{ budgetMs?: number, pause?: () => Promise<unknown> }} [slicing] runWorkInSlices' options
 */
export function createLabResults(loadModule, slicing = {}) {
  /** @type {Map<number, LabSeedResults>} */
  const results = new Map();
  /** @type {Promise<void> | null} */
  let computing = null;
  let modelsDone = 0;
  /** @param {number} seed */
  const modelsOf = (seed) =>
    labPlan.models.length + (farPlan.seeds.includes(seed) ? farPlan.models.length : 0);
  const modelsTotal = labSeeds.reduce((sum, seed) => sum + modelsOf(seed), 0);
  /** @type {Set<(done: number, total: number) => void>} */
  const listeners = new Set();

  async function computeMissing() {
    const lab = await loadModule();
    // After a failure the seed that failed starts again: count only the seeds kept.
    modelsDone = [...results.keys()].reduce((sum, seed) => sum + modelsOf(seed), 0);
    for (const seed of labSeeds) {
      if (results.has(seed)) continue;
      /** @type {Record<string, ModelResult>} */
      const models = {};
      const report = () => {
        modelsDone += 1;
        for (const listener of listeners) listener(modelsDone, modelsTotal);
      };
      for (const model of labPlan.models) {
        await runWorkInSlices(
          modelWork(lab, seed, model, (result) => (models[model.name] = result)),
          slicing,
        );
        report();
      }
      /** @type {Record<string, FarModelResult>} */
      const farModels = {};
      for (const model of farPlan.seeds.includes(seed) ? farPlan.models : []) {
        await runWorkInSlices(
          farModelWork(lab, seed, model, (result) => (farModels[model.name] = result)),
          slicing,
        );
        report();
      }
      const { steps, count, lengths } = labPlan;
      const far = farPlan.seeds.includes(seed)
        ? { steps, count, lengths: [...farPlan.lengths], models: farModels }
        : null;
      results.set(seed, deepFreeze({ seed, steps, count, lengths: [...lengths], models, far }));
    }
  }

  return {
    /** @param {number} seed */
    get: (seed) => results.get(seed),
    /** Whether every lab seed's results are in. */
    get complete() {
      return results.size === labSeeds.length;
    },
    /**
     * Resolves once every lab seed's results are in (at once if they are). A failure (the module
     * did not load, the core refused) rejects; the next call tries again.
     * @param {{ onProgress?: (done: number, total: number) => void }} [options] called after
     *   each model, with how many of all the models are done
     */
    ready({ onProgress } = {}) {
      if (results.size === labSeeds.length) return Promise.resolve();
      if (onProgress) listeners.add(onProgress);
      computing ??= computeMissing().finally(() => {
        computing = null;
        listeners.clear();
      });
      return computing;
    },
  };
}

/** @typedef {ReturnType<typeof createLabResults>} LabResults */

/**
 * Frozen all the way down: questions hand these numbers out as params, and no caller may change
 * what the next question reads.
 * @template T
 * @param {T} value
 * @returns {T}
 */
function deepFreeze(value) {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
