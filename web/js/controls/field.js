// @ts-check
// What every labelled field of the page shares (the number fields, the sentence fields, the
// dimensions field, the exam's answers): a wrapper, the label pointing at the input, an optional
// hint, and a polite message under it. showError puts a message there and marks the input
// aria-invalid while it stands; the input is described by the hint and the message, so a screen
// reader reads both. Not a control itself: the controls in this folder are built on it.
import { el, liveText } from "../dom.js";
import { t } from "../strings.js";

/**
 * @typedef {object} FieldOptions
 * @property {string} id the input's id; the label, hint and message ids derive from it
 * @property {string} label visible label text
 * @property {HTMLInputElement} input the element the label names and the message describes
 * @property {HTMLElement} [body] what stands under the label (default: the input itself)
 * @property {string} [hint] a short explanation under the input; left out: no hint element
 * @property {string} [className] the wrapper's class (default "control")
 * @property {string[]} [describedBy] ids that describe the input before the hint (exam tolerance)
 * @property {boolean} [notice] also a polite notice line (what the store adjusted, see numberControl)
 */

/** @param {FieldOptions} options */
export function createField(options) {
  const { id, label, input, body = input, hint, className = "control", describedBy = [] } = options;
  const wrapper = el("div", className);
  const labelEl = el("label", "control-label", label);
  labelEl.htmlFor = id;
  labelEl.id = `${id}-label`;
  wrapper.append(labelEl, body);
  const described = [...describedBy];
  /** @type {HTMLParagraphElement | null} */
  let hintEl = null;
  if (hint !== undefined) {
    hintEl = el("p", "control-hint", hint);
    hintEl.id = `${id}-hint`;
    wrapper.append(hintEl);
    described.push(hintEl.id);
  }
  const message = liveText("control-error", `${id}-error`);
  wrapper.append(message);
  described.push(message.id);
  /** @type {HTMLParagraphElement | null} */
  let notice = null;
  if (options.notice) {
    notice = liveText("control-notice", `${id}-notice`);
    wrapper.append(notice);
    described.push(notice.id);
  }
  input.setAttribute("aria-describedby", described.join(" "));

  /** @param {string} text "" clears the message and the mark */
  function showError(text) {
    message.textContent = text;
    if (text) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }

  // On leaving a field (or Enter) with text the store refused, the caller puts the current value
  // back; the message then says what was kept instead of leaving a number nobody uses on screen.
  /** @param {string} keptText */
  function restore(keptText) {
    const reason = message.textContent;
    showError("");
    message.textContent = t("control.kept", { reason, kept: keptText });
  }

  return {
    wrapper,
    hintEl,
    message,
    notice,
    showError,
    restore,
    isInvalid: () => input.hasAttribute("aria-invalid"),
  };
}

/**
 * Writes a field's text as a render does (the store changed elsewhere), keeping a reader's
 * selection of all of it: a reader who selected the field to type over it types over the new
 * text, not after it. A written value puts the caret at its end: an off-screen control's render,
 * which waits for a burst of changes to pause (binding.js, quiet), landed between the selection
 * and the typing, and "50" + "10" made pos 5010. Only while the field has focus: select() takes
 * the focus in Chromium, and a blurred field keeps its last selection.
 * @param {HTMLInputElement} input
 * @param {string} text
 */
export function replaceFieldText(input, text) {
  if (input.value === text) return;
  const { value, selectionStart, selectionEnd } = input;
  const allSelected = value !== "" && selectionStart === 0 && selectionEnd === value.length;
  input.value = text;
  if (allSelected && input.matches(":focus")) input.select();
}

/**
 * A text input with the page's usual settings for typed data (no autocomplete, no spell check).
 * @param {string} id
 * @param {string} className
 */
export function textInput(id, className) {
  const input = el("input", className);
  input.type = "text";
  input.id = id;
  input.autocomplete = "off";
  input.spellcheck = false;
  return input;
}
