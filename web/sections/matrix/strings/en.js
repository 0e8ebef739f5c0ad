// Messages of the "matrix" section. Numbers arrive written by format.js (or as plain integers);
// symbols (n, d_model, i, j) stay as they are.
import exam from "./en/exam.js";

export default {
  // The number controls: the label of n here, and the hints under the three.
  "control.n": "positions",
  "hint.n": "rows: positions 0 to n − 1",
  "hint.d": "columns: dimensions 0 to d_model − 1",
  "hint.base": "sets the slowest wavelength",
  "layout.legend": "Column order",

  // The heatmap: its name, the names of its rows and columns, the colour legend's title.
  "heatmap.label": "Positional encoding matrix",
  "heatmap.rowName": "position",
  "heatmap.colName": "dimension",
  "heatmap.legend": "PE value",
  // What a screen reader hears for a cell: {row}, {col}, {value} written; in the concatenated
  // layout also {dim}, the paper's dimension the column holds.
  "cell.describe": "position {row}, dimension {col}: {value}",
  "cell.describeConcatenated":
    "position {row}, column {col} (the paper’s dimension {dim}): {value}",
  // A column header in the concatenated layout: the column and the paper's dimension it holds.
  "column.header": "{col} (dim {dim})",

  // The readout of the chosen cell, before its derivation in maths: {row}, {col}, {value};
  // {dim} the paper's dimension; {kind} "sine" or "cosine"; {pair} the pair index.
  "cell.concatenated":
    "Position {row}, column {col} of the concatenated layout: {value} in the table. Column {col} holds the paper’s dimension {dim}, the {kind, select, sine {sine} other {cosine}} of pair i = {pair}:",
  "cell.interleaved":
    "Position {row}, dimension {col}: {value} in the table. Dimension {col} is the {kind, select, sine {sine} other {cosine}} of pair i = {pair}:",

  // The caption under the figure, per layout: {half} = d_model/2, {lastHalf} = half − 1,
  // {last} = d_model − 1.
  "caption.concatenated":
    "The same numbers with the columns reordered (the concatenated layout): columns 0 to {lastHalf} hold the sines of pairs 0 to {lastHalf}, columns {half} to {last} the cosines of the same pairs. The rows are unchanged.",
  "caption.interleaved":
    "Each cell is one number of the encoding: the row is the position, the column the dimension. Even columns hold sines, odd columns cosines (the paper’s interleaved layout).",

  // The permutation between the layouts: {d} = d_model, {half} = d_model/2.
  "permutation.text":
    "With d_model = {d}, concatenated column j holds the paper’s dimension 2j for j < {half}, and 2j − {d} + 1 = 2(j − {half}) + 1 for j ≥ {half}:",
  // An item of its list: concatenated column {col} takes the paper's dimension {dim}.
  "permutation.item": "column {col} ← dim {dim}",
  // Read aloud in place of "…" where the list leaves columns out.
  "permutation.gap": "and so on",
  // {row}, {col}, {dim}; {concatenated} and {paper}: the same number read from the two tables.
  "permutation.example":
    "For example, at position {row} column {col} of the concatenated table reads {concatenated}, and dimension {dim} of the paper’s table reads {paper}: the same number in another column.",
  // The exam's questions on this section.
  ...exam,
};
