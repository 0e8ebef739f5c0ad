// @ts-check
// The classroom kit's parameters: quizzes set by link, worksheets, the compact figure.
// kinds narrows the questions of the modes "mixed" and "mock" (a link with kinds and no mode is
// a mock exam: a quiz); hints and solutions say what a question card offers; lock hides the
// controls that change the questions; print shows the quiz as a worksheet or its answer key;
// view=figure shows a section's main figure and its controls without the prose; pass is the
// quiz's pass mark in percent ("" : none), which the SCORM package reports against
// (docs/classroom.md).
import { questionKindIds } from "../exam/kinds.js";
import { t } from "../strings.js";
import { parseKindList, parsePassMark } from "./parse.js";

/** @typedef {import("./specs.js").Spec} Spec */
/** @typedef {import("./specs.js").Place} Place */
/** @typedef {import("./specs.js").Range} Range */

// The pass mark's range, in percent of the questions right.
export const passRange = { min: 0, max: 100 };

export const classroomChoices = {
  hints: ["on", "off"],
  solutions: ["always", "after", "never"],
  print: ["worksheet", "key"],
  view: ["figure"],
};

/**
 * @param {import("./specShapes.js").SpecShapes} shapes
 * @returns {Record<"kinds" | "hints" | "solutions" | "lock" | "print" | "view" | "pass", Spec>}
 */
export function classroomSpecs({ wordSpec, wholeSpec }) {
  const passShape = t("param.wholeNumber", {
    key: "pass",
    min: String(passRange.min),
    max: String(passRange.max),
  });
  return {
    kinds: {
      place: { read: 19, write: 17 },
      default: "",
      parse: parseKindList,
      rule: () => null,
      shape: t("param.kinds.shape", { kinds: questionKindIds.join(", ") }),
      fallback: t("param.kinds.fallback"),
    },
    hints: wordSpec({ read: 22, write: 18 }, "hints", classroomChoices.hints, { default: "on" }),
    solutions: wordSpec({ read: 23, write: 19 }, "solutions", classroomChoices.solutions, {
      default: "always",
    }),
    lock: wholeSpec({ read: 24, write: 20 }, "lock", 0, { min: 0, max: 1 }),
    // "" (none) too, so that store.set can go back to the page.
    print: wordSpec({ read: 25, write: 21 }, "print", ["", ...classroomChoices.print], {
      default: "",
      fallback: t("param.print.fallback"),
    }),
    view: wordSpec({ read: 26, write: 22 }, "view", ["", ...classroomChoices.view], {
      default: "",
      fallback: t("param.view.fallback"),
    }),
    // Text, "" (no pass mark) or a whole number of percent in canonical form ("60").
    pass: {
      place: { read: 37, write: 37 },
      default: "",
      parse: parsePassMark,
      rule: (v) => {
        if (v === "") return null;
        const mark = Number(v);
        return Number.isInteger(mark) && mark >= passRange.min && mark <= passRange.max
          ? null
          : passShape;
      },
      shape: passShape,
      fallback: t("param.pass.fallback"),
    },
  };
}
