// Live derivations are updated in place (web/js/math.js): when a slider step changes only the
// numbers of a line, the numbers' text is rewritten in KaTeX's HTML and MathML instead of
// typesetting the line again. The check here is independent of that code path: after a run of
// slider steps (values crossing zero, numbers growing digits, lines changing shape), every
// formula of the section must read exactly as on a page opened fresh at the same state, where
// each line was typeset from scratch.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { quietMs } from "../../web/js/visibility.js";
import { lookAt, searchOf, useBrowser } from "./harness.mjs";

const shared = useBrowser();

// Every formula of a section: the visible HTML text, the MathML text (what a screen reader
// reads) and the TeX source annotation.
function readFormulas(page, section) {
  return page.locator(`#${section}`).evaluate((root) =>
    [...root.querySelectorAll(".katex")].map((katex) => ({
      where: katex.parentElement.dataset.step ?? katex.parentElement.dataset.slot ?? "",
      html: katex.querySelector(".katex-html")?.textContent,
      mathml: katex.querySelector(".katex-mathml")?.textContent.replace(/\s+/g, ""),
    })),
  );
}

// Looks at every part of the section in turn (parts are drawn when on screen), ending at the top.
// A derivation's lines are not parts of their own here: they are drawn with their part (and carry
// data-drawn only from then on), and lookAt waits for them.
async function drawWholeSection(page, section) {
  const part = `#${section} [data-drawn]:not([data-drawn-when-quiet])`;
  const parts = await page.locator(part).count();
  for (let n = 0; n < parts; n += 1) await lookAt(page, `${part} >> nth=${n}`);
  await lookAt(page, `#${section}`);
}

const drives = [
  // Section, slider, values: positions and offsets crossing many sign changes, d from 4 to 1024
  // (from 4: at d = 2 the matrix cursor would be clamped to another dimension, and stay there).
  ["formula", "formula-pos-range", [0, 1, 2, 7, 19, 55, 123, 200, 3, 0]],
  ["identity", "identity-k-range", [5, 1, 9, 17, 33, 64, 100, 2, 0, 13]],
  ["matrix", "matrix-d-range", [128, 4, 6, 16, 130, 512, 1024, 64, 8, 40]],
];

describe("live maths: updated in place, read as typeset fresh", () => {
  for (const [section, slider, values] of drives) {
    test(`${section}: ${values.length} steps of #${slider}`, async () => {
      const { page, problems, close } = await shared.open();
      await lookAt(page, `#${slider}`);
      for (const value of values) {
        await page.locator(`#${slider}`).evaluate((input, v) => {
          input.value = String(v);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }, value);
      }
      await drawWholeSection(page, section);
      const live = await readFormulas(page, section);
      const search = await searchOf(page);
      await close();

      const fresh = await shared.open(search);
      await drawWholeSection(fresh.page, section);
      const expected = await readFormulas(fresh.page, section);
      assert.ok(expected.length >= 2, `${section} has formulas (${expected.length})`);
      assert.deepEqual(live, expected, `after ${search}`);
      assert.deepEqual(problems, []);
      assert.deepEqual(fresh.problems, []);
      await fresh.close();
    });
  }
});

// During a drag only the lines on screen follow each step (web/js/derivation.js); those off screen
// are drawn once the drag pauses, and a single change draws every line at once.
describe("live maths: lines off screen wait for a drag to pause", () => {
  test("formula: the angle line below the window follows a drag once it pauses", async () => {
    // A short window: the slider at its top, the angle line below its bottom.
    const { page, problems, close } = await shared.open("", { height: 400 });
    await lookAt(page, "#formula-pos-range");
    const angle = '#formula [data-step="angle"]';
    const lineState = () =>
      page.locator(angle).evaluate((line) => ({
        drawn: line.dataset.drawn,
        html: line.querySelector(".katex-html").textContent,
        below: line.getBoundingClientRect().top > window.innerHeight,
      }));
    await page.locator("#formula-pos-range").evaluate((slider) => {
      slider.scrollIntoView({ block: "start", behavior: "instant" });
    });
    assert.equal((await lineState()).below, true, "the angle line is below the window");
    // A change more than quietMs after the line was last drawn is not part of a drag: the rule
    // under test is one of time, so the test lets that time pass.
    await page.waitForTimeout(quietMs + 100);
    await page.locator("#formula-pos-range").evaluate((slider) => {
      slider.value = "4";
      slider.dispatchEvent(new Event("input", { bubbles: true }));
    });
    assert.match((await lineState()).html, /=4×/, "a single change is drawn at once");
    // A drag: a step per animation frame.
    await page.locator("#formula-pos-range").evaluate(async (slider) => {
      for (const value of [5, 6, 7, 8]) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        slider.value = String(value);
        slider.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
    const during = await lineState();
    assert.equal(during.drawn, "false", "out of date during the drag");
    assert.match(during.html, /=4×/);
    await page.waitForFunction((selector) => {
      const line = document.querySelector(selector);
      return line.dataset.drawn === "true" && !line.closest('[data-mathml="owed"]');
    }, angle);
    const after = await lineState();
    assert.equal(after.below, true, "drawn while still below the window");
    assert.match(after.html, /=8×/);
    assert.deepEqual(problems, []);
    await close();
  });
});
