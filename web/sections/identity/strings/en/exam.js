// The exam's questions on this section (examKinds.js).
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
};
