// The one wrapper around KaTeX. katex.render builds DOM nodes (styles set through the CSSOM), so
// it works under a CSP with style-src 'self'; renderToString + innerHTML would not, and would put
// markup into the page as a string.
import katex from "katex";

// The last TeX rendered into each element, with the node KaTeX made: dragging a slider changes a
// few lines of a derivation, and re-typesetting the unchanged ones cost most of an update
// (tests/bench). If anything else has touched the element since, it is typeset again.
const rendered = new WeakMap();

export function renderMath(element, tex, { display = false } = {}) {
  const key = `${display}|${tex}`;
  const last = rendered.get(element);
  if (last && last.key === key && element.firstChild === last.node && !last.node.nextSibling) {
    return;
  }
  katex.render(tex, element, {
    displayMode: display,
    throwOnError: false,
    output: "htmlAndMathml",
  });
  rendered.set(element, { key, node: element.firstChild });
}

// Renders the fixed formulas written in the article's HTML as data-tex attributes. The TeX there
// is the author's, never the reader's.
export function renderStaticMath(root) {
  for (const element of root.querySelectorAll("[data-tex]")) {
    renderMath(element, element.dataset.tex, { display: element.dataset.display === "true" });
  }
}
