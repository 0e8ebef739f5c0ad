// @ts-check
// The page's one store: every parameter a reader can change, mirrored in the URL query so that any
// view can be shared as a link. Data flow is one way: control -> store.set -> URL + subscribers.
//
// Only whitelisted parameters are read. Each is parsed strictly and range-checked against the
// core's limits(); a bad value in a link never breaks the page: it falls back to the default and a
// polite, visible notice says what happened. Parameters that are not ours (say, a course
// platform's tracking tag) are left in the URL untouched.
import { examModes, mockCount, questionKindIds } from "./exam/kinds.js";
import { integerText, listText, numberText, truncated } from "./format.js";
import { layouts } from "./layout.js";
import { themes } from "./theme.js";

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

/**
 * What a change of the store did: the parameters it brought back into their range.
 * @typedef {{ key: Key, from: any, to: any, note: string }} Settled
 */

const peKinds = ["none", "sinusoidal", "learned"];
// The attention mask, of the why-order toy (mask) and of the lab (labmask): none, or causal.
const masks = ["none", "causal"];
/** @param {string} key @returns {Spec} */
const maskSpec = (key) => ({
  default: "none",
  parse: parseWord(masks),
  rule: () => null,
  shape: `${key} must be ${masks.join(" or ")}`,
});
const coreKinds = ["simd", "scalar", "js"];
const maxSeed = 4294967295;
// The training lab (docs/api.md, "The training lab"): steps per model on the page, the attention mask,
// and its sentences, 1..64 words (the lab's longest input) of at most 1024 characters (the
// lab's own limits in cpp/include/pe/lab/task.hpp; the lab module checks the vocabulary).
const maxLabSteps = 5000;
export const labMaxWords = 64;
const labMaxChars = 1024;
const minPlotDims = 2;
const maxPlotDims = 4;

// Numbers as people write them, in a link or a field: "1000000", "1e6", "+5", "5.0", ".5", "-3",
// with spaces around allowed. Undefined when the text is not a number at all ("12abc", "", "0x10");
// a number of any size comes through ("1e400" is Infinity), and the parameter's rule then says
// what range it must lie in, and whether it must be whole: k=1e6 is k = 1000000, d=1e9 is refused
// because it is too large, not because of how it is written.
/** @param {string} raw */
export function parseNumber(raw) {
  const text = String(raw).trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

/** @param {string[]} allowed */
function parseWord(allowed) {
  /** @param {string} raw */
  return (raw) => (allowed.includes(raw) ? raw : undefined);
}

// Sentences for the attention toy, as the reader typed them, in any script: "Dog, bites man!"
// and "Hund beißt Mann" are fine (the core's tokenizer keeps the words, lowercased, and drops the
// rest). Only the form is made canonical, so that what a text field accepts and what a link
// carries are the same string: trimmed, runs of spaces made one, and Unicode NFC (an "é" typed as
// e + a combining accent is the same word as the precomposed one, with the same embedding).
// Control characters have no business in a sentence or a link. Words and characters are counted
// by the core itself (tokenize), in the rules below.
/** @param {string} raw */
export function canonicalSentence(raw) {
  return String(raw).normalize("NFC").trim().replace(/\s+/g, " ");
}

// The lab's sentences are in its own small English vocabulary (the lab module names a word it
// does not know): printable ASCII with at least one word of letters a-z.
/** @param {string} text */
const countLabWords = (text) => (text.match(/[A-Za-z]+/g) ?? []).length;
/** @param {string} raw */
function parseLabSentence(raw) {
  const text = canonicalSentence(raw);
  return /^[\x20-\x7e]+$/.test(text) && countLabWords(text) > 0 ? text : undefined;
}

/** @param {string} raw */
function parseSentence(raw) {
  const text = canonicalSentence(raw);
  return text !== "" && !/\p{Cc}/u.test(text) ? text : undefined;
}

// A list of dimension numbers ("0,32, 64") in canonical form ("0,32,64"), in the reader's order.
// "" (the parameter left out) means "the plot's own choice for this d".
/** @param {string} raw @returns {string | undefined} */
export function parseDimensionList(raw) {
  const text = raw.trim();
  if (text === "") return "";
  if (!/^\d{1,5}(\s*,\s*\d{1,5})*$/.test(text)) return undefined;
  return text
    .split(",")
    .map((part) => String(Number(part.trim())))
    .join(",");
}

/** @param {string} value */
function dimensionList(value) {
  return value === "" ? [] : value.split(",").map(Number);
}

// The wavelengths plot's own choice when the link names no dimensions: the first, two in between
// and the last sine, fast to slow. Small d_model collapses some of them; two lines at least.
/** @param {number} d */
export function defaultDimensions(d) {
  const picks = [...new Set([0, 2 * Math.floor(d / 8), 2 * Math.floor(d / 4), d - 2])];
  if (picks.length < 2) picks.push(1);
  return picks.sort((a, b) => a - b);
}

// The dimensions the plot shows for a state: the link's dims, or the plot's own choice.
/** @param {{ d: number, dims: string }} state */
export function plotDimensions(state) {
  return state.dims === "" ? defaultDimensions(state.d) : dimensionList(state.dims);
}

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
// The order in which a link is read (readOrder) matters: a parameter is checked against those
// read before it.
/**
 * @param {Limits} limits
 * @param {Tokenize} tokenize the core's
 * @returns {Record<Key, Spec>}
 */
function makeSpecs(limits, tokenize) {
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
  return {
    core: {
      default: "",
      parse: parseWord(coreKinds),
      rule: () => null,
      shape: "core must be simd, scalar or js",
      fallback: "the page picks the core itself",
    },
    theme: {
      default: "auto",
      parse: parseWord(themes),
      rule: () => null,
      shape: "theme must be light, dark or auto",
      fallback: "the page follows this device's setting (auto)",
    },
    section: {
      default: "",
      parse: parseWord(sectionIds),
      rule: () => null,
      shape: `section must be one of ${sectionIds.join(", ")}`,
      fallback: "the whole page is shown from the top",
    },
    seed: {
      default: 1,
      parse: parseNumber,
      integer: true,
      range: () => ({ min: 0, max: maxSeed }),
      rule: rangeRule("seed"),
    },
    d: {
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
      default: 10000,
      parse: parseNumber,
      rule: (v) => {
        if (v > 1 && v <= maxBase) return null;
        return Number.isFinite(maxBase)
          ? `base must be a number greater than 1 and at most ${numberText(maxBase)}`
          : "base must be a number greater than 1";
      },
    },
    pos: {
      default: 3,
      parse: parseNumber,
      integer: true,
      range: () => ({ min: 0, max: maxPosition }),
      rule: rangeRule("pos"),
    },
    i: {
      default: 1,
      parse: parseNumber,
      integer: true,
      range: (s) => ({ min: 0, max: s.d / 2 - 1 }),
      rule: rangeRule("i (a pair index)", (s) => `d=${s.d}`),
      settle: { note: clampNote("i", "pair", (s) => `d = ${s.d}`) },
    },
    k: {
      default: 5,
      parse: parseNumber,
      integer: true,
      // A shift may go back to position 0, not before it.
      range: (s) => ({ min: -s.pos, max: maxPosition }),
      rule: rangeRule("k", (s) => `pos=${s.pos}`),
      settle: { note: clampNote("k", "offset", (s) => `pos = ${s.pos}`) },
    },
    ref: {
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
    mask: maskSpec("mask"),
    s1: {
      default: "dog bites man",
      parse: parseSentence,
      rule: sentenceRule("s1"),
      shape: "s1 must be a sentence without control characters",
    },
    s2: {
      default: "man bites dog",
      parse: parseSentence,
      rule: sentenceRule("s2"),
      shape: "s2 must be a sentence without control characters",
    },
    layout: {
      default: "interleaved",
      parse: parseWord(layouts),
      rule: () => null,
      shape: `layout must be ${layouts.join(" or ")}`,
    },
    dims: {
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
    question: {
      default: "value",
      parse: parseWord(questionKindIds),
      rule: () => null,
      shape: `question must be one of ${questionKindIds.join(", ")}`,
    },
    mode: {
      default: "one",
      // Classroom kit: a link that names the quiz's kinds is a quiz (a mock exam of them).
      defaultFor: (s) => (s.kinds === "" ? "one" : "mock"),
      parse: parseWord(examModes),
      rule: () => null,
      shape: `mode must be one of ${examModes.join(", ")}`,
    },
    count: {
      default: mockCount.default,
      parse: parseNumber,
      integer: true,
      range: () => ({ min: mockCount.min, max: mockCount.max }),
      rule: rangeRule("count (questions in a mock exam)"),
    },
    ...classroomSpecs(rangeRule),
    labseed: {
      default: 1,
      parse: parseNumber,
      integer: true,
      range: () => ({ min: 0, max: maxSeed }),
      rule: rangeRule("labseed"),
    },
    labsteps: {
      default: 500,
      parse: parseNumber,
      integer: true,
      range: () => ({ min: 1, max: maxLabSteps }),
      rule: rangeRule("labsteps"),
    },
    labmask: maskSpec("labmask"),
    labsentence: {
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

// ---- Classroom kit (issue 18, part B): quizzes set by link, worksheets, the compact figure ----
// kinds narrows the questions of the modes "mixed" and "mock" (a link with kinds and no mode is
// a mock exam: a quiz); hints and solutions say what a question card offers; lock hides the
// controls that change the questions; print shows the quiz as a worksheet or its answer key;
// view=figure shows a section's main figure and its controls without the prose.
/**
 * @param {(name: string) => Spec["rule"]} rangeRule
 * @returns {Record<"kinds" | "hints" | "solutions" | "lock" | "print" | "view", Spec>}
 */
function classroomSpecs(rangeRule) {
  return {
    kinds: {
      default: "",
      parse: parseKindList,
      rule: () => null,
      shape: `kinds must be kinds of question separated by commas, from ${questionKindIds.join(", ")}`,
      fallback: "every kind of question is used",
    },
    hints: {
      default: "on",
      parse: parseWord(classroomChoices.hints),
      rule: () => null,
      shape: "hints must be on or off",
    },
    solutions: {
      default: "always",
      parse: parseWord(classroomChoices.solutions),
      rule: () => null,
      shape: "solutions must be always, after or never",
    },
    lock: {
      default: 0,
      parse: parseNumber,
      integer: true,
      range: () => ({ min: 0, max: 1 }),
      rule: rangeRule("lock"),
    },
    print: {
      default: "",
      // "" (none) too, so that store.set can go back to the page.
      parse: parseWord(["", ...classroomChoices.print]),
      rule: () => null,
      shape: "print must be worksheet or key",
      fallback: "the page is shown as usual",
    },
    view: {
      default: "",
      parse: parseWord(["", ...classroomChoices.view]),
      rule: () => null,
      shape: "view must be figure",
      fallback: "the whole section is shown",
    },
  };
}

export const classroomChoices = {
  hints: ["on", "off"],
  solutions: ["always", "after", "never"],
  print: ["worksheet", "key"],
  view: ["figure"],
};

// "value, shift" -> "value,shift": known kinds, each once, in the order given; "" is every kind.
/** @param {string} raw @returns {string | undefined} */
export function parseKindList(raw) {
  if (raw.trim() === "") return "";
  const list = raw.split(",").map((part) => part.trim());
  if (list.length === 0 || list.some((kind) => !questionKindIds.includes(kind))) return undefined;
  return [...new Set(list)].join(",");
}
// ---- end of the classroom kit's parameters ----

// The order in which a link is read: later parameters are checked against earlier
// ones, so a bad d cannot make a good n look wrong.
/** @type {Key[]} */
const readOrder = [
  "core",
  "theme",
  "section",
  "seed",
  "d",
  "n",
  "base",
  "pos",
  "i",
  "k",
  "ref",
  "shift",
  "pe",
  "s1",
  "s2",
  "mask",
  "layout",
  "dims",
  "question",
  // Classroom kit: kinds before mode (a link with kinds is a quiz: mode defaults to mock).
  "kinds",
  "mode",
  "count",
  "hints",
  "solutions",
  "lock",
  "print",
  "view",
  "labseed",
  "labsteps",
  "labmask",
  "labsentence",
];
// The order in which a link is written: the documented one, easiest for people to read.
/** @type {Key[]} */
const writeOrder = [
  "n",
  "d",
  "base",
  "pos",
  "i",
  "k",
  "ref",
  "shift",
  "s1",
  "s2",
  "pe",
  "mask",
  "layout",
  "dims",
  "question",
  "mode",
  "count",
  // Classroom kit.
  "kinds",
  "hints",
  "solutions",
  "lock",
  "print",
  "view",
  "labseed",
  "labsteps",
  "labmask",
  "labsentence",
  "theme",
  "core",
  "section",
  "seed",
];

// A state's fields written by key (each key's type is checked by its spec's parse and rule).
/** @param {State} values @returns {Record<string, any>} */
const writable = (values) => values;

// What a value that is not even of the right kind is told: a number's own rule, which names its
// range ("d must be an even number from 2 to 4096"), or the parameter's shape.
/** @param {Spec} spec @param {string} key @param {State} state */
function shapeMessage(spec, key, state) {
  if (spec.shape) return spec.shape;
  return spec.rule(NaN, state) ?? `${key} must be a number`;
}

// Reads only the `core` parameter, before the core (and so limits()) exists. The store reads it
// again later and reports a bad value then, once.
/** @param {string} search */
export function readCoreRequest(search) {
  const raw = new URLSearchParams(search).get("core");
  return coreKinds.includes(raw) ? raw : "";
}

// Reads only the `theme` parameter, so that the page takes its colours before anything is drawn
// (startPage.js); "auto" unless it is a valid theme. The store reports a bad value, once.
/** @param {string} search */
export function readThemeRequest(search) {
  const raw = new URLSearchParams(search).get("theme");
  return themes.includes(raw) ? raw : "auto";
}

// Creates the store from the core's limits() and the current URL.
//   get(key), getAll()       current values
//   set(patch)               validates the whole candidate state; applies all or nothing;
//                            returns { ok, errors: { key: message }, settled }, where settled
//                            lists the parameters the change brought back into their range:
//                            [{ key, from, to, note: "i was 70; the largest pair for d = 128 is 63" }]
//   check(patch)             the same verdict without applying
//   range(key)               { min, max } for integer parameters under the current state
//   subscribe(fn)            fn(state, changedKeys) after each change; returns an unsubscribe
//   refresh()                calls every subscriber as if every key had changed
//   linkFor(sectionId)       a shareable URL of the current state, optionally pointing at a section
//   urlWritten()             a promise, settled once the address bar shows the current state
//   flushUrl()               writes a pending URL now (the page calls it when it is left)
//   notices                  messages about the link that was opened (bad values, fallbacks, a
//                            parameter given twice: the first one is used)
//
// urlInterval: the address bar follows the state at most once per this many ms (0: at once).
/**
 * @typedef {object} StoreOptions
 * @property {Partial<Limits>} limits the core's limits()
 * @property {Tokenize} tokenize the core's tokenize: sentences are checked with its words
 * @property {{ search: string, pathname: string, hash: string, href: string }} [location]
 * @property {{ state: any, replaceState(state: any, title: string, url: string): void }} [history]
 * @property {number} [urlInterval]
 */
/** @typedef {(state: State, changed: Set<string>) => void} Listener */
/** @typedef {{ ok: boolean, errors: Record<string, string> }} Verdict */

/** @param {StoreOptions} options */
export function createStore({
  limits,
  tokenize,
  location = window.location,
  history = window.history,
  urlInterval = 100,
}) {
  const specs = makeSpecs(/** @type {Limits} */ (limits), tokenize);
  const defaults = /** @type {State} */ (
    Object.fromEntries(readOrder.map((key) => [key, specs[key].default]))
  );
  /** @type {string[]} */
  const notices = [];
  /** @type {Set<Listener>} */
  const listeners = new Set();
  /** @param {string} key @param {State} values @returns {Range | null} */
  const rangeOf = (key, values) =>
    specs[key]?.range?.(values, /** @type {Limits} */ (limits)) ?? null;
  const settledKeys = readOrder.filter((key) => specs[key].settle);
  // The value the reader last gave each settled parameter, while only settling has changed it
  // since: { from, to }. A note then names the reader's value, not an intermediate one ("i was 70"
  // all along a drag of d from 256 down to 100), and when the range widens again the parameter
  // goes back towards that value (d back up to 256 gives i = 70 again).
  /** @type {Map<Key, { from: any, to: any }>} */
  const readerValues = new Map();

  // 1. Read the link: each value parsed, then checked against the values read before it. A
  // parameter given more than once is read from its first appearance (as URLSearchParams.get
  // does), and a notice says which was used.
  const params = new URLSearchParams(location.search);
  /** @type {State} */
  const state = { ...defaults };
  /** @type {Set<string>} the parameters the link set (and that were accepted) */
  const fromLink = new Set();
  for (const key of readOrder) {
    if (!params.has(key)) continue;
    const raw = params.get(key);
    const all = params.getAll(key);
    if (all.length > 1) {
      const given = listText(all.map((value) => `${key}=${truncated(value, 20)}`));
      notices.push(
        `The link gives ${key} ${all.length === 2 ? "twice" : `${all.length} times`} ` +
          `(${given}); the first, ${key}=${truncated(raw, 20)}, is used.`,
      );
    }
    const spec = specs[key];
    const value = spec.parse(raw);
    const problem = value === undefined ? shapeMessage(spec, key, state) : spec.rule(value, state);
    if (problem === null) {
      writable(state)[key] = value;
      fromLink.add(key);
    } else {
      const shown = typeof spec.default === "string" ? `“${spec.default}”` : String(spec.default);
      const fallback =
        typeof spec.fallback === "function"
          ? spec.fallback(state)
          : (spec.fallback ?? `the default ${shown} is used`);
      notices.push(`The link asked for ${key}=${truncated(raw, 40)}; ${problem}, so ${fallback}.`);
    }
  }
  // Parameters whose default depends on others (ref on n) take it now, unless the link set them;
  // a default outside its range (shift 100 with pos + k near the limit) comes into it.
  for (const key of readOrder) {
    const { defaultFor } = specs[key];
    if (defaultFor && !fromLink.has(key)) writable(state)[key] = defaultFor(state);
  }
  settle(state, {});

  // 2. Write the URL back in canonical form, so a corrected link is what gets copied.
  function urlFor(values) {
    const out = new URLSearchParams(location.search);
    for (const key of readOrder) out.delete(key);
    for (const key of writeOrder) {
      const standard = specs[key].defaultFor?.(values) ?? defaults[key];
      if (values[key] !== standard) out.set(key, String(values[key]));
    }
    // Commas may stand unescaped in a query, and "dims=0,32,64" reads better than "0%2C32%2C64".
    const query = out.toString().replace(/%2C/gi, ",");
    return `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
  }

  // A slider drag changes the state sixty times a second, and each history.replaceState costs
  // about a millisecond in Chromium (tests/bench). So the URL is written at once after a quiet
  // spell and otherwise once per urlInterval, with the state as it is by then: the last change
  // always lands.
  let lastUrlWrite = -Infinity;
  let urlTimer = null;
  const urlWaiters = [];
  function writeUrl() {
    if (urlTimer !== null) clearTimeout(urlTimer);
    urlTimer = null;
    lastUrlWrite = performance.now();
    try {
      history.replaceState(history.state, "", urlFor(state));
    } catch {
      // Some embedders (sandboxed iframes, opaque origins) refuse history changes; the page
      // still works, the link just doesn't follow along.
    }
    for (const resolve of urlWaiters.splice(0)) resolve();
  }
  function syncUrl() {
    if (urlTimer !== null) return; // the write already due reads the state when it runs
    const wait = lastUrlWrite + urlInterval - performance.now();
    if (wait <= 0) writeUrl();
    else urlTimer = setTimeout(writeUrl, wait);
  }
  syncUrl();

  // Keeps dependants valid when what they depend on changes (a smaller d shrinks the range of
  // i and drops plotted dimensions past it; a smaller pos raises the floor of k), unless the
  // patch sets them itself. What is kept in range is the reader's own value (`wanted`: the one
  // they set, even if settling has moved the parameter since): an integer takes the nearest
  // value to it inside its range (none, when the range is empty), dims keeps those of its
  // dimensions that exist. So i = 70 becomes 63 when d drops to 128, and 70 again when d is back
  // at 256. Returns what it changed, each with the reader's note.
  /**
   * @param {State} candidate
   * @param {Partial<State>} patch
   * @returns {Settled[]}
   */
  function settle(candidate, patch) {
    /** @type {Settled[]} */
    const settled = [];
    for (const key of settledKeys) {
      if (key in patch) continue;
      const { settle: rule } = specs[key];
      const value = candidate[key];
      const earlier = readerValues.get(key);
      const wanted = earlier && earlier.to === value ? earlier.from : value;
      let next = value;
      if (rule.apply) {
        next = rule.apply(wanted, candidate);
      } else {
        const { min, max } = rangeOf(key, candidate);
        if (max >= min) next = Math.max(min, Math.min(max, /** @type {number} */ (wanted)));
      }
      if (next === value) continue;
      writable(candidate)[key] = next;
      const note =
        next === wanted
          ? `${key} is back at ${typeof wanted === "number" ? integerText(wanted) : wanted}, the value it had`
          : rule.note(wanted, next, candidate);
      settled.push({ key, from: wanted, to: next, note });
    }
    return settled;
  }

  // A patch's text values in their canonical form (a sentence's spaces, a list of dimensions), so
  // that the store holds, and the link carries, what a link with the same text would give.
  /** @param {Record<string, any>} patch */
  function canonical(patch) {
    const out = { ...patch };
    for (const [key, value] of Object.entries(patch)) {
      const spec = specs[key];
      if (!spec || typeof spec.default !== "string" || typeof value !== "string") continue;
      const parsed = spec.parse(value);
      if (parsed !== undefined) out[key] = parsed;
    }
    return out;
  }

  /** @param {Record<string, any>} patch */
  function judge(patch) {
    const candidate = { ...state, ...canonical(patch) };
    const settled = settle(candidate, patch);
    /** @type {Record<string, string>} */
    const errors = {};
    for (const key of Object.keys(patch)) {
      const spec = specs[key];
      if (!spec) {
        errors[key] = `${key} is not a parameter of this page`;
        continue;
      }
      const value = candidate[key];
      // Numbers of any size reach their rule, which names the range; text must parse.
      const wellFormed =
        typeof value === typeof spec.default &&
        (typeof value === "number" ? !Number.isNaN(value) : spec.parse(value) !== undefined);
      const problem = wellFormed ? spec.rule(value, candidate) : shapeMessage(spec, key, candidate);
      if (problem !== null) errors[key] = `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;
    }
    return { ok: Object.keys(errors).length === 0, errors, candidate, settled };
  }

  const store = {
    notices,
    defaults,
    /**
     * @template {Key} K
     * @param {K} key
     * @returns {State[K]}
     */
    get: (key) => state[key],
    /** @returns {State} */
    getAll: () => ({ ...state }),
    /** @param {Record<string, any>} patch @returns {Verdict} */
    check(patch) {
      const { ok, errors } = judge(patch);
      return { ok, errors };
    },
    /** @param {Record<string, any>} patch @returns {Verdict & { settled: Settled[] }} */
    set(patch) {
      const { ok, errors, candidate, settled } = judge(patch);
      if (!ok) return { ok, errors, settled: [] };
      const changed = new Set(readOrder.filter((key) => candidate[key] !== state[key]));
      for (const key of Object.keys(patch)) readerValues.delete(/** @type {Key} */ (key));
      for (const { key, from, to } of settled) {
        if (from === to) readerValues.delete(key);
        else readerValues.set(key, { from, to });
      }
      if (changed.size === 0) return { ok, errors, settled };
      Object.assign(state, candidate);
      syncUrl();
      const snapshot = { ...state };
      for (const listener of listeners) listener(snapshot, changed);
      return { ok, errors, settled };
    },
    // The range of an integer parameter under the current state (null for the others): the
    // same bounds its rule checks and the settle step keeps.
    /** @param {string} key */
    range: (key) => rangeOf(key, state),
    /** @param {Listener} listener @returns {() => void} */
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // Tells every listener that everything changed: after the core restarts, each section draws
    // again from the current state.
    refresh() {
      const snapshot = { ...state };
      const all = new Set(readOrder);
      for (const listener of listeners) listener(snapshot, all);
    },
    urlWritten() {
      return urlTimer === null
        ? Promise.resolve()
        : new Promise((resolve) => urlWaiters.push(resolve));
    },
    flushUrl() {
      if (urlTimer !== null) writeUrl();
    },
    linkFor(sectionId = "") {
      const url = new URL(urlFor({ ...state, section: sectionId }), location.href);
      if (sectionId) url.hash = sectionId;
      return url.href;
    },
  };
  return store;
}

/** @typedef {ReturnType<typeof createStore>} Store */
