// The words the rope section's script writes (its prose is in rope.html). Numbers arrive written
// by format.js, as strings. Symbols (pos, k, shift, i, θ, Q, K, R(θ), M_k, PE(…), d_model,
// ropeDots) are names from the maths and the code, kept as they are.
import exam from "./en/exam.js";

export default {
  // Hints beside the section's number controls.
  "hint.pos": "the position of the word",
  "hint.queryPos": "the query’s position",
  "hint.k": "the offset: the key sits at pos + k",
  "hint.shift": "moves query and key along together",

  // 1. The angle dial.
  "dial.label": "Angle dial",
  "step.angle": "The angle: position times frequency",
  "step.rotated": "The point (1, 0) after the turn",
  // The angle beside the dial, in radians.
  "dial.angle": "θ = {angle} rad",
  "dial.past": "(more than a full turn: the dial shows where it ends)",
  // The dial's axis titles: dimension {dim}.
  "dial.axis": "dim {dim}",
  // The dial's description for screen readers: pair {pair} is dimensions {dim0} and {dim1}; the
  // point turns by {angle} radians to ({cos}, {sin}).
  "dial.description":
    "Angle dial: pair {pair} (dimensions {dim0} and {dim1}) at position {pos}. The point (1, 0) turns counterclockwise by θ = {angle} radians to ({cos}, {sin}).",
  "dial.text":
    "Pair {pair} is dimensions {dim0} and {dim1} of the query. At position {pos} it turns by {angle} radians; one full turn takes {wavelength} positions, the wavelength of this pair in the encoding.",

  // 2. The check: the query at pos, the key at pos + k, both moved by shift.
  "step.dot": "Query at pos = {pos}, key at pos + k = {keyPos}",
  "step.dotShifted": "Both moved by shift = {shift}: query at {query}, key at {key}",
  "step.diff": "How far apart the two are",
  "step.normQ": "Lengths: Q before and after its turn to position pos = {pos}",
  // {steps} positions (always "positions" in English, as before), direction: "back" when shift is
  // negative, "on" otherwise. {diff} is how far the two dot products are apart; {before} and
  // {after} Q's length.
  "check.text":
    "Same offset k = {k}, {steps} positions {direction, select, back {back} other {further on}}: the two dot products agree to {diff}, the rounding error of 64-bit arithmetic. And the turn left Q as long as it was: {before} before, {after} after.",

  // The plot of the score against the offset k.
  "plot.label": "Score of the rotated query and key against the offset",
  "plot.xLabel": "offset k",
  // The vertical axis: a formula.
  "plot.yLabel": "(R_pos Q)·(R_pos+k K)",
  // What one point of the plot is called in the figure's readouts.
  "plot.sampleNoun": "offset",
  // A curve's name in the legend: the query at position {pos}.
  "plot.series": "query at {pos}",
  // The mark at the offset of the check.
  "plot.mark": "k = {k}",
  // For screen readers: offsets {from} to {to}; the query at {line} (a line) and at {points}.
  "plot.description":
    "Line plot of the dot product (R_pos Q)·(R_pos+k K) against the offset k from {from} to {to}, for the query at pos = {line} (a line) and at pos = {points} (points). Where both exist they lie on top of each other.",
  // Notes under the plot when a curve is cut. {last} is the last position ropeDots computes.
  "plot.noteLeftOut":
    "The curve for the query at {pos} is left out: it needs key positions past {last}, the most ropeDots computes at d_model = {d}. The check above holds there all the same.",
  "plot.noteStarts":
    "The curve for the query at {pos} starts at offset {first}: a key cannot sit before position 0.",
  "plot.noteStops":
    "The curve for the query at {pos} stops early: ropeDots computes positions up to {last} at d_model = {d}.",
  // The plot's caption. window: "inside" when k is on the plot ({dot} is the score there),
  // "outside" otherwise; {notes} are the notes above, already written, or nothing. The space
  // before {notes} is part of each branch.
  "plot.caption":
    "Each line holds the query still and slides the key along; the horizontal axis is how far the key sits after the query. Blue line: query at {line}; orange points: query at {points} (shift = {shift}). {window, select, inside {The dashed line marks the offset k = {k} of the check above, where both read {dot}. } other {The offset k = {k} of the check lies outside this window. }}{notes}",

  // 3. The toy with RoPE. {sentence} is the reader's example sentence (not translated).
  "toy.weightsCaption": "“{sentence}” with RoPE: attention weights",
  // {zeros} of the {total} numbers in the position vectors are 0.
  "toy.positions":
    "The position vectors the core used here: {zeros, plural, one {# of {total} numbers is} other {# of {total} numbers are}} 0, so each word enters the attention as its bare embedding, exactly as in the first section.",
  // {permutation} is a list of indices; {diff} the largest difference of a weight.
  "toy.weightsText":
    "Without positions the right-hand matrix was the left one with rows and columns reordered (π = [{permutation}]). With RoPE it is not: the largest difference between the right matrix and the left one reordered is {diff}. The same two words get a different weight when they stand in different places.",
  // The rows of the comparison table: the three kinds of position information.
  "toy.kind.none": "no positions (first section)",
  "toy.kind.sinusoidal": "sinusoidal encoding, added to the input",
  "toy.kind.rope": "RoPE: queries and keys rotated",
  // The comparison table's column headers; {word} is the word followed (a token, not translated).
  "toy.head.kind": "position information",
  "toy.head.weights": "weights changed by",
  "toy.head.moved": "“{word}” moved by",
  "toy.caption":
    "“{first}” against “{second}”: the largest change in a weight (after reordering) and how far the output vector of “{word}” moved",
  "toy.text":
    "With RoPE the output of “{word}” moved by {shift} between the two sentences, where without positions it did not move at all. The model can tell who bit whom again, and nothing was added to the words to get there.",

  // 4. R(θ) beside the block of M_k. {subscript} is k written as a subscript (M₃).
  "step.block": "Block of pair i = {pair} in M{subscript}, acting on (sin, cos)",
  "step.rotation": "RoPE’s R(θ) for the same θ, acting on (x, y): the transpose",
  "step.turned":
    "R(θ) turns the pair of PE({pos}), written cosine first, into the pair of PE({target})",
  "step.direct": "The same pair computed directly",
  // {cosK} on the diagonal, {sin} and {minusSin} off it; the pair ({cosPos}, {sinPos}) of
  // position {pos} turns into ({cosTurned}, {sinTurned}), the pair of {target}.
  "relation.text":
    "The two matrices share cos θ = {cosK} on the diagonal. The block of M{subscript} has {sin} above the diagonal and {minusSin} below; R(θ) has {minusSin} above and {sin} below: one is the other transposed. Read with the cosine first, the pair ({cosPos}, {sinPos}) of position {pos} turns into ({cosTurned}, {sinTurned}), the pair of position {target} (directly: {cosDirect}, {sinDirect}).",
  // The exam's questions on this section.
  ...exam,
};
