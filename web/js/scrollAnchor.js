// @ts-check
// Scroll anchoring where the engine has none. Content above the reader changes size often here:
// a section draws its figures, captions and worked steps as it comes near the window, and a
// section not drawn yet grows by up to a thousand pixels as it does. A reader who followed a link
// down the page and then scrolls back up meets such sections from below. Chromium and Firefox
// keep the line being read where it is while that happens (CSS scroll anchoring, overflow-anchor);
// WebKit, and so Safari on every iPad and iPhone, keeps the scroll offset instead, and the line
// jumps down the screen. Where the engine has no anchoring, the page does it:
//
//   startScrollAnchor(root)   after each scroll, remembers an anchor: the first element under
//                             root that starts inside the window, looking into the element that
//                             crosses the window's top edge (as the engines choose theirs), and its
//                             place in the document. After each change of the document's size,
//                             scrolls by however far the anchor moved.
//   beforePageGrows()         takes the anchor again if the page has scrolled since: called
//                             before the page draws anything (visibility.js)
//   chooseAnchor(root)        that element (null when nothing under root is in the window)
//
// Growth below the anchor, or of the anchor itself, moves nothing above the reader and is left
// alone, as in the engines that anchor. While a jump's pin holds, the pin keeps its target
// (jumpPin.js) and the anchor stands aside: the anchor measures its move in the document, which
// the pin's scroll does not undo, so the two would correct the same growth twice. Without
// ResizeObserver nothing is kept.

import { newResizeObserver, supportsCss } from "./environment.js";
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
      if (box.height < 1 || box.bottom <= 0) continue;
      if (box.top >= 0) return child;
      crossing = child;
      break;
    }
    if (!crossing) return parent === root ? null : parent;
    parent = crossing;
  }
}

/** Whether the engine anchors scrolling itself (CSS overflow-anchor). */
function engineAnchors() {
  return supportsCss("overflow-anchor", "auto");
}

/** @type {{ takeIfScrolled(): void } | null} */
let running = null;

/**
 * To be called before the page changes its own content (visibility.js, before a part draws): the
 * anchor is taken again now if the page has scrolled since it was taken. An engine may run the
 * drawing that a scroll brought near before it fires that scroll's "scroll" event, and an anchor
 * taken then would already have moved.
 */
export function beforePageGrows() {
  running?.takeIfScrolled();
}

/**
 * @param {Element} root the element whose content is anchored (the page's body)
 * @returns {() => void} stop
 */
export function startScrollAnchor(root) {
  if (engineAnchors()) return () => {};
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
    if (window.scrollY !== takenAtScrollY) take();
  };
  const keep = () => {
    if (anchor?.isConnected && !jumpPinHeld()) {
      const moved = placeOf(anchor) - anchorPlace;
      // Half a pixel is rounding, not a move.
      if (Math.abs(moved) >= 0.5) window.scrollBy(0, moved);
    }
    // At the end of the page the scroll may fall short; the anchor is taken afresh either way.
    take();
  };
  const observer = newResizeObserver(keep);
  if (!observer) return () => {};
  observer.observe(document.documentElement);
  window.addEventListener("scroll", takeIfScrolled, { passive: true });
  take();
  const handle = { takeIfScrolled };
  running = handle;
  return () => {
    observer.disconnect();
    window.removeEventListener("scroll", takeIfScrolled);
    if (running === handle) running = null;
  };
}
