// @ts-check
// The shapes a parameter's spec comes in, and the rules they share, for the page's own
// parameters (specs.js) and each section's (web/sections/<id>/params.js). Every sentence a reader
// is told comes from the shared catalogue (strings/en/params.js).
import { choiceText, integerText } from "../format.js";
import { refusalText } from "../refusal.js";
import { t } from "../strings.js";
import { parseNumber, parseWord } from "./parse.js";

/** @typedef {import("./specs.js").Spec} Spec */
/** @typedef {import("./specs.js").State} State */
/** @typedef {import("./specs.js").Place} Place */
/** @typedef {import("./specs.js").Range} Range */
/** @typedef {import("./specs.js").Limits} Limits */
/** @typedef {import("./specs.js").Tokenize} Tokenize */

export const maxSeed = 4294967295;
// The attention mask, of the why-order toy (mask) and of the lab (labmask): none, or causal.
const masks = ["none", "causal"];

/** @param {number} v @param {Range} range */
export const inRange = (v, { min, max }) => Number.isInteger(v) && v >= min && v <= max;

/** "d must be a whole number from 2 to 4096". @param {string} key @param {Range} range */
export const wholeNumber = (key, { min, max }) =>
  t("param.wholeNumber", { key, min: integerText(min), max: integerText(max) });

/** "with d=128, …". @param {string} context @param {string} rule */
export const withContext = (context, rule) => t("param.with", { context, rule });

/** Whether a value was brought up (the range's smallest) or down (its largest), for a message's
 * `{up, select, …}`. @param {number} from @param {number} to */
export const upOrDown = (from, to) => (to > from ? "yes" : "no");

/**
 * The shapes of spec, under the core's limits and tokenizer.
 * @param {Limits} limits
 * @param {Tokenize} tokenize the core's
 */
export function specShapes(limits, tokenize) {
  // The learned position table has a row per position up to max_len and none past it, so a
  // sentence longer than that has no learned positions (the core says the same).
  const learnedMaxLen = limits.learnedMaxLen ?? 16;

  // A parameter that is one of a few words (core, theme, layout, a mask, ...): any of them is
  // fine; its shape names them, "theme must be light, dark or auto" (`named`: the words to name
  // and their order, when not all of `words`; `oneOf`: "one of a, b, c" for long lists).
  /**
   * @param {Place} place
   * @param {string} key
   * @param {string[]} words
   * @param {Omit<Spec, "place" | "parse" | "rule" | "shape"> & { oneOf?: boolean, named?: string[] }} fields
   * @returns {Spec}
   */
  const wordSpec = (place, key, words, { oneOf, named, ...fields }) => {
    const shown = named ?? words.filter((word) => word !== "");
    return {
      place,
      parse: parseWord(words),
      rule: () => null,
      shape: oneOf
        ? t("param.oneOf", { key, words: shown.join(", ") })
        : t("param.words", { key, words: choiceText(shown) }),
      ...fields,
    };
  };
  /** @param {string} key @param {Place} place */
  const maskSpec = (key, place) => wordSpec(place, key, masks, { default: "none" });

  // The rule of an integer that must lie in its range: "with d=128, i (a pair index) must be a
  // whole number from 0 to 63".
  /**
   * @param {string} name
   * @param {(s: State) => string} [context] the other parameters the range depends on
   * @returns {Spec["rule"]}
   */
  const rangeRule = (name, context) =>
    /** @this {Spec} */
    function rule(v, s) {
      const range = this.range(s, limits);
      if (inRange(v, range)) return null;
      return context ? withContext(context(s), wholeNumber(name, range)) : wholeNumber(name, range);
    };

  // A whole number in a range: `range(state, limits)` gives the range under the other
  // parameters' values (i with d, k with pos, ...); `fields` the rest of the spec (its rule, a
  // settle step, a default that depends on others).
  /**
   * @param {Place} place
   * @param {number} value the default
   * @param {Spec["range"]} range
   * @param {Omit<Spec, "place" | "default" | "parse" | "integer" | "range">} fields
   * @returns {Spec}
   */
  const rangedSpec = (place, value, range, fields) => ({
    place,
    default: value,
    parse: parseNumber,
    integer: true,
    range,
    ...fields,
  });
  // A whole number in a range that no other parameter moves (seed, pos, count, ...).
  /** @param {Place} place @param {string} name @param {number} value @param {Range} range @returns {Spec} */
  const wholeSpec = (place, name, value, range) =>
    rangedSpec(place, value, () => ({ ...range }), { rule: rangeRule(name) });

  // The core's words of a sentence (its tokenizer, its limits: 1 to 32 words, at most 256
  // characters, valid text), each answer kept: the rules of s1, s2 and pe ask about the same few
  // sentences again and again.
  /** @type {Map<string, import("pe-core").Result<import("pe-core").Tokens>>} */
  const tokenized = new Map();
  /** @param {string} text */
  const wordsOf = (text) => {
    if (!tokenized.has(text)) {
      if (tokenized.size > 64) tokenized.clear();
      tokenized.set(text, tokenize(text));
    }
    return tokenized.get(text);
  };
  /** @param {string} text */
  const wordCount = (text) => {
    const words = wordsOf(text);
    return words.ok ? words.tokens.length : 0;
  };
  // The rule of a sentence parameter (s1, s2): the core's refusal, its subject "a sentence" named
  // as the parameter in English, and no more words than the learned table has rows.
  /** @param {string} key @returns {Spec["rule"]} */
  const sentenceRule = (key) => (v, s) => {
    const words = wordsOf(v);
    if (!words.ok) return refusalText(words).replace(/^a sentence\b/, key);
    if (s.pe === "learned" && words.tokens.length > learnedMaxLen) {
      return t("param.sentence.learned", { key, rows: String(learnedMaxLen) });
    }
    return null;
  };

  return {
    limits,
    learnedMaxLen,
    wordSpec,
    maskSpec,
    wholeSpec,
    rangedSpec,
    rangeRule,
    wordCount,
    sentenceRule,
  };
}

/** @typedef {ReturnType<typeof specShapes>} SpecShapes */
