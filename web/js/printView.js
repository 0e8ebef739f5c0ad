// @ts-check
// A print of one view of the page instead of what the browser's print command gives (print.css):
// html[data-print="<view>"] holds from the call until the print dialog closes, and the print
// rules of that view (exam.css for "derivation", print.css for "article") apply meanwhile.
//
//   printView("article");
/** @param {string} view */
export function printView(view) {
  const root = document.documentElement;
  root.dataset.print = view;
  window.addEventListener(
    "afterprint",
    () => {
      if (root.dataset.print === view) delete root.dataset.print;
    },
    { once: true },
  );
  window.print();
}
