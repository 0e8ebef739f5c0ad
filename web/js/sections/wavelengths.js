// Section "wavelengths": the ladder of wavelengths λ_i = 2π·base^(2i/d) (peFrequencies), chosen
// dimensions over positions 0..n-1 (peTable), and the binary-counter analogy (peTable for
// positions 0..15 beside their binary digits). Every encoding number comes from the core; this
// file picks columns, counts sign changes and writes the sentences.
import { createNumberControl } from "../controls.js";
import { createCopyLink } from "../copyLink.js";
import { createCounterTable } from "../figures/counterTable.js";
import { createLinePlot } from "../figures/linePlot.js";
import { createWavelengthLadder } from "../figures/wavelengthLadder.js";
import { formatNumber } from "../format.js";
import { parseDimensionList } from "../state.js";
import { renderWhenVisible } from "../visibility.js";

const counterPositions = 16;
const counterPlaces = [8, 4, 2, 1];

// The plot's own choice when the link names no dimensions: the first, two in between and the
// last sine, fast to slow. Small d_model collapses some of them; two lines at least.
export function defaultDimensions(d) {
  const picks = [...new Set([0, 2 * Math.floor(d / 8), 2 * Math.floor(d / 4), d - 2])];
  if (picks.length < 2) picks.push(1);
  return picks.sort((a, b) => a - b);
}

function plotDimensions(state) {
  return state.dims === "" ? defaultDimensions(state.d) : state.dims.split(",").map(Number);
}

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

// 6.28, 62.8, 62,832, 6.28e+12: readable at a glance on a plot.
function roundedText(value) {
  if (value >= 1e7) return value.toExponential(2).replace("e+", "e");
  if (value >= 1000) return Math.round(value).toLocaleString("en-US");
  return formatNumber(value, 3);
}

function times(count) {
  return count === 1 ? "once" : `${count} times`;
}

function listText(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
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

// The list of dimensions to plot: a text field ("0, 32, 64, 126") bound to the store's `dims`,
// with a button back to the default. Invalid text never reaches the store; the store's message
// is shown beside the field, and leaving the field puts the current list back.
function createDimensionsControl(container, store, id) {
  const wrapper = document.createElement("div");
  wrapper.className = "control dims-control";
  const label = document.createElement("label");
  label.className = "control-label";
  label.htmlFor = id;
  label.textContent = "dimensions to plot";
  const inputs = document.createElement("div");
  inputs.className = "control-inputs";
  const field = document.createElement("input");
  field.type = "text";
  field.id = id;
  field.className = "control-text";
  field.autocomplete = "off";
  field.spellcheck = false;
  const reset = document.createElement("button");
  reset.type = "button";
  reset.className = "control-button";
  reset.textContent = "Default";
  reset.setAttribute("aria-label", "Plot the default dimensions");
  const hint = document.createElement("p");
  hint.className = "control-hint";
  hint.id = `${id}-hint`;
  const message = document.createElement("p");
  message.className = "control-error";
  message.id = `${id}-error`;
  message.setAttribute("aria-live", "polite");
  field.setAttribute("aria-describedby", `${hint.id} ${message.id}`);
  inputs.append(field, reset);
  wrapper.append(label, inputs, hint, message);
  container.append(wrapper);

  function showError(text) {
    message.textContent = text;
    if (text) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
  }

  function render(state) {
    const shown = plotDimensions(state);
    hint.textContent = `2 to 4 dimension numbers from 0 to ${state.d - 1}, separated by commas`;
    const typed = parseDimensionList(field.value);
    if (typed === undefined || typed !== shown.join(",")) field.value = shown.join(", ");
  }

  function onInput() {
    const parsed = parseDimensionList(field.value);
    if (parsed === undefined || parsed === "") {
      showError("Type 2 to 4 whole numbers separated by commas, such as 0, 8, 40.");
      return;
    }
    // The default list is stored as "", so the link stays short and keeps following d_model.
    const d = store.get("d");
    const value = parsed === defaultDimensions(d).join(",") ? "" : parsed;
    const result = store.set({ dims: value });
    showError(result.ok ? "" : result.errors.dims);
  }

  function onChange() {
    if (!field.hasAttribute("aria-invalid")) return;
    const reason = message.textContent;
    render(store.getAll());
    field.value = plotDimensions(store.getAll()).join(", ");
    showError("");
    message.textContent = `${reason} Kept ${field.value}.`;
  }

  function onReset() {
    store.set({ dims: "" });
    showError("");
    field.value = plotDimensions(store.getAll()).join(", ");
  }

  field.addEventListener("input", onInput);
  field.addEventListener("change", onChange);
  reset.addEventListener("click", onReset);
  const unsubscribe = store.subscribe((state) => render(state));
  render(store.getAll());

  return {
    destroy() {
      unsubscribe();
      field.removeEventListener("input", onInput);
      field.removeEventListener("change", onChange);
      reset.removeEventListener("click", onReset);
      wrapper.remove();
    },
  };
}

export function createWavelengthsSection({ root, store, core }) {
  const slot = (name) => root.querySelector(`[data-slot="${name}"]`);
  const errorSlot = slot("error");
  const ladderText = slot("ladder-caption");
  const linesText = slot("lines-caption");
  const counterText = slot("counter-caption");
  const stepText = slot("ladder-steps");

  const controls = [
    createNumberControl(slot("controls"), store, {
      key: "n",
      id: "wavelengths-n",
      label: "positions n",
      hint: "sequence length: positions 0 to n − 1",
      slider: { min: 1, max: 1024 },
    }),
    createNumberControl(slot("controls"), store, {
      key: "d",
      id: "wavelengths-d",
      label: "d_model",
      hint: "vector size: d/2 pairs",
      step: 2,
      slider: { min: 2, max: 1024 },
    }),
    createNumberControl(slot("controls"), store, {
      key: "base",
      id: "wavelengths-base",
      label: "base",
      hint: "the slowest pair's wavelength is nearly base·2π",
      step: "any",
      slider: { min: 1.5, max: 1e6, step: 0.01, scale: "log" },
    }),
  ];
  const dimsControl = createDimensionsControl(slot("dims-control"), store, "wavelengths-dims");
  const copyLink = createCopyLink(slot("copy-link"), store, root.id);

  const ladder = createWavelengthLadder(slot("ladder"), {
    label: "Wavelength of every pair, with the sequence length",
  });
  const lines = createLinePlot(slot("lines"), {
    label: "Chosen dimensions of the encoding over the positions",
    xLabel: "position",
    yLabel: "PE value",
    formatX: (v) => (Number.isInteger(v) ? String(v) : ""),
    formatYTick: (v) => String(Number(v.toFixed(2))),
  });
  const counter = createCounterTable(slot("counter"));

  let ladderStep = null;

  function fail(error) {
    errorSlot.hidden = false;
    errorSlot.textContent = `The core refused these inputs: ${error}`;
  }

  // 1. The ladder and its numbers.
  function renderLadder(state, frequencies, dims) {
    const { wavelength } = frequencies;
    const pairs = wavelength.length;
    const { n, d, base } = state;
    const bottom = 2 * Math.PI;
    const top = base * 2 * Math.PI;
    const turns = wavelength.map((lambda) => n / lambda);
    const repeating = wavelength.filter((lambda) => lambda <= n).length;
    const last = pairs - 1;

    // The step between rungs is base^(2/d): peValue's divisor of pair 1 (when there is one).
    const step = pairs > 1 ? core.peValue(0, 1, d, base) : null;
    ladderStep = step?.ok ? step.divisor : null;
    stepText.textContent =
      step && step.ok
        ? `With d_model = ${d} and base = ${formatNumber(base)} there are ${pairs} pairs. ` +
          `Pair 0 has λ₀ = ${formatNumber(wavelength[0])} (that is 2π: its exponent is 0), ` +
          `pair 1 has λ₁ = ${formatNumber(wavelength[1])}, and every further pair multiplies ` +
          `the wavelength by the same factor base^(2/d_model) = ${formatNumber(step.divisor)}. ` +
          `The last pair, i = ${last}, reaches λ${last === 1 ? "₁" : `_${last}`} = ` +
          `${formatNumber(wavelength[last])}, just short of base·2π = ${formatNumber(top)}, ` +
          `because its exponent is ${formatNumber((2 * last) / d)} rather than 1.`
        : `With d_model = ${d} there is a single pair, with λ₀ = 2π = ` +
          `${formatNumber(wavelength[0])}: there is no ladder to climb.`;

    const highlights = dims.map((dim, k) => ({
      pair: Math.floor(dim / 2),
      label: `dim ${dim} (pair ${Math.floor(dim / 2)})`,
      colour: k + 1,
      dash: k,
    }));

    let verdict;
    if (repeating === pairs) {
      verdict =
        `All ${pairs} pairs have a wavelength of at most n = ${n} positions, so every one of ` +
        `them repeats within the sequence; even the slowest fits ${formatNumber(turns[last], 4)} times.`;
    } else if (repeating === 0) {
      verdict =
        `No pair has a wavelength as short as n = ${n} positions: even pair 0 fits only ` +
        `${formatNumber(turns[0], 4)} times into the sequence.`;
    } else {
      verdict =
        `${repeating === 1 ? "Pair 0 lies" : `Pairs 0 to ${repeating - 1} lie`} under the line ` +
        `n = ${n}: their wavelength is at most the sequence length, so they repeat within it ` +
        `(pair 0 fits ${formatNumber(turns[0], 4)} times). The other ${pairs - repeating} lie ` +
        `above it; the slowest, pair ${last}, fits only ${formatNumber(turns[last], 3)} times, ` +
        `so across the whole sequence it turns through a small part of one circle.`;
    }
    ladderText.textContent =
      `Each point is one pair i; its sine and cosine dimensions share the wavelength. ` +
      `The axis is logarithmic, so a ladder that multiplies by the same factor at every rung ` +
      `is a straight line. ${verdict}`;

    ladder.update({
      wavelengths: wavelength,
      turns,
      sequenceLength: n,
      range: [Math.min(bottom, n) / 2, Math.max(top, n) * 2],
      // The ladder rises left to right: label its floor on the right, its ceiling on the left.
      bounds: [
        { value: bottom, label: `2π ≈ ${roundedText(bottom)}`, align: "right", side: "below" },
        { value: top, label: `base·2π ≈ ${roundedText(top)}`, align: "left", side: "above" },
      ],
      highlights,
      description:
        `Wavelength ladder: ${pairs} pairs from λ = ${formatNumber(wavelength[0])} to ` +
        `${formatNumber(wavelength[last])} on a log scale; ${repeating} of them below the ` +
        `sequence length n = ${n}.`,
    });
  }

  // 2. The chosen dimensions over positions 0..n-1.
  function renderLines(state, table, frequencies, dims) {
    const { n, d } = state;
    const x = Float64Array.from({ length: n }, (_, k) => k);
    const series = dims.map((dim, k) => ({
      label: `dim ${dim}`,
      values: column(table.data, n, d, dim),
      style: "line",
      colour: k + 1,
      dash: k,
    }));
    const facts = dims.map((dim, k) => {
      const lambda = frequencies.wavelength[Math.floor(dim / 2)];
      const [low, high] = extent(series[k].values);
      return (
        `dimension ${dim} (${dimensionName(dim)}, λ = ${formatNumber(lambda, 4)}) ` +
        `fits ${formatNumber(n / lambda, 3)} wavelengths into ${n} positions and ranges from ` +
        `${formatNumber(low, 4)} to ${formatNumber(high, 4)}`
      );
    });
    const sentence = facts.join("; ");
    linesText.textContent =
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
  function renderCounter(state, dims, step) {
    const rows = counterPositions;
    const small = core.peTable(rows, state.d, state.base);
    if (!small.ok) {
      fail(small.error);
      return;
    }
    const positions = Array.from({ length: rows }, (_, k) => k);
    // The digit of place value p (8, 4, 2, 1) of each position, and how often it flips.
    const digits = counterPlaces.map((place) => {
      const values = positions.map((pos) => Math.floor(pos / place) % 2);
      const flips = values.slice(1).filter((v, k) => v !== values[k]).length;
      return { label: `${place}s`, values, summary: flips };
    });
    const valueColumns = dims.map((dim) => {
      const values = column(small.data, rows, state.d, dim);
      const lambda = core.peValue(0, Math.floor(dim / 2), state.d, state.base).wavelength;
      return {
        dim,
        label: `dim ${dim}`,
        sublabel: `λ ${roundedText(lambda)}`,
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
        {
          title: "binary digits",
          kind: "digits",
          format: (v) => String(v),
          columns: digits,
        },
        {
          title: "encoding values",
          kind: "values",
          format: (v) => v.toFixed(3).replace("-", "−"),
          columns: valueColumns,
        },
      ],
    });
    const fastest = valueColumns[0];
    const slowest = valueColumns[valueColumns.length - 1];
    const ones = digits[digits.length - 1];
    const eights = digits[0];
    counterText.textContent =
      `The bottom row, “flips”, counts how often a column changes from one position to the ` +
      `next: a digit between 0 and 1, an encoding value between positive and negative (shaded). ` +
      `Over positions 0 to ${rows - 1} the 1s digit flips ${times(ones.summary)} ` +
      `and the 8s digit ${times(eights.summary)}. Dimension ${fastest.dim} changes sign ` +
      `${times(fastest.summary)} and spans ${formatNumber(fastest.extent[0], 3)} to ` +
      `${formatNumber(fastest.extent[1], 3)}; dimension ${slowest.dim} changes sign ` +
      `${times(slowest.summary)} and stays between ${formatNumber(slowest.extent[0], 3)} and ` +
      `${formatNumber(slowest.extent[1], 3)}. Each binary digit is 2 times slower than the ` +
      `one to its right` +
      (step
        ? `; each pair here is ${formatNumber(step, 4)} times slower than the one before.`
        : ".");
  }

  function render() {
    const state = store.getAll();
    const dims = plotDimensions(state);
    const frequencies = core.peFrequencies(state.d, state.base);
    if (!frequencies.ok) return fail(frequencies.error);
    const table = core.peTable(state.n, state.d, state.base);
    if (!table.ok) return fail(table.error);
    errorSlot.hidden = true;
    errorSlot.textContent = "";
    renderLadder(state, frequencies, dims);
    renderLines(state, table, frequencies, dims);
    renderCounter(state, dims, ladderStep);
    return undefined;
  }

  const stopRendering = renderWhenVisible(root, store, ["n", "d", "base", "dims"], render);

  return {
    destroy() {
      stopRendering();
      for (const control of controls) control.destroy();
      dimsControl.destroy();
      copyLink.destroy();
      ladder.destroy();
      lines.destroy();
      counter.destroy();
    },
  };
}
