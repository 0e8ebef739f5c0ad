// Questions of the sections "formula", "wavelengths" and "matrix" (kindsEncoding.js).
// {maths} is a formula (typeset); numbers arrive written by format.js.
export default {
  // Shared by the question kinds.
  "q.tolerance.abs3": "Answers within ±0.001 of the exact value count as correct.",
  "q.tolerance.rel": "Answers within 0.1 % of the exact value count as correct.",
  "q.step.exponent": "Exponent: {maths}",
  "q.step.frequency": "Frequency: {maths}",
  "q.step.angle": "Angle, in radians: {maths}",
  "q.step.value": "Value: {maths}",
  // fn: "sine" or "cosine".
  "q.fn": "{fn, select, sine {sine} other {cosine}}",

  // The common slips of PE(pos, j). dim: the dimension j; pair: its pair index i.
  "q.slip.dimensionAsPair":
    "This is PE computed with i = {dim}, the dimension, instead of the pair index {pair}.",
  "q.slip.degrees":
    "This is PE with the angle read in degrees: the calculator was in degree mode. The angle pos·ωᵢ is in radians.",
  // twoI: 2i; d: d_model.
  "q.slip.twoDropped":
    "This is PE computed with base^(i/d_model): the 2 of 2i was dropped from the exponent (it should be {twoI}/{d}).",
  // fn: the function the answer used ("sine" or "cosine"), right: the one it should have used;
  // parity: "even" or "odd".
  "q.slip.swapped":
    "This is the {fn, select, sine {sine} other {cosine}} of the right angle: sin and cos are swapped. Dimension j = {dim} is {parity, select, even {even} other {odd}}, so it holds the {right, select, sine {sine} other {cosine}}.",
  "q.slip.halfDModel":
    "This is PE computed with d_model/2 = {half} in the exponent instead of d_model = {d}.",
  // at: the position used; pos: the right one.
  "q.slip.offByOne":
    "This is PE at position {at}: the position is off by one (positions count from 0, and this one is {pos}).",

  // simple: what goes wrong with a simpler encoding. n: the sentence's length.
  "q.simple.raw.name": "the raw index pos itself, added to every dimension",
  "q.simple.raw.text":
    "Its numbers grow without bound: position 500 adds 500 to word vectors whose entries are about ±1, and drowns them.",
  "q.simple.fraction.name": "the fraction pos/n of the sentence’s length n (here n = {n})",
  "q.simple.fraction.text":
    "The same position gets a different number in sentences of different lengths, so position 3 means nothing fixed.",
  "q.simple.onehot.name": "a one-hot vector, a 1 in dimension pos and 0 elsewhere",
  "q.simple.onehot.text":
    "All positions are equally far apart, so nothing says 3 is nearer 4 than 40; it also needs one dimension per position.",
  "q.simple.binary.name": "the binary digits of pos, one bit per dimension",
  "q.simple.binary.text":
    "Its values jump between 0 and 1, so neighbouring positions such as 7 and 8 can differ in every bit at once.",
  // name: one of the q.simple.*.name; text: its flaw.
  "q.simple.prompt": "A first idea for a position encoding is {name}. What is wrong with it?",
  "q.simple.legend": "What goes wrong",
  "q.simple.other": "That is true of another encoding ({name}), not of this one.",
  "q.simple.hint":
    "Ask three things of an encoding: are its numbers bounded, does a position mean the same in every sentence, and are nearby positions near?",
  "q.simple.flaw": "The flaw of {name}: {text}",
  // bounded, same: formulas.
  "q.simple.sinusoidal":
    "The sinusoidal encoding answers all three. Its numbers stay in −1..1 at any position: {bounded}. It does not depend on the length: {same} in every sentence.",
  "q.simple.near": "And nearby positions are near: with d_model = 8, {maths}.",

  // value: one value of PE. d, base, pos, dim: its inputs.
  "q.value.prompt":
    "An encoding has d_model = {d} and base {base}. Compute {maths}, the number in dimension j = {dim} at position pos = {pos}.",
  "q.value.label": "PE({pos}, {dim})",
  // parity: "even" or "odd"; fn: "sine" or "cosine".
  "q.value.hint":
    "Dimension j = {dim} is {parity, select, even {even} other {odd}}, so it holds the {fn, select, sine {sine} other {cosine}} of pair i = ⌊{dim}/2⌋ = {pair}. Divide pos by base^(2i/d_model) to get the angle, then take its {fn, select, sine {sine} other {cosine}} in radians.",
  "q.value.which":
    "Dimension j = {dim} = {fn, select, sine {2i} other {2i + 1}} with i = {pair}: the {fn, select, sine {sine} other {cosine}} of pair {pair}.",

  // speed: the fastest or slowest dimension. want: "fastest" or "slowest".
  "q.speed.prompt":
    "In an encoding with d_model = {d} and base {base}, which of these dimensions oscillates {want, select, fastest {fastest} other {slowest}} as the position grows?",
  "q.speed.legend": "The {want, select, fastest {fastest} other {slowest}} dimension",
  // dim: the dimension, padded with a figure space to two digits.
  "q.speed.option": "dimension j = {dim}",
  // lambda: this dimension's wavelength; correct, correctLambda: the right dimension's.
  "q.speed.diagnosis":
    "Dimension j = {dim} belongs to pair i = {pair}, with λ = {lambda}: {want, select, fastest {longer} other {shorter}} than λ = {correctLambda} of dimension j = {correct}. Only the pair index counts, and small i turns fast.",
  "q.speed.hint":
    "Only the pair index i = ⌊j/2⌋ matters: a sine and its cosine turn together. The frequency ωᵢ = 1/base^(2i/d_model) shrinks as i grows, so small i turns fast and large i slowly.",
  "q.speed.step":
    "Dimension j = {dim} ({fn, select, sine {sine} other {cosine}} of pair i = {pair}): {maths}",
  "q.speed.answer":
    "The {want, select, fastest {fastest} other {slowest}} is dimension j = {correct}: it has the {want, select, fastest {largest} other {smallest}} ω and so the {want, select, fastest {shortest} other {longest}} wavelength (positions per full turn).",

  // wavelength: one pair's wavelength. sin, cos: the pair's dimensions.
  "q.wavelength.prompt":
    "With d_model = {d} and base {base}, how many positions does pair i = {pair} (dimensions j = {sin} and {cos}) take to turn once all the way round? That is its wavelength {maths}.",
  // half: d_model/2; twoI: 2i.
  "q.wavelength.halfDModel":
    "This is 2π·base^(4i/d_model): either d_model/2 = {half} was used for d_model, or the dimension 2i = {twoI} was used as the pair index {pair}.",
  "q.wavelength.twoDropped":
    "This is 2π·base^(i/d_model): the 2 of 2i was dropped from the exponent.",
  "q.wavelength.degrees":
    "This takes a full turn as 360: that is degrees. The angle pos·ωᵢ is in radians, and a full turn is 2π.",
  "q.wavelength.noTwoPi":
    "This is base^(2i/d_model) = 1/ω_{pair}, the divisor: the factor 2π of a full turn is missing.",
  "q.wavelength.omega":
    "This is ω_{pair}, the frequency (radians per position). The wavelength is 2π/ωᵢ.",
  "q.wavelength.hint":
    "A full turn is 2π radians and each position adds ωᵢ radians, so the wavelength is 2π/ωᵢ = 2π · base^(2i/d_model).",
  "q.wavelength.divisor": "Divisor: {maths}",
  "q.wavelength.wavelength": "Wavelength: {maths} positions.",

  // base: the ratio of the wavelength ladder.
  "q.base.prompt":
    "With d_model = {d} and base {base}, the wavelengths λ₀, λ₁, … form a geometric ladder. By what factor is each wavelength longer than the one before, {maths}?",
  "q.base.halfDModel": "This is base^(4/d_model): d_model/2 = {half} was used for d_model = {d}.",
  "q.base.twoDropped": "This is base^(1/d_model): the 2 of 2i was dropped from the exponent.",
  "q.base.hint":
    "Write λᵢ = 2π·base^(2i/d_model) and λ_(i+1) = 2π·base^(2(i+1)/d_model), and divide: the 2π and most of the power cancel.",
  // start, top: formulas; ceiling: base·2π.
  "q.base.ends":
    "The ladder starts at {start} whatever the base, and climbs to {top}, just under base·2π = {ceiling}.",
  // larger: ten times the base; lastSub: the slowest pair's index in subscript digits;
  // slowest, ratio: with the larger base; n: positions; repeating: pairs that repeat within them;
  // pairs: d_model/2.
  "q.base.larger":
    "So the base sets the top of the ladder: base {larger} would make the slowest pair λ{lastSub} = {slowest} and each rung {ratio} times the one before, while λ₀ stays 2π. A larger base lets the slow pairs tell apart positions much further apart; within {n} positions, {repeating} of the {pairs} pairs repeat with base {base}.",

  // layout: the concatenated layout. half: d_model/2; halfLast: d_model/2 − 1; col: the column.
  "q.layout.prompt":
    "Many tutorials lay PE out concatenated: all {half} sines first (columns 0 to {halfLast}), then all {half} cosines. With d_model = {d} and base {base}, what number stands in column {col} of row pos = {pos} in that layout?",
  "q.layout.label": "column {col}, pos {pos}",
  "q.layout.interleaved":
    "This is the number in column {col} of the interleaved layout (the paper's dimension j = {col}). In the concatenated layout, column {col} holds dimension j = {dim}.",
  // fn: the function the answer used; half: "first" (the sines) or "second".
  "q.layout.swapped":
    "This is the {fn, select, sine {sine} other {cosine}} of pair {pair}: column {col} is in the {half, select, first {first (sine)} other {second (cosine)}} half.",
  "q.layout.degrees":
    "This is the right entry with its angle read in degrees: the angle pos·ωᵢ is in radians.",
  "q.layout.hint":
    "In the concatenated layout, column c < d_model/2 is the sine of pair i = c, and column c ≥ d_model/2 the cosine of pair i = c − d_model/2.",
  // fn: "sine" (the column is in the first half) or "cosine".
  "q.layout.which":
    "Column {col} is {fn, select, sine {below d_model/2 = {half}: the sine of pair i = {pair}} other {at or past d_model/2 = {half}: the cosine of pair i = {col} − {half} = {pair}}}, which the paper's interleaved layout keeps in dimension j = {dim}.",
  "q.layout.value":
    "Value: {maths}. The two layouts hold the same numbers; only the order of the columns differs, a fixed permutation that a model's first matrix can undo.",
};
