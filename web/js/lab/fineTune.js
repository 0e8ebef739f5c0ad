// @ts-check
// The lab's fine-tuning experiment, "fine-tune at 2x with PI": the run's RoPE model made again
// (labCreate with the run's seed, mask and task, trained its steps: the same weights, since a
// model depends on nothing else), then `fineTuneSteps` more steps on sentences of 17..32 tokens
// under Position Interpolation (labTrain's scaling "pi", s = 32 / 16 = 2), then tested under PI
// at each test length (labEvaluate's scaling "pi", s = L / 16). Nothing here is timed or drawn:
// the work is a generator of small calls that runWorkInSlices spreads over time slices, with one
// model alive, freed however the work ends.
//
//   const job = startFineTune(lab, settings, { onProgress(done, total) });
//   await job.finished;   // { ok: true, accuracy: number[] } (per test length) or { ok: false, error }
//   job.stop();           // ends it at the next call (the model is freed; finished says stopped)

import { refusalText } from "../refusal.js";
import { runWorkInSlices } from "../timeSlices.js";
import { testCount, testLengths } from "./run.js";

/** Fine-tuning steps after the run's own, and the sentence lengths they draw from. */
export const fineTuneSteps = 50;
export const fineTuneLengths = /** @type {[number, number]} */ ([17, 32]);
/** Steps per labTrain call: each call is one small piece of a time slice. */
const stepsPerCall = 10;

/**
 * @typedef {{ ok: true, accuracy: number[] } | { ok: false, error: string, stopped?: boolean }}
 *   FineTuneResult
 */

/**
 * @param {import("pe-core").PeLab} lab
 * @param {import("./run.js").LabSettings} settings
 * @param {{ onProgress?: (done: number, total: number) => void, budgetMs?: number }} [options]
 */
export function startFineTune(lab, settings, { onProgress, budgetMs = 4 } = {}) {
  let stopped = false;
  // Calls in all: the run's steps and the fine-tuning, in calls of stepsPerCall, then the tests.
  const calls = (steps) => Math.ceil(steps / stepsPerCall);
  const total = calls(settings.steps) + calls(fineTuneSteps) + testLengths.length;
  let done = 0;
  /** @type {FineTuneResult} */
  let result = { ok: false, error: "", stopped: true };

  function* work() {
    const made = lab.labCreate("rope", settings.seed, {
      causal: settings.causal,
      task: settings.task,
    });
    if (!made.ok) {
      result = { ok: false, error: refusalText(made) };
      return;
    }
    try {
      /** @param {number} steps @param {object} [options] */
      const train = function* (steps, options) {
        for (let trained = 0; trained < steps && !stopped; trained += stepsPerCall) {
          const answer = lab.labTrain(made.id, Math.min(stepsPerCall, steps - trained), options);
          if (!answer.ok) throw new Error(refusalText(answer));
          done += 1;
          onProgress?.(done, total);
          yield;
        }
      };
      yield* train(settings.steps);
      yield* train(fineTuneSteps, { lengths: fineTuneLengths, scaling: "pi" });
      const accuracy = [];
      for (const length of testLengths) {
        if (stopped) return;
        const tested = lab.labEvaluate(made.id, length, testCount, { scaling: "pi" });
        if (!tested.ok) throw new Error(refusalText(tested));
        accuracy.push(tested.accuracy);
        done += 1;
        onProgress?.(done, total);
        yield;
      }
      result = { ok: true, accuracy };
    } finally {
      lab.labFree(made.id);
    }
  }

  /** @type {Promise<FineTuneResult>} */
  const finished = runWorkInSlices(work(), { budgetMs }).then(
    () => result,
    (error) => /** @type {FineTuneResult} */ ({ ok: false, error: String(error.message) }),
  );
  return {
    finished,
    total,
    stop() {
      stopped = true;
    },
  };
}
