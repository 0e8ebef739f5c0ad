// @ts-check
// Where the lab's models live and train: in a Worker (lab/labWorker.js) where the page may start
// one, so that training never takes the page's thread; else on the page, in time slices
// (trainer.js). Both give the lab section the same host, whose calls on the models are
// asynchronous either way:
//
//   const host = await startLabHost({ kind, settings, onUpdate, errorElement });
//   host.thread                 "worker" or "page"
//   host.trainer                trainer.js's interface: main, phase, job, error, settings,
//                               seedResults, progress(), liveModels(), play(), pause(), stepOnce(),
//                               runSeeds(), reset(settings), forget(), destroy()
//   await host.predict(id, s)   labPredict of a model of the main run
//   await host.weights(id)      labWeights
//   host.fineTune(settings, { onProgress })   fineTune.js's job: { finished, stop() }
//   host.onRestarted(callback)  the lab module started afresh after a trap: its models are gone
//
// A Worker is tried over http(s) only: from file:// browsers refuse to start one (Chromium) or
// give it an opaque origin. If it cannot start (the policy refuses worker-src, the script is
// missing, or it says nothing within workerStartMs), the lab runs on the page instead.
import { loadLab, moduleFiles, sayIn } from "../core.js";
import { currentLanguage, defaultLanguage, pseudoLanguage } from "../i18n/language.js";
import { startFineTune } from "./fineTune.js";
import { createLabTrainer } from "./trainer.js";

/** @typedef {import("./run.js").LabSettings} LabSettings */
/** @typedef {import("./trainer.js").LabUpdate} LabUpdate */
/** @typedef {import("./fineTune.js").FineTuneResult} FineTuneResult */

/**
 * @typedef {object} LabHost
 * @property {"worker" | "page"} thread where the models train
 * @property {import("./trainer.js").LabTrainer} trainer (in a Worker: a mirror of the worker's)
 * @property {(id: number, sentence: string) => Promise<any>} predict labPredict
 * @property {(id: number) => Promise<any>} weights labWeights
 * @property {(settings: LabSettings, job?: { onProgress?: (done: number, total: number) => void })
 *   => { finished: Promise<FineTuneResult>, stop(): void }} fineTune fineTune.js's job
 * @property {(callback: () => void) => void} onRestarted
 */

/** The worker's script, beside the page's. */
export const labWorkerFile = "lab-worker.js";
/** How long a Worker may take to load the lab module before the page trains it itself. */
const workerStartMs = 20000;

/**
 * @typedef {object} HostOptions
 * @property {import("../core.js").CoreKind} kind the core's kind: the lab module's is the same
 * @property {LabSettings} settings the main run's
 * @property {(update: LabUpdate) => void} onUpdate what moved, after every slice and change
 * @property {HTMLElement | null} [errorElement] where a restart is said
 * @property {boolean} [worker] false: never try a Worker
 */

/** Whether this page may start the lab's Worker: over http(s), from an origin of its own (a
 * sandboxed frame's opaque origin may not load the worker's script). */
export function workerAllowed() {
  const protocol = globalThis.location?.protocol;
  return (
    (protocol === "http:" || protocol === "https:") &&
    globalThis.origin !== "null" &&
    typeof Worker === "function"
  );
}

/** @param {HostOptions} options @returns {Promise<LabHost>} */
export async function startLabHost(options) {
  if (options.worker !== false && workerAllowed()) {
    // (new Worker throws at once where the policy or the origin refuses it: a rejection too.)
    const host = await new Promise((resolve) => resolve(startWorkerHost(options))).catch(
      (error) => {
        console.warn("The lab trains on the page: its Worker did not start.", error);
        return null;
      },
    );
    if (host) return host;
  }
  return startPageHost(options);
}

/** The lab on the page's thread: the lab module and trainer.js, as they are.
 * @param {HostOptions} options @returns {Promise<LabHost>} */
async function startPageHost({ kind, settings, onUpdate, errorElement = null }) {
  const loaded = await loadLab({ kind, errorElement });
  const lab = loaded.module;
  // For console users and tests, beside window.peCore (docs/api.md).
  Object.assign(window, { peLab: lab });
  const trainer = createLabTrainer({ lab, settings, onUpdate });
  return {
    thread: /** @type {const} */ ("page"),
    trainer,
    predict: async (/** @type {number} */ id, /** @type {string} */ sentence) =>
      lab.labPredict(id, sentence),
    weights: async (/** @type {number} */ id) => lab.labWeights(id),
    /** @param {LabSettings} runSettings @param {{ onProgress?: (done: number, total: number) => void }} [job] */
    fineTune: (runSettings, job = {}) => startFineTune(lab, runSettings, job),
    onRestarted: loaded.onRestarted,
  };
}

/**
 * The main run as the page keeps it from the worker's states: run.js's fields the section reads.
 * @param {any} snapshot the worker's runSnapshot
 */
function mirrorRun(snapshot) {
  return {
    serial: snapshot.serial,
    seed: snapshot.seed,
    steps: snapshot.steps,
    causal: snapshot.causal,
    task: snapshot.task,
    vocabulary: snapshot.vocabulary,
    step: 0,
    trained: false,
    evaluated: false,
    results: snapshot.results,
    models: snapshot.models.map((/** @type {any} */ model) => ({
      kind: model.kind,
      id: model.id,
      maxLen: model.maxLen,
      loss: new Float32Array(snapshot.steps),
      accuracy: new Float32Array(snapshot.steps),
    })),
  };
}

/** The lab in a Worker, and a trainer on the page that mirrors the worker's.
 * @param {HostOptions} options @returns {Promise<LabHost>} */
function startWorkerHost({ kind, settings, onUpdate, errorElement = null }) {
  const worker = new Worker(labWorkerFile);
  const language = currentLanguage();
  const pack =
    language === defaultLanguage || language === pseudoLanguage ? "" : `lang/${language}.js`;

  // ---- the trainer's state, as the worker last said it ----------------------------------------
  /** @type {any} */
  let state = {
    phase: "ready",
    job: "main",
    error: "",
    settings,
    seedResults: null,
    progress: { done: 0, total: 0, run: 1, activity: "training" },
    liveModels: 0,
  };
  /** @type {ReturnType<typeof mirrorRun> | null} */
  let main = null;
  // Commands sent, and the last one the worker has done: a state sent before the latest command
  // is out of date and is dropped (the worker sends every loss again after a command).
  let sentSeq = 0;
  /** @param {string} name @param {unknown[]} [args] */
  function command(name, args = []) {
    sentSeq += 1;
    worker.postMessage({ type: "command", seq: sentSeq, name, args });
  }

  /** @param {any} message */
  function takeState(message) {
    if (message.seq < sentSeq) return;
    const { main: snapshot, ...rest } = message.state;
    state = rest;
    if (!snapshot) main = null;
    else {
      if (!main || main.serial !== snapshot.serial) main = mirrorRun(snapshot);
      snapshot.models.forEach((/** @type {any} */ model, /** @type {number} */ k) => {
        main?.models[k].loss.set(model.loss, snapshot.from);
        main?.models[k].accuracy.set(model.accuracy, snapshot.from);
      });
      main.step = snapshot.step;
      main.trained = snapshot.trained;
      main.evaluated = snapshot.evaluated;
      main.results = snapshot.results;
      main.vocabulary = snapshot.vocabulary;
    }
    onUpdate(message.update);
  }

  const trainer = /** @type {import("./trainer.js").LabTrainer} */ ({
    get main() {
      return /** @type {import("./run.js").LabRun | null} */ (/** @type {unknown} */ (main));
    },
    get phase() {
      return /** @type {import("./trainer.js").LabPhase} */ (state.phase);
    },
    get job() {
      return /** @type {"main" | "seeds"} */ (state.job);
    },
    get error() {
      return /** @type {string} */ (state.error);
    },
    get settings() {
      return /** @type {LabSettings} */ (state.settings);
    },
    get seedResults() {
      return state.seedResults;
    },
    progress: () => state.progress,
    liveModels: () => /** @type {number} */ (state.liveModels),
    // What the section reads right after a command is what the command will do (the worker's
    // next state confirms it): Pause shows at once, and a reset run is ready to play.
    play() {
      if (main && (state.phase === "ready" || state.phase === "paused")) state.phase = "training";
      command("play");
    },
    pause() {
      if (state.phase === "training") state.phase = "paused";
      command("pause");
    },
    stepOnce: () => command("stepOnce"),
    runSeeds: () => command("runSeeds"),
    /** @param {LabSettings} next */
    reset(next) {
      state = {
        ...state,
        phase: "ready",
        job: "main",
        error: "",
        settings: next,
        seedResults: null,
      };
      command("reset", [next]);
    },
    forget: () => command("forget"),
    destroy: () => worker.terminate(),
  });

  // ---- calls answered by the worker -------------------------------------------------------------
  let nextCall = 1;
  /** @type {Map<number, (result: any) => void>} */
  const answers = new Map();
  /** @param {string} method @param {unknown[]} args */
  function call(method, args) {
    const id = nextCall++;
    worker.postMessage({ type: "call", id, method, args });
    return new Promise((resolve) => answers.set(id, resolve));
  }
  /** @type {Map<number, { resolve: (result: FineTuneResult) => void, onProgress?: (done: number, total: number) => void }>} */
  const fineTunes = new Map();
  /** @type {(() => void)[]} */
  const restartedCallbacks = [];
  // A restart's message, in the lab's error line (core.js says a page-side restart the same way).
  const say = sayIn(errorElement);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("no answer")), workerStartMs);
    /** @param {unknown} error */
    function fail(error) {
      clearTimeout(timer);
      worker.terminate();
      reject(error);
    }
    worker.addEventListener("error", (event) => fail(new Error(event.message || "error")), {
      once: true,
    });
    worker.addEventListener("message", (event) => {
      const message = event.data;
      if (message.type === "ready") {
        clearTimeout(timer);
        worker.postMessage({ type: "trainer", settings });
        resolve({
          thread: /** @type {const} */ ("worker"),
          trainer,
          predict: (/** @type {number} */ id, /** @type {string} */ sentence) =>
            call("labPredict", [id, sentence]),
          weights: (/** @type {number} */ id) => call("labWeights", [id]),
          /** @param {LabSettings} runSettings @param {{ onProgress?: (done: number, total: number) => void }} [job] */
          fineTune(runSettings, job = {}) {
            const id = nextCall++;
            worker.postMessage({ type: "fineTune", id, settings: runSettings });
            /** @type {Promise<FineTuneResult>} */
            const finished = new Promise((done) =>
              fineTunes.set(id, { resolve: done, onProgress: job.onProgress }),
            );
            return { finished, stop: () => worker.postMessage({ type: "fineTuneStop", id }) };
          },
          /** @param {() => void} callback */
          onRestarted: (callback) => restartedCallbacks.push(callback),
        });
      } else if (message.type === "failed") fail(new Error(message.message));
      else if (message.type === "state") takeState(message);
      else if (message.type === "answer") {
        answers.get(message.id)?.(message.result);
        answers.delete(message.id);
      } else if (message.type === "fineTuneProgress") {
        fineTunes.get(message.id)?.onProgress?.(message.done, message.total);
      } else if (message.type === "fineTuneDone") {
        fineTunes.get(message.id)?.resolve(message.result);
        fineTunes.delete(message.id);
      } else if (message.type === "notice") say(message.text);
      else if (message.type === "restarted") {
        for (const callback of restartedCallbacks) callback();
      }
    });
    worker.postMessage({ type: "start", file: moduleFiles[kind].lab, language, pack });
  });
}
