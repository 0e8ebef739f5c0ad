// The exam's questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js.
export default {
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
};
