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
 * the beforeprint event draws them all; waits until none is pending. A part that falls due after
 * the event (a section's late update) is drawn by the next one, as a second print would: the event
 * is sent again every few seconds, and after 30 s the parts still pending are named.
 * @param {import("playwright-core").Page} page */
export async function drawPendingParts(page) {
  const pendingSelector = '[data-drawn="false"], [data-mirror="pending"]';
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    const settled = await page
      .waitForFunction((selector) => document.querySelector(selector) === null, pendingSelector, {
        timeout: Math.min(5000, Math.max(1, deadline - Date.now())),
      })
      .then(() => true)
      .catch(() => false);
    if (settled) return;
  }
  const pending = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const html = /** @type {HTMLElement} */ (element);
        const where = html.closest("section[id]")?.id ?? "page";
        return `${where}/${html.dataset.slot || html.id || html.className || html.tagName}`;
      }),
    pendingSelector,
  );
  throw new Error(`parts still pending after 30 s of print events: ${pending.join(", ")}`);
}
