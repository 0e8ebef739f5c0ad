// @ts-check
// Long work on the main thread that never blocks the page. The work is a generator that yields
// after each small call (a few ms at most); runInSlices runs calls for about `budgetMs`, then
// hands the main thread back with a timer (input, rendering and other tasks run in between) and
// goes on. A Worker would be the usual answer, but Chromium refuses new Worker() for file://
// scripts and a strict CSP refuses blob: workers, and the page must work under both.
//
//   function* work() { for (...) { oneSmallCall(); yield; } }
//   await runInSlices(work(), { budgetMs: 4 });
//
// A generator's `finally` runs however the work ends (done, thrown, or a pause that rejects),
// so it can free what it holds.

const now = () => performance.now();

/** The main thread back to the page: a timer task, so everything queued runs first. */
export const yieldToPage = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * @param {Iterator<unknown>} work
 * @param {{ budgetMs?: number, pause?: () => Promise<unknown> }} [options]
 */
export async function runInSlices(work, { budgetMs = 4, pause = yieldToPage } = {}) {
  let sliceStart = now();
  try {
    for (;;) {
      if (work.next().done) return;
      if (now() - sliceStart >= budgetMs) {
        await pause();
        sliceStart = now();
      }
    }
  } finally {
    // The work closed however this ends (a pause that rejects too): its `finally` runs.
    work.return?.(undefined);
  }
}
