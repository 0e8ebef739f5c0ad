// If the wasm module ever stops (simulated with the core's debugAbort test hook), the page says so,
// starts a fresh module and redraws, instead of freezing.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { showSection, useBrowser } from "./harness.mjs";

const shared = useBrowser();

describe("recovery from a stopped core", () => {
  test("an abort shows a message, a fresh module starts and the sections draw again", async () => {
    const { page, problems, close } = await shared.open("");
    await showSection(page, "matrix");
    const crash = await page.evaluate(() => window.peCore.debugAbort());
    assert.equal(crash.ok, false);
    assert.equal(crash.aborted, true);
    // The facade saw aborted: true and starts a fresh module at once.
    await page.waitForFunction(() => window.peCore.peValue(1, 0, 4, 10000).ok === true, null, {
      timeout: 15000,
    });
    assert.equal(await page.evaluate(() => window.peCore.peValue(1, 0, 4, 10000).sin), Math.sin(1));
    // The message was shown while restarting and is gone once the fresh module runs.
    await page.waitForFunction(() => document.getElementById("core-error").hidden === true);
    // The page still works: a control redraws the heatmap with the fresh module.
    await page.fill("#matrix-d", "16");
    await page.locator("#matrix-d").press("Enter");
    await page.waitForFunction(() =>
      document
        .querySelector("#matrix .heatmap-canvas")
        ?.getAttribute("aria-label")
        ?.includes("16 dimensions"),
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("the message is visible while the core restarts", async () => {
    const { page, close } = await shared.open("");
    const seen = await page.evaluate(async () => {
      const message = document.getElementById("core-error");
      window.peCore.debugAbort();
      window.peCore.peValue(1, 0, 4, 10000);
      return { hidden: message.hidden, text: message.textContent };
    });
    assert.equal(seen.hidden, false);
    assert.match(seen.text, /stopped unexpectedly/);
    await close();
  });
});
