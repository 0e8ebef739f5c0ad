// Text fields for the attention toy's sentences (store keys s1, s2) and the radio group for the kind
// of position added to the words (store key pe).
//
// A sentence is checked by the core itself before it reaches the store (`validate` returns the
// core's message, or "" when the core accepts it), so the reader sees exactly the rule that was
// broken ("a sentence must have at most 32 words (got 33)") next to the field. A refused sentence
// stays in the field, marked aria-invalid, while everything else keeps showing the last sentence
// that worked. What reaches the store is the canonical text (canonicalSentence: trimmed, single
// spaces), which is also what the link carries. Reader text only ever goes into textContent and
// input values.
import { canonicalSentence } from "./state.js";

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const capitalised = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const sentenceEnd = (text) => (/[.!?]$/.test(text) ? text : `${text}.`);

// options: key ("s1" | "s2"), id, label, hint, validate(text) -> "" | the core's message
export function createSentenceControl(container, store, options) {
  const { key, id, label, hint = "", validate } = options;

  const wrapper = el("div", "control sentence-control");
  const labelEl = el("label", "control-label", label);
  labelEl.htmlFor = id;
  const field = el("input", "control-text sentence-field");
  field.type = "text";
  field.id = id;
  field.autocomplete = "off";
  field.spellcheck = false;
  field.setAttribute("autocapitalize", "off");
  const hintEl = el("p", "control-hint", hint);
  hintEl.id = `${id}-hint`;
  const message = el("p", "control-error");
  message.id = `${id}-error`;
  message.setAttribute("aria-live", "polite");
  field.setAttribute("aria-describedby", `${hintEl.id} ${message.id}`);
  wrapper.append(labelEl, field, hintEl, message);
  container.append(wrapper);

  function showError(text) {
    message.textContent = text;
    if (text) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
  }

  function refuse(reason) {
    showError(
      `${sentenceEnd(capitalised(reason))} Still showing “${store.get(key)}” until the sentence ` +
        `is fixed.`,
    );
  }

  function onInput() {
    const text = canonicalSentence(field.value);
    const problem = validate(text);
    if (problem) {
      refuse(problem);
      return;
    }
    const result = store.set({ [key]: text });
    if (result.ok) showError("");
    else refuse(result.errors[key] ?? Object.values(result.errors)[0]);
  }

  // Follows the store when the sentence changes elsewhere (another field, a link); leaves the
  // field alone while it already says the same thing, so spaces being typed are not undone.
  function render(state) {
    if (canonicalSentence(field.value) === state[key]) return;
    field.value = state[key];
    showError("");
  }

  field.addEventListener("input", onInput);
  const unsubscribe = store.subscribe((state, changed) => {
    if (changed.has(key)) render(state);
  });
  field.value = store.get(key);

  return {
    // Checks the field again (say, after pe changed the rules): a refused sentence that now
    // passes is taken, a taken one that no longer passes is reported.
    recheck() {
      if (field.hasAttribute("aria-invalid")) onInput();
    },
    destroy() {
      unsubscribe();
      field.removeEventListener("input", onInput);
      wrapper.remove();
    },
  };
}

// options: id (name prefix), legend, choices [{ value, label }], validate(value) -> "" | message
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
  const message = el("p", "control-error");
  message.id = `${id}-error`;
  message.setAttribute("aria-live", "polite");
  fieldset.setAttribute("aria-describedby", message.id);
  fieldset.append(list, message);
  container.append(fieldset);

  function render(state) {
    for (const input of inputs) input.checked = input.value === state.pe;
  }

  function onChange(event) {
    const value = event.target.value;
    const problem = validate(value);
    const result = problem ? null : store.set({ pe: value });
    if (result?.ok) {
      message.textContent = "";
      return;
    }
    const reason = problem || result.errors.pe || Object.values(result.errors)[0];
    message.textContent = `${sentenceEnd(capitalised(reason))} Kept ${store.get("pe")}.`;
    render(store.getAll());
  }

  list.addEventListener("change", onChange);
  const unsubscribe = store.subscribe((state, changed) => {
    if (changed.has("pe")) {
      render(state);
      message.textContent = "";
    }
  });
  render(store.getAll());

  return {
    destroy() {
      unsubscribe();
      list.removeEventListener("change", onChange);
      fieldset.remove();
    },
  };
}
