// @ts-check
// The exam's mode (the store's `mode`): one kind of question at a time, all kinds mixed, or a
// mock exam across every section. A select, like the kind of question beside it.
import { el } from "../dom.js";
import { t } from "../../sections/exam/strings.js";
import { bindControl } from "./binding.js";

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {string[]} modes
 */
export function createExamModeControl(container, store, modes) {
  const wrapper = el("div", "control");
  const label = el("label", "control-label", t("control.mode"));
  label.htmlFor = "exam-mode";
  const select = el("select", "control-select");
  select.id = "exam-mode";
  for (const mode of modes) {
    const option = el("option", "", t(`control.mode.${mode}`));
    option.value = mode;
    select.append(option);
  }
  wrapper.append(label, select);
  container.append(wrapper);
  const onChange = () => store.set({ mode: select.value });
  /** @param {import("../state/index.js").State} state */
  const render = (state) => {
    if (select.value !== state.mode) select.value = state.mode;
  };
  return bindControl(store, wrapper, render, [[select, "change", onChange]]);
}
