// @ts-check
// The store's parameters: for each, its default, how a link's text is parsed, the rule and range
// it is checked against (the core's limits()), what a reader is told when it is refused or
// brought back into range (the shared catalogue, strings/en/params.js), and its place in the
// link. The store (store.js) and the link (url.js) only follow these. The parameters of one
// section are in its folder (web/sections/<id>/params.js); the page's own are here.
import { integerText, numberText } from "../format.js";
import { linkLanguages, offeredLanguages } from "../i18n/language.js";
import { t } from "../strings.js";
import { themes } from "../theme.js";
import { attentionParams } from "../../sections/attention/params.js";
import { examParams } from "../../sections/exam/params.js";
import { labParams } from "../../sections/lab/params.js";
import { longerParams } from "../../sections/longer/params.js";
import { matrixParams } from "../../sections/matrix/params.js";
import { sectionIds } from "../../sections/registry.js";
import { relativeParams } from "../../sections/relative/params.js";
import { ropeParams } from "../../sections/rope/params.js";
import { wavelengthsParams } from "../../sections/wavelengths/params.js";
import { whyOrderParams } from "../../sections/why-order/params.js";
import { classroomSpecs } from "./classroomSpecs.js";
import { parseNumber } from "./parse.js";
import { inRange, specShapes, upOrDown, wholeNumber } from "./specShapes.js";

// The sections a link can name (section=), from the one list of sections.
export { sectionIds };

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
 * @property {string} pass "" (none) or the quiz's pass mark in percent, "60" (classroom kit)
 * @property {number} labseed the training lab's seed (initial weights and batches)
 * @property {number} labsteps the training lab's steps per model
 * @property {"none" | "causal"} labmask the lab's attention: bidirectional, or a causal mask
 * @property {"local" | "far"} labtask the lab's task: the answer at the verb, or at a final query
 * @property {string} labsentence the sentence of the lab's "Where each model looks"
 * @property {"pi" | "ntk" | "yarn" | "llama3"} stretch the rule that stretches RoPE (longer section)
 * @property {number} factor s, how many times longer than the training length (longer section)
 * @property {number} trainlen L, the training length (longer section)
 * @property {number} heads ALiBi's head count (longer section)
 * @property {number} head the ALiBi head whose biases are shown (longer section)
 * @property {string} core "" | "simd" | "scalar" | "js"
 * @property {string} theme "auto" | "light" | "dark"
 * @property {string} lang the page's language ("" : the browser's preference; i18n/language.js)
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

export const coreKinds = ["simd", "scalar", "js"];

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
  const shapes = specShapes(limits, tokenize);
  const { wordSpec, wholeSpec, rangedSpec, rangeRule } = shapes;
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
        ? t("param.cells", {
            other,
            value: String(s[other]),
            key: name,
            max: String(max),
            cells: String(maxCells),
          })
        : null;
    };
  return {
    core: wordSpec({ read: 0, write: 34 }, "core", coreKinds, {
      default: "",
      fallback: t("param.core.fallback"),
    }),
    theme: wordSpec({ read: 1, write: 33 }, "theme", themes, {
      default: "auto",
      named: ["light", "dark", "auto"],
      fallback: t("param.theme.fallback"),
    }),
    section: wordSpec({ read: 2, write: 35 }, "section", sectionIds, {
      default: "",
      oneOf: true,
      fallback: t("param.section.fallback"),
    }),
    // Even, and n × d cells at most maxCells.
    d: rangedSpec(
      { read: 4, write: 1 },
      128,
      (s) => ({ min: minDModel, max: Math.min(maxDModel, Math.floor(maxCells / s.n / 2) * 2) }),
      {
        rule: cellsRule("d", "n", (v) =>
          !Number.isInteger(v) || v % 2 !== 0 || v < minDModel || v > maxDModel
            ? t("param.d.even", { min: String(minDModel), max: String(maxDModel) })
            : null,
        ),
      },
    ),
    n: rangedSpec(
      { read: 5, write: 0 },
      64,
      (s) => ({ min: minPositions, max: Math.min(maxPositions, Math.floor(maxCells / s.d)) }),
      {
        rule: cellsRule("n", "d", (v) =>
          inRange(v, { min: minPositions, max: maxPositions })
            ? null
            : wholeNumber("n", { min: minPositions, max: maxPositions }),
        ),
      },
    ),
    base: {
      place: { read: 6, write: 2 },
      default: 10000,
      parse: parseNumber,
      rule: (v) => {
        if (v > 1 && v <= maxBase) return null;
        return Number.isFinite(maxBase)
          ? t("param.base.range", { max: numberText(maxBase) })
          : t("param.base.above1");
      },
    },
    pos: wholeSpec({ read: 7, write: 3 }, "pos", 3, { min: 0, max: maxPosition }),
    i: rangedSpec({ read: 8, write: 4 }, 1, (s) => ({ min: 0, max: s.d / 2 - 1 }), {
      rule: rangeRule(t("param.i.name"), (s) => `d=${s.d}`),
      settle: {
        note: (from, to, s) =>
          t("param.i.clamp", {
            from: integerText(from),
            up: upOrDown(from, to),
            d: String(s.d),
            to: integerText(to),
          }),
      },
    }),
    // A shift may go back to position 0, not before it.
    k: rangedSpec({ read: 9, write: 5 }, 5, (s) => ({ min: -s.pos, max: maxPosition }), {
      rule: rangeRule("k", (s) => `pos=${s.pos}`),
      settle: {
        note: (from, to, s) =>
          t("param.k.clamp", {
            from: integerText(from),
            up: upOrDown(from, to),
            pos: String(s.pos),
            to: integerText(to),
          }),
      },
    }),
    ...relativeParams(shapes),
    ...ropeParams(shapes),
    ...attentionParams(shapes),
    ...whyOrderParams(shapes),
    ...matrixParams(shapes),
    ...wavelengthsParams(),
    ...examParams(shapes),
    ...classroomSpecs(shapes),
    ...labParams(shapes),
    ...longerParams(shapes),
    // Read last and written last: it changes no other parameter. The page takes its language
    // from the link before anything is written (i18n/startLanguage.js); this spec checks the
    // value, reports a bad one, and keeps the language in every link the page makes.
    lang: wordSpec({ read: 38, write: 38 }, "lang", linkLanguages, {
      default: "",
      named: offeredLanguages,
      fallback: t("param.lang.fallback"),
    }),
  };
}

// What a value that is not even of the right kind is told: a number's own rule, which names its
// range ("d must be an even number from 2 to 4096"), or the parameter's shape.
/** @param {Spec} spec @param {string} key @param {State} state */
export function shapeMessage(spec, key, state) {
  if (spec.shape) return spec.shape;
  return spec.rule(NaN, state) ?? t("param.number", { key });
}
