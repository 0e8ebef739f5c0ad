// @ts-check
// What the page reads from the browser it runs in, read safely. Every such value is input: a
// browser may lack an API (Safari has no requestIdleCallback; an old or stripped-down engine no
// ResizeObserver or document.fonts), report something odd (WebKitGTK under a POSIX locale gives
// the language tag "C"), or throw as it is read (a sandboxed frame throws a SecurityError on
// merely reading window.localStorage). Each reader here returns a usable value or its fallback,
// and never throws, so that no such value can stop the page from starting. The page's own code
// reads the environment only through this module; what bundled libraries read as they load is
// made safe before they load (safeGlobals.js).

/**
 * What `read` gives, or `fallback` when reading throws or gives nothing (undefined or null).
 * @template T
 * @param {() => T | undefined | null} read
 * @param {T} fallback
 * @returns {T}
 */
export function readSafely(read, fallback) {
  try {
    const value = read();
    return value === undefined || value === null ? fallback : value;
  } catch {
    return fallback;
  }
}

// ---- language ------------------------------------------------------------------------------

/** The browser's preferred language tags, most preferred first: navigator.languages, else
 * [navigator.language], keeping only non-empty strings; [] when neither can be read. The tags
 * themselves are not checked (language.js matches them against its own list; safeGlobals.js asks
 * Intl). */
export function browserLanguageTags() {
  const usable = (/** @type {unknown} */ tag) => typeof tag === "string" && tag !== "";
  const listed = readSafely(() => Array.from(navigator.languages), []).filter(usable);
  if (listed.length > 0) return /** @type {string[]} */ (listed);
  const single = readSafely(() => navigator.language, "");
  return usable(single) ? [single] : [];
}

// ---- CSS -----------------------------------------------------------------------------------

/** Whether the engine supports a CSS declaration (CSS.supports); false where it cannot be asked.
 * Asked for scroll anchoring (overflow-anchor: not in WebKit) and for showing part of a canvas
 * (object-view-box: Chromium only, 2026).
 * @param {string} property
 * @param {string} value */
export function supportsCss(property, value) {
  return readSafely(() => CSS.supports(property, value) === true, false);
}

// ---- media queries -------------------------------------------------------------------------

/** The MediaQueryList of `query`, or null where window.matchMedia is missing or throws.
 * @param {string} query */
function mediaQuery(query) {
  return readSafely(() => window.matchMedia(query), null);
}

/** Whether a media query matches now; false where it cannot be asked.
 * @param {string} query */
export function mediaMatches(query) {
  return readSafely(() => mediaQuery(query)?.matches === true, false);
}

/**
 * Calls `callback` whenever the answer to `query` changes. Where media queries cannot be asked
 * (or watched), nothing calls it: the page then keeps what it showed. Returns a function that
 * stops it.
 * @param {string} query
 * @param {() => void} callback
 * @returns {() => void}
 */
export function onMediaChange(query, callback) {
  const list = mediaQuery(query);
  const watching = readSafely(() => {
    list.addEventListener("change", callback);
    return true;
  }, false);
  return () => {
    if (watching) readSafely(() => list.removeEventListener("change", callback), null);
  };
}

// ---- storage -------------------------------------------------------------------------------

/**
 * window.localStorage (or sessionStorage) when the page may really use it, else null. In a
 * sandboxed frame (an opaque origin) merely reading the property throws a SecurityError; storage
 * may also be switched off or full. So it is tried: an item `probeKey` is written and removed.
 * @param {"localStorage" | "sessionStorage"} name
 * @param {string} probeKey
 * @returns {Storage | null}
 */
export function usableStorage(name, probeKey) {
  return readSafely(() => {
    const storage = window[name];
    storage.setItem(probeKey, "1");
    storage.removeItem(probeKey);
    return storage;
  }, null);
}

// ---- timing --------------------------------------------------------------------------------

/**
 * Runs `callback` when the browser is idle, or after `timeout` ms at the latest, with the idle
 * period's IdleDeadline (how long it has left, and whether the timeout ran out instead). Where
 * there is no requestIdleCallback (Safari has none) or it throws, a short timer stands in for it,
 * and the callback gets null.
 * @param {(deadline: IdleDeadline | null) => void} callback
 * @param {number} [timeout]
 */
export function whenIdle(callback, timeout = 500) {
  const asked = readSafely(() => {
    requestIdleCallback((deadline) => callback(deadline), { timeout });
    return true;
  }, false);
  if (!asked) setTimeout(() => callback(null), 16);
}

// ---- element sizes -------------------------------------------------------------------------

/**
 * `work`, run once at the next animation frame however often it is asked for before then.
 * What a ResizeObserver reports is acted on this way, not inside its callback: acting draws, and a
 * drawing changes sizes (a plot's axes, a caption that wraps). A size that changes while an
 * observer's notifications are delivered puts them off to the next frame with an error event
 * ("ResizeObserver loop completed with undelivered notifications"), and WebKit, for a page opened
 * from disk, reports that event as an anonymous "Script error.", which nothing can tell from a
 * real failure of the page's start. Changed in a frame's animation callbacks, the sizes are
 * observed afresh in that frame, and the page's own drawing puts no notification off (web fonts
 * that land between two deliveries still can: startFailure.js allows for that).
 * @param {() => void} work
 * @returns {{ ask: () => void, cancel: () => void }}
 */
export function onNextFrame(work) {
  let frame = 0;
  return {
    ask: () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        work();
      });
    },
    cancel: () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}

/**
 * Runs `work` in the frame after the next one: by then the intersection observers have reported
 * what the page held when this was asked (they report after a frame's layout), and what they
 * asked for in idle time (a near figure's drawing: visibility.js) is asked before anything
 * `work` asks for in idle time.
 * @param {() => void} work
 */
export function afterTwoFrames(work) {
  const second = onNextFrame(work);
  onNextFrame(() => second.ask()).ask();
}

/** A ResizeObserver calling `callback`, or null where there is none or it cannot be made.
 * @param {ResizeObserverCallback} callback
 * @returns {ResizeObserver | null} */
export function newResizeObserver(callback) {
  return readSafely(() => new ResizeObserver(callback), null);
}

/** The width and height of an element's content box (what a ResizeObserver reports).
 * @param {Element} element */
function contentSize(element) {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const sum = (/** @type {string[]} */ names) =>
    names.reduce((total, name) => total + (parseFloat(style.getPropertyValue(name)) || 0), 0);
  return {
    width:
      box.width - sum(["padding-left", "padding-right", "border-left-width", "border-right-width"]),
    height:
      box.height -
      sum(["padding-top", "padding-bottom", "border-top-width", "border-bottom-width"]),
  };
}

/**
 * Calls `onResize({ width, height })` (the element's content box, in CSS px) whenever the
 * element's size changes, through a ResizeObserver; where there is none, on every resize of the
 * window and once at the next frame (as an observer reports once when it starts), which follows
 * the layouts that change with the window, not those that change with the content. Returns a
 * function that stops it.
 * @param {Element} element
 * @param {(size: { width: number, height: number }) => void} onResize
 * @returns {() => void}
 */
export function watchSize(element, onResize) {
  /** @type {{ width: number, height: number }} */
  let latest = { width: 0, height: 0 };
  const report = onNextFrame(() => onResize(latest));
  const observer = newResizeObserver((entries) => {
    const { width, height } = entries[entries.length - 1].contentRect;
    latest = { width, height };
    report.ask();
  });
  if (observer) {
    observer.observe(element);
    return () => {
      report.cancel();
      observer.disconnect();
    };
  }
  const measure = () => onResize(contentSize(element));
  window.addEventListener("resize", measure);
  const frame = requestAnimationFrame(measure);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("resize", measure);
  };
}

// ---- parts the browser skips ---------------------------------------------------------------

// Where the browser says when a part it skips (content-visibility: auto, off screen) is rendered
// again: the contentvisibilityautostatechange event (Chromium 108, Firefox 130, Safari 18).
const skippedPartsReported = readSafely(
  () => typeof ContentVisibilityAutoStateChangeEvent === "function",
  false,
);

/**
 * Whether the browser draws nothing of `element` for now: it is in a part the browser skips
 * (content-visibility: auto, off screen), or it has no box at all (display: none). Reading the
 * size of an element in a skipped part lays that whole part out (for the article, a far section),
 * so what can wait is better read once the part is rendered (whenPartRendered) or the element gets
 * a size. False wherever the browser could not say when that is: the element is then read as
 * before.
 * @param {Element} element
 */
export function isUnrendered(element) {
  if (!skippedPartsReported) return false;
  // Brings style up to date, and lays nothing out (measured in Chromium 156: under 0.1 ms a call
  // in a skipped section, where a first read of a width there took 5-30 ms at 1x). Where the
  // option is unknown, a skipped part's elements count as rendered.
  return readSafely(() => !element.checkVisibility({ contentVisibilityAuto: true }), false);
}

/**
 * Calls `onRendered(part)` whenever a part the browser had skipped is rendered again (the reader
 * came near it), until the returned function is called.
 * @param {(part: Element) => void} onRendered
 * @returns {() => void}
 */
export function whenPartRendered(onRendered) {
  if (!skippedPartsReported) return () => {};
  const listener = (/** @type {Event} */ event) => {
    const { skipped } = /** @type {ContentVisibilityAutoStateChangeEvent} */ (event);
    if (!skipped && event.target instanceof Element) onRendered(event.target);
  };
  // The event does not bubble: caught on its way down.
  document.addEventListener("contentvisibilityautostatechange", listener, {
    capture: true,
  });
  return () =>
    document.removeEventListener("contentvisibilityautostatechange", listener, {
      capture: true,
    });
}

// ---- fonts ---------------------------------------------------------------------------------

/** The document's FontFaceSet (document.fonts), or null where the browser has none.
 * @returns {FontFaceSet | null} */
export function documentFonts() {
  return readSafely(() => document.fonts, null);
}

/**
 * Resolves once the document's fonts are in (document.fonts.ready), or after `patience` ms,
 * whichever comes first; at once where there is no document.fonts. Never rejects: what waits on
 * fonts only lays itself out again, and a `ready` that never settles must not keep it waiting.
 * @param {number} [patience]
 * @returns {Promise<void>}
 */
export function fontsReady(patience = 3000) {
  const ready = readSafely(() => documentFonts()?.ready, null);
  if (!ready) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, patience);
    Promise.resolve(ready)
      .catch(() => {})
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}
