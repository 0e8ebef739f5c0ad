// @ts-check
// Rich text of the exam: an array of plain strings and maths pieces { tex, text, display? }.
// The page typesets `tex` with KaTeX; peExam and screen-reader-free uses (worksheets, the console)
// read `text`, the same maths written in plain Unicode. Both are written by the question's author,
// side by side, so neither is derived from the other by guesswork.
//
//   const line = ["The angle is ", tex("\\theta = 0.5", "θ = 0.5"), "."];
//   plainText(line) === "The angle is θ = 0.5."

/**
 * @typedef {{ tex: string, text: string, display?: boolean }} MathPiece
 * @typedef {(string | MathPiece)[]} Rich
 */

/** Inline maths. @param {string} source TeX @param {string} text plain Unicode */
export const tex = (source, text) => ({ tex: source, text });

/** Maths on a line of its own. @param {string} source @param {string} text */
export const texBlock = (source, text) => ({ tex: source, text, display: true });

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
