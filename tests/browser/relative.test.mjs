// End-to-end tests of the section "relative" in Debian's Chromium, and of its layout and
// accessibility together with the next two sections', "embeddings" and "attention"
// (tests/browser/embeddings.test.mjs, tests/browser/attention.test.mjs).
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core: PE(ref).PE(p) =
// sum_i cos(omega_i (p - ref)) in float64 (tests/oracle/oracle.mjs).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { relativeDot } from "../oracle/oracle.mjs";
import {
  assertAccessible,
  assertClose,
  assertLayouts,
  numbersIn,
  readRows,
  searchOf,
  searchParam,
  useSection,
  viewsOf,
} from "./harness.mjs";

// Every test opens the page with the section drawn (figures draw when on screen); the layout and
// accessibility tests with all three sections drawn.
const shared = useSection("relative");
const ids = ["relative", "embeddings", "attention"];

// Opens the relative plot's "numbers as a table" and returns [x, y] pairs (y as printed).
async function plotRows(page) {
  const details = page.locator('#relative [data-slot="plot"] details');
  if (!(await details.evaluate((node) => node.open))) await details.locator("summary").click();
  return details
    .locator("table")
    .evaluate((table) =>
      [...table.querySelectorAll("tbody tr")].map((tr) =>
        [...tr.children].map((cell) => Number(cell.textContent.replace(/\u2212/g, "-"))),
      ),
    );
}

describe("section relative", () => {
  for (const [query, n, d, base, ref] of [
    ["", 64, 128, 10000, 20],
    ["?n=40&d=8&base=100&ref=33", 40, 8, 100, 33],
  ]) {
    test(`the plot and the pairs equal sum cos(omega (p - ref)) (${query || "defaults"})`, async () => {
      await shared.withPage(query, async (page) => {
        assert.ok(await page.locator("#relative").isVisible());
        assert.equal(await page.locator("#relative-ref").inputValue(), String(ref));

        // Every plotted position (the table lists them all for n <= 48, else an even sample).
        const rows = await plotRows(page);
        assert.ok(rows.length >= Math.min(n, 40), `${rows.length} rows`);
        assert.equal(rows[0][0], 0);
        assert.equal(rows[rows.length - 1][0], n - 1);
        for (const [p, shown] of rows) {
          const e = relativeDot(p, ref, d, base);
          assertClose(shown, e, Math.abs(e) * 5e-6 + 1e-9, `PE(${ref})·PE(${p})`);
        }
        // The peak is |PE(ref)|^2 = d_model/2, printed with 12 digits.
        const peak = await page.locator('#relative [data-slot="peak-text"]').textContent();
        assert.match(
          peak,
          new RegExp(`PE\\(${ref}\\)·PE\\(${ref}\\) = \\|PE\\(${ref}\\)\\|² = ${d / 2}:`),
        );
        assert.match(peak, new RegExp(`the total is d_model/2 = ${d / 2}`));
        const caption = await page.locator('#relative [data-slot="plot-caption"]').textContent();
        assert.match(
          caption,
          new RegExp(`The largest value on the curve is ${d / 2}, at pos = ${ref}`),
        );

        // Two pairs with offset 3, ten apart, and one looking back from ref (offset −3): one
        // number, three times.
        const pairs = await readRows(page, '#relative [data-slot="pairs"] table');
        assert.deepEqual(
          pairs.map((row) => row.head),
          [
            `PE(${ref})·PE(${ref + 3})`,
            `PE(${ref + 10})·PE(${ref + 13})`,
            `PE(${ref})·PE(${ref - 3})`,
          ],
        );
        const e = relativeDot(ref + 3, ref, d, base);
        for (const row of pairs) {
          assertClose(row.values[1], e, 1e-9 * Math.max(1, Math.abs(e)), row.head);
          // Printed with 10 significant digits.
          assertClose(numbersIn(row.cells[1])[0], e, 1e-8 * Math.max(1, Math.abs(e)), row.head);
        }
        assert.equal(pairs[0].cells[1], pairs[1].cells[1]);
        assert.equal(pairs[0].cells[1], pairs[2].cells[1]);
        assert.deepEqual(
          pairs.map((row) => row.cells[0]),
          ["+3 (ahead)", "+3 (ahead)", "−3 (back)"],
        );
        const pairsText = await page.locator('#relative [data-slot="pairs-text"]').textContent();
        assert.match(pairsText, /the same number to the 10 digits shown/);
        const lookBack = await page.locator('#relative [data-slot="lookback-text"]').textContent();
        assert.match(lookBack, new RegExp(`the word at ${ref - 3} \\(k = −3\\) scores`));
        assert.match(lookBack, /M₃/);
      });
    });
  }

  test("ref changes the plot, the pairs and the URL; the URL restores them", async () => {
    const pairs = await shared.withPage("", async (page) => {
      const before = await plotRows(page);
      await page.locator("#relative-ref").fill("7");
      assert.equal(await searchOf(page), "?ref=7");
      const after = await plotRows(page);
      assert.notDeepEqual(after, before);
      for (const [p, shown] of after) {
        const e = relativeDot(p, 7, 128, 10000);
        assertClose(shown, e, Math.abs(e) * 5e-6, `PE(7)·PE(${p})`);
      }
      const pairs = await readRows(page, '#relative [data-slot="pairs"] table');
      assert.equal(pairs[1].head, "PE(17)·PE(20)");
      // The canvas marks moved too: the plot's accessible name names the new ref.
      assert.match(
        await page
          .locator('#relative [data-slot="plot"] .line-plot-box')
          .getAttribute("aria-label"),
        /PE\(7\)·PE\(pos\)/,
      );
      // A smaller n pulls ref down with it (ref is a position of the sequence).
      await page.locator("#relative-n").fill("5");
      assert.equal(await page.locator("#relative-ref").inputValue(), "4");
      // ref 4 is the default of a 5-position sequence (its last position), so the link needs no ref.
      assert.equal(await searchOf(page), "?n=5");
      return pairs;
    });
    await shared.withPage("?ref=7", async (page) => {
      assert.equal(await page.locator("#relative-ref").inputValue(), "7");
      const pairsAgain = await readRows(page, '#relative [data-slot="pairs"] table');
      assert.deepEqual(pairsAgain, pairs);
    });
  });

  for (const [query, message, ref] of [
    [
      "?ref=abc",
      /The link asked for ref=abc; with n=64, ref must be a whole number from 0 to 63, so the default 20 is used/,
      20,
    ],
    [
      "?n=10&ref=50",
      /The link asked for ref=50; with n=10, ref must be a whole number from 0 to 9, so ref 9 \(the last position\) is used/,
      9,
    ],
    ["?n=12", null, 11],
  ]) {
    test(`a link with ${query} shows the right ref${message ? " and a message" : ""}`, async () => {
      await shared.withPage(query, async (page) => {
        const notices = (await page.locator("#notices").textContent()) ?? "";
        if (message) assert.match(notices, message);
        else assert.doesNotMatch(notices, /ref/);
        assert.equal(await page.locator("#relative-ref").inputValue(), String(ref));
        const pairs = await readRows(page, '#relative [data-slot="pairs"] table');
        assert.equal(pairs[0].head, `PE(${ref})·PE(${ref + 3})`);
      });
    });
  }

  test("typing a ref past n is refused with a message next to the field", async () => {
    await shared.withPage("?n=30", async (page) => {
      await page.locator("#relative-ref").fill("30");
      assert.match(
        await page.locator("#relative-ref-error").textContent(),
        /With n=30, ref must be a whole number from 0 to 29\./,
      );
      assert.equal(await page.locator("#relative-ref").getAttribute("aria-invalid"), "true");
      assert.equal(await searchParam(page, "ref"), null);
    });
  });
});

// ---- layout and accessibility -----------------------------------------------------------------

describe("relative, embeddings and attention: layout and accessibility", () => {
  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ids, { options: viewsOf(...ids) });
  });

  test("axe-core finds no accessibility violations (light and dark, with a refused field)", async () => {
    await assertAccessible(shared, ids, {
      query: "?ref=abc",
      options: viewsOf(...ids),
      prepare: async (page) => {
        await page.locator("#attention-s2").fill("é");
        await plotRows(page);
        await page.locator('#attention [data-slot="weights-0"] td[tabindex="0"]').focus();
      },
    });
  });
});
