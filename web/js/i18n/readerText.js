// @ts-check
// The text a reader meets in a part of the page: its text nodes and the attributes that are read
// aloud or shown (aria-label, aria-valuetext, aria-roledescription, title, alt, placeholder).
// Two uses: the pseudo-locale rewrites the page's own prose this way as the page starts
// (pseudoProse.js), and the tests walk it to find any text that no catalogue gave.
//
// Skipped, because they are not words to translate: maths (KaTeX's output, <var>, <code>, <kbd>,
// <math>), scripts and styles, templates (not shown), and anything marked translate="no" (the
// reader's own sentences, the tokens of a sentence, file names).

// data-label: a table cell's column name, shown by CSS (content: attr(data-label)) when a narrow
// screen stacks the table.
export const readerAttributes = [
  "data-label",
  "aria-label",
  "aria-valuetext",
  "aria-roledescription",
  "title",
  "alt",
  "placeholder",
];

export const skippedSelector =
  "script, style, template, var, code, kbd, math, .katex, [translate='no']";

/** @param {Node} node */
const isSkipped = (node) => {
  const element = node.nodeType === 1 ? /** @type {Element} */ (node) : node.parentElement;
  return !element || element.closest(skippedSelector) !== null;
};

/**
 * Every piece of reader text under `root`: { node, text } for text nodes, { element, attribute,
 * text } for attributes.
 * @param {ParentNode} root
 */
export function readerText(root) {
  /** @type {({ node: Text, text: string } | { element: Element, attribute: string, text: string })[]} */
  const found = [];
  const doc = root.ownerDocument ?? /** @type {Document} */ (root);
  const walker = doc.createTreeWalker(root, 1 | 4); // elements and text
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (isSkipped(node)) continue;
    if (node.nodeType === 3) {
      const text = node.nodeValue ?? "";
      if (text.trim()) found.push({ node: /** @type {Text} */ (node), text });
    } else {
      const element = /** @type {Element} */ (node);
      for (const attribute of readerAttributes) {
        const text = element.getAttribute(attribute);
        if (text && text.trim()) found.push({ element, attribute, text });
      }
    }
  }
  return found;
}
