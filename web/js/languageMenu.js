// @ts-check
// The language menu in the article's header: each language the page offers, by its own name. A
// choice opens the same page in that language at the same place: the link keeps every setting
// (the address bar always holds the whole state, state/url.js) with lang= changed, and the
// section the reader is in as its #place. The pseudo-locale is not offered here (by link only).
import { el } from "./dom.js";
import {
  currentLanguage,
  languageNames,
  offeredLanguages,
  pageFile,
  pageOfPath,
} from "./i18n/language.js";
import { t } from "./strings.js";

/** The section whose heading was passed last, scrolling down: where the reader is. */
function currentSectionId() {
  let found = "";
  for (const section of document.querySelectorAll("main section[id]")) {
    if (section.getBoundingClientRect().top <= window.innerHeight / 3) found = section.id;
  }
  return found;
}

/** The address of this page in `language`, with the current link and place.
 * @param {string} language */
export function addressIn(language) {
  const url = new URL(window.location.href);
  url.pathname = url.pathname.replace(/[^/]*$/, pageFile(pageOfPath(url.pathname).page, language));
  url.searchParams.set("lang", language);
  const place = currentSectionId();
  if (place) url.hash = place;
  return url.href.replace(/%2C/gi, ",");
}

/** Puts the menu into `container` (the header). @param {HTMLElement} container */
export function createLanguageMenu(container) {
  const wrapper = el("div", "language-menu");
  const label = el("label", "language-menu-label", t("shell.language"));
  const select = el("select", "language-menu-select");
  select.id = "language-menu";
  label.htmlFor = select.id;
  for (const language of offeredLanguages) {
    const option = el("option", "", languageNames[language]);
    option.value = language;
    // Each name is written in its own language (and read aloud so).
    option.lang = language;
    option.setAttribute("translate", "no");
    option.selected = language === currentLanguage();
    select.append(option);
  }
  select.addEventListener("change", () => {
    if (select.value !== currentLanguage()) window.location.assign(addressIn(select.value));
  });
  wrapper.append(label, select);
  container.append(wrapper);
  return select;
}
