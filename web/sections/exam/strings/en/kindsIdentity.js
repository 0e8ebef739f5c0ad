// Questions of the sections "identity" and "relative" (kindsIdentity.js).
// {maths} is a formula (typeset); numbers arrive written by format.js; kSub: k in subscript digits.
export default {
  // shift: the 2 × 2 block of Mₖ. omega: the formula ω = …; k: the offset.
  "q.shift.prompt":
    "Pair i = {pair} of an encoding with d_model = {d} (base {base}) turns by {omega} radian per position. Fill in its 2 × 2 block of M{kSub}, the matrix that moves the pair {k} positions on:{maths}",
  "q.shift.alpha": "α (row 1, column 1)",
  "q.shift.beta": "β (row 1, column 2)",
  "q.shift.gamma": "γ (row 2, column 1)",
  "q.shift.delta": "δ (row 2, column 2)",
  "q.shift.tolerance": "Each entry within ±0.001 of the exact value counts as correct.",
  // minusSub: −k in subscript digits.
  "q.shift.signFlipped":
    "This is the block of M{minusSub}: the offset's sign is flipped, so the sines have the wrong signs and the block moves the pair {k} positions back.",
  "q.shift.swapped":
    "This block has sin and cos swapped: the diagonal holds cos(ωk), the corners ±sin(ωk).",
  "q.shift.degrees": "This block has ωk read in degrees: the angle ωk is in radians.",
  "q.shift.hint":
    "Expand sin(x + y) and cos(x + y) with x = ω·pos and y = ω·k. The numbers that multiply sin x and cos x are the entries; they contain only ω·k.",
  "q.shift.angle": "The angle added by k steps: {maths}",
  "q.shift.inPlace": "Angle addition puts them in place: {maths}",
  // direct, block: formulas.
  "q.shift.check": "Check at pos = {pos}: directly {direct}; through the block {block}.",

  // linear: is the shift linear?
  "q.linear.prompt":
    "Fix the offset k = {k} (d_model = {d}, base {base}). Is PE(pos + {k}) a linear function of PE(pos), the same function for every pos? Pick the answer with the right reason.",
  "q.linear.legend": "Answer and reason",
  "q.linear.yes":
    "Yes: angle addition writes sin and cos of ωᵢ(pos + k) as sin(ωᵢ pos) and cos(ωᵢ pos) times cos(ωᵢ k) and sin(ωᵢ k), so one Mₖ serves every pos.",
  "q.linear.no":
    "No: sin and cos are not linear functions of their angle, so PE(pos + k) cannot be a linear function of PE(pos); a matrix only describes straight lines.",
  "q.linear.noDiagnosis":
    "Sine is not linear in its angle, but the question is about the map from one vector to the next, and that map is a rotation: linear.",
  "q.linear.roughly":
    "Only roughly: sin x ≈ x for small angles, so a matrix works while ωᵢ(pos + k) stays small, and the approximation breaks down for large pos.",
  "q.linear.roughlyDiagnosis":
    "No approximation is involved: angle addition is exact, and Mₖ works at every pos to rounding error.",
  "q.linear.rebuilt":
    "Yes, but the matrix must be rebuilt for each pos, since its entries contain cos(ωᵢ pos) and sin(ωᵢ pos): there is no single matrix per k.",
  "q.linear.rebuiltDiagnosis":
    "The entries are cos(ωᵢ k) and sin(ωᵢ k): k only. cos(ωᵢ pos) and sin(ωᵢ pos) are the vector the matrix acts on.",
  "q.linear.hint":
    "Write sin(ω(pos + k)) with the angle-addition formula, then ask which of the factors change when pos changes.",
  "q.linear.constants":
    "With k = {k} fixed, cos(ωk) and sin(ωk) are constants; for pair 0 (ω = 1) they are {maths}. They fill the block-diagonal M{kSub}, a linear map.",
  // pos1, pos2: positions; error1, error2: the largest errors there.
  "q.linear.check":
    "The same M{kSub} applied at pos = {pos1} and at pos = {pos2} gives PE(pos + {k}) to within {error1} and {error2}: rounding error, nothing more. Sine is not linear in its angle, but the map from one vector to the next is.",

  // relative: the relative dot product.
  "q.relative.prompt":
    "With d_model = {d} and base {base}, compute the dot product PE(pos) · PE(pos + {k}). (Any pos gives the same number; that is the point of the question.)",
  "q.relative.label": "PE(pos) · PE(pos + {k})",
  "q.relative.degrees":
    "This is the sum with the angles ωᵢ k read in degrees: they are in radians.",
  "q.relative.swapped":
    "This is Σ sin(ωᵢ k): each pair gives sin·sin + cos·cos, which is the cosine of the difference, cos(ωᵢ k).",
  "q.relative.halfDModel":
    "This is the sum with d_model/2 = {half} in the exponent of ωᵢ instead of d_model = {d}.",
  "q.relative.hint":
    "Pair i contributes sin(a)sin(b) + cos(a)cos(b) with a = ωᵢ pos and b = ωᵢ(pos + k). Which identity turns that into something without pos?",
  "q.relative.each":
    "{maths}: each pair contributes the cosine of its angle over k steps, and pos has gone.",
  // at1, at2: the core's dot products at pos1, pos2; back: at the offset −k.
  "q.relative.core":
    "The core's dot products of the vectors themselves: {at1} at pos = {pos1} and {at2} at pos = {pos2}. And for the offset −{k}: {back}, the same, because cosine is even.",

  // symmetry: why k and −k look alike. ahead, behind: positions pos + k, pos − k; dotAhead,
  // dotBehind: the dot products.
  "q.symmetry.prompt":
    "With d_model = {d}, the core gives PE({pos}) · PE({ahead}) = {dotAhead} and PE({pos}) · PE({behind}) = {dotBehind}: the offsets k and −k give the same number. Why?",
  "q.symmetry.legend": "The reason",
  "q.symmetry.even":
    "Each pair adds cos(ωᵢ k), and cosine is even: cos(−x) = cos x. So the dot product can tell how far apart two positions are, not which comes first.",
  "q.symmetry.odd":
    "Sine is odd, sin(−x) = −sin x, so the sine dimensions cancel in pairs and the dot product keeps only the first dimension's value, the same for both.",
  // sines: Σ sin(ωᵢ k).
  "q.symmetry.oddDiagnosis":
    "Nothing cancels: each pair gives sin·sin + cos·cos = cos(ωᵢ k). A sum of sines would be odd in k (here Σ sin(ωᵢ k) = {sines}).",
  "q.symmetry.coincidence":
    "It is a coincidence of k = {k}: for most offsets the two dot products differ, and only multiples of a wavelength give the same number twice over.",
  "q.symmetry.coincidenceDiagnosis":
    "It holds for every k: the dot product is Σ cos(ωᵢ k), and cos(−x) = cos x always.",
  "q.symmetry.period":
    "The encoding repeats with period 2k, so positions {behind} and {ahead} get the same vector, and any vector dotted with it gives the same number.",
  "q.symmetry.periodDiagnosis":
    "PE({behind}) and PE({ahead}) are different vectors; only their dot products with PE({pos}) agree.",
  "q.symmetry.hint":
    "Write the contribution of one pair to the dot product as a single cosine. What does a cosine do when its argument changes sign?",
  "q.symmetry.sum": "{maths}, a function of k alone.",
  "q.symmetry.same": "{maths}, so k = −{k} gives the same sum: {dotBehind} = {dotAhead}.",
  "q.symmetry.signal":
    "The dot product is a distance-like signal: it says how far, never which way. A model that needs before and after must get them elsewhere (the sines, through W_Q and W_K, or a causal mask).",
};
