// Live derivations are updated in place (web/js/math.js): when a slider step changes only the
// numbers of a line, the numbers' text is rewritten in KaTeX's HTML and MathML instead of
// typesetting the line again. The check here is independent of that code path: after a run of
// slider steps (values crossing zero, numbers growing digits, lines changing shape), every
// formula of the section must read exactly as on a page opened fresh at the same state, where
// each line was typeset from scratch.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

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
async function drawWholeSection(page, section) {
  const parts = await page.locator(`#${section} [data-drawn]`).count();
  for (let n = 0; n < parts; n += 1) await lookAt(page, `#${section} [data-drawn] >> nth=${n}`);
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
