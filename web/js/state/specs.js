// @ts-check
// The store's parameters: for each, its default, how a link's text is parsed, the rule and range
// it is checked against (the core's limits()), what a reader is told when it is refused or
// brought back into range, and its place in the link. The store (store.js) and the link
// (url.js) only follow these.
import { examModes, mockCount, questionKindIds } from "../exam/kinds.js";
import { integerText, numberText } from "../format.js";
import { layouts } from "../layout.js";
import { themes } from "../theme.js";
import { classroomSpecs } from "./classroomSpecs.js";
import {
  countLabWords,
  dimensionList,
  parseDimensionList,
  parseLabSentence,
  parseNumber,
  parseSentence,
  parseWord,
} from "./parse.js";

export const sectionIds = [
  "why-order",
  "formula",
  "wavelengths",
  "matrix",
  "identity",
  "relative",
  "embeddings",
  "attention",
  "learned",
  "rope",
  "lab",
  "exam",
];

/**
 * The page's state: every parameter of the link.
 * @typedef {object} State
 * @property {number} n sequence length
 * @property {number} d d_model
 * @property {number} base
 * @property {number} pos
 * @property {number} i pair index
 * @property {number} k offset
 * @property {number} ref reference position (relative section)
 * @property {number} shift both positions moved along (rope section)
 * @property {number} seed exam question set
 * @property {string} s1
 * @property {string} s2
 * @property {"none" | "sinusoidal" | "learned"} pe
 * @property {"none" | "causal"} mask the why-order toy's attention: open, or with a causal mask
 * @property {string} layout "interleaved" | "concatenated"
 * @property {string} dims "" (the plot's choice) or "0,32,64"
 * @property {string} question kind of exam question
 * @property {string} mode exam mode: "one" (one kind), "mixed" or "mock"
 * @property {number} count questions in a mock exam
 * @property {string} kinds the quiz's kinds, "value,shift" ("" = every kind; classroom kit)
 * @property {string} hints "on" | "off" (classroom kit)
 * @property {string} solutions "always" | "after" | "never" (classroom kit)
 * @property {number} lock 1: the quiz's controls are hidden (classroom kit)
 * @property {string} print "" | "worksheet" | "key" (classroom kit)
 * @property {string} view "" | "figure" (classroom kit)
 * @property {number} labseed the training lab's seed (initial weights and batches)
 * @property {number} labsteps the training lab's steps per model
 * @property {"none" | "causal"} labmask the lab's attention: bidirectional, or a causal mask
 * @property {string} labsentence the sentence of the lab's "Where each model looks"
 * @property {string} core "" | "simd" | "scalar" | "js"
 * @property {string} theme "auto" | "light" | "dark"
 * @property {string} section "" or a section id
 */

/** @typedef {keyof State} Key */
/** @typedef {{ min: number, max: number }} Range */
/** @typedef {import("pe-core").Limits} Limits */
/** @typedef {(sentence: string) => import("pe-core").Result<import("pe-core").Tokens>} Tokenize */

/**
 * @typedef {object} Spec
 * @property {Place} place
 * @property {string | number} default
 * @property {(state: State) => string | number} [defaultFor]
 * @property {(raw: string) => any} parse
 * @property {boolean} [integer] a whole number (its rule also says so)
 * @property {(state: State, limits: Limits) => Range} [range]
 * @property {(value: any, state: State) => string | null} rule
 * @property {string} [shape]
 * @property {string | ((state: State) => string)} [fallback]
 * @property {{ apply?: (value: any, state: State) => any, note: (from: any, to: any, state: State) => string }} [settle]
 */

// A parameter's place in the link: `read`, in the order a link is read (a parameter is checked
// against those read before it, so a bad d cannot make a good n look wrong; kinds comes before
// mode: a link with kinds is a quiz, and mode defaults to mock); `write`, in the order a link is
// written (the documented one, easiest for people to read). Each runs 0, 1, 2, ... over all the
// parameters (url.js derives both orders from them).
/** @typedef {{ read: number, write: number }} Place */

/**
 * What a change of the store did: the parameters it brought back into their range.
 * @typedef {{ key: Key, from: any, to: any, note: string }} Settled
 */

const peKinds = ["none", "sinusoidal", "learned"];
// The attention mask, of the why-order toy (mask) and of the lab (labmask): none, or causal.
const masks = ["none", "causal"];
// A parameter that is one of a few words (core, theme, layout, a mask, ...): any of them is fine.
/**
 * @param {Place} place
 * @param {string[]} words
 * @param {Omit<Spec, "place" | "parse" | "rule">} fields
 * @returns {Spec}
 */
const wordSpec = (place, words, fields) => ({
  place,
  parse: parseWord(words),
  rule: () => null,
  ...fields,
});
/** @param {string} key @param {Place} place */
const maskSpec = (key, place) =>
  wordSpec(place, masks, { default: "none", shape: `${key} must be ${masks.join(" or ")}` });
export const coreKinds = ["simd", "scalar", "js"];
const maxSeed = 4294967295;
// The training lab (README, "The training lab"): steps per model on the page, the attention mask,
// and its sentences, 1..64 words (the lab's longest input) of at most 1024 characters (the
// lab's own limits in cpp/include/pe/lab/task.hpp; the lab module checks the vocabulary).
const maxLabSteps = 5000;
export const labMaxWords = 64;
const labMaxChars = 1024;
const minPlotDims = 2;
const maxPlotDims = 4;

// The rope section's shift moves both the query (at pos) and the key (at pos + k) along; both
// must stay positions the core accepts (0..maxPosition).
/**
 * @param {{ pos: number, k: number }} s
 * @param {number} maxPosition
 * @returns {Range}
 */
function shiftRange(s, maxPosition) {
  return { min: -Math.min(s.pos, s.pos + s.k), max: maxPosition - Math.max(s.pos, s.pos + s.k) };
}

/** @param {number} v @param {Range} range */
const inRange = (v, { min, max }) => Number.isInteger(v) && v >= min && v <= max;
/** @param {string} key @param {Range} range */
const wholeNumber = (key, { min, max }) =>
  `${key} must be a whole number from ${integerText(min)} to ${integerText(max)}`;

// Each parameter:
//   default              its value when the link leaves it out (defaultFor: one depending on others)
//   parse(raw)           the value of a link's text, or undefined when it is not of the right shape
//   integer              a whole number: parsed as any number, then its rule says it must be whole
//   range(state, limits) integers only: { min, max } under the other parameters' values; the one
//                        source of the bound that the rule's message, store.range(), the sliders and
//                        the settle step all use
//   rule(value, state)   null when fine, or a sentence fragment "x must be ..." naming the limit;
//                        `state` holds the other parameters' values, so cross-checks (n * d,
//                        i < d/2, k >= -pos) see the candidate state
//   settle               parameters that others move the range of (i with d, k with pos, ref with
//                        n, shift with pos and k, dims with d) are brought back into it when those
//                        change, and back towards the reader's own value when the range widens
//                        again; `note(from, to, state)` says so to the reader
//   place                its place in the link: { read, write } (Place above)
/**
 * @param {Limits} limits
 * @param {Tokenize} tokenize the core's
 * @returns {Record<Key, Spec>}
 */
export function makeSpecs(limits, tokenize) {
  const { minDModel, maxDModel, minPositions, maxPositions, maxCells, maxPosition } = limits;
  // A core that does not report maxBase gets no upper bound here; it still refuses with a message.
  const maxBase = limits.maxBase ?? Infinity;
  // The learned position table has a row per position up to max_len and none past it, so a
  // sentence longer than that has no learned positions (the core says the same).
  const learnedMaxLen = limits.learnedMaxLen ?? 16;
  // The core's words of a sentence (its tokenizer, its limits: 1 to 32 words, at most 256
  // characters, valid text), each answer kept: the rules of s1, s2 and pe ask about the same few
  // sentences again and again. Its messages start with "a sentence", which becomes the key.
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
  /** @param {string} key @returns {Spec["rule"]} */
  const sentenceRule = (key) => (v, s) => {
    const words = wordsOf(v);
    if (!words.ok) return words.error.replace(/^a sentence\b/, key);
    if (s.pe === "learned" && words.tokens.length > learnedMaxLen) {
      return `with pe=learned, ${key} must have at most ${learnedMaxLen} words (the learned table has ${learnedMaxLen} rows)`;
    }
    return null;
  };
  /** @param {string} text */
  const wordCount = (text) => {
    const words = wordsOf(text);
    return words.ok ? words.tokens.length : 0;
  };
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
      return context ? `with ${context(s)}, ${wholeNumber(name, range)}` : wholeNumber(name, range);
    };
  // The rule of n or d: its own bounds (`own`), then n × d at most maxCells given the other.
  /**
   * @param {"n" | "d"} name
   * @param {"n" | "d"} other
   * @param {(v: number) => string | null} own
   * @returns {Spec["rule"]}
   */
  const cellsRule = (name, other, own) =>
    /** @this {Spec} */
    function rule(v, s) {
      const problem = own(v);
      if (problem) return problem;
      const { max } = this.range(s, limits);
      return v > max
        ? `with ${other}=${s[other]}, ${name} must be at most ${max} (n × d at most ${maxCells} cells)`
        : null;
    };
  // The note of an integer brought back into its range: "i was 70; the largest pair for d = 128
  // is 63".
  /**
   * @param {string} key
   * @param {string} noun
   * @param {(s: State) => string} context
   * @returns {Spec["settle"]["note"]}
   */
  const clampNote = (key, noun, context) => (from, to, s) =>
    `${key} was ${integerText(from)}; the ${to > from ? "smallest" : "largest"} ${noun} for ` +
    `${context(s)} is ${integerText(to)}`;
  // A whole number in a range that no other parameter moves (seed, pos, count, ...).
  /** @param {Place} place @param {string} name @param {number} value @param {Range} range @returns {Spec} */
  const wholeSpec = (place, name, value, range) => ({
    place,
    default: value,
    parse: parseNumber,
    integer: true,
    range: () => ({ ...range }),
    rule: rangeRule(name),
  });
  return {
    core: wordSpec({ read: 0, write: 28 }, coreKinds, {
      default: "",
      shape: "core must be simd, scalar or js",
      fallback: "the page picks the core itself",
    }),
    theme: wordSpec({ read: 1, write: 27 }, themes, {
      default: "auto",
      shape: "theme must be light, dark or auto",
      fallback: "the page follows this device's setting (auto)",
    }),
    section: wordSpec({ read: 2, write: 29 }, sectionIds, {
      default: "",
      shape: `section must be one of ${sectionIds.join(", ")}`,
      fallback: "the whole page is shown from the top",
    }),
    seed: wholeSpec({ read: 3, write: 30 }, "seed", 1, { min: 0, max: maxSeed }),
    d: {
      place: { read: 4, write: 1 },
      default: 128,
      parse: parseNumber,
      integer: true,
      // Even, and n × d cells at most maxCells.
      range: (s) => ({
        min: minDModel,
        max: Math.min(maxDModel, Math.floor(maxCells / s.n / 2) * 2),
      }),
      rule: cellsRule("d", "n", (v) =>
        !Number.isInteger(v) || v % 2 !== 0 || v < minDModel || v > maxDModel
          ? `d must be an even number from ${minDModel} to ${maxDModel}`
          : null,
      ),
    },
    n: {
      place: { read: 5, write: 0 },
      default: 64,
      parse: parseNumber,
      integer: true,
      range: (s) => ({
        min: minPositions,
        max: Math.min(maxPositions, Math.floor(maxCells / s.d)),
      }),
      rule: cellsRule("n", "d", (v) =>
        inRange(v, { min: minPositions, max: maxPositions })
          ? null
          : wholeNumber("n", { min: minPositions, max: maxPositions }),
      ),
    },
    base: {
      place: { read: 6, write: 2 },
      default: 10000,
      parse: parseNumber,
      rule: (v) => {
        if (v > 1 && v <= maxBase) return null;
        return Number.isFinite(maxBase)
          ? `base must be a number greater than 1 and at most ${numberText(maxBase)}`
          : "base must be a number greater than 1";
      },
    },
    pos: wholeSpec({ read: 7, write: 3 }, "pos", 3, { min: 0, max: maxPosition }),
    i: {
      place: { read: 8, write: 4 },
      default: 1,
      parse: parseNumber,
      integer: true,
      range: (s) => ({ min: 0, max: s.d / 2 - 1 }),
      rule: rangeRule("i (a pair index)", (s) => `d=${s.d}`),
      settle: { note: clampNote("i", "pair", (s) => `d = ${s.d}`) },
    },
    k: {
      place: { read: 9, write: 5 },
      default: 5,
      parse: parseNumber,
      integer: true,
      // A shift may go back to position 0, not before it.
      range: (s) => ({ min: -s.pos, max: maxPosition }),
      rule: rangeRule("k", (s) => `pos=${s.pos}`),
      settle: { note: clampNote("k", "offset", (s) => `pos = ${s.pos}`) },
    },
    ref: {
      place: { read: 10, write: 6 },
      default: 20,
      // The default may lie past a short sequence's end: there, the last position is the
      // default (so "?n=12" means ref 11 and needs no ref in the link).
      defaultFor: (s) => Math.min(20, s.n - 1),
      parse: parseNumber,
      integer: true,
      range: (s) => ({ min: 0, max: s.n - 1 }),
      rule: rangeRule("ref", (s) => `n=${s.n}`),
      fallback: (s) =>
        s.ref > s.n - 1
          ? `ref ${s.n - 1} (the last position) is used`
          : `the default ${s.ref} is used`,
      settle: {
        note: (from, to, s) =>
          to < from
            ? `ref was ${from}; the last position for n = ${s.n} is ${to}`
            : `ref was ${from}; with n = ${s.n} it can be ${to}`,
      },
    },
    shift: {
      place: { read: 11, write: 7 },
      default: 100,
      parse: parseNumber,
      integer: true,
      range: (s) => shiftRange(s, maxPosition),
      rule(v, s) {
        const range = this.range(s, limits);
        if (range.max < range.min) {
          return `with pos=${s.pos} and k=${integerText(s.k)}, pos + k is past ${maxPosition}, so no shift fits`;
        }
        return inRange(v, range)
          ? null
          : `with pos=${s.pos} and k=${integerText(s.k)}, ${wholeNumber("shift", range)}`;
      },
      // None fits when pos + k is itself past the limit; the rope section then shows the core's
      // message, and shift stays as it was.
      settle: {
        note: clampNote("shift", "shift", (s) => `pos = ${s.pos} and k = ${integerText(s.k)}`),
      },
    },
    pe: {
      place: { read: 12, write: 10 },
      default: "sinusoidal",
      parse: parseWord(peKinds),
      rule: (v, s) => {
        if (v !== "learned") return null;
        const longest = Math.max(wordCount(s.s1), wordCount(s.s2));
        return longest > learnedMaxLen
          ? `with a sentence of ${longest} words, pe cannot be learned (the learned table has ${learnedMaxLen} rows)`
          : null;
      },
      shape: `pe must be one of ${peKinds.join(", ")}`,
    },
    mask: maskSpec("mask", { read: 15, write: 11 }),
    s1: {
      place: { read: 13, write: 8 },
      default: "dog bites man",
      parse: parseSentence,
      rule: sentenceRule("s1"),
      shape: "s1 must be a sentence without control characters",
    },
    s2: {
      place: { read: 14, write: 9 },
      default: "man bites dog",
      parse: parseSentence,
      rule: sentenceRule("s2"),
      shape: "s2 must be a sentence without control characters",
    },
    layout: wordSpec({ read: 16, write: 12 }, layouts, {
      default: "interleaved",
      shape: `layout must be ${layouts.join(" or ")}`,
    }),
    dims: {
      place: { read: 17, write: 13 },
      default: "",
      parse: parseDimensionList,
      rule: (v, s) => {
        if (v === "") return null;
        const list = dimensionList(v);
        if (list.length < minPlotDims || list.length > maxPlotDims) {
          return `dims must list ${minPlotDims} to ${maxPlotDims} dimensions`;
        }
        if (new Set(list).size !== list.length) return "dims must not repeat a dimension";
        if (list.some((dim) => dim >= s.d)) {
          return `with d=${s.d}, each of dims must be a whole number from 0 to ${s.d - 1}`;
        }
        return null;
      },
      shape: "dims must be whole numbers separated by commas",
      fallback: "the plot shows its usual dimensions",
      // Dimensions past d - 1 are dropped; fewer than two left means the plot's own choice.
      settle: {
        apply: (v, s) => {
          if (v === "") return v;
          const kept = dimensionList(v).filter((dim) => dim < s.d);
          return kept.length >= minPlotDims ? kept.join(",") : "";
        },
        note: (from, to, s) =>
          `dims was ${from}; with d = ${s.d} the dimensions past ${s.d - 1} are dropped, ` +
          (to === "" ? "so the plot shows its usual dimensions" : `leaving ${to}`),
      },
    },
    question: wordSpec({ read: 18, write: 14 }, questionKindIds, {
      default: "value",
      shape: `question must be one of ${questionKindIds.join(", ")}`,
    }),
    mode: wordSpec({ read: 20, write: 15 }, examModes, {
      default: "one",
      // Classroom kit: a link that names the quiz's kinds is a quiz (a mock exam of them).
      defaultFor: (s) => (s.kinds === "" ? "one" : "mock"),
      shape: `mode must be one of ${examModes.join(", ")}`,
    }),
    count: wholeSpec(
      { read: 21, write: 16 },
      "count (questions in a mock exam)",
      mockCount.default,
      { min: mockCount.min, max: mockCount.max },
    ),
    ...classroomSpecs({ wordSpec, wholeSpec }),
    labseed: wholeSpec({ read: 27, write: 23 }, "labseed", 1, { min: 0, max: maxSeed }),
    labsteps: wholeSpec({ read: 28, write: 24 }, "labsteps", 500, { min: 1, max: maxLabSteps }),
    labmask: maskSpec("labmask", { read: 29, write: 25 }),
    labsentence: {
      place: { read: 30, write: 26 },
      default: "the big dog bites a small man today",
      parse: parseLabSentence,
      rule: (v) =>
        v.length > labMaxChars || countLabWords(v) > labMaxWords
          ? `labsentence must have at most ${labMaxWords} words and ${labMaxChars} characters`
          : null,
      shape: "labsentence must contain a word of letters a-z and only ASCII characters",
    },
  };
}

// What a value that is not even of the right kind is told: a number's own rule, which names its
// range ("d must be an even number from 2 to 4096"), or the parameter's shape.
/** @param {Spec} spec @param {string} key @param {State} state */
export function shapeMessage(spec, key, state) {
  if (spec.shape) return spec.shape;
  return spec.rule(NaN, state) ?? `${key} must be a number`;
}
