// End-to-end tests of the "matrix" section's interleaved and concatenated layouts in Chromium
// (its accessibility and layout are checked with "wavelengths"', in
// tests/browser/wavelengths.test.mjs).
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Every number checked here is recomputed in the test with Math.pow/Math.sin/Math.cos (float64,
// tests/oracle/oracle.mjs), independently of the wasm core and of web/js/layout.js, and compared
// with what the page shows.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { peEntry as pe } from "../oracle/oracle.mjs";
import { assertNear, drawnText, lookAt, searchOf, showSection, useBrowser } from "./harness.mjs";

const shared = useBrowser();

// Concatenated column c holds the paper's dimension 2c (first half) or 2(c - d/2) + 1.
const paperDim = (col, d) => (col < d / 2 ? 2 * col : 2 * (col - d / 2) + 1);

// The heatmap's pixels down the middle of one cell column, as "r,g,b" strings.
function heatmapColumn(page, col) {
  return page.locator("#matrix .heatmap-canvas").evaluate((canvas, c) => {
    const cols = Number(canvas.getAttribute("aria-label").match(/by (\d+) dimensions/)[1]);
    // The pixels the heatmap shows (harness.mjs): every fifth row of column x.
    const { data, width, height } = window.__shownImage(canvas);
    const x = Math.floor(((c + 0.5) * width) / cols);
    const out = [];
    for (let y = 0; y < height; y += 5) {
      const p = 4 * (y * width + x);
      out.push(`${data[p]},${data[p + 1]},${data[p + 2]}`);
    }
    return out;
  }, col);
}

describe("section matrix: interleaved and concatenated layouts", () => {
  test("figures draw only when their section comes on screen", async () => {
    await shared.withPage("", async (page) => {
      assert.equal(await page.locator("#matrix").getAttribute("data-drawn"), "false");
      assert.equal(await page.locator("#matrix .heatmap-canvas").getAttribute("aria-label"), null);
      assert.equal(await page.locator('#matrix [data-slot="permutation-list"] li').count(), 0);
      await showSection(page, "matrix");
      assert.match(
        await page.locator("#matrix .heatmap-canvas").getAttribute("aria-label"),
        /64 positions by 128 dimensions/,
      );
    });
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
    // (The readout under the heatmap waits for the key presses to pause: matrix.js.)
    const readout = await drawnText(page, '#matrix [data-slot="cell-text"]');
    assert.match(
      readout,
      /Position 3, column 64 of the concatenated layout: .* the paper’s dimension 1, the cosine of pair i = 0/,
    );
    const derivation = await drawnText(page, '#matrix [data-slot="cell-math"] .katex-html');
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

  // The cursor is a box over the canvas (heatmapPaint.js): its centre is the centre of the cell
  // the live region names, worked out from the canvas's box; a large cell is covered whole.
  test("the cell cursor sits on the announced cell, and follows the keys", async () => {
    const { page, problems, close } = await shared.open("?pos=10&i=5&section=matrix");
    await page.waitForSelector('#matrix[data-drawn="true"]');
    const canvas = page.locator("#matrix .heatmap-canvas");
    // Within 1.5 px; a cursor on an edge cell moves in by up to 2 px more, so that its frame
    // stays inside the canvas (`slack`).
    const cursorOn = async (row, col, rows, cols, slack = 1.5) => {
      const [box, mark] = await Promise.all([
        canvas.boundingBox(),
        page.locator("#matrix .heatmap-cursor").boundingBox(),
      ]);
      const centre = [mark.x + mark.width / 2, mark.y + mark.height / 2];
      const cell = [
        box.x + ((col + 0.5) * box.width) / cols,
        box.y + ((row + 0.5) * box.height) / rows,
      ];
      const where = `cursor ${JSON.stringify(mark)}, cell (${row}, ${col}) centre ${cell}`;
      assert.ok(
        Math.abs(centre[0] - cell[0]) <= slack && Math.abs(centre[1] - cell[1]) <= slack,
        where,
      );
      assert.ok(mark.x >= box.x && mark.x + mark.width <= box.x + box.width, where);
      assert.ok(mark.y >= box.y && mark.y + mark.height <= box.y + box.height, where);
      return { box, mark };
    };
    await cursorOn(10, 10, 64, 128);
    await canvas.focus();
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowDown"])
      await canvas.press(key);
    assert.match(
      await page.locator('#matrix .heatmap [aria-live="polite"]').first().textContent(),
      /^position 11, dimension 13:/,
    );
    await cursorOn(11, 13, 64, 128);

    await page.locator("#matrix-d").fill("16");
    await page.locator("#matrix-n").fill("12");
    await page.waitForFunction(() =>
      /12 positions by 16 dimensions/.test(
        document.querySelector("#matrix .heatmap-canvas").getAttribute("aria-label"),
      ),
    );
    // Row 11 is the last of 12.
    const { box, mark } = await cursorOn(11, 13, 12, 16, 3.5);
    assert.ok(
      Math.abs(mark.width - box.width / 16) <= 1,
      `width ${mark.width} of ${box.width / 16}`,
    );
    assert.deepEqual(problems, []);
    await close();
  });
});
