// @ts-check
// The page's language: one for the whole page, chosen once as it starts (from the `lang` URL
// parameter, else the reader's browser preferences, else English) and read by every catalogue.
//
// The environment is input like any other: navigator.languages may hold anything ("C" under a
// POSIX locale in WebKitGTK, "", "und", a malformed tag), or throw as it is read
// (environment.js reads it). A tag is only ever compared with the supported list below, and only
// a supported tag is handed to Intl.
//
// Languages the page offers, as BCP 47 tags. "en-XA" is the pseudo-locale: English with every
// letter accented, each message in brackets and ~40% longer (pseudo.js). It exists to show what
// text did not come from a catalogue; it is offered by link only (lang=en-XA), never picked from
// the browser's preferences.
//
// Each offered language has its own copy of each page, built from its translated prose:
// index.html and embed.html are English (and the pseudo-locale), index.es.html, embed.ar.html,
// ... the others (pageFile below). A link names the language (lang=es) on the English file; the
// page then moves to its language's file as it starts (startLanguage.js), keeping the link.
import { browserLanguageTags } from "../environment.js";

export const defaultLanguage = "en";
export const pseudoLanguage = "en-XA";
export const offeredLanguages = [defaultLanguage, "zh-CN", "es", "ar"];
export const linkLanguages = [...offeredLanguages, pseudoLanguage];
// Written right to left; formulas, code, numbers and plots stay left to right in them.
export const rightToLeftLanguages = ["ar"];
// Each language's name in itself, for the language menu.
/** @type {Record<string, string>} */
export const languageNames = {
  en: "English",
  "zh-CN": "中文（简体）",
  es: "Español",
  ar: "العربية",
};

/** The file of `page` ("index" or "embed") in `language`: index.html, index.es.html, ...
 * @param {string} page @param {string} language */
export const pageFile = (page, language) =>
  offeredLanguages.includes(language) && language !== defaultLanguage
    ? `${page}.${language}.html`
    : `${page}.html`;

/** Which page a path is and in which language its file is written: "/x/index.es.html" ->
 * { page: "index", language: "es" }; a path that names no file (a folder, "/") is the index.
 * @param {string} pathname */
export function pageOfPath(pathname) {
  const file = decodeURIComponent(pathname.split("/").pop() ?? "");
  const found = file.match(/^([\w-]+?)(?:\.([A-Za-z]{2}(?:-[A-Za-z]{2})?))?\.html?$/);
  if (!found) return { page: "index", language: defaultLanguage };
  const language = found[2] && offeredLanguages.includes(found[2]) ? found[2] : defaultLanguage;
  return { page: found[1], language };
}

let current = defaultLanguage;

export const currentLanguage = () => current;

/** Sets the page's language; an unsupported tag leaves it as it was and returns false.
 * @param {string} tag */
export function setLanguage(tag) {
  if (!linkLanguages.includes(tag)) return false;
  current = tag;
  return true;
}

/** The first of the reader's preferred languages that the page offers (matched exactly, else on
 * the primary subtag: "en-GB" picks "en"), else English. Anything that is not a string is passed
 * over.
 * @param {readonly unknown[]} preferred navigator.languages, or [navigator.language] */
export function preferredLanguage(preferred) {
  for (const tag of preferred) {
    if (typeof tag !== "string") continue;
    const lower = tag.toLowerCase();
    const exact = offeredLanguages.find((offered) => offered.toLowerCase() === lower);
    if (exact) return exact;
    // Else by the primary subtag: "es-MX" picks "es", and any Chinese ("zh", "zh-TW",
    // "zh-Hant") picks Simplified Chinese, the one Chinese offered, over English.
    const primary = lower.split(/[-_]/)[0];
    const byPrimary = offeredLanguages.find(
      (offered) => offered.toLowerCase().split("-")[0] === primary,
    );
    if (byPrimary) return byPrimary;
  }
  return defaultLanguage;
}

/** The language a link asks for (`lang=`), if it names one the page offers by link; "" if it
 * names none. Checked and reported with the other parameters by the store.
 * @param {string} search location.search */
export function linkedLanguage(search) {
  const asked = new URLSearchParams(search).get("lang");
  return asked !== null && linkLanguages.includes(asked) ? asked : "";
}

/** The language a page should show: the link's, else, on an English file, the browser's
 * preference; a translated file opened without `lang` stays in its own language.
 * @param {string} search location.search
 * @param {string} fileLanguage the language the page's file is written in */
export function chooseLanguage(search, fileLanguage = defaultLanguage) {
  const linked = linkedLanguage(search);
  if (linked) return linked;
  return fileLanguage === defaultLanguage ? preferredLanguage(browserLanguageTags()) : fileLanguage;
}
