// @ts-check
// The exam's questions on this section (kinds "shift", "linear"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import {
  integerText as int,
  matrixText,
  numberText,
  subscriptText,
  texFactor,
  texNumber,
} from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex, texBlock } from "../../js/exam/rich.js";
import { choiceOptions } from "../../js/exam/choiceOptions.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

const pmatrix = (e) =>
  `\\begin{pmatrix} ${texNumber(e[0])} & ${texNumber(e[1])} \\\\ ${texNumber(e[2])} & ${texNumber(e[3])} \\end{pmatrix}`;

const plainMatrix = (e) =>
  matrixText([
    [numberText(e[0]), numberText(e[1])],
    [numberText(e[2]), numberText(e[3])],
  ]);

// Fill in the 2 × 2 block of Mₖ for a given ω and k. (Draws: d, i, k, pos.)
function shiftQuestion(random, core) {
  const d = random.pick([4, 8]);
  // Pairs 0 to 2 at most: a slower pair turns so little in 12 steps that its block is nearly
  // the identity, and rounding to 3 decimals would hide the question.
  const pair = random.int(0, Math.min(2, d / 2 - 1));
  const k = random.int(2, 12);
  const pos = random.int(0, 20);
  const m = checked(core.shiftMatrix(k, d, paperBase));
  const atK = checked(core.peValue(k, pair, d, paperBase));
  const check = checked(core.shiftIdentity(pos, k, pair, d, paperBase));
  const slips = checked(core.examMistakes(pos, 2 * pair, k, d, paperBase));
  const r = atK.dimSin;
  const entry = (row, col) => m.data[(r + row) * d + r + col];
  const expected = [entry(0, 0), entry(0, 1), entry(1, 0), entry(1, 1)];
  const omega = texNumber(atK.omega);
  return {
    params: { d, base: paperBase, i: pair, k, omega: atK.omega },
    prompt: rich("q.shift.prompt", {
      pair: int(pair),
      d: int(d),
      base: int(paperBase),
      omega: tex(`\\omega = ${omega}`, `ω = ${numberText(atK.omega)}`),
      kSub: subscriptText(k),
      k: int(k),
      maths: texBlock(
        `\\begin{pmatrix} \\sin\\omega(\\text{pos}+${k}) \\\\ \\cos\\omega(\\text{pos}+${k}) \\end{pmatrix} = ` +
          `\\begin{pmatrix} \\alpha & \\beta \\\\ \\gamma & \\delta \\end{pmatrix} ` +
          `\\begin{pmatrix} \\sin\\omega\\,\\text{pos} \\\\ \\cos\\omega\\,\\text{pos} \\end{pmatrix}`,
        `(sin ω(pos + ${k}), cos ω(pos + ${k})) = [α, β; γ, δ] · (sin ω·pos, cos ω·pos)`,
      ),
    }),
    answer: expected,
    labels: ["alpha", "beta", "gamma", "delta"].map((entry) => t(`q.shift.${entry}`)),
    tolerance: { abs: 0.001 },
    toleranceText: t("q.shift.tolerance"),
    mistakes: [
      {
        mistake: "sign-flipped",
        answer: slips.blockSignFlipped,
        diagnosis: t("q.shift.signFlipped", { minusSub: subscriptText(-k), k: int(k) }),
      },
      {
        mistake: "swapped",
        answer: slips.blockSwapped,
        diagnosis: t("q.shift.swapped"),
      },
      {
        mistake: "degrees",
        answer: slips.blockDegrees,
        diagnosis: t("q.shift.degrees"),
      },
    ],
    hint: rich("q.shift.hint"),
    solution: [
      rich("q.shift.angle", {
        maths: tex(
          `\\omega k = ${omega} \\times ${k} = ${texNumber(atK.angle)}`,
          `ωk = ${numberText(atK.omega)} × ${k} = ${numberText(atK.angle)}`,
        ),
      }),
      [
        tex(
          `\\cos(\\omega k) = ${texNumber(atK.cos)}, \\quad \\sin(\\omega k) = ${texNumber(atK.sin)}`,
          `cos(ωk) = ${numberText(atK.cos)}, sin(ωk) = ${numberText(atK.sin)}`,
        ),
      ],
      rich("q.shift.inPlace", {
        maths: tex(
          `\\begin{pmatrix} \\cos\\omega k & \\sin\\omega k \\\\ -\\sin\\omega k & \\cos\\omega k \\end{pmatrix} = ${pmatrix(expected)}`,
          `[cos ωk, sin ωk; −sin ωk, cos ωk] = ${plainMatrix(expected)}`,
        ),
      }),
      rich("q.shift.check", {
        pos: int(pos),
        direct: tex(
          `\\sin\\omega(${pos}+${k}) = ${texNumber(check.sinDirect)}`,
          `sin ω(${pos} + ${k}) = ${numberText(check.sinDirect)}`,
        ),
        block: tex(
          `a \\cdot ${texFactor(check.sinPos)} + b \\cdot ${texFactor(check.cosPos)} = ${texNumber(check.sinIdentity)}`,
          `a·${numberText(check.sinPos)} + b·${numberText(check.cosPos)} = ${numberText(check.sinIdentity)}`,
        ),
      }),
    ],
  };
}

// Is PE(pos + k) a linear function of PE(pos)? The answer with its reason.
function linearQuestion(random, core) {
  const d = random.pick([8, 16, 32, 64]);
  const k = random.int(2, 40);
  const pos1 = random.int(0, 50);
  const pos2 = pos1 + random.int(100, 900);
  const c1 = checked(core.shiftCheck(pos1, k, d, paperBase));
  const c2 = checked(core.shiftCheck(pos2, k, d, paperBase));
  const pair0 = checked(core.peValue(k, 0, d, paperBase));
  return {
    params: { d, base: paperBase, k, pos: [pos1, pos2] },
    prompt: rich("q.linear.prompt", { k: int(k), d: int(d), base: int(paperBase) }),
    legend: t("q.linear.legend"),
    choices: choiceOptions(t, "q.linear", "yes", ["no", "roughly", "rebuilt"]),
    hint: rich("q.linear.hint"),
    solution: [
      [
        tex(
          `\\sin\\omega(\\text{pos}+k) = \\cos(\\omega k)\\,\\sin(\\omega\\,\\text{pos}) + \\sin(\\omega k)\\,\\cos(\\omega\\,\\text{pos})`,
          "sin ω(pos + k) = cos(ωk)·sin(ω·pos) + sin(ωk)·cos(ω·pos)",
        ),
      ],
      [
        tex(
          `\\cos\\omega(\\text{pos}+k) = -\\sin(\\omega k)\\,\\sin(\\omega\\,\\text{pos}) + \\cos(\\omega k)\\,\\cos(\\omega\\,\\text{pos})`,
          "cos ω(pos + k) = −sin(ωk)·sin(ω·pos) + cos(ωk)·cos(ω·pos)",
        ),
      ],
      rich("q.linear.constants", {
        k: int(k),
        kSub: subscriptText(k),
        maths: tex(
          `\\cos ${k} = ${texNumber(pair0.cos)},\\; \\sin ${k} = ${texNumber(pair0.sin)}`,
          `cos ${k} = ${numberText(pair0.cos)}, sin ${k} = ${numberText(pair0.sin)}`,
        ),
      }),
      rich("q.linear.check", {
        kSub: subscriptText(k),
        pos1: int(pos1),
        pos2: int(pos2),
        k: int(k),
        error1: numberText(c1.maxAbsError, 3),
        error2: numberText(c2.maxAbsError, 3),
      }),
    ],
  };
}

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { shift: shiftQuestion, linear: linearQuestion };
