// @ts-check
// Rich text (rich.js) into the page: strings become text nodes, maths pieces KaTeX (display
// pieces on their own line), tables a <table> with row and column headers. Never HTML: nothing
// here parses markup.
import { el, headerCell, tableHead } from "../dom.js";
import { renderMath } from "../math.js";

/**
 * @param {HTMLElement} element
 * @param {import("./rich.js").Rich} parts
 */
export function fillRich(element, parts) {
  element.replaceChildren();
  for (const part of parts) {
    if (typeof part === "string") {
      element.append(document.createTextNode(part));
      continue;
    }
    if ("table" in part) {
      element.append(tableBox(part.table));
      continue;
    }
    const math = el(part.display ? "div" : "span", part.display ? "exam-math-block" : "exam-math");
    renderMath(math, part.tex, { display: Boolean(part.display) });
    element.append(math);
  }
  return element;
}

/** Worked steps as an ordered list. @param {import("./rich.js").Rich[]} steps */
export function stepsList(steps) {
  const list = el("ol", "exam-steps");
  for (const step of steps) list.append(fillRich(el("li"), step));
  return list;
}

/** @param {import("./rich.js").TableData} data */
function tableBox({ caption, head, rows }) {
  const table = el("table", "exam-score-table exam-data-table");
  table.append(el("caption", "", caption), tableHead(head));
  const body = el("tbody");
  for (const [name, ...cells] of rows) {
    const row = el("tr");
    row.append(headerCell(name, "row"));
    for (const cell of cells) row.append(el("td", "", cell));
    body.append(row);
  }
  table.append(body);
  const box = el("div", "exam-table-box");
  box.append(table);
  return box;
}
