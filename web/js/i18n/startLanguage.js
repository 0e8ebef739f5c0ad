// @ts-check
// The first thing a page does (main.js, embed.js): choose its language from the link or the
// browser, mark <html lang>, and in the pseudo-locale rewrite the prose the HTML carries (the page
// and every section template) before any script writes a word.
import { chooseLanguage, pseudoLanguage } from "./language.js";
import { pseudoLocalizeProse } from "./pseudoProse.js";

export function startLanguage() {
  const language = chooseLanguage(window.location.search);
  document.documentElement.lang = language;
  if (language === pseudoLanguage) {
    pseudoLocalizeProse(document.body);
    for (const template of document.querySelectorAll("template")) {
      pseudoLocalizeProse(/** @type {HTMLTemplateElement} */ (template).content);
    }
  }
  return language;
}
