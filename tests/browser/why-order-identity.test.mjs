// End-to-end tests of the sections "why-order" and "identity" in Debian's Chromium.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core:
//   why-order: the attention toy's independent float64 oracle (tests/oracle/toy-oracle.mjs), written
//              from the toy's documented definition, plus the properties the section claims
//              (the second matrix is the first one permuted; the "bites" vectors are equal);
//   identity:  Math.sin / Math.cos of the angles, omega = 1 / base^(2i/d).
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { omegaOf, peVector } from "../oracle/oracle.mjs";
import { attentionToy, matchTokens } from "../oracle/toy-oracle.mjs";
import {
  assertAccessible,
  assertLayouts,
  assertShown,
  canvasHash,
  lastNumber,
  lookAt,
  numbersIn,
  readTable,
  scientific,
  searchOf,
  useBrowser,
} from "./harness.mjs";

// Every test opens the page with both sections drawn; the identity section is drawn in parts,
// each when on screen, so each part is looked at.
const shared = useBrowser({
  look: ["#why-order", "#identity .heatmap-canvas", '#identity [data-slot="check-1"]', "#identity"],
  waitFor: [
    '#why-order [data-slot="weights-0"] td[data-value]',
    () => document.querySelector("#identity .heatmap-canvas")?.width > 0,
    '#identity [data-slot="check-1"] td[data-value]',
  ],
});

const sentences = ["dog bites man", "man bites dog"];
const toyD = 8;

// ---- helpers: reading numbers off the page --------------------------------------------------

function stepText(page, step) {
  return page.locator(`#identity [data-step="${step}"] .katex-html`).textContent();
}

function assertClose(actual, expected, tolerance, what) {
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: page has ${actual}, expected ${expected} (tolerance ${tolerance})`,
  );
}

// ---- the independent oracle of the identity section ------------------------------------------

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

// Tolerance for sin/cos of an angle computed by two libms (a few ulps of the angle).
const angleTolerance = (angle) => 1e-12 + 16 * Number.EPSILON * Math.abs(angle);

describe("section why-order", () => {
  test("shows both attention matrices with the toy's numbers, and the second is the first permuted", async () => {
    const { page, problems, close } = await shared.open();
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
    assert.deepEqual(problems, []);
    await close();
  });

  test("the “bites” output vectors are equal in both sentences and match the oracle", async () => {
    const { page, problems, close } = await shared.open();
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
    assert.deepEqual(problems, []);
    await close();
  });

  test("a weight chosen by keyboard is found in the other matrix through the permutation", async () => {
    const { page, problems, close } = await shared.open();
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
    assert.match(await readout.textContent(), new RegExp(`“bites” attends to “dog”: ${expected}`));
    assert.match(
      await readout.textContent(),
      /second row, first column\) and .* \(second row, third column\)/,
    );
    assert.deepEqual((await readTable(page, '#why-order [data-slot="weights-1"]')).marked, [
      [1, 2],
    ]);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("section identity", () => {
  for (const [query, pos, k, i, d, base] of [
    ["", 3, 5, 1, 128, 10000],
    ["?d=64&base=500&pos=37&i=5&k=-12", 37, -12, 5, 64, 500],
  ]) {
    test(`every term of the identity equals Math.sin/Math.cos (${query || "defaults"})`, async () => {
      const { page, problems, close } = await shared.open(query);
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
        assertClose(lastNumber(await stepText(page, step)), value, angleTolerance(sumAngle), step);
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
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("moving k changes the figures and the URL, and that URL restores the state", async () => {
    const { page, problems, close } = await shared.open();
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
    assert.deepEqual(problems, []);
    await close();

    const reopened = await shared.open(search);
    assert.equal(await reopened.page.locator("#identity-k").inputValue(), "9");
    assert.equal(await reopened.page.locator("#identity-i").inputValue(), "2");
    assert.equal(await reopened.page.locator("#identity-pos").inputValue(), "20");
    assertShown(lastNumber(await stepText(reopened.page, "sin-k")), e.sinK, "sin(omega k)");
    const check = await readTable(reopened.page, '#identity [data-slot="check-1"]');
    assert.equal(check.colLabels[0], "PE(27)", "the second position is pos + 7");
    assert.deepEqual(reopened.problems, []);
    await reopened.close();
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
      const { page, problems, close } = await shared.open(query);
      assert.match(await page.locator("#notices").textContent(), message);
      assert.equal(await page.locator("#identity-k").inputValue(), "5");
      assert.equal(await page.locator("#identity-pos").inputValue(), "3");
      const e = pairOracle(3, 5, 1, 128, 10000);
      assertShown(lastNumber(await stepText(page, "cos-k")), e.cosK, "cos(omega k) for k = 5");
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("keyboard: the M_k heatmap announces each cell's value; the view can show every dimension", async () => {
    const { page, problems, close } = await shared.open();
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
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("why-order and identity: layout and accessibility", () => {
  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ["why-order", "identity"]);
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
        // A focus mark in both figures, so that their focused states are checked too.
        prepare: async (page) => {
          await page.getByRole("application", { name: /^Shift matrix/ }).focus();
          await page.locator('#why-order [data-slot="weights-1"] td[tabindex="0"]').focus();
        },
      });
    });
  }
});
