// @ts-check
// The training lab off the page's thread: a classic worker script (dist/lab-worker.js, started by
// lab/labHost.js where the page may start a Worker: over http(s), allowed by the policy's
// worker-src 'self'). It holds the lab module and the trainer (trainer.js, unchanged: its time
// slices here only keep the worker free to take the page's next message), and sends the page what
// the trainer did; the page keeps a mirror of it (labHost.js) and draws from that.
//
// Messages, page to worker:
//   { type: "start", file, language, pack }  load the lab module `file` of the page's kind and the
//                                           page's messages (pack: lang/<language>.js, or "")
//   { type: "trainer", settings }           make the trainer (after "ready")
//   { type: "command", seq, name, args }    a trainer's method: play, pause, stepOnce, runSeeds,
//                                           reset(settings), forget
//   { type: "call", id, method, args }      one lab call (labPredict, labWeights), answered by id
//   { type: "fineTune", id, settings }      the fine-tuning experiment (fineTune.js); "fineTuneStop"
// worker to page:
//   { type: "ready", kind } or { type: "failed", message }
//   { type: "state", seq, update, state }   after every slice and every command (see snapshot)
//   { type: "answer", id, result }
//   { type: "fineTuneProgress", id, done, total }, { type: "fineTuneDone", id, result }
//   { type: "notice", text }                a restart's message for the page's error line
//   { type: "restarted" }                   the lab module started afresh: its models are gone
import { setLanguage } from "../i18n/language.js";
import { restartable, withoutDataUrlFetch } from "../restartable.js";
import { startFineTune } from "./fineTune.js";
import { createLabTrainer } from "./trainer.js";

/** @typedef {import("./run.js").LabRun} LabRun */

const scope = /** @type {any} */ (globalThis);
/** @param {object} message */
const post = (message) => scope.postMessage(message);

/** @type {import("pe-core").PeLab | null} */
let lab = null;
/** @type {import("./trainer.js").LabTrainer | null} */
let trainer = null;
// The last command done: each state says which, so that the page can tell a state sent before
// its latest command from one sent after it.
let seq = 0;
// Each run's number, and how many of its steps the page has had (their losses are sent once).
/** @type {WeakMap<LabRun, number>} */
const serials = new WeakMap();
/** @type {WeakMap<LabRun, number>} */
const stepsSent = new WeakMap();
let nextSerial = 1;
/** @type {Map<number, { stop(): void }>} */
const fineTunes = new Map();

/**
 * The main run as the page mirrors it: its settings, words, step and results, and each model's
 * losses and accuracies from `from` (the first step the page has not had) to `step`.
 * @param {LabRun | null} run
 */
function runSnapshot(run) {
  if (!run) return null;
  if (!serials.has(run)) serials.set(run, nextSerial++);
  const from = stepsSent.get(run) ?? 0;
  stepsSent.set(run, run.step);
  return {
    serial: serials.get(run),
    seed: run.seed,
    steps: run.steps,
    causal: run.causal,
    task: run.task,
    vocabulary: run.vocabulary,
    step: run.step,
    trained: run.trained,
    evaluated: run.evaluated,
    results: run.results,
    from,
    models: run.models.map((model) => ({
      kind: model.kind,
      id: model.id,
      maxLen: model.maxLen,
      loss: model.loss.slice(from, run.step),
      accuracy: model.accuracy.slice(from, run.step),
    })),
  };
}

/** @param {import("./trainer.js").LabUpdate} update */
function sendState(update) {
  if (!trainer) return;
  post({
    type: "state",
    seq,
    update,
    state: {
      phase: trainer.phase,
      job: trainer.job,
      error: trainer.error,
      settings: trainer.settings,
      seedResults: trainer.seedResults,
      progress: trainer.progress(),
      liveModels: trainer.liveModels(),
      main: runSnapshot(trainer.main),
    },
  });
}

/** @param {{ file: string, language: string, pack: string }} start */
async function startLab({ file, language, pack }) {
  // The page's messages first: refusals and errors are worded here, in the page's language.
  if (pack) {
    try {
      scope.importScripts(pack);
    } catch {
      // Without them, messages read in English (catalogue.js), as on the page.
    }
  }
  setLanguage(language);
  scope.importScripts(file);
  if (typeof scope.createPeLab !== "function") {
    throw new Error(`${file} loaded but did not define createPeLab`);
  }
  const first = await withoutDataUrlFetch(() => scope.createPeLab());
  const restarting = restartable(first, {
    say: (/** @type {string} */ text) => post({ type: "notice", text }),
    factory: () => scope.createPeLab(),
  });
  restarting.onRestarted(() => {
    trainer?.forget();
    post({ type: "restarted" });
  });
  lab = restarting.module;
  return first.kernelPath();
}

const commands = /** @type {const} */ ([
  "play",
  "pause",
  "stepOnce",
  "runSeeds",
  "reset",
  "forget",
]);

scope.onmessage = async (/** @type {MessageEvent} */ event) => {
  const message = event.data;
  if (message.type === "start") {
    try {
      post({ type: "ready", kind: await startLab(message) });
    } catch (error) {
      post({ type: "failed", message: String(/** @type {Error} */ (error)?.message ?? error) });
    }
    return;
  }
  if (!lab) return;
  if (message.type === "trainer") {
    // Slices of 50 ms: the worker draws nothing, so a slice need only be short enough for the
    // page's Pause to take effect at once.
    trainer = createLabTrainer({
      lab,
      settings: message.settings,
      onUpdate: sendState,
      budgetMs: 50,
    });
    sendState({ trained: true, tested: true, phase: true });
  } else if (message.type === "command" && trainer && commands.includes(message.name)) {
    seq = message.seq;
    /** @type {any} */ (trainer)[message.name](...(message.args ?? []));
    sendState({ trained: true, tested: true, phase: true });
  } else if (
    message.type === "call" &&
    (message.method === "labPredict" || message.method === "labWeights")
  ) {
    const result = /** @type {any} */ (lab)[message.method](...message.args);
    post({ type: "answer", id: message.id, result });
  } else if (message.type === "fineTune") {
    const job = startFineTune(lab, message.settings, {
      onProgress: (done, total) => post({ type: "fineTuneProgress", id: message.id, done, total }),
      budgetMs: 50,
    });
    fineTunes.set(message.id, job);
    const result = await job.finished;
    fineTunes.delete(message.id);
    post({ type: "fineTuneDone", id: message.id, result });
  } else if (message.type === "fineTuneStop") {
    fineTunes.get(message.id)?.stop();
  }
};
