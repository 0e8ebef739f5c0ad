// End-to-end tests of the section "embeddings" in Debian's Chromium (its layout and accessibility
// are checked with "relative"'s, in tests/browser/relative.test.mjs).
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core: the attention toy's float64
// oracle (tests/oracle/toy-oracle.mjs), written from the toy's documented definition; the costs,
// 3 * width * d weights, are counted here.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { attentionToy } from "../oracle/toy-oracle.mjs";
import { assertClose, readRows, readTable, searchOf, searchParam, useSection } from "./harness.mjs";

// Every test opens the page with the section drawn (figures draw when on screen).
const shared = useSection("embeddings");
const toyD = 8;

async function assertTokenTables(page, sentence) {
  const oracle = attentionToy(sentence, "sinusoidal", toyD);
  const boxes = page.locator("#embeddings .embeddings-token");
  assert.equal(await boxes.count(), Math.min(oracle.n, 8));
  for (let r = 0; r < Math.min(oracle.n, 8); r += 1) {
    const table = await readTable(page, `#embeddings .embeddings-token[data-token="${r}"]`);
    const word = oracle.tokens[r];
    assert.deepEqual(table.colLabels, [`E(${word})`, `PE(${r})`, "sum"]);
    assert.match(table.caption, new RegExp(`^Word ${r}: “${word}”`));
    assert.equal(/not in the vocabulary/.test(table.caption), !oracle.known[r], `${word} known?`);
    for (let j = 0; j < toyD; j += 1) {
      const at = r * toyD + j;
      const [e, pe, sum] = table.values.slice(3 * j, 3 * j + 3);
      assertClose(e, oracle.embeddings[at], 1e-7, `E(${word})[${j}]`);
      assertClose(pe, oracle.positions[at], 1e-7, `PE(${r})[${j}]`);
      // float32(E + float32(PE)) against the oracle's float32(E + PE): a rounding step apart.
      assertClose(sum, oracle.inputs[at], 5e-7, `input ${r}[${j}]`);
      // The sum really is E + PE, number by number (float32 rounding aside).
      assertClose(sum, e + pe, 1e-6, `sum ${r}[${j}]`);
      assertClose(Number(table.shown[3 * j + 2].replace("\u2212", "-")), sum, 5e-4, "printed");
    }
  }
  return oracle;
}

describe("section embeddings", () => {
  test("each word's E, PE and their sum equal the oracle's; the costs are counted right", async () => {
    await shared.withPage("", async (page) => {
      assert.equal(await page.locator("#embeddings-s1").inputValue(), "dog bites man");
      await assertTokenTables(page, "dog bites man");
      const text = await page.locator('#embeddings [data-slot="tokens-text"]').textContent();
      assert.match(text, /The sentence has 3 words\./);
      assert.match(text, /so it has 8 numbers too/);

      // Sum vs concatenation: widths d and 2d, 3 * width * d weights, for d = 8 and d = 512.
      const rows = await readRows(page, '#embeddings [data-slot="costs"] table');
      const count = (v) => v.toLocaleString("en-US");
      const expected = [8, 512].flatMap((d) => [
        [`d_model = ${d}: input width`, [count(d), count(2 * d)]],
        [
          `d_model = ${d}: weights`,
          [
            `3 × ${count(d)} × ${count(d)} = ${count(3 * d * d)}`,
            `3 × ${count(2 * d)} × ${count(d)} = ${count(3 * 2 * d * d)}`,
          ],
        ],
      ]);
      assert.deepEqual(
        rows.map((row) => [row.head, row.cells]),
        expected,
      );
      assert.ok(rows[3].cells[0].endsWith("786,432") && rows[3].cells[1].endsWith("1,572,864"));
      // The sqrt(d_model) option is there, as a formula.
      assert.match(
        await page
          .locator("#embeddings .katex-mathml")
          .allTextContents()
          .then((t) => t.join(" ")),
        /d\s*model/,
      );
    });
  });

  test("a typed sentence with capitals, punctuation and an unknown word works and round-trips", async () => {
    const { typed, link } = await shared.withPage("", async (page) => {
      const typed = "The zebra,  the DOG!";
      await page.locator("#embeddings-s1").fill(typed);
      await page.waitForSelector('#embeddings .embeddings-token[data-token="3"]');
      const oracle = await assertTokenTables(page, typed);
      assert.deepEqual(oracle.tokens, ["the", "zebra", "the", "dog"]);
      const text = await page.locator('#embeddings [data-slot="tokens-text"]').textContent();
      assert.match(text, /Not in the toy’s vocabulary: “zebra”/);
      // The link carries the sentence as typed, spaces made single.
      assert.equal(await searchParam(page, "s1"), "The zebra, the DOG!");
      // The attention section's first field follows (same parameter).
      assert.equal(await page.locator("#attention-s1").inputValue(), "The zebra, the DOG!");
      const link = await searchOf(page);
      return { typed, link };
    });
    await shared.withPage(link, async (page) => {
      assert.equal(await page.locator("#embeddings-s1").inputValue(), "The zebra, the DOG!");
      await assertTokenTables(page, typed);
      assert.equal(await page.locator("#notices").isHidden(), true);
    });
  });

  test("a sentence longer than 8 words is summed whole and the first 8 are drawn", async () => {
    const sentence = "the big dog saw a small cat in the park and ran";
    await shared.withPage(`?s1=${encodeURIComponent(sentence)}`, async (page) => {
      await assertTokenTables(page, sentence);
      assert.match(
        await page.locator('#embeddings [data-slot="tokens-text"]').textContent(),
        /The sentence has 12 words; the first 8 are shown\./,
      );
    });
  });
});
