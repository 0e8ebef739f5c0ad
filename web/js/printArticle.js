// @ts-check
// "Print the whole article": every section as it prints on its own from embed.html (prose,
// formulas, numbers and figures, without the controls), in place of the one-page summary sheet
// that the browser's own print command gives (print.css). html[data-print="article"] says which
// (printView.js).
//
// The lab's models train only when the reader comes to the lab: printed before they are trained
// and tested, the lab has a note and a link in place of its figures (lab/printNote.js), and the
// line under this button says so, with a link that takes the reader to the lab to train them.
//
//   const stop = createArticlePrint(contents)   the button and its line, at the end of `contents`
import { button, el, liveText } from "./dom.js";
import { printView } from "./printView.js";
import { nodes, t } from "./strings.js";

/** @param {HTMLElement} container */
export function createArticlePrint(container) {
  const box = el("div", "article-print");
  const print = button("control-button", t("shell.printArticle"));
  const status = liveText("article-print-status");
  box.append(print, status);
  container.append(box);

  const labUntrained = () => document.getElementById("lab")?.dataset.labResults === "untrained";
  const onPrint = () => {
    if (labUntrained()) {
      const link = el("a");
      link.href = "#lab";
      status.replaceChildren(
        ...nodes("shell.printArticleUntrained", {
          link: (/** @type {(string | Node)[]} */ chunks) => {
            link.append(...chunks);
            return link;
          },
        }),
      );
    } else {
      status.replaceChildren();
    }
    printView("article");
  };
  print.addEventListener("click", onPrint);
  return () => {
    print.removeEventListener("click", onPrint);
    box.remove();
  };
}
