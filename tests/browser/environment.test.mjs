// Values from the environment are input too: a browser whose language tag Intl refuses (WebKitGTK
// under a POSIX locale reports "C") must still get a working page. Before the page's entry made
// the tag safe (web/js/i18n/browserLocale.js), uPlot's `new Intl.NumberFormat(navigator.language)`
// threw as the bundle loaded, and the page stayed on "Starting…" with no message.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";

import { dist, useBrowser } from "./harness.mjs";

const browser = useBrowser();
const embedUrl = pathToFileURL(join(dist, "embed.html")).href;

// Runs in the page before its scripts: the browser reports the tag "C" (and nothing better).
function reportPosixLocale() {
  Object.defineProperty(Navigator.prototype, "language", { configurable: true, get: () => "C" });
  Object.defineProperty(Navigator.prototype, "languages", { configurable: true, get: () => ["C"] });
}

describe("a browser whose language tag Intl refuses", () => {
  it("the tag really is refused by this engine (so the cases below test something)", async () => {
    await browser.withPage("", { init: reportPosixLocale, core: false }, async (page) => {
      const refused = await page.evaluate(() => {
        try {
          new Intl.NumberFormat("C");
          return false;
        } catch (error) {
          return error instanceof RangeError;
        }
      });
      assert.equal(refused, true);
    });
  });

  it("the article starts, in English, and draws its line plots", async () => {
    await browser.withPage(
      "#wavelengths",
      { init: reportPosixLocale, look: ["#wavelengths"] },
      async (page) => {
        assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
        assert.equal(await page.evaluate(() => navigator.language), "en-US");
        await page.waitForSelector("#wavelengths .uplot canvas", { timeout: 15000 });
        const status = (await page.locator("#core-status").textContent()) ?? "";
        assert.doesNotMatch(status, /Starting/);
      },
    );
  });

  it("an embedded section starts too", async () => {
    await browser.withPage(
      "?section=wavelengths",
      { url: embedUrl, init: reportPosixLocale },
      async (page) => {
        await page.waitForSelector("#wavelengths .uplot canvas", { timeout: 15000 });
      },
    );
  });
});
