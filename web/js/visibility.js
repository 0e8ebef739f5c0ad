// @ts-check
// Figures draw when they are on screen (Distill's "render when on screen"): a long article should
// not compute and paint eleven sections before the reader has scrolled past the first one, and a
// slider step should pay only for what the reader can see.
//
//   const stop = renderWhenVisible(sectionElement, store, ["d", "n"], render);
//   const stop = renderPartsWhenVisible(store, [{ element, watched, render }, ...]);
//   const gate = createVisibilityGate(element);  gate.run(task), gate.destroy(): the same for
//                                                 work that no store change starts (the lab)
//
// Each element (a section, or a part of a tall one) draws at once when on screen (past the
// window's edge tenths: screenMargin), in idle time when within 400px of it (drawn again there
// only once its task has stood for quietMs), and otherwise when it comes near; only the latest
// task is kept meanwhile, so ten slider steps made elsewhere cost one drawing when the reader
// arrives. An element whose drawing is out of date carries data-drawn="false" (tests wait on it),
// "true" once drawn. Without IntersectionObserver everything draws at once, as if on screen.
// Printing runs whatever is pending, so a printout has every figure.

// Idle time where the browser has it (Safari lacks requestIdleCallback: environment.js stands in
// for it); its timeout keeps a busy page from starving a part about to scroll in (during a drag a
// part drawn before waits for quiet instead: quietMs below; on screen nothing waits).
import { whenIdle } from "./environment.js";
import { beforePageGrows } from "./scrollAnchor.js";

// "Near" the screen: within nearPx above or below the window.
const nearPx = 400;
const nearMargin = `${nearPx}px 0px`;
// "On screen" for drawing at once means reaching past the window's top and bottom tenths: a part
// that shows only a sliver at the window's edge is drawn as a near one is. With the matrix's d
// slider in the middle of a 900 px window at 1280 px, the wavelengths figure above it showed 38 px
// at the top, and every step drew it again (about 40 ms of a 64 ms step at 4x CPU throttling).
const screenMargin = "-10% 0px";
const gates = new Set();
// Each gated element's "is it off screen now?" (as its gate's observer last said).
/** @type {WeakMap<Element, () => boolean>} */
const offScreenTest = new WeakMap();

// A part near the screen but not on it is drawn again in idle time only once its task has stood
// for quietMs: while a slider is dragged, each step makes the part out of date again, and drawing
// it between steps is work thrown away at the next. At 4x CPU throttling, the wavelengths section,
// just above the matrix's d slider, was drawn again 11 times in 40 steps of that slider, 37 ms of
// script each, and the next step laid out what it drew. On screen, a part still draws at once;
// a part's first drawing does not wait (the page's start is not a drag).
export const quietMs = 300;

/**
 * @param {HTMLElement} element
 * @param {{ figure?: boolean, edge?: string, drawsWhenQuiet?: boolean }} [options]
 *   figure: false for what is not a figure (a formula, the glossary), whose drawing does not count
 *   as the page's first figure;
 *   edge: the observer's margin that counts as on screen (screenMargin, or "0px": any of it);
 *   drawsWhenQuiet: for the lines of a derivation. Off screen, a task waits only while tasks come
 *   in a burst (each within quietMs of the one before: a drag), and then runs in idle time once
 *   it has stood for quietMs, near the screen or not. A single change draws at once; a drag draws
 *   at each step only the lines on screen. The element carries data-drawn-when-quiet (tests wait
 *   for such parts wherever they are).
 */
export function createVisibilityGate(
  element,
  { figure = true, edge = screenMargin, drawsWhenQuiet = false } = {},
) {
  const observed = typeof IntersectionObserver === "function";
  let onScreen = !observed;
  let near = !observed;
  let idleQueued = false;
  let pending = null;
  // When `pending` was last replaced (performance.now()); -Infinity until the part has drawn.
  let pendingSince = -Infinity;
  // When run() was last called, for drawsWhenQuiet's bursts.
  let lastRun = -Infinity;
  let drawnBefore = false;
  // (A line drawn when quiet is out of date only once a task waits: until its first, the part it
  // is in says whether it has been drawn.)
  if (!drawsWhenQuiet) element.dataset.drawn = "false";
  else element.dataset.drawnWhenQuiet = "";
  const mayDrawInIdle = () => near || drawsWhenQuiet;

  function flush() {
    if (!pending) return;
    const task = pending;
    pending = null;
    // The line the reader is on is noted before the page grows (WebKit: scrollAnchor.js), and a
    // part off screen is not where the reader is: it is passed over as the anchor (every engine),
    // with the parts around it that are off screen too (a section whose last pixels show at the
    // window's top, drawing its readout).
    beforePageGrows(onScreen ? null : widestOffScreen(element));
    task();
    drawnBefore = true;
    if (element.dataset.drawn !== "true") element.dataset.drawn = "true";
    // For tests/bench: time from navigation to the first figure drawn.
    if (figure && performance.getEntriesByName("pe:first-figure").length === 0) {
      performance.mark("pe:first-figure");
    }
  }

  // In idle time, once the task has stood for quietMs (asking again after the rest of it if not).
  function flushWhenIdle() {
    if (idleQueued) return;
    idleQueued = true;
    whenIdle(() => {
      const stood = performance.now() - pendingSince;
      if (mayDrawInIdle() && pending && stood < quietMs) {
        setTimeout(() => {
          idleQueued = false;
          flushWhenIdle();
        }, quietMs - stood);
        return;
      }
      idleQueued = false;
      if (mayDrawInIdle()) flush();
    });
  }

  // One observer per band: the screen itself, and the screen widened by nearMargin.
  const watch = (margin, onChange) => {
    if (!observed) return null;
    const observer = new IntersectionObserver(
      (entries) => onChange(entries[entries.length - 1].isIntersecting),
      { rootMargin: margin },
    );
    observer.observe(element);
    return observer;
  };
  const screenObserver = watch(edge, (isIntersecting) => {
    onScreen = isIntersecting;
    if (onScreen) flush();
  });
  // (A part drawn when quiet does not wait for the screen to come near.)
  const nearObserver = drawsWhenQuiet
    ? null
    : watch(nearMargin, (isIntersecting) => {
        near = isIntersecting;
        if (near && !onScreen && pending) flushWhenIdle();
      });

  offScreenTest.set(element, () => !onScreen);

  const gate = {
    // Runs `task` now if the section is on screen, in idle time if it is near, and otherwise
    // keeps it (replacing any task kept before) until it comes near (drawsWhenQuiet: above).
    run(task) {
      const time = performance.now();
      const inBurst = time - lastRun < quietMs;
      lastRun = time;
      pending = task;
      pendingSince = drawnBefore ? time : -Infinity;
      if (onScreen || (drawsWhenQuiet && !inBurst)) {
        flush();
        return;
      }
      // What is shown is out of date until the task runs (tests wait on this).
      if (element.dataset.drawn !== "false") element.dataset.drawn = "false";
      if (mayDrawInIdle()) flushWhenIdle();
    },
    flush,
    // Whether a task waits to be run (a formula not yet typeset).
    due: () => pending !== null,
    destroy() {
      offScreenTest.delete(element);
      screenObserver?.disconnect();
      nearObserver?.disconnect();
      pending = null;
      gates.delete(gate);
    },
  };
  gates.add(gate);
  return gate;
}

/**
 * `element`, an off-screen part, or the outermost of the gated elements around it that are off
 * screen as well.
 * @param {HTMLElement} element
 */
function widestOffScreen(element) {
  let widest = element;
  for (let around = element.parentElement; around; around = around.parentElement) {
    const offScreen = offScreenTest.get(around);
    if (!offScreen) continue;
    if (!offScreen()) break;
    widest = around;
  }
  return widest;
}

/** Whether `element` is near the window now, as the gates' observers count it (reads layout).
 * @param {Element} element */
export function isNearWindow(element) {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -nearPx && top < window.innerHeight + nearPx;
}

/**
 * Calls onNear(element) once for each of `elements` when it first comes near the window (as the
 * gates count it), until the returned stop() is called. Without IntersectionObserver it never
 * calls: the caller's own schedule stands.
 * @template {Element} T
 * @param {T[]} elements
 * @param {(element: T) => void} onNear
 * @returns {() => void} stop
 */
export function whenNear(elements, onNear) {
  if (typeof IntersectionObserver !== "function") return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        // Only the given elements are observed, so the target is one of them.
        onNear(/** @type {T} */ (entry.target));
      }
    },
    { rootMargin: nearMargin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

// flushInIdleTime: a task waits for an idle period with room for it, and none waits longer than
// patienceMs. A task that overruns its period delays the next frame: while the lab trained in a
// Worker at 4x CPU throttling, the article's display equations typeset in idle time (5-31 ms each,
// in periods of 12-16 ms between frames) made the page's longest frame gaps. The room a task needs
// is roomMs at least, and what its size says it will take: size x the median ms per unit of size
// of the tasks run so far (an equation's size is the length of its TeX; measured at 1x, 1.1-5.3 ms
// for 35-424 characters). The median, because the page's first typesetting also warms KaTeX up
// (24 ms for 185 characters at 1x, 76 at 4x). At most fullPeriodMs: a page with nothing to draw
// has idle periods of 50 ms.
const roomMs = 12;
const fullPeriodMs = 45;
const patienceMs = 3000;

// While the reader watches something move (the lab training), the idle work waits: a formula
// typeset between two of the lab's frames is laid out and painted in the next, with a plot.
let idleHolds = 0;
/**
 * Holds flushInIdleTime's tasks until the returned release() (called once or more).
 * @returns {() => void} release
 */
export function holdIdleWork() {
  idleHolds += 1;
  let held = true;
  return () => {
    if (held) idleHolds -= 1;
    held = false;
  };
}

/** @param {number[]} values @returns {number} the median; 0 for none */
function medianOf(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// The gate of a line of text or maths that follows its controls (a derivation's line, a cell's
// readout): not a figure, on screen as soon as any of it is, and during a drag it waits for the
// drag to pause unless it is on screen (drawsWhenQuiet, above).
/** @param {HTMLElement} element */
export function createQuietLineGate(element) {
  return createVisibilityGate(element, { figure: false, edge: "0px", drawsWhenQuiet: true });
}

/**
 * Runs each task's flush(), one per idle callback, in order: work that may wait until a reader
 * comes near, but should not wait for ever (the article's formulas: find-in-page and a screen
 * reader's reading should find them all soon after the page starts). Each runs in an idle period
 * with room for it, or once it has waited patienceMs. size() is the work a task has left, read
 * when its turn comes: 0 when it has none (a formula typeset already, because it came on screen
 * first), and such a task is passed over at once: it waits for no room, and its no-op does not
 * count toward the median rate (a near-zero rate would shrink the room of every task after it).
 * Once none is left, onDone(ran) hears the tasks it ran itself (not those passed over).
 * @template {{ flush(): void, size(): number }} Task
 * @param {Task[]} tasks
 * @param {(ran: Task[]) => void} [onDone]
 */
export function flushInIdleTime(tasks, onDone = () => {}) {
  const queue = [...tasks];
  /** @type {Task[]} */
  const ran = [];
  /** @type {number[]} ms per unit of size, one per task run that had a size */
  const rates = [];
  let askedAt = performance.now();
  /** @param {IdleDeadline | null} deadline */
  const next = (deadline) => {
    while (queue.length > 0 && queue[0].size() === 0) queue.shift();
    const task = queue[0];
    if (!task) {
      onDone(ran);
      return;
    }
    if (idleHolds > 0) {
      askedAt = performance.now();
      whenIdle(next, patienceMs);
      return;
    }
    const size = task.size();
    const waited = performance.now() - askedAt;
    const room = Math.min(fullPeriodMs, Math.max(roomMs, medianOf(rates) * size));
    const tooShort = deadline !== null && !deadline.didTimeout && deadline.timeRemaining() < room;
    if (tooShort && waited < patienceMs) {
      whenIdle(next, patienceMs - waited);
      return;
    }
    queue.shift();
    ran.push(task);
    const started = performance.now();
    task.flush();
    rates.push((performance.now() - started) / size);
    askedAt = performance.now();
    whenIdle(next, patienceMs);
  };
  whenIdle(next, patienceMs);
}

if (typeof window === "object") {
  window.addEventListener("beforeprint", () => {
    for (const gate of gates) gate.flush();
  });
}

// The wiring every section with figures uses: draw once when on screen, and again (when on
// screen) whenever one of the store keys in `watched` changes. Returns a function that undoes it.
export function renderWhenVisible(root, store, watched, render) {
  return renderPartsWhenVisible(store, [{ element: root, watched, render: () => render() }]);
}

// The same for a section taller than a window, in parts that are each drawn when they are on
// screen: dragging a slider at the top of the section then redraws what is in view at once and
// the rest in idle time (or when it is scrolled to).
//   parts: [{ element, watched, render(state, changed, initial) }]; `changed` holds every key
//   that changed since the part last drew, `initial` is true for its first drawing.
export function renderPartsWhenVisible(store, parts) {
  const undo = parts.map(({ element, watched, render }) => {
    const gate = createVisibilityGate(element);
    let changedSince = new Set();
    let initial = true;
    const draw = () => {
      const changed = changedSince;
      changedSince = new Set();
      render(store.getAll(), changed, initial);
      initial = false;
    };
    const unsubscribe = store.subscribe((state, changed) => {
      if (!watched.some((key) => changed.has(key))) return;
      for (const key of changed) changedSince.add(key);
      gate.run(draw);
    });
    gate.run(draw);
    return () => {
      gate.destroy();
      unsubscribe();
    };
  });
  return () => {
    for (const stop of undo) stop();
  };
}
