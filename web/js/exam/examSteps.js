// @ts-check
// Steps and wordings shared by the exam's encoding questions (the sections formula, wavelengths
// and matrix): the exponent, frequency and angle of a peValue result, the tolerance sentences, and
// the name of sin or cos for a message's `select`. Their messages are the exam's (strings/en/steps.js).
import { numberText, subscriptText, texNumber, texPowerBase } from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { tex } from "./rich.js";
import { rich } from "./richMessage.js";

/** "sine" or "cosine", the value of a message's `{fn, select, …}`. @param {boolean} isSine */
export const fnName = (isSine) => (isSine ? "sine" : "cosine");

/** The sentence that says how close an answer must be. @param {"abs3" | "rel"} kind */
export const toleranceWords = (kind) => t(`q.tolerance.${kind}`);

// Made when asked for, so that the text is in the page's language (chosen as the page starts).
export const abs3 = () => ({
  tolerance: { abs: 0.001 },
  toleranceText: toleranceWords("abs3"),
});

// The exponent 2i/d_model of a peValue result.
export function exponentStep(v, d) {
  return rich("q.step.exponent", {
    maths: tex(
      `\\frac{2i}{d_{\\text{model}}} = \\frac{${v.dimSin}}{${d}} = ${texNumber(v.exponent)}`,
      `2i/d_model = ${v.dimSin}/${d} = ${numberText(v.exponent)}`,
    ),
  });
}

// The steps from pos and pair i to the angle, shared by the value-like kinds.
export function angleSteps(v, pos, d, base) {
  return [
    exponentStep(v, d),
    rich("q.step.frequency", {
      maths: tex(
        `\\omega_{${v.dimSin / 2}} = \\frac{1}{${texPowerBase(base)}^{${texNumber(v.exponent)}}} = \\frac{1}{${texNumber(v.divisor)}} = ${texNumber(v.omega)}`,
        `ω${subscriptText(v.dimSin / 2)} = 1/${numberText(base)}^${numberText(v.exponent)} = 1/${numberText(v.divisor)} = ${numberText(v.omega)}`,
      ),
    }),
    rich("q.step.angle", {
      maths: tex(
        `\\theta = \\text{pos}\\cdot\\omega = ${pos} \\times ${texNumber(v.omega)} = ${texNumber(v.angle)}`,
        `θ = pos·ω = ${pos} × ${numberText(v.omega)} = ${numberText(v.angle)}`,
      ),
    }),
  ];
}

/** The last step of a value: "Value: PE(pos, j) = …". @param {import("./rich.js").MathPiece} maths */
export const valueStep = (maths) => rich("q.step.value", { maths });
