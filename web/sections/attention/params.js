// @ts-check
// The attention section's parameters in the link: its two sentences (s1, s2; the embeddings
// section reads s1 too) and the position table added to them (pe).
import { t } from "../../js/strings.js";
import { parseSentence, parseWord } from "../../js/state/parse.js";
import { toySentencePair } from "../../js/toySentences.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

const peKinds = ["none", "sinusoidal", "learned"];

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"pe" | "s1" | "s2", Spec>} */
export function attentionParams({ learnedMaxLen, sentenceRule, wordCount }) {
  /** @param {"s1" | "s2"} key @param {import("../../js/state/specs.js").Place} place @param {string} text */
  const sentenceSpec = (key, place, text) => ({
    place,
    default: text,
    parse: parseSentence,
    rule: sentenceRule(key),
    shape: t("param.sentence.shape", { key }),
  });
  return {
    pe: {
      place: { read: 12, write: 10 },
      default: "sinusoidal",
      parse: parseWord(peKinds),
      rule: (v, s) => {
        if (v !== "learned") return null;
        const longest = Math.max(wordCount(s.s1), wordCount(s.s2));
        return longest > learnedMaxLen
          ? t("param.pe.learned", { words: String(longest), rows: String(learnedMaxLen) })
          : null;
      },
      shape: t("param.oneOf", { key: "pe", words: peKinds.join(", ") }),
    },
    s1: sentenceSpec("s1", { read: 13, write: 8 }, toySentencePair()[0]),
    s2: sentenceSpec("s2", { read: 14, write: 9 }, toySentencePair()[1]),
  };
}
