// End-to-end tests of dist/index.html in Debian's Chromium, driven by playwright-core.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/
//
// Every number checked here is recomputed in the test from the formula with Math.sin/Math.cos
// (float64), independently of the wasm core, and compared with what the page shows.
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

// The independent oracle: PE(pos, 2i) = sin(pos / base^(2i/d)), PE(pos, 2i+1) = cos(same), every
// step in float64 (tests/oracle/oracle.mjs).
import { peValue as oracle } from "../oracle/oracle.mjs";

import {
  assertShown,
  axeBuilder,
  axeViolations,
  drawAllSections,
  drawnText,
  lastNumber,
  lookAt,
  nearbyDrawn,
  screenshotDir,
  searchOf,
  shootPart,
  useBrowser,
} from "./harness.mjs";

// Every test opens the page with the heatmap painted: the matrix draws when it comes on screen,
// and update() gives the canvas its aria-label.
const shared = useBrowser({ look: ["#matrix"], waitFor: ["#matrix .heatmap-canvas[aria-label]"] });
const screenshots = screenshotDir;

// Figures are drawn when on screen, so the derivation is looked at before it is read.
async function derivationNumber(page, step) {
  const line = await lookAt(page, `#formula [data-step="${step}"]`);
  return lastNumber(await line.locator(".katex-html").textContent());
}

describe("the first page (file://)", () => {
  test("draws the heatmap: the canvas has many colours, not a blank", async () => {
    await shared.withPage("", async (page) => {
      const stats = await page.evaluate(() => {
        const canvas = document.querySelector("#matrix .heatmap-canvas");
        const { data } = window.__shownImage(canvas);
        const colours = new Set();
        let opaque = 0;
        for (let p = 0; p < data.length; p += 4 * 7) {
          colours.add((data[p] << 16) | (data[p + 1] << 8) | data[p + 2]);
          if (data[p + 3] === 255) opaque += 1;
        }
        return { colours: colours.size, opaque, samples: Math.ceil(data.length / 28) };
      });
      assert.ok(stats.colours > 50, `only ${stats.colours} distinct colours`);
      assert.equal(stats.opaque, stats.samples, "every sampled pixel is painted");
      const legendTicks = await page.locator("#matrix .heatmap-legend-tick").allTextContents();
      // One minus sign on the page: U+2212.
      assert.deepEqual(legendTicks, ["\u22121", "\u22120.5", "0", "0.5", "1"]);
    });
  });

  test("says the SIMD core runs (Chromium has wasm SIMD)", async () => {
    await shared.withPage("", async (page) => {
      assert.match(await page.locator("#core-status").textContent(), /SIMD core/);
    });
  });

  test("?core=scalar runs and names the scalar core", async () => {
    await shared.withPage("?core=scalar", async (page) => {
      assert.match(await page.locator("#core-status").textContent(), /scalar core/);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.core), "scalar");
      assert.ok(await page.evaluate(() => location.search.includes("core=scalar")));
    });
  });

  test("the derivation shows every term equal to an independent float64 computation", async () => {
    for (const [query, pos, i, d, base] of [
      ["", 3, 1, 128, 10000],
      ["?pos=37&i=5&d=64&base=500", 37, 5, 64, 500],
    ]) {
      await shared.withPage(query, async (page) => {
        const expected = oracle(pos, i, d, base);
        for (const step of ["exponent", "divisor", "omega", "angle", "sin", "cos", "wavelength"]) {
          assertShown(
            await derivationNumber(page, step),
            expected[step],
            `${query || "default"} ${step}`,
          );
        }
        const convention = await page.locator('#formula [data-slot="convention"]').textContent();
        assert.match(convention, new RegExp(`dimension 2i = ${2 * i}\\b`));
        assert.match(convention, new RegExp(`dimension 2i \\+ 1 = ${2 * i + 1}\\b`));
      });
    }
  });

  test("an invalid ?d=7 shows a polite message and falls back to 128", async () => {
    await shared.withPage("?d=7&pos=4", async (page) => {
      const notice = await page.locator("#notices").textContent();
      assert.match(notice, /The link asked for d=7; d must be an even number from 2 to 4096/);
      assert.match(notice, /default 128 is used/);
      assert.equal(await page.locator("#matrix-d").inputValue(), "128");
      assert.equal(await page.locator("#formula-pos").inputValue(), "4", "valid values are kept");
      assert.match(
        await page.locator("#matrix .heatmap-canvas").getAttribute("aria-label"),
        /64 positions by 128 dimensions/,
      );
      // The corrected link is what gets copied: d=7 is gone, pos=4 stays.
      assert.equal(await searchOf(page), "?pos=4");
    });
  });

  test("a control changes the derivation and the URL, and that URL restores the state", async () => {
    const { page, problems, close } = await shared.open();
    await page.locator("#formula-pos").fill("10");
    await page.locator("#formula-i").fill("2");
    assertShown(await derivationNumber(page, "sin"), oracle(10, 2, 128, 10000).sin, "sin");
    const search = await searchOf(page);
    assert.equal(search, "?pos=10&i=2");
    await close();

    const reopened = await shared.open(search);
    assert.equal(await reopened.page.locator("#formula-pos").inputValue(), "10");
    assert.equal(await reopened.page.locator("#formula-i").inputValue(), "2");
    assertShown(await derivationNumber(reopened.page, "cos"), oracle(10, 2, 128, 10000).cos, "cos");
    assert.deepEqual([...problems, ...reopened.problems], []);
    await reopened.close();
  });

  test("an out-of-range value typed into a control is refused with a message", async () => {
    const { page, problems, close } = await shared.open();
    await page.locator("#matrix-d").fill("7");
    assert.match(await page.locator("#matrix-d-error").textContent(), /even number from 2 to 4096/);
    assert.equal(await page.locator("#matrix-d").getAttribute("aria-invalid"), "true");
    assert.equal(await searchOf(page), "", "the store kept d=128");
    assert.deepEqual(problems, []);
    await close();
  });

  test("changing d_model redraws the heatmap with the new number of columns", async () => {
    await shared.withPage("", async (page) => {
      await page.locator("#matrix-d").fill("16");
      await page.locator("#matrix-n").fill("20");
      assert.match(
        await page.locator("#matrix .heatmap-canvas").getAttribute("aria-label"),
        /20 positions by 16 dimensions/,
      );
      assert.equal(await page.locator("#formula-d").inputValue(), "16", "both d controls follow");
      assert.equal(await searchOf(page), "?n=20&d=16");
    });
  });

  test("keyboard: arrow keys move the heatmap cursor and announce the cell's value", async () => {
    await shared.withPage("", async (page) => {
      const canvas = page.locator("#matrix .heatmap-canvas");
      const live = page.locator('#matrix .heatmap [aria-live="polite"]').first();
      await canvas.focus();
      // The cursor starts on the formula's cell: pos 3, dimension 2i = 2.
      assert.equal(
        await live.textContent(),
        `position 3, dimension 2: ${oracle(3, 1, 128, 10000).sin.toFixed(4).replace("-", "\u2212")}`,
      );
      await canvas.press("ArrowRight");
      assert.equal(
        await live.textContent(),
        `position 3, dimension 3: ${oracle(3, 1, 128, 10000).cos.toFixed(4).replace("-", "\u2212")}`,
      );
      await canvas.press("ArrowDown");
      await canvas.press("ArrowRight");
      const expected = oracle(4, 2, 128, 10000).sin;
      assert.equal(
        await live.textContent(),
        `position 4, dimension 4: ${expected.toFixed(4).replace("-", "\u2212")}`,
      );
      // (The readout under the heatmap waits for the key presses to pause: matrix.js.)
      const readout = await drawnText(page, '#matrix [data-slot="cell-text"]');
      assert.match(readout, /Position 4, dimension 4: .* sine of pair i = 2/);
      const shown = lastNumber(
        await drawnText(page, '#matrix [data-slot="cell-math"] .katex-html'),
      );
      assertShown(shown, expected, "cell derivation");
    });
  });

  test("the data-table mirror holds the table's numbers and says it is capped", async () => {
    await shared.withPage("", async (page) => {
      await page.waitForSelector("#matrix .heatmap table caption");
      const caption = await page.locator("#matrix .heatmap table caption").textContent();
      assert.match(caption, /64 of 64 positions .* 32 of 128 dimensions/);
      assert.match(caption, /arrow keys reach every cell/);
      const cell = await page
        .locator("#matrix .heatmap table tbody tr:nth-child(6) td:nth-of-type(4)")
        .textContent();
      assert.equal(
        cell,
        oracle(5, 1, 128, 10000).cos.toFixed(4).replace("-", "\u2212"),
        "row pos 5, column dimension 3",
      );
    });
  });

  test("a table-of-contents link lands on its section and stays there as figures draw", async () => {
    await shared.withPage("", async (page) => {
      for (const id of ["identity", "rope", "formula"]) {
        await page
          .getByRole("navigation", { name: "Contents" })
          .locator(`a[href="#${id}"]`)
          .click();
        await page.waitForFunction(
          (sectionId) => document.getElementById(sectionId).dataset.drawn === "true",
          id,
        );
        // Figures near the target draw in idle time and may grow the page above it: once they
        // have, the section must still start at the top of the window.
        await nearbyDrawn(page);
        const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
        assert.ok(top >= -2 && top <= 40, `#${id} starts ${top} px from the top of the window`);
      }
    });
  });

  test("the first figure's mark (the bench's) is made once a figure is drawn, not before, and the far sections start after it", async () => {
    // At the mark: whether any figure's gate says it has drawn (web/js/visibility.js), and which
    // sections have started (each one's start adds its "Copy link": web/js/copyLink.js). The
    // article's formulas (.display-math) and its glossary have gates too, and are not figures.
    const recordMark = () => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name, ...rest) => {
        if (name === "pe:first-figure") {
          const figure = document.querySelector(
            'main [data-drawn="true"]:not(.display-math):not(#glossary)',
          );
          const started = [...document.querySelectorAll("main .article-section")]
            .filter((section) => section.querySelector(".copy-link"))
            .map((section) => section.id);
          Object.assign(window, {
            peFirstFigureAt: figure ? (figure.closest("section")?.id ?? "") : "",
            peStartedAtMark: started,
          });
        }
        return mark(name, ...rest);
      };
    };
    await shared.withPage("", { init: recordMark }, async (page) => {
      const { drawn, startedAtMark, startedNow, sections } = await page.evaluate(() => {
        const all = [...document.querySelectorAll("main .article-section")];
        return {
          drawn: /** @type {any} */ (window).peFirstFigureAt,
          startedAtMark: /** @type {any} */ (window).peStartedAtMark,
          startedNow: all.filter((section) => section.querySelector(".copy-link")).map((s) => s.id),
          // (The glossary, the article's last part, has no controls: main.js fills it first.)
          sections: all.map((section) => section.id).filter((id) => id !== "glossary"),
        };
      });
      assert.equal(typeof drawn, "string", "the mark was made");
      assert.notEqual(drawn, "", "a figure was drawn when the mark was made");
      assert.ok(startedAtMark.includes(drawn), `its section (#${drawn}) had started`);
      // At the top of the article at 1280 x 900, the lab and the exam are thousands of pixels
      // below the window: their controls are made after the first figure, not before it.
      for (const id of ["lab", "exam"]) {
        assert.ok(!startedAtMark.includes(id), `#${id} started before the first figure`);
      }
      // html[data-core] (which the page waited for) says every section has started.
      assert.equal(sections.length, 13);
      assert.deepEqual(startedNow, sections);
    });
  });

  test("a far section the reader scrolls to before its turn starts at once", async () => {
    // Idle periods never come in this page: the far sections, started one per idle period after
    // the first figure (web/js/main.js), can start only by coming near the window.
    const holdIdle = () => {
      window.requestIdleCallback = () => 0;
    };
    await shared.withPage(
      "",
      { core: false, look: [], waitFor: [], init: holdIdle },
      async (page) => {
        // why-order, just below the top of the article, starts with the page (its "Copy link").
        await page.waitForSelector("#why-order .copy-link", { state: "attached" });
        const examStarted = () => page.locator("#exam .copy-link").count();
        assert.equal(await examStarted(), 0, "the exam, far below, waits for its turn");
        await page.locator("#exam").evaluate((exam) => exam.scrollIntoView());
        await page.waitForSelector("#exam .copy-link", { state: "attached", timeout: 5000 });
        const { core, waitingSection } = await page.evaluate(() => ({
          core: document.documentElement.dataset.core,
          // The matrix section, between the two and never near the window, still waits.
          waitingSection: document.querySelector("#matrix .copy-link") === null,
        }));
        assert.equal(core, undefined, "the page has not counted itself started");
        assert.ok(waitingSection, "#matrix started without coming near");
      },
    );
  });

  test("far sections are skipped, each at its own height (not the 3000 px guess)", async () => {
    await shared.withPage("", async (page) => {
      const sections = await page.evaluate(() =>
        [...document.querySelectorAll("main .article-section")].map((section) => ({
          id: section.id,
          // (A skipped section's own box is laid out at its remembered height; its content is not.)
          skipped: !section.firstElementChild.checkVisibility({ contentVisibilityAuto: true }),
          height: section.getBoundingClientRect().height,
        })),
      );
      // Looking at the matrix at 1280 x 900, the sections from the lab down are far away.
      const skipped = sections.filter((section) => section.skipped).map((section) => section.id);
      for (const id of ["lab", "longer", "exam", "glossary"]) assert.ok(skipped.includes(id), id);
      assert.ok(!skipped.includes("matrix"), "the section on screen is laid out");
      // Each section stands at a height it was laid out at, not at the guess. (Not necessarily at
      // the one it has now: parts drawn since, a table filled, a formula typeset in idle time, make
      // a section taller while it is skipped until it is laid out again.)
      for (const section of sections) {
        assert.notEqual(section.height, 3000, `#${section.id} stands at the guessed height`);
      }
    });
  });

  test("no horizontal scrolling at 375 px; screenshots at 1280 and 375 px", async () => {
    for (const [width, colorScheme] of [
      [1280, "light"],
      [375, "light"],
      [375, "dark"],
    ]) {
      await shared.withPage("", { width, colorScheme }, async (page) => {
        await drawAllSections(page);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(
          overflow,
          0,
          `${width} px (${colorScheme}) scrolls sideways by ${overflow} px`,
        );
        // The page's first 4,000 px (each section has its own screenshots: assertLayouts).
        await shootPart(page, "body", join(screenshots, `page-${width}-${colorScheme}.png`));
      });
    }
  });

  test("axe-core finds no accessibility violations", async () => {
    for (const colorScheme of ["light", "dark"]) {
      await shared.withPage("?d=7", { colorScheme }, async (page) => {
        const summary = await axeViolations(axeBuilder(page, colorScheme));
        assert.deepEqual(summary, [], `${colorScheme} mode`);
      });
    }
  });
});

describe("the first page over http", () => {
  test("loads the core and draws the heatmap with no console errors", async () => {
    await shared.withPage("?core=scalar", { url: shared.httpBase }, async (page) => {
      assert.match(await page.locator("#core-status").textContent(), /scalar core/);
      assertShown(await derivationNumber(page, "angle"), oracle(3, 1, 128, 10000).angle, "angle");
    });
  });
});
