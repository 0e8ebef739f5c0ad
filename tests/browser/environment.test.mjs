// Values from the environment are input too: whatever the browser reports, lacks or throws as it
// is read, the page starts (web/js/environment.js reads such values for the page's own code;
// web/js/safeGlobals.js mends what bundled libraries read as they load), and whatever still fails
// as it starts is said on the page, with the JavaScript core's link (web/js/startFailure.js).
// Before the page's entry made the language tag safe, uPlot's `new Intl.NumberFormat(
// navigator.language)` threw as the bundle loaded on a browser that reports "C" (WebKitGTK under
// a POSIX locale), and the page stayed on "Starting…" with no message.
//
// Each fake runs in the page before its scripts (openPage's `init`); fakes that do not touch one
// another share a page. A fake given an argument is written as a script: `${fake}(argument)`.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";

import {
  breakIntersectionObserver,
  breakIntlMissing,
  breakIntlThrowing,
  breakMediaAndFonts,
  breakPixelRatio,
  fakeLanguageTags,
  removeBrowserApis,
  reportMutedError,
  reportResizeObserverLoop,
  withArgument,
} from "./environmentFakes.mjs";
import { canvasPainted, dist, lookAt, useBrowser } from "./harness.mjs";

const browser = useBrowser();
const embedUrl = pathToFileURL(join(dist, "embed.html")).href;

// ---- what a started page shows --------------------------------------------------------------

// Either the page started (html[data-core]) or it said that it could not (#core-error shown):
// a start that broke fails the test at once, in the page's own words, not after a timeout.
const startedOrStopped = () =>
  document.documentElement.dataset.core !== undefined ||
  document.getElementById("core-error")?.hidden === false;

/**
 * Opens `query` (on `url`: the article unless given) with the fake `init` and checks that the page
 * started: its core runs, no failure is reported, each of `look` is drawn once looked at, the
 * `figure` is there, and the status line says which core computes; then runs `check(page)`. The
 * page recorded no console error, exception or failed request (withPage).
 */
async function assertStarts(
  query,
  { url, init, look = ["#wavelengths"], figure = "#wavelengths .uplot canvas" },
  check = async () => {},
) {
  await browser.withPage(
    query,
    { url, init, core: false, waitFor: [startedOrStopped] },
    async (page) => {
      const alert = page.locator("#core-error");
      assert.equal(await alert.isHidden(), true, `the page says: ${await alert.textContent()}`);
      for (const selector of look) await lookAt(page, selector);
      await page.waitForSelector(figure, { timeout: 15000 });
      assert.match((await page.locator("#core-status").textContent()) ?? "", /Numbers computed/);
      await check(page);
    },
  );
}

describe("a browser whose language tags are odd, missing or refused", () => {
  it("the tags really are refused by this engine (so the cases below test something)", async () => {
    await browser.withPage("", { url: "about:blank", core: false }, async (page) => {
      const refused = await page.evaluate(() =>
        ["C", "en_US", "x-private"].filter((tag) => {
          try {
            new Intl.NumberFormat(tag);
            return false;
          } catch (error) {
            return error instanceof RangeError;
          }
        }),
      );
      assert.deepEqual(refused, ["C", "en_US", "x-private"]);
    });
  });

  const cases = [
    { language: "C", languages: ["C"] },
    { language: "", languages: "missing" },
    { language: "und", languages: ["und"] },
    { language: "en_US", languages: "throws" },
    { language: "x-private", languages: ["x-private", "C", ""] },
  ];
  for (const tags of cases) {
    it(`the article starts in English and draws its plots: ${JSON.stringify(tags)}`, async () => {
      await assertStarts("", { init: withArgument(fakeLanguageTags, tags) }, async (page) => {
        assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
        // The tag libraries read is one Intl accepts.
        const accepted = await page.evaluate(() => {
          try {
            return Boolean(new Intl.NumberFormat(navigator.language));
          } catch {
            return false;
          }
        });
        assert.equal(accepted, true);
      });
    });
  }

  it("an embedded section starts too (languages unreadable, language refused)", async () => {
    await assertStarts("?section=wavelengths", {
      url: embedUrl,
      init: withArgument(fakeLanguageTags, { language: "C", languages: "throws" }),
    });
  });
});

describe("a browser whose Intl is broken", () => {
  for (const [name, fake] of [
    ["throwing NumberFormat and Collator, no PluralRules", breakIntlThrowing],
    ["no NumberFormat or Collator, throwing PluralRules", breakIntlMissing],
  ]) {
    it(`the article starts, its messages formatted (${name})`, async () => {
      await assertStarts("", { init: fake, look: ["#wavelengths", "#matrix"] }, async (page) => {
        // Every plural message ("{count, plural, ...}") came out whole: no ICU syntax on the page.
        assert.doesNotMatch((await page.locator("main").textContent()) ?? "", /plural,|\{count/);
      });
    });
  }

  it("an embedded section starts too", async () => {
    await assertStarts("?section=wavelengths", { url: embedUrl, init: breakIntlThrowing });
  });
});

describe("a browser without matchMedia, requestIdleCallback, ResizeObserver, fonts or storage", () => {
  it("the article starts and draws its plots and heatmaps; the exam keeps no progress", async () => {
    await assertStarts(
      "",
      { init: removeBrowserApis, look: ["#wavelengths", "#matrix .heatmap-canvas", "#exam"] },
      async (page) => {
        // The fakes held (the page puts a stand-in only for matchMedia).
        assert.deepEqual(
          await page.evaluate(() => [
            typeof requestIdleCallback,
            typeof ResizeObserver,
            typeof document.fonts,
          ]),
          ["undefined", "undefined", "undefined"],
        );
        await page.waitForFunction(canvasPainted, "#matrix .heatmap-canvas");
        assert.equal(await page.locator("#exam-storage-note").getAttribute("data-stored"), "false");
      },
    );
  });

  it("an embedded section starts too", async () => {
    await assertStarts(
      "?section=matrix",
      { url: embedUrl, init: removeBrowserApis, look: [], figure: "#matrix .heatmap-canvas" },
      (page) => page.waitForFunction(canvasPainted, "#matrix .heatmap-canvas"),
    );
  });

  it("the article starts when a ResizeObserver reports a loop as it starts", async () => {
    await assertStarts("", { init: reportResizeObserverLoop });
  });

  it('the article starts when an error muted to "Script error." arrives as it starts', async () => {
    await assertStarts("", { init: reportMutedError });
  });

  it("the article starts where matchMedia throws and the fonts are never ready", async () => {
    await assertStarts("", { init: breakMediaAndFonts }, async (page) => {
      assert.equal(await page.evaluate(() => matchMedia("(min-width: 1px)").matches), false);
    });
  });
});

// ---- a start that fails anyway --------------------------------------------------------------

/** The page's failure notice: its status line, the alert's text and its link's address. */
async function failureNotice(page) {
  const alert = page.locator("#core-error");
  await alert.waitFor({ state: "visible", timeout: 15000 });
  return {
    status: (await page.locator("#core-status").textContent()) ?? "",
    text: (await alert.textContent()) ?? "",
    link: await alert.locator("a").getAttribute("href"),
  };
}

describe("a start that fails anyway says what failed, and offers the JavaScript core", () => {
  it("a module that throws as the bundle loads (the article)", async () => {
    const { page, problems, close } = await browser.open("?d=64", {
      init: breakPixelRatio,
      core: false,
    });
    try {
      const notice = await failureNotice(page);
      assert.equal(notice.status, "The page could not finish starting.");
      // The script is named; the error's own words, where the browser gives them (a page from
      // disk or in a sandboxed frame gets only "Script error." for an error in its script).
      assert.match(notice.text, /failed as it started: app\.js \(/);
      const link = new URL(notice.link);
      assert.equal(link.searchParams.get("core"), "js");
      assert.equal(link.searchParams.get("d"), "64");
      assert.match(link.pathname, /index\.html$/);
      // The one problem is the uncaught exception itself.
      assert.equal(problems.length, 1, problems.join("\n"));
      assert.match(problems[0], /devicePixelRatio refused/);
    } finally {
      await close();
    }
  });

  it("a step that throws (an embedded section), named by its module", async () => {
    await browser.withPage(
      "?section=wavelengths",
      { url: embedUrl, init: breakIntersectionObserver, core: false },
      async (page) => {
        const notice = await failureNotice(page);
        assert.equal(notice.status, "The page could not finish starting.");
        assert.match(
          notice.text,
          /failed as it started: startPage\.js \(Error: fake: Intersection/,
        );
        assert.equal(new URL(notice.link).searchParams.get("core"), "js");
        assert.match(new URL(notice.link).pathname, /embed\.html$/);
      },
    );
  });
});
