// The section "identity": what its script writes (the prose is in identity.html). Numbers arrive
// written by format.js; Mₖ, PE(…), pos, k, ωᵢ and d_model are symbols and stay as written
// ({mk}: M with k as a subscript, "M₃").
import exam from "./en/exam.js";

export default {
  "control.posHint": "the starting position",
  "control.kHint": "the offset, from −pos up",

  // Names of the derivation's steps.
  "step.numbers": "The four numbers the identity needs",
  "step.sinDirect": "Sine, directly",
  "step.sinIdentity": "Sine, through the identity",
  "step.cosDirect": "Cosine, directly",
  "step.cosIdentity": "Cosine, through the identity",
  "step.error": "How far apart the two ways are (the larger of the two differences)",

  // The rotation table and the check tables (their legends, row and column headings).
  "rotation.legend": "entry",
  "rotation.rowHeading": "to",
  "rotation.colHeading": "from",
  "rotation.caption": "Pair i = {i}, offset k = {k}: the 2 × 2 rotation",
  "rotation.rowSin": "sin ωᵢ(pos+k)",
  "rotation.rowCos": "cos ωᵢ(pos+k)",
  "rotation.colSin": "sin ωᵢ·pos",
  "rotation.colCos": "cos ωᵢ·pos",

  // The heatmap of Mₖ.
  "matrix.label": "Shift matrix Mₖ",
  "matrix.rowName": "row",
  "matrix.colName": "column",
  "matrix.legend": "entry of Mₖ",
  // {d}: d_model; the label of the radio button that shows the whole matrix.
  "matrix.viewAll": "all {d} dimensions",
  // {size}: the corner's side; {last}: size − 1; {lastPair}: size/2 − 1; {d}: d_model.
  "matrix.corner":
    "Showing the top-left {size} × {size} corner of {mk} (dimensions 0 to {last}, pairs 0 to {lastPair}) of the full {d} × {d} matrix. The rest of the diagonal continues the same way, one 2 × 2 block per pair, and every other entry is 0.",
  "matrix.whole":
    "Showing all of {mk}: {d} × {d} entries, one 2 × 2 block per pair on the diagonal, and 0 everywhere else.",

  // The readout of the cell under the cursor. {row}, {col}: its place; {value}: its entry;
  // {pair}, {colPair}: the pairs of its row and column.
  "cell.outside":
    "Row {row}, column {col}: {value}. This is outside the 2 × 2 blocks: dimension {row} of PE(pos + k) (pair {pair}) takes nothing from dimension {col} (pair {colPair}). Each pair turns on its own.",
  // {entry}: which function of the angle it is (cos, sin, minusSin); {omega}: ω with the pair as a subscript.
  "cell.inBlock":
    "Row {row}, column {col}: {value}, in the block of pair {pair}: the {entry, select, sin {sine} minusSin {minus the sine} other {cosine}} of {omega}·k, which depends on k but not on pos.",

  // The determinant. {k}: the offset; {det}, {gap}: the determinant and |det − 1|.
  "det.exact":
    "For pair i = {i} and k = {k} the core’s determinant is exactly 1. A reflection would give −1, so this block is a rotation, and so is every other block of {mk}.",
  "det.rounded":
    "For pair i = {i} and k = {k} the core’s determinant is {det}: +1 up to 64-bit rounding (|det − 1| = {gap}). A reflection would give −1, so this block is a rotation, and so is every other block of {mk}.",

  // The check at two positions.
  "check.noSecond":
    "No second position here: with k = {k}, pos + k ≥ 0 leaves only pos = {pos} within the limit of {top}.",
  "check.rowHeading": "dim",
  "check.colHeading": "vector",
  "check.legend": "value",
  "check.caption": "pos = {pos}, k = {k}",
  "check.rowSin": "{dim} sin",
  "check.rowCos": "{dim} cos",
  // Column heads: PE(pos), Mₖ PE(pos), PE(pos + k) ({shifted}: pos + k).
  "check.colPe": "PE({pos})",
  "check.colMk": "{mk} PE({pos})",
  "check.colShifted": "PE({shifted})",
  // {dims}: rows shown; {d}: d_model; {error}: the largest difference.
  "check.text":
    "First {dims} of {d} dimensions. Over all {d}, the largest difference between {mk} PE({pos}) and PE({shifted}) is {error}.",
  // {pos0}, {pos1}: the two positions; {shifted0}, {shifted1}: each plus k; {error}: the larger difference.
  "check.both":
    "The same matrix {mk} turned PE({pos0}) into PE({shifted0}) and PE({pos1}) into PE({shifted1}), to within {error}, the rounding error of 64-bit arithmetic (it grows with the size of the angles). It was built from k alone; it never saw pos.",
  "refusal.wholeMatrix": "The whole Mₖ cannot be drawn for these settings: {refusal}",
  "refusal.noCheck": "No check at pos = {pos}: {refusal}",
  // The exam's questions on this section.
  ...exam,
};
