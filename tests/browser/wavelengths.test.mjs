// End-to-end tests of the "wavelengths" section in Chromium, and of its accessibility and layout
// together with the next section's, "matrix" (tests/browser/matrix.test.mjs).
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Every number checked here is recomputed in the test with Math.pow/Math.sin/Math.cos (float64,
// tests/oracle/oracle.mjs), independently of the wasm core, and compared with what the page shows.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

import { peEntry as pe } from "../oracle/oracle.mjs";
import {
  assertNear,
  axeBuilder,
  axeViolations,
  currentValue,
  drawAllSections,
  screenshotDir,
  searchOf,
  showSection,
  useBrowser,
} from "./harness.mjs";

const shared = useBrowser();

// The independent oracle of the ladder: the wavelength 2π·base^(2i/d) of pair i.
const wavelength = (i, d, base) => 2 * Math.PI * base ** ((2 * i) / d);

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

// Opens a plot's "numbers as a table" and returns its rows as arrays of cell texts.
async function plotTable(page, slot) {
  const details = page.locator(`#wavelengths [data-slot="${slot}"] details`);
  if (!(await details.evaluate((node) => node.open))) {
    await details.locator("summary").click();
  }
  // Built once the plot has data (linePlot.js), which may come after the click.
  await details.locator("table thead th").first().waitFor({ timeout: 15000 });
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

describe("section wavelengths", () => {
  test("?section=wavelengths opens there; the ladder's numbers match 2π·base^(2i/d)", async () => {
    await shared.withPage("?section=wavelengths", async (page) => {
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
    });
  });

  test("the line plot's numbers are PE(pos, dim) for the default dims 0, 32, 64, 126", async () => {
    await shared.withPage("", async (page) => {
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
    });
  });

  test("the binary counter: digits of 0..15 and PE values, with their flips", async () => {
    await shared.withPage("", async (page) => {
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
      const caption = await page
        .locator('#wavelengths [data-slot="counter-caption"]')
        .textContent();
      assert.match(caption, /the 1s digit flips 15 times and the 8s digit once/);
      assert.match(caption, new RegExp(`Dimension 0 changes sign ${signChanges(0)} times`));
    });
  });

  test("both plots are drawn: their canvases are painted in several colours", async () => {
    await shared.withPage("?section=wavelengths", async (page) => {
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
    });
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
    assert.equal(await currentValue(page, "#wavelengths-dims"), "2, 40");
    await page.locator("#wavelengths-d").fill("16");
    // Fewer than two left: back to the defaults for d = 16 (0, 4, 8, 14). (Off screen, the field
    // follows two changes in a row once they pause.)
    assert.equal(await currentValue(page, "#wavelengths-dims"), "0, 4, 8, 14");
    assert.equal(await searchOf(page), "?d=16&section=wavelengths");
    const steps = await page.locator('#wavelengths [data-slot="ladder-steps"]').textContent();
    assert.match(steps, /there are 8 pairs/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("bad dimension lists are refused, typed or linked", async () => {
    await shared.withPage("?dims=0,500&n=20", async (page) => {
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
      assert.match(
        await page.locator("#wavelengths-dims-error").textContent(),
        /2 to 4 dimensions/,
      );
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      await field.fill("3, 3");
      assert.match(await page.locator("#wavelengths-dims-error").textContent(), /not repeat/);
      await field.fill("3, x");
      assert.match(await page.locator("#wavelengths-dims-error").textContent(), /whole numbers/);
      await field.press("Tab");
      assert.equal(await field.inputValue(), "0, 32, 64, 126", "leaving the field restores it");
      assert.equal(await searchOf(page), "?n=20", "the store never changed");
    });
  });
});

describe("wavelengths and matrix: access and looks", () => {
  test("axe-core finds no violations (before drawing; drawn, light and dark, tables open)", async () => {
    for (const [colorScheme, draw] of [
      ["light", false],
      ["light", true],
      ["dark", true],
    ]) {
      await shared.withPage("?layout=concatenated&dims=0,1,2", { colorScheme }, async (page) => {
        if (draw) {
          await showSection(page, "wavelengths");
          await plotTable(page, "ladder");
          await plotTable(page, "lines");
          await showSection(page, "matrix");
        } else {
          assert.equal(await page.locator("#wavelengths").getAttribute("data-drawn"), "false");
        }
        const summary = await axeViolations(axeBuilder(page, colorScheme));
        assert.deepEqual(summary, [], `${colorScheme} mode, ${draw ? "drawn" : "not drawn yet"}`);
      });
    }
  });

  test("no sideways scrolling at 375 px; screenshots at 1280 and 375 px", async () => {
    for (const [width, colorScheme, query] of [
      [1280, "light", ""],
      [375, "light", ""],
      [375, "dark", ""],
      [375, "light", "?n=512&d=4096&base=500000&dims=0,1000,2001,4094"],
    ]) {
      await shared.withPage(query, { width, colorScheme }, async (page) => {
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
      });
    }
  });
});
