// @ts-check
// What the exam's attention-toy questions share (the sections why-order, embeddings and attention):
// the toy's sentences in the page's language (toySentences.js), and vectors written as TeX columns
// or as plain text.
import { numberListText, numberText, texNumber } from "../format.js";

export { toySentence } from "../toySentences.js";

// Vectors side by side as the columns of an array, with a heading each (narrow enough for a phone).
export function texColumns(headings, columns, digits = 3) {
  const rows = columns[0].length;
  const lines = [headings.map((h) => `\\text{${h}}`).join(" & ")];
  for (let r = 0; r < rows; r += 1)
    lines.push(columns.map((column) => texNumber(column[r], digits)).join(" & "));
  return `\\begin{array}{${"r".repeat(columns.length)}} ${lines[0]} \\\\ \\hline ${lines.slice(1).join(" \\\\ ")} \\end{array}`;
}
export const plainVector = (values, digits = 3) =>
  `(${numberListText(Array.from(values, (v) => numberText(v, digits)))})`;
