// @ts-check
// A checkbox bound to a store parameter of two values (the lab's labmask: "none" or "causal"):
// checked is `on`, unchecked `off`. The store checks the value like any other.
import { el } from "../dom.js";
import { bindControl } from "./binding.js";
import { createField } from "./field.js";

/**
 * @typedef {object} ToggleOptions
 * @property {import("../state/index.js").Key} key
 * @property {string} id
 * @property {string} label what checking it does
 * @property {string} [hint]
 * @property {string} on the value when checked
 * @property {string} off the value when not
 */

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {ToggleOptions} options
 */
export function createToggleControl(container, store, options) {
  const { key, id, label, hint, on, off } = options;
  const input = el("input", "control-checkbox");
  input.type = "checkbox";
  input.id = id;
  const field = createField({ id, label, input, hint, className: "control toggle-control" });
  // The box before its label, as checkboxes usually stand.
  field.wrapper.prepend(input);
  container.append(field.wrapper);

  function onChange() {
    const result = store.set({ [key]: input.checked ? on : off });
    field.showError(result.ok ? "" : (result.errors[key] ?? Object.values(result.errors)[0]));
    if (!result.ok) input.checked = store.get(key) === on;
  }

  return bindControl(
    store,
    field.wrapper,
    (state) => {
      const checked = state[key] === on;
      if (input.checked !== checked) input.checked = checked;
    },
    [[input, "change", onChange]],
  );
}
