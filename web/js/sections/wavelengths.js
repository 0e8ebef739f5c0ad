// @ts-check
// Section "wavelengths": the ladder of wavelengths λ_i = 2π·base^(2i/d) laid against the sequence
// length (wavelengthLadder: every λ, the turns n/λ, the floor 2π, the ceiling base·2π, the factor
// between rungs and how many pairs repeat within n), chosen dimensions over positions 0..n-1
// (peTable), and the binary-counter analogy (peTable for positions 0..15 beside their binary
// digits). Every encoding number comes from the core; this file picks columns, counts sign
// changes, finds the range a column spans and writes the sentences.
import { createDimsControl } from "../controls/dimsControl.js";
import { createCounterTable } from "../figures/counterTable.js";
import { createLinePlot } from "../figures/linePlot.js";
import { createWavelengthLadder } from "../figures/wavelengthLadder.js";
import {
  agree,
  countOf,
  fixedDigits,
  listText,
  numberText,
  roundedText,
  tickText,
} from "../format.js";
import { defineSection } from "../section.js";
import { plotDimensions } from "../state/index.js";
import { renderWhenVisible } from "../visibility.js";

const counterPositions = 16;
const counterPlaces = [8, 4, 2, 1];

function dimensionName(dim) {
  const pair = Math.floor(dim / 2);
  return `${dim % 2 === 0 ? "sine" : "cosine"} of pair ${pair}`;
}

function signChanges(values) {
  let changes = 0;
  for (let k = 1; k < values.length; k += 1) {
    if (values[k] < 0 !== values[k - 1] < 0) changes += 1;
  }
  return changes;
}

function times(count) {
  return count === 1 ? "once" : `${count} times`;
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

export const createWavelengthsSection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "n", hint: "sequence length: positions 0 to n − 1" },
    { key: "d", hint: "vector size: d_model/2 pairs" },
    { key: "base", hint: "the slowest pair's wavelength is nearly base·2π" },
  ]);
  section.own(createDimsControl(slot("dims-control"), store, "wavelengths-dims"));

  const ladder = section.own(
    createWavelengthLadder(slot("ladder"), {
      label: "Wavelength of every pair, with the sequence length",
    }),
  );
  const lines = section.own(
    createLinePlot(slot("lines"), {
      label: "Chosen dimensions of the encoding over the positions",
      xLabel: "position",
      yLabel: "PE value",
      formatYTick: tickText,
    }),
  );
  const counter = section.own(createCounterTable(slot("counter")));

  // 1. The ladder and its numbers.
  /**
   * @param {import("../state/index.js").State} state
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
        ? `With d_model = ${d} and base = ${numberText(base)} there are ${pairs} pairs. ` +
          `Pair 0 has λ₀ = ${numberText(wavelength[0])} (that is 2π: its exponent is 0), ` +
          `pair 1 has λ₁ = ${numberText(wavelength[1])}, and every further pair multiplies ` +
          `the wavelength by the same factor base^(2/d_model) = ${numberText(ratio)}. ` +
          `The last pair, i = ${last}, reaches λ${last === 1 ? "₁" : `_${last}`} = ` +
          `${numberText(wavelength[last])}, just short of base·2π = ${numberText(ceiling)}, ` +
          `because its exponent is ${numberText(exponent[last])} rather than 1.`
        : `With d_model = ${d} there is a single pair, with λ₀ = 2π = ` +
          `${numberText(wavelength[0])}: there is no ladder to climb.`;

    const highlights = dims.map((dim, k) => ({
      pair: Math.floor(dim / 2),
      label: `dim ${dim} (pair ${Math.floor(dim / 2)})`,
      colour: k + 1,
      dash: k,
    }));

    let verdict;
    if (repeating === pairs) {
      verdict =
        (pairs === 1
          ? `The one pair has a wavelength of at most n = ${n} positions, so it repeats `
          : `All ${pairs} pairs have a wavelength of at most n = ${n} positions, so every one of ` +
            `them repeats `) +
        `within the sequence; even the slowest fits ${numberText(turns[last], 4)} times.`;
    } else if (repeating === 0) {
      verdict =
        `No pair has a wavelength as short as n = ${n} positions: even pair 0 fits only ` +
        `${numberText(turns[0], 4)} times into the sequence.`;
    } else {
      verdict =
        `${repeating === 1 ? "Pair 0 lies" : `Pairs 0 to ${repeating - 1} lie`} under the line ` +
        `n = ${n}: their wavelength is at most the sequence length, so they repeat within it ` +
        `(pair 0 fits ${numberText(turns[0], 4)} times). The other ${pairs - repeating} ` +
        `${agree(pairs - repeating, "lies", "lie")} ` +
        `above it; the slowest, pair ${last}, fits only ${numberText(turns[last], 3)} times, ` +
        `so across the whole sequence it turns through a small part of one circle.`;
    }
    slot("ladder-caption").textContent =
      `Each point is one pair i; its sine and cosine dimensions share the wavelength. ` +
      `The axis is logarithmic, so a ladder that multiplies by the same factor at every rung ` +
      `is a straight line. ${verdict}`;

    ladder.update({
      wavelengths: wavelength,
      turns,
      sequenceLength: n,
      range: [Math.min(floor, n) / 2, Math.max(ceiling, n) * 2],
      // The ladder rises left to right: label its floor on the right, its ceiling on the left.
      bounds: [
        { value: floor, label: `2π ≈ ${roundedText(floor)}`, align: "right", side: "below" },
        {
          value: ceiling,
          label: `base·2π ≈ ${roundedText(ceiling)}`,
          align: "left",
          side: "above",
        },
      ],
      highlights,
      description:
        `Wavelength ladder: ${countOf(pairs, "pair")} from λ = ${numberText(wavelength[0])} to ` +
        `${numberText(wavelength[last])} on a log scale; ${repeating} of them below the ` +
        `sequence length n = ${n}.`,
    });
  }

  // 2. The chosen dimensions over positions 0..n-1.
  /**
   * @param {import("../state/index.js").State} state
   * @param {Float32Array} table
   * @param {import("pe-core").WavelengthLadder} ladderResult
   * @param {number[]} dims
   */
  function renderLines(state, table, ladderResult, dims) {
    const { n, d } = state;
    const x = Float64Array.from({ length: n }, (_, k) => k);
    const series = dims.map((dim, k) => ({
      label: `dim ${dim}`,
      values: column(table, n, d, dim),
      style: "line",
      colour: k + 1,
      dash: k,
    }));
    const facts = dims.map((dim, k) => {
      const pair = Math.floor(dim / 2);
      const [low, high] = extent(series[k].values);
      return (
        `dimension ${dim} (${dimensionName(dim)}, λ = ${numberText(ladderResult.wavelength[pair], 4)}) ` +
        `fits ${numberText(ladderResult.turns[pair], 3)} wavelengths into ${countOf(n, "position")} and ranges from ` +
        `${numberText(low, 4)} to ${numberText(high, 4)}`
      );
    });
    const sentence = facts.join("; ");
    slot("lines-caption").textContent =
      `PE(pos, dimension) for positions 0 to ${n - 1}. ` +
      `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}. ` +
      "Early dimensions swing through their whole range many times; late ones barely leave " +
      "their starting value (0 for a sine, 1 for a cosine).";
    lines.update({
      x,
      series,
      xRange: [0, Math.max(1, n - 1)],
      yRange: [-1.1, 1.1],
      description: `Line plot of dimensions ${listText(dims.map(String))} over positions 0 to ${n - 1}.`,
    });
  }

  // 3. The binary counter: positions 0..15 in binary beside the same dimensions' values.
  /**
   * @param {import("../state/index.js").State} state
   * @param {import("pe-core").WavelengthLadder} ladderResult
   * @param {number[]} dims
   */
  function renderCounter(state, ladderResult, dims) {
    const rows = counterPositions;
    const small = core.peTable(rows, state.d, state.base);
    if (!small.ok) return small.error;
    const positions = Array.from({ length: rows }, (_, k) => k);
    // The digit of place value p (8, 4, 2, 1) of each position, and how often it flips.
    const digits = counterPlaces.map((place) => {
      const values = positions.map((pos) => Math.floor(pos / place) % 2);
      const flips = values.slice(1).filter((v, k) => v !== values[k]).length;
      return { label: `${place}s`, values, summary: flips };
    });
    const valueColumns = dims.map((dim) => {
      const values = column(small.data, rows, state.d, dim);
      return {
        dim,
        label: `dim ${dim}`,
        sublabel: `λ ${roundedText(ladderResult.wavelength[Math.floor(dim / 2)])}`,
        values,
        summary: signChanges(values),
        extent: extent(values),
      };
    });
    counter.update({
      caption: `Positions 0 to ${rows - 1}: binary digits and encoding values`,
      rowName: "pos",
      rows: positions,
      summaryName: "flips",
      groups: [
        { title: "binary digits", kind: "digits", format: String, columns: digits },
        { title: "encoding values", kind: "values", format: fixedDigits(3), columns: valueColumns },
      ],
    });
    const fastest = valueColumns[0];
    const slowest = valueColumns[valueColumns.length - 1];
    const ones = digits[digits.length - 1];
    const eights = digits[0];
    const pairs = ladderResult.wavelength.length;
    slot("counter-caption").textContent =
      `The bottom row, “flips”, counts how often a column changes from one position to the ` +
      `next: a digit between 0 and 1, an encoding value between positive and negative (shaded). ` +
      `Over positions 0 to ${rows - 1} the 1s digit flips ${times(ones.summary)} ` +
      `and the 8s digit ${times(eights.summary)}. Dimension ${fastest.dim} changes sign ` +
      `${times(fastest.summary)} and spans ${numberText(fastest.extent[0], 3)} to ` +
      `${numberText(fastest.extent[1], 3)}; dimension ${slowest.dim} changes sign ` +
      `${times(slowest.summary)} and stays between ${numberText(slowest.extent[0], 3)} and ` +
      `${numberText(slowest.extent[1], 3)}. Each binary digit is 2 times slower than the ` +
      `one to its right` +
      (pairs > 1
        ? `; each pair here is ${numberText(ladderResult.ratio, 4)} times slower than the one before.`
        : ".");
    return "";
  }

  function render() {
    const state = store.getAll();
    const dims = plotDimensions(state);
    const ladderResult = core.wavelengthLadder(state.n, state.d, state.base);
    if (!ladderResult.ok) return section.refused(ladderResult.error);
    const table = core.peTable(state.n, state.d, state.base);
    if (!table.ok) return section.refused(table.error);
    renderLadder(state, ladderResult, dims);
    renderLines(state, table.data, ladderResult, dims);
    section.refused(renderCounter(state, ladderResult, dims));
    return undefined;
  }

  section.own(renderWhenVisible(root, store, ["n", "d", "base", "dims"], render));
});
