// @ts-check
// Rich text (rich.js) into the page: strings become text nodes, maths pieces KaTeX (display
// pieces on their own line). Never HTML: nothing here parses markup.
import { el } from "../dom.js";
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
