// @ts-check
// The start-up both pages share (main.js: the article; embed.js: one section): KaTeX's fonts and
// the fixed formulas first (they need no core), then the core, the store read from the link, the
// notices about the link, and the wiring that keeps them going (a restarted core redraws every
// section; a change made just before leaving still reaches the address bar). Then each page starts
// its sections with startSection.
import { coreNames, loadCore, loadLab } from "./core.js";
import { createExam } from "./exam/generate.js";
import { renderStaticMath } from "./math.js";
import { loadMathFonts } from "./mathFonts.js";
import { showNotices } from "./notices.js";
import { sectionFactories } from "pe:section-factories";
import { createStore, readCoreRequest, readThemeRequest } from "./state/index.js";
import { currentLanguage, defaultLanguage, pseudoLanguage } from "./i18n/language.js";
import { t } from "./strings.js";
import { applyTheme } from "./theme.js";

/**
 * @typedef {object} Started
 * @property {import("./core.js").LoadedCore} core
 * @property {import("./state/index.js").Store} store
 * @property {import("./exam/generate.js").Exam} exam window.peExam, which the exam section uses
 * @property {(onDone?: (typeset: HTMLElement[]) => void) => void} typesetTheRest starts
 *   typesetting, in idle time, the fixed formulas not yet near the screen (math.js): the page
 *   calls it once its sections have started, so that the figures near the window are drawn
 *   first; onDone hears, once all are typeset, those it typeset itself
 */

/**
 * @param {{ mathRoot: HTMLElement, sayWhy?: boolean }} options mathRoot: where the fixed
 *   formulas are; sayWhy: the status line also says why this core was chosen
 * @returns {Promise<Started | null>} null when the core did not start (the page says so)
 */
export async function startPage({ mathRoot, sayWhy = false }) {
  // The colours the link asks for (theme=light|dark), before anything is drawn.
  applyTheme(readThemeRequest(window.location.search));
  // The core loads (its script, then WebAssembly compiled off the main thread) while the fonts
  // come and KaTeX draws the prose's formulas: asked for first, it is ready sooner.
  const coreLoaded = loadCore({
    requested: readCoreRequest(window.location.search),
    errorElement: document.getElementById("core-error"),
  });
  // A core that fails is reported below, once the formulas are drawn: noticed then, its
  // rejection is not left unhandled meanwhile.
  coreLoaded.catch(() => {});
  // KaTeX's fonts are added from script, so that a sandboxed frame can have them (mathFonts.js).
  // Where they come as bytes (a page from disk, a sandboxed frame), the formulas are drawn once
  // they are in: drawn before, the whole page is laid out twice, once in the fallback font.
  await loadMathFonts();
  // The prose's formulas need only KaTeX, so they appear even if the core cannot start.
  const typesetTheRest = renderStaticMath(mathRoot);

  const status = document.getElementById("core-status");
  let core;
  try {
    core = await coreLoaded;
  } catch (error) {
    status.textContent = t("core.status.didNotStart");
    console.warn(error);
    typesetTheRest();
    return null;
  }
  status.textContent = sayWhy
    ? t("core.status.runningWhy", { core: coreNames[core.kind], reason: core.reason })
    : t("core.status.running", { core: coreNames[core.kind] });

  const store = createStore({ limits: core.module.limits(), tokenize: core.module.tokenize });
  // A translated page opened without lang (index.es.html) still names its language in the links
  // it makes ("Copy link", "Embed this", quizzes), which open on the English files.
  const language = currentLanguage();
  if (language !== defaultLanguage && language !== pseudoLanguage && store.get("lang") === "") {
    store.set({ lang: language });
  }
  // The exam's console API (docs/api.md), the very object the exam section builds its quiz from. Its
  // lab questions read results of the lab module of the core's kind, loaded when first needed
  // (exam.ready()).
  const exam = createExam(core.module, {
    loadLab: async () =>
      (await loadLab({ kind: core.kind, errorElement: document.getElementById("core-error") }))
        .module,
  });
  Object.assign(window, { peExam: exam });
  core.onRestarted(() => store.refresh());
  store.subscribe((state, changed) => {
    if (changed.has("theme")) applyTheme(state.theme);
  });
  // A change made just before leaving still reaches the address bar (and so the history entry).
  window.addEventListener("pagehide", () => store.flushUrl());
  showNotices(document.getElementById("notices"), store.notices);
  return { core, store, exam, typesetTheRest };
}

/**
 * Starts the section `root` (its id names its factory: web/sections/<id>/<id>.js, through "pe:section-factories").
 * @param {HTMLElement} root
 * @param {Started} started
 */
export function startSection(root, { core, store, exam }) {
  return sectionFactories[root.id]({ root, store, core: core.module, coreKind: core.kind, exam });
}

/**
 * Marks the page as running (html[data-core="simd" | "scalar" | "js"]; tests wait for it).
 * @param {Started} started
 */
export function markStarted({ core }) {
  document.documentElement.dataset.core = core.kind;
}
