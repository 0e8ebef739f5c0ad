// @ts-check
// The radio group for the kind of position added to the words (store key pe). A choice the
// sentences do not allow (learned positions for a sentence longer than the learned table) is
// refused with the reason, and the radios go back to the kept choice.
import { el, liveText } from "../dom.js";
import { t } from "../strings.js";
import { bindControl } from "./binding.js";
import { reason } from "./reason.js";

/**
 * @typedef {object} PeControlOptions
 * @property {string} id name prefix of the radios
 * @property {string} legend
 * @property {{ value: string, label: string }[]} choices
 * @property {(value: string) => string} validate "" or the reason it cannot be chosen
 */

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {PeControlOptions} options
 */
export function createPeControl(container, store, options) {
  const { id, legend, choices, validate } = options;
  const fieldset = el("fieldset", "control pe-control");
  fieldset.append(el("legend", "control-label", legend));
  const list = el("div", "pe-control-choices");
  const inputs = choices.map((choice) => {
    const labelEl = el("label", "pe-control-choice");
    const input = el("input");
    input.type = "radio";
    input.name = id;
    input.value = choice.value;
    input.id = `${id}-${choice.value}`;
    labelEl.append(input, ` ${choice.label}`);
    list.append(labelEl);
    return input;
  });
  const message = liveText("control-error", `${id}-error`);
  fieldset.setAttribute("aria-describedby", message.id);
  fieldset.append(list, message);
  container.append(fieldset);

  /** @param {import("../state/index.js").State} state */
  function render(state) {
    for (const input of inputs) input.checked = input.value === state.pe;
  }

  /** @param {Event} event */
  function onChange(event) {
    const value = /** @type {HTMLInputElement} */ (event.target).value;
    const problem = validate(value);
    const result = problem ? null : store.set({ pe: value });
    if (result?.ok) {
      message.textContent = "";
      return;
    }
    const why = problem || result.errors.pe || Object.values(result.errors)[0];
    message.textContent = t("control.kept", { reason: reason(why), kept: String(store.get("pe")) });
    render(store.getAll());
  }

  return bindControl(
    store,
    fieldset,
    (state, changed) => {
      if (changed && !changed.has("pe")) return;
      render(state);
      if (changed) message.textContent = "";
    },
    [[list, "change", onChange]],
  );
}
