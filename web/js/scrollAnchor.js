// @ts-check
// Scroll anchoring where the engine has none. Content above the reader changes size often here:
// a section draws its figures, captions and worked steps as it comes near the window, and a
// section not drawn yet grows by up to a thousand pixels as it does. A reader who followed a link
// down the page and then scrolls back up meets such sections from below. Chromium and Firefox
// keep the line being read where it is while that happens (CSS scroll anchoring, overflow-anchor);
// WebKit, and so Safari on every iPad and iPhone, keeps the scroll offset instead, and the line
// jumps down the screen. Where the engine has no anchoring, the page does it:
//
//   startScrollAnchor(root, sections)
//                             after each scroll, remembers an anchor: the first element under
//                             root that starts inside the window, looking into the element that
//                             crosses the window's top edge (as the engines choose theirs), and its
//                             place in the document. After each change of the document's size,
//                             scrolls by however far the anchor moved. In every engine, marks
//                             the sections at the window's top edge (below).
//   beforePageGrows(part)     takes the anchor again if the page has scrolled since: called
//                             before the page draws anything (visibility.js). `part`: what is
//                             about to draw where the reader is not (near the window, or a
//                             sliver at its edge); it is passed over as an anchor, in every
//                             engine, until its drawing has been laid out (below)
//   chooseAnchor(root)        that element (null when nothing under root is in the window)
//
// Growth below the anchor, or of the anchor itself, moves nothing above the reader and is left
// alone, as in the engines that anchor. That is right for the line being read, and wrong for a
// section whose last pixels show at the window's top as the reader moves down the page: the
// anchor is then inside it (its last figure, still empty), and as it draws, everything in the
// window is pushed down (a scroll straight to the matrix's d slider, at 1280 x 900, moved it from
// 438 to 987 px). Two marks pass such parts over, in every engine (overflow-anchor: none in
// sections.css for Chromium and Firefox; chooseAnchor here), and the anchor is the first thing
// after them in the window:
// - data-not-anchor: a part drawn while the reader is not on it, for the two frames in which its
//   drawing is laid out;
// - data-at-top-edge: after a scroll down the page, a section that shows no more than its last
//   tenth of the window at the top (markSectionsAtTopEdge). It is marked before the first layout
//   after the scroll, which can grow it before it draws, and again after anchoring's scrolls
//   (below).
// Measured in tests/engines/ (a section's last 40 px scrolled to the window's top, 13 sections at
// 1280 and 375 px): the next heading moved 130-750 px in 3-10 steps before, by engine; after, in
// none in Chromium and WebKit. Firefox still moved it in some steps at both widths until the
// sections skipped far from the window stood at their own heights (sectionSkipping.js,
// rememberHeightsAgain): Firefox's anchor was then the skipped section itself, which grew by
// its new formulas as the reader came near; now in none there either.
// While a jump's pin holds, the pin keeps its target (jumpPin.js) and the anchor stands aside: the
// anchor measures its move in the document, which the pin's scroll does not undo, so the two would
// correct the same growth twice. Without ResizeObserver nothing is kept.

import { afterTwoFrames, newResizeObserver, supportsCss } from "./environment.js";
import { jumpPinHeld } from "./jumpPin.js";

/**
 * The element a reader's eye is on, for anchoring: walking down from root, the first child that
 * is not wholly above the window; if it starts inside the window it is the anchor, if it crosses
 * the window's top edge the walk looks inside it (and takes it when nothing inside will do).
 * Elements with no height (hidden, empty, display: contents) are passed over.
 * @param {Element} root
 * @returns {Element | null}
 */
export function chooseAnchor(root) {
  let parent = root;
  for (;;) {
    /** @type {Element | null} */
    let crossing = null;
    for (const child of parent.children) {
      const box = child.getBoundingClientRect();
      if (box.height < 1 || box.bottom <= 0 || isPassedOver(child)) continue;
      if (box.top >= 0) return child;
      crossing = child;
      break;
    }
    if (!crossing) return parent === root ? null : parent;
    parent = crossing;
  }
}

// What is passed over as an anchor: a part drawn away from the reader (for two frames), and a
// section that shows no more than its last pixels at the window's top.
const passedOverSelector = "[data-not-anchor], [data-at-top-edge]";

/** @param {Element} element */
const isPassedOver = (element) => {
  const { dataset } = /** @type {HTMLElement} */ (element);
  return dataset?.notAnchor !== undefined || dataset?.atTopEdge !== undefined;
};

// A section shows "no more than its last pixels" when what shows of it lies within the window's
// top tenth: the band visibility.js does not count as on screen (its screenMargin), where a part
// is drawn as a near one is, in idle time.
const topEdgeShare = 0.1;

/**
 * Marks, after each scroll down the page, the sections that cross the window's top edge and show
 * no more of themselves than its top tenth (data-at-top-edge): such a section is leaving the
 * window, and it is passed over as an anchor from the first layout after the scroll, before it
 * draws. That layout can already grow it: a section far from the window is not laid out
 * (content-visibility, sections.css) and stands at the height it had when last laid out; formulas
 * typeset in it since (visibility.js typesets the rest in idle time) grew it by 250-430 px as it
 * came near, and an anchor inside it let that growth push down everything in the window. Such a
 * section can show more than the top tenth when the scroll's event comes, and anchoring then
 * scrolls it back to its last pixels: the marks are made again after each scroll of anchoring's
 * (the engine's, seen through a change of the page's size, or this module's) until the reader
 * scrolls up. After a scroll up the page nothing is marked: the section at the top edge is the
 * one the reader is coming to, and the line at the edge is kept, as before. Anchoring's scrolls
 * are not the reader's: they leave readerMovedDown as it is.
 * @param {HTMLElement[]} sections
 * @param {boolean} engineAnchors whether the engine's anchoring scrolls (else keep() does)
 * @returns {{ stop(): void, afterAnchoring(): void }}
 */
function markSectionsAtTopEdge(sections, engineAnchors) {
  // The scroll offset as the marks last saw it: after each scroll, and after each of anchoring's.
  let scrollYSeen = window.scrollY;
  let readerMovedDown = false;
  const markAll = () => {
    const edge = window.innerHeight * topEdgeShare;
    for (const section of sections) {
      let atEdge = false;
      if (readerMovedDown) {
        const { top, bottom } = section.getBoundingClientRect();
        atEdge = top < 0 && bottom > 0 && bottom <= edge;
      }
      if (atEdge === (section.dataset.atTopEdge !== undefined)) continue;
      if (atEdge) section.dataset.atTopEdge = "";
      else delete section.dataset.atTopEdge;
    }
  };
  const afterAnchoring = () => {
    scrollYSeen = window.scrollY;
    if (readerMovedDown) markAll();
  };
  // In an engine that anchors, its scroll is done by the time a change of size is reported.
  const sizeObserver = newResizeObserver(
    engineAnchors
      ? afterAnchoring
      : () => {
          scrollYSeen = window.scrollY;
        },
  );
  sizeObserver?.observe(document.documentElement);
  const onScroll = () => {
    const moved = window.scrollY - scrollYSeen;
    scrollYSeen = window.scrollY;
    if (moved === 0) return;
    // The reader has moved: a part passed over because they were elsewhere may be where they are
    // now (an off-screen part drawn just before a scroll up to it). A part drawn since the scroll,
    // before its event (an engine may draw first), was drawn away from where the reader is now,
    // and stays passed over.
    for (const part of document.querySelectorAll("[data-not-anchor]")) {
      const element = /** @type {HTMLElement} */ (part);
      if (passedOver.get(element)?.scrollY !== window.scrollY) stopPassingOver(element);
    }
    readerMovedDown = moved > 0;
    markAll();
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  return {
    stop() {
      sizeObserver?.disconnect();
      window.removeEventListener("scroll", onScroll);
    },
    afterAnchoring,
  };
}

// Each part passed over now, and the latest request for it (made at scroll offset scrollY): it is
// passed over until two frames after the latest.
/** @type {WeakMap<HTMLElement, { scrollY: number }>} */
const passedOver = new WeakMap();

/**
 * `part` is passed over as an anchor until its drawing, about to happen, has been laid out: the
 * frame after this one lays it out, and the attribute goes in the one after.
 * @param {HTMLElement} part
 */
function passOver(part) {
  const request = { scrollY: window.scrollY };
  passedOver.set(part, request);
  part.dataset.notAnchor = "";
  afterTwoFrames(() => {
    if (passedOver.get(part) === request) stopPassingOver(part);
  });
}

/** `part` is an anchor like any other again. @param {HTMLElement} part */
function stopPassingOver(part) {
  passedOver.delete(part);
  delete part.dataset.notAnchor;
}

/** Whether the engine anchors scrolling itself (CSS overflow-anchor). */
function engineAnchors() {
  return supportsCss("overflow-anchor", "auto");
}

/** @type {{ takeIfScrolled(): void } | null} */
let running = null;

/**
 * To be called before the page changes its own content (visibility.js, before a part draws): the
 * anchor is taken again now if the page has scrolled since it was taken, or if it is inside a
 * part passed over. An engine may run the drawing that a scroll brought near before it fires
 * that scroll's "scroll" event, and an anchor taken then would already have moved.
 * @param {HTMLElement | null} [partAwayFromReader] the part about to draw, when the reader is
 *   not on it: passed over as an anchor until its drawing is laid out
 */
export function beforePageGrows(partAwayFromReader = null) {
  if (partAwayFromReader) passOver(partAwayFromReader);
  running?.takeIfScrolled();
}

/**
 * @param {Element} root the element whose content is anchored (the page's body)
 * @param {Iterable<HTMLElement>} [sections] the article's sections, passed over while they show
 *   no more than their last pixels at the window's top (in every engine)
 * @returns {() => void} stop
 */
export function startScrollAnchor(root, sections = []) {
  // First, so that a scroll's marks are made before this module takes its anchor after it.
  const anchoredByEngine = engineAnchors();
  const marks = markSectionsAtTopEdge([...sections], anchoredByEngine);
  if (anchoredByEngine) return marks.stop;
  /** @type {Element | null} */
  let anchor = null;
  // Its place in the document when taken (its distance from the window's top plus the offset),
  // and the offset then. Measured in the document, the anchor's move is the page's growth above
  // it alone, also when the engine reports the growth before the scroll that came with it.
  let anchorPlace = 0;
  let takenAtScrollY = NaN;
  const placeOf = (/** @type {Element} */ element) =>
    element.getBoundingClientRect().top + window.scrollY;
  const take = () => {
    anchor = chooseAnchor(root);
    anchorPlace = anchor ? placeOf(anchor) : 0;
    takenAtScrollY = window.scrollY;
  };
  const takeIfScrolled = () => {
    const inPassedOver = anchor?.closest(passedOverSelector);
    if (window.scrollY !== takenAtScrollY || inPassedOver) take();
  };
  const keep = () => {
    if (anchor?.isConnected && !jumpPinHeld()) {
      const moved = placeOf(anchor) - anchorPlace;
      // Half a pixel is rounding, not a move.
      if (Math.abs(moved) >= 0.5) {
        window.scrollBy(0, moved);
        marks.afterAnchoring();
      }
    }
    // At the end of the page the scroll may fall short; the anchor is taken afresh either way.
    take();
  };
  const observer = newResizeObserver(keep);
  if (!observer) return marks.stop;
  observer.observe(document.documentElement);
  window.addEventListener("scroll", takeIfScrolled, { passive: true });
  take();
  const handle = { takeIfScrolled };
  running = handle;
  return () => {
    marks.stop();
    observer.disconnect();
    window.removeEventListener("scroll", takeIfScrolled);
    if (running === handle) running = null;
  };
}
