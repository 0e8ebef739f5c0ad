// @ts-check
// ---- Classroom kit (issue 18, part B): quizzes set by link, worksheets, the compact figure ----
// kinds narrows the questions of the modes "mixed" and "mock" (a link with kinds and no mode is
// a mock exam: a quiz); hints and solutions say what a question card offers; lock hides the
// controls that change the questions; print shows the quiz as a worksheet or its answer key;
// view=figure shows a section's main figure and its controls without the prose.
import { questionKindIds } from "../exam/kinds.js";
import { parseKindList } from "./parse.js";

/** @typedef {import("./specs.js").Spec} Spec */
/** @typedef {import("./specs.js").Place} Place */
/** @typedef {import("./specs.js").Range} Range */

export const classroomChoices = {
  hints: ["on", "off"],
  solutions: ["always", "after", "never"],
  print: ["worksheet", "key"],
  view: ["figure"],
};

// The shapes of spec this kit uses, from specs.js (passed in: specs.js imports this file).
/**
 * @typedef {object} SpecShapes
 * @property {(place: Place, words: string[], fields: Omit<Spec, "place" | "parse" | "rule">) => Spec} wordSpec
 *   one of a few words
 * @property {(place: Place, name: string, value: number, range: Range) => Spec} wholeSpec a whole
 *   number in a fixed range
 */

/**
 * @param {SpecShapes} shapes
 * @returns {Record<"kinds" | "hints" | "solutions" | "lock" | "print" | "view", Spec>}
 */
export function classroomSpecs({ wordSpec, wholeSpec }) {
  return {
    kinds: {
      place: { read: 19, write: 17 },
      default: "",
      parse: parseKindList,
      rule: () => null,
      shape: `kinds must be kinds of question separated by commas, from ${questionKindIds.join(", ")}`,
      fallback: "every kind of question is used",
    },
    hints: wordSpec({ read: 22, write: 18 }, classroomChoices.hints, {
      default: "on",
      shape: "hints must be on or off",
    }),
    solutions: wordSpec({ read: 23, write: 19 }, classroomChoices.solutions, {
      default: "always",
      shape: "solutions must be always, after or never",
    }),
    lock: wholeSpec({ read: 24, write: 20 }, "lock", 0, { min: 0, max: 1 }),
    // "" (none) too, so that store.set can go back to the page.
    print: wordSpec({ read: 25, write: 21 }, ["", ...classroomChoices.print], {
      default: "",
      shape: "print must be worksheet or key",
      fallback: "the page is shown as usual",
    }),
    view: wordSpec({ read: 26, write: 22 }, ["", ...classroomChoices.view], {
      default: "",
      shape: "view must be figure",
      fallback: "the whole section is shown",
    }),
  };
}
