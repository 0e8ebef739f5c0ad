// @ts-check
// The quiz on paper (classroom kit, `print=worksheet` and `print=key` on the exam section): the
// same questions as the quiz of the link, numbered, each with room to answer; the key adds each
// answer and its worked solution. Plain text (the questions' prompt, options and solution), so
// that it prints the same everywhere and a PDF's text is the question's text.
//
//   const sheet = createWorksheet(questions, { key, title });   an <article> to place
import { button, el } from "../dom.js";
import { numberText } from "../format.js";
import { t } from "../../sections/exam/strings.js";

const letters = "abcdefghijklmnopqrstuvwxyz";

/** The plain texts of a rich text's maths pieces (not its tables, which hold words), in order.
 * @param {import("./rich.js").Rich[]} parts */
const mathTexts = (parts) =>
  parts
    .flat()
    .flatMap((part) => (typeof part !== "string" && !("table" in part) ? [part.text] : []));

/** `text` (plain text made from rich text) as nodes, each maths piece's text found in it, in
 * order, in a span of its own with translate="no": the same text, with the maths marked as no
 * words to translate. Takes the pieces it finds from the front of `maths`.
 * @param {string} text @param {string[]} maths */
function markMaths(text, maths) {
  /** @type {(string | Node)[]} */
  const nodes = [];
  let at = 0;
  while (maths.length > 0) {
    const found = maths[0] === "" ? -1 : text.indexOf(maths[0], at);
    if (found < 0) break;
    const piece = /** @type {string} */ (maths.shift());
    if (found > at) nodes.push(text.slice(at, found));
    const span = el("span", "", piece);
    span.setAttribute("translate", "no");
    nodes.push(span);
    at = found + piece.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

/** @param {"p" | "li"} tag @param {string} className @param {string} text @param {string[]} maths */
function withMaths(tag, className, text, maths) {
  const node = el(tag, className);
  node.append(...markMaths(text, maths));
  return node;
}

/** The answer as the key prints it. @param {any} question */
export function answerText(question) {
  if (question.type === "choice") {
    return `(${letters[question.answer]}) ${question.options[question.answer]}`;
  }
  const values = [].concat(question.answer);
  if (values.length === 1) return numberText(values[0], 6);
  return values.map((v, n) => `${question.labels[n]} = ${numberText(v, 6)}`).join("; ");
}

/**
 * @param {any[]} questions from exam.generate
 * @param {{ key: boolean, title: string }} options
 */
export function createWorksheet(questions, { key, title }) {
  const sheet = el("article", "exam-worksheet");
  sheet.dataset.sheet = key ? "key" : "worksheet";
  const head = el("header", "worksheet-head");
  head.append(el("h3", "worksheet-title", t("sheet.title", { title, key: key ? "yes" : "no" })));
  const print = button(
    "control-button worksheet-print",
    t("sheet.print", { key: key ? "yes" : "no" }),
  );
  print.addEventListener("click", () => window.print());
  head.append(print);
  if (!key) {
    const fill = el("p", "worksheet-name");
    fill.append(
      el("span", "", t("sheet.name")),
      el("span", "worksheet-line"),
      el("span", "", t("sheet.date")),
      el("span", "worksheet-line worksheet-line-short"),
    );
    head.append(fill);
  }
  head.append(el("p", "worksheet-note", key ? t("sheet.noteKey") : t("sheet.note")));
  sheet.append(head);

  const list = el("ol", "worksheet-questions");
  for (const question of questions) {
    const item = el("li", "worksheet-question");
    item.dataset.id = question.id;
    item.append(el("h4", "worksheet-question-title", question.title));
    item.append(
      withMaths("p", "worksheet-prompt", question.prompt, mathTexts([question.rich.prompt])),
    );
    if (question.type === "choice") {
      const options = el("ol", "worksheet-options");
      question.options.forEach((text, n) => {
        const option = el("li", "worksheet-option", `(${letters[n]}) ${text}`);
        if (key && n === question.answer) option.dataset.right = "true";
        options.append(option);
      });
      item.append(options);
    }
    if (question.toleranceText) item.append(el("p", "worksheet-tolerance", question.toleranceText));
    if (key) {
      item.append(el("p", "worksheet-answer", t("sheet.answer", { answer: answerText(question) })));
      const steps = el("ol", "worksheet-steps");
      const maths = mathTexts(question.rich.solution);
      for (const step of question.solution.split("\n")) {
        // The plain solution numbers its steps ("1. ..."); the list numbers them already.
        steps.append(withMaths("li", "", step.replace(/^\s*\d+\.\s*/, ""), maths));
      }
      item.append(el("p", "worksheet-steps-title", t("sheet.solution")), steps);
    } else {
      const room = el("div", "worksheet-room");
      if (question.type === "choice") {
        room.append(el("p", "worksheet-answer-line", t("sheet.answerLine")));
      } else {
        for (const label of question.labels)
          room.append(el("p", "worksheet-answer-line", `${label} = `));
      }
      room.append(el("div", "worksheet-working"));
      item.append(room);
    }
    list.append(item);
  }
  sheet.append(list);
  return sheet;
}
