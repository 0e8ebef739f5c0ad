// @ts-check
// What the exam's attention-toy questions share (the sections why-order, embeddings and attention):
// the toy's words, and vectors written as TeX columns or as plain text.
import { numberText, texNumber } from "../format.js";

// The toy's words: nouns and verbs from its built-in vocabulary.
const nouns = ["dog", "man", "woman", "cat", "bird", "fish"];
const verbs = ["bites", "sees", "chased", "loves", "eats", "saw"];

/** A sentence "a verb b" of two different nouns, drawn in a fixed order (the nouns, then the
 * verb) so that a seed always gives the same sentence.
 * @param {{ sample: <T>(items: T[], count: number) => T[], pick: <T>(items: T[]) => T }} random */
export function toySentence(random) {
  const [a, b] = random.sample(nouns, 2);
  const verb = random.pick(verbs);
  return { a, b, verb, sentence: `${a} ${verb} ${b}` };
}

// Vectors side by side as the columns of an array, with a heading each (narrow enough for a phone).
export function texColumns(headings, columns, digits = 3) {
  const rows = columns[0].length;
  const lines = [headings.map((h) => `\\text{${h}}`).join(" & ")];
  for (let r = 0; r < rows; r += 1)
    lines.push(columns.map((column) => texNumber(column[r], digits)).join(" & "));
  return `\\begin{array}{${"r".repeat(columns.length)}} ${lines[0]} \\\\ \\hline ${lines.slice(1).join(" \\\\ ")} \\end{array}`;
}
export const plainVector = (values, digits = 3) =>
  `(${Array.from(values, (v) => numberText(v, digits)).join(", ")})`;
