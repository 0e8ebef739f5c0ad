// @ts-check
// Section "exam": randomised practice questions, checked against the core. The kind of question
// and the seed live in the store (URL: question=..., seed=...), so a link reproduces the question
// and "New question" walks every reader of the same link through the same sequence. The score is
// the reader's own and stays in the page. Also fills in the numbers of the printable summary sheet.
// Every number shown comes from the core, through examQuestions.js; this file builds the form,
// reads the answers and says whether they are right.
import { createChoiceAnswer, createNumberAnswers } from "../controls/answerFields.js";
import { createDisclosureButton } from "../controls/disclosureButton.js";
import { createNewQuestionButton } from "../controls/newQuestionButton.js";
import { createQuestionKindControl } from "../controls/questionKindControl.js";
import { el } from "../dom.js";
import { questionKinds } from "../examKinds.js";
import { buildQuestion, parseAnswer, withinTolerance } from "../examQuestions.js";
import { formatNumber, listText, numberText, quoted, subscriptText, truncated } from "../format.js";
import { renderMath } from "../math.js";
import { defineSection } from "../section.js";
import { renderWhenVisible } from "../visibility.js";

// The summary sheet's worked numbers: the paper's d_model and base.
const summaryD = 512;
const summaryBase = 10000;
const summaryCheck = { pos: 100, k: 7 };

// Rich text: strings become text nodes, { tex } pieces KaTeX (display pieces on their own line).
function fillRich(element, parts) {
  element.replaceChildren();
  for (const part of parts) {
    if (typeof part === "string") {
      element.append(document.createTextNode(part));
      continue;
    }
    const math = el(part.display ? "div" : "span", part.display ? "exam-math-block" : "exam-math");
    renderMath(math, part.tex, { display: Boolean(part.display) });
    element.append(math);
  }
  return element;
}

export const createExamSection = defineSection(({ section, slot, root, store, core }) => {
  const cardSlot = slot("card");
  const scoreSlot = slot("score");

  // 1. Controls: the kind of question and "New question".
  section.own(
    createQuestionKindControl(slot("controls"), store),
    createNewQuestionButton(slot("controls"), store),
  );

  // 2. The running score: each question counts once, at its first check (or as missed when its
  // solution is opened before it was answered right).
  const results = new Map();
  function record(key, correct) {
    if (!results.has(key)) results.set(key, correct);
    showScore();
  }
  function showScore() {
    const answered = results.size;
    const right = [...results.values()].filter(Boolean).length;
    scoreSlot.textContent =
      answered === 0
        ? "Score: no questions answered yet. Each question counts once, at your first check."
        : `Score: ${right} right out of ${answered} ${answered === 1 ? "question" : "questions"} ` +
          "(first checks count; opening the solution first counts as a miss).";
  }

  // 3. One question: prompt, answer form, feedback, hint and solution.
  let current = { key: "", question: null };

  function renderQuestion(state) {
    const key = `${state.question}:${state.seed}`;
    if (key === current.key) return;
    const question = buildQuestion(state.question, state.seed, core);
    current = { key, question };
    section.refused(question.error ?? "", "this question");
    cardSlot.replaceChildren();
    if (question.error) return;

    const kind = questionKinds.find((k) => k.id === question.kind);
    const card = cardSlot;
    card.dataset.kind = question.kind;
    card.dataset.seed = String(question.seed);
    card.dataset.question = JSON.stringify(question.params);

    const title = el("h3", "exam-title", kind.label);
    const prompt = fillRich(el("div", "exam-prompt"), question.prompt);
    const form = el("form", "exam-form");
    form.noValidate = true;
    const { answer } = question;
    const numbers = answer.type === "numbers" ? createNumberAnswers(form, answer) : null;
    const choices = answer.type === "choice" ? createChoiceAnswer(form, answer) : null;
    const tolerance = el("p", "exam-tolerance", answer.toleranceText ?? "");
    tolerance.id = "exam-tolerance";
    tolerance.hidden = !answer.toleranceText;

    const hint = el("div", "exam-hint");
    hint.id = "exam-hint";
    hint.append(el("h4", "", "Hint"), fillRich(el("p"), question.hint));

    const solution = el("div", "exam-solution");
    solution.id = "exam-solution";
    const steps = el("ol", "exam-steps");
    for (const step of question.solution) steps.append(fillRich(el("li"), step));
    solution.append(el("h4", "", "Worked solution"), steps);

    const buttons = el("div", "exam-buttons");
    const checkButton = el("button", "control-button exam-check", "Check");
    checkButton.type = "submit";
    const hintButton = createDisclosureButton("hint", hint);
    // Opening the solution before a right answer counts the question as missed.
    const solutionButton = createDisclosureButton("solution", solution, (open) => {
      if (open) record(key, false);
    });
    buttons.append(checkButton, hintButton, solutionButton);
    form.append(tolerance, buttons);

    const feedback = el("p", "exam-feedback");
    feedback.setAttribute("role", "status");

    card.append(title, prompt, form, feedback, hint, solution);

    function say(text, verdict) {
      feedback.textContent = text;
      feedback.dataset.verdict = verdict;
    }

    function checkNumbers() {
      const values = numbers.map(({ input }) => parseAnswer(input.value));
      let malformed = false;
      numbers.forEach(({ input, showError }, n) => {
        const typed = input.value.trim();
        if (values[n] !== undefined) showError("");
        else {
          malformed = true;
          showError(
            typed === ""
              ? "Enter a number here."
              : `${quoted(truncated(typed, 24))} is not a number. Type it like 0.84, -0.5, .5 or 8.4e-1.`,
          );
        }
      });
      if (malformed) {
        say("Fix the marked field first; nothing was counted.", "invalid");
        return null;
      }
      const off = numbers
        .map(({ field }, n) => ({ field, n }))
        .filter(({ n }) => !withinTolerance(values[n], answer.expected[n], answer.tolerance));
      if (off.length === 0) {
        const exact = answer.expected.map((v) => numberText(v, 6));
        say(
          numbers.length === 1
            ? `Correct. The exact value is ${exact[0]}.`
            : `Correct: all ${numbers.length} entries are within the tolerance (exact: ${listText(exact)}).`,
          "correct",
        );
        return true;
      }
      const names = off.map(({ field }) => field.label.split(" (")[0]);
      say(
        numbers.length === 1
          ? `Not quite: ${numberText(values[0])} is outside the tolerance. Try again, open the hint, or show the solution.`
          : `Not quite: ${listText(names)} ${off.length === 1 ? "is" : "are"} outside the tolerance. Try again, open the hint, or show the solution.`,
        "wrong",
      );
      return false;
    }

    function checkChoice() {
      const picked = choices.inputs.find((input) => input.checked);
      if (!picked) {
        choices.showError("Pick one of the answers first; nothing was counted.");
        say("", "");
        return null;
      }
      choices.showError("");
      if (picked.value === answer.correct) {
        say("Correct.", "correct");
        return true;
      }
      say("Not this one. Try again, open the hint, or show the solution.", "wrong");
      return false;
    }

    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const verdict = numbers ? checkNumbers() : checkChoice();
      if (verdict !== null) record(key, verdict);
    });
  }

  // 4. The summary sheet's numbers: the paper's d_model = 512 and base 10000.
  function renderSummary() {
    const f = core.peFrequencies(summaryD, summaryBase);
    const step = core.peValue(0, 1, summaryD, summaryBase);
    const check = core.shiftCheck(summaryCheck.pos, summaryCheck.k, summaryD, summaryBase);
    if (!f.ok || !step.ok || !check.ok) return;
    const last = f.wavelength.length - 1;
    slot("summary-wavelengths").textContent =
      `With d_model = ${summaryD} and base ${summaryBase}: λ₀ = ${formatNumber(f.wavelength[0])} ` +
      `(2π), λ₁ = ${formatNumber(f.wavelength[1])}, each rung ${formatNumber(step.divisor)} ` +
      `times the one before, up to λ${subscriptText(last)} = ${formatNumber(f.wavelength[last])}, ` +
      `just under base·2π. Early pairs tell neighbours apart; late pairs change so slowly that ` +
      `they tell near from far.`;
    slot("summary-check").textContent =
      `For example, M${subscriptText(summaryCheck.k)} applied to PE(${summaryCheck.pos}) with ` +
      `d_model = ${summaryD} gives PE(${summaryCheck.pos + summaryCheck.k}) to within ` +
      `${numberText(check.maxAbsError, 2)}.`;
  }

  const onPrint = () => window.print();
  const printButton = slot("print");
  printButton.addEventListener("click", onPrint);

  function render() {
    renderQuestion(store.getAll());
    renderSummary();
  }

  showScore();
  section.own(
    renderWhenVisible(root, store, ["question", "seed"], render),
    () => printButton.removeEventListener("click", onPrint),
    () => cardSlot.replaceChildren(),
  );
});
