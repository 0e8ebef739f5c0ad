// @ts-check
// Question kinds of the sections "identity" and "relative": the 2 × 2 block of Mₖ, whether the
// shift is linear, the relative dot product Σ cos(ωᵢ k), and why k and −k give the same dot.
// Every number comes from the core; the builders pick, arrange and word.
import { numberText, subscriptText, texFactor, texNumber } from "../format.js";
import { checked, paperBase } from "./coreCall.js";
import { tex, texBlock } from "./rich.js";

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
    prompt: [
      `Pair i = ${pair} of an encoding with d_model = ${d} (base ${paperBase}) turns by `,
      tex(`\\omega = ${omega}`, `ω = ${numberText(atK.omega)}`),
      ` radian per position. Fill in its 2 × 2 block of M${subscriptText(k)}, the matrix that moves the pair ${k} positions on:`,
      texBlock(
        `\\begin{pmatrix} \\sin\\omega(\\text{pos}+${k}) \\\\ \\cos\\omega(\\text{pos}+${k}) \\end{pmatrix} = ` +
          `\\begin{pmatrix} \\alpha & \\beta \\\\ \\gamma & \\delta \\end{pmatrix} ` +
          `\\begin{pmatrix} \\sin\\omega\\,\\text{pos} \\\\ \\cos\\omega\\,\\text{pos} \\end{pmatrix}`,
        `(sin ω(pos + ${k}), cos ω(pos + ${k})) = [α, β; γ, δ] · (sin ω·pos, cos ω·pos)`,
      ),
    ],
    answer: expected,
    labels: [
      "α (row 1, column 1)",
      "β (row 1, column 2)",
      "γ (row 2, column 1)",
      "δ (row 2, column 2)",
    ],
    tolerance: { abs: 0.001 },
    toleranceText: "Each entry within ±0.001 of the exact value counts as correct.",
    mistakes: [
      {
        mistake: "sign-flipped",
        answer: slips.blockSignFlipped,
        diagnosis: `This is the block of M${subscriptText(-k)}: the offset's sign is flipped, so the sines have the wrong signs and the block moves the pair ${k} positions back.`,
      },
      {
        mistake: "swapped",
        answer: slips.blockSwapped,
        diagnosis:
          "This block has sin and cos swapped: the diagonal holds cos(ωk), the corners ±sin(ωk).",
      },
      {
        mistake: "degrees",
        answer: slips.blockDegrees,
        diagnosis: "This block has ωk read in degrees: the angle ωk is in radians.",
      },
    ],
    hint: [
      "Expand sin(x + y) and cos(x + y) with x = ω·pos and y = ω·k. The numbers that multiply sin x and cos x are the entries; they contain only ω·k.",
    ],
    solution: [
      [
        "The angle added by k steps: ",
        tex(
          `\\omega k = ${omega} \\times ${k} = ${texNumber(atK.angle)}`,
          `ωk = ${numberText(atK.omega)} × ${k} = ${numberText(atK.angle)}`,
        ),
      ],
      [
        tex(
          `\\cos(\\omega k) = ${texNumber(atK.cos)}, \\quad \\sin(\\omega k) = ${texNumber(atK.sin)}`,
          `cos(ωk) = ${numberText(atK.cos)}, sin(ωk) = ${numberText(atK.sin)}`,
        ),
      ],
      [
        "Angle addition puts them in place: ",
        tex(
          `\\begin{pmatrix} \\cos\\omega k & \\sin\\omega k \\\\ -\\sin\\omega k & \\cos\\omega k \\end{pmatrix} = ${pmatrix(expected)}`,
          `[cos ωk, sin ωk; −sin ωk, cos ωk] = ${plainMatrix(expected)}`,
        ),
      ],
      [
        `Check at pos = ${pos}: directly `,
        tex(
          `\\sin\\omega(${pos}+${k}) = ${texNumber(check.sinDirect)}`,
          `sin ω(${pos} + ${k}) = ${numberText(check.sinDirect)}`,
        ),
        "; through the block ",
        tex(
          `a \\cdot ${texFactor(check.sinPos)} + b \\cdot ${texFactor(check.cosPos)} = ${texNumber(check.sinIdentity)}`,
          `a·${numberText(check.sinPos)} + b·${numberText(check.cosPos)} = ${numberText(check.sinIdentity)}`,
        ),
        ".",
      ],
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
    prompt: [
      `Fix the offset k = ${k} (d_model = ${d}, base ${paperBase}). Is PE(pos + ${k}) a linear function of PE(pos), the same function for every pos? Pick the answer with the right reason.`,
    ],
    legend: "Answer and reason",
    choices: [
      {
        correct: true,
        text: "Yes: angle addition writes sin and cos of ωᵢ(pos + k) as sin(ωᵢ pos) and cos(ωᵢ pos) times cos(ωᵢ k) and sin(ωᵢ k), so one Mₖ serves every pos.",
      },
      {
        text: "No: sin and cos are not linear functions of their angle, so PE(pos + k) cannot be a linear function of PE(pos); a matrix only describes straight lines.",
        diagnosis:
          "Sine is not linear in its angle, but the question is about the map from one vector to the next, and that map is a rotation: linear.",
      },
      {
        text: "Only roughly: sin x ≈ x for small angles, so a matrix works while ωᵢ(pos + k) stays small, and the approximation breaks down for large pos.",
        diagnosis:
          "No approximation is involved: angle addition is exact, and Mₖ works at every pos to rounding error.",
      },
      {
        text: "Yes, but the matrix must be rebuilt for each pos, since its entries contain cos(ωᵢ pos) and sin(ωᵢ pos): there is no single matrix per k.",
        diagnosis:
          "The entries are cos(ωᵢ k) and sin(ωᵢ k): k only. cos(ωᵢ pos) and sin(ωᵢ pos) are the vector the matrix acts on.",
      },
    ],
    hint: [
      "Write sin(ω(pos + k)) with the angle-addition formula, then ask which of the factors change when pos changes.",
    ],
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
      [
        `With k = ${k} fixed, cos(ωk) and sin(ωk) are constants; for pair 0 (ω = 1) they are `,
        tex(
          `\\cos ${k} = ${texNumber(pair0.cos)},\\; \\sin ${k} = ${texNumber(pair0.sin)}`,
          `cos ${k} = ${numberText(pair0.cos)}, sin ${k} = ${numberText(pair0.sin)}`,
        ),
        `. They fill the block-diagonal M${subscriptText(k)}, a linear map.`,
      ],
      [
        `The same M${subscriptText(k)} applied at pos = ${pos1} and at pos = ${pos2} gives PE(pos + ${k}) to within ${numberText(c1.maxAbsError, 3)} and ${numberText(c2.maxAbsError, 3)}: rounding error, nothing more. Sine is not linear in its angle, but the map from one vector to the next is.`,
      ],
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
    prompt: [
      `With d_model = ${d} and base ${paperBase}, compute the dot product PE(pos) · PE(pos + ${k}). ` +
        "(Any pos gives the same number; that is the point of the question.)",
    ],
    answer: m.relativeDot,
    labels: [`PE(pos) · PE(pos + ${k})`],
    tolerance: { abs: 0.001 },
    toleranceText: "Answers within ±0.001 of the exact value count as correct.",
    mistakes: [
      {
        mistake: "degrees",
        answer: m.relativeDotDegrees,
        diagnosis: "This is the sum with the angles ωᵢ k read in degrees: they are in radians.",
      },
      {
        mistake: "swapped",
        answer: m.relativeDotSin,
        diagnosis:
          "This is Σ sin(ωᵢ k): each pair gives sin·sin + cos·cos, which is the cosine of the difference, cos(ωᵢ k).",
      },
      {
        mistake: "half-d-model",
        answer: m.relativeDotHalfDModel,
        diagnosis: `This is the sum with d_model/2 = ${d / 2} in the exponent of ωᵢ instead of d_model = ${d}.`,
      },
    ],
    hint: [
      "Pair i contributes sin(a)sin(b) + cos(a)cos(b) with a = ωᵢ pos and b = ωᵢ(pos + k). Which identity turns that into something without pos?",
    ],
    solution: [
      [
        tex(
          `\\sin a\\sin b + \\cos a\\cos b = \\cos(b-a) = \\cos(\\omega_i k)`,
          "sin a·sin b + cos a·cos b = cos(b − a) = cos(ωᵢ k)",
        ),
        ": each pair contributes the cosine of its angle over k steps, and pos has gone.",
      ],
      [
        tex(
          `PE(\\text{pos})\\cdot PE(\\text{pos}+${k}) = \\sum_{i=0}^{${d / 2 - 1}} \\cos(\\omega_i\\,${k}) = ${terms
            .map((t) => texNumber(t))
            .join(" + ")
            .replace(/\+ -/g, "- ")} = ${texNumber(m.relativeDot)}`,
          `PE(pos)·PE(pos + ${k}) = Σ cos(ωᵢ·${k}) = ${terms.map((t) => numberText(t)).join(" + ")} = ${numberText(m.relativeDot)}`,
        ),
      ],
      [
        `The core's dot products of the vectors themselves: ${numberText(at(pos1))} at pos = ${pos1} and ${numberText(at(pos2))} at pos = ${pos2}. ` +
          `And for the offset −${k}: ${numberText(back.relativeDot)}, the same, because cosine is even.`,
      ],
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
    prompt: [
      `With d_model = ${d}, the core gives PE(${pos}) · PE(${pos + k}) = ${numberText(dots[pos + k])} and PE(${pos}) · PE(${pos - k}) = ${numberText(dots[pos - k])}: ` +
        "the offsets k and −k give the same number. Why?",
    ],
    legend: "The reason",
    choices: [
      {
        correct: true,
        text: "Each pair adds cos(ωᵢ k), and cosine is even: cos(−x) = cos x. So the dot product can tell how far apart two positions are, not which comes first.",
      },
      {
        text: "Sine is odd, sin(−x) = −sin x, so the sine dimensions cancel in pairs and the dot product keeps only the first dimension's value, the same for both.",
        diagnosis: `Nothing cancels: each pair gives sin·sin + cos·cos = cos(ωᵢ k). A sum of sines would be odd in k (here Σ sin(ωᵢ k) = ${numberText(sines)}).`,
      },
      {
        text: `It is a coincidence of k = ${k}: for most offsets the two dot products differ, and only multiples of a wavelength give the same number twice over.`,
        diagnosis:
          "It holds for every k: the dot product is Σ cos(ωᵢ k), and cos(−x) = cos x always.",
      },
      {
        text: `The encoding repeats with period 2k, so positions ${pos - k} and ${pos + k} get the same vector, and any vector dotted with it gives the same number.`,
        diagnosis: `PE(${pos - k}) and PE(${pos + k}) are different vectors; only their dot products with PE(${pos}) agree.`,
      },
    ],
    hint: [
      "Write the contribution of one pair to the dot product as a single cosine. What does a cosine do when its argument changes sign?",
    ],
    solution: [
      [
        tex(
          `PE(\\text{pos})\\cdot PE(\\text{pos}+k) = \\sum_i \\cos(\\omega_i k)`,
          "PE(pos)·PE(pos + k) = Σᵢ cos(ωᵢ k)",
        ),
        ", a function of k alone.",
      ],
      [
        tex(`\\cos(-\\omega_i k) = \\cos(\\omega_i k)`, "cos(−ωᵢ k) = cos(ωᵢ k)"),
        `, so k = −${k} gives the same sum: ${numberText(dots[pos - k])} = ${numberText(dots[pos + k])}.`,
      ],
      [
        "The dot product is a distance-like signal: it says how far, never which way. A model that needs before and after must get them elsewhere (the sines, through W_Q and W_K, or a causal mask).",
      ],
    ],
  };
}

export const identityKinds = {
  shift: shiftQuestion,
  linear: linearQuestion,
  relative: relativeQuestion,
  symmetry: symmetryQuestion,
};
