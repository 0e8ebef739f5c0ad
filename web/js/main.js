// Entry point of the article (dist/app.js): starts the core, reads the link into the store, then
// starts every section present in the page. Sections talk only to the store and the core.
import { loadCore } from "./core.js";
import { renderStaticMath } from "./math.js";
import { loadMathFonts } from "./mathFonts.js";
import { showNotices } from "./notices.js";
import { sectionFactories } from "./sections/index.js";
import { createStore, readCoreRequest } from "./state.js";

const coreNames = { simd: "SIMD core", scalar: "scalar core" };

async function start() {
  // KaTeX's fonts are added from script, so that a sandboxed frame can have them (mathFonts.js).
  loadMathFonts();
  // The prose's formulas need only KaTeX, so they appear even if the core cannot start.
  renderStaticMath(document.body);

  const status = document.getElementById("core-status");
  let core;
  try {
    core = await loadCore({
      requested: readCoreRequest(window.location.search),
      errorElement: document.getElementById("core-error"),
    });
  } catch (error) {
    status.textContent = "The calculator did not start, so the figures are unavailable.";
    console.warn(error);
    return;
  }
  status.textContent = `Numbers computed in your browser by the ${coreNames[core.kind]} (${core.reason}).`;
  document.documentElement.dataset.core = core.kind;

  const limits = core.module.limits();
  const store = createStore({ limits });
  core.onRestarted(() => store.refresh());
  // The API, for course authors who script the page from the console (see README).
  window.peCore = core.module;
  // The page's state (get, set, subscribe, urlWritten; see README), for the same readers.
  window.peStore = store;
  // A change made just before leaving still reaches the address bar (and so the history entry).
  window.addEventListener("pagehide", () => store.flushUrl());
  showNotices(document.getElementById("notices"), store.notices);

  for (const [id, create] of Object.entries(sectionFactories)) {
    const root = document.getElementById(id);
    if (root) create({ root, store, core: core.module });
  }
  // For tests/bench: the sections at the top draw as they start (the rest when scrolled to), so the
  // first figure is on screen now, unless a lazily drawn one got there first.
  if (performance.getEntriesByName("pe:first-figure").length === 0) {
    performance.mark("pe:first-figure");
  }

  // A link to a section opens there (a jump, not a glide: see base.css).
  const section = store.get("section");
  if (section) document.getElementById(section)?.scrollIntoView();
}

start();
