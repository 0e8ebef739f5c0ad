// @ts-check
// The exam's questions on this section (kinds "layout"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import { integerText as int, numberText, texNumber } from "../../js/format.js";
import { paperDimension } from "../../js/layout.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex } from "../../js/exam/rich.js";
import { abs3, angleSteps, fnName } from "../../js/exam/examSteps.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

// The concatenated layout: which dimension a column holds.
function layoutQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const col = random.int(1, d - 2);
  const pos = random.int(1, 20);
  const dim = paperDimension(col, d, "concatenated");
  const pair = Math.floor(dim / 2);
  const isSine = dim % 2 === 0;
  const v = checked(core.peValue(pos, pair, d, paperBase));
  const expected = isSine ? v.sin : v.cos;
  const misread = checked(core.peValue(pos, Math.floor(col / 2), d, paperBase));
  const m = checked(core.examMistakes(pos, dim, 0, d, paperBase));
  return {
    params: { d, base: paperBase, pos, column: col },
    prompt: rich("q.layout.prompt", {
      half: int(d / 2),
      halfLast: int(d / 2 - 1),
      d: int(d),
      base: int(paperBase),
      col: int(col),
      pos: int(pos),
    }),
    answer: expected,
    labels: [t("q.layout.label", { col: int(col), pos: int(pos) })],
    ...abs3(),
    mistakes: [
      {
        mistake: "interleaved",
        answer: col % 2 === 0 ? misread.sin : misread.cos,
        diagnosis: t("q.layout.interleaved", { col: int(col), dim: int(dim) }),
      },
      {
        mistake: "swapped",
        answer: m.swapped,
        diagnosis: t("q.layout.swapped", {
          fn: fnName(!isSine),
          pair: int(pair),
          col: int(col),
          half: isSine ? "first" : "second",
        }),
      },
      {
        mistake: "degrees",
        answer: m.degrees,
        diagnosis: t("q.layout.degrees"),
      },
    ],
    hint: rich("q.layout.hint"),
    solution: [
      rich("q.layout.which", {
        col: int(col),
        fn: fnName(isSine),
        half: int(d / 2),
        pair: int(pair),
        dim: int(dim),
      }),
      ...angleSteps(v, pos, d, paperBase).slice(1),
      rich("q.layout.value", {
        maths: tex(
          `\\${isSine ? "sin" : "cos"}(${texNumber(v.angle)}) = ${texNumber(expected)}`,
          `${isSine ? "sin" : "cos"}(${numberText(v.angle)}) = ${numberText(expected)}`,
        ),
      }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { layout: layoutQuestion };
