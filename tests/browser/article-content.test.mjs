// The article as a careful reader checks it: the maths stated precisely, the
// derivation from first principles, and one notation with a glossary reachable from everywhere.
// Needs a built dist/ (node scripts/build.mjs). Run:
//   node --test --test-concurrency=1 tests/browser/article-content.test.mjs
//
// Expected numbers are computed here, independently of the wasm core, from the definitions:
//   PE(pos)_2i = sin(pos ω_i), PE(pos)_2i+1 = cos(pos ω_i), ω_i = 1 / base^(2i/d_model);
//   the simple codes (raw pos, pos/n, one-hot, the bits of pos) and Euclidean distances;
//   the determinant of [[cos, sin], [−sin, cos]] and RoPE's R(θ) = [[cos, −sin], [sin, cos]].
// The glossary's own data (web/js/glossary.js, plain data) says which symbols exist and where each
// is first used; the tests check the page against it and against the retired notation listed below.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";
import { pathToFileURL } from "node:url";

import { glossary } from "../../web/js/glossary.js";
import { dot, omegaOf, peVector, relativeDot } from "../oracle/oracle.mjs";
import {
  assertAccessible,
  axeBuilder,
  axeViolations,
  dist,
  drawAllSections,
  lookAt,
  numbersIn,
  useBrowser,
} from "./harness.mjs";

const shared = useBrowser();
const embedUrl = pathToFileURL(join(dist, "embed.html")).href;

// ---- the oracle (tests/oracle/oracle.mjs: omegaOf, peVector, dot, relativeDot), and the simple codes

const distance = (a, b) => Math.sqrt(a.reduce((sum, v, j) => sum + (v - b[j]) ** 2, 0));
const bitsOf = (pos, bits) => Array.from({ length: bits }, (_, b) => (pos >> (bits - 1 - b)) & 1);

// The page writes 6 significant digits unless it says otherwise.
function assertShown(shown, expected, what, digits = 6) {
  const tolerance = Math.abs(expected) * 10 ** (1 - digits) + 1e-12;
  assert.ok(
    Math.abs(shown - expected) <= tolerance,
    `${what}: the page shows ${shown}, the oracle gives ${expected}`,
  );
}

// ---- reading the page ------------------------------------------------------------------------

// Text as a reader sees it: the HTML's line breaks and indentation are single spaces.
const textOf = async (page, selector) =>
  (await page.locator(selector).first().textContent()).replace(/\s+/g, " ");

// The TeX source of a rendered formula (KaTeX keeps it in the MathML annotation).
const texOf = (page, selector) => page.locator(`${selector} annotation`).first().textContent();

// The numeric matrices of a TeX line: each \begin{pmatrix} ... \end{pmatrix} whose entries are
// all numbers, as an array of numbers (row-major).
function numericMatrices(tex) {
  const found = [];
  for (const [, body] of tex.matchAll(/\\begin\{pmatrix\}(.*?)\\end\{pmatrix\}/g)) {
    const cells = body.split(/&|\\\\/).map((cell) => cell.trim());
    if (cells.every((cell) => /^-?\d+(\.\d+)?(\s*\\times\s*10\^\{-?\d+\})?$/.test(cell))) {
      found.push(
        cells.map((cell) => {
          const [mantissa, power] = cell.split(/\s*\\times\s*10\^/);
          return Number(mantissa) * 10 ** Number(power?.replace(/[{}]/g, "") ?? 0);
        }),
      );
    }
  }
  return found;
}

// A plot's <details> table, opened: its column headers and rows of numbers. The table is built
// when the plot has data (linePlot.js), which a part drawn as it nears the screen may get after the
// click: its header is waited for.
async function plotTable(page, slotSelector) {
  const root = page.locator(slotSelector);
  await root.locator("summary").click();
  await root.locator("table thead th").first().waitFor({ timeout: 15000 });
  return root.locator("table").evaluate((table) => ({
    header: [...table.querySelectorAll("thead th")].map((th) => th.textContent),
    rows: [...table.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.children].map((cell) =>
        cell.textContent === "—" ? null : Number(cell.textContent.replace(/\u2212/g, "-")),
      ),
    ),
  }));
}

// ---- maths stated precisely ------------------------------------------------------------------

describe("identity: the 2 × 2 block is a rotation (det = +1), not a reflection", () => {
  for (const [query, pos, k, i, d, base] of [
    ["?pos=5&k=3&i=1&d=8", 5, 3, 1, 8, 10000],
    ["?pos=40&k=-7&i=0&d=16&base=100", 40, -7, 0, 16, 100],
    ["?pos=3&k=5&i=1", 3, 5, 1, 128, 10000],
  ]) {
    test(`the determinant shown is the core's cos² + sin² = +1 (${query})`, async () => {
      const { page, problems, close } = await shared.open(query, { look: ["#identity"] });
      const tex = await texOf(page, '#identity [data-slot="det-math"]');
      const w = omegaOf(i, d, base);
      const [c, s] = [Math.cos(w * k), Math.sin(w * k)];
      // det = (cos)^2 + (sin)^2 = value, with the core's cos and sin substituted.
      const squares = [...tex.matchAll(/\((-?[\d.]+)\)\^2/g)].map((m) => Number(m[1]));
      assertShown(squares[0], c, "cos(ω_i k) in det");
      assertShown(squares[1], s, "sin(ω_i k) in det");
      const det = Number(tex.match(/= (-?[\d.]+)$/)[1]);
      assert.ok(Math.abs(det - (c * c + s * s)) < 1e-15, `det ${det}`);
      assert.ok(Math.abs(det - 1) <= 4.5e-16, `det ${det} is +1`);
      const words = await textOf(page, '#identity [data-slot="det-text"]');
      assert.match(words, new RegExp(`pair i = ${i} and k = ${k.toString().replace("-", "−")}`));
      assert.match(words, /reflection would give −1, so this block is a rotation/);
      // The prose says why columns of length 1 at right angles are not enough.
      const prose = await textOf(page, "#identity");
      assert.match(prose, /a reflection has such columns too/);
      assert.match(prose, /\+1 for a rotation and −1 for a reflection/);
      assert.deepEqual(problems, []);
      await close();
    });
  }
});

describe("rope: how R(θ) relates to the block of M_k, with the live numbers", () => {
  for (const [query, pos, k, i, d, base] of [
    ["?pos=3&k=5&i=1&d=8", 3, 5, 1, 8, 10000],
    ["?pos=12&k=-4&i=2&d=16&base=500", 12, -4, 2, 16, 500],
  ]) {
    test(`block = R(θ)ᵀ, and R(θ) turns the pair written cosine first (${query})`, async () => {
      const { page, problems, close } = await shared.open(query, { look: ["#rope"] });
      await lookAt(page, '#rope [data-slot="relation-steps"]');
      const w = omegaOf(i, d, base);
      const [c, s] = [Math.cos(w * k), Math.sin(w * k)];
      const step = (id) => texOf(page, `#rope [data-step="${id}"]`);
      const [block] = numericMatrices(await step("block"));
      const [rotation] = numericMatrices(await step("rotation"));
      const expectedBlock = [c, s, -s, c];
      const expectedRotation = [c, -s, s, c];
      block.forEach((v, j) => assertShown(v, expectedBlock[j], `block of M_k [${j}]`));
      rotation.forEach((v, j) => assertShown(v, expectedRotation[j], `R(θ) [${j}]`));
      // One is the other transposed: the off-diagonal entries swap.
      assert.deepEqual(
        [block[0], block[1], block[2], block[3]],
        [rotation[0], rotation[2], rotation[1], rotation[3]],
      );
      // R(θ) (cos a, sin a) = (cos(a + θ), sin(a + θ)), a = ω_i pos.
      const [before, after] = numericMatrices(await step("turned"));
      assertShown(before[0], Math.cos(w * pos), "cos(ω_i pos)");
      assertShown(before[1], Math.sin(w * pos), "sin(ω_i pos)");
      assertShown(after[0], Math.cos(w * (pos + k)), "cos(ω_i (pos + k))");
      assertShown(after[1], Math.sin(w * (pos + k)), "sin(ω_i (pos + k))");
      // The sentence says the same with the same numbers.
      const words = await textOf(page, '#rope [data-slot="relation-text"]');
      const shown = numbersIn(words);
      assertShown(shown[0], c, "cos θ in the sentence");
      assert.match(words, /one is the other transposed/);
      assert.match(words, new RegExp(`the pair of position ${pos + k}`));
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("the prose names the order of the pair and the transpose, and the later schemes", async () => {
    const { page, close } = await shared.open("", { look: ["#rope"] });
    const prose = await textOf(page, "#rope");
    assert.match(prose, /The transpose\./);
    assert.match(prose, /The order of the pair\./);
    assert.match(prose, /acts on \(sin, cos\)/);
    for (const scheme of [/Shaw/, /Transformer-XL/, /T5/, /ALiBi/]) assert.match(prose, scheme);
    assert.doesNotMatch(prose, /the very numbers/);
    await close();
  });
});

describe("relative: a negative offset, a stated axis, and the weak-signal lesson", () => {
  // PE(ref)·PE(ref + offset) = Σ cos(ω_i offset), the closed form.
  const sumCos = (offset, d, base) => relativeDot(offset, 0, d, base);

  for (const [query, n, d, base, ref] of [
    ["", 64, 128, 10000, 20],
    ["?n=200&d=16&ref=50", 200, 16, 10000, 50],
    ["?n=40&d=64&base=100&ref=30", 40, 64, 100, 30],
  ]) {
    test(`PE(ref)·PE(ref − 3), the y-axis and the wiggles (${query || "defaults"})`, async () => {
      const { page, problems, close } = await shared.open(query, {
        look: ["#relative", '#relative [data-slot="pairs"]'],
        waitFor: ["#relative .line-plot-box[data-y-min]"],
      });
      // 1. The pair that looks back: PE(ref)·PE(ref − 3), a real offset of −3.
      const back = page.locator('#relative tr[data-pair="back"]');
      assert.equal(await back.locator("th").textContent(), `PE(${ref})·PE(${ref - 3})`);
      assert.equal(await back.locator("td").first().textContent(), "−3 (back)");
      const backValue = Number(await back.locator("td[data-value]").getAttribute("data-value"));
      const expected = dot(peVector(ref, d, base), peVector(ref - 3, d, base));
      assert.ok(Math.abs(backValue - expected) < 1e-9, `PE(${ref})·PE(${ref - 3}) = ${backValue}`);
      assert.ok(Math.abs(backValue - sumCos(-3, d, base)) < 1e-9, "= Σ cos(−3 ω_i)");
      const pairsText = await textOf(page, '#relative [data-slot="pairs-text"]');
      assert.match(pairsText, new RegExp(`PE\\(${ref}\\)·PE\\(${ref - 3}\\) looks 3 places back`));
      assert.match(pairsText, /cos\(−x\) = cos x/);

      // 2. The vertical axis as drawn, and as the caption states it: −d_model/2 to d_model/2.
      const box = page.locator("#relative .line-plot-box");
      const yMin = Number(await box.getAttribute("data-y-min"));
      const yMax = Number(await box.getAttribute("data-y-max"));
      assert.deepEqual([yMin, yMax], [-d / 2, d / 2]);
      const caption = await textOf(page, '#relative [data-slot="plot-caption"]');
      const stated = caption.match(/runs from −d_model\/2 = (\S+) to d_model\/2 = (\d+)/);
      assert.ok(stated, caption);
      assert.deepEqual([Number(stated[1].replace("−", "-")), Number(stated[2])], [yMin, yMax]);

      // 3. The weak signal: a farther position scoring higher than a nearer one, with the
      // numbers of the plotted curve (the oracle's Σ cos).
      const signal = page.locator('#relative [data-slot="signal-text"]');
      const near = Number(await signal.getAttribute("data-near"));
      const far = Number(await signal.getAttribute("data-far"));
      assert.ok(Math.abs(far - ref) > Math.abs(near - ref), `${far} is farther than ${near}`);
      const [nearDot, farDot] = [sumCos(near - ref, d, base), sumCos(far - ref, d, base)];
      assert.ok(farDot > nearDot, `PE(ref)·PE(${far}) ${farDot} > PE(ref)·PE(${near}) ${nearDot}`);
      const words = await signal.textContent();
      const nearShown = words.match(new RegExp(`PE\\(${ref}\\)·PE\\(${near}\\) = (\\S+) at`));
      const farShown = words.match(new RegExp(`PE\\(${ref}\\)·PE\\(${far}\\) = (\\S+) at`));
      assertShown(Number(nearShown[1].replace("−", "-")), nearDot, "the nearer dot product");
      assertShown(Number(farShown[1].replace("−", "-")), farDot, "the farther dot product");
      assert.match(words, /weak signal of distance/);
      assert.match(words, /does not fall steadily/);
      // The band it stays in, beyond distance 5, is the oracle's.
      const band = words.match(/stays between (\S+) and (\S+), up and down/);
      const side = n - 1 - ref >= ref ? 1 : -1;
      const reach = side > 0 ? n - 1 - ref : ref;
      const values = Array.from({ length: reach - 4 }, (_, j) => sumCos(side * (j + 5), d, base));
      assertShown(Number(band[1].replace("−", "-")), Math.min(...values), "band low");
      assertShown(Number(band[2].replace("−", "-")), Math.max(...values), "band high");
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("with ref < 3 there is no position three back, and the table says so", async () => {
    const { page, close } = await shared.open("?ref=1", {
      look: ['#relative [data-slot="pairs"]'],
    });
    const back = page.locator('#relative tr[data-pair="back"]');
    assert.equal(await back.locator("th").textContent(), "PE(1)·PE(−2)");
    assert.equal(await back.locator(".relative-pairs-value").textContent(), "no such position");
    assert.match(await textOf(page, '#relative [data-slot="pairs-text"]'), /no position 3 places/);
    await close();
  });
});

describe("why-order and learned: the claims made honest", () => {
  test("the permutation claim is limited to bidirectional attention; the causal mask is named", async () => {
    const { page, close } = await shared.open("", { look: ["#why-order", "#attention", "#rope"] });
    const whyOrder = await textOf(page, "#why-order");
    assert.match(whyOrder, /bidirectional/);
    assert.match(whyOrder, /causal mask/);
    assert.match(whyOrder, /Haviv/);
    assert.match(whyOrder, /the mask alone breaks the\s+permutation property/);
    assert.match(
      await textOf(page, "#why-order .why-order-conclusion"),
      /when every word may look at every other word and no positions are added/,
    );
    // Everywhere the article says who bit whom, the claim is qualified or about added positions.
    const claims = await page.evaluate(() =>
      [...document.querySelectorAll("main p")]
        .map((p) => p.textContent.replace(/\s+/g, " "))
        .filter((text) => /who bit whom/.test(text)),
    );
    assert.ok(claims.length >= 2, claims.join("\n"));
    for (const claim of claims) {
      assert.match(claim, /no positions are added|With positions added|With RoPE/, claim);
    }
    await close();
  });

  test("the learned table is labelled a stand-in, and the lab is linked", async () => {
    const { page, close } = await shared.open("", { look: ["#learned"] });
    const prose = await textOf(page, "#learned");
    assert.match(prose, /stand-in, not a trained table/);
    assert.match(prose, /smoothly from one position to the next/);
    assert.equal(await page.locator('#learned a[href="#lab"]').count(), 1);
    assert.match(await textOf(page, '#learned [data-slot="learned-caption"]'), /not trained/);
    await close();
  });
});

// ---- from first principles -------------------------------------------------------------------

describe("formula: from first principles, numbers against the oracle", () => {
  for (const [query, d, base] of [
    ["", 128, 10000],
    ["?d=16&base=100", 16, 100],
  ]) {
    test(`raw pos, pos/n, one-hot, binary and sinusoidal (${query || "defaults"})`, async () => {
      const { page, problems, close } = await shared.open(query, {
        look: ['#formula [data-slot="basics"]'],
      });
      const n = 32;
      const short = 16;
      const slotText = (name) => textOf(page, `#formula [data-slot="${name}"]`);

      // Raw pos: its own value.
      assert.deepEqual(numbersIn(await slotText("raw-text")).slice(0, 6), [0, 0, 16, 16, 31, 31]);

      // pos/n: the plotted table is the oracle's, and the sentence reads it right.
      const fraction = await plotTable(page, '#formula [data-slot="fraction-plot"]');
      assert.deepEqual(fraction.header, ["position pos", "n = 32: pos/32", "n = 16: pos/16"]);
      for (const [pos, long, shortValue] of fraction.rows) {
        assertShown(long, pos / n, `pos/32 at ${pos}`, 4);
        if (pos < short) assertShown(shortValue, pos / short, `pos/16 at ${pos}`, 4);
        else assert.equal(shortValue, null);
      }
      assert.deepEqual(numbersIn(await slotText("fraction-text")).slice(0, 4), [8, 0.25, 32, 0.5]);
      assert.match(
        await slotText("fraction-text"),
        /0\.5 means position 16 in the first and position 8/,
      );

      // One-hot: √2 between any two positions.
      const oneHot = numbersIn(await slotText("one-hot-text"));
      assert.ok(oneHot.includes(32));
      const oneHotDistances = oneHot.filter((v) => v > 1 && v < 2);
      assert.deepEqual(oneHotDistances.length, 2);
      for (const v of oneHotDistances) assertShown(v, Math.SQRT2, "one-hot distance");

      // Binary: 5 bits; 7 -> 8 flips 4 of them (distance 2), 8 -> 9 one (distance 1), and the
      // biggest jump is 15 -> 16, all 5 (distance √5).
      const binary = await slotText("binary-text");
      assert.match(binary, /Positions 0 to 31 need 5 bits\./);
      const expectBits = (pos) => bitsOf(pos, 5).join("");
      assert.match(
        binary,
        new RegExp(
          `From 7 \\(${expectBits(7)}\\) to 8 \\(${expectBits(8)}\\) 4 of the 5 bits flip, a distance of 2`,
        ),
      );
      assert.match(
        binary,
        new RegExp(
          `from 8 \\(${expectBits(8)}\\) to 9 \\(${expectBits(9)}\\) 1 bit flips, a distance of 1`,
        ),
      );
      const biggest = binary.match(
        /biggest jump is from 15 \(01111\) to 16 \(10000\): all 5 bits flip, a distance of (\S+)\./,
      );
      assert.ok(biggest, binary);
      assertShown(Number(biggest[1]), Math.sqrt(5), "√5");

      // The neighbour-distance plot: binary, one-hot and sinusoidal against the oracle.
      const rows = Array.from({ length: n }, (_, pos) => peVector(pos, d, base));
      const step = distance(rows[0], rows[1]);
      const steps = await plotTable(page, '#formula [data-slot="step-plot"]');
      assert.deepEqual(steps.header, ["position pos", "binary", "one-hot", "sinusoidal"]);
      for (const [pos, bin, hot, sinusoidal] of steps.rows) {
        assertShown(bin, distance(bitsOf(pos, 5), bitsOf(pos + 1, 5)), `binary step at ${pos}`, 4);
        assertShown(hot, Math.SQRT2, `one-hot step at ${pos}`, 4);
        assertShown(sinusoidal, distance(rows[pos], rows[pos + 1]), `sinusoidal step at ${pos}`, 4);
      }
      assertShown(numbersIn(await slotText("step-caption")).at(-1), step, "the sinusoidal step");

      // What the sinusoidal code gives: bounded by 1, the closest pair still apart, smooth.
      assert.match(await slotText("settings-text"), new RegExp(`d_model = ${d}, base = ${base}`));
      assert.match(await slotText("bounded-text"), /the largest \|value\| is 1:/);
      let closest = Infinity;
      for (let a = 0; a < n; a += 1)
        for (let b = a + 1; b < n; b += 1) closest = Math.min(closest, distance(rows[a], rows[b]));
      const unique = await slotText("unique-text");
      assert.match(unique, /Of all 496 pairs/);
      assertShown(Number(unique.match(/still (\S+) apart/)[1]), closest, "the closest pair");
      const smooth = numbersIn(await slotText("smooth-text"));
      assertShown(smooth[0], step, "neighbour distance");
      assertShown(smooth.at(-2), distance(rows[3], rows[31]), "PE(3) to PE(31)");
      // Dropout on E + P, with its source.
      assert.match(
        await textOf(page, '#formula [data-slot="basics"]'),
        /dropout[\s\S]*section 5\.4/,
      );
      assert.deepEqual(problems, []);
      await close();
    });
  }
});

// ---- one notation, and the glossary ----------------------------------------------------------

// The symbols each glossary entry is written as in <var> elements of the prose.
const varForms = {
  X: ["X"],
  E: ["E"],
  QKV: ["Q", "K", "V"],
  A: ["A"],
  O: ["O"],
  st: ["s", "t"],
  pi: ["π", "Π"],
  n: ["n"],
  k: ["k"],
  i: ["i"],
  j: ["j"],
  theta: ["θ"],
  omega: ["ωi"],
  lambda: ["λi"],
  ref: ["ref"],
  P: ["P"],
  max_len: ["max_len"],
};

describe("the glossary: one module, reachable from every section, first uses linked", () => {
  test("the article's glossary lists every entry of glossary.js with its first section", async () => {
    const { page, problems, close } = await shared.open("", { look: ["#glossary"] });
    const entries = await page.evaluate(() =>
      [...document.querySelectorAll("#glossary .glossary-entry")].map((entry) => ({
        id: entry.id,
        tex: entry.querySelector(".glossary-symbol annotation")?.textContent,
        meaning: entry.querySelector(".glossary-meaning").textContent,
        first: entry.querySelector(".glossary-first a").getAttribute("href"),
      })),
    );
    assert.deepEqual(
      entries,
      glossary.map((g) => ({
        id: `glossary-${g.id}`,
        tex: g.tex,
        meaning: g.meaning,
        first: `#${g.section}`,
      })),
    );
    // In order of first use.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main section[id]")].map((s) => s.id),
    );
    const ranks = glossary.map((g) => order.indexOf(g.section));
    assert.ok(
      ranks.every((rank) => rank >= 0),
      "every first section exists",
    );
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => a - b),
      "in order of first use",
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("every section head links to the glossary, and the link takes the focus there", async () => {
    const { page, problems, close } = await shared.open("");
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll("main section[id]")]
        .filter((s) => s.id !== "glossary")
        .map((s) => ({
          id: s.id,
          links: s.querySelectorAll('.section-head a.glossary-link[href="#glossary"]').length,
        })),
    );
    assert.ok(sections.length >= 11);
    for (const { id, links } of sections) assert.equal(links, 1, `#${id} has one glossary link`);
    // By keyboard: focus the link of the rope section, press Enter.
    await page.locator("#rope .glossary-link").focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "glossary");
    assert.equal(await page.evaluate(() => location.hash), "#glossary");
    assert.ok(await page.locator("#glossary").isVisible());
    assert.deepEqual(problems, []);
    await close();
  });

  test("each symbol's first use in the article links to its entry", async () => {
    const { page, close } = await shared.open("");
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("main section[id]")].map((s) => s.id),
    );
    for (const entry of glossary) {
      const found = await page.evaluate(
        ({ id, forms }) => {
          const sections = [...document.querySelectorAll("main section[id]")];
          const links = [
            ...document.querySelectorAll(`main a.symbol-link[href="#glossary-${id}"]`),
          ];
          const first = links[0];
          const sectionOf = (node) => node?.closest("section[id]")?.id ?? null;
          // Uses of the symbol before its first link, in the prose (not in the glossary).
          const earlier = [...document.querySelectorAll("main var")].filter(
            (v) =>
              forms.includes(v.textContent) &&
              !v.closest("#glossary") &&
              first &&
              first.compareDocumentPosition(v) & Node.DOCUMENT_POSITION_PRECEDING &&
              !first.contains(v),
          );
          return {
            links: links.length,
            section: sectionOf(first),
            earlier: earlier.map(
              (v) => `${sectionOf(v)}: ${v.parentElement.textContent.trim().slice(0, 60)}`,
            ),
            sectionIndex: sections.findIndex((s) => s.id === sectionOf(first)),
          };
        },
        { id: entry.id, forms: varForms[entry.id] ?? [] },
      );
      assert.ok(found.links >= 1, `${entry.id}: no link to its entry`);
      assert.equal(found.section, entry.section, `${entry.id}: first linked in ${found.section}`);
      assert.equal(order[found.sectionIndex], entry.section);
      assert.deepEqual(found.earlier, [], `${entry.id}: used before its first (linked) use`);
    }
    await close();
  });

  test("clicking a first use opens its entry", async () => {
    const { page, close } = await shared.open("", { look: ["#formula"] });
    await page.locator('#formula a[href="#glossary-omega"]').click();
    await page.waitForFunction(() => document.activeElement?.id === "glossary-omega");
    assert.ok(await page.locator("#glossary-omega").isVisible());
    assert.match(await page.locator("#glossary-omega").textContent(), /The frequency of pair i/);
    await close();
  });

  for (const section of ["rope", "formula", "identity"]) {
    test(`embed.html?section=${section} reaches its glossary, by mouse and keyboard`, async () => {
      const { page, problems, violations, close } = await shared.open(`?section=${section}`, {
        url: embedUrl,
        waitFor: [`html[data-embed="${section}"]`],
      });
      const details = page.locator("details#glossary");
      assert.equal(await details.count(), 1);
      assert.equal(await details.evaluate((d) => d.open), false, "folded at first");
      assert.equal(await page.locator(".glossary-entry").count(), glossary.length);
      // The head's link, by keyboard.
      const link = page.locator(`#${section} .section-head a.glossary-link`);
      assert.equal(await link.getAttribute("href"), "#glossary");
      await link.focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.id === "glossary");
      assert.equal(await details.evaluate((d) => d.open), true, "unfolded by the link");
      assert.ok(await page.locator("#glossary-pos").isVisible());
      // Folded again, a symbol link (the section's own, or the glossary's list) unfolds it too.
      await details.evaluate((d) => (d.open = false));
      const symbolLink = page.locator(`#${section} a.symbol-link`).first();
      if ((await symbolLink.count()) > 0) {
        const target = (await symbolLink.getAttribute("href")).slice(1);
        await symbolLink.click();
        await page.waitForFunction((id) => document.activeElement?.id === id, target);
        assert.ok(await page.locator(`#${target}`).isVisible());
      }
      // Accessible, and nothing refused by the strict CSP.
      await details.evaluate((d) => (d.open = true));
      const builder = axeBuilder(page);
      assert.deepEqual(await axeViolations(builder), []);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(problems, []);
      await close();
    });
  }
});

// Retired notation (the symbols the article no longer uses, in the patterns below), where it can
// be found mechanically: in every formula's TeX source, in the prose's <var> elements and in the
// text of the article (the exam's question card is the exam's own and is left out).
describe("no retired notation in the article's maths and text", () => {
  test("TeX, <var> and text are free of the retired symbols", async () => {
    const { page, close } = await shared.open("");
    await drawAllSections(page);
    const found = await page.evaluate(() => {
      // Left out: the exam's question card, the controls, and the copy-link and embed tools
      // (links carry the URL's own parameters, d=16 and all).
      const skip = (node) =>
        node.closest('#exam [data-slot="card"], .controls, input, textarea, .copy-link, code');
      const sections = [...document.querySelectorAll("main section[id]")];
      const tex = [];
      for (const section of sections) {
        for (const node of section.querySelectorAll("annotation")) {
          if (!skip(node)) tex.push({ where: section.id, tex: node.textContent });
        }
        for (const node of section.querySelectorAll("[data-tex]")) {
          tex.push({ where: section.id, tex: node.dataset.tex });
        }
      }
      const vars = [...document.querySelectorAll("main var")]
        .filter((v) => !skip(v))
        .map((v) => ({
          where: v.closest("section[id]")?.id ?? "intro",
          text: v.textContent,
          next: v.nextSibling?.textContent ?? "",
          sub: v.nextElementSibling?.tagName === "SUB" ? v.nextElementSibling.textContent : "",
          adjacentSub: v.nextSibling === v.nextElementSibling,
        }));
      const bold = [...document.querySelectorAll("main b, main strong")]
        .filter((b) => /^[qk]$/.test(b.textContent.trim()))
        .map((b) => b.textContent);
      const walker = document.createTreeWalker(
        document.querySelector("main"),
        NodeFilter.SHOW_TEXT,
      );
      const texts = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || skip(parent) || parent.closest(".katex")) continue;
        texts.push({ where: parent.closest("section[id]")?.id ?? "intro", text: node.data });
      }
      return { tex, vars, bold, texts };
    });
    const problems = [];
    // TeX: strip commands and \text{...}, then look for the retired letters standing alone.
    for (const { where, tex } of found.tex) {
      const bare = tex
        .replace(/\\(text|operatorname|mathrm|htmlData)\{[^}]*\}/g, " ")
        .replace(/\\[A-Za-z]+/g, " ");
      const alone = (letter) => new RegExp(`(?<![A-Za-z])${letter}(?![A-Za-z])`);
      if (/\\mathbf\{[qk]\}/.test(tex)) problems.push(`${where}: bold q/k in ${tex}`);
      for (const letter of ["m", "p", "q", "c", "N"]) {
        if (alone(letter).test(bare)) problems.push(`${where}: ${letter} in ${tex}`);
      }
      // d alone: only d_{model} is allowed.
      if (/(?<![A-Za-z])d(?![A-Za-z_])/.test(bare)) problems.push(`${where}: d alone in ${tex}`);
    }
    for (const v of found.vars) {
      if (["m", "p", "q", "c", "N", "a", "b"].includes(v.text)) {
        problems.push(`${v.where}: <var>${v.text}</var>`);
      }
      if (v.text === "d" && !(v.adjacentSub && v.sub === "model")) {
        problems.push(`${v.where}: <var>d</var> without its model subscript (${v.next})`);
      }
    }
    for (const b of found.bold) problems.push(`bold ${b}`);
    const retiredText = [
      [/(?<![\w’'/])d(?=\/2|\s*=\s*\d| − 1| × )/, "d alone"],
      [/\bp\(|\bp = \[/, "p as a permutation"],
      [/PE\([pq]\)|position [pq]\b/, "p or q as a position"],
      [/\bm = |n − m|\bR_[mn]\b|\(m, n\)/, "m, n as positions"],
      [/PE\(i\)|sin\(i\)|cos\(i\)/, "i as a position"],
    ];
    for (const { where, text } of found.texts) {
      for (const [pattern, what] of retiredText) {
        if (pattern.test(text)) problems.push(`${where}: ${what} in “${text.trim().slice(0, 80)}”`);
      }
    }
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("accessibility of the new parts", () => {
  test("axe finds nothing in why-order, formula, identity, relative, learned, rope and the glossary, light and dark", async () => {
    await assertAccessible(
      shared,
      ["why-order", "formula", "identity", "relative", "learned", "rope", "glossary"],
      {
        prepare: async (page) => {
          await drawAllSections(page);
          // A glossary entry as a link leaves it: focused and highlighted.
          await page.locator('#formula a[href="#glossary-omega"]').click();
          await page.waitForFunction(() => document.activeElement?.id === "glossary-omega");
        },
      },
    );
  });
});
