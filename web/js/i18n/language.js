// @ts-check
// The page's language: one for the whole page, chosen once as it starts (from the `lang` URL
// parameter, else the reader's browser preferences, else English) and read by every catalogue.
//
// The environment is input like any other: navigator.languages may hold anything ("C" under a
// POSIX locale in WebKitGTK, "", "und", a malformed tag). A tag is only ever compared with the
// supported list below, and only a supported tag is handed to Intl.
//
// Languages the page offers, as BCP 47 tags. "en-XA" is the pseudo-locale: English with every
// letter accented, each message in brackets and ~40% longer (pseudo.js). It exists to show what
// text did not come from a catalogue; it is offered by link only (lang=en-XA), never picked from
// the browser's preferences.
export const defaultLanguage = "en";
export const pseudoLanguage = "en-XA";
export const offeredLanguages = [defaultLanguage];
export const linkLanguages = [...offeredLanguages, pseudoLanguage];

let current = defaultLanguage;

export const currentLanguage = () => current;

/** Sets the page's language; an unsupported tag leaves it as it was and returns false.
 * @param {string} tag */
export function setLanguage(tag) {
  if (!linkLanguages.includes(tag)) return false;
  current = tag;
  return true;
}

/** The first of the reader's preferred languages that the page offers (matched on the primary
 * subtag: "en-GB" picks "en"), else English. Anything that is not a string is passed over.
 * @param {readonly unknown[]} preferred navigator.languages, or [navigator.language] */
export function preferredLanguage(preferred) {
  for (const tag of preferred) {
    if (typeof tag !== "string") continue;
    const lower = tag.toLowerCase();
    const exact = offeredLanguages.find((offered) => offered.toLowerCase() === lower);
    if (exact) return exact;
    const primary = lower.split(/[-_]/)[0];
    const byPrimary = offeredLanguages.find((offered) => offered.toLowerCase() === primary);
    if (byPrimary) return byPrimary;
  }
  return defaultLanguage;
}

/** The browser's preferred languages, whatever the environment gives (or nothing). */
export function browserLanguages() {
  try {
    const nav = typeof navigator === "object" && navigator ? navigator : null;
    if (!nav) return [];
    if (Array.isArray(nav.languages) && nav.languages.length > 0) return [...nav.languages];
    return typeof nav.language === "string" ? [nav.language] : [];
  } catch {
    return [];
  }
}

/** The language a link asks for (`lang=`), if it names one the page offers by link; "" if it
 * names none. Checked and reported with the other parameters by the store.
 * @param {string} search location.search */
export function linkedLanguage(search) {
  const asked = new URLSearchParams(search).get("lang");
  return asked !== null && linkLanguages.includes(asked) ? asked : "";
}

/** Chooses the page's language as it starts: the link's, else the browser's preference.
 * @param {string} search location.search */
export function chooseLanguage(search) {
  setLanguage(linkedLanguage(search) || preferredLanguage(browserLanguages()));
  return current;
}
