// End-to-end tests of the sections "relative", "embeddings" and "attention" in Debian's Chromium.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core:
//   relative:   PE(ref).PE(p) = sum_i cos(omega_i (p - ref)) in float64 (tests/oracle/oracle.mjs);
//   embeddings, attention: the attention toy's float64 oracle (tests/oracle/toy-oracle.mjs), written
//               from the toy's documented definition, and its `comparison` of two toys;
//   costs:      3 * width * d weights, counted here.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

import { relativeDot } from "../oracle/oracle.mjs";
import { attentionToy, comparison } from "../oracle/toy-oracle.mjs";
import {
  assertAccessible,
  assertLayouts,
  numbersIn,
  readTable,
  searchOf,
  useBrowser,
} from "./harness.mjs";

// Every test opens the page with the three sections drawn (figures draw when on screen).
const shared = useBrowser({
  look: ["#relative", "#embeddings", "#attention"],
  waitFor: [
    '#relative [data-slot="pairs"] td[data-value]',
    '#attention [data-slot="weights-1"] td[data-value]',
  ],
});
const toyD = 8;
const ids = ["relative", "embeddings", "attention"];

// ---- helpers: reading numbers off the page --------------------------------------------------

// The rows of a plain table: header cell text and the cells' text and data-value.
function readRows(page, selector) {
  return page.locator(selector).evaluate((table) =>
    [...table.querySelectorAll("tbody tr")].map((tr) => ({
      head: tr.querySelector("th").textContent,
      cells: [...tr.querySelectorAll("td")].map((td) => td.textContent),
      values: [...tr.querySelectorAll("td")].map((td) =>
        td.dataset.value === undefined ? null : Number(td.dataset.value),
      ),
    })),
  );
}

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

function assertClose(actual, expected, tolerance, what) {
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: page has ${actual}, expected ${expected} (tolerance ${tolerance})`,
  );
}

// The toy runs in float32; the oracle in float64 from float32 inputs.
const toyTolerance = (e) => 2e-6 + 2e-5 * Math.abs(e);

const search = (page) => searchOf(page);
const param = async (page, key) => new URLSearchParams(await searchOf(page)).get(key);

// ---- relative ---------------------------------------------------------------------------------

describe("section relative", () => {
  for (const [query, n, d, base, ref] of [
    ["", 64, 128, 10000, 20],
    ["?n=40&d=8&base=100&ref=33", 40, 8, 100, 33],
  ]) {
    test(`the plot and the pairs equal sum cos(omega (p - ref)) (${query || "defaults"})`, async () => {
      const { page, problems, close } = await shared.open(query);
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
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("ref changes the plot, the pairs and the URL; the URL restores them", async () => {
    const { page, problems, close } = await shared.open();
    const before = await plotRows(page);
    await page.locator("#relative-ref").fill("7");
    assert.equal(await search(page), "?ref=7");
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
      await page.locator('#relative [data-slot="plot"] .line-plot-box').getAttribute("aria-label"),
      /PE\(7\)·PE\(pos\)/,
    );
    // A smaller n pulls ref down with it (ref is a position of the sequence).
    await page.locator("#relative-n").fill("5");
    assert.equal(await page.locator("#relative-ref").inputValue(), "4");
    // ref 4 is the default of a 5-position sequence (its last position), so the link needs no ref.
    assert.equal(await search(page), "?n=5");
    assert.deepEqual(problems, []);
    await close();

    const reopened = await shared.open("?ref=7");
    assert.equal(await reopened.page.locator("#relative-ref").inputValue(), "7");
    const pairsAgain = await readRows(reopened.page, '#relative [data-slot="pairs"] table');
    assert.deepEqual(pairsAgain, pairs);
    assert.deepEqual(reopened.problems, []);
    await reopened.close();
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
      const { page, problems, close } = await shared.open(query);
      const notices = (await page.locator("#notices").textContent()) ?? "";
      if (message) assert.match(notices, message);
      else assert.doesNotMatch(notices, /ref/);
      assert.equal(await page.locator("#relative-ref").inputValue(), String(ref));
      const pairs = await readRows(page, '#relative [data-slot="pairs"] table');
      assert.equal(pairs[0].head, `PE(${ref})·PE(${ref + 3})`);
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("typing a ref past n is refused with a message next to the field", async () => {
    const { page, problems, close } = await shared.open("?n=30");
    await page.locator("#relative-ref").fill("30");
    assert.match(
      await page.locator("#relative-ref-error").textContent(),
      /With n=30, ref must be a whole number from 0 to 29\./,
    );
    assert.equal(await page.locator("#relative-ref").getAttribute("aria-invalid"), "true");
    assert.equal(await param(page, "ref"), null);
    assert.deepEqual(problems, []);
    await close();
  });
});

// ---- embeddings -------------------------------------------------------------------------------

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
    const { page, problems, close } = await shared.open();
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
    assert.deepEqual(problems, []);
    await close();
  });

  test("a typed sentence with capitals, punctuation and an unknown word works and round-trips", async () => {
    const { page, problems, close } = await shared.open();
    const typed = "The zebra,  the DOG!";
    await page.locator("#embeddings-s1").fill(typed);
    await page.waitForSelector('#embeddings .embeddings-token[data-token="3"]');
    const oracle = await assertTokenTables(page, typed);
    assert.deepEqual(oracle.tokens, ["the", "zebra", "the", "dog"]);
    const text = await page.locator('#embeddings [data-slot="tokens-text"]').textContent();
    assert.match(text, /Not in the toy’s vocabulary: “zebra”/);
    // The link carries the sentence as typed, spaces made single.
    assert.equal(await param(page, "s1"), "The zebra, the DOG!");
    // The attention section's first field follows (same parameter).
    assert.equal(await page.locator("#attention-s1").inputValue(), "The zebra, the DOG!");
    const link = await search(page);
    assert.deepEqual(problems, []);
    await close();

    const reopened = await shared.open(link);
    assert.equal(await reopened.page.locator("#embeddings-s1").inputValue(), "The zebra, the DOG!");
    await assertTokenTables(reopened.page, typed);
    assert.equal(await reopened.page.locator("#notices").isHidden(), true);
    assert.deepEqual(reopened.problems, []);
    await reopened.close();
  });

  test("a sentence longer than 8 words is summed whole and the first 8 are drawn", async () => {
    const sentence = "the big dog saw a small cat in the park and ran";
    const { page, problems, close } = await shared.open(`?s1=${encodeURIComponent(sentence)}`);
    await assertTokenTables(page, sentence);
    assert.match(
      await page.locator('#embeddings [data-slot="tokens-text"]').textContent(),
      /The sentence has 12 words; the first 8 are shown\./,
    );
    assert.deepEqual(problems, []);
    await close();
  });
});

// ---- attention --------------------------------------------------------------------------------

// Checks both weight matrices, the shifts table, the comparison text and the focus vector against
// the oracle for the given sentences and pe.
async function assertAttention(page, s1, s2, pe) {
  const a = attentionToy(s1, pe, toyD);
  const b = attentionToy(s2, pe, toyD);
  const c = comparison(a, b);
  const labels = (toy) => toy.tokens.map((w, r) => `${w}${"₀₁₂₃₄₅₆₇₈₉"[r] ?? ""}`);
  for (const [side, toy] of [
    [0, a],
    [1, b],
  ]) {
    const table = await readTable(page, `#attention [data-slot="weights-${side}"]`);
    assert.equal(table.values.length, toy.n * toy.n);
    if (toy.n <= 10) {
      assert.deepEqual(table.rowLabels, labels(toy));
      assert.deepEqual(table.colLabels, labels(toy));
    }
    toy.weights.forEach((e, j) => assertClose(table.values[j], e, toyTolerance(e), `weight ${j}`));
  }
  // How far each word of the second sentence moved: tokenShift, or "no partner".
  const shifts = await readRows(page, "#attention .attention-shifts");
  assert.equal(shifts.length, b.n);
  c.tokenShift.forEach((e, r) => {
    if (e < 0) {
      assert.equal(shifts[r].cells[1], "no partner");
      assert.equal(shifts[r].cells[0], "—");
    } else {
      assertClose(shifts[r].values[1], e, 1e-5, `tokenShift ${r}`);
    }
  });
  const weightsText = await page.locator('#attention [data-slot="weights-text"]').textContent();
  const maxWeight = numbersIn(weightsText.split("the same two words on the left is ")[1])[0];
  assertClose(maxWeight, c.maxWeightDiff, 5e-5 * Math.max(1, c.maxWeightDiff) + 2e-6, "max diff");
  return { a, b, c, weightsText };
}

describe("section attention", () => {
  test("sinusoidal positions: both matrices, the shifts and the “bites” vector equal the oracle", async () => {
    const { page, problems, close } = await shared.open();
    assert.equal(await page.locator("#attention-pe-sinusoidal").isChecked(), true);
    const { a, b, c, weightsText } = await assertAttention(
      page,
      "dog bites man",
      "man bites dog",
      "sinusoidal",
    );
    assert.match(weightsText, /π = \[2, 1, 0\]/);
    assert.match(weightsText, /without positions it would be 0, as in the first section/);
    assert.ok(c.maxWeightDiff > 0.05, "the matrices now differ");

    // The "bites" vector, in both sentences, and by how much it moved.
    const outputs = await readTable(page, '#attention [data-slot="outputs"]');
    assert.match(outputs.caption, /The output vector of “bites”/);
    for (let j = 0; j < toyD; j += 1) {
      const ea = a.outputs[1 * toyD + j];
      const eb = b.outputs[1 * toyD + j];
      assertClose(outputs.values[2 * j], ea, toyTolerance(ea), `bites (first) ${j}`);
      assertClose(outputs.values[2 * j + 1], eb, toyTolerance(eb), `bites (second) ${j}`);
    }
    const text = await page.locator('#attention [data-slot="outputs-text"]').textContent();
    const moved = numbersIn(text.split("moved by ")[1])[0];
    assertClose(moved, c.tokenShift[1], 5e-5, "bites moved by");
    assert.ok(c.tokenShift[1] > 0.05);
    assert.match(text, /same place, position 1, in both sentences/);
    assert.match(
      await page.locator('#attention [data-slot="unknown"]').textContent(),
      /first sentence: none; second sentence: none/,
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("pe none / learned: the radio changes the numbers and the URL; the URL restores them", async () => {
    const { page, problems, close } = await shared.open();
    await page.locator("#attention-pe-none").check();
    assert.equal(await search(page), "?pe=none");
    const none = await assertAttention(page, "dog bites man", "man bites dog", "none");
    assert.ok(none.c.tokenShift.every((v) => v < 1e-6));
    assert.match(none.weightsText, /the same weights, only moved, exactly as in the first section/);
    assert.match(
      await page.locator('#attention [data-slot="outputs-text"]').textContent(),
      /same to the last bit/,
    );
    await page.locator("#attention-pe-learned").check();
    assert.equal(await search(page), "?pe=learned");
    await assertAttention(page, "dog bites man", "man bites dog", "learned");
    assert.deepEqual(problems, []);
    await close();

    const reopened = await shared.open("?pe=learned");
    assert.equal(await reopened.page.locator("#attention-pe-learned").isChecked(), true);
    await assertAttention(reopened.page, "dog bites man", "man bites dog", "learned");
    assert.deepEqual(reopened.problems, []);
    await reopened.close();
  });

  test("the reader's own sentences: repeated and unknown words, punctuation; the URL keeps them", async () => {
    const { page, problems, close } = await shared.open();
    const s1 = "The cat saw the dog.";
    const s2 = "the dog saw a zebra, the yak";
    await page.locator("#attention-s1").fill(s1);
    await page.locator("#attention-s2").fill(s2);
    const { c } = await assertAttention(page, s1, s2, "sinusoidal");
    assert.equal(c.isPermutation, false);
    assert.deepEqual(c.permutation, [0, 4, 2, -1, -1, 3, -1]);
    assert.match(
      await page.locator('#attention [data-slot="unknown"]').textContent(),
      /first sentence: none; second sentence: “zebra” and “yak”/,
    );
    const weightsText = await page.locator('#attention [data-slot="weights-text"]').textContent();
    assert.match(weightsText, /not a rearrangement of the first: 4 of its 7 words have a partner/);
    assert.equal(await param(page, "s1"), s1);
    assert.equal(await param(page, "s2"), s2);
    const link = await search(page);
    assert.deepEqual(problems, []);
    await close();

    const reopened = await shared.open(link);
    assert.equal(await reopened.page.locator("#attention-s1").inputValue(), s1);
    assert.equal(await reopened.page.locator("#attention-s2").inputValue(), s2);
    await assertAttention(reopened.page, s1, s2, "sinusoidal");
    assert.deepEqual(reopened.problems, []);
    await reopened.close();
  });

  test("a weight table wider than its box scrolls, and its caption stays in view, wrapped", async () => {
    // Six words at 1280 px: the two tables side by side are each wider than their box.
    const query = `?s1=${encodeURIComponent("the quick dog bites the man")}&s2=${encodeURIComponent("the man bites the quick dog")}`;
    const { page, problems, close } = await shared.open(query);
    const box = page.locator('#attention [data-slot="weights-1"] .matrix-table-scroll');
    await page.waitForFunction(
      (node) => node?.hasAttribute("data-scrolls"),
      await box.elementHandle(),
    );
    const edges = async () =>
      box.evaluate((node) => {
        const outer = node.getBoundingClientRect();
        const caption = node.querySelector("caption").getBoundingClientRect();
        return {
          scrolls: node.scrollWidth - node.clientWidth,
          left: caption.left - outer.left,
          right: outer.right - caption.right,
          lines: Math.round(
            caption.height / parseFloat(getComputedStyle(node.querySelector("caption")).lineHeight),
          ),
        };
      });
    const before = await edges();
    assert.ok(before.scrolls > 20, `the table is wider than its box (${before.scrolls} px more)`);
    // The whole caption is inside the box: wrapped to its width, not cut off at its edge.
    assert.ok(before.left >= -0.5 && before.right >= -0.5, JSON.stringify(before));
    assert.ok(before.lines >= 2, `the caption wraps (${before.lines} lines)`);
    // Scrolled sideways by keyboard (the box takes the focus), the caption does not move.
    await box.focus();
    for (let k = 0; k < 4; k += 1) await page.keyboard.press("ArrowRight");
    await page.waitForFunction((node) => node.scrollLeft > 0, await box.elementHandle());
    const after = await edges();
    assert.ok(Math.abs(after.left - before.left) < 0.5, JSON.stringify({ before, after }));
    assert.deepEqual(problems, []);
    await close();
  });

  test("pointing at a weight marks the same two words in the other matrix", async () => {
    const { page, problems, close } = await shared.open();
    // Start: "dog" looking at "man", top right on the left, bottom left on the right.
    assert.deepEqual((await readTable(page, '#attention [data-slot="weights-1"]')).marked, [
      [2, 0],
    ]);
    const first = page.locator('#attention [data-slot="weights-1"] td[tabindex="0"]');
    await first.focus();
    await page.keyboard.press("Home"); // row 0 of the right matrix: "man" looking at "man"
    assert.deepEqual((await readTable(page, '#attention [data-slot="weights-0"]')).marked, [
      [2, 2],
    ]);
    const readout = await page.locator('#attention [data-slot="pair"]').textContent();
    const a = attentionToy("dog bites man", "sinusoidal", toyD);
    const b = attentionToy("man bites dog", "sinusoidal", toyD);
    assert.match(readout, /“man₀” attends to “man₀” with weight/);
    const [shownB, shownA] = numbersIn(readout.replace(/[₀-₉]/g, "")).filter((v) => v > 0 && v < 1);
    assertClose(shownB, b.weights[0], 5e-5, "right-hand weight");
    assertClose(shownA, a.weights[2 * 3 + 2], 5e-5, "left-hand weight");
    assert.deepEqual(problems, []);
    await close();
  });

  const words = (count, word = "dog") => Array(count).fill(word).join(" ");
  for (const [what, typed, message, pe] of [
    ["33 words", words(33), /A sentence must have at most 32 words \(got 33\)\./],
    ["no letters", "42 !?", /A sentence needs at least one word \(letters, in any alphabet\)\./],
    ["257 characters", "x".repeat(257), /A sentence must be at most 256 characters \(got 257\)\./],
    [
      "17 words with learned positions",
      words(17),
      /No learned row for position 16 \(max_len 16\): the sentence has 17 words\./,
      "learned",
    ],
  ]) {
    test(`bad input (${what}) gets the core's message by the field; the last good result stays`, async () => {
      const { page, problems, close } = await shared.open(pe ? `?pe=${pe}` : "");
      const before = await readTable(page, '#attention [data-slot="weights-0"]');
      const url = await search(page);
      await page.locator("#attention-s1").fill(typed);
      const error = page.locator("#attention-s1-error");
      assert.match(await error.textContent(), message);
      assert.match(await error.textContent(), /Still showing “dog bites man”/);
      assert.equal(await page.locator("#attention-s1").getAttribute("aria-invalid"), "true");
      assert.equal(await page.locator("#attention-s1").inputValue(), typed);
      assert.deepEqual(await readTable(page, '#attention [data-slot="weights-0"]'), before);
      assert.equal(await search(page), url);
      // Fixing the sentence clears the message and takes it.
      await page.locator("#attention-s1").fill("man bites dog");
      assert.equal(await error.textContent(), "");
      assert.equal(await page.locator("#attention-s1").getAttribute("aria-invalid"), null);
      await assertAttention(page, "man bites dog", "man bites dog", pe ?? "sinusoidal");
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("learned positions are refused while a sentence is longer than the table", async () => {
    const { page, problems, close } = await shared.open();
    const long = words(20, "cat");
    await page.locator("#attention-s2").fill(long);
    assert.equal(await param(page, "s2"), long);
    // A click, not check(): the choice is refused, so the radio does not stay checked.
    await page.locator("#attention-pe-learned").click();
    assert.match(
      await page.locator("#attention-pe-error").textContent(),
      /^The second sentence: no learned row for position 16 \(max_len 16\): the sentence has 20 words\. Kept sinusoidal\.$/,
    );
    assert.equal(await page.locator("#attention-pe-sinusoidal").isChecked(), true);
    assert.equal(await param(page, "pe"), null);
    await assertAttention(page, "dog bites man", long, "sinusoidal");
    assert.deepEqual(problems, []);
    await close();
  });

  for (const [query, message] of [
    [
      `?pe=learned&s1=${encodeURIComponent(words(17))}`,
      /The link asked for s1=dog dog[^;]*; with pe=learned, s1 must have at most 16 words \(the learned table has 16 rows\), so the default “dog bites man” is used\./,
    ],
    [
      `?s2=${encodeURIComponent("dog\u0007man")}`,
      /The link asked for s2=dog\u0007man; s2 must be a sentence without control characters/,
    ],
    [
      `?s1=${encodeURIComponent("!!! ???")}`,
      /The link asked for s1=!!! \?\?\?; s1 needs at least one word \(letters, in any alphabet\)/,
    ],
  ]) {
    test(`a bad sentence in a link (${decodeURIComponent(query).slice(0, 30)}…) falls back with a message`, async () => {
      const { page, problems, close } = await shared.open(query);
      assert.match(await page.locator("#notices").textContent(), message);
      await assertAttention(
        page,
        "dog bites man",
        "man bites dog",
        query.includes("learned") ? "learned" : "sinusoidal",
      );
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("hostile text in s1/s2 is only ever shown as text", async () => {
    const s1 = "<img src=x onerror=\"document.title='pwned'\"> dog";
    const s2 = "</table><script>document.title='pwned'</script> man";
    const { page, problems, close } = await shared.open(
      `?s1=${encodeURIComponent(s1)}&s2=${encodeURIComponent(s2)}`,
    );
    const title = await page.title();
    assert.notEqual(title, "pwned");
    assert.equal(await page.locator("main img, main script").count(), 0);
    assert.equal(await page.locator("#attention-s1").inputValue(), s1);
    assert.equal(await page.locator("#attention-s2").inputValue(), s2);
    assert.equal(await page.locator("#embeddings-s1").inputValue(), s1);
    const caption = (await readTable(page, '#attention [data-slot="weights-0"]')).caption;
    assert.ok(caption.includes(s1), caption);
    await assertAttention(page, s1, s2, "sinusoidal");
    assert.deepEqual(problems, []);
    await close();
  });
});

// ---- layout and accessibility -----------------------------------------------------------------

describe("relative, embeddings and attention: layout and accessibility", () => {
  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ids);
  });

  test("a 20-word sentence's weights are a heatmap that fits the page at 375 px", async () => {
    const long = "the big dog saw a small cat in the park and ran quickly on the red ball a b c";
    const { page, problems, close } = await shared.open(
      `?s1=${encodeURIComponent(long)}&s2=a%20cat`,
      {
        width: 375,
      },
    );
    const table = await readTable(page, '#attention [data-slot="weights-0"]');
    assert.equal(table.values.length, 20 * 20);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    // A heatmap (its mirror holds the 400 numbers read above), no scroll box.
    assert.equal(
      await page.locator('#attention [data-slot="weights-0"] .heatmap-canvas').count(),
      1,
    );
    const box = await page
      .locator('#attention [data-slot="weights-0"]')
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    assert.ok(box.scroll <= box.client, "the matrix box does not scroll sideways");
    await assertAttention(page, long, "a cat", "sinusoidal");
    assert.deepEqual(problems, []);
    await close();
  });

  test("axe-core finds no accessibility violations (light and dark, with a refused field)", async () => {
    await assertAccessible(shared, ids, {
      query: "?ref=abc",
      prepare: async (page) => {
        await page.locator("#attention-s2").fill("é");
        await plotRows(page);
        await page.locator('#attention [data-slot="weights-0"] td[tabindex="0"]').focus();
      },
    });
  });
});
