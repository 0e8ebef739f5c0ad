// @ts-check
// Long work on the main thread in time slices, each a task of its own (a timer task by
// default), so that scrolling, input and drawing run between them. (Over http(s) the lab trains
// in a Worker, lab/labHost.js; from file:// Chromium refuses new Worker(), and the page must work
// there too.)
//
//   const slices = runInSlices(step, { budgetMs: 8, onSlice });
//   await slices.finished;   // true once step said "done"; false if stopped first
//   slices.stop();           // no more slices (the one running finishes its step)
//
// Each slice calls step(msLeft, first) again and again: step does one piece of work sized to fit
// msLeft (the first call of a slice always runs, so every slice makes progress, and a step that
// measures its own cost learns it there) and answers "more" (call again while time is left),
// "yield" (nothing more fits: end this slice) or "done". After each slice, onSlice() runs (to
// say what moved; drawing it is best left to the next animation frame, so that it is a task of
// its own), then the next slice is scheduled.
//
// Work written as a generator that yields after each small call (the exam's lab results) runs
// with runWorkInSlices, which returns a promise and closes the generator however it ends:
//
//   function* work() { try { for (...) { oneSmallCall(); yield; } } finally { free(); } }
//   await runWorkInSlices(work(), { budgetMs: 4 });

/** @typedef {"more" | "yield" | "done"} SliceAnswer */

/**
 * @typedef {object} SliceOptions
 * @property {number} [budgetMs] work per slice
 * @property {() => void} [onSlice] after each slice (the last one included)
 * @property {(callback: () => void) => number} [schedule] runs the next slice later (a timer;
 *   a browser clamps nested timers to 4 ms, which leaves the page that much time per slice)
 * @property {(handle: number) => void} [cancel]
 * @property {() => number} [now]
 * @property {boolean} [immediate] run the first slice now, not in a scheduled task
 */

/**
 * @param {(msLeft: number, first: boolean) => SliceAnswer} step
 * @param {SliceOptions} [options]
 */
export function runInSlices(step, options = {}) {
  const {
    budgetMs = 8,
    onSlice = () => {},
    schedule = (callback) => Number(setTimeout(callback, 0)),
    cancel = (handle) => clearTimeout(handle),
    now = () => performance.now(),
    immediate = false,
  } = options;
  let handle = 0;
  let stopped = false;
  /** @type {(finished: boolean) => void} */
  let settle = () => {};
  const finished = new Promise((resolve) => (settle = resolve));

  function slice() {
    handle = 0;
    if (stopped) return;
    const start = now();
    for (let first = true; ; first = false) {
      const msLeft = budgetMs - (now() - start);
      if (!first && msLeft <= 0) break;
      const answer = step(msLeft, first);
      if (stopped) return;
      if (answer === "done") {
        stopped = true;
        onSlice();
        settle(true);
        return;
      }
      if (answer === "yield") break;
    }
    onSlice();
    if (!stopped) handle = schedule(slice);
  }
  if (immediate) slice();
  else handle = schedule(slice);

  return {
    finished,
    get running() {
      return !stopped;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (handle) cancel(handle);
      handle = 0;
      settle(false);
    },
  };
}

/** The main thread back to the page: a timer task, so everything queued runs first. */
export const yieldToPage = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A generator's work in slices: the first slice at once, the next after `pause()` resolves.
 * Resolves when the work is done; rejects if it throws or a pause rejects. The generator's
 * `finally` runs however it ends, so it can free what it holds.
 * @param {Iterator<unknown>} work
 * @param {{ budgetMs?: number, pause?: () => Promise<unknown> }} [options]
 * @returns {Promise<void>}
 */
export function runWorkInSlices(work, { budgetMs = 4, pause = yieldToPage } = {}) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      /** @type {{ error: unknown } | null} */
      let failure = null;
      /** @returns {SliceAnswer} */
      const step = () => {
        try {
          return work.next().done ? "done" : "more";
        } catch (error) {
          failure = { error };
          return "done";
        }
      };
      const slices = runInSlices(step, {
        budgetMs,
        immediate: true,
        schedule: (next) => {
          pause().then(next, (error) => {
            failure = { error };
            slices.stop();
          });
          return 1;
        },
        cancel: () => {},
      });
      slices.finished.then(() => (failure ? reject(failure.error) : resolve(undefined)));
    })
  ).finally(() => work.return?.(undefined));
}
