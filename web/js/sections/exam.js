// Section "exam": randomised practice questions, checked against the core. The kind of question
// and the seed live in the store (URL: question=..., seed=...), so a link reproduces the question
// and "New question" walks every reader of the same link through the same sequence. The score is
// the reader's own and stays in the page. Also fills in the numbers of the printable summary sheet.
// Every number shown comes from the core, through examQuestions.js; this file builds the form,
// reads the answers and says whether they are right.
import { createCopyLink } from "../copyLink.js";
import { questionKinds } from "../examKinds.js";
import { buildQuestion, parseAnswer, withinTolerance } from "../examQuestions.js";
import { formatNumber } from "../format.js";
import { renderMath } from "../math.js";
import { numberText, subscriptText } from "../numberText.js";
import { nextSeed } from "../seededRandom.js";
import { renderWhenVisible } from "../visibility.js";

// The summary sheet's worked numbers: the paper's d_model and base.
const summaryD = 512;
const summaryBase = 10000;
const summaryCheck = { pos: 100, k: 7 };

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

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

function quote(text) {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

function listText(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function createExamSection({ root, store, core }) {
  const slot = (name) => root.querySelector(`[data-slot="${name}"]`);
  const errorSlot = slot("error");
  const cardSlot = slot("card");
  const scoreSlot = slot("score");

  // 1. Controls: the kind of question and "New question".
  const kindControl = el("div", "control");
  const kindLabel = el("label", "control-label", "Kind of question");
  kindLabel.htmlFor = "exam-kind";
  const kindSelect = el("select", "control-select");
  kindSelect.id = "exam-kind";
  for (const kind of questionKinds) {
    const option = el("option", "", kind.label);
    option.value = kind.id;
    kindSelect.append(option);
  }
  kindControl.append(kindLabel, kindSelect);
  const newControl = el("div", "control exam-new-control");
  const newButton = el("button", "control-button exam-new", "New question");
  newButton.type = "button";
  newButton.id = "exam-new";
  newButton.setAttribute("aria-describedby", "exam-seed-text");
  const seedText = el("p", "control-hint");
  seedText.id = "exam-seed-text";
  newControl.append(newButton, seedText);
  slot("controls").append(kindControl, newControl);
  const copyLink = createCopyLink(slot("copy-link"), store, root.id);

  function onKindChange() {
    store.set({ question: kindSelect.value });
  }
  function onNewQuestion() {
    store.set({ seed: nextSeed(store.get("seed")) });
  }
  kindSelect.addEventListener("change", onKindChange);
  newButton.addEventListener("click", onNewQuestion);

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

  function buildNumberFields(form, answer) {
    const fieldset = el("fieldset", "exam-fields");
    const legend = el("legend", "visually-hidden", "Your answer");
    fieldset.append(legend);
    const fields = answer.fields.map((field, n) => {
      const id = `exam-answer-${n}`;
      const wrapper = el("div", "exam-field");
      const label = el("label", "control-label", field.label);
      label.htmlFor = id;
      const input = el("input", "control-text exam-input");
      input.type = "text";
      input.id = id;
      input.inputMode = "decimal";
      input.autocomplete = "off";
      input.spellcheck = false;
      const message = el("p", "control-error");
      message.id = `${id}-error`;
      message.setAttribute("aria-live", "polite");
      input.setAttribute("aria-describedby", `exam-tolerance ${message.id}`);
      wrapper.append(label, input, message);
      fieldset.append(wrapper);
      const showError = (text) => {
        message.textContent = text;
        if (text) input.setAttribute("aria-invalid", "true");
        else input.removeAttribute("aria-invalid");
      };
      return { field, input, showError };
    });
    form.append(fieldset);
    return fields;
  }

  function buildChoices(form, answer) {
    const fieldset = el("fieldset", "exam-choices");
    fieldset.append(el("legend", "", answer.legend));
    const inputs = answer.options.map((option, n) => {
      const label = el("label", "exam-choice");
      const input = el("input");
      input.type = "radio";
      input.name = "exam-choice";
      input.value = option.id;
      input.id = `exam-choice-${n}`;
      label.append(input, el("span", "", option.text));
      label.dataset.option = option.id;
      fieldset.append(label);
      return input;
    });
    const message = el("p", "control-error");
    message.id = "exam-choice-error";
    message.setAttribute("aria-live", "polite");
    fieldset.setAttribute("aria-describedby", message.id);
    form.append(fieldset, message);
    return {
      inputs,
      showError: (text) => {
        message.textContent = text;
      },
    };
  }

  function toggleButton(label, panel) {
    const button = el("button", "control-button", `Show ${label}`);
    button.type = "button";
    button.setAttribute("aria-expanded", "false");
    button.setAttribute("aria-controls", panel.id);
    const set = (open) => {
      panel.hidden = !open;
      button.setAttribute("aria-expanded", String(open));
      button.textContent = `${open ? "Hide" : "Show"} ${label}`;
    };
    return { button, set, isOpen: () => !panel.hidden };
  }

  function renderQuestion(state) {
    const key = `${state.question}:${state.seed}`;
    if (key === current.key) return;
    const question = buildQuestion(state.question, state.seed, core);
    current = { key, question };
    errorSlot.hidden = !question.error;
    errorSlot.textContent = question.error
      ? `The core refused this question: ${question.error}`
      : "";
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
    const numbers = answer.type === "numbers" ? buildNumberFields(form, answer) : null;
    const choices = answer.type === "choice" ? buildChoices(form, answer) : null;
    const tolerance = el("p", "exam-tolerance", answer.toleranceText ?? "");
    tolerance.id = "exam-tolerance";
    tolerance.hidden = !answer.toleranceText;

    const hint = el("div", "exam-hint");
    hint.id = "exam-hint";
    hint.hidden = true;
    hint.append(el("h4", "", "Hint"), fillRich(el("p"), question.hint));

    const solution = el("div", "exam-solution");
    solution.id = "exam-solution";
    solution.hidden = true;
    const steps = el("ol", "exam-steps");
    for (const step of question.solution) steps.append(fillRich(el("li"), step));
    solution.append(el("h4", "", "Worked solution"), steps);

    const buttons = el("div", "exam-buttons");
    const checkButton = el("button", "control-button exam-check", "Check");
    checkButton.type = "submit";
    const hintToggle = toggleButton("hint", hint);
    const solutionToggle = toggleButton("solution", solution);
    buttons.append(checkButton, hintToggle.button, solutionToggle.button);
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
              : `“${quote(typed)}” is not a number. Type it like 0.84, -0.5, .5 or 8.4e-1.`,
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
    hintToggle.button.addEventListener("click", () => hintToggle.set(!hintToggle.isOpen()));
    solutionToggle.button.addEventListener("click", () => {
      const open = !solutionToggle.isOpen();
      solutionToggle.set(open);
      if (open) record(key, false);
    });
  }

  function renderControls(state) {
    kindSelect.value = state.question;
    seedText.textContent =
      `Question set ${state.seed} (the seed, kept in the link): the same link gives the same ` +
      "questions, in the same order.";
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

  function onPrint() {
    window.print();
  }
  const printButton = slot("print");
  printButton.addEventListener("click", onPrint);

  function render() {
    const state = store.getAll();
    renderControls(state);
    renderQuestion(state);
    renderSummary();
  }

  showScore();
  const stop = renderWhenVisible(root, store, ["question", "seed"], render);

  return {
    destroy() {
      stop();
      kindSelect.removeEventListener("change", onKindChange);
      newButton.removeEventListener("click", onNewQuestion);
      printButton.removeEventListener("click", onPrint);
      copyLink.destroy();
      slot("controls").replaceChildren();
      cardSlot.replaceChildren();
    },
  };
}
