// @ts-check
// The exam's questions on this section (kinds "params", "maxlen"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import {
  integerText as int,
  numberText,
  pairSeparator,
  texNumber,
  texSeparator,
} from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex } from "../../js/exam/rich.js";
import { refusalText } from "../../js/refusal.js";
import { choiceOptions } from "../../js/exam/choiceOptions.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

// How many numbers a learned position table has.
function paramsQuestion(random, core) {
  const d = random.pick([8, 16, 32, 64, 128, 256, 512]);
  const table = checked(core.learnedTable(d));
  const half = checked(core.learnedTable(d / 2));
  const maxLen = table.maxLen;
  return {
    params: { d, maxLen },
    prompt: rich("q.params.prompt", { maxLen: int(maxLen), d: int(d) }),
    answer: table.data.length,
    labels: [t("q.params.label")],
    tolerance: { abs: 0.5 },
    toleranceText: t("q.params.tolerance"),
    mistakes: [
      {
        mistake: "added",
        answer: maxLen + d,
        diagnosis: t("q.params.added", { d: int(d), maxLen: int(maxLen) }),
      },
      {
        mistake: "half-d-model",
        answer: half.data.length,
        diagnosis: t("q.params.halfDModel", { half: int(d / 2) }),
      },
      {
        mistake: "rows-only",
        answer: maxLen,
        diagnosis: t("q.params.rowsOnly"),
      },
      {
        mistake: "sinusoidal",
        answer: 0,
        diagnosis: t("q.params.sinusoidal"),
      },
    ],
    hint: rich("q.params.hint"),
    solution: [
      rich("q.params.count", {
        maths: tex(
          `\\text{max\\_len}\\times d_{\\text{model}} = ${maxLen}\\times ${d} = ${table.data.length}`,
          `max_len × d_model = ${maxLen} × ${d} = ${table.data.length}`,
        ),
      }),
      rich("q.params.formula"),
    ],
  };
}

// A sentence longer than max_len.
function maxlenQuestion(random, core) {
  const words = random.int(17, 30);
  const pos = random.int(16, words - 1);
  const maxLen = checked(core.limits()).learnedMaxLen;
  const refused = core.learnedRow(pos, 8);
  const formula = checked(core.peValue(pos, 0, 8, paperBase));
  return {
    params: { words, pos, maxLen },
    prompt: rich("q.maxlen.prompt", { maxLen: int(maxLen), words: int(words), pos: int(pos) }),
    legend: t("q.maxlen.legend", { pos: int(pos) }),
    choices: choiceOptions(t, "q.maxlen", "noRow", ["wraps", "formula", "repeats"], {
      pos: int(pos),
      maxLen: int(maxLen),
      wrapped: int(pos % maxLen),
      last: int(maxLen - 1),
    }),
    hint: rich("q.maxlen.hint"),
    solution: [
      rich("q.maxlen.core", { pos: int(pos), error: refusalText(refused) }),
      rich("q.maxlen.everywhere", {
        maths: tex(
          `PE_{(${pos}${texSeparator()}\\,0)} = \\sin ${pos} = ${texNumber(formula.sin)}`,
          `PE(${pos}${pairSeparator()}0) = sin ${pos} = ${numberText(formula.sin)}`,
        ),
      }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { params: paramsQuestion, maxlen: maxlenQuestion };
