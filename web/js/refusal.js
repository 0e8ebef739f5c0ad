// @ts-check
// A refusal from the core or the lab, in the reader's language: worded from its code and
// arguments (docs/refusal-codes.md) through the shared catalogue, never from the core's English
// `error` (kept for API users). A code the catalogue does not know (a newer core) falls back to
// that English sentence rather than to nothing.
import { localNumberText } from "./i18n/numbers.js";
import { t } from "./strings.js";
import en from "./strings/en.js";

/** A number as the core's sentences write it: integers in full, NaN and ±Infinity by name.
 * @param {unknown} value */
function argumentText(value) {
  if (typeof value !== "number") return String(value ?? "");
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
  return Number.isInteger(value) && Math.abs(value) < 1e15
    ? value.toFixed(0)
    : localNumberText(String(value));
}

/**
 * @param {{ ok: boolean, error?: string, code?: string, args?: Record<string, unknown> }} result
 * @param {{ vocabulary?: string[] }} [context] the lab's words, for an unknown word
 * @returns {string} "" for a result that is not a refusal
 */
export function refusalText(result, context = {}) {
  if (!result || result.ok) return "";
  const args = Object.fromEntries(
    Object.entries(result.args ?? {}).map(([name, value]) => [name, argumentText(value)]),
  );
  let key = `refusal.${result.code}`;
  if (result.code === "learned_no_row" && "words" in args) key = "refusal.learned_no_row_words";
  if (result.code === "lab_unknown_word") {
    if (context.vocabulary) args.vocabulary = context.vocabulary.join(", ");
    else key = "refusal.lab_unknown_word_alone";
  }
  if (!result.code || !Object.prototype.hasOwnProperty.call(en, key)) return result.error ?? "";
  const sentence = t(key, args);
  // compareSentences names which of its sentences it refused (docs/refusal-codes.md).
  return args.sentence
    ? t("refusal.inSentence", { sentence: args.sentence, refusal: sentence })
    : sentence;
}
