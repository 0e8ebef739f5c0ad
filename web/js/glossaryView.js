// @ts-check
// The glossary of symbols on the page, drawn from glossary.js, and the ways to reach it:
//   showGlossary({ list, titleOf })   fills `list` (a <dl>) with one entry per symbol: the symbol
//                                     (KaTeX), its meaning, and a link to the section of its first
//                                     use; each entry is the target #glossary-<id>
//   addGlossaryLinks(root)            a "Symbols" link in the head of every section of `root`, in
//                                     the head's .section-tools (where "Copy link" goes too)
//   wireGlossaryLinks(doc)            a glossary link opens the <details> the glossary may sit in
//                                     (the embed page folds it away) and moves the focus there
//   startGlossary({ root, list, titleOf })   all three, as both pages start
// The article has the glossary as its own part (#glossary); embed.html adds it, folded, under the
// one section it shows, so that every section reaches its glossary in both pages. Nothing here
// needs the core: the glossary is there even if the calculator does not start.
import { el } from "./dom.js";
import { glossary, glossaryAnchor } from "./glossary.js";
import { renderMath } from "./math.js";
import { nodes, t } from "./strings.js";

export const glossaryId = "glossary";

/**
 * @param {{ list: HTMLElement, titleOf: (sectionId: string) => string, typeset?: boolean }} options
 *   typeset: false leaves each symbol as plain text until typesetGlossary(list) (a folded
 *   glossary has nothing on screen to typeset, and no maths font to load, until it is opened)
 */
export function showGlossary({ list, titleOf, typeset = true }) {
  list.replaceChildren();
  for (const entry of glossary) {
    const group = el("div", "glossary-entry");
    group.id = glossaryAnchor(entry.id);
    group.tabIndex = -1;
    const term = el("dt", "glossary-symbol", entry.symbol);
    // The symbol is notation, the same in every language.
    term.translate = false;
    // Not data-tex: that marks the article's fixed formulas, typeset at start (math.js).
    term.dataset.glossaryTex = entry.tex;
    const meaning = el("dd", "glossary-meaning", entry.meaning);
    const first = el("dd", "glossary-first");
    const link = el("a", "", titleOf(entry.section));
    link.href = `#${entry.section}`;
    // The link shows the section's title as the page has it (already in the page's language).
    first.append(...nodes("glossary.firstUsed", { section: entry.section, link: () => link }));
    group.append(term, meaning, first);
    list.append(group);
  }
  if (typeset) typesetGlossary(list);
}

/** Typesets the symbols of a glossary drawn with typeset: false (once).
 * @param {HTMLElement} list */
export function typesetGlossary(list) {
  for (const term of list.querySelectorAll(".glossary-symbol[data-glossary-tex]")) {
    const symbol = /** @type {HTMLElement} */ (term);
    renderMath(symbol, symbol.dataset.glossaryTex);
    delete symbol.dataset.glossaryTex;
  }
}

/**
 * @param {ParentNode} root
 */
export function addGlossaryLinks(root) {
  for (const head of root.querySelectorAll(".section-head")) {
    if (head.closest(`#${glossaryId}`) || head.querySelector(".glossary-link")) continue;
    const link = el("a", "glossary-link", t("glossary.link"));
    link.href = `#${glossaryId}`;
    link.title = t("glossary.linkTitle");
    // The head's tools: this link, and the section's "Copy link" and "Embed this" (section.js)
    // beside it, so that they wrap as one group.
    const tools = el("div", "section-tools");
    tools.append(link);
    head.querySelector("h2")?.after(tools);
  }
}

/**
 * @param {Document} doc
 */
export function wireGlossaryLinks(doc) {
  doc.addEventListener("click", (event) => {
    const link = /** @type {HTMLAnchorElement | null} */ (
      /** @type {Element} */ (event.target).closest?.('a[href^="#glossary"]')
    );
    if (!link || event.defaultPrevented || event.button !== 0) return;
    const target = doc.getElementById(link.getAttribute("href").slice(1));
    if (!target) return;
    // Unfold first, so that the browser's own jump to the fragment finds it on screen.
    for (let node = target; node; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement) node.open = true;
    }
    // Then the focus follows the jump: the next Tab continues from the entry, and a screen reader
    // reads it.
    setTimeout(() => target.focus({ preventScroll: true }), 0);
  });
}

/**
 * @param {{ root: ParentNode, list: HTMLElement, titleOf: (sectionId: string) => string,
 *   typeset?: boolean }} options
 */
export function startGlossary({ root, list, titleOf, typeset = true }) {
  showGlossary({ list, titleOf, typeset });
  addGlossaryLinks(root);
  wireGlossaryLinks(document);
}
