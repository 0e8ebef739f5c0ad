// End-to-end tests of the section "learned" and of the print stylesheet (the exam section's
// summary sheet), in Debian's Chromium. The exam's questions are tested in exam.test.mjs.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core: the seeded table of
// tests/oracle/toy-oracle.mjs (written from the toy's documented definition) and the float64 formula
// of tests/oracle/oracle.mjs (Math.sin, Math.cos).
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

import { dot, peValue, peVector } from "../oracle/oracle.mjs";
import { learnedTable } from "../oracle/toy-oracle.mjs";
import {
  assertClose,
  assertLayouts,
  axeBuilder,
  axeViolations,
  screenshotDir,
  searchOf,
  useBrowser,
} from "./harness.mjs";

// Every test opens the page with both sections drawn: the learned heatmaps painted (and their
// table mirrors built), the exam's question on its card.
const shared = useBrowser({
  look: ["#learned", "#exam"],
  waitFor: [
    '#learned [data-slot="learned-map"] .heatmap-canvas[aria-label]',
    '#learned [data-slot="formula-map"] table td',
    '#learned [data-slot="learned-map"] table td',
    "#exam .exam-question[data-kind]",
  ],
});
const maxLen = 16;
const kinds = ["value", "speed", "wavelength", "shift", "linear", "sum", "order"];

// ---- reading the page ------------------------------------------------------------------------

// A number as the page prints it: "−0.1371", "4.44 × 10⁻¹⁶", "1,234" (no commas are used).
function shownNumber(text) {
  const superDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  const plain = text
    .replace(/\u2212|⁻/g, "-")
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => String(superDigits.indexOf(c)))
    .replace(/\s+/g, "");
  const match = plain.match(/^(-?\d+(?:\.\d+)?)(?:×10(-?\d+))?$/);
  assert.ok(match, `not a number: "${text}"`);
  return Number(match[1]) * 10 ** Number(match[2] ?? 0);
}

// Every number in a text (plain or KaTeX), in order; "× 10⁻¹⁶" powers are folded in.
function numbersIn(text) {
  const superDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  const plain = text
    .replace(/\u2212|⁻/g, "-")
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => String(superDigits.indexOf(c)));
  return [...plain.matchAll(/(-?\d+(?:\.\d+)?)(?:\s*×\s*10(-?\d+))?/g)].map(
    (m) => Number(m[1]) * 10 ** Number(m[2] ?? 0),
  );
}

// The page prints `digits` significant digits.
function assertDigits(shown, expected, digits, what) {
  const tolerance = 0.51 * 10 ** (Math.floor(Math.log10(Math.abs(expected) || 1)) - digits + 1);
  assert.ok(
    Math.abs(shown - expected) <= tolerance + 1e-7,
    `${what}: page shows ${shown}, expected ${expected}`,
  );
}

// A heatmap's screen-reader mirror: { cells: [[text]] } for the rows and columns it lists.
function readMirror(page, slot) {
  return page
    .locator(`#learned [data-slot="${slot}"] table`)
    .evaluate((table) =>
      [...table.querySelectorAll("tbody tr")].map((tr) =>
        [...tr.querySelectorAll("td")].map((td) => td.textContent),
      ),
    );
}

// A matrixTable's full-precision values.
function readRowTable(page, slot) {
  return page
    .locator(`#learned [data-slot="${slot}"]`)
    .evaluate((root) =>
      [...root.querySelectorAll("td[data-value]")].map((td) => Number(td.dataset.value)),
    );
}

async function urlParams(page) {
  return new URLSearchParams(await searchOf(page));
}

async function question(page) {
  const card = page.locator("#exam [data-slot=card] .exam-question");
  return {
    kind: await card.getAttribute("data-kind"),
    seed: Number(await card.getAttribute("data-seed")),
  };
}

describe("section learned", () => {
  test("the learned table is the seeded table, the formula's is Math.sin/Math.cos, one colour scale", async () => {
    await shared.withPage("", async (page) => {
      assert.ok(await page.locator("#learned").isVisible());
      const d = 128;
      const base = 10000;
      const table = learnedTable(d);
      const learned = await readMirror(page, "learned-map");
      const formula = await readMirror(page, "formula-map");
      // The mirrors list 32 rows and 16 columns; the learned one has values up to row 15 only.
      assert.equal(learned.length, 32);
      assert.equal(formula.length, 32);
      for (let row = 0; row < 32; row += 1) {
        const pe = peVector(row, d, base);
        for (let col = 0; col < 16; col += 1) {
          if (row < maxLen) {
            const e = table[row * d + col];
            assertDigits(shownNumber(learned[row][col]), e, 4, `learned[${row}][${col}]`);
          } else {
            assert.equal(learned[row][col], "no row", `learned[${row}][${col}] past max_len`);
          }
          assertDigits(shownNumber(formula[row][col]), pe[col], 4, `formula[${row}][${col}]`);
        }
      }
      for (const slot of ["learned-map", "formula-map"]) {
        const ticks = await page.locator(`#learned [data-slot="${slot}"] .heatmap-legend-tick`);
        assert.deepEqual(await ticks.allTextContents(), ["\u22121", "\u22120.5", "0", "0.5", "1"]);
      }
      const labels = await page
        .locator("#learned .heatmap-canvas")
        .evaluateAll((canvases) => canvases.map((c) => c.getAttribute("aria-label")));
      assert.deepEqual(labels, [
        "Learned position table: 64 positions by 128 dimensions",
        "Sinusoidal position table: 64 positions by 128 dimensions",
      ]);
      // Row pos = 3 of each table, in full precision.
      const learnedRow = await readRowTable(page, "learned-row");
      const formulaRow = await readRowTable(page, "formula-row");
      const pe3 = peVector(3, d, base);
      assert.equal(learnedRow.length, 8);
      learnedRow.forEach((v, j) => assert.equal(v, table[3 * d + j], `learned row 3, dim ${j}`));
      formulaRow.forEach((v, j) => assertClose(v, pe3[j], 1e-12, `PE(3), dim ${j}`));
      assert.ok(await page.locator('#learned [data-slot="learned-missing"]').isHidden());
    });
  });

  test("a position past max_len: the core's message stands in the learned row's place; the formula carries on", async () => {
    await shared.withPage("", async (page) => {
      await page.fill("#learned-pos", "20");
      const missing = page.locator('#learned [data-slot="learned-missing"]');
      await missing.waitFor({ state: "visible" });
      assert.equal(
        await missing.textContent(),
        "Row 20 of the learned table: no learned row for position 20 (max_len 16).",
      );
      assert.ok(await page.locator('#learned [data-slot="learned-row"]').isHidden());
      assert.equal((await urlParams(page)).get("pos"), "20");
      const formulaRow = await readRowTable(page, "formula-row");
      const pe20 = peVector(20, 128, 10000);
      formulaRow.forEach((v, j) => assertClose(v, pe20[j], 1e-12, `PE(20), dim ${j}`));
      assert.match(
        await page.locator('#learned [data-slot="row-text"]').textContent(),
        /Position 20 is past the learned table’s last row, 15/,
      );
      // The same state from the link, in a fresh page.
      const reopened = await shared.open(await searchOf(page));
      assert.equal(await reopened.page.locator("#learned-pos").inputValue(), "20");
      assert.ok(
        await reopened.page.locator('#learned [data-slot="learned-missing"]').isVisible(),
        "the link restores the missing-row message",
      );
      assert.deepEqual(reopened.problems, []);
      await reopened.close();
      // Far past any table: the formula still answers (peValue), the learned table still refuses.
      await page.fill("#learned-pos", "1000000");
      await page.waitForFunction(() =>
        document
          .querySelector('#learned [data-slot="learned-missing"]')
          .textContent.includes("1000000"),
      );
      const far = await readRowTable(page, "formula-row");
      const peFar = peVector(1000000, 128, 10000);
      far.forEach((v, j) => assertClose(v, peFar[j], 1e-9, `PE(1000000), dim ${j}`));
    });
  });

  test("past the training length: values outside the trained range, relative dots unchanged", async () => {
    const d = 128;
    const base = 10000;
    for (const [query, target] of [
      ["?pos=20", 20],
      ["", 4 * maxLen],
    ]) {
      await shared.withPage(query, async (page) => {
        const seen = await page.locator('#learned [data-slot="extrapolation-seen"]').textContent();
        // Independent count: per dimension, the range over positions 0..15, and PE(target) against it.
        const rows = Array.from({ length: maxLen }, (_, p) => peVector(p, d, base));
        const pe = peVector(target, d, base);
        let outside = 0;
        for (let dim = 0; dim < d; dim += 1) {
          const column = rows.map((r) => r[dim]);
          if (pe[dim] < Math.min(...column) || pe[dim] > Math.max(...column)) outside += 1;
        }
        assert.match(seen, new RegExp(`Take position ${target},`));
        assert.match(seen, new RegExp(`But ${outside} of its ${d} values lie outside`));
        const slow = seen.match(
          /dimension 126, went from (\S+) to (\S+) over positions 0 to 15; at position \d+ it is (\S+)\./,
        );
        assert.ok(slow, seen);
        assertDigits(
          shownNumber(slow[2]),
          Math.sin(15 / base ** (126 / d)),
          3,
          "slowest sine at 15",
        );
        assertDigits(
          shownNumber(slow[3]),
          Math.sin(target / base ** (126 / d)),
          3,
          `slowest sine at ${target}`,
        );
        const relative = await page
          .locator('#learned [data-slot="extrapolation-relative"]')
          .textContent();
        const [far, near] = numbersIn(relative.replace(/PE\(\d+\)/g, "PE"));
        const expected = dot(peVector(target, d, base), peVector(target + 3, d, base));
        assertDigits(far, expected, 6, "PE(target)·PE(target+3)");
        assertDigits(near, dot(peVector(0, d, base), peVector(3, d, base)), 6, "PE(0)·PE(3)");
      });
    }
  });

  test("controls change the figures and the URL, and the URL restores them", async () => {
    await shared.withPage("", async (page) => {
      await page.fill("#learned-d", "16");
      await page.fill("#learned-n", "20");
      await page.waitForFunction(
        () =>
          document
            .querySelector('#learned [data-slot="formula-map"] .heatmap-canvas')
            .getAttribute("aria-label") ===
          "Sinusoidal position table: 20 positions by 16 dimensions",
      );
      assert.equal((await urlParams(page)).get("d"), "16");
      assert.equal((await urlParams(page)).get("n"), "20");
      // n = 20 > max_len: rows 16..19 of the learned map are "no row".
      await page.waitForFunction(
        () =>
          document.querySelectorAll('#learned [data-slot="learned-map"] tbody tr').length === 20,
      );
      const learned = await readMirror(page, "learned-map");
      const table = learnedTable(16);
      assertDigits(
        shownNumber(learned[15][15]),
        table[15 * 16 + 15],
        4,
        "learned[15][15] at d = 16",
      );
      assert.equal(learned[16][0], "no row");
      const reopened = await shared.open(await searchOf(page));
      assert.equal(await reopened.page.locator("#learned-d").inputValue(), "16");
      assert.equal(await reopened.page.locator("#learned-n").inputValue(), "20");
      assert.equal(
        await reopened.page
          .locator('#learned [data-slot="learned-map"] .heatmap-canvas')
          .getAttribute("aria-label"),
        "Learned position table: 20 positions by 16 dimensions",
      );
      await reopened.close();
      // n below max_len: both maps still show the learned table's 16 rows.
      await page.fill("#learned-n", "4");
      await page.waitForFunction(
        () =>
          document
            .querySelector('#learned [data-slot="learned-map"] .heatmap-canvas')
            .getAttribute("aria-label") === "Learned position table: 16 positions by 16 dimensions",
      );
      // A bad value in a field: a message beside it, nothing else changes.
      await page.fill("#learned-pos", "-3");
      assert.match(
        await page.locator("#learned-pos-error").textContent(),
        /pos must be a whole number from 0 to 1000000/i,
      );
      assert.equal((await urlParams(page)).get("pos"), null, "pos stays at its default 3");
      assert.equal(
        await page.locator('#learned [data-slot="formula-row"] caption').textContent(),
        "PE(3) from the formula",
      );
    });
  });

  test("bad values in the link: a message each, and the defaults", async () => {
    await shared.withPage("?pos=abc&seed=-5&question=bogus", async (page) => {
      const notices = await page.locator("#notices").textContent();
      assert.match(
        notices,
        /The link asked for pos=abc; pos must be a whole number from 0 to 1000000, so the default 3 is used\./,
      );
      assert.match(
        notices,
        /The link asked for seed=-5; seed must be a whole number from 0 to 4294967295, so the default 1 is used\./,
      );
      assert.match(
        notices,
        /The link asked for question=bogus; question must be one of order, simple, value, .*, so the default “value” is used\./,
      );
      assert.equal(await page.locator("#learned-pos").inputValue(), "3");
      const q = await question(page);
      assert.equal(q.kind, "value");
      assert.equal(q.seed, 1);
      assert.equal(await page.locator("#exam-kind").inputValue(), "value");
    });
  });
});

describe("learned and print: layout and accessibility", () => {
  test("axe: no violations in the section, light and dark", async () => {
    for (const colorScheme of ["light", "dark"]) {
      await shared.withPage("?pos=20", { colorScheme }, async (page) => {
        const summary = await axeViolations(axeBuilder(page, colorScheme).include("#learned"));
        assert.deepEqual(summary, [], `${colorScheme} mode`);
      });
    }
  });

  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ["learned"]);
  });

  test("print: controls and figures hidden, the one-page summary sheet kept", async () => {
    await shared.withPage("", { width: 794, height: 1123 }, async (page) => {
      await page.emulateMedia({ media: "print" });
      const visible = (selector) =>
        page
          .locator(selector)
          .evaluateAll(
            (nodes) =>
              nodes.filter(
                (n) => n.getClientRects().length > 0 && getComputedStyle(n).visibility !== "hidden",
              ).length,
          );
      for (const selector of [
        ".controls",
        "button",
        "input",
        "select",
        ".heatmap",
        ".copy-link",
        "#learned",
        "#why-order",
        ".toc",
      ]) {
        assert.equal(await visible(selector), 0, `${selector} is hidden in print`);
      }
      assert.equal(await visible(".summary-sheet"), 1);
      const sheet = page.locator(".summary-sheet");
      const text = await sheet.textContent();
      for (const part of ["The formula", "Wavelengths", "Angle addition", "Exam tip"]) {
        assert.ok(text.includes(part), `the sheet keeps “${part}”`);
      }
      assert.ok((await sheet.locator(".display-math .katex").count()) >= 3, "formulas rendered");
      // The sheet's numbers come from the core: λ₀ = 2π and λ₂₅₅ for d_model = 512.
      const wavelengths = await page.locator('[data-slot="summary-wavelengths"]').textContent();
      assert.match(wavelengths, /λ₀ = 6\.28319/);
      assertDigits(
        shownNumber(wavelengths.match(/λ₂₅₅ = ([\d.]+)/)[1]),
        2 * Math.PI * 10000 ** (510 / 512),
        6,
        "λ₂₅₅",
      );
      await page.screenshot({ path: join(screenshotDir, "print.png"), fullPage: true });
      // One page, on A4 and on US Letter.
      for (const format of ["A4", "Letter"]) {
        const pdf = (await page.pdf({ format })).toString("latin1");
        const pages = (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        assert.equal(pages, 1, `${format}: ${pages} pages`);
      }
      // Back on screen, the controls are there again.
      await page.emulateMedia({ media: "screen" });
      assert.ok(await page.locator("#exam .exam-controls").isVisible());
    });
  });
});
