// The exam's questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js.
export default {
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
