// @ts-check
// What a printout of the lab says when its models have not been trained and tested on the page.
// Until then its curves, results and attention maps are empty or half drawn: printed, they would
// look like results and not be any. So while #lab carries data-lab-results="untrained", the print
// rules of lab.css leave those parts out, and this note, printed in their place (never shown on
// screen), says why and where to train them: the article's lab section with the same settings
// (seed, steps, mask, task), whose results are the same wherever they are trained.
//
//   const note = createLabPrintNote(root, before, store);   the note, inserted before `before`
//   note.show(trained)                                        true once the job is done
//   note.destroy()
import { el, setText } from "../../js/dom.js";
import { whenIdle } from "../../js/environment.js";
import { t } from "./strings.js";

// The article's address for a link made on either page: embed.html (embed.<language>.html) shows
// one section of index.html (index.<language>.html), whose lab trains the same way.
/** @param {string} link */
function articleLink(link) {
  const url = new URL(link);
  url.pathname = url.pathname.replace(/\/embed((?:\.[^/.]+)?)\.html$/, "/index$1.html");
  return url.href;
}

/**
 * @param {HTMLElement} root the lab section
 * @param {HTMLElement} before the part the note goes before
 * @param {import("../../js/state/index.js").Store} store
 */
export function createLabPrintNote(root, before, store) {
  const note = el("p", "lab-print-note");
  note.id = "lab-print-note";
  const text = el("span", "", t("print.untrained"));
  const link = el("a", "lab-print-link");
  // An address reads left to right, also inside right-to-left prose (dir isolates it), and is
  // not words to translate.
  link.dir = "ltr";
  link.setAttribute("translate", "no");
  note.append(text, " ", link);
  before.before(note);

  let due = false;
  const writeLink = () => {
    due = false;
    const href = articleLink(store.linkFor("lab"));
    if (link.getAttribute("href") === href) return;
    link.href = href;
    setText(link, href);
  };
  writeLink();
  // The link follows the settings, so that it trains the models this page would have shown. It is
  // never on screen, so it is written in idle time rather than in every slider step of every
  // section (a new address made and written each step), and at once before printing.
  const unsubscribe = store.subscribe(() => {
    if (due) return;
    due = true;
    whenIdle(() => {
      if (due) writeLink();
    });
  });
  window.addEventListener("beforeprint", writeLink);

  /** @param {boolean} trained */
  function show(trained) {
    const value = trained ? "trained" : "untrained";
    if (root.dataset.labResults !== value) root.dataset.labResults = value;
  }
  show(false);

  return {
    show,
    destroy() {
      due = false;
      unsubscribe();
      window.removeEventListener("beforeprint", writeLink);
      note.remove();
      delete root.dataset.labResults;
    },
  };
}
