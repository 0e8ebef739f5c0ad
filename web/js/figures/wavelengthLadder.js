// @ts-check
// The wavelength ladder: one point per frequency pair i at height λ_i (positions per full turn),
// on a logarithmic axis, with the sequence length drawn across as a reference line. A geometric
// ladder is a straight line on a log axis; pairs under the line turn at least once within the
// sequence, pairs far above it hardly move.
//
//   const ladder = createWavelengthLadder(element, { label });
//   ladder.update({
//     wavelengths,                  // Float64Array, one per pair (from the core)
//     turns,                        // Float64Array, turns per pair within the sequence (table only)
//     sequenceLength,               // n, drawn as the reference line
//     range: [low, high],           // the axis range, e.g. [2π, base·2π]
//     bounds: [{ value, label, align, side }],   // labelled limits of the ladder, drawn faintly
//     highlights: [{ pair, label, colour, dash }],   // pairs to mark (the plotted dimensions)
//     description,                  // accessible name of the picture
//   });
//   ladder.destroy();
//
// Like every figure it draws only what it is given; this file just casts the ladder as a
// log-scale point plot.
import { integerText, numberText, powerTickText } from "../format.js";
import { t } from "../strings.js";
import { createLinePlot } from "./linePlot.js";

/**
 * The ladder's plot on its own: pair i across, each pair's wavelength up a log axis. Sections that
 * lay out their own series on it (the longer section's ladders before and after a stretch) use
 * this; createWavelengthLadder below fills it with one ladder and its marks.
 * @param {HTMLElement} element
 * @param {string} label
 */
export function createLadderPlot(element, label) {
  return createLinePlot(element, {
    label,
    xLabel: t("ladder.xLabel"),
    yLabel: t("ladder.yLabel"),
    yLog: true,
    formatY: (v) => numberText(v, 4),
    formatYTick: powerTickText,
    maxTableRows: 64,
  });
}

export function createWavelengthLadder(element, options = {}) {
  const { label = t("ladder.label") } = options;
  element.classList.add("wavelength-ladder");
  const plot = createLadderPlot(element, label);

  return {
    update({
      wavelengths,
      turns,
      sequenceLength,
      range,
      bounds = [],
      highlights = [],
      description,
    }) {
      const pairs = wavelengths.length;
      const x = Float64Array.from({ length: pairs }, (_, k) => k);
      /** @type {import("./linePlot.js").Series[]} */
      const series = [
        {
          label: t("ladder.wavelengths"),
          values: wavelengths,
          style: "points",
          colour: "muted",
        },
        ...highlights.map((h) => ({
          label: h.label,
          values: Array.from({ length: pairs }, (_, k) => (k === h.pair ? wavelengths[k] : null)),
          style: /** @type {const} */ ("points"),
          colour: h.colour,
          dash: h.dash,
          inTable: false,
        })),
      ];
      if (turns) {
        series.push({
          label: t("ladder.turns", {
            count: sequenceLength,
            n: integerText(sequenceLength),
          }),
          values: turns,
          style: "table",
        });
      }
      plot.update({
        x,
        series,
        xRange: [-0.5, Math.max(0.5, pairs - 0.5)],
        yRange: range,
        marks: [
          ...bounds.map((b) => ({ ...b, axis: "y", kind: "bound" })),
          { axis: "y", value: sequenceLength, label: `n = ${sequenceLength}` },
        ],
        description,
      });
    },
    destroy() {
      plot.destroy();
      element.classList.remove("wavelength-ladder");
    },
  };
}
