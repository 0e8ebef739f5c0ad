// @ts-check
// The page's DOM helpers: every element is made here, and text is only ever written as text
// (textContent or a text node), never as HTML, so reader text cannot become markup.
//
// Small DOM writes for code that runs on every slider step: assigning textContent replaces the
// element's text node even when the text is the same; the browser then drops the old text box and
// lays out a new one. On a long page with a hundred live numbers that was most of a step's cost
// (tests/bench), so setText writes into the existing text node, and only when the text differs.

const svgNs = "http://www.w3.org/2000/svg";

/**
 * An element with an optional class and text: el("p", "control-hint", "vector size").
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * An element around a message's tagged pieces (catalogue nodes(): `<kbd>Home</kbd>`):
 * nodes("hint", { kbd: wrapIn("kbd") }).
 * @param {keyof HTMLElementTagNameMap} tag
 */
export const wrapIn = (tag) => (/** @type {(string | Node)[]} */ chunks) => {
  const node = document.createElement(tag);
  node.append(...chunks);
  return node;
};

/**
 * An SVG element with its attributes (and text, for <text>).
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number>} [attributes]
 * @param {string} [text]
 * @returns {SVGElementTagNameMap[K]}
 */
export function svgEl(tag, attributes = {}, text) {
  const node = document.createElementNS(svgNs, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Sets the element's text, unless it already reads exactly that.
 * @param {Node} node
 * @param {string} text
 */
export function setText(node, text) {
  const only = node.firstChild;
  if (only && only === node.lastChild && only.nodeType === 3 /* Node.TEXT_NODE */) {
    const textNode = /** @type {Text} */ (only);
    if (textNode.data !== text) textNode.data = text;
  } else if (node.textContent !== text) {
    node.textContent = text;
  }
}

/**
 * A push button (type="button", so it never submits a form around it).
 * @param {string} className
 * @param {string} text
 */
export function button(className, text) {
  const node = el("button", className, text);
  node.type = "button";
  return node;
}

/**
 * A table header cell for a row or a column (screen readers then name both for each cell).
 * @param {string} text
 * @param {"row" | "col"} scope
 * @param {string} [className]
 */
export function headerCell(text, scope, className) {
  const th = el("th", className, text);
  th.scope = scope;
  return th;
}

/**
 * A <thead> of column headers.
 * @param {string[]} names
 */
export function tableHead(names) {
  const head = el("thead");
  const row = el("tr");
  for (const name of names) row.append(headerCell(name, "col"));
  head.append(row);
  return head;
}

/**
 * Loads a classic script (not a module: module scripts fail from file:// and in sandboxed
 * frames). Resolves when it has run.
 * @param {string} src a URL relative to the page
 * @returns {Promise<void>}
 */
export function loadClassicScript(src) {
  return new Promise((resolve, reject) => {
    const script = el("script");
    script.src = src;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`could not load ${src}`)));
    document.head.append(script);
  });
}

/**
 * A labelled paragraph that announces its text politely (aria-live) when it changes.
 * @param {string} className
 * @param {string} [id]
 */
export function liveText(className, id) {
  const node = el("p", className);
  if (id) node.id = id;
  node.setAttribute("aria-live", "polite");
  return node;
}
