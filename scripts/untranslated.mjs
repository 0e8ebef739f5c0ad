// Lists the text on a built page that no catalogue gave: opens the page in the pseudo-locale
// (lang=en-XA, docs/messages.md), draws every part of it (the lab trained, every pending part
// drawn), and prints each piece of reader text (web/js/i18n/readerText.js's definition) that still
// holds plain English letters outside the pseudo-locale's brackets, grouped by section.
//   node scripts/untranslated.mjs [page]   page: "index.html" (default) or "embed.html?section=lab"
// Exits 1 when it finds any. Run after the build; the tests use findUntranslated() directly.
import { chromium } from "playwright-core";

import { readerAttributes, skippedSelector } from "../web/js/i18n/readerText.js";
import { drawEverything } from "./draw-everything.mjs";
import { startServer } from "./serve.mjs";

// In the page: every reader text that a test flags, as [section id or "page", "text" or the
// attribute, the text]. What counts as reader text, and what is skipped (maths, translate="no"),
// is web/js/i18n/readerText.js's, passed in.
//
// Two tests of a text (passed by name: a function cannot cross into the page):
//   "pseudo"   two Latin letters in a row outside the pseudo-locale's ⟦…⟧ (English left plain);
//   "english"  one of `words` as a whole word, outside quotation marks (a token, a word of the
//              lab's vocabulary, a reader's sentence: mentioned, not used), and not joined by a
//              hyphen to another ("one-hot", a term). Text marked as another language than the
//              page's (<cite lang="en">, a paper's title) is not walked then.
function collectReaderText({ attributes, skipped, test, words = [] }) {
  const pattern = new RegExp(`(^|[^\\p{L}-])(${words.join("|")})(?=$|[^\\p{L}-])`, "iu");
  const unquoted = (text) => text.replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, " ");
  const flagged =
    test === "pseudo"
      ? (text) => /[A-Za-z]{2,}/.test(text.replace(/⟦[^⟧]*⟧/g, ""))
      : (text) => pattern.test(unquoted(text));
  const pageLanguage = document.documentElement.lang;
  const found = [];
  const walker = document.createTreeWalker(document, 1 | 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (!element || element.closest(skipped)) continue;
    if (test === "english" && element.closest("[lang]")?.getAttribute("lang") !== pageLanguage) {
      continue;
    }
    const where = element.closest("section[id]")?.id ?? "page";
    if (node.nodeType === 3) {
      if (flagged(node.nodeValue)) found.push([where, "text", node.nodeValue.trim()]);
    } else {
      for (const name of attributes) {
        const text = node.getAttribute(name);
        if (text && flagged(text)) found.push([where, name, text]);
      }
    }
  }
  return found;
}

// English words that no Spanish, Chinese or Arabic sentence holds, as whole words: a page in
// another language that shows one of them shows English. (Words both languages share, or that
// Spanish has, are left out: a, no, he, has, son, me, sin, base, come, era, once, red, final, ...)
export const englishWords =
  `the and of to is are was were with from this that these those for each which
what when where why how it its be been by on at an or not can have will would all one two three more than
then there their into only same every word words sentence sentences position positions number numbers value
values question questions answer click drag here below above page link copy download pair pairs wavelength
attention training learned length step steps right wrong hint next new start stop loading starting calculator
show hide shows table row rows column columns dimension dimensions offset offsets sine cosine angle frequency
scrolls sideways equation figure models layer you your we our they them but if so does did should must
could about after before between both most other over such through under while without within because
also just like make made may might much need out very way well look looks see seen used using try
first second last left order exam practice worked solution check`
    .split(/\s+/)
    .filter(Boolean);

/** English words on a page in another language, as it is now (see englishWords).
 * @param {import("playwright-core").Page | import("playwright-core").Frame} page */
export function englishNow(page) {
  return page.evaluate(collectReaderText, {
    attributes: readerAttributes,
    skipped: skippedSelector,
    test: "english",
    words: englishWords,
  });
}

/** @param {import("playwright-core").Page} page a page opened with lang=en-XA */
export async function findUntranslated(page) {
  await drawEverything(page);
  return untranslatedNow(page);
}

/** The same walk, of the page as it is now (for a page with no core, say an unknown section).
 * @param {import("playwright-core").Page} page */
export function untranslatedNow(page) {
  return page.evaluate(collectReaderText, {
    attributes: readerAttributes,
    skipped: skippedSelector,
    test: "pseudo",
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const target = process.argv[2] ?? "index.html";
  const { server, url } = await startServer({ port: 0 });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${url}${target}${target.includes("?") ? "&" : "?"}lang=en-XA`);
    const found = await findUntranslated(page);
    const counts = {};
    for (const [where] of found) counts[where] = (counts[where] ?? 0) + 1;
    for (const [where, kind, text] of found) {
      console.log(`${where} | ${kind} | ${text.replace(/\s+/g, " ").slice(0, 160)}`);
    }
    console.log(`\n${found.length} pieces of text from no catalogue: ${JSON.stringify(counts)}`);
    if (errors.length) console.log(`page errors:\n${errors.join("\n")}`);
    process.exitCode = found.length > 0 || errors.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server.close();
  }
}
