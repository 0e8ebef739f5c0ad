// End-to-end tests of the sections "learned" and "exam", and of the print stylesheet, in Debian's
// Chromium. Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Expected numbers are computed here, independently of the wasm core:
//   learned: the seeded table of tests/js/toy-oracle.mjs (written from the toy's documented
//            definition) and the float64 formula of tests/js/oracle.mjs (Math.sin, Math.cos);
//   exam:    every question's answer from its parameters (read off the question card) with the
//            same oracles; the right option of a multiple-choice question is picked by what it
//            says, never by asking the page.
import AxeBuilder from "@axe-core/playwright";
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

import { dot, peValue, peVector, shiftMatrix } from "../js/oracle.mjs";
import { attentionToy, comparison, learnedTable } from "../js/toy-oracle.mjs";
import { assertLayouts, axeViolations, screenshotDir, searchOf, useBrowser } from "./harness.mjs";

// Every test opens the page with both sections drawn: the learned heatmaps painted (and their
// table mirrors built), the exam's question on its card.
const shared = useBrowser({
  look: ["#learned", "#exam"],
  waitFor: [
    '#learned [data-slot="learned-map"] .heatmap-canvas[aria-label]',
    '#learned [data-slot="formula-map"] table td',
    '#learned [data-slot="learned-map"] table td',
    "#exam [data-slot=card][data-kind]",
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

function assertClose(actual, expected, tolerance, what) {
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: page has ${actual}, expected ${expected} (tolerance ${tolerance})`,
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
  const card = page.locator("#exam [data-slot=card]");
  return {
    kind: await card.getAttribute("data-kind"),
    seed: Number(await card.getAttribute("data-seed")),
    params: JSON.parse(await card.getAttribute("data-question")),
    prompt: await card.locator(".exam-prompt").textContent(),
  };
}

async function check(page) {
  await page.click("#exam .exam-check");
  return page.locator("#exam .exam-feedback").getAttribute("data-verdict");
}

async function answerNumbers(page, values) {
  for (const [n, value] of values.entries()) {
    await page.fill(`#exam-answer-${n}`, String(value));
  }
  return check(page);
}

async function answerChoice(page, optionId) {
  await page.locator(`#exam label[data-option="${optionId}"] input`).check();
  return check(page);
}

async function optionTexts(page) {
  return page
    .locator("#exam .exam-choice")
    .evaluateAll((labels) => labels.map((l) => ({ id: l.dataset.option, text: l.textContent })));
}

// The worked solution's steps, each as { text } (what is read on screen, KaTeX's hidden MathML
// copy left out) and { tex } (the TeX the page rendered, where numbers stand apart cleanly).
async function openSolution(page) {
  const button = page.getByRole("button", { name: "Show solution" });
  await button.click();
  return page.locator("#exam .exam-steps li").evaluateAll((items) =>
    items.map((li) => {
      const copy = li.cloneNode(true);
      for (const hidden of copy.querySelectorAll(".katex-mathml")) hidden.remove();
      const tex = [...li.querySelectorAll('annotation[encoding="application/x-tex"]')];
      return { text: copy.textContent, tex: tex.map((a) => a.textContent).join(" ; ") };
    }),
  );
}

// Every number in the TeX the page rendered ("-0.5", "1.2 \times 10^{-5}"), in order.
function numbersInTex(tex) {
  return [...tex.matchAll(/(-?\d+(?:\.\d+)?)(?:\s*\\times\s*10\^\{(-?\d+)\})?/g)].map(
    (m) => Number(m[1]) * 10 ** Number(m[2] ?? 0),
  );
}

// ---- the independent answers -----------------------------------------------------------------

// Each kind: the numbers a right answer types, or how to recognise the right option by its text.
const oracleAnswers = {
  value: ({ d, base, pos, dim }) => {
    const v = peValue(pos, Math.floor(dim / 2), d, base);
    return [dim % 2 === 0 ? v.sin : v.cos];
  },
  wavelength: ({ d, base, i }) => [2 * Math.PI * base ** ((2 * i) / d)],
  shift: ({ d, base, i, k }) => {
    const m = shiftMatrix(k, d, base);
    const r = 2 * i;
    return [m[r * d + r], m[r * d + r + 1], m[(r + 1) * d + r], m[(r + 1) * d + r + 1]];
  },
  // speed: the option whose pair has the shortest (fastest) or longest (slowest) wavelength.
  speed: ({ d, base, dims, want }) => {
    const lambda = (dim) => 2 * Math.PI * base ** ((2 * Math.floor(dim / 2)) / d);
    const sorted = [...dims].sort((a, b) => lambda(a) - lambda(b));
    return String(want === "fastest" ? sorted[0] : sorted[sorted.length - 1]);
  },
  linear: (params, options) =>
    options.find((o) => /^Yes\./.test(o.text) && /one matrix Mₖ for every pos/.test(o.text)).id,
  sum: ({ d }, options) =>
    options.find((o) => o.text.startsWith(`${d} numbers`) && /is added/.test(o.text)).id,
  order: (params, options) => options.find((o) => /same vector in both sentences/.test(o.text)).id,
};

const numericKinds = new Set(["value", "wavelength", "shift"]);

describe("section learned", () => {
  test("the learned table is the seeded table, the formula's is Math.sin/Math.cos, one colour scale", async () => {
    const { page, problems, close } = await shared.open();
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
    assert.deepEqual(problems, []);
    await close();
  });

  test("a position past max_len: the core's message stands in the learned row's place; the formula carries on", async () => {
    const { page, problems, close } = await shared.open();
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
    assert.deepEqual(problems, []);
    await close();
  });

  test("past the training length: values outside the trained range, relative dots unchanged", async () => {
    const d = 128;
    const base = 10000;
    for (const [query, target] of [
      ["?pos=20", 20],
      ["", 4 * maxLen],
    ]) {
      const { page, problems, close } = await shared.open(query);
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
      assertDigits(shownNumber(slow[2]), Math.sin(15 / base ** (126 / d)), 3, "slowest sine at 15");
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
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test("controls change the figures and the URL, and the URL restores them", async () => {
    const { page, problems, close } = await shared.open();
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
      () => document.querySelectorAll('#learned [data-slot="learned-map"] tbody tr').length === 20,
    );
    const learned = await readMirror(page, "learned-map");
    const table = learnedTable(16);
    assertDigits(shownNumber(learned[15][15]), table[15 * 16 + 15], 4, "learned[15][15] at d = 16");
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
    assert.deepEqual(problems, []);
    await close();
  });

  test("bad values in the link: a message each, and the defaults", async () => {
    const { page, problems, close } = await shared.open("?pos=abc&seed=-5&question=bogus");
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
      /The link asked for question=bogus; question must be one of value, speed, wavelength, shift, linear, sum, order, so the default “value” is used\./,
    );
    assert.equal(await page.locator("#learned-pos").inputValue(), "3");
    const q = await question(page);
    assert.equal(q.kind, "value");
    assert.equal(q.seed, 1);
    assert.equal(await page.locator("#exam-kind").inputValue(), "value");
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("section exam", () => {
  for (const kind of kinds) {
    test(`${kind}: the independently computed answer is accepted, a wrong one refused`, async () => {
      const { page, problems, close } = await shared.open(`?question=${kind}&seed=2024`);
      assert.ok(await page.locator("#exam").isVisible());
      const q = await question(page);
      assert.equal(q.kind, kind);
      assert.equal(q.seed, 2024);
      if (numericKinds.has(kind)) {
        const right = oracleAnswers[kind](q.params);
        // A wrong answer first: each value moved well outside the tolerance.
        const wrong = right.map((v, n) =>
          n === right.length - 1 ? v + 0.05 * (1 + Math.abs(v)) : v,
        );
        assert.equal(
          await answerNumbers(
            page,
            wrong.map((v) => v.toPrecision(9)),
          ),
          "wrong",
        );
        assert.match(await page.locator("#exam .exam-feedback").textContent(), /^Not quite/);
        assert.equal(
          await answerNumbers(
            page,
            right.map((v) => v.toPrecision(9)),
          ),
          "correct",
        );
        // Rounded the way a student would: to the stated tolerance (3 decimals; 0.1 % for λ).
        const rounded = right.map((v) => (kind === "wavelength" ? v.toPrecision(4) : v.toFixed(3)));
        assert.equal(await answerNumbers(page, rounded), "correct", `rounded ${rounded}`);
      } else {
        const options = await optionTexts(page);
        assert.equal(options.length, 4);
        const right = oracleAnswers[kind](q.params, options);
        for (const option of options.filter((o) => o.id !== right)) {
          assert.equal(await answerChoice(page, option.id), "wrong", `option ${option.id}`);
        }
        assert.equal(await answerChoice(page, right), "correct");
      }
      // The first check counted: a miss (the wrong answer came first).
      assert.match(
        await page.locator("#exam [data-slot=score]").textContent(),
        /Score: 0 right out of 1 question/,
      );
      const hint = page.getByRole("button", { name: "Show hint" });
      await hint.click();
      assert.ok(await page.locator("#exam .exam-hint").isVisible());
      assert.equal(
        await page.getByRole("button", { name: "Hide hint" }).getAttribute("aria-expanded"),
        "true",
      );
      const steps = await openSolution(page);
      assert.ok(steps.length >= 2);
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("worked solutions show the core's numbers, equal to an independent computation", async () => {
    for (const seed of [3, 77]) {
      // value: the last step ends with PE(pos, dim).
      {
        const { page, close, problems } = await shared.open(`?question=value&seed=${seed}`);
        const q = await question(page);
        const steps = await openSolution(page);
        const { d, base, pos, dim } = q.params;
        const v = peValue(pos, Math.floor(dim / 2), d, base);
        const last = numbersInTex(steps[steps.length - 1].tex);
        assertDigits(last.at(-1), dim % 2 === 0 ? v.sin : v.cos, 6, "value");
        assertDigits(numbersInTex(steps[3].tex).at(-1), v.angle, 6, "angle");
        assert.deepEqual(problems, []);
        await close();
      }
      // shift: the filled-in block.
      {
        const { page, close, problems } = await shared.open(`?question=shift&seed=${seed}`);
        const q = await question(page);
        const steps = await openSolution(page);
        const expected = oracleAnswers.shift(q.params);
        const shown = numbersInTex(steps[2].tex).slice(-4);
        shown.forEach((v, n) => assertDigits(v, expected[n], 6, `M_k entry ${n}`));
        const omega = 1 / 10000 ** ((2 * q.params.i) / q.params.d);
        assertDigits(q.params.omega, omega, 12, "omega in the prompt");
        assert.deepEqual(problems, []);
        await close();
      }
      // wavelength
      {
        const { page, close, problems } = await shared.open(`?question=wavelength&seed=${seed}`);
        const q = await question(page);
        const steps = await openSolution(page);
        const [expected] = oracleAnswers.wavelength(q.params);
        assertDigits(numbersInTex(steps[2].tex).at(-1), expected, 6, "wavelength");
        assert.deepEqual(problems, []);
        await close();
      }
      // speed: every listed wavelength.
      {
        const { page, close, problems } = await shared.open(`?question=speed&seed=${seed}`);
        const q = await question(page);
        const steps = await openSolution(page);
        q.params.dims.forEach((dim, n) => {
          const lambda = 2 * Math.PI * 10000 ** ((2 * Math.floor(dim / 2)) / q.params.d);
          assertDigits(numbersInTex(steps[n].tex).at(-1), lambda, 6, `λ of dimension ${dim}`);
        });
        assert.deepEqual(problems, []);
        await close();
      }
      // sum: E, PE(w) and their sum, read from the array (3 significant digits).
      {
        const { page, close, problems } = await shared.open(`?question=sum&seed=${seed}`);
        const q = await question(page);
        const steps = await openSolution(page);
        const toy = attentionToy(q.params.sentence, "sinusoidal", q.params.d);
        const { d, w } = q.params;
        const values = numbersInTex(steps[0].tex).slice(-3 * d);
        for (let j = 0; j < d; j += 1) {
          assertDigits(values[3 * j], toy.embeddings[w * d + j], 3, `E[${j}]`);
          assertDigits(values[3 * j + 1], toy.positions[w * d + j], 3, `PE[${j}]`);
          assertDigits(values[3 * j + 2], toy.inputs[w * d + j], 3, `E+PE[${j}]`);
        }
        assert.deepEqual(problems, []);
        await close();
      }
      // order: the verb's shift with positions (3 significant digits); none without.
      {
        const { page, close, problems } = await shared.open(`?question=order&seed=${seed}`);
        const q = await question(page);
        const steps = await openSolution(page);
        const { first, second, verb } = q.params;
        const withPe = comparison(
          attentionToy(first, "sinusoidal", 8),
          attentionToy(second, "sinusoidal", 8),
        );
        const none = comparison(attentionToy(first, "none", 8), attentionToy(second, "none", 8));
        const at = second.split(" ").indexOf(verb);
        const numbers = numbersIn(steps[2].text);
        assertDigits(numbers.at(-1), withPe.tokenShift[at], 3, "verb moves, with positions");
        assertDigits(numbers.at(-2), withPe.maxWeightDiff, 3, "weights differ, with positions");
        assert.ok(none.tokenShift[at] < 1e-12, "the oracle: no move without positions");
        const still = steps[1].text.match(/moves by ([^:]+):/);
        assert.ok(
          still && shownNumber(still[1]) < 1e-6,
          `the page: no move without positions (${steps[1].text})`,
        );
        assert.deepEqual(problems, []);
        await close();
      }
      // linear: cos k and sin k of pair 0, and errors at rounding level.
      {
        const { page, close, problems } = await shared.open(`?question=linear&seed=${seed}`);
        const q = await question(page);
        const steps = await openSolution(page);
        const { k } = q.params;
        const [, cosK, , sinK] = numbersInTex(steps[2].tex);
        assertDigits(cosK, Math.cos(k), 6, "cos k");
        assertDigits(sinK, Math.sin(k), 6, "sin k");
        const errors = steps[3].text.match(/to within (.+?) and (.+?): rounding/);
        assert.ok(errors, steps[3].text);
        assert.ok(shownNumber(errors[1]) < 1e-12 && shownNumber(errors[2]) < 1e-12, steps[3].text);
        assert.deepEqual(problems, []);
        await close();
      }
    }
  });

  test("numeric fields take 0.84, -0.5, .5, 8.4e-1 and refuse junk with a message", async () => {
    const { page, problems, close } = await shared.open("?question=value&seed=9");
    const q = await question(page);
    const [right] = oracleAnswers.value(q.params);
    // The right answer written in the accepted shapes.
    const sign = right < 0 ? "-" : "";
    const magnitude = Math.abs(right);
    const shapes = [
      right.toFixed(6),
      `${sign}${magnitude.toFixed(6).replace(/^0/, "")}`,
      `${(right * 10).toFixed(6)}e-1`,
      right.toFixed(6).replace("-", "−"),
    ];
    for (const shape of shapes) {
      assert.equal(await answerNumbers(page, [shape]), "correct", `"${shape}"`);
      assert.equal(await page.locator("#exam-answer-0").getAttribute("aria-invalid"), null);
    }
    for (const junk of ["abc", "0,84", "1e", "--1", ""]) {
      assert.equal(await answerNumbers(page, [junk]), "invalid", `"${junk}"`);
      assert.equal(await page.locator("#exam-answer-0").getAttribute("aria-invalid"), "true");
      const message = await page.locator("#exam-answer-0-error").textContent();
      assert.match(
        message,
        junk ? /is not a number\. Type it like 0\.84, -0\.5, \.5 or 8\.4e-1/ : /Enter a number/,
      );
    }
    // Junk is not counted; the score is still the first (right) check.
    assert.match(
      await page.locator("#exam [data-slot=score]").textContent(),
      /Score: 1 right out of 1 question/,
    );
    // A choice question without a pick: a message, nothing counted.
    await page.selectOption("#exam-kind", "order");
    await page.waitForSelector("#exam [data-slot=card][data-kind=order]");
    await page.click("#exam .exam-check");
    assert.match(
      await page.locator("#exam-choice-error").textContent(),
      /Pick one of the answers first/,
    );
    assert.match(
      await page.locator("#exam [data-slot=score]").textContent(),
      /Score: 1 right out of 1 question/,
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("the seed in the URL reproduces the question; New question keeps the kind and changes numbers and seed", async () => {
    const first = await shared.open("?question=shift&seed=12345");
    const a = await question(first.page);
    const again = await shared.open("?question=shift&seed=12345");
    assert.deepEqual(await question(again.page), a, "same seed, same question");
    await again.close();
    const other = await shared.open("?question=shift&seed=12346");
    assert.notDeepEqual(
      (await question(other.page)).params,
      a.params,
      "another seed, other numbers",
    );
    await other.close();

    const { page, problems } = first;
    await page.click("#exam-new");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("seed") !== "12345");
    const seed = (await urlParams(page)).get("seed");
    assert.match(seed, /^\d+$/);
    assert.ok(Number(seed) <= 4294967295);
    assert.equal((await urlParams(page)).get("question"), "shift");
    const b = await question(page);
    assert.equal(b.kind, "shift");
    assert.equal(b.seed, Number(seed));
    assert.notDeepEqual(b.params, a.params, "new numbers");
    assert.match(
      await page.locator("#exam-seed-text").textContent(),
      new RegExp(`Question set ${seed}`),
    );
    // The new link reproduces the new question, and New question walks the same sequence.
    const sharedLink = await shared.open(await searchOf(page));
    assert.deepEqual(await question(sharedLink.page), b);
    await page.click("#exam-new");
    await sharedLink.page.click("#exam-new");
    await page.waitForFunction((s) => new URL(location.href).searchParams.get("seed") !== s, seed);
    await sharedLink.page.waitForFunction(
      (s) => new URL(location.href).searchParams.get("seed") !== s,
      seed,
    );
    assert.deepEqual(await question(sharedLink.page), await question(page), "same sequence");
    assert.deepEqual(sharedLink.problems, []);
    await sharedLink.close();
    // The kind selector changes the kind, keeps the seed, and goes into the URL.
    const before = (await urlParams(page)).get("seed");
    await page.selectOption("#exam-kind", "order");
    await page.waitForSelector("#exam [data-slot=card][data-kind=order]");
    assert.equal((await urlParams(page)).get("question"), "order");
    assert.equal((await urlParams(page)).get("seed"), before);
    assert.deepEqual(problems, []);
    await first.close();
  });

  test("the running score counts each question once", async () => {
    const { page, problems, close } = await shared.open("?question=wavelength&seed=5");
    assert.match(
      await page.locator("#exam [data-slot=score]").textContent(),
      /no questions answered yet/,
    );
    const right = oracleAnswers.wavelength((await question(page)).params);
    assert.equal(
      await answerNumbers(
        page,
        right.map((v) => v.toPrecision(8)),
      ),
      "correct",
    );
    assert.equal(
      await answerNumbers(
        page,
        right.map((v) => v.toPrecision(8)),
      ),
      "correct",
    );
    assert.match(
      await page.locator("#exam [data-slot=score]").textContent(),
      /Score: 1 right out of 1 question/,
    );
    await page.click("#exam-new");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("seed") !== "5");
    await openSolution(page);
    assert.match(
      await page.locator("#exam [data-slot=score]").textContent(),
      /Score: 1 right out of 2 questions/,
    );
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("learned, exam and print: layout and accessibility", () => {
  test("axe: no violations in either section, light and dark, with every panel open", async () => {
    for (const colorScheme of ["light", "dark"]) {
      const { page, problems, close } = await shared.open("?pos=20&question=shift", {
        colorScheme,
      });
      await page.fill("#exam-answer-0", "abc");
      await page.locator("#exam").getByRole("button", { name: "Check" }).click();
      await page.getByRole("button", { name: "Show hint" }).click();
      await openSolution(page);
      const summary = await axeViolations(
        new AxeBuilder({ page }).include("#learned").include("#exam").options({ preload: false }),
      );
      assert.deepEqual(summary, [], `${colorScheme} mode`);
      // A choice question, with its message showing.
      await page.selectOption("#exam-kind", "linear");
      await page.waitForSelector("#exam [data-slot=card][data-kind=linear]");
      await page.locator("#exam").getByRole("button", { name: "Check" }).click();
      const choice = await new AxeBuilder({ page })
        .include("#exam")
        .options({ preload: false })
        .analyze();
      assert.deepEqual(
        choice.violations.map((v) => v.id),
        [],
        `${colorScheme} mode, choice question`,
      );
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ["learned", "exam"], {
      query: "?question=sum&seed=5",
      prepare: openSolution,
    });
  });

  test("print: controls and figures hidden, the one-page summary sheet kept", async () => {
    const { page, problems, close } = await shared.open("", { width: 794, height: 1123 });
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
    assert.ok(await page.locator("#exam .controls").isVisible());
    assert.deepEqual(problems, []);
    await close();
  });
});
