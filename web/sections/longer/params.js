// @ts-check
// The longer section's parameters in the link:
//   stretch   the rule that stretches RoPE: pi, ntk, yarn or llama3 (ropeFrequencies' kinds)
//   factor    s, how many times longer than L the text is: a whole number 1..64
//   trainlen  L, the training length: 16..65536 (the range piFigure accepts)
//   heads     ALiBi's head count H: 1..16 (the slopes' table and one bias matrix per head)
//   head      the head whose bias matrix is shown: 1..heads, brought back into range with heads
import { integerText } from "../../js/format.js";
import { t } from "../../js/strings.js";
import { upOrDown } from "../../js/state/specShapes.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

/** The stretching rules, in the order the section explains them. */
export const stretchKinds = ["pi", "ntk", "yarn", "llama3"];
export const maxFactor = 64;
export const trainLengthRange = { min: 16, max: 65536 };
export const maxHeads = 16;

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"stretch" | "factor" | "trainlen" | "heads" | "head", Spec>} */
export function longerParams({ wordSpec, wholeSpec, rangedSpec, rangeRule }) {
  return {
    stretch: wordSpec({ read: 32, write: 28 }, "stretch", stretchKinds, { default: "yarn" }),
    factor: wholeSpec({ read: 33, write: 29 }, "factor", 4, { min: 1, max: maxFactor }),
    trainlen: wholeSpec({ read: 34, write: 30 }, "trainlen", 2048, trainLengthRange),
    heads: wholeSpec({ read: 35, write: 31 }, "heads", 8, { min: 1, max: maxHeads }),
    head: rangedSpec({ read: 36, write: 32 }, 1, (s) => ({ min: 1, max: s.heads }), {
      rule: rangeRule("head", (s) => `heads=${s.heads}`),
      settle: {
        note: (from, to, s) =>
          t("param.head.clamp", {
            from: integerText(from),
            up: upOrDown(from, to),
            heads: String(s.heads),
            to: integerText(to),
          }),
      },
    }),
  };
}
