// @ts-check
// The exam's questions on this section (kinds "rope", "rotated"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import {
  integerText as int,
  numberListText,
  numberText,
  quoted,
  texNumber,
} from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex } from "../../js/exam/rich.js";
import { toleranceWords } from "../../js/exam/examSteps.js";
import { choiceOptions } from "../../js/exam/choiceOptions.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";
import { toySentencePair } from "../../js/toySentences.js";

const rich = richFrom(nodes);

// RoPE: the score of Q at pos and K at pos + k depends on k only.
function ropeQuestion(random, core) {
  const d = random.pick([8, 16, 32]);
  const pos = random.int(0, 40);
  const k = random.int(1, 20);
  const shift = random.int(5, 200);
  const c = checked(core.ropeCheck(pos, pos + k, shift, d, paperBase));
  const keyOnly = checked(core.ropeCheck(pos, pos + k + shift, 0, d, paperBase));
  const flipped = checked(core.ropeCheck(pos + k, pos, 0, d, paperBase));
  return {
    params: { d, base: paperBase, pos, k, shift },
    prompt: rich("q.rope.prompt", {
      d: int(d),
      base: int(paperBase),
      pos: int(pos),
      key: int(pos + k),
      shift: int(shift),
      moved: int(pos + shift),
      keyMoved: int(pos + k + shift),
      maths: tex(
        `(R_{${pos}}Q)^{\\mathsf T}(R_{${pos + k}}K) = ${texNumber(c.dot, 8)}`,
        `(R_${pos} Q)ᵀ(R_${pos + k} K) = ${numberText(c.dot, 8)}`,
      ),
    }),
    answer: c.dotShifted,
    labels: [t("q.rope.label")],
    tolerance: { abs: 0.001 },
    toleranceText: toleranceWords("abs3"),
    mistakes: [
      {
        mistake: "key-only",
        answer: keyOnly.dot,
        diagnosis: t("q.rope.keyOnly", { offset: int(k + shift), k: int(k) }),
      },
      {
        mistake: "sign-flipped",
        answer: flipped.dot,
        diagnosis: t("q.rope.signFlipped", { k: int(k) }),
      },
    ],
    hint: rich("q.rope.hint"),
    solution: [
      rich("q.rope.offset", {
        k: int(k),
        maths: tex(
          `(R_{\\text{pos}}Q)^{\\mathsf T}(R_{\\text{pos}+k}K) = Q^{\\mathsf T}R_{\\text{pos}}^{\\mathsf T}R_{\\text{pos}+k}K = Q^{\\mathsf T}R_k K`,
          "(R_pos Q)ᵀ(R_(pos+k) K) = Qᵀ R_posᵀ R_(pos+k) K = Qᵀ R_k K",
        ),
      }),
      rich("q.rope.unchanged", {
        after: numberText(c.dotShifted, 8),
        before: numberText(c.dot, 8),
        diff: numberText(c.absDiff, 2),
      }),
    ],
  };
}

// What RoPE rotates, and what it leaves alone.
function rotatedQuestion(random, core) {
  const d = random.pick([8, 16, 32]);
  const pos = random.int(1, 50);
  const c = checked(core.ropeCheck(pos, pos + 3, 0, d, paperBase));
  const toy = checked(core.compareSentences(...toySentencePair(), "rope", 8));
  return {
    params: { d, pos },
    prompt: rich("q.rotated.prompt"),
    legend: t("q.rotated.legend"),
    choices: choiceOptions(t, "q.rotated", "qk", ["embeddings", "values", "weights"]),
    hint: rich("q.rotated.hint"),
    solution: [
      rich("q.rotated.turned", {
        d: int(d),
        before: numberText(c.normQ),
        after: numberText(c.normRotatedQ),
        pos: int(pos),
      }),
      rich("q.rotated.toy", {
        first: quoted(toySentencePair()[0]),
        second: quoted(toySentencePair()[1]),
        count: toy.tokenShift.length,
        shifts: toy.tokenShift.length
          ? numberListText(Array.from(toy.tokenShift, (v) => numberText(v, 3)))
          : "",
      }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { rope: ropeQuestion, rotated: rotatedQuestion };
