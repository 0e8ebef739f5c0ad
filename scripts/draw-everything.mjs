// Brings a built page, open in Playwright, to the state in which every part of it has drawn: the
// core running, the lab trained (its training starts when its curves come into view), and every
// part drawn whether on screen or not (the beforeprint event draws whatever is pending). Used by
// the scripts that look at the whole page (screenshots.mjs, untranslated.mjs).

/** @param {import("playwright-core").Page} page */
export async function drawEverything(page) {
  await page.waitForSelector("html[data-core]");
  const curves = page.locator('#lab [data-slot="curves"]');
  if ((await curves.count()) > 0) {
    await curves.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => performance.getEntriesByName("pe:lab-done").length > 0, null, {
      timeout: 120000,
    });
  }
  await drawPendingParts(page);
}

/** Draws every part still waiting to be drawn (say, after the window changed size or colours):
 * the beforeprint event draws them all; waits until none is pending.
 * @param {import("playwright-core").Page} page */
export async function drawPendingParts(page) {
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.waitForFunction(
    () => document.querySelector('[data-drawn="false"], [data-mirror="pending"]') === null,
    null,
    { timeout: 30000 },
  );
}
