// @ts-check
// "Derive it yourself": the two derivations the exam tip names (the shift is linear; the
// wavelengths and the base), as six steps a reader works through. Each step is a question in
// the shape questionCard.js shows: an input checked against the core's number (type "number"
// or "matrix"), or an ordering of the argument's lines (type "order"), with a hint and the worked
// step. Every number comes from the core; fixed inputs (d_model = 8, base 10000) so that the
// finished derivation reads as one argument.
import { numberText, subscriptText, texNumber } from "../format.js";
import { checked, paperBase } from "./coreCall.js";
import { distinctMistakes } from "./check.js";
import { tex, texBlock } from "./rich.js";

const d = 8;
const abs = { abs: 0.001 };
const absText = "Within ±0.001 counts as correct.";

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

  const orderItems = [
    "Expand sin ω(pos + k) and cos ω(pos + k) with the angle-addition formulas.",
    "Notice that cos(ωk) and sin(ωk) contain k only, not pos.",
    "Write the two lines as a 2 × 2 matrix of cos(ωk) and ±sin(ωk) times (sin ω·pos, cos ω·pos).",
    "Put one such block per pair on the diagonal of one d_model × d_model matrix Mₖ.",
    "Conclude PE(pos + k) = Mₖ PE(pos) with the same Mₖ for every pos: a linear map.",
  ];
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
      title: "1. Why simple encodings fail",
      type: "number",
      labels: ["PE(500, 0)"],
      toleranceText: absText,
      ...number(far.sin, abs, [
        {
          mistake: "degrees",
          answer: farSlips.degrees,
          diagnosis: "This is sin 500 with 500 read in degrees: the angle is in radians.",
        },
        {
          mistake: "swapped",
          answer: farSlips.swapped,
          diagnosis: "This is cos 500; dimension 0 is even and holds the sine.",
        },
      ]),
      prompt: [
        "The raw index would add pos itself to a word’s vector: 500 at position 500, against word entries of about ±1. " +
          "The fraction pos/n changes with the sentence’s length, one-hot vectors make all positions equally far apart, and binary digits jump. " +
          "The sinusoidal pair 0 (ω₀ = 1) stays bounded. Compute its value at position 500, ",
        tex("PE_{(500,\\,0)} = \\sin 500", "PE(500, 0) = sin 500"),
        ".",
      ],
      hint: ["Radians: sin 500 is the sine of 500 radians, about 79.6 turns."],
      solution: [
        [
          tex(
            `PE_{(500,\\,0)} = \\sin 500 = ${texNumber(far.sin)}`,
            `PE(500, 0) = sin 500 = ${numberText(far.sin)}`,
          ),
          ": within −1..1 at any position, the same in every sentence, and smooth in pos.",
        ],
      ],
    },
    {
      id: "pair",
      title: "2. The pair (sin, cos) at one frequency",
      type: "matrix",
      labels: ["PE(3, 2) = sin", "PE(3, 3) = cos"],
      toleranceText: "Each within ±0.001 counts as correct.",
      ...number([pair.sin, pair.cos], abs, [
        {
          mistake: "swapped",
          answer: [pairSlips.swapped, pairSlipsCos.swapped],
          diagnosis: "Sin and cos are swapped: dimension 2i holds the sine, 2i + 1 the cosine.",
        },
        {
          mistake: "degrees",
          answer: [pairSlips.degrees, pairSlipsCos.degrees],
          diagnosis: "The angle was read in degrees: it is in radians.",
        },
        {
          mistake: "dimension-as-pair",
          answer: [pairSlips.dimensionAsPair, pairSlipsCos.dimensionAsPair],
          diagnosis: "This uses i = 2 and 3, the dimensions, instead of the pair index 1 for both.",
        },
      ]),
      prompt: [
        `Pair i = 1 of d_model = ${d} turns at ω₁ = 1/10000^(2/8) = ${numberText(pair.omega)} radian per position. Give its two numbers at pos = 3, dimensions 2i = 2 (sine) and 2i + 1 = 3 (cosine).`,
      ],
      hint: ["Both use the same angle θ = pos·ω₁; one takes its sine, the other its cosine."],
      solution: [
        [
          tex(
            `\\theta = 3 \\times ${texNumber(pair.omega)} = ${texNumber(pair.angle)}`,
            `θ = 3 × ${numberText(pair.omega)} = ${numberText(pair.angle)}`,
          ),
        ],
        [
          tex(
            `(\\sin\\theta, \\cos\\theta) = (${texNumber(pair.sin)}, ${texNumber(pair.cos)})`,
            `(sin θ, cos θ) = (${numberText(pair.sin)}, ${numberText(pair.cos)})`,
          ),
          ": a point on the unit circle (sin² + cos² = 1) that turns by ω₁ with each position. Pairs are the unit of the encoding; i counts them.",
        ],
      ],
    },
    {
      id: "rotation",
      title: "3. Angle addition, written as a 2 × 2 matrix",
      type: "matrix",
      labels: [
        "α (row 1, column 1)",
        "β (row 1, column 2)",
        "γ (row 2, column 1)",
        "δ (row 2, column 2)",
      ],
      toleranceText: "Each entry within ±0.001 counts as correct.",
      ...number(block, abs, [
        {
          mistake: "sign-flipped",
          answer: blockSlips.blockSignFlipped,
          diagnosis:
            "This is the block of M₋₅: the offset's sign is flipped, so the sines have the wrong signs.",
        },
        {
          mistake: "swapped",
          answer: blockSlips.blockSwapped,
          diagnosis: "Sin and cos are swapped: the diagonal holds cos(ωk).",
        },
        {
          mistake: "degrees",
          answer: blockSlips.blockDegrees,
          diagnosis: "ωk was read in degrees: it is in radians.",
        },
      ]),
      prompt: [
        `Expand sin(x + y) = sin x cos y + cos x sin y and cos(x + y) = cos x cos y − sin x sin y with x = ω₁·pos and y = ω₁·k, k = ${k}. Fill in the matrix:`,
        texBlock(
          `\\begin{pmatrix} \\sin\\omega_1(\\text{pos}+${k}) \\\\ \\cos\\omega_1(\\text{pos}+${k}) \\end{pmatrix} = \\begin{pmatrix} \\alpha & \\beta \\\\ \\gamma & \\delta \\end{pmatrix}\\begin{pmatrix} \\sin\\omega_1\\text{pos} \\\\ \\cos\\omega_1\\text{pos} \\end{pmatrix}`,
          `(sin ω₁(pos + ${k}), cos ω₁(pos + ${k})) = [α, β; γ, δ] · (sin ω₁·pos, cos ω₁·pos)`,
        ),
      ],
      hint: [`The entries are cos y and ±sin y with y = ω₁·${k} = ${numberText(atK.angle)}.`],
      solution: [
        [
          tex(
            `\\begin{pmatrix} \\cos ${texNumber(atK.angle)} & \\sin ${texNumber(atK.angle)} \\\\ -\\sin ${texNumber(atK.angle)} & \\cos ${texNumber(atK.angle)} \\end{pmatrix} = \\begin{pmatrix} ${block
              .map((v) => texNumber(v))
              .join(" & ")
              .replace(/ & (?=[^&]*&[^&]*$)/, " \\\\ ")} \\end{pmatrix}`,
            `[cos ${numberText(atK.angle)}, sin ${numberText(atK.angle)}; −sin ${numberText(atK.angle)}, cos ${numberText(atK.angle)}] = [${block
              .slice(0, 2)
              .map((v) => numberText(v))
              .join(", ")}; ${block
              .slice(2)
              .map((v) => numberText(v))
              .join(", ")}]`,
          ),
          ": a rotation, determinant cos² + sin² = 1.",
        ],
      ],
    },
    {
      id: "independent",
      title: "4. Mₖ, independent of pos",
      type: "order",
      legend: "The argument, in order",
      items: shown.map((n) => orderItems[n]),
      answer: shown.map((_, at) => shown.indexOf(at)),
      prompt: [
        "Put the argument that PE(pos + k) is a linear function of PE(pos) in order. Use the buttons to move a line up or down.",
      ],
      hint: [
        "Start from the formulas, end with the conclusion; the observation about k comes before the matrix that depends on it.",
      ],
      solution: [
        ...orderItems.map((item) => [item]),
        [
          `The core checks it with d_model = ${d}: M${subscriptText(k)} PE(3) equals PE(${3 + k}) to within ${numberText(near.maxAbsError, 2)}, and the same M${subscriptText(k)} PE(300) equals PE(${300 + k}) to within ${numberText(farCheck.maxAbsError, 2)}.`,
        ],
      ],
    },
    {
      id: "ladder",
      title: "5. The wavelength ladder, and why the base sits where it does",
      type: "number",
      labels: [`λ${subscriptText(d / 2 - 1)}`],
      toleranceText: "Within 0.1 % counts as correct.",
      ...number(slow.wavelength, { rel: 0.001 }, [
        {
          mistake: "no-two-pi",
          answer: slowSlips.divisor,
          diagnosis:
            "This is base^(2i/d_model) alone: a full turn is 2π radians, so multiply by 2π.",
        },
        {
          mistake: "half-d-model",
          answer: slowSlips.wavelengthHalfDModel,
          diagnosis: "This uses d_model/2 for d_model (or the dimension 6 as the pair index).",
        },
        {
          mistake: "degrees",
          answer: slowSlips.wavelengthDegrees,
          diagnosis: "A full turn is 2π radians, not 360.",
        },
      ]),
      prompt: [
        `The exponent 2i/d_model runs from 0 to 1 − 2/d_model, so ωᵢ runs from 1 down towards 1/base and λᵢ = 2π·base^(2i/d_model) from 2π up towards base·2π. ` +
          `With d_model = ${d} and base ${paperBase}, compute the slowest pair’s wavelength, λ${subscriptText(d / 2 - 1)}.`,
      ],
      hint: [`i = ${d / 2 - 1}, so the exponent is ${d - 2}/${d}.`],
      solution: [
        [
          tex(
            `\\lambda_{${d / 2 - 1}} = 2\\pi \\cdot 10000^{${d - 2}/${d}} = ${texNumber(slow.wavelength)}`,
            `λ${subscriptText(d / 2 - 1)} = 2π · 10000^(${d - 2}/${d}) = ${numberText(slow.wavelength)}`,
          ),
        ],
        [
          `The rungs grow by base^(2/d_model) = ${numberText(ladder.ratio)} each, from ${numberText(ladder.floor)} (2π) to just under ${numberText(ladder.ceiling)} (base·2π). ` +
            "Fast pairs tell neighbours apart; slow pairs change so little per position that they tell near from far. " +
            "The base sits in the denominator so that the frequencies fall geometrically, and it is large (10000, far longer than any sentence) so that the slowest pairs do not repeat within a text.",
        ],
      ],
    },
    {
      id: "offset",
      title: "6. The dot product depends only on the offset",
      type: "number",
      labels: [`PE(pos) · PE(pos + ${offset})`],
      toleranceText: absText,
      ...number(dotSlips.relativeDot, abs, [
        {
          mistake: "swapped",
          answer: dotSlips.relativeDotSin,
          diagnosis: "This is Σ sin(ωᵢ k): sin a sin b + cos a cos b is cos(b − a).",
        },
        {
          mistake: "degrees",
          answer: dotSlips.relativeDotDegrees,
          diagnosis: "The angles were read in degrees: they are in radians.",
        },
      ]),
      prompt: [
        `Each pair adds sin a·sin b + cos a·cos b = cos(b − a) to PE(pos) · PE(pos + k), with b − a = ωᵢ·k. With d_model = ${d}, compute the dot product for k = ${offset}: `,
        tex(`\\sum_i \\cos(\\omega_i \\cdot ${offset})`, `Σᵢ cos(ωᵢ·${offset})`),
        ".",
      ],
      hint: [`Four pairs, ω = 1, 0.1, 0.01, 0.001: add cos(${offset}·ω) for each.`],
      solution: [
        [
          tex(
            `\\sum_{i=0}^{3} \\cos(\\omega_i\\cdot ${offset}) = ${texNumber(dotSlips.relativeDot)}`,
            `Σ cos(ωᵢ·${offset}) = ${numberText(dotSlips.relativeDot)}`,
          ),
        ],
        [
          `pos has gone: the core's dot product of the vectors is ${numberText(dotsA)} at pos = 2 and ${numberText(dotsB)} at pos = 50. ` +
            "Together with step 4, that is what the encoding offers attention: relative position through linear maps.",
        ],
      ],
    },
  ];
}
