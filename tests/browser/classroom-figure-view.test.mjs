// view=figure on embed.html (issue 18, classroom kit part B): for every section, the main figure
// and its controls show (drawn), the prose does not, and at 375 px nothing overflows sideways.
// Screenshots at 375 px (light) and 1280 px (dark) go to build/screenshots/.
// Run: node --test --test-concurrency=1 tests/browser/classroom-figure-view.test.mjs
import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, test } from "node:test";

import { sectionIds } from "../../web/js/state/index.js";
import { screenshotDir, useBrowser } from "./harness.mjs";

const shared = useBrowser();

describe("view=figure", () => {
  for (const id of sectionIds) {
    test(`${id}: the figure and its controls, without the prose`, async () => {
      for (const [width, colorScheme] of [
        [375, "light"],
        [1280, "dark"],
      ]) {
        const { page, problems, close } = await shared.open("", {
          url: `${shared.httpBase}embed.html?section=${id}&view=figure`,
          width,
          colorScheme,
          waitFor: [`#${id} [data-figure-view]`],
        });
        assert.equal(await page.evaluate(() => document.documentElement.dataset.view), "figure");
        const report = await page.evaluate((sectionId) => {
          const section = document.getElementById(sectionId);
          const shown = (node) => node.getClientRects().length > 0;
          const kept = [...section.querySelectorAll(":scope > [data-figure-view]")];
          const prose = [
            ...section.querySelectorAll(":scope > p, :scope > h3, :scope > div > p"),
          ].filter((node) => !node.closest("[data-figure-view]"));
          return {
            kept: kept.length,
            keptShown: kept.filter((node) => !node.hidden).every(shown),
            // Something drawn in the kept part: a canvas, an svg, a table, a field or a list.
            drawn: kept.some((node) =>
              node.querySelector("canvas, svg, table, input, select, li, .katex"),
            ),
            controls: kept.some((node) => node.querySelector("input, select, button")),
            prose: prose.length,
            proseShown: prose.filter(shown).map((node) => node.textContent.trim().slice(0, 60)),
            title: shown(section.querySelector("h2")),
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          };
        }, id);
        assert.ok(report.kept >= 1, `${id}: something is kept`);
        assert.ok(report.keptShown, `${id}: the kept parts show`);
        assert.ok(report.drawn, `${id}: the figure is drawn`);
        if (id !== "why-order") assert.ok(report.controls, `${id}: the controls show`);
        assert.ok(report.prose > 0, `${id}: the section has prose to hide`);
        assert.deepEqual(report.proseShown, [], `${id}: no prose shows`);
        assert.ok(report.title, `${id}: the title stays`);
        assert.ok(
          report.overflow <= 0,
          `${id} at ${width} px: no sideways overflow (${report.overflow} px)`,
        );
        await page.screenshot({
          path: join(
            screenshotDir,
            `figure-view-${id}-${width}${colorScheme === "dark" ? "-dark" : ""}.png`,
          ),
          fullPage: true,
        });
        assert.deepEqual(problems, []);
        await close();
      }
    });
  }
});
