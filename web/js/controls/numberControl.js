// @ts-check
// A labelled number field with a range slider beside it, bound to one store parameter.
// The number field takes any value the store accepts, written as people write numbers: the field
// reads its text with the store's own parser (state/ parseNumber: "1e6", "+5", "5.0"), so it
// accepts exactly what a link accepts; it is a text field, since a browser's number field refuses
// "+5" before the page sees it. Arrow Up and Down step it. The slider covers the useful part of
// the range (a slider from 0 to a million moves in useless jumps), and a log slider tells screen
// readers the value itself (aria-valuetext), not its logarithm. Both take their bounds from the
// store's range for the parameter (state/), so no section restates a limit. Invalid input never
// reaches the store: the field is marked aria-invalid and the store's own message is shown beside
// it. When a change brings another parameter back into its range (d down to 128 takes i from 70 to
// 63), or back to the reader's value (d up again: i is 70 once more), a polite notice under this
// control says so, in the store's words.
import { el } from "../dom.js";
import { numberText } from "../format.js";
import { fieldNumberText, localNumberText, plainNumberText } from "../i18n/numbers.js";
import { parseNumber } from "../state/index.js";
import { t } from "../strings.js";
import { bindControl } from "./binding.js";
import { createField, replaceFieldText } from "./field.js";

/**
 * @typedef {object} SliderOptions
 * @property {number} [min] default: the range's min
 * @property {number} [max] the end of the useful part; capped by the range's max
 * @property {number | "any"} [step]
 * @property {"linear" | "log"} [scale]
 */

/**
 * @typedef {object} NumberControlOptions
 * @property {import("../state/index.js").Key} key store parameter ("pos", "d", ...)
 * @property {string} [id] element id (default: `${section}-${key}`; sections share parameters)
 * @property {string} [label] visible label (default: the parameter's usual one, below)
 * @property {string} [hint] short explanation
 * @property {number | "any"} [step] number field step (2 for d_model)
 * @property {SliderOptions} [slider]
 */

// The usual label (control.label.<key> in the catalogue), step and slider of each parameter; a
// section overrides what it says otherwise.
/** @type {Record<string, Omit<NumberControlOptions, "key" | "label">>} */
const usual = {
  n: { slider: { max: 1024 } },
  d: { step: 2, slider: { max: 1024 } },
  base: { step: "any", slider: { min: 1.5, max: 1e6, step: 0.01, scale: "log" } },
  pos: { slider: { max: 200 } },
  i: {},
  k: { slider: { max: 100 } },
  ref: {},
  shift: { slider: { max: 1000 } },
};

/** The usual label and hint of a parameter, from the catalogue (a key without one: itself, no hint).
 * @param {string} key */
function usualWords(key) {
  if (!Object.prototype.hasOwnProperty.call(usual, key)) return { label: key };
  return key === "i"
    ? { label: t("control.label.i"), hint: t("control.hint.i") }
    : { label: t(`control.label.${key}`) };
}

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {NumberControlOptions & { id: string }} options
 */
export function createNumberControl(container, store, options) {
  const preset = usual[options.key] ?? {};
  const {
    key,
    id,
    label = options.key,
    hint = "",
    step = 1,
  } = {
    ...preset,
    ...usualWords(options.key),
    ...options,
  };
  const slider = { ...preset.slider, ...options.slider };
  const scale = slider.scale ?? "linear";
  /** @param {number} value */
  const toSlider = (value) => (scale === "log" ? Math.log10(value) : value);
  // Log sliders snap to three significant digits so that the number field stays readable.
  /** @param {number} position */
  const fromSlider = (position) =>
    scale === "log" ? Number((10 ** position).toPrecision(3)) : position;

  const inputs = el("div", "control-inputs");
  const range = el("input", "control-range");
  range.type = "range";
  range.id = `${id}-range`;
  range.setAttribute("aria-label", t("control.slider", { label }));
  const number = el("input", "control-number");
  number.type = "text";
  number.id = id;
  number.autocomplete = "off";
  number.spellcheck = false;
  // A phone's decimal pad has no minus sign: offsets that may be negative get the full keyboard.
  const mayBeNegative = (store.range(key)?.min ?? 0) < 0 || key === "k" || key === "shift";
  if (!mayBeNegative) number.inputMode = "decimal";
  inputs.append(range, number);
  const field = createField({ id, label, input: number, body: inputs, hint, notice: true });
  container.append(field.wrapper);

  // Brings both inputs in line with the store; leaves the number field alone while it already
  // holds the same value, so typing "1." or "0.50" is not rewritten under the reader's fingers.
  // Every control on the page hears every change, so a property is written only when its text
  // differs: writing a range input's min, max or value, even unchanged, makes the browser lay it
  // out again, and two dozen of them cost more than the figure being dragged.
  /**
   * @param {HTMLInputElement} input
   * @param {"min" | "max" | "step" | "value"} property
   * @param {string} text
   */
  function write(input, property, text) {
    if (input[property] !== text) input[property] = text;
  }

  // What the control last showed (the value and its bounds). Every control hears every change,
  // and most changes are to other parameters: those return here before touching the DOM, where
  // reading a range input's properties back is what the render cost (about 2 ms of a 6 ms slider
  // step at 4x CPU throttling, with two dozen controls). The control being used always renders in
  // full, so that a value the store clamped or refused puts the reader's slider back.
  let shown = "";
  let committing = false;

  /** @param {import("../state/index.js").State} state */
  function render(state) {
    const value = /** @type {number} */ (state[key]);
    const bounds = store.range(key);
    const showing = `${value} ${bounds?.min} ${bounds?.max}`;
    if (showing === shown && !committing) return;
    shown = showing;
    const sliderMin = slider.min ?? bounds?.min ?? 0;
    const sliderMax = Math.min(slider.max ?? Infinity, bounds?.max ?? Infinity);
    write(range, "min", String(toSlider(Math.max(sliderMin, bounds?.min ?? sliderMin))));
    write(range, "max", String(toSlider(Math.max(sliderMax, sliderMin))));
    write(range, "step", String(slider.step ?? step));
    write(range, "value", String(toSlider(value)));
    if (scale === "log") {
      const spoken = numberText(value);
      if (range.getAttribute("aria-valuetext") !== spoken) {
        range.setAttribute("aria-valuetext", spoken);
      }
    }
    // Left alone while it already says this value in the reader's own way ("1e6", "5.0").
    if (readField() !== value) replaceFieldText(number, fieldNumberText(String(value)));
  }

  /** @param {number} value */
  function commit(value) {
    committing = true;
    let result;
    try {
      result = store.set({ [key]: value });
    } finally {
      committing = false;
    }
    field.showError(result.ok ? "" : (result.errors[key] ?? Object.values(result.errors)[0]));
    // What the change brought back into range elsewhere; a change that moved nothing else clears
    // the notice, and so does a refused one (nothing happened). A note starts with the parameter's
    // own name ("i was 70; ..."), which keeps its case.
    const notes = result.settled.map((entry) => `${entry.note}.`);
    field.notice.textContent = notes.join(" ");
  }

  const onRangeInput = () => commit(fromSlider(Number(range.value)));

  // The field as the reader's language writes numbers ("0,5" in Spanish, Arabic-Indic digits), or
  // the plain form.
  const readField = () => parseNumber(plainNumberText(number.value));

  function onNumberInput() {
    const value = readField();
    if (value === undefined)
      field.showError(
        t("control.enterNumber", { label, example: localNumberText(String(store.get(key))) }),
      );
    else commit(value);
  }

  // Arrow Up and Down step the value, as a number field's spin buttons would.
  /** @param {KeyboardEvent} event */
  function onNumberKey(event) {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const by = typeof step === "number" ? step : 1;
    const current = readField() ?? /** @type {number} */ (store.get(key));
    const next = current + (event.key === "ArrowUp" ? by : -by);
    number.value = fieldNumberText(String(next));
    commit(next);
  }

  // On leaving the field (or Enter) with a value the store refused, put the current value back.
  function onNumberChange() {
    if (!field.isInvalid()) return;
    const kept = store.get(key);
    number.value = String(kept);
    field.restore(String(kept));
  }

  // Off screen, a control follows a drag elsewhere once it pauses (the d of six sections is one
  // setting); the control in use renders at once.
  return bindControl(
    store,
    field.wrapper,
    render,
    [
      [range, "input", onRangeInput],
      [number, "input", onNumberInput],
      [number, "keydown", onNumberKey],
      [number, "change", onNumberChange],
    ],
    { quiet: true, atOnce: () => committing },
  );
}

/**
 * The number controls of one section, ids `${section}-${key}` unless given.
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {string} section
 * @param {NumberControlOptions[]} list
 */
export function createNumberControls(container, store, section, list) {
  const controls = list.map((options) =>
    createNumberControl(container, store, { id: `${section}-${options.key}`, ...options }),
  );
  return {
    destroy() {
      for (const control of controls) control.destroy();
    },
  };
}
