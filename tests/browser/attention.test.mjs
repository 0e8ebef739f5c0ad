// End-to-end tests of the section "attention" in Debian's Chromium (its layout and accessibility
// are checked with "relative"'s, in tests/browser/relative.test.mjs; a long sentence's heatmap
// here).
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core: the attention toy's float64
// oracle (tests/oracle/toy-oracle.mjs), written from the toy's documented definition, and its
// `comparison` of two toys.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { attentionToy, comparison } from "../oracle/toy-oracle.mjs";
import {
  assertClose,
  numbersIn,
  readRows,
  readTable,
  searchOf,
  searchParam,
  useSection,
} from "./harness.mjs";

// Every test opens the page with the section drawn (figures draw when on screen).
const shared = useSection("attention");
const toyD = 8;

// The toy runs in float32; the oracle in float64 from float32 inputs.
const toyTolerance = (e) => 2e-6 + 2e-5 * Math.abs(e);

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
    await shared.withPage("", async (page) => {
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
    });
  });

  test("pe none / learned: the radio changes the numbers and the URL; the URL restores them", async () => {
    await shared.withPage("", async (page) => {
      await page.locator("#attention-pe-none").check();
      assert.equal(await searchOf(page), "?pe=none");
      const none = await assertAttention(page, "dog bites man", "man bites dog", "none");
      assert.ok(none.c.tokenShift.every((v) => v < 1e-6));
      assert.match(
        none.weightsText,
        /the same weights, only moved, exactly as in the first section/,
      );
      assert.match(
        await page.locator('#attention [data-slot="outputs-text"]').textContent(),
        /same to the last bit/,
      );
      await page.locator("#attention-pe-learned").check();
      assert.equal(await searchOf(page), "?pe=learned");
      await assertAttention(page, "dog bites man", "man bites dog", "learned");
    });
    await shared.withPage("?pe=learned", async (page) => {
      assert.equal(await page.locator("#attention-pe-learned").isChecked(), true);
      await assertAttention(page, "dog bites man", "man bites dog", "learned");
    });
  });

  test("the reader's own sentences: repeated and unknown words, punctuation; the URL keeps them", async () => {
    const { s1, s2, link } = await shared.withPage("", async (page) => {
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
      assert.match(
        weightsText,
        /not a rearrangement of the first: 4 of its 7 words have a partner/,
      );
      assert.equal(await searchParam(page, "s1"), s1);
      assert.equal(await searchParam(page, "s2"), s2);
      const link = await searchOf(page);
      return { s1, s2, link };
    });
    await shared.withPage(link, async (page) => {
      assert.equal(await page.locator("#attention-s1").inputValue(), s1);
      assert.equal(await page.locator("#attention-s2").inputValue(), s2);
      await assertAttention(page, s1, s2, "sinusoidal");
    });
  });

  test("a weight table wider than its box scrolls, and its caption stays in view, wrapped", async () => {
    // Six words at 1280 px: the two tables side by side are each wider than their box.
    const query = `?s1=${encodeURIComponent("the quick dog bites the man")}&s2=${encodeURIComponent("the man bites the quick dog")}`;
    await shared.withPage(query, async (page) => {
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
              caption.height /
                parseFloat(getComputedStyle(node.querySelector("caption")).lineHeight),
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
    });
  });

  test("pointing at a weight marks the same two words in the other matrix", async () => {
    await shared.withPage("", async (page) => {
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
      const [shownB, shownA] = numbersIn(readout.replace(/[₀-₉]/g, "")).filter(
        (v) => v > 0 && v < 1,
      );
      assertClose(shownB, b.weights[0], 5e-5, "right-hand weight");
      assertClose(shownA, a.weights[2 * 3 + 2], 5e-5, "left-hand weight");
    });
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
      await shared.withPage(pe ? `?pe=${pe}` : "", async (page) => {
        const before = await readTable(page, '#attention [data-slot="weights-0"]');
        const url = await searchOf(page);
        await page.locator("#attention-s1").fill(typed);
        const error = page.locator("#attention-s1-error");
        assert.match(await error.textContent(), message);
        assert.match(await error.textContent(), /Still showing “dog bites man”/);
        assert.equal(await page.locator("#attention-s1").getAttribute("aria-invalid"), "true");
        assert.equal(await page.locator("#attention-s1").inputValue(), typed);
        assert.deepEqual(await readTable(page, '#attention [data-slot="weights-0"]'), before);
        assert.equal(await searchOf(page), url);
        // Fixing the sentence clears the message and takes it.
        await page.locator("#attention-s1").fill("man bites dog");
        assert.equal(await error.textContent(), "");
        assert.equal(await page.locator("#attention-s1").getAttribute("aria-invalid"), null);
        await assertAttention(page, "man bites dog", "man bites dog", pe ?? "sinusoidal");
      });
    });
  }

  test("learned positions are refused while a sentence is longer than the table", async () => {
    await shared.withPage("", async (page) => {
      const long = words(20, "cat");
      await page.locator("#attention-s2").fill(long);
      assert.equal(await searchParam(page, "s2"), long);
      // A click, not check(): the choice is refused, so the radio does not stay checked.
      await page.locator("#attention-pe-learned").click();
      assert.match(
        await page.locator("#attention-pe-error").textContent(),
        /^The second sentence: no learned row for position 16 \(max_len 16\): the sentence has 20 words\. Kept sinusoidal\.$/,
      );
      assert.equal(await page.locator("#attention-pe-sinusoidal").isChecked(), true);
      assert.equal(await searchParam(page, "pe"), null);
      await assertAttention(page, "dog bites man", long, "sinusoidal");
    });
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
      await shared.withPage(query, async (page) => {
        assert.match(await page.locator("#notices").textContent(), message);
        await assertAttention(
          page,
          "dog bites man",
          "man bites dog",
          query.includes("learned") ? "learned" : "sinusoidal",
        );
      });
    });
  }

  test("hostile text in s1/s2 is only ever shown as text", async () => {
    const s1 = "<img src=x onerror=\"document.title='pwned'\"> dog";
    const s2 = "</table><script>document.title='pwned'</script> man";
    await shared.withPage(
      `?s1=${encodeURIComponent(s1)}&s2=${encodeURIComponent(s2)}`,
      async (page) => {
        const title = await page.title();
        assert.notEqual(title, "pwned");
        assert.equal(await page.locator("main img, main script").count(), 0);
        assert.equal(await page.locator("#attention-s1").inputValue(), s1);
        assert.equal(await page.locator("#attention-s2").inputValue(), s2);
        assert.equal(await page.locator("#embeddings-s1").inputValue(), s1);
        const caption = (await readTable(page, '#attention [data-slot="weights-0"]')).caption;
        assert.ok(caption.includes(s1), caption);
        await assertAttention(page, s1, s2, "sinusoidal");
      },
    );
  });
});

describe("section attention: layout", () => {
  test("a 20-word sentence's weights are a heatmap that fits the page at 375 px", async () => {
    const long = "the big dog saw a small cat in the park and ran quickly on the red ball a b c";
    await shared.withPage(
      `?s1=${encodeURIComponent(long)}&s2=a%20cat`,
      {
        width: 375,
      },
      async (page) => {
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
      },
    );
  });
});
