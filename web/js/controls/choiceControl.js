// @ts-check
// A radio group bound to one store parameter with a few named values: the matrix section's column
// order (`layout`), the why-order section's attention mask (`mask`). Radio ids are
// `${name}-${value}`; the group is a fieldset with a legend.
import { el } from "../dom.js";
import { bindControl } from "./binding.js";

/**
 * @typedef {object} ChoiceControlOptions
 * @property {import("../state/index.js").Key} key the store parameter
 * @property {string} name the radios' name, and the prefix of their ids
 * @property {string} legend
 * @property {{ value: string, label: string }[]} choices
 * @property {string} className the fieldset's class
 */

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {ChoiceControlOptions} options
 */
export function createChoiceControl(container, store, { key, name, legend, choices, className }) {
  const fieldset = el("fieldset", className);
  fieldset.append(el("legend", "", legend));
  const radios = choices.map(({ value, label }) => {
    const wrapper = el("div", "choice-control-choice");
    const radio = el("input");
    radio.type = "radio";
    radio.name = name;
    radio.id = `${name}-${value}`;
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
    if (radio.checked) store.set({ [key]: radio.value });
  }
  /** @param {import("../state/index.js").State} state */
  function render(state) {
    for (const radio of radios) radio.checked = radio.value === state[key];
  }
  return bindControl(store, fieldset, render, [[fieldset, "change", onChange]]);
}
