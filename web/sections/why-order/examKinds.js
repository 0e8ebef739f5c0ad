// @ts-check
// The exam's questions on this section (kinds "order"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import { integerText as int, numberText } from "../../js/format.js";
import { checked } from "../../js/exam/coreCall.js";
import { toySentence } from "../../js/exam/toyWords.js";
import { choiceOptions } from "../../js/exam/choiceOptions.js";
import { richFrom } from "../../js/exam/richMessage.js";
// `t` is a token index here; the catalogue's lookup is `msg`.
import { t as msg, nodes } from "./strings.js";

const rich = richFrom(nodes);

// Why attention without positions cannot tell the two sentences apart.
function orderQuestion(random, core) {
  const { verb, sentence: first, swapped: second } = toySentence(random);
  const none = checked(core.compareSentences(first, second, "none", 8));
  const withPe = checked(core.compareSentences(first, second, "sinusoidal", 8));
  const verbAt = none.b.tokens.indexOf(verb);
  return {
    params: { first, second, verb },
    prompt: rich("q.order.prompt", { verb, first, second }),
    legend: msg("q.order.legend"),
    choices: choiceOptions(msg, "q.order", "rows", ["softmax", "symmetric", "neighbours"], {
      verb,
    }),
    hint: rich("q.order.hint"),
    solution: [
      rich("q.order.rearranged", {
        second,
        first,
        permutation: none.permutation.map((index) => int(index)).join(", "),
      }),
      rich("q.order.toy", {
        weightDiff: numberText(none.maxWeightDiff, 3),
        verb,
        shift: numberText(none.tokenShift[verbAt], 3),
        exact: none.maxWeightDiff === 0 && none.tokenShift[verbAt] === 0 ? "yes" : "no",
      }),
      rich("q.order.withPositions", {
        weightDiff: numberText(withPe.maxWeightDiff, 3),
        verb,
        shift: numberText(withPe.tokenShift[verbAt], 3),
      }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { order: orderQuestion };
