// @ts-check
// Question kinds of the sections "learned" and "rope": a learned table's parameter count, what
// happens past max_len, RoPE's score that sees only the offset, and what RoPE rotates. Every
// number comes from the core (learnedTable, learnedRow, limits, ropeCheck, compareSentences).
import { integerText as int, numberText, texNumber } from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { checked, paperBase } from "./coreCall.js";
import { tex } from "./rich.js";
import { rich } from "./richMessage.js";
import { refusalText } from "../refusal.js";

// 1. How many numbers a learned position table has.
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

// 2. A sentence longer than max_len.
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
    choices: [
      { correct: true, text: t("q.maxlen.noRow", { pos: int(pos), last: int(maxLen - 1) }) },
      ...["wraps", "formula", "repeats"].map((choice) => ({
        text: t(`q.maxlen.${choice}`, {
          pos: int(pos),
          maxLen: int(maxLen),
          wrapped: int(pos % maxLen),
          last: int(maxLen - 1),
        }),
        diagnosis: t(`q.maxlen.${choice}Diagnosis`),
      })),
    ],
    hint: rich("q.maxlen.hint"),
    solution: [
      rich("q.maxlen.core", { pos: int(pos), error: refusalText(refused) }),
      rich("q.maxlen.everywhere", {
        maths: tex(
          `PE_{(${pos},\\,0)} = \\sin ${pos} = ${numberText(formula.sin)}`,
          `PE(${pos}, 0) = sin ${pos} = ${numberText(formula.sin)}`,
        ),
      }),
    ],
  };
}

// 3. RoPE: the score of Q at pos and K at pos + k depends on k only.
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
    toleranceText: t("q.tolerance.abs3"),
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

// 4. What RoPE rotates, and what it leaves alone.
function rotatedQuestion(random, core) {
  const d = random.pick([8, 16, 32]);
  const pos = random.int(1, 50);
  const c = checked(core.ropeCheck(pos, pos + 3, 0, d, paperBase));
  const toy = checked(core.compareSentences("dog bites man", "man bites dog", "rope", 8));
  return {
    params: { d, pos },
    prompt: rich("q.rotated.prompt"),
    legend: t("q.rotated.legend"),
    choices: [
      { correct: true, text: t("q.rotated.qk") },
      ...["embeddings", "values", "weights"].map((choice) => ({
        text: t(`q.rotated.${choice}`),
        diagnosis: t(`q.rotated.${choice}Diagnosis`),
      })),
    ],
    hint: rich("q.rotated.hint"),
    solution: [
      rich("q.rotated.turned", {
        d: int(d),
        before: numberText(c.normQ),
        after: numberText(c.normRotatedQ),
        pos: int(pos),
      }),
      rich("q.rotated.toy", {
        shifts: toy.tokenShift.length
          ? Array.from(toy.tokenShift, (v) => numberText(v, 3)).join(", ")
          : "",
      }),
    ],
  };
}

export const learnedRopeKinds = {
  params: paramsQuestion,
  maxlen: maxlenQuestion,
  rope: ropeQuestion,
  rotated: rotatedQuestion,
};
