// @ts-check
// Entry point of the article (dist/app.js): starts the core and the store (startPage.js), then
// every section present in the page. Sections talk only to the store and the core.
// First: it makes what libraries read from the browser as they load safe (safeGlobals.js), and
// then watches the start, so that whatever still fails is said on the page (startFailure.js).
import "./safeGlobals.js";
import { reportStartFailure, runStart, startingStep } from "./startFailure.js";
import { startGlossary, typesetGlossary } from "./glossaryView.js";
import { sectionFactories } from "pe:section-factories";
import { markStarted, startPage, startSection } from "./startPage.js";
import { createVisibilityGate, isNearWindow, whenNear } from "./visibility.js";
import { afterTwoFrames, whenIdle } from "./environment.js";
import { jumpAndPin, startJumpPins } from "./jumpPin.js";
import { startScrollAnchor } from "./scrollAnchor.js";
import { rememberHeightsAgain, rememberSectionHeights } from "./sectionSkipping.js";
import { startLanguage } from "./i18n/startLanguage.js";
import { createLanguageMenu } from "./languageMenu.js";
import { t } from "./strings.js";
import { createArticlePrint } from "./printArticle.js";

async function start() {
  startingStep("startLanguage.js");
  if (startLanguage() === null) return;
  document.title = t("page.title");
  startingStep("languageMenu.js");
  const header = document.querySelector(".site-header .page");
  if (header) createLanguageMenu(/** @type {HTMLElement} */ (header));
  // The glossary of symbols and the links to it need no core: they come first. Its symbols are
  // typeset when it comes near the screen (or the page is printed): it is the last part of the
  // article, and typesetting them as the page starts cost ~30 ms before the first figure.
  startingStep("glossaryView.js");
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
  startingStep("startPage.js");
  const started = await startPage({ mathRoot: document.body, sayWhy: true });
  if (!started) return;
  // The API, for course authors who script the page from the console (see docs/api.md), and the
  // page's state (get, set, subscribe, urlWritten), for the same readers.
  Object.assign(window, { peCore: started.core.module, peStore: started.store });

  // "Print the whole article", under the contents (the browser's print gives the summary sheet).
  startingStep("printArticle.js");
  const contents = document.querySelector(".toc");
  if (contents) createArticlePrint(/** @type {HTMLElement} */ (contents));

  // A link to a section opens there (a jump, not a glide: see base.css), and stays there while
  // the figures above it draw and the sections above it start, in engines without scroll
  // anchoring too (jumpPin.js).
  startingStep("jumpPin.js");
  startJumpPins();
  // The line being read stays put while sections above it draw, in WebKit too (scrollAnchor.js).
  startingStep("scrollAnchor.js");
  const sections = /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll("main .article-section")
  );
  startScrollAnchor(document.body, sections);
  const section = started.store.get("section");
  const sectionElement = section ? document.getElementById(section) : null;
  if (sectionElement) jumpAndPin(sectionElement);

  // The sections near the window (where the jump, if any, put it) start now; the others one per
  // idle period once the figures near the window have drawn (asked for in idle time by the
  // observers' first report, in the frames after: visibility.js), or at once if the reader
  // scrolls to one before its turn. Started all at once, their controls came before the first
  // figure: 330-420 ms at 4x CPU throttling (docs/performance-notes.md). The page counts as
  // started (html[data-core]) once all have.
  startingStep("visibility.js");
  const roots = Object.keys(sectionFactories)
    .map((id) => document.getElementById(id))
    .filter(/** @returns {root is HTMLElement} */ (root) => root !== null);
  const waiting = new Set(roots.filter((root) => !isNearWindow(root)));
  for (const root of roots) if (!waiting.has(root)) startSectionReporting(root, started);
  /** @param {HTMLElement} root */
  const startWaiting = (root) => {
    if (!waiting.delete(root)) return;
    startSectionReporting(root, started);
  };
  const stopWatching = whenNear([...waiting], startWaiting);
  await new Promise((resolve) => afterTwoFrames(() => resolve(undefined)));
  /** @type {IdleDeadline | null} */
  let idle = null;
  for (const root of roots) {
    if (!waiting.has(root)) continue;
    if (!idle || idle.timeRemaining() <= 0) {
      idle = await new Promise((resolve) => whenIdle(resolve));
    }
    startWaiting(root);
  }
  stopWatching();
  markStarted(started);
  // The formulas not near the window, in idle time once every section has started (math.js).
  // The sections they were typeset in, far from the screen (and so maybe skipped), are laid out
  // again after the last, to be skipped at their new heights (sectionSkipping.js).
  started.typesetTheRest((typeset) => {
    const changed = new Set(typeset.map((element) => element.closest(".article-section")));
    changed.delete(null);
    rememberHeightsAgain(/** @type {Set<HTMLElement>} */ (changed));
  });

  // Far sections were skipped from the start at a guessed height: all are laid out once, in idle
  // time after the figures near the window, to be skipped from then on at their real heights
  // (sectionSkipping.js).
  startingStep("sectionSkipping.js");
  rememberSectionHeights(sections);
}

/**
 * Starts one section: one that fails is named on the page, and the rest start.
 * @param {HTMLElement} root
 * @param {import("./startPage.js").Started} started
 */
function startSectionReporting(root, started) {
  try {
    startSection(root, started);
  } catch (error) {
    reportStartFailure(error, { part: `sections/${root.id}`, stopped: false });
  }
}

runStart(start);
