// @ts-check
// One run of the training lab: the five kinds of position trained side by side from one seed
// (the same initial weights and the same batches for every kind, docs/api.md "The training lab"),
// then tested on held-out sentences of each test length. A run owns its five models in the lab
// module and frees them with free(); it does no timing and no drawing (trainer.js slices the
// work, sections/lab/ draws it).
//
//   const run = createLabRun(lab, { seed, steps, causal });   // { ok: false, error } on refusal
//   run.train(rounds)        every model `rounds` more steps (lock step: all at the same step)
//   run.evaluateNext()       the next labEvaluate call of the tests; false once all are done
//   run.step, run.trained, run.evaluated, run.models[k].loss / .accuracy (Float32Array(steps))
//   run.results[k][l]        the cell of kind k at testLengths[l] (see LabCell)
//   run.free()

import { t } from "../../sections/lab/strings.js";
import { refusalText } from "../refusal.js";

/** @typedef {import("pe-core").PeLab} PeLab */
/** @typedef {import("pe-core").LabKind} LabKind */

/** The kinds of position, in the order of every table and legend. */
export const labKinds = /** @type {LabKind[]} */ ([
  "none",
  "sinusoidal",
  "learned",
  "rope",
  "alibi",
]);
/**
 * RoPE stretched at test time: rows of the results after the kinds, each the rope model of the
 * run evaluated under labEvaluate's scaling (s = L / 16 for a test length L; no more training).
 */
export const stretchedRows = /** @type {const} */ ([
  { id: "ropePi", scaling: "pi" },
  { id: "ropeNtk", scaling: "ntk" },
  { id: "ropeYarn", scaling: "yarn" },
]);
/** Every row of the results, in order: the kinds, then the stretched RoPE. */
export const labRows = [...labKinds, ...stretchedRows.map((row) => row.id)];
/** Test lengths: the longest training length (16), then 1.5, 2 and 4 times it. */
export const testLengths = [16, 24, 32, 64];
/** Held-out sentences per test length (the first testCount of each length's fixed test set). */
export const testCount = 1000;
/** The most models the lab module keeps alive at once (labCreate refuses more). */
export const maxLiveModels = 16;

/**
 * A test result: the accuracy and the chance level labEvaluate reported, or, for a model that
 * cannot take sentences of that length (learned past max_len), noRow: the core's message.
 * @typedef {{ accuracy: number, chance: number, count: number } | { noRow: string }} LabCell
 */

/**
 * @typedef {object} LabModelRun
 * @property {LabKind} kind
 * @property {number} id the lab module's handle
 * @property {number} maxLen the longest sentence the model takes
 * @property {Float32Array} loss the training batch's loss, one per step done
 * @property {Float32Array} accuracy the training batch's accuracy, one per step done
 */

/**
 * @typedef {object} LabSettings
 * @property {number} seed 0..2^32 - 1
 * @property {number} steps steps per model
 * @property {boolean} causal a causal attention mask
 * @property {"local" | "far"} task where the answer is read: the verb, or a final query
 */

/**
 * @param {PeLab} lab
 * @param {LabSettings} settings
 */
export function createLabRun(lab, { seed, steps, causal, task }) {
  /** @type {LabModelRun[]} */
  const models = [];
  let vocabulary = /** @type {string[]} */ ([]);
  const freeAll = () => {
    for (const model of models.splice(0)) lab.labFree(model.id);
  };
  for (const kind of labKinds) {
    const made = lab.labCreate(kind, seed, { causal, task });
    if (!made.ok) {
      freeAll();
      return /** @type {const} */ ({ ok: false, error: refusalText(made) });
    }
    vocabulary = made.vocabulary;
    models.push({
      kind,
      id: made.id,
      maxLen: made.maxLen,
      loss: new Float32Array(steps),
      accuracy: new Float32Array(steps),
    });
  }

  /** @type {(LabCell | null)[][]} */
  const results = labRows.map(() => testLengths.map(() => null));
  // The evaluations still to make, in table order: [row index, length index].
  const pending = labRows.flatMap((_, k) => testLengths.map((__, l) => [k, l]));
  const rope = models.find((model) => model.kind === "rope");
  let freed = false;

  const run = {
    ok: /** @type {const} */ (true),
    seed,
    steps,
    causal,
    task,
    models,
    vocabulary,
    results,
    step: 0,
    get trained() {
      return run.step >= steps;
    },
    get evaluated() {
      return pending.length === 0;
    },
    /** The length of the next evaluation (for the trainer's time estimate), or 0. */
    get nextLength() {
      return pending.length ? testLengths[pending[0][1]] : 0;
    },
    /**
     * Every model `rounds` more steps (1..1000, at most the steps left).
     * @param {number} rounds
     * @returns {string} "" or the core's refusal
     */
    train(rounds) {
      const count = Math.min(rounds, steps - run.step, 1000);
      if (count < 1 || freed) return freed ? t("refusal.runReset") : "";
      for (const model of models) {
        const trained = lab.labTrain(model.id, count);
        if (!trained.ok) return refusalText(trained);
        model.loss.set(trained.loss, run.step);
        model.accuracy.set(trained.accuracy, run.step);
      }
      run.step += count;
      return "";
    },
    /**
     * The next test: labEvaluate of one model at one length (a stretched row: the rope model,
     * with its scaling). A learned model asked for a length past its rows answers with the core's
     * message, which becomes a "no row" cell.
     * @returns {string} "" or the core's refusal (other than "no row")
     */
    evaluateNext() {
      const next = pending.shift();
      if (!next || freed) return "";
      const [k, l] = next;
      const stretched = k >= models.length ? stretchedRows[k - models.length] : null;
      const model = stretched ? /** @type {LabModelRun} */ (rope) : models[k];
      const length = testLengths[l];
      const tested = stretched
        ? lab.labEvaluate(model.id, length, testCount, { scaling: stretched.scaling })
        : lab.labEvaluate(model.id, length, testCount);
      if (tested.ok) {
        results[k][l] = { accuracy: tested.accuracy, chance: tested.chance, count: tested.count };
        return "";
      }
      if (length > model.maxLen && !("aborted" in tested && tested.aborted)) {
        results[k][l] = { noRow: refusalText(tested) };
        return "";
      }
      return refusalText(tested);
    },
    /** Frees the five models (once; later calls do nothing). */
    free() {
      if (freed) return;
      freed = true;
      freeAll();
    },
    /** Forgets the models without freeing them: the lab module that held them has restarted. */
    forget() {
      freed = true;
      models.splice(0);
    },
  };
  return run;
}

/** @typedef {Extract<ReturnType<typeof createLabRun>, { ok: true }>} LabRun */
