// A page left open for a lesson must not grow: after 1,000 slider moves the JS heap (after a full
// garbage collection) is within 10% of its size after the first 100.
import assert from "node:assert/strict";
import { test } from "node:test";

import { showSection, useBrowser } from "./harness.mjs";

const shared = useBrowser();

test("1,000 slider moves keep the JS heap within 10% of its size after 100", async () => {
  const { page, problems, close } = await shared.open("");
  await showSection(page, "identity");
  // The article's formulas are typeset once each, when near the screen or in idle time after the
  // start (math.js): the baseline is taken once that one-time work is done, so that what is
  // measured is what the slider moves add. In idle time each formula waits for an idle period
  // with room for it, or for at most 3 s (visibility.js, patienceMs): with up to 21 formulas left
  // once the page has started, the last was typeset 2-17 s after the load at 1x on an idle
  // machine (eight loads each of two builds, 2026-12-06), and later under a full `npm test`, so
  // 15 s was too short. 21 formulas at 3 s each fit in 70 s.
  await page.waitForFunction(
    () => !document.querySelector('[data-tex][data-drawn="false"]'),
    null,
    {
      timeout: 70000,
    },
  );
  const cdp = await page.context().newCDPSession(page);
  const heapAfter = async (moves, from) => {
    await page.evaluate(
      async ({ moves, from }) => {
        const sliders = ["identity-k-range", "identity-pos-range"].map((id) =>
          document.getElementById(id),
        );
        for (let step = from; step < from + moves; step++) {
          const slider = sliders[step % 2];
          slider.value = String(step % 50);
          slider.dispatchEvent(new Event("input", { bubbles: true }));
          if (step % 20 === 0) await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      },
      { moves, from },
    );
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  const after100 = await heapAfter(100, 0);
  const after1000 = await heapAfter(900, 100);
  assert.ok(
    after1000 <= after100 * 1.1,
    `heap grew from ${after100} to ${after1000} bytes (${((after1000 / after100 - 1) * 100).toFixed(1)}%)`,
  );
  assert.deepEqual(problems, []);
  await close();
});
