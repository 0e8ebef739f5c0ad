// @ts-check
// The matrix section's column order: a radio group bound to the store's `layout` (the paper's
// interleaved sin, cos, sin, cos, ... or the concatenated sines-then-cosines of many tutorials).
import { el } from "../dom.js";
import { bindControl } from "./binding.js";

const layoutChoices = [
  { value: "interleaved", label: "Interleaved (the paper): sin, cos, sin, cos, …" },
  { value: "concatenated", label: "Concatenated: all sines, then all cosines" },
];

/**
 * @param {HTMLElement} container
 * @param {import("../state.js").Store} store
 */
export function createLayoutToggle(container, store) {
  const fieldset = el("fieldset", "layout-toggle");
  fieldset.append(el("legend", "", "Column order"));
  const radios = layoutChoices.map(({ value, label }) => {
    const wrapper = el("div", "layout-choice");
    const radio = el("input");
    radio.type = "radio";
    radio.name = "matrix-layout";
    radio.id = `matrix-layout-${value}`;
    radio.value = value;
    const text = el("label", "", label);
    text.htmlFor = radio.id;
    wrapper.append(radio, text);
    fieldset.append(wrapper);
    return radio;
  });
  container.append(fieldset);

  /** @param {Event} event */
  function onChange(event) {
    const radio = /** @type {HTMLInputElement} */ (event.target);
    if (radio.checked) store.set({ layout: radio.value });
  }
  /** @param {import("../state.js").State} state */
  function render(state) {
    for (const radio of radios) radio.checked = radio.value === state.layout;
  }
  return bindControl(store, fieldset, render, [[fieldset, "change", onChange]]);
}
