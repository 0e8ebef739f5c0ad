// @ts-check
// In the pseudo-locale (lang=en-XA) the page's own prose, written in the HTML of each section
// and of the page around them, is rewritten as the page starts, before any section draws: every
// text node and reader attribute (readerText.js) becomes its pseudo form. What a script writes
// afterwards is pseudo only if it came from a catalogue, so plain English left on the page shows
// text that no catalogue gave.
import { pseudoLocalize } from "./pseudo.js";
import { readerText } from "./readerText.js";

/** @param {ParentNode} root */
export function pseudoLocalizeProse(root) {
  for (const found of readerText(root)) {
    const pseudo = pseudoLocalize(found.text);
    if ("node" in found) found.node.nodeValue = pseudo;
    else found.element.setAttribute(found.attribute, pseudo);
  }
}
