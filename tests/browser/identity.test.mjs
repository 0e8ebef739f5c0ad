// End-to-end tests of the section "identity" in Debian's Chromium (its layout and accessibility
// are checked with "why-order"'s, in tests/browser/why-order.test.mjs).
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core: Math.sin / Math.cos of the
// angles, omega = 1 / base^(2i/d).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { angleTolerance, omegaOf, peVector } from "../oracle/oracle.mjs";
import {
  assertClose,
  assertShown,
  canvasHash,
  drawnText,
  lastNumber,
  lookAt,
  numbersIn,
  readTable,
  scientific,
  searchOf,
  useSection,
} from "./harness.mjs";

// Every test opens the page with the section drawn (each of its parts looked at).
const shared = useSection("identity");

function stepText(page, step) {
  return drawnText(page, `#identity [data-step="${step}"] .katex-html`);
}

// ---- the independent oracle of the section ------------------------------------------------------

function pairOracle(pos, k, i, d, base) {
  const omega = omegaOf(i, d, base);
  return {
    omega,
    sinPos: Math.sin(omega * pos),
    cosPos: Math.cos(omega * pos),
    sinK: Math.sin(omega * k),
    cosK: Math.cos(omega * k),
    sinSum: Math.sin(omega * (pos + k)),
    cosSum: Math.cos(omega * (pos + k)),
  };
}

describe("section identity", () => {
  for (const [query, pos, k, i, d, base] of [
    ["", 3, 5, 1, 128, 10000],
    ["?d=64&base=500&pos=37&i=5&k=-12", 37, -12, 5, 64, 500],
  ]) {
    test(`every term of the identity equals Math.sin/Math.cos (${query || "defaults"})`, async () => {
      await shared.withPage(query, async (page) => {
        assert.ok(await page.locator("#identity").isVisible());
        const e = pairOracle(pos, k, i, d, base);
        assertShown(lastNumber(await stepText(page, "omega")), e.omega, "omega");
        for (const [step, value] of [
          ["sin-pos", e.sinPos],
          ["cos-pos", e.cosPos],
          ["sin-k", e.sinK],
          ["cos-k", e.cosK],
        ]) {
          assertShown(lastNumber(await stepText(page, step)), value, step);
        }
        // Direct and identity results are printed with 16 digits.
        const sumAngle = e.omega * (pos + k);
        for (const [step, value] of [
          ["sin-direct", e.sinSum],
          ["sin-identity", e.sinSum],
          ["cos-direct", e.cosSum],
          ["cos-identity", e.cosSum],
        ]) {
          assertClose(
            lastNumber(await stepText(page, step)),
            value,
            angleTolerance(sumAngle),
            step,
          );
        }
        // The identity lines substitute the four numbers, in the identity's order.
        const sinTerms = numbersIn(await stepText(page, "sin-identity")).slice(-5, -1);
        [e.sinPos, e.cosK, e.cosPos, e.sinK].forEach((v, n) =>
          assertShown(sinTerms[n], v, `sin identity term ${n}`),
        );
        const cosTerms = numbersIn(await stepText(page, "cos-identity")).slice(-5, -1);
        // Each value stands in brackets with its own sign: "… − (0.517306)(…)", "… − (−0.5)(…)".
        [e.cosPos, e.cosK, e.sinPos, e.sinK].forEach((v, n) =>
          assertShown(cosTerms[n], v, `cos identity term ${n}`),
        );
        const absError = scientific(await stepText(page, "error"));
        assert.ok(absError >= 0 && absError < 1e-12, `absError ${absError}`);

        // The 2 x 2 rotation.
        const rotation = await readTable(page, '#identity [data-slot="rotation"]');
        [e.cosK, e.sinK, -e.sinK, e.cosK].forEach((v, n) =>
          assertClose(rotation.values[n], v, angleTolerance(e.omega * k), `rotation entry ${n}`),
        );
        // Prose writes a negative k with the typographic minus.
        const kText = String(k).replace("-", "\u2212");
        assert.match(rotation.caption, new RegExp(`i = ${i}, offset k = ${kText}`));

        // M_k applied at pos and pos + 7: PE(pos), M_k PE(pos), PE(pos + k), dimension by dimension.
        for (const [slotName, at] of [
          ["check-0", pos],
          ["check-1", pos + 7],
        ]) {
          const table = await readTable(page, `#identity [data-slot="${slotName}"]`);
          const before = peVector(at, d, base);
          const after = peVector(at + k, d, base);
          assert.equal(table.colLabels[0], `PE(${at})`);
          assert.match(table.colLabels[1], new RegExp(`^M\\S+ PE\\(${at}\\)$`));
          assert.equal(table.colLabels[2], `PE(${at + k})`);
          const rows = table.values.length / 3;
          assert.equal(rows, 6);
          for (let j = 0; j < rows; j += 1) {
            const tol = angleTolerance(at + Math.abs(k)) + 1e-12;
            assertClose(table.values[3 * j], before[j], tol, `${slotName} PE(${at})[${j}]`);
            assertClose(table.values[3 * j + 1], after[j], tol, `${slotName} M_k PE(${at})[${j}]`);
            assertClose(table.values[3 * j + 2], after[j], tol, `${slotName} PE(${at + k})[${j}]`);
          }
          const text = await page.locator(`#identity [data-slot="${slotName}-text"]`).textContent();
          const maxError = scientific(text);
          assert.ok(maxError < 1e-12, `${slotName}: largest error ${maxError}`);
        }
      });
    });
  }

  test("moving k changes the figures and the URL, and that URL restores the state", async () => {
    const { search, e } = await shared.withPage("", async (page) => {
      const canvas = page.locator("#identity .heatmap-canvas");
      const pixels = () => canvasHash(canvas);
      const before = await pixels();
      await page.locator("#identity-k").fill("9");
      await page.locator("#identity-i").fill("2");
      await page.locator("#identity-pos").fill("20");
      await lookAt(page, "#identity .heatmap-canvas");
      assert.notEqual(await pixels(), before, "the M_k heatmap was redrawn");
      const search = await searchOf(page);
      assert.equal(search, "?pos=20&i=2&k=9");
      const e = pairOracle(20, 9, 2, 128, 10000);
      const rotation = await readTable(page, '#identity [data-slot="rotation"]');
      assertClose(rotation.values[1], e.sinK, 1e-12, "rotation sin(omega k) after the change");
      return { search, e };
    });
    await shared.withPage(search, async (page) => {
      assert.equal(await page.locator("#identity-k").inputValue(), "9");
      assert.equal(await page.locator("#identity-i").inputValue(), "2");
      assert.equal(await page.locator("#identity-pos").inputValue(), "20");
      assertShown(lastNumber(await stepText(page, "sin-k")), e.sinK, "sin(omega k)");
      const check = await readTable(page, '#identity [data-slot="check-1"]');
      assert.equal(check.colLabels[0], "PE(27)", "the second position is pos + 7");
    });
  });

  for (const [query, message] of [
    [
      "?k=abc",
      /The link asked for k=abc; with pos=3, k must be a whole number from \u22123 to 1000000, so the default 5 is used/,
    ],
    [
      "?pos=3&k=-999",
      /The link asked for k=-999; with pos=3, k must be a whole number from \u22123 to 1000000, so the default 5 is used/,
    ],
  ]) {
    test(`an invalid ${query} shows the message and the default k`, async () => {
      await shared.withPage(query, async (page) => {
        assert.match(await page.locator("#notices").textContent(), message);
        assert.equal(await page.locator("#identity-k").inputValue(), "5");
        assert.equal(await page.locator("#identity-pos").inputValue(), "3");
        const e = pairOracle(3, 5, 1, 128, 10000);
        assertShown(lastNumber(await stepText(page, "cos-k")), e.cosK, "cos(omega k) for k = 5");
      });
    });
  }

  test("keyboard: the M_k heatmap announces each cell's value; the view can show every dimension", async () => {
    await shared.withPage("", async (page) => {
      const canvas = page.locator("#identity .heatmap-canvas");
      const live = page.locator('#identity .heatmap [aria-live="polite"]').first();
      const e = pairOracle(3, 5, 1, 128, 10000);
      await canvas.focus();
      // The cursor starts on the block of pair i = 1: row 2, column 2 = cos(omega_1 k).
      let text = await live.textContent();
      assert.match(text, /^row 2, column 2: /);
      assertClose(lastNumber(text), e.cosK, 5e-4, "announced cos(omega k)");
      await canvas.press("ArrowRight");
      text = await live.textContent();
      assert.match(text, /^row 2, column 3: /);
      assertClose(lastNumber(text), e.sinK, 5e-4, "announced sin(omega k)");
      await canvas.press("ArrowDown");
      await canvas.press("ArrowLeft");
      text = await live.textContent();
      assert.match(text, /^row 3, column 2: /);
      assertClose(lastNumber(text), -e.sinK, 5e-4, "announced -sin(omega k)");
      await canvas.press("ArrowRight");
      await canvas.press("ArrowRight");
      assert.equal(await live.textContent(), "row 3, column 4: 0");
      const readout = await page.locator('#identity [data-slot="cell-text"]').textContent();
      assert.match(readout, /outside the 2 × 2 blocks/);
      // The zoomed view is 16 x 16 and says so; the whole matrix is one click away.
      assert.match(await canvas.getAttribute("aria-label"), /16 rows by 16 columns/);
      assert.match(
        await page.locator('#identity [data-slot="view-note"]').textContent(),
        /top-left 16 × 16 corner/,
      );
      await page.getByLabel("all 128 dimensions").check();
      assert.match(await canvas.getAttribute("aria-label"), /128 rows by 128 columns/);
    });
  });
});
