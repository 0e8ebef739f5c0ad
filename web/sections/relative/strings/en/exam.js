// The exam's questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js; kSub: k in subscript digits.
export default {
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
