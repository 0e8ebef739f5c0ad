// @ts-check
// Entry point of the article (dist/app.js): starts the core and the store (startPage.js), then
// every section present in the page. Sections talk only to the store and the core.
// First: it makes the browser's language tag safe before any library reads it.
import "./i18n/browserLocale.js";
import { startGlossary, typesetGlossary } from "./glossaryView.js";
import { sectionFactories } from "pe:section-factories";
import { markStarted, startPage, startSection } from "./startPage.js";
import { createVisibilityGate } from "./visibility.js";
import { startLanguage } from "./i18n/startLanguage.js";
import { createLanguageMenu } from "./languageMenu.js";
import { t } from "./strings.js";

async function start() {
  if (startLanguage() === null) return;
  document.title = t("page.title");
  const header = document.querySelector(".site-header .page");
  if (header) createLanguageMenu(/** @type {HTMLElement} */ (header));
  // The glossary of symbols and the links to it need no core: they come first. Its symbols are
  // typeset when it comes near the screen (or the page is printed): it is the last part of the
  // article, and typesetting them as the page starts cost ~30 ms before the first figure.
  const glossaryPart = /** @type {HTMLElement} */ (document.getElementById("glossary"));
  const glossaryList = /** @type {HTMLElement} */ (
    glossaryPart.querySelector('[data-slot="glossary"]')
  );
  startGlossary({
    root: document,
    list: glossaryList,
    titleOf: (id) => document.getElementById(id)?.querySelector("h2")?.textContent.trim() ?? id,
    typeset: false,
  });
  createVisibilityGate(glossaryPart, { figure: false }).run(() => typesetGlossary(glossaryList));
  const started = await startPage({ mathRoot: document.body, sayWhy: true });
  if (!started) return;
  // The API, for course authors who script the page from the console (see docs/api.md), and the
  // page's state (get, set, subscribe, urlWritten), for the same readers.
  Object.assign(window, { peCore: started.core.module, peStore: started.store });

  for (const id of Object.keys(sectionFactories)) {
    const root = document.getElementById(id);
    if (root) startSection(root, started);
  }
  markStarted(started);
  // For tests/bench: the sections at the top draw as they start (the rest when scrolled to), so the
  // first figure is on screen now, unless a lazily drawn one got there first.
  if (performance.getEntriesByName("pe:first-figure").length === 0) {
    performance.mark("pe:first-figure");
  }

  // A link to a section opens there (a jump, not a glide: see base.css).
  const section = started.store.get("section");
  if (section) document.getElementById(section)?.scrollIntoView();
}

start();
