// Small DOM writes for code that runs on every slider step. Assigning textContent replaces the
// element's text node even when the text is the same; the browser then drops the old text box and
// lays out a new one. On a long page with a hundred live numbers that was most of a step's cost
// (tests/bench), so text is written into the existing text node, and only when it differs.

// Sets the element's text, unless it already reads exactly that.
export function setText(node, text) {
  const only = node.firstChild;
  if (only && only === node.lastChild && only.nodeType === 3 /* Node.TEXT_NODE */) {
    if (only.data !== text) only.data = text;
  } else if (node.textContent !== text) {
    node.textContent = text;
  }
}
