// The exam's questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js.
export default {
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
};
