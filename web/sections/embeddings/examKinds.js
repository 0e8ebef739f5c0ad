// @ts-check
// The exam's questions on this section (kinds "sum"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import { integerText as int } from "../../js/format.js";
import { checked } from "../../js/exam/coreCall.js";
import { texBlock } from "../../js/exam/rich.js";
import { plainVector, texColumns, toySentence } from "../../js/exam/toyWords.js";
import { choiceOptions } from "../../js/exam/choiceOptions.js";
import { richFrom } from "../../js/exam/richMessage.js";
// `t` is a token index here; the catalogue's lookup is `msg`.
import { t as msg, nodes } from "./strings.js";

const rich = richFrom(nodes);

// Sum or concatenation: how the position enters the vector attention sees.
function sumQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const { sentence } = toySentence(random);
  const w = random.int(0, 2);
  const toy = checked(core.attentionToy(sentence, "sinusoidal", d));
  const word = toy.tokens[w];
  const row = (values) => values.subarray(w * d, (w + 1) * d);
  return {
    params: { d, sentence, w, word },
    prompt: rich("q.sum.prompt", { d: int(d), word, w: int(w), sentence }),
    legend: msg("q.sum.legend"),
    choices: choiceOptions(msg, "q.sum", "added", ["appended", "index", "product"], {
      d: int(d),
      w: int(w),
      twice: int(2 * d),
      plusOne: int(d + 1),
    }),
    hint: rich("q.sum.hint"),
    solution: [
      rich("q.sum.columns", {
        word,
        w: int(w),
        maths: texBlock(
          texColumns(
            ["E", `PE(${w})`, `E + PE(${w})`],
            [row(toy.embeddings), row(toy.positions), row(toy.inputs)],
          ),
          `E = ${plainVector(row(toy.embeddings))}, PE(${w}) = ${plainVector(row(toy.positions))}, E + PE(${w}) = ${plainVector(row(toy.inputs))}`,
        ),
      }),
      rich("q.sum.why", { d: int(d), twice: int(2 * d) }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { sum: sumQuestion };
