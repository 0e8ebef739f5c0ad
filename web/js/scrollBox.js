// @ts-check
// Boxes that scroll sideways when their content is wider than the screen: a display equation or a
// table on a 320 px phone scrolls inside its own box, never the page (WCAG 1.4.10, reflow). While a
// box does scroll, a keyboard must be able to reach it (axe's scrollable-region-focusable) and a
// screen reader must know what it is, so it gets tabindex 0, role region and a name of its own
// (landmarks must differ by name); when it fits again they go. One ResizeObserver watches every
// box and its content, and every box is checked again once web fonts arrive (an equation grows
// when KaTeX's fonts replace the fallback ones, and its box does not change size).
//
//   const stop = watchScrollBox(box, () => `${caption} (scrolls sideways)`);

import {
  documentFonts,
  fontsReady,
  isUnrendered,
  newResizeObserver,
  onNextFrame,
  whenPartRendered,
} from "./environment.js";
import { t } from "./strings.js";

/** @type {Map<Element, () => string>} */
const boxes = new Map();
// Boxes given up when they leave the document (ResizeObserver reports a removed element, at size 0).
/** @type {WeakMap<Element, () => void>} */
const stopWhenRemoved = new WeakMap();

// A scrolling box's name (a landmark's), from its label function, written only when it changes.
/** @param {Element} box */
function writeName(box) {
  const name = boxes.get(box)?.() ?? t("scrollBox.name");
  if (box.getAttribute("aria-label") !== name) box.setAttribute("aria-label", name);
}

// Boxes the browser does not draw for now, checked once they are: a box in a part it skips (a far
// section: content-visibility, sections.css) when that part is rendered, a box without a box
// (display: none) when the observer reports its new size. Reading a box's width in a skipped
// section lays that whole section out: the check of every box once KaTeX's fonts were in laid
// out the whole article, 320-460 ms before the first figure at 4x CPU throttling
// (docs/performance-notes.md). A box the reader cannot see needs its tabindex and name only once
// the reader comes near.
/** @type {Set<Element>} */
const waitingUntilDrawn = new Set();

// Whether a box scrolls is read for every box first and written after: a write (tabindex, role)
// between two reads would make the browser lay the page out again for the second read.
/** @param {Iterable<Element>} list */
function fitCheck(list) {
  const rendered = [...list].filter((box) => {
    if (!isUnrendered(box)) return true;
    waitingUntilDrawn.add(box);
    return false;
  });
  const checked = rendered.map((box) => {
    waitingUntilDrawn.delete(box);
    const element = /** @type {HTMLElement} */ (box);
    const width = element.clientWidth;
    return { element, width, scrolls: element.scrollWidth > width + 1 };
  });
  for (const { element, width, scrolls } of checked) {
    if (scrolls) {
      element.dataset.scrolls = "";
      // A table's caption stays in view and wraps to the box, not to the wider table
      // (base.css reads this); written only when it changes, since it changes the content.
      const boxWidth = `${width}px`;
      if (element.style.getPropertyValue("--scroll-box-width") !== boxWidth) {
        element.style.setProperty("--scroll-box-width", boxWidth);
      }
      element.tabIndex = 0;
      element.setAttribute("role", "region");
      writeName(element);
    } else if (element.hasAttribute("data-scrolls")) {
      delete element.dataset.scrolls;
      element.style.removeProperty("--scroll-box-width");
      for (const name of ["tabindex", "role", "aria-label"]) element.removeAttribute(name);
    }
  }
}

// The boxes reported since the last check, checked at the next frame (environment.js's
// onNextFrame says why: a check changes a caption's width, and so sizes the observer watches).
/** @type {Set<Element>} */
const changed = new Set();
const checkChanged = onNextFrame(() => {
  const list = [...changed];
  changed.clear();
  fitCheck(list.filter((box) => boxes.has(box)));
  // Here, after fitCheck's reads, the page's style and layout are up to date, so reading
  // document.fonts.ready costs nothing (read in the middle of drawing, it brings the whole
  // page's style up to date).
  recheckWhenFontsReady();
});
if (typeof document === "object") {
  whenPartRendered((part) => {
    for (const box of waitingUntilDrawn) if (part.contains(box)) changed.add(box);
    if (changed.size > 0) checkChanged.ask();
  });
}
// Where there is no ResizeObserver, boxes still scroll; they are only not marked as regions.
const observer = newResizeObserver((entries) => {
  for (const { target } of entries) {
    const box = boxes.has(target) ? target : target.parentElement;
    if (!box || !boxes.has(box)) continue;
    const stop = stopWhenRemoved.get(box);
    if (stop && !box.isConnected) stop();
    else changed.add(box);
  }
  checkChanged.ask();
});

/**
 * Renames one box now: its content changed without a change of size (a table's new caption
 * renames the box while it scrolls). Whether it scrolls changes only with a size, which the
 * observer reports, so nothing is measured here: a slider step that renames a table does not lay
 * the page out an extra time. @param {Element} box
 */
export function relabelScrollBox(box) {
  if (boxes.has(box) && box.hasAttribute("data-scrolls")) writeName(box);
}

/** Checks every box again (mathFonts.js calls it once fonts given as bytes are in use). */
export function recheckScrollBoxes() {
  fitCheck(boxes.keys());
}

if (typeof document === "object") {
  documentFonts()?.addEventListener?.("loadingdone", recheckScrollBoxes);
}

// The fonts being loaded as the page starts (KaTeX's) change the content's width. Every box is
// checked again once they are in. document.fonts.ready is read once, from the observer's first
// report (as the page starts, boxes are watched one by one between equations being drawn, and
// reading it there, per box, cost the start ~150 ms of style and layout). A `ready` that never
// settles (or no document.fonts) gives way to a check a few seconds on (fontsReady).
let fontsReadyHooked = false;
function recheckWhenFontsReady() {
  if (fontsReadyHooked) return;
  fontsReadyHooked = true;
  fontsReady().then(recheckScrollBoxes);
}

/**
 * @param {HTMLElement} box an element with overflow-x: auto (its CSS)
 * @param {string | (() => string)} label its name while it scrolls (a function: read then, so that
 *   it can name what the box holds now, such as a table's caption)
 * @param {{ untilRemoved?: boolean }} [options] untilRemoved: stop watching once the box has left
 *   the document (for boxes a script makes and drops, such as an exam question's equations)
 * @returns {() => void} stops watching
 */
export function watchScrollBox(box, label, { untilRemoved = false } = {}) {
  boxes.set(box, typeof label === "function" ? label : () => label);
  if (!observer) return () => boxes.delete(box);
  // The content changes size too (a table gets wider when its numbers do), not only the box.
  const content = box.firstElementChild;
  observer.observe(box);
  if (content) observer.observe(content);
  const stop = () => {
    boxes.delete(box);
    stopWhenRemoved.delete(box);
    waitingUntilDrawn.delete(box);
    observer.unobserve(box);
    if (content) observer.unobserve(content);
  };
  if (untilRemoved) stopWhenRemoved.set(box, stop);
  else stopWhenRemoved.delete(box);
  return stop;
}
