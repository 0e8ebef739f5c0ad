// Input and reading, in Debian's Chromium: the causal-mask toggle of why-order, sentences
// in any script, long sentences as heatmaps, numbers however they are written (and typed over a
// field's selection while it follows a change), a parameter given twice, d down and up again,
// reflow at 320 px, the base slider's spoken value, one number format, grammar that follows the
// numbers, "Copy link" and "Embed this" beside every heading, and line plots that say what their
// lines are. (Every number following the state: state-walk.test.)
//
// Expected numbers come from the independent float64 oracle of the toy (tests/oracle/toy-oracle.mjs)
// and from Math.cos here; expected words from JS's own Unicode tables.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

import { sectionIds } from "../../web/js/state/index.js";
import { attentionToy, comparison, lowerEach } from "../oracle/toy-oracle.mjs";
import {
  assertAccessible,
  axeBuilder,
  axeViolations,
  drawPending,
  lookAt,
  readTable,
  screenshotDir,
  searchOf,
  useBrowser,
} from "./harness.mjs";

const shared = useBrowser();
const param = async (page, key) => new URLSearchParams(await searchOf(page)).get(key);
const toyTolerance = (e) => 2e-6 + 2e-5 * Math.abs(e);

// Scrolls to a section and waits until every part of it is drawn and current.
// The training lab trains once its curves come into view; its parts are drawn from the results.
async function drawn(page, id) {
  await lookAt(page, `#${id}`);
  if (id === "lab") {
    await page.locator('#lab [data-slot="curves"]').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => performance.getEntriesByName("pe:lab-done").length > 0, null, {
      timeout: 60000,
    });
  }
  await drawPending(page, `#${id}`);
}

describe("why-order: the causal mask", () => {
  test("without the mask the permutation property holds; with it, it breaks, and the text says so", async () => {
    await shared.withPage("", { look: ["#why-order"] }, async (page) => {
      const text = page.locator('#why-order [data-slot="mask-text"]');
      assert.match(await text.textContent(), /^Without a mask the permutation property holds/);
      assert.equal(await text.getAttribute("aria-live"), "polite");
      assert.equal(await param(page, "mask"), null);

      await page.getByLabel(/^Causal mask/).check();
      assert.equal(await param(page, "mask"), "causal");
      assert.match(
        await text.textContent(),
        /^With the causal mask the permutation property breaks/,
      );
      // The numbers: both matrices equal the oracle's masked forward pass, 0 after the query.
      const sentences = ["dog bites man", "man bites dog"];
      const oracles = sentences.map((s) => attentionToy(s, "none", 8, { causal: true }));
      for (const side of [0, 1]) {
        const { values, caption } = await readTable(
          page,
          `#why-order [data-slot="weights-${side}"]`,
        );
        assert.match(caption, /causal mask/);
        values.forEach((v, j) => {
          const e = oracles[side].weights[j];
          assert.ok(Math.abs(v - e) <= toyTolerance(e), `weights-${side}[${j}]: ${v} vs ${e}`);
          if (j % 3 < Math.floor(j / 3) + 1) return;
          assert.equal(v, 0, `weights-${side}[${j}] is after the query`);
        });
      }
      const expected = comparison(oracles[0], oracles[1]);
      assert.ok(
        expected.maxWeightDiff > 0.05 && expected.tokenShift[1] > 0.05,
        "the oracle breaks too",
      );
      assert.match(
        await page.locator('#why-order [data-slot="permutation"]').textContent(),
        /With the causal mask this fails: the weight of word s for word t on the right is no longer/,
      );
      // A link with mask=causal opens the same, and back to none restores the property.
      const again = await shared.open("?mask=causal", { look: ["#why-order"] });
      assert.equal(
        await again.page.locator('#why-order [data-slot="mask-text"]').textContent(),
        await text.textContent(),
      );
      assert.equal(await again.page.getByLabel(/^Causal mask/).isChecked(), true);
      await again.close();
      await page.getByLabel(/^No mask/).check();
      assert.match(await text.textContent(), /holds/);
      assert.equal(await param(page, "mask"), null);
    });
  });
});

describe("sentences in any script", () => {
  test("typed words of any alphabet are the core's tokens; the limits count characters", async () => {
    await shared.withPage("", { look: ["#attention"] }, async (page) => {
      const field = page.locator("#attention-s1");
      const error = page.locator("#attention-s1-error");
      const labels = async () =>
        (await readTable(page, '#attention [data-slot="weights-0"]')).rowLabels;
      for (const [typed, tokens] of [
        ["Hund beißt Mann", ["hund", "beißt", "mann"]],
        ["ÉCOLE café", ["école", "café"]],
        ["don't stop", ["don't", "stop"]],
        ["Собака кусает", ["собака", "кусает"]],
      ]) {
        await field.fill(typed);
        assert.equal(await error.textContent(), "", typed);
        // JS's own reading of the words: \p{L}\p{M} runs, lowercased one code point at a time.
        const expected = typed.match(/[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu).map(lowerEach);
        assert.deepEqual(expected, tokens, "the test's own reading");
        assert.deepEqual(
          await labels(),
          tokens.map((word, r) => `${word}${"₀₁₂₃₄₅"[r]}`),
          typed,
        );
        assert.equal(await param(page, "s1"), typed);
      }
      // 256 two-byte characters are one word the toy takes; 257 are refused, by characters.
      await field.fill("é".repeat(256));
      assert.equal(await error.textContent(), "");
      await field.fill("é".repeat(257));
      assert.match(await error.textContent(), /at most 256 characters \(got 257\)/);
      const refused = await page.evaluate(() => window.peStore.set({ s2: "dog \ud800" }));
      assert.match(refused.errors.s2, /^S2 must be valid Unicode text: character 5/);
      // The link carries the sentence; a fresh load reads the same words.
      await field.fill("Hund beißt Mann");
      const fresh = await shared.open(await searchOf(page), { look: ["#attention"] });
      assert.deepEqual(
        (await readTable(fresh.page, '#attention [data-slot="weights-0"]')).rowLabels,
        ["hund₀", "beißt₁", "mann₂"],
      );
      await fresh.close();
    });
  });
});

describe("long sentences stay readable", () => {
  const long = Array.from({ length: 30 }, (_, j) => ["the", "dog", "saw", "a", "cat"][j % 5]).join(
    " ",
  );

  test("a 30-word sentence's weights are a heatmap with a keyboard cursor, a readout and a mirror", async () => {
    const query = `?s1=${encodeURIComponent(long)}&s2=${encodeURIComponent("man bites dog")}`;
    await shared.withPage(query, { look: ["#attention"] }, async (page) => {
      await drawn(page, "attention");
      const map = page.locator('#attention [data-slot="weights-0"] .heatmap-canvas');
      assert.equal(await map.getAttribute("role"), "application");
      assert.match(await map.getAttribute("aria-label"), /: 30 query words by 30 key words$/);
      // Both of the pair are heatmaps, so that they compare side by side.
      assert.equal(
        await page.locator('#attention [data-slot="weights-1"] .heatmap-canvas').count(),
        1,
      );
      assert.equal(
        await page.locator('#attention [data-slot="weights-0"] .matrix-table-cell').count(),
        0,
      );
      // The keyboard reaches every cell; the readout names the words and the oracle's weight.
      await map.focus();
      await map.press("Control+End");
      const oracle = attentionToy(long, "sinusoidal", 8);
      const readout = page.locator('#attention [data-slot="pair"]');
      const last = oracle.weights[29 * 30 + 29];
      assert.match(await readout.textContent(), /“cat₂₉” attends to “cat₂₉” with weight/);
      const shown = Number((await readout.textContent()).match(/weight (\d\.\d{4})/)[1]);
      assert.ok(Math.abs(shown - last) < 6e-5, `${shown} vs ${last}`);
      // The screen-reader mirror: a table of all 30 rows, with the words as headers.
      await page.waitForFunction(() => !document.querySelector('[data-mirror="pending"]'));
      const mirror = await page
        .locator('#attention [data-slot="weights-0"] .visually-hidden table')
        .evaluate((table) => ({
          rows: table.querySelectorAll("tbody tr").length,
          first: table.querySelector("tbody th").textContent,
        }));
      assert.deepEqual(mirror, { rows: 30, first: "the₀" });
      // At 375 px the heatmap fits the page (no 340 px scroll box).
      await page.setViewportSize({ width: 375, height: 800 });
      const box = await map.boundingBox();
      assert.ok(box.width > 150 && box.x + box.width <= 375, JSON.stringify(box));
      // A short pair goes back to tables of numbers.
      await page.evaluate(() => window.peStore.set({ s1: "dog bites man" }));
      await drawn(page, "attention");
      assert.equal(
        await page.locator('#attention [data-slot="weights-0"] .matrix-table-cell').count(),
        9,
      );
    });
  });
});

describe("numbers as people write them", () => {
  test("k=1e6 and d=1e9 in a link: k is taken, d gets the range message", async () => {
    await shared.withPage("?k=1e6&d=1e9&pos=%2B5&n=6.4e1", async (page) => {
      const notices = await page.locator("#notices .notice p").allTextContents();
      assert.deepEqual(notices, [
        "The link asked for d=1e9; d must be an even number from 2 to 4096, so the default 128 is used.",
      ]);
      const state = await page.evaluate(() => window.peStore.getAll());
      assert.deepEqual([state.k, state.pos, state.n, state.d], [1000000, 5, 64, 128]);
      // pos + k is 1000005: the one shift that keeps both in 0..10^6 is −5.
      assert.equal(await searchOf(page), "?pos=5&k=1000000&shift=-5");
    });
  });

  test("the number fields take +5, 5.0, 1e2 and 1e6, and give the range message past it", async () => {
    await shared.withPage("", { look: ["#formula"] }, async (page) => {
      const pos = page.locator("#formula-pos");
      const error = page.locator("#formula-pos-error");
      for (const [typed, value] of [
        ["+5", 5],
        ["5.0", 5],
        ["1e2", 100],
        [" 7 ", 7],
        ["1e6", 1000000],
      ]) {
        await pos.fill(typed);
        assert.equal(await error.textContent(), "", typed);
        assert.equal(await page.evaluate(() => window.peStore.get("pos")), value, typed);
        assert.equal(await pos.inputValue(), typed, "the field keeps what the reader typed");
      }
      await pos.fill("1e7");
      assert.equal(await error.textContent(), "Pos must be a whole number from 0 to 1000000.");
      await pos.fill("12abc");
      assert.match(await error.textContent(), /^Enter a number for pos/);
      // Arrow keys step it, as a number field's spinner would.
      await pos.fill("41");
      await pos.press("ArrowUp");
      assert.equal(await page.evaluate(() => window.peStore.get("pos")), 42);
      const d = page.locator("#formula-d");
      await d.fill("1e9");
      assert.match(
        await page.locator("#formula-d-error").textContent(),
        /even number from 2 to 4096/,
      );
    });
  });

  test("a field that follows a change while the reader has selected it to type over keeps the selection", async () => {
    await shared.withPage("", async (page) => {
      const field = page.locator("#identity-pos");
      await field.waitFor({ state: "attached" });
      // The control's wrapper carries its render's gate (controls/binding.js).
      const control = ".control:has(#identity-pos)";
      const drawn = () => page.locator(control).getAttribute("data-drawn");
      // Two changes in one burst, the field off screen: its render waits for the burst to pause
      // (visibility.js, quiet lines). Meanwhile the reader selects the field (Playwright's fill
      // selects, then types; select() focuses the field), without scrolling to it.
      const selected = await page.evaluate(() => {
        window.peStore.set({ pos: 20 });
        window.peStore.set({ pos: 50 });
        const input = /** @type {HTMLInputElement} */ (document.getElementById("identity-pos"));
        input.select();
        return [input.value, input.selectionStart, input.selectionEnd];
      });
      assert.deepEqual(selected, ["20", 0, 2]);
      assert.equal(await drawn(), "false", "the field's render waits");
      // The render lands: the store's 50, still all selected (before: the caret after it, and
      // "10" typed made 5010).
      await page.waitForSelector(`${control}[data-drawn="true"]`, { state: "attached" });
      const rendered = await page.evaluate(() => {
        const input = /** @type {HTMLInputElement} */ (document.getElementById("identity-pos"));
        return [input.value, input.selectionStart, input.selectionEnd];
      });
      assert.deepEqual(rendered, ["50", 0, 2]);
      await page.keyboard.insertText("10");
      assert.equal(await field.inputValue(), "10");
      assert.equal(await page.evaluate(() => window.peStore.get("pos")), 10);
    });
  });

  test("a parameter given twice: the first is used, and a notice says so", async () => {
    await shared.withPage("?d=8&d=16", { look: ["#formula"] }, async (page) => {
      assert.deepEqual(await page.locator("#notices .notice p").allTextContents(), [
        "The link gives d twice (d=8 and d=16); the first, d=8, is used.",
      ]);
      assert.equal(await page.locator("#formula-d").inputValue(), "8");
      assert.equal(await searchOf(page), "?d=8");
    });
  });
});

describe("d down and back up", () => {
  test("through the slider, i is clamped with a notice and comes back to the reader's value", async () => {
    await shared.withPage("?d=256&i=70", { look: ["#formula"] }, async (page) => {
      const slider = page.locator("#formula-d-range");
      const notice = page.locator("#formula-d-notice");
      const i = page.locator("#formula-i");
      await slider.fill("100");
      assert.equal(await notice.textContent(), "i was 70; the largest pair for d = 100 is 49.");
      assert.equal(await i.inputValue(), "49");
      await slider.fill("120");
      assert.equal(await notice.textContent(), "i was 70; the largest pair for d = 120 is 59.");
      await slider.fill("300");
      assert.equal(await notice.textContent(), "i is back at 70, the value it had.");
      assert.equal(await i.inputValue(), "70");
      assert.equal(await param(page, "i"), "70");
      // The same for k with pos (identity), through its slider.
      await page.evaluate(() => window.peStore.set({ pos: 50, k: -40 }));
      await lookAt(page, "#identity");
      await page.locator("#identity-pos-range").fill("10");
      assert.equal(await page.locator("#identity-k").inputValue(), "-10");
      await page.locator("#identity-pos-range").fill("60");
      assert.equal(
        await page.locator("#identity-pos-notice").textContent(),
        "k is back at \u221240, the value it had.",
      );
      assert.equal(await page.locator("#identity-k").inputValue(), "-40");
    });
  });
});

describe("reflow at 320 px", () => {
  const cases = [
    ["", "light"],
    ["", "dark"],
    [
      `?mask=causal&layout=concatenated&k=-3&base=1e12&s1=${encodeURIComponent(
        Array(30).fill("quickly").join(" "),
      )}&s2=${encodeURIComponent("Hund beißt Mann und Katze")}`,
      "light",
    ],
  ];
  for (const [query, colorScheme] of cases) {
    test(`no sideways scroll of the page or any section (${colorScheme}${query ? ", long sentences and wide numbers" : ""})`, async () => {
      await shared.withPage(query, { width: 320, colorScheme }, async (page) => {
        const ids = await page.evaluate(() =>
          [...document.querySelectorAll("main section[id]")].map((section) => section.id),
        );
        for (const id of ids) {
          await drawn(page, id);
          const [scroll, client] = await page
            .locator(`#${id}`)
            .evaluate((section) => [section.scrollWidth, section.clientWidth]);
          assert.ok(scroll <= client, `#${id}: scrollWidth ${scroll} > clientWidth ${client}`);
          if (!query) {
            const suffix = colorScheme === "dark" ? "-dark" : "";
            await page
              .locator(`#${id}`)
              .screenshot({ path: join(screenshotDir, `${id}-320${suffix}.png`) });
          }
        }
        await page.evaluate(() => document.fonts.ready);
        const [scroll, client] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        assert.ok(scroll <= client, `the page: scrollWidth ${scroll} > clientWidth ${client}`);
        // What does not fit scrolls in its own box, which the keyboard can reach.
        const boxes = await page.evaluate(() =>
          [...document.querySelectorAll("[data-scrolls]")].map((box) => [
            box.className,
            box.tabIndex,
            box.getAttribute("aria-label"),
          ]),
        );
        for (const [name, tabIndex, label] of boxes) {
          assert.equal(tabIndex, 0, `${name} scrolls and is reachable`);
          assert.ok(label, `${name} scrolls and is named`);
        }
      });
    });
  }

  test("axe-core finds no violation at 320 px (scrolling boxes included)", async () => {
    await shared.withPage("", { width: 320 }, async (page) => {
      for (const id of await page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].map((section) => section.id),
      )) {
        await drawn(page, id);
      }
      const builder = axeBuilder(page).include("main");
      assert.deepEqual(await axeViolations(builder), []);
    });
  });
});

describe("reading", () => {
  test("the base slider speaks the base, not its logarithm", async () => {
    await shared.withPage("", { look: ["#formula"] }, async (page) => {
      const slider = page.locator("#formula-base-range");
      assert.equal(await slider.getAttribute("aria-valuetext"), "10000");
      await page.locator("#formula-base").fill("1e12");
      assert.equal(await slider.getAttribute("aria-valuetext"), "1 × 10¹²");
      // Half way up the log scale: the slider's value is about 2.5, the base about 10^2.5.
      await slider.fill("2.5");
      const base = await page.evaluate(() => window.peStore.get("base"));
      assert.ok(base > 300 && base < 330, `base ${base}`);
      assert.equal(await slider.getAttribute("aria-valuetext"), String(base));
      // Linear sliders need no text: their value is the number.
      assert.equal(await page.locator("#formula-pos-range").getAttribute("aria-valuetext"), null);
    });
  });

  test("one number format: the typographic minus, and powers of ten written × 10ⁿ", async () => {
    const query = "?k=-3&pos=3&base=1e12&d=8&i=3&ref=2&n=40";
    await shared.withPage(query, async (page) => {
      const ids = await page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].map((section) => section.id),
      );
      await page.evaluate(() => {
        for (const details of document.querySelectorAll("main details")) details.open = true;
      });
      // Each section read as shown, while it is on screen: a section far from the window is not
      // laid out (content-visibility: auto), and has no rendered text to read.
      const offenders = [];
      const shownText = {};
      for (const id of ids) {
        await drawn(page, id);
        shownText[id] = await page.locator(`#${id}`).innerText();
        // Prose, labels, tables, ticks and legends: everything shown except typed fields.
        for (const line of shownText[id].split("\n")) {
          const hyphen = line.match(/(^|[\s(=,:;[])-\d/);
          const exponent = line.match(/\d(\.\d+)?e[+-]?\d/);
          if (hyphen || exponent) offenders.push(`#${id}: ${line.trim().slice(0, 120)}`);
        }
      }
      assert.deepEqual(offenders, []);
      // ... and the numbers are there to be found: a negative offset, a power of ten.
      assert.match(shownText.identity, /−3/);
      assert.match(shownText.wavelengths, /10¹²/);
    });
  });

  test("sentences built from counts agree with them: 1 of its 3 words has, 2 have", async () => {
    await shared.withPage(
      `?s1=${encodeURIComponent("dog cat bird")}&s2=${encodeURIComponent("dog fish eats")}`,
      { look: ["#attention"] },
      async (page) => {
        const text = page.locator('#attention [data-slot="weights-text"]');
        assert.match(await text.textContent(), /: 1 of its 3 words has a partner there/);
        await page.evaluate(() => window.peStore.set({ s2: "dog cat eats" }));
        await drawn(page, "attention");
        assert.match(await text.textContent(), /: 2 of its 3 words have a partner there/);
        await page.evaluate(() => window.peStore.set({ d: 2, n: 17 }));
        await drawn(page, "formula");
        assert.match(
          await page.locator('#formula [data-slot="convention"]').textContent(),
          /there is 1 pair \(i = 0 to 0\)/,
        );
        await drawn(page, "learned");
        assert.match(
          await page.locator('#learned [data-slot="learned-caption"]').textContent(),
          /Row 16 is grey/,
        );
      },
    );
  });

  for (const width of [1280, 375]) {
    test(`"Copy link" and "Embed this" sit the same way beside every heading (${width} px)`, async () => {
      await shared.withPage("", { width }, async (page) => {
        // Every section of the article (the glossary of symbols after them is an appendix, with
        // no state to link to and no embed of its own).
        const heads = await page.evaluate(
          (ids) =>
            ids
              .map((id) => document.getElementById(id))
              .map((section) => {
                const head = section.querySelector(".section-head");
                const h2 = head.querySelector("h2").getBoundingClientRect();
                const buttons = [...head.querySelectorAll("button")].map((b) => [
                  b.textContent,
                  b.getBoundingClientRect(),
                ]);
                return {
                  id: section.id,
                  texts: buttons.map(([text]) => text),
                  // Where the buttons sit against the heading: to its right on its first line, or on
                  // the line under it at its left.
                  right: buttons.every(([, r]) => r.left >= h2.right - 1 && r.top < h2.top + 24),
                  under:
                    buttons.every(([, r]) => r.top >= h2.bottom - 1) &&
                    // the row of tools (the "Symbols" link first) starts at the heading's left
                    Math.abs(head.lastElementChild.getBoundingClientRect().left - h2.left) < 2,
                };
              }),
          sectionIds,
        );
        assert.equal(heads.length, sectionIds.length, "a head for every section");
        for (const head of heads) {
          assert.deepEqual(head.texts, ["Copy link", "Embed this"], head.id);
          assert.ok(width > 600 ? head.right : head.under, `${head.id}: ${JSON.stringify(head)}`);
        }
      });
    });
  }

  test("line plots say that their lines join whole positions, or that the samples are too dense", async () => {
    const { page, problems, close } = await shared.open("?n=64", {
      look: ["#wavelengths", "#relative", "#rope"],
    });
    for (const [id, noun] of [
      ["wavelengths", "position"],
      ["relative", "position"],
      ["rope", "offset"],
    ]) {
      const note = page.locator(
        `#${id} [data-slot="${id === "wavelengths" ? "lines" : "plot"}"] .line-plot-note`,
      );
      assert.equal(
        await note.textContent(),
        `Each dot is one whole ${noun}; the straight lines only join the dots, and there is no value between them.`,
        id,
      );
    }
    await page.evaluate(() => window.peStore.set({ n: 4096, d: 64 }));
    await drawn(page, "relative");
    assert.equal(
      await page.locator('#relative [data-slot="plot"] .line-plot-note').textContent(),
      "The 4096 positions are too close together to mark one by one; the line joins them in order, and only the whole positions have values.",
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("axe-core finds no violation in the changed parts (light and dark)", async () => {
    await assertAccessible(shared, ["why-order", "attention", "formula"], {
      query: `?mask=causal&s1=${encodeURIComponent(Array(12).fill("beißt").join(" "))}`,
      prepare: async (page) => {
        for (const id of ["why-order", "attention", "formula"]) await drawn(page, id);
      },
    });
  });
});
