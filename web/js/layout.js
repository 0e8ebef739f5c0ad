// @ts-check
// Two ways to lay out the d_model columns of a positional-encoding table. Both hold the same
// numbers; only the order of the columns differs, so switching is an index mapping of the core's
// table, never new maths.
//
//   interleaved   (the paper)        column 2i = sin of pair i, column 2i + 1 = cos of pair i
//   concatenated  (many tutorials)   columns 0 .. d/2 - 1 = sin of pairs 0 .. d/2 - 1,
//                                    columns d/2 .. d - 1 = cos of pairs 0 .. d/2 - 1
//
// "Dimension" below always means the paper's (interleaved) index; "column" is the index in the
// layout on screen.

import { t } from "./strings.js";

export const layouts = ["interleaved", "concatenated"];

// The two, as the matrix section's column-order control names them.
export const layoutChoices = layouts.map((value) => ({
  value,
  get label() {
    return t(`layout.${value}`);
  },
}));

// The paper's dimension shown in column `col` of a table with `d` columns (d even).
//   concatenated: c < d/2 -> 2c (sine of pair c); c >= d/2 -> 2(c - d/2) + 1 (cosine of pair c - d/2)
export function paperDimension(col, d, layout) {
  if (layout !== "concatenated") return col;
  const half = d / 2;
  return col < half ? 2 * col : 2 * (col - half) + 1;
}

// The inverse: the column where the paper's dimension `dim` appears in `layout`.
export function displayColumn(dim, d, layout) {
  if (layout !== "concatenated") return dim;
  const pair = Math.floor(dim / 2);
  return dim % 2 === 0 ? pair : d / 2 + pair;
}

// permutation[col] = the paper's dimension in column col (Int32Array of length d).
export function columnPermutation(d, layout) {
  const permutation = new Int32Array(d);
  for (let col = 0; col < d; col += 1) permutation[col] = paperDimension(col, d, layout);
  return permutation;
}

// A row-major rows x cols table (the core's interleaved order) rearranged into `layout`.
// Returns a new array of the same type; the interleaved layout returns the input itself.
export function reorderColumns(values, rows, cols, layout) {
  if (layout !== "concatenated") return values;
  const permutation = columnPermutation(cols, layout);
  const out = new values.constructor(rows * cols);
  for (let row = 0; row < rows; row += 1) {
    const start = row * cols;
    for (let col = 0; col < cols; col += 1) out[start + col] = values[start + permutation[col]];
  }
  return out;
}
