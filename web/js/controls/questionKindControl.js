// @ts-check
// The exam's "Kind of question" select, bound to the store's `question`.
import { el } from "../dom.js";
import { questionKinds } from "../examKinds.js";
import { bindControl } from "./binding.js";

/**
 * @param {HTMLElement} container
 * @param {import("../state.js").Store} store
 */
export function createQuestionKindControl(container, store) {
  const wrapper = el("div", "control");
  const label = el("label", "control-label", "Kind of question");
  label.htmlFor = "exam-kind";
  const select = el("select", "control-select");
  select.id = "exam-kind";
  for (const kind of questionKinds) {
    const option = el("option", "", kind.label);
    option.value = kind.id;
    select.append(option);
  }
  wrapper.append(label, select);
  container.append(wrapper);

  const onChange = () => store.set({ question: select.value });
  /** @param {import("../state.js").State} state */
  const render = (state) => {
    if (select.value !== state.question) select.value = state.question;
  };
  return bindControl(store, wrapper, render, [[select, "change", onChange]]);
}
