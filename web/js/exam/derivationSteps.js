// @ts-check
// "Derive it yourself": the two derivations the exam tip names (the shift is linear; the
// wavelengths and the base), as six steps a reader works through. Each step is a question in
// the shape questionCard.js shows: an input checked against the core's number (type "number"
// or "matrix"), or an ordering of the argument's lines (type "order"), with a hint and the worked
// step. Every number comes from the core; fixed inputs (d_model = 8, base 10000) so that the
// finished derivation reads as one argument.
import {
  integerText,
  matrixText,
  numberText,
  pairSeparator,
  subscriptText,
  texNumber,
  texSeparator,
} from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { checked, paperBase } from "./coreCall.js";
import { distinctMistakes } from "./check.js";
import { tex, texBlock } from "./rich.js";
import { rich } from "./richMessage.js";

const d = 8;
const abs = { abs: 0.001 };

/** @param {import("pe-core").PeCore} core */
export function derivationSteps(core) {
  // Step 1: bounded numbers.
  const far = checked(core.peValue(500, 0, d, paperBase));
  const farSlips = checked(core.examMistakes(500, 0, 0, d, paperBase));
  // Step 2: one pair at one frequency.
  const pair = checked(core.peValue(3, 1, d, paperBase));
  const pairSlips = checked(core.examMistakes(3, 2, 0, d, paperBase));
  const pairSlipsCos = checked(core.examMistakes(3, 3, 0, d, paperBase));
  // Step 3: angle addition as a matrix, pair 1, k = 5.
  const k = 5;
  const atK = checked(core.peValue(k, 1, d, paperBase));
  const matrix = checked(core.shiftMatrix(k, d, paperBase));
  const block = [
    matrix.data[2 * d + 2],
    matrix.data[2 * d + 3],
    matrix.data[3 * d + 2],
    matrix.data[3 * d + 3],
  ];
  const blockSlips = checked(core.examMistakes(3, 2, k, d, paperBase));
  // Step 4: Mₖ at two positions.
  const near = checked(core.shiftCheck(3, k, d, paperBase));
  const farCheck = checked(core.shiftCheck(300, k, d, paperBase));
  // Step 5: the ladder.
  const ladder = checked(core.wavelengthLadder(64, d, paperBase));
  const slow = checked(core.peValue(0, d / 2 - 1, d, paperBase));
  const slowSlips = checked(core.examMistakes(0, d - 2, 0, d, paperBase));
  // Step 6: the dot product at two positions, offset 4.
  const offset = 4;
  const dotsA = checked(core.relativeDots(2 + offset + 1, d, paperBase, 2)).data[2 + offset];
  const dotsB = checked(core.relativeDots(50 + offset + 1, d, paperBase, 50)).data[50 + offset];
  const dotSlips = checked(core.examMistakes(0, 0, offset, d, paperBase));

  const absText = t("derive.within");
  const orderItems = ["expand", "notice", "matrix", "blocks", "conclude"].map((line) =>
    t(`derive.independent.${line}`),
  );
  // Shown in a fixed scrambled order; the reader puts them right.
  const shown = [2, 4, 0, 3, 1];

  const number = (answer, tolerance, mistakes) => ({
    answer,
    tolerance,
    mistakes: distinctMistakes(mistakes, answer, tolerance),
  });

  return [
    {
      id: "simple",
      title: t("derive.simple.title"),
      type: "number",
      labels: [t("derive.simple.label")],
      toleranceText: absText,
      ...number(far.sin, abs, [
        {
          mistake: "degrees",
          answer: farSlips.degrees,
          diagnosis: t("derive.simple.degrees"),
        },
        {
          mistake: "swapped",
          answer: farSlips.swapped,
          diagnosis: t("derive.simple.swapped"),
        },
      ]),
      prompt: rich("derive.simple.prompt", {
        maths: tex(
          `PE_{(500${texSeparator()}\\,0)} = \\sin 500`,
          `PE(500${pairSeparator()}0) = sin 500`,
        ),
      }),
      hint: rich("derive.simple.hint"),
      solution: [
        rich("derive.simple.solution", {
          maths: tex(
            `PE_{(500${texSeparator()}\\,0)} = \\sin 500 = ${texNumber(far.sin)}`,
            `PE(500${pairSeparator()}0) = sin 500 = ${numberText(far.sin)}`,
          ),
        }),
      ],
    },
    {
      id: "pair",
      title: t("derive.pair.title"),
      type: "matrix",
      labels: [t("derive.pair.labelSin"), t("derive.pair.labelCos")],
      toleranceText: t("derive.pair.within"),
      ...number([pair.sin, pair.cos], abs, [
        {
          mistake: "swapped",
          answer: [pairSlips.swapped, pairSlipsCos.swapped],
          diagnosis: t("derive.pair.swapped"),
        },
        {
          mistake: "degrees",
          answer: [pairSlips.degrees, pairSlipsCos.degrees],
          diagnosis: t("derive.pair.degrees"),
        },
        {
          mistake: "dimension-as-pair",
          answer: [pairSlips.dimensionAsPair, pairSlipsCos.dimensionAsPair],
          diagnosis: t("derive.pair.dimensionAsPair"),
        },
      ]),
      prompt: rich("derive.pair.prompt", { d: integerText(d), omega: numberText(pair.omega) }),
      hint: rich("derive.pair.hint"),
      solution: [
        [
          tex(
            `\\theta = 3 \\times ${texNumber(pair.omega)} = ${texNumber(pair.angle)}`,
            `θ = 3 × ${numberText(pair.omega)} = ${numberText(pair.angle)}`,
          ),
        ],
        rich("derive.pair.solution", {
          maths: tex(
            `(\\sin\\theta${texSeparator()} \\cos\\theta) = (${texNumber(pair.sin)}${texSeparator()} ${texNumber(pair.cos)})`,
            `(sin θ${pairSeparator()}cos θ) = (${numberText(pair.sin)}${pairSeparator()}${numberText(pair.cos)})`,
          ),
        }),
      ],
    },
    {
      id: "rotation",
      title: t("derive.rotation.title"),
      type: "matrix",
      labels: ["alpha", "beta", "gamma", "delta"].map((entry) => t(`derive.rotation.${entry}`)),
      toleranceText: t("derive.rotation.within"),
      ...number(block, abs, [
        {
          mistake: "sign-flipped",
          answer: blockSlips.blockSignFlipped,
          diagnosis: t("derive.rotation.signFlipped"),
        },
        {
          mistake: "swapped",
          answer: blockSlips.blockSwapped,
          diagnosis: t("derive.rotation.swapped"),
        },
        {
          mistake: "degrees",
          answer: blockSlips.blockDegrees,
          diagnosis: t("derive.rotation.degrees"),
        },
      ]),
      prompt: rich("derive.rotation.prompt", {
        k: integerText(k),
        maths: texBlock(
          `\\begin{pmatrix} \\sin\\omega_1(\\text{pos}+${k}) \\\\ \\cos\\omega_1(\\text{pos}+${k}) \\end{pmatrix} = \\begin{pmatrix} \\alpha & \\beta \\\\ \\gamma & \\delta \\end{pmatrix}\\begin{pmatrix} \\sin\\omega_1\\text{pos} \\\\ \\cos\\omega_1\\text{pos} \\end{pmatrix}`,
          `(sin ω₁(pos + ${k}), cos ω₁(pos + ${k})) = [α, β; γ, δ] · (sin ω₁·pos, cos ω₁·pos)`,
        ),
      }),
      hint: rich("derive.rotation.hint", { k: integerText(k), angle: numberText(atK.angle) }),
      solution: [
        rich("derive.rotation.solution", {
          maths: tex(
            `\\begin{pmatrix} \\cos ${texNumber(atK.angle)} & \\sin ${texNumber(atK.angle)} \\\\ -\\sin ${texNumber(atK.angle)} & \\cos ${texNumber(atK.angle)} \\end{pmatrix} = \\begin{pmatrix} ${block
              .map((v) => texNumber(v))
              .join(" & ")
              .replace(/ & (?=[^&]*&[^&]*$)/, " \\\\ ")} \\end{pmatrix}`,
            `${matrixText([
              [`cos ${numberText(atK.angle)}`, `sin ${numberText(atK.angle)}`],
              [`−sin ${numberText(atK.angle)}`, `cos ${numberText(atK.angle)}`],
            ])} = ${matrixText([
              block.slice(0, 2).map((v) => numberText(v)),
              block.slice(2).map((v) => numberText(v)),
            ])}`,
          ),
        }),
      ],
    },
    {
      id: "independent",
      title: t("derive.independent.title"),
      type: "order",
      legend: t("derive.independent.legend"),
      items: shown.map((n) => orderItems[n]),
      answer: shown.map((_, at) => shown.indexOf(at)),
      prompt: rich("derive.independent.prompt"),
      hint: rich("derive.independent.hint"),
      solution: [
        ...orderItems.map((item) => [item]),
        rich("derive.independent.check", {
          d: integerText(d),
          kSub: subscriptText(k),
          nearTo: integerText(3 + k),
          nearError: numberText(near.maxAbsError, 2),
          farTo: integerText(300 + k),
          farError: numberText(farCheck.maxAbsError, 2),
        }),
      ],
    },
    {
      id: "ladder",
      title: t("derive.ladder.title"),
      type: "number",
      labels: [`λ${subscriptText(d / 2 - 1)}`],
      toleranceText: t("derive.ladder.within"),
      ...number(slow.wavelength, { rel: 0.001 }, [
        {
          mistake: "no-two-pi",
          answer: slowSlips.divisor,
          diagnosis: t("derive.ladder.noTwoPi"),
        },
        {
          mistake: "half-d-model",
          answer: slowSlips.wavelengthHalfDModel,
          diagnosis: t("derive.ladder.halfDModel"),
        },
        {
          mistake: "degrees",
          answer: slowSlips.wavelengthDegrees,
          diagnosis: t("derive.ladder.degrees"),
        },
      ]),
      prompt: rich("derive.ladder.prompt", {
        d: integerText(d),
        base: integerText(paperBase),
        lastSub: subscriptText(d / 2 - 1),
      }),
      hint: rich("derive.ladder.hint", {
        pair: integerText(d / 2 - 1),
        top: integerText(d - 2),
        d: integerText(d),
      }),
      solution: [
        [
          tex(
            `\\lambda_{${d / 2 - 1}} = 2\\pi \\cdot 10000^{${d - 2}/${d}} = ${texNumber(slow.wavelength)}`,
            `λ${subscriptText(d / 2 - 1)} = 2π · 10000^(${d - 2}/${d}) = ${numberText(slow.wavelength)}`,
          ),
        ],
        rich("derive.ladder.solution", {
          ratio: numberText(ladder.ratio),
          floor: numberText(ladder.floor),
          ceiling: numberText(ladder.ceiling),
        }),
      ],
    },
    {
      id: "offset",
      title: t("derive.offset.title"),
      type: "number",
      labels: [t("derive.offset.label", { offset: integerText(offset) })],
      toleranceText: absText,
      ...number(dotSlips.relativeDot, abs, [
        {
          mistake: "swapped",
          answer: dotSlips.relativeDotSin,
          diagnosis: t("derive.offset.swapped"),
        },
        {
          mistake: "degrees",
          answer: dotSlips.relativeDotDegrees,
          diagnosis: t("derive.offset.degrees"),
        },
      ]),
      prompt: rich("derive.offset.prompt", {
        d: integerText(d),
        offset: integerText(offset),
        maths: tex(`\\sum_i \\cos(\\omega_i \\cdot ${offset})`, `Σᵢ cos(ωᵢ·${offset})`),
      }),
      hint: rich("derive.offset.hint", { offset: integerText(offset) }),
      solution: [
        [
          tex(
            `\\sum_{i=0}^{3} \\cos(\\omega_i\\cdot ${offset}) = ${texNumber(dotSlips.relativeDot)}`,
            `Σ cos(ωᵢ·${offset}) = ${numberText(dotSlips.relativeDot)}`,
          ),
        ],
        rich("derive.offset.solution", { atA: numberText(dotsA), atB: numberText(dotsB) }),
      ],
    },
  ];
}
