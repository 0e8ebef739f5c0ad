// @ts-check
// The training lab's trainer: trains and tests the lab's runs (run.js) in time slices of about
// 8 ms, each a task of its own (timeSlices.js). On the page's thread (from file://, where no
// Worker may start) scrolling, input and drawing run between them; in the lab's Worker
// (labWorker.js, over http(s)) its slices are longer, and the page's next message runs between them.
//
// Each slice it measures how long a round of training steps takes (one step of each of the five
// models) and calls labTrain with as many rounds as fit in `budgetMs` (about 8 ms), then, once the
// models are trained, makes the tests (labEvaluate) one by one while the next one's estimated
// time still fits. Two jobs:
//   "main"   the reader's run: the five kinds at labseed, labsteps and labmask;
//   "seeds"  the same settings at five seeds (labseed and the four after it): the main run, then
//            four more runs, each freed once tested, so at most 10 models are alive.
//
//   const trainer = createLabTrainer({ lab, settings, onUpdate });
//   trainer.play(), pause(), stepOnce(), runSeeds(), reset(settings), forget(), destroy()
//   trainer.phase      "ready" (step 0, not started), "training", "paused", "done", "error"
//   trainer.job        "main" or "seeds"; trainer.main: the main run; trainer.seedResults
//   trainer.progress() { done, total, activity: "training" | "testing" | "" }
// onUpdate({ trained, tested, phase }) after every slice and every change of phase: what moved.
import { runInSlices } from "../timeSlices.js";
import { createLabRun, labKinds, labRows, maxLiveModels, testCount, testLengths } from "./run.js";
import { t } from "../../sections/lab/strings.js";

/** @typedef {import("./run.js").LabRun} LabRun */
/** @typedef {import("./run.js").LabSettings} LabSettings */
/** @typedef {import("./run.js").LabCell} LabCell */
/** @typedef {"ready" | "training" | "paused" | "done" | "error"} LabPhase */
/** @typedef {{ trained: boolean, tested: boolean, phase: boolean }} LabUpdate */

/** Runs of the "5 seeds" button. */
export const seedCount = 5;
const maxSeed = 4294967295;

/**
 * @typedef {object} TrainerOptions
 * @property {import("pe-core").PeLab} lab
 * @property {LabSettings} settings
 * @property {(update: LabUpdate) => void} [onUpdate]
 * @property {number} [budgetMs] work per slice
 * @property {(callback: () => void) => number} [schedule] the next slice (timeSlices.js)
 * @property {(handle: number) => void} [cancel]
 * @property {() => number} [now]
 */

/** @param {TrainerOptions} options */
export function createLabTrainer(options) {
  const {
    lab,
    onUpdate = () => {},
    budgetMs = 8,
    schedule,
    cancel,
    now = () => performance.now(),
  } = options;
  let settings = options.settings;

  /** @type {LabRun | null} */
  let main = null;
  /** @type {LabPhase} */
  let phase = "ready";
  /** @type {"main" | "seeds"} */
  let job = "main";
  let error = "";
  // The 5-seed job: the seeds, the results of each finished run, the run in progress.
  /** @type {{ seeds: number[], results: (LabCell | null)[][][], current: LabRun | null } | null} */
  let seedJob = null;
  /** @type {ReturnType<typeof runInSlices> | null} */
  let slices = null;
  // What the slice in progress moved (onUpdate after it), and whether the job ended in it.
  let sliceTrained = false;
  let sliceTested = false;
  let finishing = false;
  // Measured costs: ms per round of training steps, ms per test sentence token.
  let msPerRound = 0;
  let msPerToken = 0;

  /** @param {string} message */
  function fail(message) {
    error = message;
    setPhase("error");
  }

  /** @param {LabPhase} next */
  function setPhase(next) {
    if (next !== "training") stop();
    if (phase === next) return;
    phase = next;
    onUpdate({ trained: false, tested: false, phase: true });
  }

  function liveModels() {
    return (main ? main.models.length : 0) + (seedJob?.current?.models.length ?? 0);
  }

  // A new run of the five kinds, refused (with the core's message) rather than exceeding the
  // lab module's limit of live models.
  /** @param {LabSettings} runSettings */
  function newRun(runSettings) {
    if (liveModels() + labKinds.length > maxLiveModels) {
      return /** @type {const} */ ({
        ok: false,
        error: t("refusal.tooManyModels", { max: String(maxLiveModels) }),
      });
    }
    return createLabRun(lab, runSettings);
  }

  // The run the current job works on, or null when the job is finished.
  /** @returns {LabRun | null} */
  function currentRun() {
    if (job === "main") return main && !(main.trained && main.evaluated) ? main : null;
    if (!seedJob) return null;
    if (seedJob.current === null || (seedJob.current.trained && seedJob.current.evaluated)) {
      // 1. Keep the finished run's results (freeing it unless it is the main run).
      if (seedJob.current) {
        seedJob.results.push(seedJob.current.results);
        if (seedJob.current !== main) seedJob.current.free();
        seedJob.current = null;
      }
      // 2. Start the next seed: the main run itself for the first one.
      const index = seedJob.results.length;
      if (index >= seedJob.seeds.length) return null;
      if (index === 0) {
        seedJob.current = main;
      } else {
        const made = newRun({ ...settings, seed: seedJob.seeds[index] });
        if (!made.ok) {
          fail(made.error);
          return null;
        }
        seedJob.current = made;
      }
    }
    return seedJob.current;
  }

  // One piece of a slice's work (timeSlices.js): training rounds, as many as fit in msLeft, or
  // one test while its estimated time fits; the first piece of a slice always runs.
  /** @param {number} msLeft @param {boolean} first @returns {import("../timeSlices.js").SliceAnswer} */
  function step(msLeft, first) {
    const run = currentRun();
    if (error) return "done";
    if (!run) {
      finishing = true;
      return "done";
    }
    if (!run.trained) {
      // As many rounds as the last measurement says fit; the first round of all measures.
      let rounds = msPerRound > 0 ? Math.floor(msLeft / msPerRound) : first ? 1 : 0;
      if (first) rounds = Math.max(1, rounds);
      if (rounds < 1) return "yield";
      const count = Math.min(rounds, run.steps - run.step, 1000);
      const begin = now();
      const refused = run.train(count);
      if (refused) {
        fail(refused);
        return "done";
      }
      const spent = (now() - begin) / count;
      msPerRound = msPerRound > 0 ? 0.5 * msPerRound + 0.5 * spent : spent;
      sliceTrained = true;
      return "more";
    }
    // One test at a time, while its estimated time fits (always one per slice).
    const tokens = run.nextLength * testCount;
    if (!first && (msPerToken === 0 || msLeft < msPerToken * tokens)) return "yield";
    const begin = now();
    const refused = run.evaluateNext();
    if (refused) {
      fail(refused);
      return "done";
    }
    const spent = now() - begin;
    // A refusal ("no row") costs nothing and says nothing about the time of a test.
    if (spent > 0.05) msPerToken = Math.max(msPerToken * 0.5, spent / tokens);
    sliceTested = true;
    return "more";
  }

  // After each slice: say what moved; at the end of the job, that it is done.
  function afterSlice() {
    if (error) return;
    const update = { trained: sliceTrained, tested: sliceTested, phase: false };
    sliceTrained = false;
    sliceTested = false;
    onUpdate(update);
    if (finishing) {
      finishing = false;
      setPhase("done");
    }
  }

  // Stops the slices without telling anyone (the caller reports the new state once).
  function stop() {
    slices?.stop();
    slices = null;
  }

  // Frees every model of both jobs (each run frees its models once).
  function freeAll() {
    stop();
    seedJob?.current?.free();
    main?.free();
    seedJob = null;
    main = null;
  }

  /**
   * Starts from scratch: frees every model and makes the main run for `next`, at step 0.
   * @param {LabSettings} next
   * @param {boolean} [notify] false while the trainer is being made
   */
  function reset(next, notify = true) {
    freeAll();
    settings = next;
    job = "main";
    error = "";
    phase = "ready";
    const made = newRun(settings);
    if (made.ok) main = made;
    else {
      error = made.error;
      phase = "error";
    }
    if (notify) onUpdate({ trained: true, tested: true, phase: true });
  }

  function play() {
    if (phase === "error" || phase === "training" || !main) return;
    if (!currentRun()) {
      if (!error) setPhase("done");
      return;
    }
    setPhase("training");
    if (!slices) {
      slices = runInSlices(step, { budgetMs, onSlice: afterSlice, schedule, cancel, now });
    }
  }

  function pause() {
    if (phase === "training") setPhase("paused");
  }

  // One training step of each model of the main run (while it is not training); the last step
  // is followed at once by the tests.
  function stepOnce() {
    if (!main || main.trained || job !== "main" || phase === "training" || phase === "error") {
      return;
    }
    const refused = main.train(1);
    if (refused) {
      fail(refused);
      return;
    }
    onUpdate({ trained: true, tested: false, phase: false });
    if (main.trained) play();
    else setPhase("paused");
  }

  // The same settings at five seeds (labseed and the four after it): the main run first (trained
  // on if it is not finished), then four more.
  function runSeeds() {
    if (!main || phase === "error" || job === "seeds") return;
    job = "seeds";
    seedJob = {
      seeds: Array.from({ length: seedCount }, (_, j) => (settings.seed + j) % (maxSeed + 1)),
      results: [],
      current: null,
    };
    onUpdate({ trained: false, tested: true, phase: true });
    if (phase !== "training") play();
  }

  reset(settings, false);

  return {
    get main() {
      return main;
    },
    get phase() {
      return phase;
    },
    get job() {
      return job;
    },
    get error() {
      return error;
    },
    get settings() {
      return settings;
    },
    /** The 5-seed job's seeds and the results of the runs finished so far (null before it). */
    get seedResults() {
      return seedJob ? { seeds: seedJob.seeds, results: seedJob.results } : null;
    },
    liveModels,
    play,
    pause,
    stepOnce,
    runSeeds,
    /** @param {LabSettings} next */
    reset: (next) => reset(next),
    /** The lab module restarted: its models are gone; nothing is freed, nothing runs. */
    forget() {
      stop();
      seedJob?.current?.forget();
      main?.forget();
      seedJob = null;
      main = null;
      phase = "paused";
    },
    /** How far the current job has got: steps of all its models, and tests. */
    progress() {
      const perRun = settings.steps * labKinds.length;
      const tests = labRows.length * testLengths.length;
      const stepsOf = (/** @type {LabRun | null} */ run) => (run ? run.step * labKinds.length : 0);
      if (job === "seeds" && seedJob) {
        const finished = seedJob.results.length;
        const current = seedJob.current;
        return {
          done: finished * perRun + stepsOf(current),
          total: seedCount * perRun,
          run: Math.min(finished + 1, seedCount),
          activity: current && current.trained && !current.evaluated ? "testing" : "training",
        };
      }
      const testsDone = main ? main.results.flat().filter(Boolean).length : 0;
      return {
        done: stepsOf(main),
        total: perRun,
        run: 1,
        testsDone,
        tests,
        activity: main && main.trained ? (main.evaluated ? "" : "testing") : "training",
      };
    },
    destroy() {
      freeAll();
      phase = "paused";
    },
  };
}

/** @typedef {ReturnType<typeof createLabTrainer>} LabTrainer */
