// @ts-check
// The exam's "New question" ("New mock exam" in that mode): moves the store's `seed` one step along the fixed walk of nextSeed,
// so every reader of the same link gets the same questions in the same order. The line under the
// button says which question set this is.
import { button, el, setText } from "../dom.js";
import { nextSeed } from "../seededRandom.js";
import { t } from "../../sections/exam/strings.js";
import { bindControl } from "./binding.js";

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 */
export function createNewQuestionButton(container, store) {
  const wrapper = el("div", "control exam-new-control");
  const newButton = button("control-button exam-new", t("control.newQuestion"));
  newButton.id = "exam-new";
  newButton.setAttribute("aria-describedby", "exam-seed-text");
  const seedText = el("p", "control-hint");
  seedText.id = "exam-seed-text";
  wrapper.append(newButton, seedText);
  container.append(wrapper);

  const onClick = () => store.set({ seed: nextSeed(store.get("seed")) });
  /** @param {import("../state/index.js").State} state */
  const render = (state) => {
    setText(newButton, t(state.mode === "mock" ? "control.newMock" : "control.newQuestion"));
    setText(seedText, t("control.seed", { seed: String(state.seed) }));
  };
  return bindControl(store, wrapper, render, [[newButton, "click", onClick]]);
}
