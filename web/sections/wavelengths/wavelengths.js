// @ts-check
// Section "wavelengths": the ladder of wavelengths λ_i = 2π·base^(2i/d) laid against the sequence
// length (wavelengthLadder: every λ, the turns n/λ, the floor 2π, the ceiling base·2π, the factor
// between rungs and how many pairs repeat within n), chosen dimensions over positions 0..n-1
// (peTable), and the binary-counter analogy (peTable for positions 0..15 beside their binary
// digits). Every encoding number comes from the core; this file picks columns, counts sign
// changes, finds the range a column spans and writes the sentences.
import { createDimsControl } from "../../js/controls/dimsControl.js";
import { createCounterTable } from "../../js/figures/counterTable.js";
import { createLinePlot } from "../../js/figures/linePlot.js";
import { createWavelengthLadder } from "../../js/figures/wavelengthLadder.js";
import {
  clausesText,
  fixedDigits,
  listText,
  numberText,
  roundedText,
  tickText,
} from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { plotDimensions } from "../../js/state/index.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";

const counterPositions = 16;
const counterPlaces = [8, 4, 2, 1];

function signChanges(values) {
  let changes = 0;
  for (let k = 1; k < values.length; k += 1) {
    if (values[k] < 0 !== values[k - 1] < 0) changes += 1;
  }
  return changes;
}

// A column of a row-major rows x cols table.
function column(values, rows, cols, col) {
  const out = new Float64Array(rows);
  for (let row = 0; row < rows; row += 1) out[row] = values[row * cols + col];
  return out;
}

function extent(values) {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    low = Math.min(low, v);
    high = Math.max(high, v);
  }
  return [low, high];
}

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "n", hint: t("hint.n") },
    { key: "d", hint: t("hint.d") },
    { key: "base", hint: t("hint.base") },
  ]);
  section.own(createDimsControl(slot("dims-control"), store, "wavelengths-dims"));

  const ladder = section.own(
    createWavelengthLadder(slot("ladder"), {
      label: t("ladder.label"),
    }),
  );
  const lines = section.own(
    createLinePlot(slot("lines"), {
      label: t("lines.label"),
      xLabel: t("lines.x"),
      yLabel: t("lines.y"),
      formatYTick: tickText,
    }),
  );
  const counter = section.own(createCounterTable(slot("counter")));

  // 1. The ladder and its numbers.
  /**
   * @param {import("../../js/state/index.js").State} state
   * @param {import("pe-core").WavelengthLadder} ladderResult
   * @param {number[]} dims
   */
  function renderLadder(state, ladderResult, dims) {
    const { wavelength, turns, exponent, floor, ceiling, ratio, repeating } = ladderResult;
    const pairs = wavelength.length;
    const { n, d, base } = state;
    const last = pairs - 1;

    slot("ladder-steps").textContent =
      pairs > 1
        ? t("ladder.steps", {
            d: String(d),
            base: numberText(base),
            pairsText: String(pairs),
            first: numberText(wavelength[0]),
            second: numberText(wavelength[1]),
            ratio: numberText(ratio),
            last: String(last),
            lambdaLast: `λ${last === 1 ? "₁" : `_${last}`}`,
            lastWavelength: numberText(wavelength[last]),
            ceiling: numberText(ceiling),
            exponent: numberText(exponent[last]),
          })
        : t("ladder.single", { d: String(d), first: numberText(wavelength[0]) });

    const highlights = dims.map((dim, k) => ({
      pair: Math.floor(dim / 2),
      label: t("ladder.highlight", { dim: String(dim), pair: String(Math.floor(dim / 2)) }),
      colour: k + 1,
      dash: k,
    }));

    let verdict;
    if (repeating === pairs) {
      verdict = t("verdict.all", {
        pairs,
        pairsText: String(pairs),
        n: String(n),
        turns: numberText(turns[last], 4),
      });
    } else if (repeating === 0) {
      verdict = t("verdict.none", { n: String(n), turns: numberText(turns[0], 4) });
    } else {
      verdict = t("verdict.some", {
        repeating,
        lastRepeating: String(repeating - 1),
        n: String(n),
        turnsFirst: numberText(turns[0], 4),
        others: pairs - repeating,
        othersText: String(pairs - repeating),
        last: String(last),
        turnsLast: numberText(turns[last], 3),
      });
    }
    slot("ladder-caption").textContent = t("ladder.caption", { verdict });

    ladder.update({
      wavelengths: wavelength,
      turns,
      sequenceLength: n,
      range: [Math.min(floor, n) / 2, Math.max(ceiling, n) * 2],
      // The ladder rises left to right: label its floor on the right, its ceiling on the left.
      bounds: [
        {
          value: floor,
          label: t("bound.floor", { value: roundedText(floor) }),
          align: "right",
          side: "below",
        },
        {
          value: ceiling,
          label: t("bound.ceiling", { value: roundedText(ceiling) }),
          align: "left",
          side: "above",
        },
      ],
      highlights,
      description: t("ladder.description", {
        pairs,
        pairsText: String(pairs),
        first: numberText(wavelength[0]),
        lastWavelength: numberText(wavelength[last]),
        repeating: String(repeating),
        n: String(n),
      }),
    });
  }

  // 2. The chosen dimensions over positions 0..n-1.
  /**
   * @param {import("../../js/state/index.js").State} state
   * @param {Float32Array} table
   * @param {import("pe-core").WavelengthLadder} ladderResult
   * @param {number[]} dims
   */
  function renderLines(state, table, ladderResult, dims) {
    const { n, d } = state;
    const x = Float64Array.from({ length: n }, (_, k) => k);
    const series = dims.map((dim, k) => ({
      label: t("lines.series", { dim: String(dim) }),
      values: column(table, n, d, dim),
      style: "line",
      colour: k + 1,
      dash: k,
    }));
    const facts = dims.map((dim, k) => {
      const pair = Math.floor(dim / 2);
      const [low, high] = extent(series[k].values);
      return t(k === 0 ? "lines.factFirst" : "lines.fact", {
        dim: String(dim),
        kind: dim % 2 === 0 ? "sine" : "cosine",
        pair: String(pair),
        wavelength: numberText(ladderResult.wavelength[pair], 4),
        turns: numberText(ladderResult.turns[pair], 3),
        n,
        nText: String(n),
        low: numberText(low, 4),
        high: numberText(high, 4),
      });
    });
    slot("lines-caption").textContent = t("lines.caption", {
      last: String(n - 1),
      facts: clausesText(facts),
    });
    lines.update({
      x,
      series,
      xRange: [0, Math.max(1, n - 1)],
      yRange: [-1.1, 1.1],
      description: t("lines.description", {
        dims: listText(dims.map(String)),
        last: String(n - 1),
      }),
    });
  }

  // 3. The binary counter: positions 0..15 in binary beside the same dimensions' values.
  /**
   * @param {import("../../js/state/index.js").State} state
   * @param {import("pe-core").WavelengthLadder} ladderResult
   * @param {number[]} dims
   */
  function renderCounter(state, ladderResult, dims) {
    const rows = counterPositions;
    const small = core.peTable(rows, state.d, state.base);
    if (!small.ok) return refusalText(small);
    const positions = Array.from({ length: rows }, (_, k) => k);
    // The digit of place value p (8, 4, 2, 1) of each position, and how often it flips.
    const digits = counterPlaces.map((place) => {
      const values = positions.map((pos) => Math.floor(pos / place) % 2);
      const flips = values.slice(1).filter((v, k) => v !== values[k]).length;
      return { label: t("counter.place", { place: String(place) }), values, summary: flips };
    });
    const valueColumns = dims.map((dim) => {
      const values = column(small.data, rows, state.d, dim);
      return {
        dim,
        label: t("counter.dim", { dim: String(dim) }),
        sublabel: t("counter.wavelength", {
          value: roundedText(ladderResult.wavelength[Math.floor(dim / 2)]),
        }),
        values,
        summary: signChanges(values),
        extent: extent(values),
      };
    });
    counter.update({
      caption: t("counter.caption", { last: String(rows - 1) }),
      rowName: t("counter.rowName"),
      rows: positions,
      summaryName: t("counter.summaryName"),
      groups: [
        { title: t("counter.digits"), kind: "digits", format: String, columns: digits },
        {
          title: t("counter.values"),
          kind: "values",
          format: fixedDigits(3),
          columns: valueColumns,
        },
      ],
    });
    const fastest = valueColumns[0];
    const slowest = valueColumns[valueColumns.length - 1];
    const ones = digits[digits.length - 1];
    const eights = digits[0];
    const pairs = ladderResult.wavelength.length;
    slot("counter-caption").textContent = t("counter.text", {
      last: String(rows - 1),
      ones: ones.summary,
      eights: eights.summary,
      fastDim: String(fastest.dim),
      fastChanges: fastest.summary,
      fastLow: numberText(fastest.extent[0], 3),
      fastHigh: numberText(fastest.extent[1], 3),
      slowDim: String(slowest.dim),
      slowChanges: slowest.summary,
      slowLow: numberText(slowest.extent[0], 3),
      slowHigh: numberText(slowest.extent[1], 3),
      several: pairs > 1 ? "yes" : "no",
      ratio: numberText(ladderResult.ratio, 4),
    });
    return "";
  }

  function render() {
    const state = store.getAll();
    const dims = plotDimensions(state);
    const ladderResult = core.wavelengthLadder(state.n, state.d, state.base);
    if (!ladderResult.ok) return section.refused(refusalText(ladderResult));
    const table = core.peTable(state.n, state.d, state.base);
    if (!table.ok) return section.refused(refusalText(table));
    renderLadder(state, ladderResult, dims);
    renderLines(state, table.data, ladderResult, dims);
    section.refused(renderCounter(state, ladderResult, dims));
    return undefined;
  }

  section.own(renderWhenVisible(root, store, ["n", "d", "base", "dims"], render));
});
