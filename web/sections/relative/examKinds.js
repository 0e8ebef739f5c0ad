// @ts-check
// The exam's questions on this section (kinds "relative", "symmetry"; web/js/exam/kinds.js lists every kind).
// Each builder draws its numbers from `random` (the kind's own stream of the seed) and asks the
// core for every number it shows or expects; it only picks and words, with this section's
// messages (strings/en/exam.js).
import { integerText as int, numberText, texNumber } from "../../js/format.js";
import { checked, paperBase } from "../../js/exam/coreCall.js";
import { tex } from "../../js/exam/rich.js";
import { toleranceWords } from "../../js/exam/examSteps.js";
import { richFrom } from "../../js/exam/richMessage.js";
import { t, nodes } from "./strings.js";

const rich = richFrom(nodes);

// PE(pos) · PE(pos + k) = Σᵢ cos(ωᵢ k), the same at every pos.
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
    toleranceText: toleranceWords("abs3"),
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

// Why PE(pos) · PE(pos + k) = PE(pos) · PE(pos − k).
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

/** The builders of this section's kinds, by kind (web/js/exam/generate.js). */
export const questionBuilders = { relative: relativeQuestion, symmetry: symmetryQuestion };
