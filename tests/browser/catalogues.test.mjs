// Every word a reader meets comes from a message catalogue (docs/messages.md). The page is opened
// in the pseudo-locale (lang=en-XA), where every catalogue message and all the HTML prose come
// out accented and in ⟦brackets⟧; then every part is drawn (the lab trained) and every piece of
// reader text (text nodes and the attributes read aloud or shown: web/js/i18n/readerText.js) is
// walked. Any text with plain English letters outside the brackets did not come from a catalogue.
// Maths, and text marked translate="no" (the reader's own sentences and their tokens), are not
// words to translate and are not walked.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";

import { findUntranslated, untranslatedNow } from "../../scripts/untranslated.mjs";
import { dist, useBrowser } from "./harness.mjs";

const browser = useBrowser();
const embedUrl = pathToFileURL(join(dist, "embed.html")).href;

/** @param {string[][]} found [where, kind, text] */
const listed = (found) =>
  found.map(([where, kind, text]) => `${where} | ${kind} | ${text.slice(0, 120)}`).join("\n");

describe("no text from outside a catalogue (the pseudo-locale)", () => {
  it("the whole article, every section drawn and the lab trained", async () => {
    const { page, problems, close } = await browser.open("?lang=en-XA");
    try {
      const found = await findUntranslated(page);
      assert.equal(found.length, 0, `text from no catalogue:\n${listed(found)}`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), "en-XA");
      // The check can fail: the page's own words did become pseudo text.
      const heading = await page.locator("#formula h2").textContent();
      assert.match(heading, /^⟦.*⟧$/);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  for (const query of ["?section=exam&mode=mock&count=5", "?section=lab", "?section=nope"]) {
    it(`the embed page, ${query}`, async () => {
      const { page, problems, close } = await browser.open(`${query}&lang=en-XA`, {
        url: embedUrl,
        core: !query.includes("nope"),
      });
      try {
        const found = query.includes("nope")
          ? await untranslatedNow(page)
          : await findUntranslated(page);
        assert.equal(found.length, 0, `text from no catalogue:\n${listed(found)}`);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }

  it("a link's refused values: their notices come from the catalogue too", async () => {
    const { page, problems, close } = await browser.open(
      "?lang=en-XA&theme=purple&d=7&d=8&dims=0,0&hints=maybe&section=exam&kinds=value",
    );
    try {
      const notices = page.locator("#notices .notice");
      assert.ok((await notices.count()) >= 4, "one notice per refused or repeated value");
      for (const text of await notices.allTextContents()) assert.match(text.trim(), /^⟦.*⟧$/s);
      const found = await untranslatedNow(page);
      assert.equal(found.length, 0, `text from no catalogue:\n${listed(found)}`);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  it("in English, the same page reads as it always has (no brackets anywhere)", async () => {
    const { page, problems, close } = await browser.open("?lang=en");
    try {
      const text = await page.locator("main").innerText();
      assert.ok(!text.includes("⟦"), "no pseudo text in English");
      assert.equal(
        (await page.locator("#formula h2").textContent()).trim(),
        "The formula, term by term",
      );
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
