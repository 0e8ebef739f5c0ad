// @ts-check
// The exam's questions on this section (kinds "rope", "rotated", "ropeproof"; web/js/exam/kinds.js
// lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import {
  integerText as int,
  numberListText,
  numberText,
  quoted,
  subscriptText,
  texNumber,
} from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex, texBlock } from "../../js/exam/rich.js";
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

// A guided proof that RoPE's score depends only on the offset k, with one step left out (drawn
// from the seed): the reader picks the step that fills the gap, against the usual slips. The query
// Q is at pos and the key K at pos + k (k may be negative: the key before the query). Every number
// in the worked solution and the diagnoses is the core's (ropeCheck of the page's fixed Q and K).
const proofGaps = ["transpose", "inverse", "compose", "conclude"];
// The wrong options of each gap: the slips readers make at that step.
const proofSlips = {
  transpose: ["plain", "symmetric", "sum"],
  inverse: ["symmetric", "plain", "other"],
  compose: ["sum", "flipped", "product"],
  conclude: ["absolute", "values", "none"],
};

function ropeProofQuestion(random, core) {
  const d = random.pick([8, 16, 32]);
  const pos = random.int(1, 30);
  // The key's position pos + k, never pos itself.
  let key = random.int(1, 39);
  if (key >= pos) key += 1;
  const shift = random.int(5, 200);
  const gap = random.pick(proofGaps);
  const k = key - pos;
  // The core's score of its fixed Q at `query` and K at `keyAt`; turned(angle) = Qᵀ R_angle K, the
  // score of Q at 0 and K at angle (or Q at −angle and K at 0: only the offset counts).
  const score = (query, keyAt) => checked(core.ropeCheck(query, keyAt, 0, d, paperBase)).dot;
  const turned = (angle) => score(Math.max(0, -angle), Math.max(0, angle));
  const c = checked(core.ropeCheck(pos, key, shift, d, paperBase));
  const dots = {
    offset: turned(k),
    plain: turned(0),
    sum: turned(pos + key),
    flipped: turned(-k),
    product: turned(-pos * key),
  };
  // R with its angle in positions: "R₁₀" in text, R_{10} in TeX.
  const R = (angle) => `R${subscriptText(angle)}`;
  const texR = (angle) => `R_{${angle}}`;
  const Qt = "Q^{\\mathsf T}";
  const lines = {
    start: [`(${texR(pos)}Q)^{\\mathsf T}(${texR(key)}K)`, `(${R(pos)} Q)ᵀ(${R(key)} K)`],
    transpose: [`${Qt}${texR(pos)}^{\\mathsf T}${texR(key)}K`, `Qᵀ ${R(pos)}ᵀ ${R(key)} K`],
    inverse: [`${Qt}${texR(-pos)}${texR(key)}K`, `Qᵀ ${R(-pos)} ${R(key)} K`],
    compose: [`${Qt}${texR(k)}K`, `Qᵀ ${R(k)} K`],
  };
  // The lines the wrong options put in the gap (conclude's options are sentences).
  const slipLines = {
    plain: "Qᵀ K",
    symmetric: `Qᵀ ${R(pos)} ${R(key)} K`,
    sum: `Qᵀ ${R(pos + key)} K`,
    other: `Qᵀ ${R(pos)} ${R(-key)} K`,
    flipped: `Qᵀ ${R(-k)} K`,
    product: `Qᵀ ${R(-pos * key)} K`,
  };
  const number = (x) => numberText(x, 6);
  const args = {
    pos: int(pos),
    key: int(key),
    offset: int(k),
    distance: int(Math.abs(k)),
    sum: int(pos + key),
    flippedOffset: int(-k),
    product: int(-pos * key),
    Rpos: R(pos),
    Rkey: R(key),
    Rminus: R(-pos),
    Roffset: R(k),
    Rflipped: R(-k),
    Rsum: R(pos + key),
    Rproduct: R(-pos * key),
    score: number(c.dot),
    plainDot: number(dots.plain),
    sumDot: number(dots.sum),
    flippedDot: number(dots.flipped),
    productDot: number(dots.product),
  };
  const prefix = `q.ropeproof.${gap}`;
  const lineOf = (name) =>
    gap === "conclude" ? "" : name === "right" ? lines[gap][1] : slipLines[name];
  const choices = [
    { correct: true, text: t(`${prefix}.right`, { ...args, line: lineOf("right") }) },
    ...proofSlips[gap].map((slip) => ({
      text: t(`${prefix}.${slip}`, { ...args, line: lineOf(slip) }),
      diagnosis: t(`${prefix}.${slip}Diagnosis`, args),
    })),
  ];
  // The proof as the prompt shows it: three lines of equations, then what follows; the gap a box.
  const box = ["\\boxed{\\;?\\;}", "[ ? ]"];
  const shown = (step) => (step === gap ? box : lines[step]);
  const equations = ["transpose", "inverse", "compose"].map(shown);
  const proof = texBlock(
    `\\begin{aligned} ${lines.start[0]} &= ${equations[0][0]} && (1)\\\\ &= ${equations[1][0]} && (2)\\\\ &= ${equations[2][0]} && (3) \\end{aligned}`,
    `${lines.start[1]} = ${equations[0][1]}   (1)\n= ${equations[1][1]}   (2)\n= ${equations[2][1]}   (3)`,
  );
  const step = proofGaps.indexOf(gap) + 1;
  // Step (4), what the equations give, then the question.
  const conclusion =
    gap === "conclude"
      ? rich("q.ropeproof.concludeGap", { maths: tex(box[0], box[1]) })
      : rich("q.ropeproof.concluded", { offset: int(k), step: int(step) });
  // Both positions moved on by the same shift.
  const moved = [
    `(${texR(pos + shift)}Q)^{\\mathsf T}(${texR(key + shift)}K)`,
    `(${R(pos + shift)} Q)ᵀ(${R(key + shift)} K)`,
  ];
  return {
    // m and n: the positions of Q and K under the names the pinned tests and the oracle read.
    params: { d, base: paperBase, m: pos, n: key, shift, gap },
    prompt: [
      ...rich("q.ropeproof.prompt", {
        pos: int(pos),
        key: int(key),
        d: int(d),
        base: int(paperBase),
        maths: proof,
      }),
      ...conclusion,
    ],
    legend: t("q.ropeproof.legend", { step: int(step) }),
    choices,
    hint: rich(`${prefix}.hint`, args),
    solution: [
      rich("q.ropeproof.missing", { step: int(step) }),
      rich("q.ropeproof.step.transpose", {
        ...args,
        maths: tex(
          `${lines.start[0]} = ${lines.transpose[0]}`,
          `${lines.start[1]} = ${lines.transpose[1]}`,
        ),
      }),
      rich("q.ropeproof.step.inverse", {
        ...args,
        maths: tex(
          `${lines.transpose[0]} = ${lines.inverse[0]}`,
          `${lines.transpose[1]} = ${lines.inverse[1]}`,
        ),
      }),
      rich("q.ropeproof.step.compose", {
        ...args,
        maths: tex(
          `${lines.inverse[0]} = ${lines.compose[0]}`,
          `${lines.inverse[1]} = ${lines.compose[1]}`,
        ),
      }),
      rich("q.ropeproof.step.conclude", {
        ...args,
        shift: int(shift),
        maths: tex(
          `${moved[0]} = ${Qt}R_{(${key}+${shift})-(${pos}+${shift})}K = ${lines.compose[0]}`,
          `${moved[1]} = Qᵀ R_((${key}+${shift})−(${pos}+${shift})) K = ${lines.compose[1]}`,
        ),
      }),
      rich("q.ropeproof.check", {
        d: int(d),
        shift: int(shift),
        before: tex(
          `${lines.start[0]} = ${texNumber(c.dot, 8)}`,
          `${lines.start[1]} = ${numberText(c.dot, 8)}`,
        ),
        after: tex(
          `${moved[0]} = ${texNumber(c.dotShifted, 8)}`,
          `${moved[1]} = ${numberText(c.dotShifted, 8)}`,
        ),
        offsetDot: tex(
          `${lines.compose[0]} = ${texNumber(dots.offset, 8)}`,
          `${lines.compose[1]} = ${numberText(dots.offset, 8)}`,
        ),
        diff: numberText(c.absDiff, 2),
      }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = {
  rope: ropeQuestion,
  rotated: rotatedQuestion,
  ropeproof: ropeProofQuestion,
};
