// End-to-end tests of the "wavelengths" section and the "matrix" layout toggle in Chromium.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Every number checked here is recomputed in the test with Math.pow/Math.sin/Math.cos (float64),
// independently of the wasm core and of web/js/layout.js, and compared with what the page shows.
import AxeBuilder from "@axe-core/playwright";
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

import { omegaOf } from "../oracle/oracle.mjs";
import {
  axeViolations,
  drawAllSections,
  lookAt,
  screenshotDir,
  searchOf,
  showSection,
  useBrowser,
} from "./harness.mjs";

const shared = useBrowser();

// The independent oracle.
const wavelength = (i, d, base) => 2 * Math.PI * base ** ((2 * i) / d);
function pe(pos, dim, d, base) {
  const angle = pos * omegaOf(Math.floor(dim / 2), d, base);
  return dim % 2 === 0 ? Math.sin(angle) : Math.cos(angle);
}
// Concatenated column c holds the paper's dimension 2c (first half) or 2(c - d/2) + 1.
const paperDim = (col, d) => (col < d / 2 ? 2 * col : 2 * (col - d / 2) + 1);

// Numbers as the page prints them: "−0.757", "1.838 × 10⁻⁵", "62,832".
function parseShown(text) {
  const superDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  const clean = text
    .replace(/\u2212|⁻/g, "-")
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => String(superDigits.indexOf(c)))
    .replace(/,/g, "")
    .trim();
  const match = clean.match(/^(-?\d+(?:\.\d+)?)(?: × 10(-?\d+))?$/);
  assert.ok(match, `not a number: "${text}"`);
  return Number(match[1]) * 10 ** Number(match[2] ?? 0);
}

// Shown with `digits` significant digits (or `decimals` fixed decimals), from float32 tables.
function assertNear(shown, expected, what, { digits = 4, decimals } = {}) {
  const tolerance =
    decimals !== undefined
      ? 0.5 * 10 ** -decimals + 2e-6
      : Math.abs(expected) * 0.5 * 10 ** (1 - digits) + 2e-6;
  assert.ok(
    Math.abs(shown - expected) <= tolerance,
    `${what}: page shows ${shown}, float64 gives ${expected}`,
  );
}

// Opens a plot's "numbers as a table" and returns its rows as arrays of cell texts.
async function plotTable(page, slot) {
  const details = page.locator(`#wavelengths [data-slot="${slot}"] details`);
  if (!(await details.evaluate((node) => node.open))) {
    await details.locator("summary").click();
  }
  return details.locator("table").evaluate((table) => ({
    head: [...table.querySelectorAll("thead th")].map((th) => th.textContent),
    rows: [...table.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    ),
  }));
}

// How much of a canvas is painted, and a fingerprint of its pixels.
function canvasStats(page, selector) {
  return page.locator(selector).evaluate((canvas) => {
    const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set();
    let painted = 0;
    let hash = 0;
    for (let p = 0; p < data.length; p += 4) {
      if (data[p + 3] === 0) continue;
      painted += 1;
      colours.add((data[p] << 16) | (data[p + 1] << 8) | data[p + 2]);
      hash = (hash * 31 + data[p] + 7 * data[p + 1] + 13 * data[p + 2] + p) % 2147483647;
    }
    return { painted, colours: colours.size, hash, pixels: data.length / 4 };
  });
}

// The heatmap's pixels down the middle of one cell column, as "r,g,b" strings.
function heatmapColumn(page, col) {
  return page.locator("#matrix .heatmap-canvas").evaluate((canvas, c) => {
    const cols = Number(canvas.getAttribute("aria-label").match(/by (\d+) dimensions/)[1]);
    const x = Math.floor(((c + 0.5) * canvas.width) / cols);
    const { data } = canvas.getContext("2d").getImageData(x, 0, 1, canvas.height);
    const out = [];
    for (let p = 0; p < data.length; p += 4 * 5)
      out.push(`${data[p]},${data[p + 1]},${data[p + 2]}`);
    return out;
  }, col);
}

describe("section wavelengths", () => {
  test("?section=wavelengths opens there; the ladder's numbers match 2π·base^(2i/d)", async () => {
    const { page, problems, close } = await shared.open("?section=wavelengths");
    await page.waitForSelector('#wavelengths[data-drawn="true"]');
    const top = await page.locator("#wavelengths").evaluate((s) => s.getBoundingClientRect().top);
    assert.ok(Math.abs(top) < 40, `the section starts at the top of the window (top = ${top})`);

    const steps = await page.locator('#wavelengths [data-slot="ladder-steps"]').textContent();
    const grab = (pattern) => parseShown(steps.match(pattern)[1]);
    assertNear(grab(/λ₀ = ([\d.,]+)/), wavelength(0, 128, 10000), "λ0", { digits: 6 });
    assertNear(grab(/λ₁ = ([\d.,]+)/), wavelength(1, 128, 10000), "λ1", { digits: 6 });
    assertNear(grab(/= ([\d.]+)\. The last/), 10000 ** (2 / 128), "factor", { digits: 6 });
    assertNear(grab(/λ_63 = ([\d.,]+)/), wavelength(63, 128, 10000), "λ63", { digits: 6 });

    // How many pairs repeat within n = 64 positions, counted independently.
    let under = 0;
    while (under < 64 && wavelength(under, 128, 10000) <= 64) under += 1;
    const caption = await page.locator('#wavelengths [data-slot="ladder-caption"]').textContent();
    assert.match(caption, new RegExp(`Pairs 0 to ${under - 1} lie under the line n = 64`));
    assert.match(caption, new RegExp(`The other ${64 - under} lie above it`));

    const table = await plotTable(page, "ladder");
    assert.deepEqual(table.head, ["pair index i", "λ of each pair", "turns within 64 positions"]);
    assert.equal(table.rows.length, 64);
    for (const [i, lambda, turns] of table.rows) {
      const expected = wavelength(Number(i), 128, 10000);
      assertNear(parseShown(lambda), expected, `λ of pair ${i}`);
      assertNear(parseShown(turns), 64 / expected, `turns of pair ${i}`);
    }
    assert.deepEqual(problems, []);
    await close();
  });

  test("the line plot's numbers are PE(pos, dim) for the default dims 0, 32, 64, 126", async () => {
    const { page, problems, close } = await shared.open();
    await showSection(page, "wavelengths");
    const legend = await page.locator('#wavelengths [data-slot="lines"] li').allTextContents();
    assert.deepEqual(legend, ["dim 0", "dim 32", "dim 64", "dim 126"]);
    assert.equal(await page.locator("#wavelengths-dims").inputValue(), "0, 32, 64, 126");
    const table = await plotTable(page, "lines");
    assert.deepEqual(table.head, ["position", "dim 0", "dim 32", "dim 64", "dim 126"]);
    assert.equal(table.rows.length, 48, "64 positions sampled to 48 rows");
    assert.equal(table.rows.at(-1)[0], "63", "the last position is in the table");
    for (const [pos, ...values] of table.rows) {
      [0, 32, 64, 126].forEach((dim, k) => {
        assertNear(
          parseShown(values[k]),
          pe(Number(pos), dim, 128, 10000),
          `pos ${pos} dim ${dim}`,
        );
      });
    }
    const caption = await page.locator('#wavelengths [data-slot="lines-caption"]').textContent();
    assert.match(caption, /Dimension 0 \(sine of pair 0, λ = 6\.283\) fits 10\.2 wavelengths/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("the binary counter: digits of 0..15 and PE values, with their flips", async () => {
    const { page, problems, close } = await shared.open();
    await showSection(page, "wavelengths");
    const rows = await page
      .locator('#wavelengths [data-slot="counter"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    assert.equal(rows.length, 16);
    const dims = [0, 32, 64, 126];
    rows.forEach(([pos, ...cells], p) => {
      assert.equal(pos, String(p));
      assert.equal(cells.slice(0, 4).join(""), p.toString(2).padStart(4, "0"), `binary of ${p}`);
      dims.forEach((dim, k) => {
        assertNear(parseShown(cells[4 + k]), pe(p, dim, 128, 10000), `pos ${p} dim ${dim}`, {
          decimals: 3,
        });
      });
    });
    const flips = await page
      .locator('#wavelengths [data-slot="counter"] tfoot td')
      .allTextContents();
    const signChanges = (dim) => {
      let count = 0;
      for (let p = 1; p < 16; p += 1) {
        if (pe(p, dim, 128, 10000) < 0 !== pe(p - 1, dim, 128, 10000) < 0) count += 1;
      }
      return count;
    };
    assert.deepEqual(flips.map(Number), [1, 3, 7, 15, ...dims.map(signChanges)]);
    const caption = await page.locator('#wavelengths [data-slot="counter-caption"]').textContent();
    assert.match(caption, /the 1s digit flips 15 times and the 8s digit once/);
    assert.match(caption, new RegExp(`Dimension 0 changes sign ${signChanges(0)} times`));
    assert.deepEqual(problems, []);
    await close();
  });

  test("both plots are drawn: their canvases are painted in several colours", async () => {
    const { page, problems, close } = await shared.open("?section=wavelengths");
    await page.waitForSelector('#wavelengths[data-drawn="true"]');
    for (const slot of ["ladder", "lines"]) {
      const stats = await canvasStats(page, `#wavelengths [data-slot="${slot}"] canvas`);
      assert.ok(
        stats.painted > stats.pixels * 0.02,
        `${slot}: only ${stats.painted} pixels painted`,
      );
      assert.ok(stats.colours > 20, `${slot}: only ${stats.colours} colours`);
    }
    const label = await page
      .locator('#wavelengths [data-slot="ladder"] .line-plot-box')
      .getAttribute("aria-label");
    assert.match(label, /64 pairs from λ = 6\.28319 to 54410\.1 on a log scale/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("controls change the figures and the URL, and that URL restores the state", async () => {
    const { page, problems, close } = await shared.open();
    await showSection(page, "wavelengths");
    const linesCanvas = '#wavelengths [data-slot="lines"] canvas';
    const before = await canvasStats(page, linesCanvas);

    await page.locator("#wavelengths-dims").fill("1, 9");
    assert.equal(await searchOf(page), "?dims=1,9");
    const legend = await page.locator('#wavelengths [data-slot="lines"] li').allTextContents();
    assert.deepEqual(legend, ["dim 1", "dim 9"]);
    const after = await canvasStats(page, linesCanvas);
    assert.notEqual(after.hash, before.hash, "the line plot was redrawn");

    // The slider, by keyboard: one step right is n = 65.
    await page.locator("#wavelengths-n-range").focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.locator("#wavelengths-n").inputValue(), "65");
    const search = await searchOf(page);
    assert.equal(search, "?n=65&dims=1,9");
    const caption = await page.locator('#wavelengths [data-slot="ladder-caption"]').textContent();
    assert.match(caption, /under the line n = 65/);
    await close();

    const reopened = await shared.open(search);
    await showSection(reopened.page, "wavelengths");
    assert.equal(await reopened.page.locator("#wavelengths-dims").inputValue(), "1, 9");
    assert.equal(await reopened.page.locator("#wavelengths-n").inputValue(), "65");
    const table = await plotTable(reopened.page, "lines");
    assert.deepEqual(table.head, ["position", "dim 1", "dim 9"]);
    assert.equal(table.rows.at(-1)[0], "64");
    for (const [pos, first, second] of table.rows) {
      assertNear(parseShown(first), pe(Number(pos), 1, 128, 10000), `pos ${pos} dim 1`);
      assertNear(parseShown(second), pe(Number(pos), 9, 128, 10000), `pos ${pos} dim 9`);
    }
    assert.deepEqual([...problems, ...reopened.problems], []);
    await reopened.close();
  });

  test("a smaller d_model drops plotted dimensions past it and moves the defaults", async () => {
    const { page, problems, close } = await shared.open("?section=wavelengths&dims=2,40,100");
    await page.waitForSelector('#wavelengths[data-drawn="true"]');
    await page.locator("#wavelengths-d").fill("64");
    assert.equal(await page.locator("#wavelengths-dims").inputValue(), "2, 40");
    await page.locator("#wavelengths-d").fill("16");
    // Fewer than two left: back to the defaults for d = 16 (0, 4, 8, 14).
    assert.equal(await page.locator("#wavelengths-dims").inputValue(), "0, 4, 8, 14");
    assert.equal(await searchOf(page), "?d=16&section=wavelengths");
    const steps = await page.locator('#wavelengths [data-slot="ladder-steps"]').textContent();
    assert.match(steps, /there are 8 pairs/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("bad dimension lists are refused, typed or linked", async () => {
    const { page, problems, close } = await shared.open("?dims=0,500&n=20");
    await showSection(page, "wavelengths");
    const notice = await page.locator("#notices").textContent();
    assert.match(
      notice,
      /The link asked for dims=0,500; with d=128, each of dims must be a whole number from 0 to 127, so the plot shows its usual dimensions/,
    );
    assert.equal(await page.locator("#wavelengths-dims").inputValue(), "0, 32, 64, 126");
    assert.equal(await searchOf(page), "?n=20");

    const field = page.locator("#wavelengths-dims");
    await field.fill("3");
    assert.match(await page.locator("#wavelengths-dims-error").textContent(), /2 to 4 dimensions/);
    assert.equal(await field.getAttribute("aria-invalid"), "true");
    await field.fill("3, 3");
    assert.match(await page.locator("#wavelengths-dims-error").textContent(), /not repeat/);
    await field.fill("3, x");
    assert.match(await page.locator("#wavelengths-dims-error").textContent(), /whole numbers/);
    await field.press("Tab");
    assert.equal(await field.inputValue(), "0, 32, 64, 126", "leaving the field restores it");
    assert.equal(await searchOf(page), "?n=20", "the store never changed");
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("section matrix: interleaved and concatenated layouts", () => {
  test("figures draw only when their section comes on screen", async () => {
    const { page, problems, close } = await shared.open();
    assert.equal(await page.locator("#matrix").getAttribute("data-drawn"), "false");
    assert.equal(await page.locator("#matrix .heatmap-canvas").getAttribute("aria-label"), null);
    assert.equal(await page.locator('#matrix [data-slot="permutation-list"] li').count(), 0);
    await showSection(page, "matrix");
    assert.match(
      await page.locator("#matrix .heatmap-canvas").getAttribute("aria-label"),
      /64 positions by 128 dimensions/,
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("the toggle permutes the heatmap's columns and the URL; the readout names both indices", async () => {
    // The cell cursor starts at (pos, 2i) = (63, 100), away from the columns compared below.
    const { page, problems, close } = await shared.open("?pos=63&i=50&section=matrix");
    await page.waitForSelector('#matrix[data-drawn="true"]');
    const interleaved = {};
    for (const col of [1, 2, 5, 126]) interleaved[col] = await heatmapColumn(page, col);

    await page.locator("#matrix-layout-concatenated").check();
    assert.equal(await searchOf(page), "?pos=63&i=50&layout=concatenated&section=matrix");
    // Column c of the concatenated picture is column p(c) of the paper's, pixel for pixel.
    for (const [col, dim] of [
      [1, 2],
      [63, 126],
      [64, 1],
      [66, 5],
    ]) {
      assert.equal(paperDim(col, 128), dim);
      assert.deepEqual(await heatmapColumn(page, col), interleaved[dim], `column ${col}`);
    }
    assert.notDeepEqual(await heatmapColumn(page, 1), interleaved[1], "column 1 changed");

    // The cursor stayed on the paper's dimension 100 (pos 63), now in column 50.
    const canvas = page.locator("#matrix .heatmap-canvas");
    const live = page.locator('#matrix .heatmap [aria-live="polite"]').first();
    await canvas.focus();
    assert.equal(
      await live.textContent(),
      `position 63, column 50 (the paper’s dimension 100): ${pe(63, 100, 128, 10000).toFixed(4).replace("-", "\u2212")}`,
    );
    await canvas.press("Control+Home");
    for (let step = 0; step < 3; step += 1) await canvas.press("ArrowDown");
    await canvas.press("End");
    for (let step = 0; step < 63; step += 1) await canvas.press("ArrowLeft");
    const expected = pe(3, 1, 128, 10000);
    assert.equal(
      await live.textContent(),
      `position 3, column 64 (the paper’s dimension 1): ${expected.toFixed(4).replace("-", "\u2212")}`,
    );
    const readout = await page.locator('#matrix [data-slot="cell-text"]').textContent();
    assert.match(
      readout,
      /Position 3, column 64 of the concatenated layout: .* the paper’s dimension 1, the cosine of pair i = 0/,
    );
    const derivation = await page
      .locator('#matrix [data-slot="cell-math"] .katex-html')
      .textContent();
    assert.match(derivation, /PE\(3,1\)/);
    const shown = Number(derivation.replace(/\u2212/g, "-").match(/-?[\d.]+$/)[0]);
    assertNear(shown, expected, "cell derivation", { digits: 6 });

    // The permutation spelled out, against the independent mapping.
    await lookAt(page, '#matrix [data-slot="permutation-list"]');
    const items = await page.locator('#matrix [data-slot="permutation-list"] li').allTextContents();
    for (const item of items.filter((text) => text.startsWith("column"))) {
      const [, col, dim] = item.match(/column (\d+) ← dim (\d+)/).map(Number);
      assert.equal(dim, paperDim(col, 128), item);
    }
    assert.ok(items.includes("column 64 ← dim 1"), JSON.stringify(items));
    await page.waitForSelector("#matrix .heatmap table thead th:nth-child(3)");
    assert.equal(
      await page.locator("#matrix .heatmap table thead th:nth-child(3)").textContent(),
      "1 (dim 2)",
      "the table mirror names the paper's dimension",
    );
    const search = await searchOf(page);
    await close();

    const reopened = await shared.open(search);
    await reopened.page.waitForSelector('#matrix[data-drawn="true"]');
    assert.ok(await reopened.page.locator("#matrix-layout-concatenated").isChecked());
    assert.match(
      await reopened.page.locator('#matrix [data-slot="caption"]').textContent(),
      /columns 0 to 63 hold the sines of pairs 0 to 63, columns 64 to 127 the cosines/,
    );
    assert.deepEqual(await heatmapColumn(reopened.page, 64), interleaved[1]);
    assert.deepEqual([...problems, ...reopened.problems], []);
    await reopened.close();
  });

  test("?layout=bogus shows the message and the interleaved default", async () => {
    const { page, problems, close } = await shared.open("?layout=bogus&section=matrix");
    await page.waitForSelector('#matrix[data-drawn="true"]');
    const notice = await page.locator("#notices").textContent();
    assert.match(
      notice,
      /The link asked for layout=bogus; layout must be interleaved or concatenated, so the default “interleaved” is used\./,
    );
    assert.ok(await page.locator("#matrix-layout-interleaved").isChecked());
    assert.equal(await searchOf(page), "?section=matrix");
    const canvas = page.locator("#matrix .heatmap-canvas");
    await canvas.focus();
    assert.equal(
      await page.locator('#matrix .heatmap [aria-live="polite"]').first().textContent(),
      `position 3, dimension 2: ${pe(3, 2, 128, 10000).toFixed(4).replace("-", "\u2212")}`,
    );
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("wavelengths and matrix: access and looks", () => {
  test("axe-core finds no violations (before drawing; drawn, light and dark, tables open)", async () => {
    for (const [colorScheme, draw] of [
      ["light", false],
      ["light", true],
      ["dark", true],
    ]) {
      const { page, problems, close } = await shared.open("?layout=concatenated&dims=0,1,2", {
        colorScheme,
      });
      if (draw) {
        await showSection(page, "wavelengths");
        await plotTable(page, "ladder");
        await plotTable(page, "lines");
        await showSection(page, "matrix");
      } else {
        assert.equal(await page.locator("#wavelengths").getAttribute("data-drawn"), "false");
      }
      // preload: false, as in page.test.mjs: axe must not fetch app.css past the page's CSP.
      const summary = await axeViolations(new AxeBuilder({ page }).options({ preload: false }));
      assert.deepEqual(summary, [], `${colorScheme} mode, ${draw ? "drawn" : "not drawn yet"}`);
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test("no sideways scrolling at 375 px; screenshots at 1280 and 375 px", async () => {
    for (const [width, colorScheme, query] of [
      [1280, "light", ""],
      [375, "light", ""],
      [375, "dark", ""],
      [375, "light", "?n=512&d=4096&base=500000&dims=0,1000,2001,4094"],
    ]) {
      const { page, problems, close } = await shared.open(query, { width, colorScheme });
      await drawAllSections(page);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `${width} px ${colorScheme} ${query}: ${overflow} px sideways`);
      if (!query) {
        const suffix = colorScheme === "dark" ? `${width}-dark` : `${width}`;
        await page.locator("#wavelengths").screenshot({
          path: join(screenshotDir, `wavelengths-${suffix}.png`),
        });
        await page.locator("#matrix-layout-concatenated").check();
        await page.locator("#matrix").screenshot({
          path: join(screenshotDir, `matrix-concatenated-${suffix}.png`),
        });
      }
      assert.deepEqual(problems, []);
      await close();
    }
  });
});
