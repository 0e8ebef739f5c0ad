// @ts-check
// Section "lab": the training lab. A tiny Transformer (four attention heads, d_model = 32) is
// trained in the reader's browser by the lab module, once for each kind of position (none,
// sinusoidal, learned, rope, alibi), from the same seed, on one of two tasks (the answer read at
// the verb, or at a final query); then each model is tested on sentences longer than any it saw.
// This file wires the controls, the lab module and the trainer to four parts, each drawn when it
// is on screen:
//   1. training: seed, steps, the causal mask and the task (labseed, labsteps, labmask, labtask),
//      Train / Pause, Step, Reset and "5 seeds", a progress bar and the status line (here), live
//      loss and accuracy curves (curves.js);
//   2. the results table (labEvaluate at lengths 16, 24, 32, 64, the rope model also under a
//      stretched RoPE, and the chance level), the sentences read from it (lab/report.js), the
//      5-seed summary (results.js), and fine-tuning rope at 2x with PI (fineTune.js);
//   3. where each model looks: the attention of the word where the models answer over the words
//      of the reader's sentence (labsentence) and each model's answer (labPredict) (looks.js);
//   4. the learned table after training (labWeights), with its missing row 16 (learnedTable.js).
// The lab module loads when the section first comes near (or on Train): the core every other
// section waits for stays small. Training starts by itself when the curves first come on screen.
// Over http(s) it runs in a Worker; from disk, on the page in slices of about 8 ms per frame
// (lab/labHost.js, lab/trainer.js). Every number comes from the lab
// module; the parts arrange them, smooth the curves for the eye and write the sentences. Until
// the models are trained and tested, a printout has a note in place of the parts (printNote.js).
import { createNumberControls } from "../../js/controls/numberControl.js";
import { createToggleControl } from "../../js/controls/toggleControl.js";
import { button, el, liveText, setText } from "../../js/dom.js";
import { countText, listText } from "../../js/format.js";
import { labKinds, testCount } from "../../js/lab/run.js";
import { startLabHost } from "../../js/lab/labHost.js";
import { afterSectionHeights } from "../../js/sectionSkipping.js";
import { seedCount } from "../../js/lab/trainer.js";
import { defineSection } from "../../js/section.js";
import { createVisibilityGate, holdIdleWork } from "../../js/visibility.js";
import { createLabCurves } from "./curves.js";
import { createLabPrintNote } from "./printNote.js";
import { createLabLearnedTable } from "./learnedTable.js";
import { createLabLooks } from "./looks.js";
import { createLabFineTune } from "./fineTune.js";
import { createLabResults } from "./results.js";
import { settingsOf, settingsText } from "./shared.js";
import { t } from "./strings.js";

// While training, "where each model looks" and the learned table follow at most this often.
const followEveryMs = 150;
// While training, the status, the progress bar, the curves and the results are shown at most this
// often (10 times a second still reads as live). Shown after every slice, each frame had
// something to lay out, paint and commit: on the page's own thread (from file://) at 4x CPU
// throttling that took three quarters of the time, and the default run 17 s (docs/performance-notes.md).
const showEveryMs = 100;
// While training, what counts the steps (the status line, the progress bar and the curves'
// caption) changes at most this often; the plots still follow every showEveryMs. Written in every
// frame that drew a plot, they made each of those frames paint the whole document again, where a
// plot's canvas needs none of it: 12 paints of the document in a default run at 4x, 5 since
// (docs/performance-notes.md).
const countEveryMs = 400;
const settingKeys = ["labseed", "labsteps", "labmask", "labtask"];

export const createSection = defineSection(({ section, slot, root, store, coreKind }) => {
  // ---- 1. Controls, buttons, progress -------------------------------------------------------
  section.own(
    createNumberControls(slot("controls"), store, "lab", [
      {
        key: "labseed",
        id: "lab-seed",
        label: t("control.seed"),
        hint: t("control.seedHint"),
        slider: { max: 100 },
      },
      {
        key: "labsteps",
        id: "lab-steps",
        label: t("control.steps"),
        hint: t("control.stepsHint"),
        slider: { max: 2000 },
      },
    ]),
    createToggleControl(slot("controls"), store, {
      key: "labmask",
      id: "lab-causal",
      label: t("control.causal"),
      hint: t("control.causalHint"),
      on: "causal",
      off: "none",
    }),
    createToggleControl(slot("controls"), store, {
      key: "labtask",
      id: "lab-far",
      label: t("control.far"),
      hint: t("control.farHint"),
      on: "far",
      off: "local",
    }),
  );
  const buttons = slot("buttons");
  const trainButton = button("control-button lab-train", t("button.train", { phase: "ready" }));
  trainButton.id = "lab-train";
  const stepButton = button("control-button", t("button.step"));
  stepButton.id = "lab-step";
  stepButton.setAttribute("aria-label", t("button.stepLabel"));
  const resetButton = button("control-button", t("button.reset"));
  resetButton.id = "lab-reset";
  resetButton.setAttribute("aria-label", t("button.resetLabel"));
  const seedsButton = button("control-button", t("button.seeds", { seeds: String(seedCount) }));
  seedsButton.id = "lab-seeds";
  seedsButton.setAttribute("aria-label", t("button.seedsLabel", { seeds: String(seedCount) }));
  buttons.append(trainButton, stepButton, resetButton, seedsButton);

  const progressBox = slot("progress");
  const progressLabel = el("label", "lab-progress-label", t("progress.label"));
  progressLabel.htmlFor = "lab-progress";
  const progress = el("progress", "lab-progress");
  progress.id = "lab-progress";
  progress.max = 1;
  progress.value = 0;
  const status = el("p", "lab-status", t("status.waiting"));
  status.id = "lab-status";
  // The status line changes every frame while training; screen readers hear only what changes
  // the phase (started, paused, finished, reset).
  const announce = liveText("visually-hidden", "lab-announce");
  const labError = el("p", "section-error lab-error");
  labError.setAttribute("role", "alert");
  labError.hidden = true;
  progressBox.append(progressLabel, progress, status, announce, labError);
  section.own(
    () => progressBox.replaceChildren(),
    () => buttons.replaceChildren(),
  );

  // ---- the lab module and the trainer ---------------------------------------------------------
  /** @type {Awaited<ReturnType<typeof startLabHost>> | null} */
  let host = null;
  /** @type {import("../../js/lab/trainer.js").LabTrainer | null} */
  let trainer = null;
  // The palette of words is built from the first run's vocabulary.
  let paletteBuilt = false;
  let loading = null;
  // Training starts by itself whenever the models are at step 0 and the curves are on screen
  // (when the lab has loaded, after a change of settings), until the reader takes over with
  // Pause, Step or Reset.
  let autoTrain = true;
  let curvesOnScreen = false;
  let destroyed = false;
  // What the status line says before its usual text: why the lab was reset, a refused sentence.
  let statusPrefix = "";
  let lastFollow = -Infinity;
  let lastCounted = -Infinity;

  // ---- the parts, each drawn when on screen ----------------------------------------------------
  /** @type {() => import("./looks.js").LabNow} */
  const now = () => ({ host, run: trainer?.main ?? null });
  /** @type {(error: string, what?: string) => void} */
  const refused = (error, what) => section.refused(error, what);
  const curvesElement = slot("curves");
  // Printed in place of the figures until the models are trained and tested (printNote.js).
  const printNote = section.own(createLabPrintNote(root, curvesElement, store));
  const curves = section.own(createLabCurves(curvesElement));
  const looks = section.own(createLabLooks(slot("looks-part"), { store, now, refused }));
  const learnedTable = section.own(createLabLearnedTable(slot("learned-part"), refused));
  const results = section.own(createLabResults(slot("results-part")));
  const fineTune = section.own(createLabFineTune(slot("tune"), { now }));

  function ensureLab() {
    if (!loading) {
      setText(status, t("status.loading"));
      loading = startLabHost({
        kind: coreKind,
        settings: settingsOf(store.getAll()),
        onUpdate,
        errorElement: labError,
      })
        .then((started) => {
          if (destroyed) {
            started.trainer.destroy();
            return;
          }
          host = started;
          // For tests and the curious: where the models train ("worker" or "page").
          root.dataset.labThread = host.thread;
          host.onRestarted(() => {
            if (destroyed || !trainer) return;
            trainer.forget();
            autoTrain = false;
            statusPrefix = t("status.restarted");
            trainer.reset(settingsOf(store.getAll()));
          });
          trainer = /** @type {import("../../js/lab/trainer.js").LabTrainer} */ (host.trainer);
          onUpdate({ trained: true, tested: true, phase: true });
          trainAfterNextFrame();
        })
        .catch((error) => {
          loading = null;
          section.showError(t("status.couldNotStart", { message: String(error.message) }));
          setText(status, t("status.didNotStart"));
        });
    }
    return loading;
  }

  // A link with labseed, labsteps and labmask thus reproduces the same curves by itself.
  function trainIfDue() {
    if (autoTrain && curvesOnScreen && trainer?.phase === "ready") trainer.play();
  }
  // Training starts after the next frame: the figures drawn in it (as the lab loads, or as the
  // curves come on screen and their plots are built) are painted first, so that drawing is not
  // one long frame with the first slice and the training's first figures. It waits for the
  // plots' canvases to be ready to be redrawn (their buffers made, a few frames), and on the
  // article for its sections' one whole layout, a few frames after the page starts
  // (sectionSkipping.js).
  function trainAfterNextFrame() {
    requestAnimationFrame(() =>
      setTimeout(() =>
        curves.canvasesReady().then(() =>
          afterSectionHeights(() => {
            if (!destroyed) trainIfDue();
          }),
        ),
      ),
    );
  }

  const startObserver =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
          curvesOnScreen = entries[entries.length - 1].isIntersecting;
          if (!curvesOnScreen) return;
          if (trainer) trainAfterNextFrame();
          else ensureLab();
        })
      : null;
  if (startObserver) startObserver.observe(curvesElement);
  else curvesOnScreen = true;
  section.own(() => startObserver?.disconnect());

  // Each plot is a part of its own: one gate keeps one task, so a single gate for both kept only
  // the last plot asked for, and a plot off screen when the job ended came back as drawn while
  // training (one step in `stride`).
  const parts = {
    loss: createVisibilityGate(curves.plotElements.loss),
    accuracy: createVisibilityGate(curves.plotElements.accuracy),
    results: createVisibilityGate(slot("results-part")),
    looks: createVisibilityGate(slot("looks-part")),
    learned: createVisibilityGate(slot("learned-part")),
  };
  const first = createVisibilityGate(root);
  section.own(first, ...Object.values(parts));
  first.run(() => ensureLab());

  let phaseSeen = "";
  /** @type {import("../../js/lab/run.js").LabRun | null} */
  let markedTrained = null;
  // What changed is shown at most every showEveryMs while training, and at once when the phase
  // changes or the job stops: the status line and the progress bar then and there, the figures in
  // the next animation frame, once for all the changes since they were last drawn, so that a slice
  // of training and the drawing it causes are two tasks, not one long one.
  // What the next animation frame draws; status: the progress within a phase, held back for it.
  /** @type {(import("../../js/lab/trainer.js").LabUpdate & { status: boolean }) | null} */
  let toDraw = null;
  const owed = { trained: false, tested: false, phase: false };
  let lastShown = -Infinity;
  let doneToMark = false;
  // The plot drawn next while training.
  let plotsTurn = /** @type {"loss" | "accuracy"} */ ("loss");
  // The animation frame that shows the counts (the status line, the progress bar, the caption)
  // last written, by its time, and the last frame that drew a part: no frame does both (see
  // drawFigures). Counts written outside an animation frame (a message from the Worker, a click)
  // are shown by the next one: "next" until one of the lab's frame callbacks learns its time.
  /** @type {number | "next" | null} */
  let countsFrame = null;
  let partsFrame = -1;
  /** @param {number} frameTime an animation frame's time: the frame that shows the counts */
  function countsShownIn(frameTime) {
    if (countsFrame === "next") countsFrame = frameTime;
    return countsFrame === frameTime;
  }
  // While training, the article's idle work (formulas typeset far away) waits: a formula typeset
  // between two of the lab's frames is laid out and painted in the next one, with a plot.
  /** @type {(() => void) | null} */
  let releaseIdleWork = null;
  section.own(() => releaseIdleWork?.());
  /** @param {import("../../js/lab/trainer.js").LabUpdate} update */
  function onUpdate(update) {
    if (destroyed || !trainer) return;
    if (!paletteBuilt && trainer.main) {
      paletteBuilt = true;
      looks.buildPalette(trainer.main.vocabulary);
      looks.checkLinkSentence();
    }
    // For tests and the benchmark (tests/bench/browser.mjs): when a job started training, when
    // the main run's last step was trained, and when the job was done (its tests in, and the
    // figures drawn: drawFigures marks it).
    if (trainer.phase !== phaseSeen) {
      if (trainer.phase === "training") statusPrefix = "";
      lastCounted = -Infinity;
      if (trainer.phase === "training" && phaseSeen !== "paused") performance.mark("pe:lab-start");
      if (trainer.phase === "training") releaseIdleWork ??= holdIdleWork();
      else {
        releaseIdleWork?.();
        releaseIdleWork = null;
      }
      doneToMark = trainer.phase === "done";
      phaseSeen = trainer.phase;
    }
    if (trainer.main?.trained && markedTrained !== trainer.main) {
      markedTrained = trainer.main;
      performance.mark("pe:lab-trained");
    }
    owed.trained ||= update.trained;
    owed.tested ||= update.tested;
    owed.phase ||= update.phase;
    const time = performance.now();
    if (trainer.phase === "training" && !update.phase && time - lastShown < showEveryMs) return;
    lastShown = time;
    // A new phase is said at once; progress within one waits for the figures' frame, so that a
    // step of progress costs the page one frame to lay out and paint, not two.
    if (owed.phase || trainer.phase !== "training") {
      renderStatus(owed.phase);
      countsFrame = "next";
      printNote.show(trainer.phase === "done");
      results.showSeeds(Boolean(trainer.seedResults));
    }
    const due = figuresDue();
    due.status ||= !owed.phase && trainer.phase === "training";
    due.trained ||= owed.trained;
    due.tested ||= owed.tested;
    due.phase ||= owed.phase;
    owed.trained = owed.tested = owed.phase = false;
  }

  // What the next animation frame's drawFigures draws, that frame asked for once.
  function figuresDue() {
    if (!toDraw) {
      toDraw = { trained: false, tested: false, phase: false, status: false };
      requestAnimationFrame(drawFigures);
    }
    return toDraw;
  }

  /** @param {number} frameTime */
  function drawFigures(frameTime) {
    const update = toDraw;
    toDraw = null;
    if (destroyed || !trainer || !update) return;
    const time = performance.now();
    if (update.status && time - lastCounted >= countEveryMs) {
      if (partsFrame === frameTime) {
        // This frame has drawn a part already: the counts wait for the next one.
        figuresDue().status = true;
      } else {
        lastCounted = time;
        renderStatus(false);
        drawCurvesCaption();
        countsFrame = frameTime;
      }
    }
    const settled = trainer.phase !== "training";
    if (update.trained || update.phase) {
      // While training the plots take turns; at rest both are due.
      if (settled) {
        dueParts.add(drawLossPart);
        dueParts.add(drawAccuracyPart);
      } else {
        dueParts.add(plotsTurn === "loss" ? drawLossPart : drawAccuracyPart);
        plotsTurn = plotsTurn === "loss" ? "accuracy" : "loss";
      }
    }
    if (update.tested || update.phase) dueParts.add(drawResultsPart);
    if (update.trained && (settled || time - lastFollow >= followEveryMs)) {
      lastFollow = time;
      dueParts.add(drawFollowers);
    } else if (update.phase && settled) {
      dueParts.add(drawFollowers);
    }
    // A frame that shows new counts leaves its part for the next frame (drawDueParts): training in
    // a Worker at 4x CPU throttling, a frame that laid out new counts and drew a plot made many of
    // the frame gaps over 50 ms (67-100 ms), the training's first frame above all (its new buttons
    // and status, and the first plot), where the counts alone took at most 33 ms
    // (docs/performance-notes.md).
    drawDueParts(frameTime);
  }

  // The parts due to be drawn, one per animation frame, in the order they fell due (a part drawn
  // goes to the back of the line when it falls due again), so that a frame pays for one part: a
  // plot, the results table and the followers drawn in one frame made the longest frame gaps of a
  // run in a Worker at 4x CPU throttling. A job is done (pe:lab-done) once the last is drawn.
  /** @type {Set<() => void>} */
  const dueParts = new Set();
  let partFrameAsked = false;
  /** @param {number} frameTime */
  function drawDueParts(frameTime) {
    if (destroyed || !trainer) return;
    if (countsShownIn(frameTime) && dueParts.size > 0) {
      drawPartsNextFrame();
      return;
    }
    for (const part of dueParts) {
      dueParts.delete(part);
      partsFrame = frameTime;
      part();
      break;
    }
    if (dueParts.size > 0) {
      drawPartsNextFrame();
    } else if (doneToMark && trainer.phase === "done") {
      doneToMark = false;
      performance.mark("pe:lab-done");
    }
  }
  function drawPartsNextFrame() {
    if (partFrameAsked) return;
    partFrameAsked = true;
    requestAnimationFrame((frameTime) => {
      partFrameAsked = false;
      drawDueParts(frameTime);
    });
  }
  const drawLossPart = () => parts.loss.run(() => drawCurves("loss"));
  const drawAccuracyPart = () => parts.accuracy.run(() => drawCurves("accuracy"));
  const drawResultsPart = () => parts.results.run(drawResults);

  // "Where each model looks" and the learned table, which follow the training.
  function drawFollowers() {
    if (destroyed || !trainer) return;
    parts.looks.run(looks.draw);
    parts.learned.run(drawLearned);
  }

  // ---- status, buttons, progress --------------------------------------------------------------
  function renderStatus(phaseChanged) {
    if (!trainer) return;
    const { phase, job, settings } = trainer;
    const p = trainer.progress();
    progress.max = Math.max(1, p.total);
    progress.value = p.done;
    const counts = {
      done: countText(p.done),
      total: countText(p.total),
      models: String(labKinds.length),
    };
    let text = "";
    if (phase === "error") {
      text = t("status.stopped", { error: String(trainer.error) });
    } else if (job === "seeds" && phase !== "done") {
      const activity =
        phase === "paused" ? "paused" : p.activity === "testing" ? "testing" : "training";
      const seed = trainer.seedResults?.seeds[p.run - 1];
      text = t("status.seeds", {
        ...counts,
        seeds: String(seedCount),
        activity,
        seed: String(seed),
        run: String(p.run),
      });
    } else if (phase === "ready") {
      text = t("status.ready", {
        models: counts.models,
        settings: settingsText(settings),
        auto: autoTrain ? "yes" : "no",
      });
    } else if (phase === "training" && p.activity === "testing") {
      text = t("status.testing", {
        testsDone: String(p.testsDone),
        tests: String(p.tests),
        sentences: countText(testCount),
      });
    } else if (phase === "training") {
      text = t("status.training", counts);
    } else if (phase === "paused") {
      text =
        p.activity === "testing"
          ? t("status.pausedTesting", { testsDone: String(p.testsDone), tests: String(p.tests) })
          : t("status.paused", counts);
    } else {
      text =
        job === "seeds"
          ? t("status.seedsDone", {
              seeds: String(seedCount),
              seedList: String(trainer.seedResults?.seeds.join(", ")),
            })
          : t("status.done", {
              steps: countText(settings.steps),
              models: counts.models,
              total: counts.total,
              sentences: countText(testCount),
            });
    }
    const line = statusPrefix ? t("status.withPrefix", { prefix: statusPrefix, text }) : text;
    setText(status, line);
    if (phaseChanged) setText(announce, line);

    const running = phase === "training";
    setText(trainButton, t("button.train", { phase }));
    trainButton.disabled = phase === "done" || phase === "error";
    stepButton.disabled =
      running || phase === "error" || job !== "main" || !trainer.main || trainer.main.trained;
    seedsButton.disabled = phase === "error" || job === "seeds" || !trainer.main;
  }

  function onTrain() {
    if (!trainer) {
      ensureLab()?.then(() => trainer?.play());
      return;
    }
    if (trainer.phase === "training") {
      autoTrain = false;
      trainer.pause();
    } else {
      trainer.play();
    }
  }
  trainButton.addEventListener("click", onTrain);
  const onStep = () => {
    autoTrain = false;
    statusPrefix = "";
    trainer?.stepOnce();
  };
  stepButton.addEventListener("click", onStep);
  const onReset = () => {
    if (!trainer) return;
    autoTrain = false;
    statusPrefix = t("status.reset");
    trainer.reset(settingsOf(store.getAll()));
  };
  resetButton.addEventListener("click", onReset);
  const onSeeds = () => trainer?.runSeeds();
  seedsButton.addEventListener("click", onSeeds);
  section.own(() => {
    trainButton.removeEventListener("click", onTrain);
    stepButton.removeEventListener("click", onStep);
    resetButton.removeEventListener("click", onReset);
    seedsButton.removeEventListener("click", onSeeds);
  });

  // A change of seed, steps, mask or task starts over: the models trained so far belong to the old
  // settings. The status line says so.
  section.own(
    store.subscribe((state, changed) => {
      if (trainer && settingKeys.some((key) => changed.has(key))) {
        const what = settingKeys
          .filter((key) => changed.has(key))
          .map((key) =>
            key === "labseed"
              ? t("change.seed", { seed: String(state.labseed) })
              : key === "labsteps"
                ? t("change.steps", { steps: countText(state.labsteps), count: state.labsteps })
                : key === "labmask"
                  ? t("change.mask", { causal: state.labmask === "causal" ? "yes" : "no" })
                  : t("change.task", { task: state.labtask }),
          );
        statusPrefix = t("status.changed", { changes: listText(what) });
        trainer.reset(settingsOf(state));
        trainIfDue();
      }
      if (changed.has("labsentence")) parts.looks.run(looks.draw);
    }),
  );

  // The parts draw the main run, once there is one.
  /** @param {"loss" | "accuracy"} plot */
  function drawCurves(plot) {
    const run = trainer?.main;
    if (run) curves.draw(run, trainer?.phase === "training", plot);
  }
  function drawCurvesCaption() {
    const run = trainer?.main;
    if (run) curves.caption(run);
  }
  function drawResults() {
    const run = trainer?.main;
    if (run) results.draw(run, trainer?.seedResults);
    fineTune.update(run ?? null);
  }
  function drawLearned() {
    const run = trainer?.main;
    if (run && host) learnedTable.draw(host, run);
  }

  section.own(() => {
    destroyed = true;
    trainer?.destroy();
    trainer = null;
  });
});
