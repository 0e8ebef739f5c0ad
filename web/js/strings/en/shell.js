// What the build writes into each page before any script runs (scripts/assemble-pages.mjs,
// web/page/status.mjs): the pages' head, the status line while the calculator starts, and the
// language menu in the article's header (web/js/languageMenu.js).
export default {
  // The article's <meta name="description">.
  "shell.description":
    "An explorable explanation of the sinusoidal positional encoding used by Transformers, with every number computed live in your browser.",
  // The embed page's <meta name="description">.
  "shell.embedDescription":
    "One section of the Positional Encoding Explorer, for embedding in a course page.",
  // The status line until the calculator runs.
  "shell.starting": "Starting the calculator…",
  // The name of the box of notices about the link.
  "shell.noticesLabel": "Messages about this link",
  // The language menu's label.
  "shell.language": "Language",
  // The footer's line that names the version built (package.json's; version: "0.1.0").
  "shell.version": "Version {version}",
  // The button under the contents that prints every section (js/printArticle.js), not the
  // one-page summary sheet that the browser's own print command gives.
  "shell.printArticle": "Print the whole article",
  // Said under that button when the lab's models have not been trained yet; <link> goes to the lab.
  "shell.printArticleUntrained":
    "The lab's models have not been trained yet, so the printout has a note and a link in place of their results. To print the results, <link>go to the lab</link>, let it train, and print again.",
};
