// @ts-check
// Question kinds of the sections "identity" and "relative": the 2 × 2 block of Mₖ, whether the
// shift is linear, the relative dot product Σ cos(ωᵢ k), and why k and −k give the same dot.
// Every number comes from the core; the builders pick, arrange and word.
import { integerText as int, numberText, subscriptText, texFactor, texNumber } from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { checked, paperBase } from "./coreCall.js";
import { tex, texBlock } from "./rich.js";
import { rich } from "./richMessage.js";

const pmatrix = (e) =>
  `\\begin{pmatrix} ${texNumber(e[0])} & ${texNumber(e[1])} \\\\ ${texNumber(e[2])} & ${texNumber(e[3])} \\end{pmatrix}`;
const plainMatrix = (e) =>
  `[${numberText(e[0])}, ${numberText(e[1])}; ${numberText(e[2])}, ${numberText(e[3])}]`;

// 1. Fill in the 2 × 2 block of Mₖ for a given ω and k. (Draws: d, i, k, pos.)
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

// 2. Is PE(pos + k) a linear function of PE(pos)? The answer with its reason.
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
    choices: [
      { correct: true, text: t("q.linear.yes") },
      ...["no", "roughly", "rebuilt"].map((choice) => ({
        text: t(`q.linear.${choice}`),
        diagnosis: t(`q.linear.${choice}Diagnosis`),
      })),
    ],
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

// 3. PE(pos) · PE(pos + k) = Σᵢ cos(ωᵢ k), the same at every pos.
function relativeQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const k = random.int(1, 20);
  const pos1 = random.int(0, 30);
  const pos2 = pos1 + random.int(5, 60);
  const m = checked(core.examMistakes(pos1, 0, k, d, paperBase));
  const back = checked(core.examMistakes(pos1, 0, -k, d, paperBase));
  const at = (pos) => checked(core.relativeDots(pos + k + 1, d, paperBase, pos)).data[pos + k];
  const terms = Array.from(
    { length: d / 2 },
    (_, i) => checked(core.peValue(k, i, d, paperBase)).cos,
  );
  return {
    params: { d, base: paperBase, k, pos: [pos1, pos2] },
    prompt: rich("q.relative.prompt", { d: int(d), base: int(paperBase), k: int(k) }),
    answer: m.relativeDot,
    labels: [t("q.relative.label", { k: int(k) })],
    tolerance: { abs: 0.001 },
    toleranceText: t("q.tolerance.abs3"),
    mistakes: [
      {
        mistake: "degrees",
        answer: m.relativeDotDegrees,
        diagnosis: t("q.relative.degrees"),
      },
      {
        mistake: "swapped",
        answer: m.relativeDotSin,
        diagnosis: t("q.relative.swapped"),
      },
      {
        mistake: "half-d-model",
        answer: m.relativeDotHalfDModel,
        diagnosis: t("q.relative.halfDModel", { half: int(d / 2), d: int(d) }),
      },
    ],
    hint: rich("q.relative.hint"),
    solution: [
      rich("q.relative.each", {
        maths: tex(
          `\\sin a\\sin b + \\cos a\\cos b = \\cos(b-a) = \\cos(\\omega_i k)`,
          "sin a·sin b + cos a·cos b = cos(b − a) = cos(ωᵢ k)",
        ),
      }),
      [
        tex(
          `PE(\\text{pos})\\cdot PE(\\text{pos}+${k}) = \\sum_{i=0}^{${d / 2 - 1}} \\cos(\\omega_i\\,${k}) = ${terms
            .map((term) => texNumber(term))
            .join(" + ")
            .replace(/\+ -/g, "- ")} = ${texNumber(m.relativeDot)}`,
          `PE(pos)·PE(pos + ${k}) = Σ cos(ωᵢ·${k}) = ${terms.map((term) => numberText(term)).join(" + ")} = ${numberText(m.relativeDot)}`,
        ),
      ],
      rich("q.relative.core", {
        at1: numberText(at(pos1)),
        pos1: int(pos1),
        at2: numberText(at(pos2)),
        pos2: int(pos2),
        k: int(k),
        back: numberText(back.relativeDot),
      }),
    ],
  };
}

// 4. Why PE(pos) · PE(pos + k) = PE(pos) · PE(pos − k).
function symmetryQuestion(random, core) {
  const d = random.pick([8, 16, 32]);
  const k = random.int(2, 25);
  const pos = random.int(k, 60);
  const dots = checked(core.relativeDots(pos + k + 1, d, paperBase, pos)).data;
  const sines = checked(core.examMistakes(pos, 0, k, d, paperBase)).relativeDotSin;
  return {
    params: { d, base: paperBase, k, pos },
    prompt: rich("q.symmetry.prompt", {
      d: int(d),
      pos: int(pos),
      ahead: int(pos + k),
      behind: int(pos - k),
      dotAhead: numberText(dots[pos + k]),
      dotBehind: numberText(dots[pos - k]),
    }),
    legend: t("q.symmetry.legend"),
    choices: [
      { correct: true, text: t("q.symmetry.even") },
      {
        text: t("q.symmetry.odd"),
        diagnosis: t("q.symmetry.oddDiagnosis", { sines: numberText(sines) }),
      },
      {
        text: t("q.symmetry.coincidence", { k: int(k) }),
        diagnosis: t("q.symmetry.coincidenceDiagnosis"),
      },
      {
        text: t("q.symmetry.period", { behind: int(pos - k), ahead: int(pos + k) }),
        diagnosis: t("q.symmetry.periodDiagnosis", {
          behind: int(pos - k),
          ahead: int(pos + k),
          pos: int(pos),
        }),
      },
    ],
    hint: rich("q.symmetry.hint"),
    solution: [
      rich("q.symmetry.sum", {
        maths: tex(
          `PE(\\text{pos})\\cdot PE(\\text{pos}+k) = \\sum_i \\cos(\\omega_i k)`,
          "PE(pos)·PE(pos + k) = Σᵢ cos(ωᵢ k)",
        ),
      }),
      rich("q.symmetry.same", {
        maths: tex(`\\cos(-\\omega_i k) = \\cos(\\omega_i k)`, "cos(−ωᵢ k) = cos(ωᵢ k)"),
        k: int(k),
        dotBehind: numberText(dots[pos - k]),
        dotAhead: numberText(dots[pos + k]),
      }),
      rich("q.symmetry.signal"),
    ],
  };
}

export const identityKinds = {
  shift: shiftQuestion,
  linear: linearQuestion,
  relative: relativeQuestion,
  symmetry: symmetryQuestion,
};
