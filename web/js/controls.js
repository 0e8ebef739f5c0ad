// A labelled number input with a range slider beside it, bound to one store parameter.
// The number field takes any value the store accepts; the slider covers the useful part of the
// range (a slider from 0 to a million moves in useless jumps). Invalid input never reaches the
// store: the field is marked aria-invalid and the store's own message is shown beside it.

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// options:
//   key            store parameter ("pos", "d", ...)
//   id             unique element id (sections share parameters, so ids carry the section)
//   label, hint    visible label and short explanation
//   step           number field step (2 for d_model)
//   slider         { min, max, step, scale: "linear" | "log" }; max is also capped by store.range
export function createNumberControl(container, store, options) {
  const { key, id, label, hint = "", step = 1, slider = {} } = options;
  const scale = slider.scale ?? "linear";
  const toSlider = (value) => (scale === "log" ? Math.log10(value) : value);
  // Log sliders snap to three significant digits so that the number field stays readable.
  const fromSlider = (position) =>
    scale === "log" ? Number((10 ** position).toPrecision(3)) : position;

  const wrapper = el("div", "control");
  const labelEl = el("label", "control-label", label);
  labelEl.htmlFor = id;
  labelEl.id = `${id}-label`;
  const inputs = el("div", "control-inputs");
  const range = el("input", "control-range");
  range.type = "range";
  range.id = `${id}-range`;
  range.setAttribute("aria-label", `${label} (slider)`);
  const number = el("input", "control-number");
  number.type = "number";
  number.id = id;
  number.step = String(step);
  number.inputMode = step === "any" ? "decimal" : "numeric";
  const hintEl = el("p", "control-hint", hint);
  hintEl.id = `${id}-hint`;
  const message = el("p", "control-error");
  message.id = `${id}-error`;
  message.setAttribute("aria-live", "polite");
  number.setAttribute("aria-describedby", `${hintEl.id} ${message.id}`);
  inputs.append(range, number);
  wrapper.append(labelEl, inputs, hintEl, message);
  container.append(wrapper);

  function showError(text) {
    message.textContent = text;
    if (text) number.setAttribute("aria-invalid", "true");
    else number.removeAttribute("aria-invalid");
  }

  // Brings both inputs in line with the store; leaves the number field alone while it already
  // holds the same value, so typing "1." or "0.50" is not rewritten under the reader's fingers.
  // Every control on the page hears every change, so a property is written only when its text
  // differs: writing a range input's min, max or value, even unchanged, makes the browser lay it
  // out again, and two dozen of them cost more than the figure being dragged.
  function write(input, property, text) {
    if (input[property] !== text) input[property] = text;
  }

  function render(state) {
    const value = state[key];
    const bounds = store.range(key);
    const sliderMin = slider.min ?? bounds?.min ?? 0;
    const sliderMax = Math.min(slider.max ?? Infinity, bounds?.max ?? Infinity);
    write(range, "min", String(toSlider(Math.max(sliderMin, bounds?.min ?? sliderMin))));
    write(range, "max", String(toSlider(Math.max(sliderMax, sliderMin))));
    write(range, "step", String(slider.step ?? step));
    write(range, "value", String(toSlider(value)));
    if (bounds) {
      write(number, "min", String(bounds.min));
      write(number, "max", String(bounds.max));
    }
    if (Number(number.value) !== value || number.value === "") number.value = String(value);
  }

  function commit(value) {
    if (!Number.isFinite(value))
      return { ok: false, errors: { [key]: `Enter a number for ${label}.` } };
    return store.set({ [key]: value });
  }

  function onRangeInput() {
    const result = commit(fromSlider(Number(range.value)));
    showError(result.ok ? "" : result.errors[key]);
  }

  function onNumberInput() {
    if (number.value === "") {
      showError(`Enter a number for ${label}.`);
      return;
    }
    const result = commit(number.valueAsNumber);
    showError(result.ok ? "" : (result.errors[key] ?? Object.values(result.errors)[0]));
  }

  // On leaving the field (or Enter) with a value the store refused, put the current value back
  // and say so, instead of leaving a number on screen that nothing uses.
  function onNumberChange() {
    if (!number.hasAttribute("aria-invalid")) return;
    const kept = store.get(key);
    const reason = message.textContent;
    number.value = String(kept);
    showError("");
    message.textContent = `${reason} Kept ${kept}.`;
  }

  range.addEventListener("input", onRangeInput);
  number.addEventListener("input", onNumberInput);
  number.addEventListener("change", onNumberChange);
  const unsubscribe = store.subscribe((state) => render(state));
  render(store.getAll());

  return {
    destroy() {
      unsubscribe();
      range.removeEventListener("input", onRangeInput);
      number.removeEventListener("input", onNumberInput);
      number.removeEventListener("change", onNumberChange);
      wrapper.remove();
    },
  };
}
