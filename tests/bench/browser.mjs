// Benchmarks in Debian's Chromium: interaction latency of the main controls and load size/time.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

import { chromiumArgs, dist } from "../browser/harness.mjs";
import { median, percentile } from "./stats.mjs";

const indexUrl = pathToFileURL(join(dist, "index.html")).href;

// Moves one slider through `steps` values; for each step, the time from dispatching the input
// event to the figure updated and laid out (handlers render synchronously; reading offsetHeight
// forces the layout of what they wrote).
async function driveSlider(page, section, sliderId, values) {
  // Where a reader would be: looking at the slider they drag (the section itself can be taller
  // than the window).
  await page.locator(`#${section}`).scrollIntoViewIfNeeded();
  await page.locator(`#${sliderId}`).scrollIntoViewIfNeeded();
  // Sections with figures carry data-drawn until their first render; others render at load.
  await page.waitForFunction(
    (id) => ["true", undefined].includes(document.getElementById(id)?.dataset.drawn),
    section,
    { timeout: 15000 },
  );
  return page.evaluate(
    async ({ sliderId, values }) => {
      const slider = document.getElementById(sliderId);
      const times = [];
      for (const value of values) {
        slider.value = String(value);
        const start = performance.now();
        slider.dispatchEvent(new Event("input", { bubbles: true }));
        void document.body.offsetHeight;
        times.push(performance.now() - start);
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      }
      return times;
    },
    { sliderId, values },
  );
}

export async function benchInteraction() {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(indexUrl);
    await page.waitForSelector("html[data-core]", { timeout: 15000 });
    const steps = (from, count, stride = 1) =>
      Array.from({ length: count }, (_, j) => from + ((j * stride) % 100));
    const drives = [
      ["formula", "formula-pos-range", steps(0, 100)],
      ["matrix", "matrix-d-range", steps(2, 100, 7).map((v) => 2 * Math.max(1, Math.round(v)))],
      ["identity", "identity-k-range", steps(0, 100, 3)],
    ];
    const rows = [];
    for (const [section, slider, values] of drives) {
      const times = await driveSlider(page, section, slider, values);
      rows.push({
        control: `${section}: #${slider}`,
        steps: times.length,
        medianMs: median(times),
        p95Ms: percentile(times, 95),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export async function benchLoad(runs = 5) {
  const files = listFiles(dist).filter((f) => !f.endsWith(".zip"));
  const size = (list) => list.reduce((sum, f) => sum + statSync(f).size, 0);
  const gzipSize = (list) =>
    list.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  // Fonts aside: the woff2 files and katex-fonts.js/.css (the same fonts for sandboxed frames).
  const code = files.filter((f) => /\.(js|css)$/.test(f) && !/katex-fonts\./.test(f));
  // What index.html itself loads: its script and stylesheet and the SIMD core; and with the lab
  // module, which the lab section loads when it is used (the scalar modules replace the SIMD
  // ones where a browser has no wasm SIMD; never both).
  const article = ["app.js", "app.css", "pe-core.js"].map((name) => join(dist, name));
  const articleWithLab = [...article, join(dist, "pe-lab.js")];
  const cores = ["pe-core.js", "pe-core-scalar.js", "pe-lab.js", "pe-lab-scalar.js"].map(
    (name) => ({
      name,
      bytes: statSync(join(dist, name)).size,
    }),
  );

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const firstFigure = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(indexUrl);
      await page.waitForFunction(
        () => performance.getEntriesByName("pe:first-figure").length > 0,
        null,
        { timeout: 15000 },
      );
      firstFigure.push(
        await page.evaluate(() => performance.getEntriesByName("pe:first-figure")[0].startTime),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    distBytes: size(files),
    distGzipBytes: gzipSize(files),
    codeGzipBytes: gzipSize(code),
    articleGzipBytes: gzipSize(article),
    articleWithLabGzipBytes: gzipSize(articleWithLab),
    cores,
    firstFigureMs: firstFigure,
    firstFigureMedianMs: median(firstFigure),
  };
}
