// @ts-check
// Section "lab": the training lab. A tiny Transformer (one attention head, d_model = 16) is
// trained in the reader's browser by the lab module, once for each kind of position (none,
// sinusoidal, learned, rope), from the same seed; then each model is tested on sentences longer
// than any it saw. Parts, each drawn when it is on screen:
//   1. training: seed, steps and the causal mask (labseed, labsteps, labmask), Train / Pause,
//      Step, Reset and "5 seeds", a progress bar, live loss and accuracy curves;
//   2. the results table (labEvaluate at lengths 16, 24, 32, 64, and its chance level), the
//      sentences read from it (lab/report.js), and the 5-seed summary;
//   3. where each model looks: the verb's attention over the words of the reader's sentence
//      (labsentence) and each model's answer (labPredict);
//   4. the learned table after training (labWeights), with its missing row 16.
// The lab module loads when the section first comes near (or on Train): the core every other
// section waits for stays small. Training starts by itself when the curves first come on screen,
// and runs in slices of about 8 ms per frame (lab/trainer.js). Every number comes from the lab
// module; this file arranges them, smooths the curves for the eye and writes the sentences.
import { loadLab } from "../core.js";
import { createNumberControls } from "../controls/numberControl.js";
import { createSentenceControl } from "../controls/sentenceControl.js";
import { createToggleControl } from "../controls/toggleControl.js";
import { button, el, headerCell, liveText, setText } from "../dom.js";
import { addDownloads } from "../downloads.js";
import { createAttentionStrips } from "../figures/attentionStrips.js";
import { createHeatmap } from "../figures/heatmap.js";
import { createLinePlot } from "../figures/linePlot.js";
import {
  countText,
  fixed,
  listText,
  numberText,
  quoted,
  symmetricRange,
  truncated,
} from "../format.js";
import { groupVocabulary } from "../lab/grammar.js";
import { describeResults, reportCell, reportTable } from "../lab/report.js";
import { labKinds, testCount, testLengths } from "../lab/run.js";
import { createLabTrainer, seedCount } from "../lab/trainer.js";
import { watchScrollBox } from "../scrollBox.js";
import { defineSection } from "../section.js";
import { canonicalSentence } from "../state.js";
import { createVisibilityGate } from "../visibility.js";

/** @typedef {import("../lab/run.js").LabRun} LabRun */
/** @typedef {import("../lab/run.js").LabSettings} LabSettings */
/** @typedef {import("../lab/report.js").ReportTable} ReportTable */

// The curves are the mean of the last `smoothing` steps: one batch has 16 sentences, so a single
// step's accuracy moves in sixteenths. The tables and downloads keep every step's own numbers.
const smoothing = 25;
// While training, "where each model looks" and the learned table follow at most this often.
const followEveryMs = 150;
const kindColours = { none: 4, sinusoidal: 1, learned: 2, rope: 3 };
const kindDashes = { none: 2, sinusoidal: 0, learned: 1, rope: 3 };
const settingKeys = ["labseed", "labsteps", "labmask"];

/** @param {import("../state.js").State} state @returns {LabSettings} */
const settingsOf = (state) => ({
  seed: state.labseed,
  steps: state.labsteps,
  causal: state.labmask === "causal",
});

/** @param {LabSettings} s */
const settingsText = (s) =>
  `seed ${s.seed}, ${countText(s.steps)} steps, ${s.causal ? "causal mask" : "no mask"}`;

// The mean of the last `smoothing` values up to each step, kept per run and extended as steps
// come in (a frame pays only for its new steps). Each window is summed afresh rather than by a
// running sum that adds and subtracts: a run of exact zeros must average to exactly 0, not to a
// rounding residue of 1e-17, which a log axis would stretch to.
/** @type {WeakMap<Float32Array, { means: Float64Array, done: number }>} */
const trailingMeans = new WeakMap();
/** @param {Float32Array} values @param {number} done */
function trailingMean(values, done) {
  let cached = trailingMeans.get(values);
  if (!cached) {
    cached = { means: new Float64Array(values.length), done: 0 };
    trailingMeans.set(values, cached);
  }
  for (let t = cached.done; t < done; t += 1) {
    const from = Math.max(0, t - smoothing + 1);
    let sum = 0;
    for (let j = from; j <= t; j += 1) sum += values[j];
    cached.means[t] = sum / (t - from + 1);
  }
  cached.done = Math.max(cached.done, done);
  return cached.means;
}

// While training, the curves show one step in `stride` (a plot is some hundreds of pixels wide);
// at rest, every step, so that the tables and the CSV hold them all.
const pointsWhileTraining = 500;

// The smallest loss the log axis shows; smaller means (and zeros) leave a gap.
const lossFloor = 1e-9;

// A log axis from the power of ten at or below the smallest value to the one at or above the
// largest: whole decades, and never a degenerate range.
/** @param {(number | null)[][]} lines @returns {[number, number]} */
function decadeRange(lines) {
  let low = Infinity;
  let high = 0;
  for (const line of lines) {
    for (const v of line) {
      if (v === null) continue;
      low = Math.min(low, v);
      high = Math.max(high, v);
    }
  }
  if (!(high > 0)) return [0.1, 10];
  const bottom = 10 ** Math.floor(Math.log10(low));
  const top = 10 ** Math.ceil(Math.log10(high));
  return [bottom, top > bottom ? top : bottom * 10];
}

export const createLabSection = defineSection(({ section, slot, root, store, coreKind }) => {
  // ---- 1. Controls, buttons, progress -------------------------------------------------------
  section.own(
    createNumberControls(slot("controls"), store, "lab", [
      {
        key: "labseed",
        id: "lab-seed",
        label: "seed",
        hint: "the initial weights and every batch; all four models share it",
        slider: { max: 100 },
      },
      {
        key: "labsteps",
        id: "lab-steps",
        label: "steps",
        hint: "training steps of each model (batches of 16 sentences)",
        slider: { max: 2000 },
      },
    ]),
    createToggleControl(slot("controls"), store, {
      key: "labmask",
      id: "lab-causal",
      label: "causal mask",
      hint: "the verb may look only at the words up to itself",
      on: "causal",
      off: "none",
    }),
  );
  const buttons = slot("buttons");
  const trainButton = button("control-button lab-train", "Train");
  trainButton.id = "lab-train";
  const stepButton = button("control-button", "Step");
  stepButton.id = "lab-step";
  stepButton.setAttribute("aria-label", "Train one step of each model");
  const resetButton = button("control-button", "Reset");
  resetButton.id = "lab-reset";
  resetButton.setAttribute("aria-label", "Reset: new models at step 0");
  const seedsButton = button("control-button", `${seedCount} seeds`);
  seedsButton.id = "lab-seeds";
  seedsButton.setAttribute(
    "aria-label",
    `Train at ${seedCount} seeds and show the mean and the range of the results`,
  );
  buttons.append(trainButton, stepButton, resetButton, seedsButton);

  const progressBox = slot("progress");
  const progressLabel = el("label", "lab-progress-label", "Training progress");
  progressLabel.htmlFor = "lab-progress";
  const progress = el("progress", "lab-progress");
  progress.id = "lab-progress";
  progress.max = 1;
  progress.value = 0;
  const status = el(
    "p",
    "lab-status",
    "The lab loads when this section comes near; training starts when the curves are on screen.",
  );
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

  // ---- the figures ----------------------------------------------------------------------------
  const plotOptions = {
    xLabel: "step",
    formatY: (/** @type {number} */ v) => numberText(v, 4),
  };
  const lossPlot = section.own(
    createLinePlot(slot("loss-plot"), {
      ...plotOptions,
      label: "Training loss of each model",
      yLabel: "loss (log scale)",
      yLog: true,
      formatYTick: (/** @type {number} */ v) => numberText(v, 2),
    }),
  );
  const accuracyPlot = section.own(
    createLinePlot(slot("accuracy-plot"), {
      ...plotOptions,
      label: "Training accuracy of each model",
      yLabel: "accuracy",
      formatYTick: (/** @type {number} */ v) => numberText(v, 2),
    }),
  );
  const strips = section.own(
    createAttentionStrips(slot("looks"), { label: "Where each model looks" }),
  );
  /** @type {ReturnType<typeof createHeatmap> | null} */
  let learnedMap = null;
  let learnedDomain = [0, 0];
  section.own(() => learnedMap?.destroy());

  // The results tables: built once, filled as the tests come in.
  const results = createResultsTable(slot("results"), "results");
  const seedsTable = createResultsTable(slot("seeds-table"), "seeds");
  section.own(results, seedsTable);

  // ---- the lab module and the trainer ---------------------------------------------------------
  /** @type {import("pe-core").PeLab | null} */
  let lab = null;
  /** @type {import("../lab/trainer.js").LabTrainer | null} */
  let trainer = null;
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
  /** @type {string[] | null} */
  let vocabulary = null;

  function ensureLab() {
    if (!loading) {
      setText(status, "Loading the lab…");
      loading = loadLab({ kind: coreKind, errorElement: labError })
        .then((loaded) => {
          if (destroyed) return;
          lab = loaded.module;
          // For console users and tests, beside window.peCore (docs/api.md).
          Object.assign(window, { peLab: lab });
          loaded.onRestarted(() => {
            if (destroyed || !trainer) return;
            trainer.forget();
            autoTrain = false;
            statusPrefix =
              "The lab’s calculator stopped and started again; its models were lost, so the lab " +
              "starts over.";
            trainer.reset(settingsOf(store.getAll()));
          });
          trainer = createLabTrainer({
            lab,
            settings: settingsOf(store.getAll()),
            onUpdate,
          });
          vocabulary = trainer.main?.vocabulary ?? null;
          buildPalette();
          checkLinkSentence();
          onUpdate({ trained: true, tested: true, phase: true });
          // Training starts after the next frame: the figures drawn in it (onUpdate) are painted
          // first, and that first drawing is not one long task with the first slice.
          requestAnimationFrame(() =>
            setTimeout(() => {
              if (!destroyed) trainIfDue();
            }, 0),
          );
        })
        .catch((error) => {
          loading = null;
          section.showError(
            `The training lab could not start (${error.message}). The rest of the page works ` +
              "without it; try reloading.",
          );
          setText(status, "The lab did not start.");
        });
    }
    return loading;
  }

  // A link with labseed, labsteps and labmask thus reproduces the same curves by itself.
  function trainIfDue() {
    if (autoTrain && curvesOnScreen && trainer?.phase === "ready") trainer.play();
  }

  const curvesElement = slot("curves");
  const startObserver =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
          curvesOnScreen = entries[entries.length - 1].isIntersecting;
          if (!curvesOnScreen) return;
          if (trainer) trainIfDue();
          else ensureLab();
        })
      : null;
  if (startObserver) startObserver.observe(curvesElement);
  else curvesOnScreen = true;
  section.own(() => startObserver?.disconnect());

  // ---- parts, each drawn when on screen -------------------------------------------------------
  const parts = {
    curves: createVisibilityGate(curvesElement),
    results: createVisibilityGate(slot("results-part")),
    looks: createVisibilityGate(slot("looks-part")),
    learned: createVisibilityGate(slot("learned-part")),
  };
  const first = createVisibilityGate(root);
  section.own(first, ...Object.values(parts));
  first.run(() => ensureLab());

  let phaseSeen = "";
  /** @type {LabRun | null} */
  let markedTrained = null;
  // The status line and the progress bar follow every change at once (they are cheap); the
  // figures are drawn in the next animation frame, once for all the changes since the last one,
  // so that a slice of training and the drawing it causes are two tasks, not one long one.
  /** @type {import("../lab/trainer.js").LabUpdate | null} */
  let toDraw = null;
  let doneToMark = false;
  /** @param {import("../lab/trainer.js").LabUpdate} update */
  function onUpdate(update) {
    if (destroyed || !trainer) return;
    // For tests and the benchmark (tests/bench/browser.mjs): when a job started training, when
    // the main run's last step was trained, and when the job was done (its tests in, and the
    // figures drawn: drawFigures marks it).
    if (trainer.phase !== phaseSeen) {
      if (trainer.phase === "training") statusPrefix = "";
      if (trainer.phase === "training" && phaseSeen !== "paused") performance.mark("pe:lab-start");
      doneToMark = trainer.phase === "done";
      phaseSeen = trainer.phase;
    }
    if (trainer.main?.trained && markedTrained !== trainer.main) {
      markedTrained = trainer.main;
      performance.mark("pe:lab-trained");
    }
    renderStatus(update.phase);
    slot("seeds-part").hidden = !trainer.seedResults;
    if (!toDraw) {
      toDraw = { trained: false, tested: false, phase: false };
      requestAnimationFrame(drawFigures);
    }
    toDraw.trained ||= update.trained;
    toDraw.tested ||= update.tested;
    toDraw.phase ||= update.phase;
  }

  function drawFigures() {
    const update = toDraw;
    toDraw = null;
    if (destroyed || !trainer || !update) return;
    if (update.trained || update.phase) parts.curves.run(drawCurves);
    if (update.tested || update.phase) parts.results.run(drawResults);
    const time = performance.now();
    const settled = trainer.phase !== "training";
    if (update.trained && (settled || time - lastFollow >= followEveryMs)) {
      lastFollow = time;
      parts.looks.run(drawLooks);
      parts.learned.run(drawLearned);
    } else if (update.phase && settled) {
      parts.looks.run(drawLooks);
      parts.learned.run(drawLearned);
    }
    if (doneToMark && trainer.phase === "done") performance.mark("pe:lab-done");
    doneToMark = false;
  }

  // ---- status, buttons, progress --------------------------------------------------------------
  function renderStatus(phaseChanged) {
    if (!trainer) return;
    const { phase, job, settings } = trainer;
    const p = trainer.progress();
    progress.max = Math.max(1, p.total);
    progress.value = p.done;
    const steps = `${countText(p.done)} of ${countText(p.total)} steps`;
    const models = `${labKinds.length} models`;
    let text = "";
    if (phase === "error") {
      text = `The lab stopped: ${trainer.error}. Reset to start over.`;
    } else if (job === "seeds" && phase !== "done") {
      const verb =
        phase === "paused" ? "Paused" : p.activity === "testing" ? "Testing" : "Training";
      const seed = trainer.seedResults?.seeds[p.run - 1];
      text = `${seedCount} seeds, ${verb.toLowerCase()}: seed ${seed} (${p.run} of ${seedCount}), ${steps} (${models} at a time).`;
    } else if (phase === "ready") {
      text =
        `Ready: ${models} at step 0 (${settingsText(settings)}). ` +
        (autoTrain ? "Training starts when the curves are on screen." : "Press Train, or Step.");
    } else if (phase === "training" && p.activity === "testing") {
      text = `Testing: ${p.testsDone} of ${p.tests} tests (${countText(testCount)} sentences each).`;
    } else if (phase === "training") {
      text = `Training: ${steps} (${models}).`;
    } else if (phase === "paused") {
      text =
        p.activity === "testing"
          ? `Paused while testing: ${p.testsDone} of ${p.tests} tests. Press Resume to go on.`
          : `Paused at ${steps} (${models}). Press Resume to go on, or Step.`;
    } else {
      text =
        job === "seeds"
          ? `Trained and tested at ${seedCount} seeds (${trainer.seedResults?.seeds.join(", ")}): the summary is below the results.`
          : `Trained: ${countText(settings.steps)} steps for each of the ${models} ` +
            `(${countText(p.total)} steps), tested on ${countText(testCount)} sentences of each length.`;
    }
    const line = statusPrefix ? `${statusPrefix} ${text}` : text;
    setText(status, line);
    if (phaseChanged) setText(announce, line);

    const running = phase === "training";
    setText(
      trainButton,
      running ? "Pause" : phase === "paused" ? "Resume" : phase === "done" ? "Trained" : "Train",
    );
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
    statusPrefix = "Reset: the models were freed and made again.";
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

  // A change of seed, steps or mask starts over: the models trained so far belong to the old
  // settings. The status line says so.
  section.own(
    store.subscribe((state, changed) => {
      if (trainer && settingKeys.some((key) => changed.has(key))) {
        const what = settingKeys
          .filter((key) => changed.has(key))
          .map((key) =>
            key === "labseed"
              ? `seed ${state.labseed}`
              : key === "labsteps"
                ? `${countText(state.labsteps)} steps`
                : state.labmask === "causal"
                  ? "the causal mask"
                  : "no mask",
          );
        statusPrefix = `Now ${listText(what)}: the models were reset.`;
        trainer.reset(settingsOf(state));
        trainIfDue();
      }
      if (changed.has("labsentence")) parts.looks.run(drawLooks);
    }),
  );

  // ---- 1. the curves ---------------------------------------------------------------------------
  function drawCurves() {
    const run = trainer?.main;
    if (!run) return;
    const stride =
      trainer?.phase === "training" ? Math.max(1, Math.ceil(run.steps / pointsWhileTraining)) : 1;
    const count = Math.ceil(run.steps / stride);
    const x = Float64Array.from({ length: count }, (_, j) => j * stride + 1);
    /** @param {ArrayLike<number>} values @param {(v: number) => boolean} [keep] */
    const sampled = (values, keep = () => true) =>
      Array.from({ length: count }, (_, j) => {
        const t = j * stride;
        return t < run.step && keep(values[t]) ? values[t] : null;
      });
    /** @param {"loss" | "accuracy"} field */
    const series = (field) => [
      ...run.models.map((model) => ({
        label: model.kind,
        values: sampled(
          trailingMean(model[field], run.step),
          field === "loss" ? (v) => v >= lossFloor : undefined,
        ),
        style: /** @type {const} */ ("line"),
        colour: /** @type {number | "muted"} */ (kindColours[model.kind]),
        dash: kindDashes[model.kind],
        inTable: false,
      })),
      ...run.models.map((model) => ({
        label: `${model.kind}, this step`,
        values: sampled(model[field]),
        style: /** @type {const} */ ("table"),
      })),
    ];
    const where = `${countText(run.step)} of ${countText(run.steps)} steps (${settingsText(run)})`;
    const lossSeries = series("loss");
    lossPlot.update({
      x,
      series: lossSeries,
      xRange: [1, Math.max(2, run.steps)],
      yRange: decadeRange(
        lossSeries.filter((line) => line.style === "line").map((line) => line.values),
      ),
      description:
        `Line plot of the training loss of the ${labKinds.length} models, each the mean of its ` +
        `last ${smoothing} steps, after ${where}.`,
    });
    const chance = run.results[0][0];
    accuracyPlot.update({
      x,
      series: series("accuracy"),
      xRange: [1, Math.max(2, run.steps)],
      yRange: [0, 1],
      marks:
        chance && "chance" in chance
          ? [
              {
                axis: "y",
                value: chance.chance,
                label: `chance ${fixed(chance.chance, 3)}`,
                kind: "bound",
              },
            ]
          : [],
      description:
        `Line plot of the training accuracy of the ${labKinds.length} models, each the mean of ` +
        `its last ${smoothing} steps, after ${where}.`,
    });
    setText(
      slot("curves-caption"),
      `Each line is one model’s training batches (16 sentences of 5 to 16 words), averaged over ` +
        `its last ${smoothing} steps; the tables under the plots list every step’s own loss and ` +
        `accuracy. ${where.charAt(0).toUpperCase()}${where.slice(1)}.`,
    );
  }

  // ---- 2. results ------------------------------------------------------------------------------
  function drawResults() {
    const run = trainer?.main;
    if (!run) return;
    results.update(
      run.results.map((row) => row.map((cell) => cell && reportCell([cell]))),
      {
        caption:
          `Accuracy on ${countText(testCount)} held-out sentences of each length (${settingsText(run)}). ` +
          "Training sentences had 5 to 16 words.",
      },
    );
    const table = reportTable(labKinds, testLengths, [run.results]);
    writeClaims(slot("results-text"), table, run.causal);

    const seeds = trainer?.seedResults;
    if (!seeds) return;
    const done = seeds.results.length;
    const summary = done ? reportTable(labKinds, testLengths, seeds.results) : null;
    seedsTable.update(summary ? summary.cells.map((row) => row.map((cell) => cell)) : null, {
      caption:
        `Mean (min–max) over ${done === seedCount ? "" : `${done} of `}${seedCount} seeds ` +
        `(${seeds.seeds.join(", ")}), ${countText(run.steps)} steps, ` +
        `${run.causal ? "causal mask" : "no mask"}, ${countText(testCount)} sentences per length.`,
    });
    writeClaims(slot("seeds-text"), done === seedCount ? summary : null, run.causal);
  }

  /**
   * @param {HTMLElement} box
   * @param {ReportTable | null} table
   * @param {boolean} causal
   */
  function writeClaims(box, table, causal) {
    if (!table) {
      box.replaceChildren();
      return;
    }
    const list = el("ul", "lab-claims");
    for (const claim of describeResults(table, { causal })) {
      const item = el("li", "", claim.text);
      item.dataset.claim = claim.id;
      item.dataset.kinds = claim.kinds.join(",");
      list.append(item);
    }
    box.replaceChildren(list);
  }

  // ---- 3. where each model looks ---------------------------------------------------------------
  const sentenceNote = el("p", "lab-sentence-note");
  sentenceNote.setAttribute("aria-live", "polite");
  const sentenceControl = section.own(
    createSentenceControl(slot("sentence-controls"), store, {
      key: "labsentence",
      id: "lab-sentence",
      label: "Sentence",
      hint: "words of the lab’s vocabulary, exactly one verb, up to 64 words",
      validate: (text) => {
        setText(sentenceNote, "");
        const model = trainer?.main?.models[0];
        return model && lab ? lab.labPredict(model.id, text).error : "";
      },
    }),
  );
  const palette = el("div", "lab-palette");
  slot("sentence-controls").append(palette, sentenceNote);
  section.own(() => {
    palette.remove();
    sentenceNote.remove();
  });
  const sentenceInput = /** @type {HTMLInputElement} */ (root.querySelector("#lab-sentence"));

  // Word buttons add to the sentence field as typing would (the field checks the sentence).
  /** @param {string} text */
  function typeSentence(text) {
    sentenceInput.value = text;
    sentenceInput.dispatchEvent(new Event("input", { bubbles: true }));
  }
  function buildPalette() {
    if (!vocabulary) return;
    palette.replaceChildren();
    for (const group of groupVocabulary(vocabulary)) {
      const box = el("div", "lab-palette-group");
      box.setAttribute("role", "group");
      const name = el("span", "lab-palette-name", group.name);
      name.id = `lab-palette-${group.name}`;
      box.setAttribute("aria-labelledby", name.id);
      box.append(name);
      for (const word of group.words) {
        const add = button("lab-word", word);
        add.dataset.word = word;
        add.setAttribute("aria-label", `Add “${word}”`);
        box.append(add);
      }
      palette.append(box);
    }
    const edits = el("div", "lab-palette-group");
    const removeLast = button("lab-word lab-edit", "Remove the last word");
    removeLast.dataset.edit = "last";
    const restore = button("lab-word lab-edit", "Back to the example");
    restore.dataset.edit = "example";
    edits.append(removeLast, restore);
    palette.append(edits);
  }
  /** @param {MouseEvent} event */
  function onPalette(event) {
    const target = /** @type {HTMLElement} */ (event.target).closest?.("button");
    if (!target) return;
    const words = canonicalSentence(sentenceInput.value).split(" ").filter(Boolean);
    if (target.dataset.word) typeSentence([...words, target.dataset.word].join(" "));
    else if (target.dataset.edit === "last") typeSentence(words.slice(0, -1).join(" "));
    else if (target.dataset.edit === "example") typeSentence(String(store.defaults.labsentence));
  }
  palette.addEventListener("click", onPalette);
  section.own(() => palette.removeEventListener("click", onPalette));

  // A sentence from the link that the lab refuses (a word it does not know, no verb) gives way
  // to the example, and the note under the field says why.
  function checkLinkSentence() {
    const model = trainer?.main?.models[0];
    if (!model || !lab) return;
    const sentence = store.get("labsentence");
    const checked = lab.labPredict(model.id, sentence);
    if (checked.ok) return;
    const fallback = String(store.defaults.labsentence);
    store.set({ labsentence: fallback });
    setText(
      sentenceNote,
      `The link asked for labsentence=${truncated(sentence, 40)}; ${checked.error}, so the ` +
        `example ${quoted(fallback)} is used.`,
    );
  }

  function drawLooks() {
    const run = trainer?.main;
    if (!run || !lab) return;
    const sentence = store.get("labsentence");
    const predictions = run.models.map((model) => ({
      model,
      p: lab.labPredict(model.id, sentence),
    }));
    const any = predictions.find(({ p }) => p.ok)?.p;
    if (!any || !any.ok) {
      section.refused(predictions[0].p.error, "the sentence");
      return;
    }
    section.refused("");
    const { tokens, verb, nouns } = any;
    const before = tokens[verb - 1];
    const expected = verb > 0 && nouns.includes(before) ? before : "";
    const present = nouns.filter((noun) => tokens.includes(noun));
    strips.update({
      tokens,
      verb,
      rows: predictions.map(({ model, p }) => {
        if (!p.ok) {
          return {
            id: model.kind,
            name: model.kind,
            weights: null,
            answer: "cannot read it",
            note: `The core: ${p.error}.`,
          };
        }
        const probability = (/** @type {string} */ noun) => p.probabilities[p.nouns.indexOf(noun)];
        const others = present.filter((noun) => noun !== p.agent);
        const verdict = expected ? (p.agent === expected ? " (right)" : " (wrong)") : "";
        return {
          id: model.kind,
          name: model.kind,
          weights: p.attention,
          answer:
            `answers ${quoted(p.agent)}${verdict}, probability ${fixed(probability(p.agent), 3)}` +
            (others.length
              ? `; ${others.map((noun) => `${noun} ${fixed(probability(noun), 3)}`).join(", ")}`
              : ""),
        };
      }),
    });
    const learnedModel = run.models.find((model) => model.kind === "learned");
    setText(
      slot("looks-caption"),
      `After ${countText(run.step)} of ${countText(run.steps)} steps. Each bar is the attention ` +
        `weight the verb, ${quoted(tokens[verb])}, gives to that word (each model’s weights sum ` +
        `to 1); the models answer at the verb. ` +
        (expected
          ? `The agent is ${quoted(expected)}, the noun just before the verb.`
          : "This sentence has no noun just before the verb, so no answer is right.") +
        (learnedModel && tokens.length > learnedModel.maxLen
          ? ` The learned model reads at most ${learnedModel.maxLen} words.`
          : ""),
    );
  }

  // ---- 4. the learned table after training -----------------------------------------------------
  function drawLearned() {
    const run = trainer?.main;
    const model = run?.models.find((m) => m.kind === "learned");
    if (!run || !model || !lab) return;
    const weights = lab.labWeights(model.id);
    if (!weights.ok) {
      section.refused(weights.error, "the learned table");
      return;
    }
    const d = weights.dModel;
    const rows = model.maxLen;
    // Rows 0..max_len - 1 as trained, and one more row with no value: the row that is not there.
    const values = new Float32Array((rows + 1) * d).fill(NaN);
    values.set(weights.positions.subarray(0, rows * d));
    const [low, high] = symmetricRange([weights.positions], 0.5);
    const edge = Math.max(1, high, -low);
    if (!learnedMap || edge > learnedDomain[1]) {
      learnedMap?.destroy();
      learnedDomain = [-edge, edge];
      learnedMap = createHeatmap(slot("learned-map"), {
        label: "The learned model’s position table",
        rowName: "position",
        colName: "dimension",
        domain: learnedDomain,
        legendTicks: [-edge, -edge / 2, 0, edge / 2, edge],
        formatTick: (/** @type {number} */ v) => numberText(v, 3),
        formatValue: (/** @type {number} */ v) =>
          Number.isFinite(v) ? numberText(v, 4) : `no row (max_len ${rows})`,
        maxTableRows: rows + 1,
        maxTableCols: d,
      });
    }
    learnedMap.update({ values, rows: rows + 1, cols: d });
    setText(
      slot("learned-caption"),
      `The learned model’s position table after ${countText(weights.step)} steps ` +
        `(${settingsText(run)}): rows 0 to ${rows - 1}, one per position, each ${d} numbers that ` +
        `training moved; the colours run from ${numberText(-edge, 3)} to ${numberText(edge, 3)}. ` +
        `Row ${rows} is grey: there is no row ${rows}, so a word at position ${rows} has ` +
        "nothing to look up.",
    );
    setText(slot("learned-no-row"), `no row ${rows} (max_len = ${rows})`);
  }

  section.own(() => {
    destroyed = true;
    trainer?.destroy();
    trainer = null;
  });
  // Until the lab loads, the palette and the parts that need models wait.
  void sentenceControl;
});

/**
 * A results table: rows are the kinds (and the chance level), columns the test lengths; cells are
 * an accuracy, a mean with its min-max, "no row", or "…" while not measured yet. Download: CSV.
 * @param {HTMLElement} box
 * @param {string} name "results" or "seeds"
 */
function createResultsTable(box, name) {
  const table = el("table", "lab-results");
  table.dataset.table = name;
  const caption = el("caption");
  // Two header rows: "kind" and "accuracy at length", then the lengths themselves (narrow enough
  // for a phone; the 5-seed table folds into a block per kind there, lab.css).
  const head = el("thead");
  const top = el("tr");
  const kindHead = headerCell("kind", "col");
  kindHead.rowSpan = 2;
  const group = el(
    "th",
    "",
    name === "seeds" ? "mean accuracy (min–max) at length" : "accuracy at length",
  );
  group.scope = "colgroup";
  group.colSpan = testLengths.length;
  top.append(kindHead, group);
  const second = el("tr");
  for (const length of testLengths) second.append(headerCell(String(length), "col", "lab-number"));
  head.append(top, second);
  const body = el("tbody");
  const rows = [...labKinds, "chance"].map((kind) => {
    const tr = el("tr");
    tr.dataset.kind = kind;
    tr.append(headerCell(kind === "chance" ? "chance (no order)" : kind, "row"));
    const cells = testLengths.map((length) => {
      const td = el("td", "lab-number", "…");
      td.dataset.length = String(length);
      td.dataset.label = `length ${length}`;
      tr.append(td);
      return td;
    });
    body.append(tr);
    return cells;
  });
  table.append(caption, head, body);
  const scroller = el("div", "lab-results-box");
  scroller.append(table);
  // On a narrow phone the table scrolls in its box, which the keyboard can then reach.
  watchScrollBox(scroller, () => `${caption.textContent || name} (scrolls sideways)`, {
    untilRemoved: true,
  });
  const note = el("p", "lab-results-note");
  box.append(scroller, note);
  /** @type {(import("../lab/report.js").ReportCell | null)[][] | null} */
  let data = null;
  const downloads = addDownloads(box, {
    name: () => caption.textContent || name,
    csv: () =>
      data && {
        header: [
          "kind",
          "length",
          name === "seeds" ? "mean accuracy" : "accuracy",
          "min",
          "max",
          "chance",
          "no row",
        ],
        rows: data.flatMap((row, k) =>
          row.map((cell, l) => [
            labKinds[k],
            testLengths[l],
            cell?.value ?? null,
            name === "seeds" ? (cell?.min ?? null) : null,
            name === "seeds" ? (cell?.max ?? null) : null,
            cell?.chance ?? null,
            cell?.noRow ?? "",
          ]),
        ),
      },
  });

  return {
    /**
     * @param {(import("../lab/report.js").ReportCell | null)[][] | null} cells [kind][length]
     * @param {{ caption: string }} text
     */
    update(cells, { caption: captionText }) {
      data = cells;
      setText(caption, captionText);
      const chance = testLengths.map(() => /** @type {number | null} */ (null));
      const missing = new Set();
      rows.slice(0, labKinds.length).forEach((tds, k) => {
        tds.forEach((td, l) => {
          const cell = cells?.[k]?.[l] ?? null;
          delete td.dataset.value;
          delete td.dataset.min;
          delete td.dataset.max;
          delete td.dataset.noRow;
          td.classList.toggle("is-no-row", Boolean(cell?.noRow));
          if (!cell) {
            setText(td, "…");
            return;
          }
          if (cell.value === null) {
            setText(td, "no row");
            td.dataset.noRow = cell.noRow ?? "";
            missing.add(cell.noRow);
            return;
          }
          chance[l] = cell.chance ?? null;
          td.dataset.value = String(cell.value);
          if (name === "seeds") {
            td.dataset.min = String(cell.min);
            td.dataset.max = String(cell.max);
            setText(
              td,
              `${fixed(cell.value, 3)} (${fixed(/** @type {number} */ (cell.min), 3)}–${fixed(/** @type {number} */ (cell.max), 3)})`,
            );
          } else {
            setText(td, fixed(cell.value, 3));
          }
        });
      });
      rows[labKinds.length].forEach((td, l) => {
        const value = chance[l];
        if (value === null) {
          setText(td, "…");
          delete td.dataset.value;
        } else {
          setText(td, fixed(value, 3));
          td.dataset.value = String(value);
        }
      });
      setText(
        note,
        (missing.size
          ? `no row: ${[...missing].join("; ")}, so those sentences cannot be read at all. `
          : "") +
          "Chance: the best a model blind to word order can do on these sentences, computed by " +
          "the core from the exact probability of each one.",
      );
      downloads.update();
    },
    destroy() {
      downloads.destroy();
      box.replaceChildren();
    },
  };
}
