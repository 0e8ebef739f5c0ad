// The one wrapper around KaTeX. katex.render builds DOM nodes (styles set through the CSSOM), so
// it works under a CSP with style-src 'self'; renderToString + innerHTML would not, and would put
// markup into the page as a string.
import katex from "katex";

export function renderMath(element, tex, { display = false } = {}) {
  katex.render(tex, element, {
    displayMode: display,
    throwOnError: false,
    output: "htmlAndMathml",
  });
}

// Renders the fixed formulas written in the article's HTML as data-tex attributes. The TeX there
// is the author's, never the reader's.
export function renderStaticMath(root) {
  for (const element of root.querySelectorAll("[data-tex]")) {
    renderMath(element, element.dataset.tex, { display: element.dataset.display === "true" });
  }
}
