// @ts-check
// Entry point of embed.html (dist/embed.js): one section of the article alone, for a course page,
// chosen by ?section=<id>, with the same URL parameters as the article.
//
// The section's HTML comes from the article itself: scripts/build-web.mjs copies each <section>
// of index.html into a <template data-section="id"> of embed.html, and this file clones the one
// asked for into #embed-content, then starts it exactly as main.js would (same store, same core, same
// section factory). Every section listed in web/sections/registry.js can be embedded; nothing here
// names one.
//
// It has to work inside <iframe sandbox="allow-scripts"> (an opaque origin): everything it loads
// is a classic script or a stylesheet (no module scripts, no fetch), the maths fonts come from a
// script when font files cannot be fetched (mathFonts.js), storage is only used where the frame
// may (the exam's progress, feature-detected: a sandboxed frame has none and says so), and URL
// updates that such a frame refuses are caught (state/). Whenever its height changes it tells
// the page around it: postMessage({ type: "pe-explorer:resize", section, height }).
// First: it makes what libraries read from the browser as they load safe (safeGlobals.js), and
// then watches the start, so that whatever still fails is said on the page (startFailure.js).
import "./safeGlobals.js";
import { reportStartFailure, runStart, startingStep } from "./startFailure.js";
import { el } from "./dom.js";
import { downloadsBlocked } from "./downloads.js";
import { afterTwoFrames, watchSize } from "./environment.js";
import { quoted, truncated } from "./format.js";
import { isFramed } from "./framed.js";
import { resizeMessageType } from "./frameMessages.js";
import { glossaryId, startGlossary, typesetGlossary } from "./glossaryView.js";
import { loadMathFonts } from "./mathFonts.js";
import { addNotice } from "./notices.js";
import { sectionFactories } from "pe:section-factories";
import { markStarted, startPage, startSection } from "./startPage.js";
import { readThemeRequest } from "./state/index.js";
import { t } from "./strings.js";
import { applyTheme } from "./theme.js";
import { startLanguage } from "./i18n/startLanguage.js";

// The sections this page can show: a template from the article and a factory to start it.
function embeddableSections() {
  const templates = [...document.querySelectorAll("template[data-section]")].filter(
    (node) => node instanceof HTMLTemplateElement,
  );
  return templates
    .filter((template) =>
      Object.prototype.hasOwnProperty.call(sectionFactories, template.dataset.section),
    )
    .map((template) => ({
      id: template.dataset.section,
      template,
      title: template.content.querySelector("h2")?.textContent.trim() || template.dataset.section,
    }));
}

// The article with the same parameters, at this section (or at `hash`).
function articleUrl(base, hash) {
  const url = new URL(base);
  url.pathname = url.pathname.replace(/[^/]*$/, "index.html");
  url.hash = hash;
  return url.href;
}

// Tells the page around the frame how tall the content is, on every change of size (without a
// ResizeObserver, on the window's: see watchSize).
function reportHeight(sectionId) {
  if (!isFramed()) return;
  const page = document.getElementById("embed-page");
  let last = -1;
  watchSize(page, () => {
    const height = Math.ceil(page.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // "*": the embed cannot know who embeds it, and a height is no secret. The listener on the
    // other side checks event.source (its own iframe) and the type.
    window.parent.postMessage({ type: resizeMessageType, section: sectionId, height }, "*");
  });
}

// Links out of the embed: the full article, and in-article links (#identity) to sections that
// are not in this page. Inside a frame they open a new tab when the frame may (allow-popups);
// when it may not, the frame itself goes to the article.
function wireArticleLinks(fullLink, currentBase) {
  function go(href) {
    if (!isFramed()) {
      window.location.assign(href);
      return;
    }
    const opened = window.open(href, "_blank");
    if (opened) opened.opener = null;
    else window.location.assign(href);
  }
  document.addEventListener("click", (event) => {
    const link = /** @type {HTMLAnchorElement | null} */ (
      /** @type {Element} */ (event.target).closest?.("a[href]")
    );
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (link === fullLink) {
      if (isFramed()) {
        event.preventDefault();
        go(link.href);
      }
      return;
    }
    const hash = link.getAttribute("href");
    if (hash.startsWith("#") && hash.length > 1 && !document.getElementById(hash.slice(1))) {
      event.preventDefault();
      go(articleUrl(currentBase(), hash.slice(1)));
    }
  });
}

function showUnknownSection(main, requested, sections) {
  const box = el("div", "embed-unknown");
  const title = el(
    "h2",
    "embed-unknown-title",
    requested ? t("embedPage.noSuchSection") : t("embedPage.whichSection"),
  );
  const text = el(
    "p",
    "",
    requested
      ? t("embedPage.noSuchSectionText", { requested: quoted(truncated(requested, 40)) })
      : t("embedPage.whichSectionText"),
  );
  const list = el("ul", "embed-unknown-list");
  for (const section of sections) {
    const item = el("li");
    const link = el("a", "", section.id);
    const url = new URL(window.location.href);
    url.search = `?section=${encodeURIComponent(section.id)}`;
    url.hash = "";
    link.href = url.href;
    link.translate = false;
    item.append(link, t("embedPage.sectionTitle", { title: section.title }));
    list.append(item);
  }
  box.append(title, text, list);
  main.replaceChildren(box);
  document.title = t("embedPage.titleUnknown");
}

// The article's glossary for a page that shows one section: a <details> under it, the same list.
function foldedGlossary(sections) {
  const box = el("details", "glossary embed-glossary");
  box.id = glossaryId;
  box.tabIndex = -1;
  const summary = el("summary", "glossary-summary", t("glossary.folded"));
  const note = el("p", "glossary-note", t("glossary.foldedNote"));
  const list = el("dl", "glossary-list");
  box.append(summary, note, list);
  const titles = new Map(sections.map((section) => [section.id, section.title]));
  // Typeset when first unfolded: folded, it shows no maths and needs no maths font.
  startGlossary({ root: document, list, titleOf: (id) => titles.get(id) ?? id, typeset: false });
  box.addEventListener("toggle", () => {
    if (box.open) typesetGlossary(list);
  });
  return box;
}

async function start() {
  startingStep("startLanguage.js");
  if (startLanguage() === null) return;
  startingStep("embed.js");
  const main = document.getElementById("embed-content");
  const fullLink = /** @type {HTMLAnchorElement} */ (document.getElementById("embed-full-link"));
  const requested = new URLSearchParams(window.location.search).get("section") ?? "";
  const sections = embeddableSections();
  const chosen = sections.find((section) => section.id === requested);

  reportHeight(chosen ? chosen.id : requested);

  // A small note, not a banner: the reader came for the section, and may dismiss it.
  if (downloadsBlocked()) {
    addNotice(
      document.getElementById("embed-downloads-note"),
      t("embedPage.downloadsOff"),
      "notice notice-small",
    );
  }

  if (!chosen) {
    applyTheme(readThemeRequest(window.location.search));
    loadMathFonts();
    fullLink.href = articleUrl(window.location.href, "");
    wireArticleLinks(fullLink, () => window.location.href);
    showUnknownSection(main, requested, sections);
    // No calculator starts for a list of sections: the status line is not left on "Starting…".
    const status = document.getElementById("core-status");
    if (status) status.textContent = "";
    document.documentElement.dataset.embed = "unknown";
    return;
  }

  // 1. The section's prose and slots, from the article; then, as in main.js, its fixed formulas,
  // the core and the store (startPage.js); then the section itself.
  main.append(chosen.template.content.cloneNode(true));
  const root = document.getElementById(chosen.id);
  // The glossary of symbols, folded away under the section: the section's "Symbols" link and its
  // symbols' links unfold it (glossaryView.js).
  main.append(foldedGlossary(sections));
  document.title = t("embedPage.title", { section: chosen.title });
  fullLink.href = articleUrl(window.location.href, chosen.id);
  let store = null;
  wireArticleLinks(fullLink, () => (store ? store.linkFor(chosen.id) : window.location.href));
  startingStep("startPage.js");
  const started = await startPage({ mathRoot: main });
  if (!started) return;
  startingStep("embed.js");
  store = started.store;
  // Classroom kit: view=figure shows the section's main figure and controls without the prose
  // (figure-view.css), set before the section draws so that its figures take their own size.
  if (store.get("view") === "figure") document.documentElement.dataset.view = "figure";
  const followStore = () => {
    fullLink.href = articleUrl(store.linkFor(chosen.id), chosen.id);
  };
  followStore();
  store.subscribe(followStore);
  // The section failing leaves the page around it running (its status, its link out).
  try {
    startSection(root, started);
  } catch (error) {
    reportStartFailure(error, { part: `sections/${chosen.id}`, stopped: false });
  }
  markStarted(started);
  document.documentElement.dataset.embed = chosen.id;
  // The formulas not near the window, in idle time after the section's near figures (math.js).
  afterTwoFrames(() => started.typesetTheRest());
}

runStart(start);
