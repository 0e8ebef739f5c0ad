// "Derive it yourself" (derivationSteps.js, guidedDerivation.js): six steps, each a statement,
// a hint, the worked step and the diagnoses of common slips. {maths} is a formula (typeset).
export default {
  // error: the core's refusal.
  "derive.refused": "The core refused the derivation: {error}",
  "derive.whole": "The whole derivation",
  "derive.showWhole": "Show the whole derivation",
  "derive.print": "Print the derivation",
  // done, total: steps (numbers written by format.js); all: "yes" when every step is done.
  "derive.status":
    "{done} of {total} steps done.{all, select, yes { The whole derivation is below.} other {}}",
  "derive.within": "Within ±0.001 counts as correct.",

  "derive.simple.title": "1. Why simple encodings fail",
  "derive.simple.label": "PE(500, 0)",
  "derive.simple.degrees": "This is sin 500 with 500 read in degrees: the angle is in radians.",
  "derive.simple.swapped": "This is cos 500; dimension 0 is even and holds the sine.",
  "derive.simple.prompt":
    "The raw index would add pos itself to a word’s vector: 500 at position 500, against word entries of about ±1. The fraction pos/n changes with the sentence’s length, one-hot vectors make all positions equally far apart, and binary digits jump. The sinusoidal pair 0 (ω₀ = 1) stays bounded. Compute its value at position 500, {maths}.",
  "derive.simple.hint": "Radians: sin 500 is the sine of 500 radians, about 79.6 turns.",
  "derive.simple.solution":
    "{maths}: within −1..1 at any position, the same in every sentence, and smooth in pos.",

  "derive.pair.title": "2. The pair (sin, cos) at one frequency",
  "derive.pair.labelSin": "PE(3, 2) = sin",
  "derive.pair.labelCos": "PE(3, 3) = cos",
  "derive.pair.within": "Each within ±0.001 counts as correct.",
  "derive.pair.swapped": "Sin and cos are swapped: dimension 2i holds the sine, 2i + 1 the cosine.",
  "derive.pair.degrees": "The angle was read in degrees: it is in radians.",
  "derive.pair.dimensionAsPair":
    "This uses i = 2 and 3, the dimensions, instead of the pair index 1 for both.",
  // d: d_model; omega: ω₁ (numbers written by format.js).
  "derive.pair.prompt":
    "Pair i = 1 of d_model = {d} turns at ω₁ = 1/10000^(2/8) = {omega} radian per position. Give its two numbers at pos = 3, dimensions 2i = 2 (sine) and 2i + 1 = 3 (cosine).",
  "derive.pair.hint":
    "Both use the same angle θ = pos·ω₁; one takes its sine, the other its cosine.",
  "derive.pair.solution":
    "{maths}: a point on the unit circle (sin² + cos² = 1) that turns by ω₁ with each position. Pairs are the unit of the encoding; i counts them.",

  "derive.rotation.title": "3. Angle addition, written as a 2 × 2 matrix",
  "derive.rotation.alpha": "α (row 1, column 1)",
  "derive.rotation.beta": "β (row 1, column 2)",
  "derive.rotation.gamma": "γ (row 2, column 1)",
  "derive.rotation.delta": "δ (row 2, column 2)",
  "derive.rotation.within": "Each entry within ±0.001 counts as correct.",
  "derive.rotation.signFlipped":
    "This is the block of M₋₅: the offset's sign is flipped, so the sines have the wrong signs.",
  "derive.rotation.swapped": "Sin and cos are swapped: the diagonal holds cos(ωk).",
  "derive.rotation.degrees": "ωk was read in degrees: it is in radians.",
  // k: the offset; maths: the matrix equation (a block of its own).
  "derive.rotation.prompt":
    "Expand sin(x + y) = sin x cos y + cos x sin y and cos(x + y) = cos x cos y − sin x sin y with x = ω₁·pos and y = ω₁·k, k = {k}. Fill in the matrix:{maths}",
  // angle: ω₁·k (written by format.js).
  "derive.rotation.hint": "The entries are cos y and ±sin y with y = ω₁·{k} = {angle}.",
  "derive.rotation.solution": "{maths}: a rotation, determinant cos² + sin² = 1.",

  "derive.independent.title": "4. Mₖ, independent of pos",
  "derive.independent.legend": "The argument, in order",
  "derive.independent.expand":
    "Expand sin ω(pos + k) and cos ω(pos + k) with the angle-addition formulas.",
  "derive.independent.notice": "Notice that cos(ωk) and sin(ωk) contain k only, not pos.",
  "derive.independent.matrix":
    "Write the two lines as a 2 × 2 matrix of cos(ωk) and ±sin(ωk) times (sin ω·pos, cos ω·pos).",
  "derive.independent.blocks":
    "Put one such block per pair on the diagonal of one d_model × d_model matrix Mₖ.",
  "derive.independent.conclude":
    "Conclude PE(pos + k) = Mₖ PE(pos) with the same Mₖ for every pos: a linear map.",
  "derive.independent.prompt":
    "Put the argument that PE(pos + k) is a linear function of PE(pos) in order. Use the buttons to move a line up or down.",
  "derive.independent.hint":
    "Start from the formulas, end with the conclusion; the observation about k comes before the matrix that depends on it.",
  // kSub: k in subscript digits; nearTo, farFrom, farTo: positions; the errors by format.js.
  "derive.independent.check":
    "The core checks it with d_model = {d}: M{kSub} PE(3) equals PE({nearTo}) to within {nearError}, and the same M{kSub} PE(300) equals PE({farTo}) to within {farError}.",

  "derive.ladder.title": "5. The wavelength ladder, and why the base sits where it does",
  "derive.ladder.within": "Within 0.1 % counts as correct.",
  "derive.ladder.noTwoPi":
    "This is base^(2i/d_model) alone: a full turn is 2π radians, so multiply by 2π.",
  "derive.ladder.halfDModel":
    "This uses d_model/2 for d_model (or the dimension 6 as the pair index).",
  "derive.ladder.degrees": "A full turn is 2π radians, not 360.",
  // d, base: numbers; lastSub: the slowest pair's index in subscript digits.
  "derive.ladder.prompt":
    "The exponent 2i/d_model runs from 0 to 1 − 2/d_model, so ωᵢ runs from 1 down towards 1/base and λᵢ = 2π·base^(2i/d_model) from 2π up towards base·2π. With d_model = {d} and base {base}, compute the slowest pair’s wavelength, λ{lastSub}.",
  // pair: the slowest pair's index; top/d: the exponent.
  "derive.ladder.hint": "i = {pair}, so the exponent is {top}/{d}.",
  // ratio, floor, ceiling: numbers written by format.js.
  "derive.ladder.solution":
    "The rungs grow by base^(2/d_model) = {ratio} each, from {floor} (2π) to just under {ceiling} (base·2π). Fast pairs tell neighbours apart; slow pairs change so little per position that they tell near from far. The base sits in the denominator so that the frequencies fall geometrically, and it is large (10000, far longer than any sentence) so that the slowest pairs do not repeat within a text.",

  "derive.offset.title": "6. The dot product depends only on the offset",
  // offset: the offset k.
  "derive.offset.label": "PE(pos) · PE(pos + {offset})",
  "derive.offset.swapped": "This is Σ sin(ωᵢ k): sin a sin b + cos a cos b is cos(b − a).",
  "derive.offset.degrees": "The angles were read in degrees: they are in radians.",
  "derive.offset.prompt":
    "Each pair adds sin a·sin b + cos a·cos b = cos(b − a) to PE(pos) · PE(pos + k), with b − a = ωᵢ·k. With d_model = {d}, compute the dot product for k = {offset}: {maths}.",
  "derive.offset.hint": "Four pairs, ω = 1, 0.1, 0.01, 0.001: add cos({offset}·ω) for each.",
  // atA, atB: the dot products (format.js) at positions 2 and 50.
  "derive.offset.solution":
    "pos has gone: the core's dot product of the vectors is {atA} at pos = 2 and {atB} at pos = 50. Together with step 4, that is what the encoding offers attention: relative position through linear maps.",
};
