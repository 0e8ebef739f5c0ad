// End-to-end tests of the section "rope" (rotary position embedding) in Debian's Chromium.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/rope.test.mjs
//
// Expected numbers are computed here, independently of the wasm core:
//   the dial:     omega = 1 / base^(2i/d), theta = pos * omega, Math.cos / Math.sin;
//   the check:    the float64 oracle's ropeRotate and seededVector (tests/oracle/toy-oracle.mjs):
//                 (R_m q).(R_n k) with q, k the SplitMix64 vectors of seeds 5 and 6;
//   the toy:      the oracle's attentionToy(sentence, "rope" | "sinusoidal" | "none", 8) and its
//                 comparison() of the two sentences.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { omegaOf } from "../oracle/oracle.mjs";
import { attentionToy, comparison, ropeRotate, seededVector } from "../oracle/toy-oracle.mjs";
import {
  assertAccessible,
  assertClose,
  assertLayouts,
  assertShown,
  canvasHash,
  currentValue,
  drawnText,
  lastNumber,
  numbersIn,
  scientific,
  searchOf,
  useBrowser,
} from "./harness.mjs";

// Every test opens the page with the section on screen and everything in it drawn.
const shared = useBrowser({
  look: ["#rope"],
  waitFor: [
    '#rope [data-slot="dial"][data-angle]',
    '#rope [data-slot="weights-1"] td[data-value]',
    '#rope [data-slot="toy-table"] td[data-value]',
    "#rope .line-plot-box canvas",
  ],
});

const sentences = ["dog bites man", "man bites dog"];
const toyD = 8;
const plotReach = 32;

// ---- the independent oracle ------------------------------------------------------------------

function dialOracle(pos, i, d, base) {
  const omega = omegaOf(i, d, base);
  const angle = pos * omega;
  return { omega, angle, cos: Math.cos(angle), sin: Math.sin(angle) };
}

const dot = (a, b) => a.reduce((sum, x, j) => sum + x * b[j], 0);
const norm = (a) => Math.sqrt(dot(a, a));

// (R_m q).(R_n k) for the seeded q and k of size d.
function ropeDot(m, n, d, base) {
  return dot(ropeRotate(seededVector(5, d), m, base), ropeRotate(seededVector(6, d), n, base));
}

// ---- reading the page -----------------------------------------------------------------------

function stepText(page, step) {
  return drawnText(page, `#rope [data-step="${step}"] .katex-html`);
}

// The shifted check's printed score against the oracle's ropeDot(m, n), m and n the shifted
// positions (d = 128, base 10000).
async function assertShiftedCheck(page, m, n, tolerance, what) {
  const shown = lastNumber(await stepText(page, "dot-shifted"));
  assertClose(shown, ropeDot(m, n, 128, 10000), tolerance, what);
}

// The TeX KaTeX rendered (its MathML annotation): a column vector's entries stay apart there,
// where the visible text runs them together.
function stepTex(page, step) {
  return drawnText(page, `#rope [data-step="${step}"] annotation`);
}

function readMatrix(page, selector) {
  return page.locator(selector).evaluate((root) => ({
    values: [...root.querySelectorAll("tbody td")].map((td) => Number(td.dataset.value)),
    rowLabels: [...root.querySelectorAll("tbody th")].map((th) => th.textContent),
  }));
}

// The plot's numbers, from its table (opened if closed): { header, rows: [[x, ...values]] }.
async function readPlotTable(page) {
  const details = page.locator('#rope [data-slot="plot"] details');
  if (!(await details.evaluate((node) => node.open))) await details.locator("summary").click();
  return details.locator("table").evaluate((table) => {
    const read = (text) => (text === "—" ? null : Number(text.replace(/\u2212/g, "-")));
    return {
      header: [...table.querySelectorAll("thead th")].map((th) => th.textContent),
      rows: [...table.querySelectorAll("tbody tr")].map((tr) =>
        [...tr.children].map((cell) => read(cell.textContent)),
      ),
    };
  });
}

// ---- tests ----------------------------------------------------------------------------------

describe("section rope: the angle dial", () => {
  for (const [query, pos, i, d, base] of [
    ["", 3, 1, 128, 10000],
    ["?d=64&base=500&pos=150&i=0", 150, 0, 64, 500],
    ["?pos=0&i=7", 0, 7, 128, 10000],
  ]) {
    test(`the dial turns by pos / base^(2i/d) (${query || "defaults"})`, async () => {
      await shared.withPage(query, async (page) => {
        assert.ok(await page.locator("#rope").isVisible());
        const e = dialOracle(pos, i, d, base);
        const dial = page.locator('#rope [data-slot="dial"]');
        const angle = Number(await dial.getAttribute("data-angle"));
        assertClose(angle, e.angle, 1e-12 * (1 + e.angle), "the dial's angle");
        // The angle as printed under the dial and in the derivation.
        const printed = await dial.locator(".angle-dial-caption").textContent();
        assertShown(numbersIn(printed)[0], e.angle, "θ under the dial");
        assertShown(lastNumber(await stepText(page, "omega")), e.omega, "omega");
        assertShown(lastNumber(await stepText(page, "angle")), e.angle, "θ in the derivation");
        // The rotated point (cos θ, sin θ), in the derivation and at the arrow's tip.
        const rotated = numbersIn(await stepTex(page, "rotated")).slice(-2);
        assertShown(rotated[0], e.cos, "cos θ");
        assertShown(rotated[1], e.sin, "sin θ");
        const tip = numbersIn(await dial.locator(".angle-dial-tip.is-rotated").textContent());
        assertClose(tip[0], e.cos, 0.0005 + 1e-12, "tip x");
        assertClose(tip[1], e.sin, 0.0005 + 1e-12, "tip y");
        // The arrow points at (cos θ, sin θ): its direction in the picture (y points down).
        const arrow = await dial.locator(".angle-dial-vector.is-rotated").evaluate((line) => {
          const at = (name) => Number(line.getAttribute(name));
          return { dx: at("x2") - at("x1"), dy: at("y1") - at("y2") };
        });
        const length = Math.hypot(arrow.dx, arrow.dy);
        assertClose(arrow.dx / length, e.cos, 0.01, "arrow direction x");
        assertClose(arrow.dy / length, e.sin, 0.01, "arrow direction y");
        // The arc is drawn unless there is no turn at all.
        const arc = await dial.locator(".angle-dial-arc").getAttribute("d");
        assert.equal(arc === "", pos === 0, `arc "${arc}"`);
        if (e.angle >= 2 * Math.PI) assert.match(printed, /more than a full turn/);
        assert.match(
          await dial.locator("svg").getAttribute("aria-label"),
          new RegExp(`pair ${i} \\(dimensions ${2 * i} and ${2 * i + 1}\\) at position ${pos}`),
        );
      });
    });
  }

  test("keyboard: the pos slider and the i field turn the dial, and the URL follows and restores", async () => {
    const { search, e } = await shared.withPage("", async (page) => {
      const dial = page.locator('#rope [data-slot="dial"]');
      const tipX = () =>
        dial.locator(".angle-dial-vector.is-rotated").evaluate((line) => line.getAttribute("x2"));
      const before = await tipX();
      await page.locator("#rope-pos-range").focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      assert.equal(await page.locator("#rope-pos").inputValue(), "5");
      await page.locator("#rope-i").fill("2");
      assert.notEqual(await tipX(), before, "the arrow moved");
      const e = dialOracle(5, 2, 128, 10000);
      assertClose(
        Number(await dial.getAttribute("data-angle")),
        e.angle,
        1e-12,
        "angle after keys",
      );
      // The check below uses the same pos as the query position m.
      assert.equal(await currentValue(page, "#rope-query-pos"), "5");
      await page.locator("#rope-shift").fill("7");
      const search = await searchOf(page);
      assert.equal(search, "?pos=5&i=2&shift=7");
      return { search, e };
    });
    await shared.withPage(search, async (page) => {
      assert.equal(await page.locator("#rope-pos").inputValue(), "5");
      assert.equal(await page.locator("#rope-i").inputValue(), "2");
      assert.equal(await page.locator("#rope-shift").inputValue(), "7");
      const angle = Number(
        await page.locator('#rope [data-slot="dial"]').getAttribute("data-angle"),
      );
      assertClose(angle, e.angle, 1e-12, "angle after reopening");
      await assertShiftedCheck(page, 12, 17, 1e-12, "the restored check uses shift 7");
    });
  });
});

describe("section rope: the score depends on the offset only", () => {
  for (const [query, m, k, shift, d, base] of [
    ["", 3, 5, 100, 128, 10000],
    ["?d=16&base=500&pos=1000&k=-7&shift=123456", 1000, -7, 123456, 16, 500],
  ]) {
    test(`ropeCheck's numbers equal the oracle's rotations (${query || "defaults"})`, async () => {
      await shared.withPage(query, async (page) => {
        const n = m + k;
        const expected = ropeDot(m, n, d, base);
        const shifted = ropeDot(m + shift, n + shift, d, base);
        // Printed with 16 significant digits: the oracle agrees to float64 rounding.
        const shownDot = lastNumber(await stepText(page, "dot"));
        const shownShifted = lastNumber(await stepText(page, "dot-shifted"));
        assertClose(shownDot, expected, 1e-12, "(R_m q).(R_n k)");
        assertClose(shownShifted, shifted, 1e-9, "(R_{m+s} q).(R_{n+s} k)");
        // The relative property itself, in the oracle and on the page.
        assertClose(shifted, expected, 1e-9, "oracle: same offset, same dot");
        const absDiff = scientific(await stepText(page, "diff"));
        assert.ok(absDiff >= 0 && absDiff < 1e-9, `absDiff ${absDiff}`);
        assert.match(await stepText(page, "dot"), new RegExp(`R${m}.*R${n}`));
        // Rotation keeps the norm.
        const q = seededVector(5, d);
        const normQ = lastNumber(await stepText(page, "norm-q"));
        const normRotated = lastNumber(await stepText(page, "norm-rotated"));
        assertClose(normQ, norm(q), 1e-10, "|q|");
        assertClose(normRotated, norm(ropeRotate(q, m, base)), 1e-10, "|R_m q|");
        assertClose(normRotated, normQ, 1e-10, "rotation keeps the length");
      });
    });
  }

  test("the two ropeDots curves agree at equal offsets and equal the oracle", async () => {
    await shared.withPage("", async (page) => {
      const [m, shift, d, base] = [3, 100, 128, 10000];
      const table = await readPlotTable(page);
      assert.deepEqual(table.header, ["offset k", `query at ${m}`, `query at ${m + shift}`]);
      assert.ok(table.rows.length >= 30, `${table.rows.length} rows`);
      let compared = 0;
      for (const [offset, first, second] of table.rows) {
        assert.ok(offset >= -plotReach && offset <= plotReach, `offset ${offset}`);
        const e = ropeDot(m + shift, m + shift + offset, d, base);
        const tolerance = 5e-4 * Math.abs(e) + 1e-9;
        assertClose(second, e, tolerance, `query at ${m + shift}, offset ${offset}`);
        if (m + offset < 0) {
          assert.equal(first, null, `no key before position 0 (offset ${offset})`);
          continue;
        }
        assertClose(
          first,
          ropeDot(m, m + offset, d, base),
          tolerance,
          `query at ${m}, offset ${offset}`,
        );
        assert.equal(first, second, `the two curves at offset ${offset}`);
        compared += 1;
      }
      assert.ok(compared >= 20, `compared ${compared} offsets`);
      const caption = await page.locator('#rope [data-slot="plot-caption"]').textContent();
      assert.match(caption, /starts at offset −?-?3/);
    });
  });

  test("moving the shift redraws the plot and the URL carries it", async () => {
    await shared.withPage("", async (page) => {
      const canvas = page.locator('#rope [data-slot="plot"] canvas');
      const pixels = () => canvasHash(canvas);
      const before = await pixels();
      await page.locator("#rope-k").fill("-2");
      await page.locator("#rope-shift").fill("40000");
      await page.waitForFunction(() =>
        document.querySelector('#rope [data-slot="plot-caption"]').textContent.includes("40003"),
      );
      assert.notEqual(await pixels(), before, "the plot was redrawn");
      assert.equal(await searchOf(page), "?k=-2&shift=40000");
      // At d = 128 ropeDots computes up to 32768 positions: the far curve is left out, and the
      // caption says so; the check above still holds there.
      const caption = await page.locator('#rope [data-slot="plot-caption"]').textContent();
      assert.match(caption, /query at 40003 is left out/);
      await assertShiftedCheck(page, 40003, 40001, 1e-9, "the check at 40003");
    });
  });
});

describe("section rope: dog bites man", () => {
  test("the two attention matrices differ, and the “bites” shift equals the oracle's", async () => {
    await shared.withPage("", async (page) => {
      const oracles = sentences.map((s) => attentionToy(s, "rope", toyD));
      for (const side of [0, 1]) {
        const table = await readMatrix(page, `#rope [data-slot="weights-${side}"]`);
        assert.deepEqual(table.rowLabels, oracles[side].tokens);
        table.values.forEach((v, j) => {
          const e = oracles[side].weights[j];
          assertClose(v, e, 1e-5 * (1 + Math.abs(e)), `${sentences[side]} weight ${j}`);
        });
      }
      // Nothing was added: the oracle's RoPE positions are zeros, and the page says all are.
      assert.ok(oracles.every((o) => o.positions.every((v) => v === 0)));
      assert.match(
        await page.locator('#rope [data-slot="toy-positions"]').textContent(),
        /48 of 48 numbers are 0/,
      );
      const rows = await page.locator('#rope [data-slot="toy-table"] tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          kind: tr.dataset.kind,
          values: [...tr.querySelectorAll("td")].map((td) => Number(td.dataset.value)),
        })),
      );
      assert.deepEqual(
        rows.map((r) => r.kind),
        ["none", "sinusoidal", "rope"],
      );
      for (const { kind, values } of rows) {
        const [a, b] = sentences.map((s) => attentionToy(s, kind, toyD));
        const c = comparison(a, b);
        const bites = b.tokens.indexOf("bites");
        assertClose(values[0], c.maxWeightDiff, 1e-5, `${kind}: max weight difference`);
        assertClose(values[1], c.tokenShift[bites], 1e-5, `${kind}: “bites” moved`);
      }
      const rope = rows.find((r) => r.kind === "rope");
      assert.ok(rope.values[0] > 0.01 && rope.values[1] > 0.01, "RoPE tells the sentences apart");
      assert.ok(rows[0].values[1] < 1e-6, "without positions “bites” does not move");
      const text = await page.locator('#rope [data-slot="toy-text"]').textContent();
      const ropeShift = comparison(...sentences.map((s) => attentionToy(s, "rope", toyD)))
        .tokenShift[1];
      assert.match(text, new RegExp(`moved by ${ropeShift.toFixed(4)}`));
    });
  });
});

describe("section rope: bad input", () => {
  for (const [query, message] of [
    [
      "?shift=abc",
      /The link asked for shift=abc; with pos=3 and k=5, shift must be a whole number from \u22123 to 999992, so the default 100 is used/,
    ],
    [
      "?pos=3&k=5&shift=-9",
      /The link asked for shift=-9; with pos=3 and k=5, shift must be a whole number from \u22123 to 999992, so the default 100 is used/,
    ],
  ]) {
    test(`an invalid ${query} shows the message and the default shift`, async () => {
      await shared.withPage(query, async (page) => {
        assert.match(await page.locator("#notices").textContent(), message);
        assert.equal(await page.locator("#rope-shift").inputValue(), "100");
        await assertShiftedCheck(page, 103, 108, 1e-12, "the check uses shift 100");
      });
    });
  }

  test("a bad shift typed in the field is refused next to it; the page keeps working", async () => {
    await shared.withPage("", async (page) => {
      const field = page.locator("#rope-shift");
      await field.fill("-50");
      assert.equal(await field.getAttribute("aria-invalid"), "true");
      assert.match(
        await page.locator("#rope-shift-error").textContent(),
        /shift must be a whole number from \u22123 to 999992/,
      );
      assert.equal(await searchOf(page), "", "the store kept its value");
      await field.press("Tab");
      assert.equal(await field.inputValue(), "100");
      assert.match(await page.locator("#rope-shift-error").textContent(), /Kept 100\./);
      // Still working: another control changes the check.
      await page.locator("#rope-k").fill("1");
      assertClose(lastNumber(await stepText(page, "dot")), ropeDot(3, 4, 128, 10000), 1e-12, "dot");
      // A smaller pos pulls a negative shift back into range instead of breaking the check.
      await page.locator("#rope-shift").fill("-3");
      await page.locator("#rope-query-pos").fill("1");
      assert.equal(await field.inputValue(), "-1");
      await assertShiftedCheck(page, 0, 1, 1e-12, "the check at the clamped shift");
    });
  });
});

describe("section rope: layout and accessibility", () => {
  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ["rope"]);
  });

  test("axe-core finds no accessibility violations in the section", async () => {
    await assertAccessible(shared, ["rope"], {
      query: "?shift=abc",
      prepare: async (page) => {
        await page.locator("#rope-shift").fill("-50");
        await page.locator("#rope").getByText("The plotted numbers, as a table").click();
      },
    });
  });
});
