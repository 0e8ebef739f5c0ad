// @ts-check
// The exam's parameters in the link: the question set (seed), the kind of question, the way
// through the questions (mode) and a mock exam's length (count). The classroom kit's quiz
// parameters are in web/js/state/classroomSpecs.js.
import { examModes, mockCount, questionKindIds } from "../../js/exam/kinds.js";
import { t } from "../../js/strings.js";
import { maxSeed } from "../../js/state/specShapes.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"seed" | "question" | "mode" | "count", Spec>} */
export function examParams({ wordSpec, wholeSpec }) {
  return {
    seed: wholeSpec({ read: 3, write: 36 }, "seed", 1, { min: 0, max: maxSeed }),
    question: wordSpec({ read: 18, write: 14 }, "question", questionKindIds, {
      default: "value",
      oneOf: true,
    }),
    mode: wordSpec({ read: 20, write: 15 }, "mode", examModes, {
      default: "one",
      // Classroom kit: a link that names the quiz's kinds is a quiz (a mock exam of them).
      defaultFor: (s) => (s.kinds === "" ? "one" : "mock"),
      oneOf: true,
    }),
    count: wholeSpec({ read: 21, write: 16 }, t("param.count.name"), mockCount.default, {
      min: mockCount.min,
      max: mockCount.max,
    }),
  };
}
