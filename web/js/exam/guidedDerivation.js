// @ts-check
// "Derive it yourself" in section exam: the six steps of derivationSteps.js, each a card
// (questionCard.js) checked by the core's numbers, in order. When every step is done (or on
// request), the whole derivation stands on one screen, and "Print the derivation" prints it
// alone (html[data-print="derivation"], see exam.css).
import { button, el, liveText, setText } from "../dom.js";
import { integerText } from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { check } from "./check.js";
import { derivationSteps } from "./derivationSteps.js";
import { printView } from "../printView.js";
import { plainSteps, plainText } from "./rich.js";
import { createQuestionCard } from "./questionCard.js";
import { fillRich, stepsList } from "./richDom.js";

/**
 * @param {HTMLElement} container
 * @param {import("pe-core").PeCore} core
 */
export function createGuidedDerivation(container, core) {
  let steps;
  try {
    steps = derivationSteps(core);
  } catch (error) {
    container.append(el("p", "section-error", t("derive.refused", { error: error.message })));
    return { destroy: () => container.replaceChildren() };
  }
  const done = new Set();
  const status = liveText("derive-status", "derive-status");
  const list = el("ol", "derive-steps");
  const cards = steps.map((step) => {
    const item = el("li", "derive-step");
    item.dataset.step = step.id;
    list.append(item);
    const question = {
      ...step,
      kind: `derive-${step.id}`,
      id: `derive:${step.id}`,
      seed: 0,
      params: {},
      rich: { prompt: step.prompt, hint: step.hint, solution: step.solution },
    };
    return createQuestionCard(
      item,
      question,
      { check },
      {
        idPrefix: `derive-${step.id}`,
        heading: step.title,
        solutionLabel: "step",
        onChecked: (result) => {
          if (!result.correct) return;
          done.add(step.id);
          item.dataset.done = "true";
          update();
        },
      },
    );
  });

  // The whole derivation: every step's statement and worked lines, on one screen.
  const whole = el("div", "derive-whole");
  whole.id = "derive-whole";
  whole.hidden = true;
  const wholeTitle = el("h3", "", t("derive.whole"));
  wholeTitle.id = "derive-whole-title";
  wholeTitle.tabIndex = -1;
  whole.setAttribute("aria-labelledby", wholeTitle.id);
  whole.append(wholeTitle);
  for (const step of steps) {
    const part = el("section", "derive-whole-step");
    part.append(el("h4", "", step.title), fillRich(el("p"), step.prompt), stepsList(step.solution));
    whole.append(part);
  }
  const buttons = el("div", "exam-buttons");
  const showWhole = button("control-button", t("derive.showWhole"));
  showWhole.id = "derive-show-whole";
  showWhole.setAttribute("aria-controls", whole.id);
  const printWhole = button("control-button", t("derive.print"));
  printWhole.id = "derive-print";
  buttons.append(showWhole, printWhole);

  function update() {
    setText(
      status,
      t("derive.status", {
        done: integerText(done.size),
        total: integerText(steps.length),
        all: done.size === steps.length ? "yes" : "no",
      }),
    );
    status.dataset.done = String(done.size);
    if (done.size === steps.length && whole.hidden) reveal();
  }
  function reveal() {
    whole.hidden = false;
    showWhole.setAttribute("aria-expanded", "true");
    wholeTitle.focus();
  }
  const onShow = () => reveal();
  const onPrint = () => {
    whole.hidden = false;
    printView("derivation");
  };
  showWhole.setAttribute("aria-expanded", "false");
  showWhole.addEventListener("click", onShow);
  printWhole.addEventListener("click", onPrint);
  container.append(status, list, buttons, whole);
  update();

  return {
    /** The derivation as plain text (for tests and worksheets). */
    text: () =>
      steps
        .map((step) => `${step.title}\n${plainText(step.prompt)}\n${plainSteps(step.solution)}`)
        .join("\n\n"),
    destroy() {
      for (const card of cards) card.destroy();
      showWhole.removeEventListener("click", onShow);
      printWhole.removeEventListener("click", onPrint);
      container.replaceChildren();
    },
  };
}
