// End-to-end tests of the section "longer" (past the training length) in Debian's Chromium.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/longer.test.mjs
//
// Expected numbers are computed here, independently of the wasm core:
//   the ladders and the stretch: tests/oracle/rope-scaling-oracle.mjs (θ_i, r_i = L / λ_i, PI,
//                 NTK, YaRN with the paper's ramp, Llama 3.1 as Hugging Face computes it);
//   PI's figure:  tests/oracle/pi-figure-oracle.mjs (the same random points, the ridge fit by
//                 Gauss-Jordan elimination, the score a(s) past L);
//   ALiBi:        Press et al.'s get_slopes, ported to JS in the same oracle file, and −m_h |i − j|.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { getSlopes, ropeOracle } from "../oracle/rope-scaling-oracle.mjs";
import { piMatrix, piPoints, piRidgeFit, piScore, piThetas } from "../oracle/pi-figure-oracle.mjs";
import {
  assertAccessible,
  assertClose,
  assertLayouts,
  assertNear,
  assertShown,
  drawnText,
  lastNumber,
  numbersIn,
  scientific,
  searchParam,
  useBrowser,
} from "./harness.mjs";

const drawn = {
  look: ["#longer"],
  waitFor: [
    '#longer [data-slot="slopes"] td[data-value]',
    "#longer .line-plot-box canvas",
    { painted: "#longer .heatmap-canvas" },
  ],
};
const shared = useBrowser(drawn);

// Numbers as the page writes them (English: "2,048", "−0.5", "6.99 × 10³"), as plain numbers.
const plain = (text) => text.replace(/(\d),(?=\d{3})/g, "$1");

function stepTex(page, step) {
  return drawnText(page, `#longer [data-step="${step}"] annotation`);
}

const slotText = (page, name) => page.locator(`#longer [data-slot="${name}"]`).textContent();

// ---- 1. why RoPE breaks far out -------------------------------------------------------------

describe("section longer: the ladder at L and PI's figure", () => {
  for (const [query, d, base, length] of [
    ["", 128, 10000, 2048],
    ["?d=64&base=500000&trainlen=8192", 64, 500000, 8192],
    ["?d=16&trainlen=16", 16, 10000, 16],
  ]) {
    test(`the caption counts the pairs that turn within L (${query || "defaults"})`, async () => {
      await shared.withPage(query, async (page) => {
        const e = ropeOracle(d, base, { kind: "none", originalLength: length });
        const seen = Array.from(e.turns).filter((r) => r >= 1).length;
        const caption = plain(await slotText(page, "ladder-caption"));
        assert.match(caption, new RegExp(`L = ${length}:`));
        if (seen === d / 2) assert.match(caption, /Every pair has been all the way round/);
        else {
          assert.match(caption, new RegExp(`${seen} pairs? (\\(pair 0\\) )?turns? at least once`));
          assert.match(
            caption,
            new RegExp(`Pairs ${seen} to ${d / 2 - 1}|last pair, ${d / 2 - 1}`),
          );
          const slowest = numbersIn(caption.match(/slowest makes ([^ ]+)/)[1])[0];
          assertNear(slowest, e.turns[d / 2 - 1], "the slowest pair's turns", { digits: 3 });
        }
      });
    });
  }

  test("PI's figure: small inside L, wild past it, as the float64 fit says", async () => {
    const d = 16;
    const length = 64;
    await shared.withPage(`?d=${d}&trainlen=${length}`, async (page) => {
      const { s, y } = piPoints(length, 4 * d, 1);
      const theta = piThetas(d, 10000);
      const { h } = piRidgeFit(piMatrix(s, theta), y);
      // The largest |a(s)| on the page's two grids inside L: 0..L in steps of L/512, and 0..L/32
      // in sixteenths (docs/api.md, piFigure's maxInside).
      let inside = 0;
      for (let k = 0; k <= Math.min(length / 2, 1024); k += 1) {
        inside = Math.max(inside, Math.abs(piScore(k / 16, theta, h)));
      }
      for (let k = 0; k <= 512; k += 1) {
        inside = Math.max(inside, Math.abs(piScore((k * length) / 512, theta, h)));
      }
      let outside = 0;
      for (let k = 513; k <= 1024; k += 1) {
        outside = Math.max(outside, Math.abs(piScore((k * length) / 512, theta, h)));
      }
      const text = plain(await slotText(page, "pi-text"));
      const points = numbersIn(text)[0];
      const shownInside = numbersIn(text.match(/largest size is ([^;]+);/)[1])[0];
      const shownOutside = scientific(text.match(/it reaches ([^,]+),/)[1]);
      assert.equal(points, 4 * d);
      assertClose(shownInside, inside, 0.002 * inside, "largest |a(s)| inside L");
      assertClose(shownOutside, outside, 0.001 * outside, "largest |a(s)| past L");
      assert.ok(outside > 5 * inside, `past L ${outside} vs inside ${inside}`);
    });
  });
});

// ---- 2. stretching RoPE ----------------------------------------------------------------------

describe("section longer: stretching RoPE", () => {
  for (const [stretch, factor, i, d, length] of [
    ["pi", 4, 3, 128, 2048],
    ["ntk", 8, 10, 64, 4096],
    ["yarn", 4, 22, 128, 2048],
    ["yarn", 16, 1, 128, 2048],
    ["llama3", 8, 30, 128, 8192],
  ]) {
    const query = `?stretch=${stretch}&factor=${factor}&i=${i}&d=${d}&trainlen=${length}`;
    test(`pair ${i}'s new frequency, term by term (${query})`, async () => {
      await shared.withPage(query, async (page) => {
        const before = ropeOracle(d, 10000, { kind: "none", originalLength: length });
        const e = ropeOracle(d, 10000, { kind: stretch, factor, originalLength: length });
        assert.ok(await page.locator(`#longer-stretch-${stretch}`).isChecked());
        assertShown(lastNumber(await stepTex(page, "theta")), before.original[i], "θ_i");
        assertShown(lastNumber(await stepTex(page, "turns")), before.wavelengths[i], "λ_i");
        assertShown(lastNumber(await stepTex(page, "turns-count")), e.turns[i], "r_i");
        if (stretch === "ntk") {
          assertShown(lastNumber(await stepTex(page, "rule")), e.base, "b′");
        }
        if (stretch === "yarn" || stretch === "llama3") {
          assertShown(lastNumber(await stepTex(page, "rule")), e.ramp[i], "γ_i");
        }
        const frequencyStep = stretch === "pi" ? "rule" : "rule-frequency";
        assertShown(lastNumber(await stepTex(page, frequencyStep)), e.frequencies[i], "θ′_i");
        if (stretch === "yarn") {
          assertShown(
            lastNumber(await stepTex(page, "temperature")),
            0.1 * Math.log(factor) + 1,
            "YaRN's factor",
          );
        }
        const [wavelength, share] = (await stepTex(page, "new-wavelength")).split("\\qquad");
        assertShown(lastNumber(wavelength), e.wavelengths[i], "λ′_i");
        assertShown(lastNumber(share), e.kept[i], "θ′_i / θ_i");

        // The sentence counts kept and fully slowed pairs, and pair 0's share.
        const kept = Array.from(e.kept);
        const unchanged = kept.filter((v) => Math.abs(v - 1) < 1e-12).length;
        const divided = kept.filter((v) => Math.abs(v * factor - 1) < 1e-12).length;
        const text = plain(await slotText(page, "stretch-text"));
        assert.match(text, new RegExp(`of ${d / 2} pairs`));
        assert.match(
          text,
          unchanged === 0 ? /none keeps/ : new RegExp(`${unchanged} keeps? (its|their)`),
        );
        assert.match(
          text,
          divided === 0 ? /none is slowed/ : new RegExp(`${divided} (is|are) slowed`),
        );
        assertShown(lastNumber(text.replace(/ of its frequency\.$/, "")), e.kept[0], "pair 0");
      });
    });
  }

  test("which rules keep the fastest pair: PI slows it, the others keep it", async () => {
    for (const stretch of ["pi", "ntk", "yarn", "llama3"]) {
      await shared.withPage(`?stretch=${stretch}&factor=4`, async (page) => {
        const text = await slotText(page, "stretch-text");
        const share = lastNumber(text.replace(/ of its frequency\.$/, ""));
        assert.equal(share, stretch === "pi" ? 0.25 : 1, stretch);
      });
    }
  });

  test("keyboard: choosing NTK and typing a factor update the URL, which restores them", async () => {
    await shared.withPage("", async (page) => {
      await page.locator("#longer-stretch-ntk").focus();
      await page.keyboard.press("Space");
      const factor = page.locator("#longer-factor");
      await factor.fill("16");
      await factor.press("Enter");
      await page.waitForFunction(() => new URLSearchParams(location.search).get("factor") === "16");
      assert.equal(await searchParam(page, "stretch"), "ntk");
      const url = page.url();
      const again = await shared.open(url.slice(url.indexOf("?")));
      try {
        assert.ok(await again.page.locator("#longer-stretch-ntk").isChecked());
        assert.equal(await again.page.locator("#longer-factor").inputValue(), "16");
        const e = ropeOracle(128, 10000, { kind: "ntk", factor: 16, originalLength: 2048 });
        assertShown(lastNumber(await stepTex(again.page, "rule")), e.base, "b′ restored");
      } finally {
        await again.close();
      }
    });
  });
});

// ---- 3. ALiBi --------------------------------------------------------------------------------

describe("section longer: ALiBi", () => {
  for (const heads of [8, 6, 12, 1]) {
    test(`the slopes of ${heads} heads are Press et al.'s`, async () => {
      await shared.withPage(`?heads=${heads}&head=${heads}`, async (page) => {
        const expected = getSlopes(heads);
        const shown = await page
          .locator('#longer [data-slot="slopes"] td[data-value]')
          .evaluateAll((cells) => cells.map((cell) => Number(cell.dataset.value)));
        assert.equal(shown.length, heads);
        shown.forEach((v, h) => assertClose(v, expected[h], 1e-15, `slope of head ${h + 1}`));
        if (Number.isInteger(Math.log2(heads))) {
          shown.forEach((v, h) =>
            assertClose(v, 2 ** ((-8 * (h + 1)) / heads), 1e-15, "2^(−8h/H)"),
          );
        }
        // The bias matrix of the last head: −m_H |i − j| at the far corner (distance 11).
        const caption = plain(await slotText(page, "biases-caption"));
        assert.match(caption, new RegExp(`Head ${heads},`));
        const far = numbersIn(caption.match(/falls off to ([^ ]+) at/)[1])[0];
        assertClose(far, -11 * expected[heads - 1], 0.00005 + 1e-9, "bias at distance 11");
      });
    });
  }

  test("fewer heads bring head back into range, and say so", async () => {
    await shared.withPage("?heads=8&head=7", async (page) => {
      const heads = page.locator("#longer-heads");
      await heads.fill("4");
      await heads.press("Enter");
      await page.waitForFunction(() => new URLSearchParams(location.search).get("head") === "4");
      assert.equal(await page.locator("#longer-head").inputValue(), "4");
      assert.match(
        await page.locator("#longer").textContent(),
        /head was 7; the last head of heads = 4 is 4/,
      );
    });
  });
});

// ---- 4. the lab links, bad input, layout, access ----------------------------------------------

describe("section longer: links, bad input, layout and access", () => {
  test("the NoPE buttons set the lab's causal mask and task in the URL", async () => {
    await shared.withPage("", async (page) => {
      await page.locator('#longer .longer-lab-link[data-task="far"]').click();
      await page.waitForFunction(
        () => new URLSearchParams(location.search).get("labtask") === "far",
      );
      assert.equal(await searchParam(page, "labmask"), "causal");
    });
  });

  for (const [query, message, field, value] of [
    [
      "?heads=99",
      /heads=99; heads must be a whole number from 1 to 16, so the default 8 is used/,
      "#longer-heads",
      "8",
    ],
    [
      "?factor=0",
      /factor=0; factor must be a whole number from 1 to 64, so the default 4 is used/,
      "#longer-factor",
      "4",
    ],
    [
      "?trainlen=8",
      /trainlen=8; trainlen must be a whole number from 16 to 65536, so the default 2048 is used/,
      "#longer-trainlen",
      "2048",
    ],
    ["?stretch=rope", /stretch=rope; stretch must be/, "#longer-factor", "4"],
  ]) {
    test(`a bad ${query} is named in a notice and the section still draws`, async () => {
      await shared.withPage(query, async (page) => {
        assert.match(plain(await page.locator("#notices").textContent()), message);
        assert.equal(await page.locator(field).inputValue(), value);
        assert.equal(await page.locator('#longer [data-slot="error"]').isHidden(), true);
      });
    });
  }

  test("a d_model past piFigure's limit explains itself; the rest still draws", async () => {
    await shared.withPage("?d=1024&n=16", async (page) => {
      assert.match(await slotText(page, "pi-text"), /could not be computed/);
      assert.ok((await page.locator('#longer [data-slot="slopes"] td[data-value]').count()) > 0);
    });
  });

  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ["longer"], { options: drawn });
  });

  test("axe-core finds no accessibility violations in the section", async () => {
    await assertAccessible(shared, ["longer"], { options: drawn });
  });

  test("embedded alone (embed.html?section=longer) it draws with every part", async () => {
    const url = new URL("../../dist/embed.html", import.meta.url).href;
    const { page, problems, close } = await shared.open("?section=longer&stretch=llama3", {
      url,
      look: ["#longer"],
      waitFor: drawn.waitFor,
    });
    try {
      assert.equal(await page.locator("main section[id]").count(), 1);
      assert.ok(await page.locator("#longer-stretch-llama3").isChecked());
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
