// @ts-check
// The exam's "Kind of question" select, bound to the store's `question`; shown in the mode "one
// kind" only (the other modes draw every kind).
import { el } from "../dom.js";
import { examKinds } from "../exam/kinds.js";
import { t } from "../../sections/exam/strings.js";
import { bindControl } from "./binding.js";

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 */
export function createQuestionKindControl(container, store) {
  const wrapper = el("div", "control");
  const label = el("label", "control-label", t("control.kind"));
  label.htmlFor = "exam-kind";
  const select = el("select", "control-select");
  select.id = "exam-kind";
  // Grouped by the section each kind tests, in the article's order.
  /** @type {Map<string, HTMLOptGroupElement>} */
  const groups = new Map();
  for (const kind of examKinds) {
    if (!groups.has(kind.section)) {
      const group = el("optgroup");
      group.label = t(`section.${kind.section}.name`);
      groups.set(kind.section, group);
      select.append(group);
    }
    const option = el("option", "", t(`kind.${kind.kind}.title`));
    option.value = kind.kind;
    groups.get(kind.section).append(option);
  }
  wrapper.append(label, select);
  container.append(wrapper);

  const onChange = () => store.set({ question: select.value });
  /** @param {import("../state/index.js").State} state */
  const render = (state) => {
    if (select.value !== state.question) select.value = state.question;
    wrapper.hidden = state.mode !== "one";
  };
  return bindControl(store, wrapper, render, [[select, "change", onChange]]);
}
