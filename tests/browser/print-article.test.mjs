// "Print the whole article" (web/js/printArticle.js): the article's print button under the
// contents prints every section, where the browser's own print command gives the one-page summary
// sheet. The lab prints its results only once its models are trained and tested on the page;
// before that, a note and a link stand in their place (lab/printNote.js), and the line under the
// button says so. What is printed is read as Chromium lays the page out for print (print media).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { useBrowser } from "./harness.mjs";

const shared = useBrowser();

// What the printout shows of the page: for each part, whether it is laid out (checkVisibility()
// under print media: false when it or anything around it is display: none).
const printedParts = (page) =>
  page.evaluate(() => {
    const shown = (element) => element.checkVisibility();
    const sections = [...document.querySelectorAll("main .article-section")];
    return {
      sections: Object.fromEntries(sections.map((section) => [section.id, shown(section)])),
      intro: shown(document.querySelector(".intro")),
      contents: shown(document.querySelector(".toc")),
      summary: shown(document.querySelector(".summary-sheet")),
      labNote: shown(document.querySelector("#lab-print-note")),
      labCurves: shown(document.querySelector('#lab [data-slot="curves"]')),
      labResults: shown(document.querySelector('#lab [data-slot="results-part"]')),
      buttons: [...document.querySelectorAll("button")].filter(shown).length,
      // A part whose drawing is still pending, printed: it would print stale or empty.
      pendingPrinted: [...document.querySelectorAll('[data-drawn="false"]')]
        .filter(shown)
        .map((element) => element.id || element.className),
    };
  });

// The page's print() is replaced by a recorder, so that no dialog opens: what matters is what the
// page asked to print (html[data-print]) when it called it.
const recordPrint = (page) =>
  page.evaluate(() => {
    window.__printed = [];
    window.print = () => window.__printed.push(document.documentElement.dataset.print ?? "");
  });

describe("Print the whole article", () => {
  for (const [file, language] of [
    ["index.html", "en"],
    ["index.ar.html", "ar"],
  ]) {
    test(`${file}: every section, the lab as a note and a link until trained, then its results`, async () => {
      const { page, problems, close } = await shared.open("?labsteps=30&labseed=4", {
        url: `${shared.httpBase}${file}`,
      });
      const sectionCount = await page.locator("main .article-section").count();
      assert.ok(sectionCount >= 10, `${sectionCount} sections`);

      // The browser's own print: the summary sheet alone, as before.
      await page.emulateMedia({ media: "print" });
      const sheet = await printedParts(page);
      assert.deepEqual(
        Object.entries(sheet.sections).filter(([, shown]) => shown),
        [["exam", true]],
      );
      assert.equal(sheet.summary, true);
      assert.equal(sheet.intro, false);
      await page.emulateMedia({ media: "screen" });

      await recordPrint(page);
      const button = page.locator(".toc .article-print button");
      if (language === "en") {
        await page.getByRole("button", { name: "Print the whole article" }).click();
      } else {
        assert.equal(await button.textContent(), "طباعة المقال كاملًا");
        await button.click();
      }
      assert.deepEqual(await page.evaluate(() => window.__printed), ["article"]);
      // The lab was not trained: the line under the button says so and links to the lab.
      const status = page.locator(".article-print-status");
      assert.equal(await status.isVisible(), true);
      assert.equal(await status.locator('a[href="#lab"]').count(), 1);
      assert.equal(/not been trained/.test(await status.textContent()), language === "en");

      // Printing runs whatever drawing waits (visibility.js), as a real print's beforeprint does.
      await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
      await page.emulateMedia({ media: "print" });
      const untrained = await printedParts(page);
      for (const [id, shown] of Object.entries(untrained.sections)) {
        assert.equal(shown, true, `section ${id} is printed`);
      }
      assert.equal(untrained.intro, true);
      assert.equal(untrained.contents, false, "the contents' links are for the screen");
      assert.equal(untrained.buttons, 0, "no button is printed");
      assert.equal(untrained.labNote, true, "the note stands in for the lab's results");
      assert.equal(untrained.labCurves, false);
      assert.equal(untrained.labResults, false);
      assert.deepEqual(untrained.pendingPrinted, []);
      const printedText = await page.evaluate(() => document.querySelector("main").innerText);
      assert.doesNotMatch(printedText, /\bNaN\b|\bundefined\b/);

      // The print dialog closes: the page's own print is the summary sheet again.
      await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
      assert.equal(await page.evaluate(() => document.documentElement.dataset.print), undefined);
      assert.equal((await printedParts(page)).intro, false);
      await page.emulateMedia({ media: "screen" });

      if (language === "en") {
        // Trained and tested (the link's way: to the lab, where the curves start the training),
        // the lab prints its results, and the line under the button has nothing to say.
        await status.locator("a").click();
        await page.locator('#lab [data-slot="curves"]').scrollIntoViewIfNeeded();
        await page.waitForFunction(
          () => performance.getEntriesByName("pe:lab-done").length > 0,
          null,
          {
            timeout: 60000,
          },
        );
        await button.click();
        assert.deepEqual(await page.evaluate(() => window.__printed), ["article", "article"]);
        assert.equal(await status.isVisible(), false);
        await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
        await page.emulateMedia({ media: "print" });
        const trained = await printedParts(page);
        assert.equal(trained.labNote, false);
        assert.equal(trained.labCurves, true);
        assert.equal(trained.labResults, true);
        assert.deepEqual(trained.pendingPrinted, []);
        const results = await page.locator('#lab [data-slot="results-part"]').innerText();
        assert.match(results, /rope, YaRN at test/);
      }
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
