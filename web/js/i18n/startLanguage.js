// @ts-check
// The first thing a page does (main.js, embed.js): choose its language from the link or the
// browser, and, when the file open is written in another one, move to that language's file
// (index.html?lang=es -> index.es.html?lang=es, keeping the whole link and its #place). Then mark
// <html lang dir>, and in the pseudo-locale rewrite the prose the HTML carries (the page and every
// section template) before any script writes a word.
import {
  chooseLanguage,
  defaultLanguage,
  pageFile,
  pageOfPath,
  pseudoLanguage,
  rightToLeftLanguages,
  setLanguage,
} from "./language.js";
import { pseudoLocalizeProse } from "./pseudoProse.js";

/** The page's language, or null when the page is moving to its language's file (stop starting).
 * @returns {string | null} */
export function startLanguage() {
  const { page, language: fileLanguage } = pageOfPath(window.location.pathname);
  const language = chooseLanguage(window.location.search, fileLanguage);
  const wantedFile = language === pseudoLanguage ? defaultLanguage : language;
  if (wantedFile !== fileLanguage) {
    const url = new URL(window.location.href);
    url.pathname = url.pathname.replace(/[^/]*$/, pageFile(page, wantedFile));
    // The language goes into the link, so that what the reader copies from here keeps it.
    if (!url.searchParams.has("lang")) url.searchParams.set("lang", language);
    try {
      window.location.replace(url.href);
      return null;
    } catch {
      // A frame that may not navigate itself: stay, in this file's language.
    }
  }
  const shown = wantedFile === fileLanguage ? language : fileLanguage;
  setLanguage(shown);
  document.documentElement.lang = shown;
  document.documentElement.dir = rightToLeftLanguages.includes(shown) ? "rtl" : "ltr";
  if (shown === pseudoLanguage) {
    pseudoLocalizeProse(document.body);
    for (const template of document.querySelectorAll("template")) {
      pseudoLocalizeProse(/** @type {HTMLTemplateElement} */ (template).content);
    }
  }
  return shown;
}
