// The words the learned section's script writes (its prose is in learned.html). Numbers arrive
// written by format.js, as strings; `max_len` and `d_model` are names from the code, kept as they are.
import exam from "./en/exam.js";

export default {
  // Hints beside the section's number controls.
  "hint.pos": "the position to look up; try one past 15",
  "hint.n": "rows drawn (at least max_len)",
  "hint.d": "vector size, even",

  // The two heatmaps: their names, axis titles and colour legend.
  "map.learned": "Learned position table",
  "map.formula": "Sinusoidal position table",
  "map.rowName": "position",
  "map.colName": "dimension",
  "map.legend": "value",
  // A cell of the learned table past its last row: there is no value.
  "cell.noRow": "no row",

  // The readout of the cell the reader points at. {value} is the cell's number.
  "cell.learned":
    "Learned table (the seeded stand-in), position {row}, dimension {col}: {value}. A free parameter: here a pseudo-random number; in a trained model, whatever training left there, which usually ends up close to its neighbours.",
  // {fn} is sin or cos (a symbol, not translated); {omega} the pair's frequency.
  "cell.formula":
    "Formula, position {row}, dimension {col}: {fn}({row} × {omega}) = {value}. Defined for every position.",

  // Caption of the learned heatmap. {maxLen} rows, positions 0 to {last}, {d} numbers each;
  // grey: "none" (no row drawn past the table), "one" (only row {maxLen} is past it) or "many"
  // (rows {maxLen} to {lastRow} are past it).
  "caption.learned":
    "The stand-in for a learned table: {maxLen} rows (positions 0 to {last}) of {d} seeded pseudo-random numbers, independent of each other, not trained. {grey, select, one {Row {maxLen} is grey: there is nothing there to look up.} many {Rows {maxLen} to {lastRow} are grey: there is nothing there to look up.} other {There is no row after these.}}",
  // Caption of the formula's heatmap: positions 0 to {last}; {next} is the row after the last.
  "caption.formula":
    "The formula’s table for positions 0 to {last}, d_model = {d}, base {base}: every row is computed, and row {next} would be too.",

  // The two row tables: their captions, row and column headings and legend.
  "row.heading": "dim",
  "row.colHeading": "table",
  "row.legend": "value",
  "row.formulaCaption": "PE({pos}) from the formula",
  "row.formulaColumn": "formula",
  "row.learnedCaption": "Row {pos} of the learned table",
  "row.learnedColumn": "learned",
  // Below the row tables; {dims} of the {d} dimensions are shown.
  "row.inside":
    "Position {pos} is inside both tables (the first {dims} of {d} dimensions shown). The learned row is the stand-in’s seeded noise (in a trained model, whatever training left there); the formula’s row is sin and cos of {pos} times each pair’s frequency. Either one is added to the word’s embedding in the same way.",
  // {last} is the learned table's last row, {maxLen} its number of rows.
  "row.past":
    "Position {pos} is past the learned table’s last row, {last}: a lookup has nothing to return, and a model built this way cannot take a sequence longer than {maxLen} tokens at all. The formula just evaluates sin and cos at {pos} (the first {dims} of {d} dimensions shown).",

  // Past the training length. {target} is the position looked at; chosen: "yes" when the reader
  // chose it (pos ≥ max_len), "no" when the section picked 4 × max_len. {outside} of the {d}
  // values fall outside the range seen over positions 0 to {last}; the slowest sine, dimension
  // {dim}, went from {low} to {high} there and is {value} at {target}.
  "extrapolation.seen":
    "{chosen, select, yes {Take position {target}, past the {maxLen} positions a model with this table was trained on.} other {Take position {target}, well past the {maxLen} positions a model with this table was trained on (choose pos ≥ {maxLen} above to pick your own).}} The formula has no trouble: PE({target}) is as well defined as PE(3). But {outside, plural, one {# of its {d} values lies} other {# of its {d} values lie}} outside the range the same dimension took over positions 0 to {last}. The slowest sine, dimension {dim}, went from {low} to {high} over positions 0 to {last}; at position {target} it is {value}. Everything after the encoding, the attention weights and the layers above, was fitted to inputs that never contained such values.",
  // PE({target}) · PE({later}) = {far}, the same as PE(0) · PE({offset}) = {near}.
  "extrapolation.relative":
    "What does carry over is the relative structure: PE({target}) · PE({later}) = {far}, the same as PE(0) · PE({offset}) = {near}, because a dot product of two positions depends only on how far apart they are.",
  "refusal.tableEnds": "Learned table, position {row}: {refusal}. The table simply ends.",
  "refusal.noRow": "Row {pos} of the learned table: {refusal}.",
  // The exam's questions on this section.
  ...exam,
};
