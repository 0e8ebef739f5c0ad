// @ts-check
// Rich text of the exam: an array of plain strings, maths pieces { tex, text, display? } and
// tables { table, text, display }. The page typesets `tex` with KaTeX and draws `table` as a
// <table>; peExam and screen-reader-free uses (worksheets, the console) read `text`, the same
// maths written in plain Unicode, or the table's cells a row per line. Both are written by the
// question's author, side by side, so neither is derived from the other by guesswork.
//
//   const line = ["The angle is ", tex("\\theta = 0.5", "θ = 0.5"), "."];
//   plainText(line) === "The angle is θ = 0.5."

/**
 * @typedef {{ tex: string, text: string, display?: boolean }} MathPiece
 * @typedef {{ caption: string, head: string[], rows: string[][] }} TableData
 *   rows: one array of cells per row, the first cell the row's header
 * @typedef {{ table: TableData, text: string, display: true }} TablePiece
 * @typedef {(string | MathPiece | TablePiece)[]} Rich
 */

/** Inline maths. @param {string} source TeX @param {string} text plain Unicode */
export const tex = (source, text) => ({ tex: source, text });

/** Words a reader reads inside maths (a message), as TeX: `\\text{…}` with TeX's special
 * characters escaped. The pseudo-locale's brackets ⟦ ⟧ are dropped: KaTeX has them in maths mode
 * only, and text under .katex is not checked for translation anyway.
 * @param {string} words */
export const texText = (words) =>
  `\\text{${words.replace(/[⟦⟧]/g, "").replace(/[\\{}$&#^_%~]/g, (c) => `\\${c === "\\" ? "textbackslash " : c}`)}}`;

/** Maths on a line of its own. @param {string} source @param {string} text */
export const texBlock = (source, text) => ({ tex: source, text, display: true });

/** A table on lines of its own; its text is the caption, then a row per line, cells split by " | ".
 * @param {TableData} table */
export function tablePiece(table) {
  const lines = [table.caption, table.head, ...table.rows].map((cells) =>
    typeof cells === "string" ? cells : cells.join(" | "),
  );
  return { table, text: lines.join("\n"), display: /** @type {true} */ (true) };
}

/** @param {Rich} rich */
export function plainText(rich) {
  return rich
    .map((part) =>
      typeof part === "string" ? part : part.display ? `\n${part.text}\n` : part.text,
    )
    .join("")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Worked steps as numbered plain-text lines. @param {Rich[]} steps */
export function plainSteps(steps) {
  return steps.map((step, n) => `${n + 1}. ${plainText(step)}`).join("\n");
}
