// @ts-check
// A text field for one of the attention toy's sentences (store keys s1, s2).
//
// A sentence is checked by the core itself before it reaches the store (`validate` returns the
// core's message, or "" when the core accepts it), so the reader sees exactly the rule that was
// broken ("a sentence must have at most 32 words (got 33)") next to the field. A refused sentence
// stays in the field, marked aria-invalid, while everything else keeps showing the last sentence
// that worked. What reaches the store is the canonical text (canonicalSentence: trimmed, single
// spaces), which is also what the link carries. Reader text only ever goes into textContent and
// input values.
import { canonicalSentence } from "../state/index.js";
import { bindControl } from "./binding.js";
import { createField, replaceFieldText, textInput } from "./field.js";
import { t } from "../strings.js";
import { reason } from "./reason.js";

/**
 * @typedef {object} SentenceControlOptions
 * @property {"s1" | "s2" | "labsentence"} key
 * @property {string} id
 * @property {string} label
 * @property {string} [hint]
 * @property {(text: string) => string | Promise<string>} validate "" or the core's message (or
 *   a promise of it, where the core answers from a Worker: the answer for text no longer in the
 *   field is dropped)
 */

/**
 * @param {HTMLElement} container
 * @param {import("../state/index.js").Store} store
 * @param {SentenceControlOptions} options
 */
export function createSentenceControl(container, store, options) {
  const { key, id, label, hint = "", validate } = options;
  const input = textInput(id, "control-text sentence-field");
  input.setAttribute("autocapitalize", "off");
  const field = createField({ id, label, input, hint, className: "control sentence-control" });
  container.append(field.wrapper);

  /** @param {string} problem */
  function refuse(problem) {
    field.showError(
      t("control.sentenceKept", { reason: reason(problem), sentence: store.get(key) }),
    );
  }

  function onInput() {
    const text = canonicalSentence(input.value);
    const problem = validate(text);
    if (typeof problem === "string") settle(text, problem);
    else problem.then((answer) => canonicalSentence(input.value) === text && settle(text, answer));
  }

  /** @param {string} text @param {string} problem the core's answer for `text` */
  function settle(text, problem) {
    if (problem) {
      refuse(problem);
      return;
    }
    const result = store.set({ [key]: text });
    if (result.ok) field.showError("");
    else refuse(result.errors[key] ?? Object.values(result.errors)[0]);
  }

  // Follows the store when the sentence changes elsewhere (another field, a link); leaves the
  // field alone while it already says the same thing, so spaces being typed are not undone.
  /** @param {import("../state/index.js").State} state */
  function render(state) {
    if (canonicalSentence(input.value) === state[key]) return;
    replaceFieldText(input, state[key]);
    field.showError("");
  }

  const binding = bindControl(
    store,
    field.wrapper,
    (state, changed) => {
      if (!changed || changed.has(key)) render(state);
    },
    [[input, "input", onInput]],
  );

  return {
    // Checks the field again (say, after pe changed the rules): a refused sentence that now
    // passes is taken, a taken one that no longer passes is reported.
    recheck() {
      if (field.isInvalid()) onInput();
    },
    destroy: binding.destroy,
  };
}
