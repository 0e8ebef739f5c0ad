// @ts-check
// The exam's answer controls inside a question's form: one text field per number asked for
// (typed like 0.84, -0.5, .5 or 8.4e-1), or one radio group for a multiple-choice question.
// Each reports its problems in its own polite message; examQuestions.js parses and checks.
import { el, liveText } from "../dom.js";
import { createField, textInput } from "./field.js";

/**
 * @param {HTMLFormElement} form
 * @param {{ fields: { label: string }[] }} answer
 */
export function createNumberAnswers(form, answer) {
  const fieldset = el("fieldset", "exam-fields");
  fieldset.append(el("legend", "visually-hidden", "Your answer"));
  const fields = answer.fields.map((spec, n) => {
    const id = `exam-answer-${n}`;
    const input = textInput(id, "control-text exam-input");
    input.inputMode = "decimal";
    const field = createField({
      id,
      label: spec.label,
      input,
      className: "exam-field",
      describedBy: ["exam-tolerance"],
    });
    fieldset.append(field.wrapper);
    return { field: spec, input, showError: field.showError };
  });
  form.append(fieldset);
  return fields;
}

/**
 * @param {HTMLFormElement} form
 * @param {{ legend: string, options: { id: string, text: string }[] }} answer
 */
export function createChoiceAnswer(form, answer) {
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
  const message = liveText("control-error", "exam-choice-error");
  fieldset.setAttribute("aria-describedby", message.id);
  form.append(fieldset, message);
  return {
    inputs,
    /** @param {string} text */
    showError: (text) => {
      message.textContent = text;
    },
  };
}
