// @ts-check
// One question on the page: its prompt, the answer fields (or options), Check, the hint and the
// worked solution. Check is a plain button with a click handler and Enter is handled here: no
// form is submitted, so it works in <iframe sandbox="allow-scripts"> (which blocks form
// submission without allow-forms). The verdict comes from exam.check, the call peExam offers.
//
//   const card = createQuestionCard(container, question, exam, {
//     idPrefix: "exam",                   ids of the fields: `${idPrefix}-answer-0`, ...
//     onChecked(result) {},               each check that could be read (result: exam.check's)
//     onSolution() {},                    the solution was opened
//     solutionLabel: "step",              "step": the solution is a worked step (its button and
//                                         heading say so); "solution" otherwise
//     hints: true,                        false: no hint (a quiz set by link, hints=off)
//     solutions: "always",                "after": the solution only once an answer was checked;
//                                         "never": no solution (solutions=... in the link)
//     given: 0.84,                        an answer given earlier (a resumed quiz): filled in
//                                         and checked (a number, numbers, or an option's index)
//   });
// Besides the peExam types ("number", "matrix", "choice") it shows type "order" (the guided
// derivation): question.items in the order given, each with buttons that move it up or down.
//   card.destroy();
import { createDisclosureButton } from "../controls/disclosureButton.js";
import { createField, textInput } from "../controls/field.js";
import { button, el, liveText } from "../dom.js";
import { integerText, numberListText, numberText } from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { parseAnswer } from "./answerParser.js";
import { fillRich, stepsList } from "./richDom.js";

/**
 * @param {HTMLElement} container
 * @param {any} question from exam.generate
 * @param {{ check: typeof import("./check.js").check }} exam peExam, or anything with its check
 * @param {{ idPrefix?: string, heading?: string, solutionLabel?: string, onChecked?: (result: any) => void, onSolution?: () => void, hints?: boolean, solutions?: string, given?: unknown }} [options]
 */
export function createQuestionCard(container, question, exam, options = {}) {
  const {
    idPrefix = "exam",
    heading = question.title,
    solutionLabel = "solution",
    onChecked = () => {},
    onSolution = () => {},
    hints = true,
    solutions = "always",
    given,
  } = options;
  const card = el("div", "exam-question");
  card.dataset.kind = question.kind;
  card.dataset.seed = String(question.seed);
  card.dataset.id = question.id;
  card.dataset.question = JSON.stringify(question.params);

  const title = el("h3", "exam-title", heading);
  const prompt = fillRich(el("div", "exam-prompt"), question.rich.prompt);
  const area = el("div", "exam-answer");
  const toleranceId = `${idPrefix}-tolerance`;
  /** @type {{ input: HTMLInputElement, showError: (text: string) => void }[]} */
  let fields = [];
  /** @type {HTMLInputElement[]} */
  let radios = [];
  let choiceMessage = null;

  /** @type {number[]} */
  let order = [];
  /** @type {HTMLOListElement | null} */
  let orderList = null;
  if (question.type === "order") {
    order = question.items.map((_, n) => n);
    orderList = el("ol", "exam-order");
    orderList.setAttribute("aria-label", question.legend ?? t("card.stepsInOrder"));
    area.append(orderList);
    drawOrder();
  } else if (question.type === "choice") {
    const fieldset = el("fieldset", "exam-choices");
    fieldset.append(el("legend", "", question.legend ?? t("card.yourAnswer")));
    radios = question.options.map((text, n) => {
      const label = el("label", "exam-choice");
      const input = el("input");
      input.type = "radio";
      input.name = `${idPrefix}-choice`;
      input.value = String(n);
      input.id = `${idPrefix}-choice-${n}`;
      label.append(input, el("span", "", text));
      label.dataset.option = String(n);
      fieldset.append(label);
      return input;
    });
    choiceMessage = liveText("control-error", `${idPrefix}-choice-error`);
    fieldset.setAttribute("aria-describedby", choiceMessage.id);
    area.append(fieldset, choiceMessage);
  } else {
    const fieldset = el("fieldset", "exam-fields");
    fieldset.append(el("legend", "visually-hidden", t("card.yourAnswer")));
    fields = question.labels.map((label, n) => {
      const id = `${idPrefix}-answer-${n}`;
      const input = textInput(id, "control-text exam-input");
      // A full keyboard: a phone's numeric ("decimal") keyboard often has no minus sign.
      input.inputMode = "text";
      input.setAttribute("autocapitalize", "off");
      input.setAttribute("enterkeyhint", "done");
      const field = createField({
        id,
        label,
        input,
        className: "exam-field",
        describedBy: [toleranceId],
      });
      fieldset.append(field.wrapper);
      return { input, showError: field.showError };
    });
    const typing = el("p", "exam-typing control-hint", t("card.typing"));
    typing.id = `${idPrefix}-typing`;
    for (const { input } of fields) {
      input.setAttribute(
        "aria-describedby",
        `${typing.id} ${input.getAttribute("aria-describedby")}`,
      );
    }
    area.append(fieldset, typing);
  }
  const tolerance = el("p", "exam-tolerance", question.toleranceText ?? "");
  tolerance.id = toleranceId;
  tolerance.hidden = !question.toleranceText;

  const hint = el("div", "exam-hint");
  hint.id = `${idPrefix}-hint`;
  hint.append(el("h4", "", t("card.hint")), fillRich(el("p"), question.rich.hint));
  const solution = el("div", "exam-solution");
  solution.id = `${idPrefix}-solution`;
  solution.append(
    el("h4", "", t("card.solutionHeading", { what: solutionLabel })),
    stepsList(question.rich.solution),
  );

  const buttons = el("div", "exam-buttons");
  const checkButton = button("control-button exam-check", t("card.check"));
  // The disclosure button words "Show …" / "Hide …" in English; its text here comes from the
  // catalogue, set again after each of its own changes.
  const hintButton = createDisclosureButton("hint", hint, (open) => {
    hintButton.textContent = t(open ? "card.hideHint" : "card.showHint");
  });
  hintButton.textContent = t("card.showHint");
  const solutionButton = createDisclosureButton(solutionLabel, solution, (open) => {
    solutionButton.textContent = t(open ? "card.hideSolution" : "card.showSolution", {
      what: solutionLabel,
    });
    if (open) onSolution();
  });
  solutionButton.textContent = t("card.showSolution", { what: solutionLabel });
  buttons.append(checkButton, hintButton, solutionButton);
  // A quiz set by link may leave out the hint, and the solution (or keep it until a check).
  hintButton.hidden = !hints;
  solutionButton.hidden = solutions !== "always";
  // What a wrong answer's feedback suggests: only what this card offers.
  const nextSteps = () =>
    t("card.nextSteps", {
      hint: hints ? "yes" : "no",
      solution: solutions === "never" ? "no" : "yes",
      what: solutionLabel,
    });
  /** A wrong answer's sentences. @param {string} verdict @param {string} [diagnosis] */
  const wrong = (verdict, diagnosis) =>
    t("card.wrong", { verdict, diagnosis: diagnosis ? `${diagnosis} ` : "", next: nextSteps() });
  const showSolutionButton = () => {
    if (solutions === "after") solutionButton.hidden = false;
  };
  const feedback = el("p", "exam-feedback");
  feedback.setAttribute("role", "status");
  feedback.setAttribute("aria-live", "polite");
  card.append(title, prompt, area, tolerance, buttons, feedback, hint, solution);
  container.append(card);

  /** @param {string} text @param {string} verdict */
  function say(text, verdict) {
    feedback.textContent = text;
    feedback.dataset.verdict = verdict;
  }

  function checkNumbers() {
    let malformed = false;
    for (const { input, showError } of fields) {
      const parsed = parseAnswer(input.value);
      showError(parsed.ok ? "" : parsed.error);
      if (!parsed.ok) malformed = true;
    }
    if (malformed) {
      say(t("card.fixField"), "invalid");
      return;
    }
    const texts = fields.map(({ input }) => input.value);
    const result = exam.check(question, question.type === "matrix" ? texts : texts[0]);
    const expected = [].concat(question.answer);
    if (result.correct) {
      const exact = expected.map((v) => numberText(v, 6));
      say(
        fields.length === 1
          ? t("card.correctValue", { exact: exact[0] })
          : t("card.correctEntries", {
              count: integerText(fields.length),
              exact: numberListText(exact),
            }),
        "correct",
      );
    } else {
      const shown = [].concat(result.value).map((v) => numberText(v));
      const value = fields.length === 1 ? shown[0] : `(${numberListText(shown)})`;
      say(wrong(t("card.notQuite", { value }), result.diagnosis), "wrong");
    }
    onChecked(result);
    showSolutionButton();
  }

  function checkChoice() {
    const picked = radios.findIndex((input) => input.checked);
    if (picked < 0) {
      choiceMessage.textContent = t("card.pickOne");
      say("", "");
      return;
    }
    choiceMessage.textContent = "";
    const result = exam.check(question, picked);
    if (result.correct) say(t("card.correct"), "correct");
    else say(wrong(t("card.notThisOne"), result.diagnosis), "wrong");
    onChecked(result);
    showSolutionButton();
  }

  // The ordering: each item with "Move up" and "Move down" (keyboard and screen-reader friendly,
  // unlike drag and drop); focus follows the item moved.
  function drawOrder(focus = -1, direction = "") {
    orderList.replaceChildren();
    order.forEach((item, at) => {
      const li = el("li", "exam-order-item");
      li.dataset.item = String(item);
      const text = el("span", "exam-order-text", question.items[item]);
      const up = button("control-button exam-order-up", t("card.moveUp"));
      const down = button("control-button exam-order-down", t("card.moveDown"));
      up.setAttribute("aria-label", t("card.moveUpLabel", { item: question.items[item] }));
      down.setAttribute("aria-label", t("card.moveDownLabel", { item: question.items[item] }));
      up.disabled = at === 0;
      down.disabled = at === order.length - 1;
      up.addEventListener("click", () => move(at, -1));
      down.addEventListener("click", () => move(at, 1));
      const moves = el("span", "exam-order-moves");
      moves.append(up, down);
      li.append(text, moves);
      orderList.append(li);
      if (at === focus)
        (direction === "up" && !up.disabled ? up : down.disabled ? up : down).focus();
    });
  }
  /** @param {number} at @param {number} by */
  function move(at, by) {
    const to = at + by;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to], order[at]];
    drawOrder(to, by < 0 ? "up" : "down");
  }

  function checkOrder() {
    const result = exam.check(question, [...order]);
    if (result.correct) say(t("card.correctOrder"), "correct");
    else say(wrong(t("card.notYet"), result.diagnosis), "wrong");
    onChecked(result);
  }

  const onCheck = () =>
    question.type === "choice"
      ? checkChoice()
      : question.type === "order"
        ? checkOrder()
        : checkNumbers();
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (event.key !== "Enter" || event.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onCheck();
  };
  checkButton.addEventListener("click", onCheck);
  area.addEventListener("keydown", onKey);
  if (given !== undefined && given !== null) {
    if (question.type === "choice" && typeof given === "number" && radios[given]) {
      radios[given].checked = true;
      onCheck();
    } else if (question.type === "number" || question.type === "matrix") {
      const values = [].concat(given);
      if (values.length === fields.length && values.every((v) => Number.isFinite(v))) {
        fields.forEach(({ input }, n) => (input.value = String(values[n])));
        onCheck();
      }
    }
  }
  return {
    element: card,
    destroy() {
      checkButton.removeEventListener("click", onCheck);
      area.removeEventListener("keydown", onKey);
      card.remove();
    },
  };
}
