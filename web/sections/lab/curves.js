// @ts-check
// The lab's part 1, its curves: each model's training loss (log scale) and accuracy, smoothed for
// the eye over the last `smoothing` steps; the tables under the plots keep every step's own
// numbers.
import { setText } from "../../js/dom.js";
import { createLinePlot } from "../../js/figures/linePlot.js";
import { countText, fixed, numberText } from "../../js/format.js";
import { labKinds } from "../../js/lab/run.js";
import { kindName, settingsText, slotsOf } from "./shared.js";
import { t } from "./strings.js";

/** @typedef {import("../../js/lab/run.js").LabRun} LabRun */

// The curves are the mean of the last `smoothing` steps: one batch has 16 sentences, so a single
// step's accuracy moves in sixteenths. The tables and downloads keep every step's own numbers.
const smoothing = 25;
const kindColours = { none: 4, sinusoidal: 1, learned: 2, rope: 3, alibi: 5 };
const kindDashes = { none: 2, sinusoidal: 0, learned: 1, rope: 3, alibi: 4 };

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

/** What the captions and descriptions say of how far `run` has trained. @param {LabRun} run */
const whereArgs = (run) => ({
  done: countText(run.step),
  total: countText(run.steps),
  settings: settingsText(run),
});

/**
 * The curves in `part` (its slots loss-plot, accuracy-plot and curves-caption).
 * @param {HTMLElement} part
 */
export function createLabCurves(part) {
  const slot = slotsOf(part);
  const plotOptions = {
    xLabel: t("curves.step"),
    // The note under each plot counts steps, not the positions a plot counts by default.
    sampleWords: {
      noun: t("curves.sampleNoun"),
      nouns: t("curves.sampleNouns"),
      count: (/** @type {number} */ count) =>
        t("curves.sampleCount", { count, n: countText(count) }),
    },
    formatY: (/** @type {number} */ v) => numberText(v, 4),
    formatYTick: (/** @type {number} */ v) => numberText(v, 2),
    // Redrawn frame after frame while training: their canvases are readied before it starts.
    animated: true,
  };
  const lossPlot = createLinePlot(slot("loss-plot"), {
    ...plotOptions,
    label: t("curves.lossLabel"),
    yLabel: t("curves.lossAxis"),
    yLog: true,
  });
  const accuracyPlot = createLinePlot(slot("accuracy-plot"), {
    ...plotOptions,
    label: t("curves.accuracyLabel"),
    yLabel: t("curves.accuracyAxis"),
  });

  /**
   * Draws one of the two plots: the lab draws them as parts of their own, one per frame (a frame
   * then pays for one uPlot drawing, ~10 ms of a phone's main thread at 4x throttling, not two),
   * each when it is on screen.
   * @param {LabRun} run the main run
   * @param {boolean} training while training, the plots thin their points out
   * @param {"loss" | "accuracy"} plot
   */
  function draw(run, training, plot) {
    const stride = training ? Math.max(1, Math.ceil(run.steps / pointsWhileTraining)) : 1;
    const count = Math.ceil(run.steps / stride);
    const x = new Float64Array(count);
    for (let j = 0; j < count; j += 1) x[j] = j * stride + 1;
    // One value in `stride` of the steps trained so far; null past them, and where `keep` refuses.
    /** @param {ArrayLike<number>} values @param {((v: number) => boolean) | null} [keep] */
    const sampled = (values, keep = null) => {
      /** @type {(number | null)[]} */
      const out = new Array(count).fill(null);
      const trained = Math.min(count, Math.ceil(run.step / stride));
      for (let j = 0; j < trained; j += 1) {
        const v = values[j * stride];
        if (!keep || keep(v)) out[j] = v;
      }
      return out;
    };
    /** @param {"loss" | "accuracy"} field */
    const series = (field) => [
      ...run.models.map((model) => ({
        label: kindName(model.kind),
        values: sampled(
          trailingMean(model[field], run.step),
          field === "loss" ? (v) => v >= lossFloor : null,
        ),
        style: /** @type {const} */ ("line"),
        colour: /** @type {number | "muted"} */ (kindColours[model.kind]),
        dash: kindDashes[model.kind],
        inTable: false,
      })),
      ...run.models.map((model) => ({
        label: t("curves.thisStep", { kind: kindName(model.kind) }),
        values: sampled(model[field]),
        style: /** @type {const} */ ("table"),
      })),
    ];
    const where = t("curves.where", whereArgs(run));
    if (plot === "loss") {
      const lossSeries = series("loss");
      lossPlot.update({
        x,
        series: lossSeries,
        xRange: [1, Math.max(2, run.steps)],
        yRange: decadeRange(
          lossSeries.filter((line) => line.style === "line").map((line) => line.values),
        ),
        description: t("curves.lossDescription", {
          models: String(labKinds.length),
          smoothing: String(smoothing),
          where,
        }),
      });
    }
    const chance = run.results[0][0];
    if (plot === "accuracy") {
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
                  label: t("curves.chance", { chance: fixed(chance.chance, 3) }),
                  kind: "bound",
                },
              ]
            : [],
        description: t("curves.accuracyDescription", {
          models: String(labKinds.length),
          smoothing: String(smoothing),
          where,
        }),
      });
    }
    // While training, the lab writes the caption itself, less often than the plots are drawn.
    if (!training) caption(run);
  }

  /** The caption under the plots: how far the main run has trained. @param {LabRun} run */
  function caption(run) {
    setText(
      slot("curves-caption"),
      t("curves.caption", {
        smoothing: String(smoothing),
        Where: t("curves.whereStart", whereArgs(run)),
      }),
    );
  }

  return {
    draw,
    caption,
    // Where each plot is, for the gates that draw it when it is on screen.
    plotElements: { loss: slot("loss-plot"), accuracy: slot("accuracy-plot") },
    // Settles once both plots' canvases are ready to be redrawn while training (linePlot.js).
    canvasesReady: () => Promise.all([lossPlot.canvasReady(), accuracyPlot.canvasReady()]),
    destroy() {
      accuracyPlot.destroy();
      lossPlot.destroy();
    },
  };
}
