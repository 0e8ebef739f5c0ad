// @ts-check
// The page's one store: every parameter a reader can change, mirrored in the URL query so that any
// view can be shared as a link. Data flow is one way: control -> store.set -> URL + subscribers.
//
// Only whitelisted parameters are read. Each is parsed strictly and range-checked against the
// core's limits(); a bad value in a link never breaks the page: it falls back to the default and a
// polite, visible notice says what happened. Parameters that are not ours (say, a course
// platform's tracking tag) are left in the URL untouched.
import { examModes, mockCount, questionKindIds } from "./exam/kinds.js";
import { truncated } from "./format.js";
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

/**
 * @typedef {object} Spec
 * @property {string | number} default
 * @property {(state: State) => string | number} [defaultFor]
 * @property {(raw: string) => any} parse
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
const coreKinds = ["simd", "scalar", "js"];
const maxSeed = 4294967295;
// The training lab (README, "The training lab"): steps per model on the page, the attention mask,
// and its sentences, 1..64 words (the lab's longest input) of at most 1024 characters (the
// lab's own limits in cpp/include/pe/lab/task.hpp; the lab module checks the vocabulary).
const maxLabSteps = 5000;
export const labMasks = ["none", "causal"];
export const labMaxWords = 64;
const labMaxChars = 1024;
const minPlotDims = 2;
const maxPlotDims = 4;

// Strict parsers: "12abc", "", " 3" and "1.5" are not integers. They return undefined when the
// text is not of the right shape at all; range checks come after.
/** @param {string} raw */
function parseInteger(raw) {
  if (!/^[+-]?\d{1,16}$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** @param {string} raw */
function parseReal(raw) {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** @param {string[]} allowed */
function parseWord(allowed) {
  /** @param {string} raw */
  return (raw) => (allowed.includes(raw) ? raw : undefined);
}

// Sentences for the attention toy, as the reader typed them: "Dog, bites man!" is fine (the
// core's tokenizer keeps the words of letters a-z, lowercased, and drops the rest). Only the
// whitespace is put in canonical form (trimmed, runs of spaces made one), so that what a text
// field accepts and what a link carries are the same string. Printable ASCII only: the core
// refuses other scripts, and control characters have no business in a link. Words are counted
// as the core counts them (runs of letters); the limits are checked by the rules below.
/** @param {string} raw */
export function canonicalSentence(raw) {
  return String(raw).trim().replace(/\s+/g, " ");
}

/** @param {string} raw */
function parseSentence(raw) {
  const text = canonicalSentence(raw);
  return /^[\x20-\x7e]+$/.test(text) && countWords(text) > 0 ? text : undefined;
}

/** @param {string} text */
export function countWords(text) {
  return (text.match(/[A-Za-z]+/g) ?? []).length;
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
const inRange = (v, { min, max }) => v >= min && v <= max;
/** @param {string} key @param {Range} range */
const wholeNumber = (key, { min, max }) => `${key} must be a whole number from ${min} to ${max}`;

// Each parameter:
//   default              its value when the link leaves it out (defaultFor: one depending on others)
//   parse(raw)           the value of a link's text, or undefined when it is not of the right shape
//   range(state, limits) integers only: { min, max } under the other parameters' values; the one
//                        source of the bound that the rule's message, store.range(), the sliders and
//                        the settle step all use
//   rule(value, state)   null when fine, or a sentence fragment "x must be ..." naming the limit;
//                        `state` holds the other parameters' values, so cross-checks (n * d,
//                        i < d/2, k >= -pos) see the candidate state
//   settle               parameters that others move the range of (i with d, k with pos, ref with
//                        n, shift with pos and k, dims with d) are brought back into it when those
//                        change; `note(from, to, state)` says so to the reader
// The order in which a link is read (readOrder) matters: a parameter is checked against those
// read before it.
/**
 * @param {Limits} limits
 * @returns {Record<Key, Spec>}
 */
function makeSpecs(limits) {
  const { minDModel, maxDModel, minPositions, maxPositions, maxCells, maxPosition } = limits;
  const maxSentenceTokens = limits.maxSentenceTokens ?? 32;
  const maxSentenceChars = limits.maxSentenceChars ?? 256;
  // A core that does not report maxBase gets no upper bound here; it still refuses with a message.
  const maxBase = limits.maxBase ?? Infinity;
  const maxBaseText = maxBase >= 1e6 ? maxBase.toExponential().replace("e+", "e") : String(maxBase);
  // The learned position table has a row per position up to max_len and none past it, so a
  // sentence longer than that has no learned positions (the core says the same).
  const learnedMaxLen = limits.learnedMaxLen ?? 16;
  /** @param {string} key @returns {Spec["rule"]} */
  const sentenceRule = (key) => (v, s) => {
    const words = countWords(v);
    if (v.length > maxSentenceChars || words > maxSentenceTokens) {
      return `${key} must have at most ${maxSentenceTokens} words and ${maxSentenceChars} characters`;
    }
    if (s.pe === "learned" && words > learnedMaxLen) {
      return `with pe=learned, ${key} must have at most ${learnedMaxLen} words (the learned table has ${learnedMaxLen} rows)`;
    }
    return null;
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
    `${key} was ${from}; the ${to > from ? "smallest" : "largest"} ${noun} for ${context(s)} is ${to}`;
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
      parse: parseInteger,
      range: () => ({ min: 0, max: maxSeed }),
      rule: rangeRule("seed"),
    },
    d: {
      default: 128,
      parse: parseInteger,
      // Even, and n × d cells at most maxCells.
      range: (s) => ({
        min: minDModel,
        max: Math.min(maxDModel, Math.floor(maxCells / s.n / 2) * 2),
      }),
      rule: cellsRule("d", "n", (v) =>
        v % 2 !== 0 || v < minDModel || v > maxDModel
          ? `d must be an even number from ${minDModel} to ${maxDModel}`
          : null,
      ),
    },
    n: {
      default: 64,
      parse: parseInteger,
      range: (s) => ({
        min: minPositions,
        max: Math.min(maxPositions, Math.floor(maxCells / s.d)),
      }),
      rule: cellsRule("n", "d", (v) =>
        v < minPositions || v > maxPositions
          ? wholeNumber("n", { min: minPositions, max: maxPositions })
          : null,
      ),
    },
    base: {
      default: 10000,
      parse: parseReal,
      rule: (v) => {
        if (v > 1 && v <= maxBase) return null;
        return Number.isFinite(maxBase)
          ? `base must be a number greater than 1 and at most ${maxBaseText}`
          : "base must be a number greater than 1";
      },
    },
    pos: {
      default: 3,
      parse: parseInteger,
      range: () => ({ min: 0, max: maxPosition }),
      rule: rangeRule("pos"),
    },
    i: {
      default: 1,
      parse: parseInteger,
      range: (s) => ({ min: 0, max: s.d / 2 - 1 }),
      rule: rangeRule("i (a pair index)", (s) => `d=${s.d}`),
      settle: { note: clampNote("i", "pair", (s) => `d = ${s.d}`) },
    },
    k: {
      default: 5,
      parse: parseInteger,
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
      parse: parseInteger,
      range: (s) => ({ min: 0, max: s.n - 1 }),
      rule: rangeRule("ref", (s) => `n=${s.n}`),
      fallback: (s) =>
        s.ref > s.n - 1
          ? `ref ${s.n - 1} (the last position) is used`
          : `the default ${s.ref} is used`,
      settle: {
        note: (from, to, s) => `ref was ${from}; the last position for n = ${s.n} is ${to}`,
      },
    },
    shift: {
      default: 100,
      parse: parseInteger,
      range: (s) => shiftRange(s, maxPosition),
      rule(v, s) {
        const range = this.range(s, limits);
        if (range.max < range.min) {
          return `with pos=${s.pos} and k=${s.k}, pos + k is past ${maxPosition}, so no shift fits`;
        }
        return inRange(v, range)
          ? null
          : `with pos=${s.pos} and k=${s.k}, ${wholeNumber("shift", range)}`;
      },
      // None fits when pos + k is itself past the limit; the rope section then shows the core's
      // message, and shift stays as it was.
      settle: { note: clampNote("shift", "shift", (s) => `pos = ${s.pos} and k = ${s.k}`) },
    },
    pe: {
      default: "sinusoidal",
      parse: parseWord(peKinds),
      rule: (v, s) => {
        if (v !== "learned") return null;
        const longest = Math.max(countWords(s.s1), countWords(s.s2));
        return longest > learnedMaxLen
          ? `with a sentence of ${longest} words, pe cannot be learned (the learned table has ${learnedMaxLen} rows)`
          : null;
      },
      shape: `pe must be one of ${peKinds.join(", ")}`,
    },
    s1: {
      default: "dog bites man",
      parse: parseSentence,
      rule: sentenceRule("s1"),
      shape: "s1 must contain a word of letters a-z and only ASCII characters",
    },
    s2: {
      default: "man bites dog",
      parse: parseSentence,
      rule: sentenceRule("s2"),
      shape: "s2 must contain a word of letters a-z and only ASCII characters",
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
      parse: parseInteger,
      range: () => ({ min: mockCount.min, max: mockCount.max }),
      rule: rangeRule("count (questions in a mock exam)"),
    },
    ...classroomSpecs(rangeRule),
    labseed: {
      default: 1,
      parse: parseInteger,
      range: () => ({ min: 0, max: maxSeed }),
      rule: rangeRule("labseed"),
    },
    labsteps: {
      default: 500,
      parse: parseInteger,
      range: () => ({ min: 1, max: maxLabSteps }),
      rule: rangeRule("labsteps"),
    },
    labmask: {
      default: "none",
      parse: parseWord(labMasks),
      rule: () => null,
      shape: `labmask must be ${labMasks.join(" or ")}`,
    },
    labsentence: {
      default: "the big dog bites a small man today",
      parse: parseSentence,
      rule: (v) =>
        v.length > labMaxChars || countWords(v) > labMaxWords
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
      parse: parseInteger,
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

/** @param {Spec} spec @param {string} key */
function shapeMessage(spec, key) {
  if (spec.shape) return spec.shape;
  return spec.parse === parseInteger ? `${key} must be a whole number` : `${key} must be a number`;
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
//   notices                  messages about the link that was opened (bad values, fallbacks)
//
// urlInterval: the address bar follows the state at most once per this many ms (0: at once).
/**
 * @typedef {object} StoreOptions
 * @property {Partial<Limits>} limits the core's limits()
 * @property {{ search: string, pathname: string, hash: string, href: string }} [location]
 * @property {{ state: any, replaceState(state: any, title: string, url: string): void }} [history]
 * @property {number} [urlInterval]
 */
/** @typedef {(state: State, changed: Set<string>) => void} Listener */
/** @typedef {{ ok: boolean, errors: Record<string, string> }} Verdict */

/** @param {StoreOptions} options */
export function createStore({
  limits,
  location = window.location,
  history = window.history,
  urlInterval = 100,
}) {
  const specs = makeSpecs(/** @type {Limits} */ (limits));
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
  // all along a drag of d from 256 down to 100).
  /** @type {Map<Key, { from: any, to: any }>} */
  const readerValues = new Map();

  // 1. Read the link: each value parsed, then checked against the values read before it.
  const params = new URLSearchParams(location.search);
  /** @type {State} */
  const state = { ...defaults };
  /** @type {Set<string>} the parameters the link set (and that were accepted) */
  const fromLink = new Set();
  for (const key of readOrder) {
    if (!params.has(key)) continue;
    const raw = params.get(key);
    const spec = specs[key];
    const value = spec.parse(raw);
    const problem = value === undefined ? shapeMessage(spec, key) : spec.rule(value, state);
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
  // patch sets them itself: an integer comes back to the nearest end of its range (none, when
  // the range is empty), dims keeps the dimensions that still exist. Returns what it changed,
  // each with the reader's note.
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
      let next = value;
      if (rule.apply) {
        next = rule.apply(value, candidate);
      } else {
        const { min, max } = rangeOf(key, candidate);
        if (max >= min) next = Math.max(min, Math.min(max, /** @type {number} */ (value)));
      }
      if (next === value) continue;
      writable(candidate)[key] = next;
      const earlier = readerValues.get(key);
      const from = earlier && earlier.to === value ? earlier.from : value;
      settled.push({ key, from, to: next, note: rule.note(from, next, candidate) });
    }
    return settled;
  }

  /** @param {Record<string, any>} patch */
  function judge(patch) {
    const candidate = { ...state, ...patch };
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
      const wellFormed =
        typeof value === typeof spec.default &&
        (typeof value !== "number" || Number.isFinite(value)) &&
        (spec.parse !== parseInteger || Number.isSafeInteger(value)) &&
        spec.parse(String(value)) !== undefined;
      const problem = wellFormed ? spec.rule(value, candidate) : shapeMessage(spec, key);
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
      for (const { key, from, to } of settled) readerValues.set(key, { from, to });
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
