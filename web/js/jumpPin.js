// @ts-check
// Jumps that land. A link to a section (an address ending in #id, ?section=id, a contents link)
// puts the section at the top of the window; the figures above it then draw and grow, and the
// section must stay where it landed. Chromium and Firefox keep it there by CSS scroll anchoring;
// WebKit, and so Safari on every iPad and iPhone, has none and keeps the scroll offset instead,
// leaving the section hundreds of pixels down. So the page keeps the target itself:
//
//   pinJumpTarget(element)   element.top (from the window's top) is kept at what it is now, after
//                            every change of the document's size, until the reader scrolls,
//                            types, clicks or touches, a script scrolls elsewhere, the pin has had
//                            nothing to correct for `quietFor` ms, or `longest` ms have passed
//   jumpAndPin(element)      scrolls element into view, then pins it
//   startJumpPins()          pins the #id the page was opened at, and every same-page link's
//                            target as it is followed
//   jumpPinHeld()            whether a pin holds now (scrollAnchor.js stands aside meanwhile)
//
// Where scroll anchoring works, the target has not moved when the check runs and nothing is done.
// Without ResizeObserver the check runs once a frame instead, for the same time.
//
// The quiet time counts from the pin's last correction, not from the jump: on a slow or busy
// device the figures near the target can still be drawing long after it, and a pin let go at a
// fixed time would leave the target wherever their growth pushes it. html[data-jump-pin] says what
// the last pin is doing ("held") or why it let go ("reader", "scroll", "quiet", "longest",
// "replaced", "released"): a test that finds a target out of place can say which.

import { newResizeObserver } from "./environment.js";

const quietForMs = 10000;
const longestMs = 60000;
// What a reader does to move the page: any of these ends the pin (the page must never fight them).
const readerEvents = ["wheel", "touchstart", "keydown", "mousedown", "pointerdown"];

/** @type {((why: string) => void) | null} */
let releaseCurrent = null;

/**
 * Keeps `element` at its present distance from the window's top until released.
 * @param {Element} element
 * @param {{ quietFor?: number, longest?: number }} [options]
 * @returns {() => void} release
 */
export function pinJumpTarget(element, { quietFor = quietForMs, longest = longestMs } = {}) {
  releaseCurrent?.("replaced");
  document.documentElement.dataset.jumpPin = "held";
  const wanted = element.getBoundingClientRect().top;
  let released = false;
  let frame = 0;
  let quietTimer = 0;
  let longestTimer = 0;
  // The scroll offset as the pin last left it: a scroll that changes it and moves the target too
  // came from someone else (a script's scrollIntoView, the reader's scroll bar), and ends the pin.
  // Growth above the target moves neither the offset (WebKit) nor, with anchoring, the target.
  let knownScrollY = window.scrollY;

  const keep = () => {
    if (released || !element.isConnected) return;
    const drift = element.getBoundingClientRect().top - wanted;
    // Moved by a scroll the pin did not make (an engine may report the size change first).
    if (Math.abs(drift) >= 1 && Math.abs(window.scrollY - knownScrollY) >= 1) {
      release("scroll");
      return;
    }
    // Half a pixel is rounding, not a move.
    if (Math.abs(drift) >= 0.5) {
      window.scrollBy(0, drift);
      waitForQuiet();
    }
    knownScrollY = window.scrollY;
  };
  const onScroll = () => {
    const moved = Math.abs(element.getBoundingClientRect().top - wanted) >= 1;
    if (moved && Math.abs(window.scrollY - knownScrollY) >= 1) release("scroll");
    else knownScrollY = window.scrollY;
  };
  const onReader = () => release("reader");
  const waitForQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(() => release("quiet"), quietFor);
  };
  /** @param {string} why */
  const release = (why) => {
    if (released) return;
    released = true;
    observer?.disconnect();
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(quietTimer);
    clearTimeout(longestTimer);
    for (const type of readerEvents) window.removeEventListener(type, onReader, true);
    window.removeEventListener("scroll", onScroll);
    if (releaseCurrent === release) releaseCurrent = null;
    document.documentElement.dataset.jumpPin = why;
  };

  // Made after keep and release, which it calls; null where there is none or it throws.
  const observer = newResizeObserver(keep);
  if (observer) {
    observer.observe(document.documentElement);
  } else {
    const everyFrame = () => {
      keep();
      if (!released) frame = requestAnimationFrame(everyFrame);
    };
    frame = requestAnimationFrame(everyFrame);
  }
  for (const type of readerEvents) {
    window.addEventListener(type, onReader, { capture: true, passive: true });
  }
  window.addEventListener("scroll", onScroll, { passive: true });
  waitForQuiet();
  longestTimer = setTimeout(() => release("longest"), longest);
  releaseCurrent = release;
  return () => release("released");
}

/** Whether a jump's pin holds now. */
export function jumpPinHeld() {
  return releaseCurrent !== null;
}

/** The element a same-page hash names, if any. @param {string} hash */
function targetOf(hash) {
  if (hash.length < 2) return null;
  let id;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/**
 * Jumps to `target` and pins it. The page makes the jump itself, also after the browser's: WebKit
 * may fire "hashchange" before its own jump has moved the page.
 * @param {Element} target
 */
export function jumpAndPin(target) {
  target.scrollIntoView();
  pinJumpTarget(target);
}

/**
 * Pins the target of the address's #id now (the browser jumped there as the page loaded), and the
 * target of every same-page link once the browser has jumped to it.
 */
export function startJumpPins() {
  const opened = targetOf(location.hash);
  if (opened) jumpAndPin(opened);
  // "hashchange" follows a link, the contents or the address bar. A link to the hash already in
  // the address fires no hashchange: the click does.
  window.addEventListener("hashchange", () => {
    const target = targetOf(location.hash);
    if (target) jumpAndPin(target);
  });
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
    if (!link || event.defaultPrevented) return;
    const hash = link.getAttribute("href") ?? "";
    if (hash !== location.hash) return;
    const target = targetOf(hash);
    // After the browser's jump (the click's default action), not before.
    if (target) requestAnimationFrame(() => jumpAndPin(target));
  });
}
