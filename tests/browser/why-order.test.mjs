// End-to-end tests of the section "why-order" in Debian's Chromium, and of its layout and
// accessibility together with the next section's, "identity" (tests/browser/identity.test.mjs).
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core: the attention toy's
// independent float64 oracle (tests/oracle/toy-oracle.mjs), written from the toy's documented
// definition, plus the properties the section claims (the second matrix is the first one
// permuted; the "bites" vectors are equal).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { attentionToy, matchTokens } from "../oracle/toy-oracle.mjs";
import {
  assertAccessible,
  assertClose,
  assertLayouts,
  readTable,
  useSection,
  viewsOf,
} from "./harness.mjs";

// Every test opens the page with the section drawn; the layout and accessibility tests with
// "identity" drawn too.
const shared = useSection("why-order");
const bothDrawn = viewsOf("why-order", "identity");

const sentences = ["dog bites man", "man bites dog"];
const toyD = 8;

describe("section why-order", () => {
  test("shows both attention matrices with the toy's numbers, and the second is the first permuted", async () => {
    await shared.withPage("", async (page) => {
      assert.ok(await page.locator("#why-order").isVisible());
      const oracles = sentences.map((s) => attentionToy(s, "none", toyD));
      const tables = [];
      for (const side of [0, 1]) {
        const table = await readTable(page, `#why-order [data-slot="weights-${side}"]`);
        const expected = oracles[side];
        assert.deepEqual(table.rowLabels, expected.tokens, "rows are the query words");
        assert.deepEqual(table.colLabels, expected.tokens, "columns are the key words");
        assert.match(table.caption, new RegExp(sentences[side]));
        assert.equal(table.values.length, 9);
        table.values.forEach((v, j) => {
          const e = expected.weights[j];
          assertClose(v, e, 1e-5 * (1 + Math.abs(e)), `${sentences[side]} weight ${j}`);
          // The printed value is the oracle's, to the 4 decimals shown.
          const shown = Number(table.shown[j].replace("\u2212", "-"));
          assertClose(shown, e, 0.5e-4 + 1e-6, `${sentences[side]} printed weight ${j}`);
        });
        tables.push(table);
      }
      // W_b[r][c] = W_a[p(r)][p(c)], p from the oracle's own word matching.
      const p = matchTokens(oracles[0].tokens, oracles[1].tokens);
      assert.deepEqual(p, [2, 1, 0]);
      for (let r = 0; r < 3; r += 1) {
        for (let c = 0; c < 3; c += 1) {
          assertClose(
            tables[1].values[r * 3 + c],
            tables[0].values[p[r] * 3 + p[c]],
            1e-6,
            `right[${r}][${c}] vs left[p(r)][p(c)]`,
          );
        }
      }
      const permutation = await page.locator('#why-order [data-slot="permutation"]').textContent();
      assert.match(permutation, /π = \[2, 1, 0\]/);
      assert.match(permutation, /largest difference is 0\./);
    });
  });

  test("the “bites” output vectors are equal in both sentences and match the oracle", async () => {
    await shared.withPage("", async (page) => {
      const table = await readTable(page, '#why-order [data-slot="outputs"]');
      assert.deepEqual(table.colLabels, sentences);
      assert.equal(table.values.length, 2 * toyD);
      const [a, b] = sentences.map((s) => attentionToy(s, "none", toyD));
      const rowA = a.tokens.indexOf("bites");
      const rowB = b.tokens.indexOf("bites");
      for (let j = 0; j < toyD; j += 1) {
        const left = table.values[2 * j];
        const right = table.values[2 * j + 1];
        assertClose(left, right, 1e-6, `bites dimension ${j}: the two sentences`);
        const e = a.outputs[rowA * toyD + j];
        assertClose(left, e, 1e-5 * (1 + Math.abs(e)), `bites dimension ${j} vs oracle`);
        assertClose(b.outputs[rowB * toyD + j], e, 1e-12, `oracle's own bites, dimension ${j}`);
      }
      const text = await page.locator('#why-order [data-slot="outputs-text"]').textContent();
      assert.match(text, /“bites” 0,/, "tokenShift of bites is 0");
      assert.match(text, /same to the last bit/);
      const conclusion = await page.locator("#why-order .why-order-conclusion").textContent();
      assert.match(conclusion, /cannot tell who bit whom/);
    });
  });

  test("a weight chosen by keyboard is found in the other matrix through the permutation", async () => {
    await shared.withPage("", async (page) => {
      const readout = page.locator('#why-order [data-slot="pair"]');
      // The starting pair: "dog" looking at "man", top right on the left, bottom left on the right.
      assert.deepEqual((await readTable(page, '#why-order [data-slot="weights-0"]')).marked, [
        [0, 2],
      ]);
      assert.deepEqual((await readTable(page, '#why-order [data-slot="weights-1"]')).marked, [
        [2, 0],
      ]);
      // Tab reaches one cell of the left table (roving tabindex); arrows move within it.
      const first = page.locator('#why-order [data-slot="weights-0"] td[tabindex="0"]');
      await first.focus();
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowDown"); // row "bites", column "dog"
      const focused = await page.evaluate(() => [
        document.activeElement.dataset.row,
        document.activeElement.dataset.col,
      ]);
      assert.deepEqual(focused, ["1", "0"]);
      const oracle = attentionToy(sentences[0], "none", toyD);
      const expected = oracle.weights[1 * 3 + 0].toFixed(4);
      assert.match(
        await readout.textContent(),
        new RegExp(`“bites” attends to “dog”: ${expected}`),
      );
      assert.match(
        await readout.textContent(),
        /second row, first column\) and .* \(second row, third column\)/,
      );
      assert.deepEqual((await readTable(page, '#why-order [data-slot="weights-1"]')).marked, [
        [1, 2],
      ]);
    });
  });
});

describe("why-order and identity: layout and accessibility", () => {
  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ["why-order", "identity"], { options: bothDrawn });
  });

  // Two runs: these two sections alone (this file's own responsibility), then the whole page as
  // it stands once both have drawn (so whatever was drawn on the way is checked too).
  for (const [scope, ids] of [
    ["why-order and identity", ["why-order", "identity"]],
    ["the whole page", []],
  ]) {
    test(`axe-core finds no accessibility violations (${scope})`, async () => {
      await assertAccessible(shared, ids, {
        query: "?k=abc",
        options: bothDrawn,
        // A focus mark in both figures, so that their focused states are checked too.
        prepare: async (page) => {
          await page.getByRole("application", { name: /^Shift matrix/ }).focus();
          await page.locator('#why-order [data-slot="weights-1"] td[tabindex="0"]').focus();
        },
      });
    });
  }
});
