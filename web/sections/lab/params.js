// @ts-check
// The training lab's parameters in the link: its seed (initial weights and batches), steps per
// model, attention mask, and the sentence of "Where each model looks": 1..64 words (the lab's
// longest input) of at most 1024 characters (the lab's own limits, cpp/include/pe/lab/task.hpp;
// the lab module checks the vocabulary).
import { t } from "../../js/strings.js";
import { countLabWords, parseLabSentence } from "../../js/state/parse.js";
import { maxSeed } from "../../js/state/specShapes.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

const maxLabSteps = 5000;
const labMaxWords = 64;
const labMaxChars = 1024;

/** The lab's tasks: the answer read at the verb, or at a final query "who". */
export const labTasks = ["local", "far"];

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"labseed" | "labsteps" | "labmask" | "labtask" | "labsentence", Spec>} */
export function labParams({ wholeSpec, maskSpec, wordSpec }) {
  return {
    labseed: wholeSpec({ read: 27, write: 23 }, "labseed", 1, { min: 0, max: maxSeed }),
    labsteps: wholeSpec({ read: 28, write: 24 }, "labsteps", 500, { min: 1, max: maxLabSteps }),
    labmask: maskSpec("labmask", { read: 29, write: 25 }),
    labtask: wordSpec({ read: 30, write: 26 }, "labtask", labTasks, { default: "local" }),
    labsentence: {
      place: { read: 31, write: 27 },
      default: "the big dog bites a small man today",
      parse: parseLabSentence,
      rule: (v) =>
        v.length > labMaxChars || countLabWords(v) > labMaxWords
          ? t("param.labsentence.long", {
              words: String(labMaxWords),
              characters: String(labMaxChars),
            })
          : null,
      shape: t("param.labsentence.shape"),
    },
  };
}
