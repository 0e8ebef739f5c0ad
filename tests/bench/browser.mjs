// Benchmarks in Debian's Chromium: interaction latency of the main controls, load size/time,
// and the training lab trained on the page.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { defaultLanguage, offeredLanguages } from "../../web/js/i18n/language.js";
import { dist, launchChromium as launchTestChromium } from "../browser/harness.mjs";
import { median, percentile } from "./stats.mjs";

const indexUrl = pathToFileURL(join(dist, "index.html")).href;

// Playwright drives Chromium through DevTools, which records the script stack that started
// every request. Finding source positions for that stack makes V8 parse the frame's function
// again, and the page's first request (its core's script, asked for as app.js starts) has the
// whole bundle's top level on its stack: one bundle-sized parse, 240-630 ms of a 1x load here,
// that a reader without DevTools never pays (1-6 ms for the same insertion under
// `chromium --headless --dump-dom`). With positions recorded as code compiles instead (a little
// for every script, never a reparse) the bench times what readers get. Only the bench: under it,
// the classroom test of a course page fitting two sandboxed embeds never saw its frames fitted.
const launchChromium = () => launchTestChromium(["--js-flags=--no-enable-lazy-source-positions"]);

// Chromium's CPU throttling (DevTools protocol), as DevTools' "4x slowdown" stands in for a
// mid-range phone and 6x for a school Chromebook: the page's own work runs `rate` times slower.
// 1: none. Set before the page navigates, so that its start is throttled too.
async function throttle(page, rate) {
  if (rate === 1) return;
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

// Moves one slider through `steps` values; for each step, the time from dispatching the input
// event to the figure updated and laid out (handlers render synchronously; reading offsetHeight
// forces the layout of what they wrote), and its two parts: the script (to the end of the input
// handler) and the layout after it.
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
      const script = [];
      const layout = [];
      for (const value of values) {
        slider.value = String(value);
        const start = performance.now();
        slider.dispatchEvent(new Event("input", { bubbles: true }));
        const handled = performance.now();
        void document.body.offsetHeight;
        const laidOut = performance.now();
        times.push(laidOut - start);
        script.push(handled - start);
        layout.push(laidOut - handled);
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      }
      return { times, script, layout };
    },
    { sliderId, values },
  );
}

// cpuRate: Chromium's CPU throttling (1: none); stepCount: values per slider.
export async function benchInteraction({ cpuRate = 1, stepCount = 100 } = {}) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await throttle(page, cpuRate);
    await page.goto(indexUrl);
    await page.waitForSelector("html[data-core]", { timeout: 15000 * cpuRate });
    const steps = (from, count, stride = 1) =>
      Array.from({ length: count }, (_, j) => from + ((j * stride) % 100));
    const drives = [
      ["formula", "formula-pos-range", steps(0, stepCount)],
      [
        "matrix",
        "matrix-d-range",
        steps(2, stepCount, 7).map((v) => 2 * Math.max(1, Math.round(v))),
      ],
      ["identity", "identity-k-range", steps(0, stepCount, 3)],
    ];
    const rows = [];
    for (const [section, slider, values] of drives) {
      const { times, script, layout } = await driveSlider(page, section, slider, values);
      rows.push({
        control: `${section}: #${slider}`,
        steps: times.length,
        medianMs: median(times),
        p95Ms: percentile(times, 95),
        scriptMedianMs: median(script),
        layoutMedianMs: median(layout),
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

// Navigation to the first figure drawn (pe:first-figure), from file://, in `runs` fresh pages.
export async function benchFirstFigure(runs = 5, cpuRate = 1) {
  const browser = await launchChromium();
  const firstFigure = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await throttle(page, cpuRate);
      await page.goto(indexUrl);
      await page.waitForFunction(
        () => performance.getEntriesByName("pe:first-figure").length > 0,
        null,
        { timeout: 15000 * cpuRate },
      );
      firstFigure.push(
        await page.evaluate(() => performance.getEntriesByName("pe:first-figure")[0].startTime),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return firstFigure;
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
  // The same in each language: a translated page also loads its messages (lang/<language>.js).
  const byLanguage = offeredLanguages.map((language) => ({
    language,
    bytes: gzipSize(
      language === defaultLanguage
        ? articleWithLab
        : [...articleWithLab, join(dist, "lang", `${language}.js`)],
    ),
  }));
  // Each module's size budget: 150 KB for the wasm ones; 400 KB for the wasm2js ones, which only
  // a page that cannot compile WebAssembly loads.
  const cores = [
    ["pe-core.js", 150],
    ["pe-core-scalar.js", 150],
    ["pe-lab.js", 150],
    ["pe-lab-scalar.js", 150],
    ["pe-core-js.js", 400],
    ["pe-lab-js.js", 400],
  ].map(([name, budgetKb]) => ({ name, budgetKb, bytes: statSync(join(dist, name)).size }));

  const firstFigure = await benchFirstFigure(runs);
  return {
    distBytes: size(files),
    distGzipBytes: gzipSize(files),
    codeGzipBytes: gzipSize(code),
    articleGzipBytes: gzipSize(article),
    articleWithLabGzipBytes: gzipSize(articleWithLab),
    articleWithLabByLanguage: byLanguage,
    cores,
    firstFigureMs: firstFigure,
    firstFigureMedianMs: median(firstFigure),
  };
}

// The training lab on the page: the four kinds at the defaults (seed 1, 500 steps),
// trained in slices on the main thread as a reader's page does it, from file://. In each of
// `runs` fresh pages: the time from the start of training to the last step (pe:lab-start to
// pe:lab-trained; sections/lab/lab.js marks them) and to the end of the tests (pe:lab-done), and the
// longest gap between animation frames in that time (requestAnimationFrame timestamps, recorded
// from the page's start), with the long tasks the browser reported (PerformanceObserver).
// url: the page (file:// unless given: the http one a server gives); cpuRate: CPU throttling.
export async function benchLabPage(runs = 3, { url = indexUrl, cpuRate = 1 } = {}) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(() => {
        const frames = [];
        const longTasks = [];
        Object.assign(window, { __labFrames: frames, __labLongTasks: longTasks });
        const tick = (time) => {
          frames.push(time);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: "longtask", buffered: true });
      });
      const page = await context.newPage();
      await throttle(page, cpuRate);
      await page.goto(`${url}?section=lab`);
      await page.waitForSelector("html[data-core]", { timeout: 15000 * cpuRate });
      await page.locator('#lab [data-slot="curves"]').scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => performance.getEntriesByName("pe:lab-done").length > 0,
        null,
        { timeout: 120000 * cpuRate },
      );
      rows.push(
        await page.evaluate(() => {
          const mark = (name) => performance.getEntriesByName(name)[0].startTime;
          const start = mark("pe:lab-start");
          const trained = mark("pe:lab-trained");
          const done = mark("pe:lab-done");
          // From the last frame before the start: a frame's timestamp is the vsync it began at,
          // which can come before the mark (made while the frame waited for the main thread), and
          // that frame draws the training's first figures (left out, gaps of 83-100 ms at 4x went
          // unreported).
          const all = window.__labFrames;
          const firstAfter = all.findIndex((t) => t >= start);
          const frames = (firstAfter < 0 ? [] : all.slice(Math.max(0, firstAfter - 1))).filter(
            (t) => t <= done + 50,
          );
          let longestGap = 0;
          for (let j = 1; j < frames.length; j++)
            longestGap = Math.max(longestGap, frames[j] - frames[j - 1]);
          const long = window.__labLongTasks.filter(([t, d]) => t + d > start && t < done);
          return {
            // Where the models trained: "worker" (over http) or "page" (file://).
            thread: document.getElementById("lab").dataset.labThread,
            trainMs: trained - start,
            totalMs: done - start,
            frames: frames.length,
            longestFrameGapMs: longestGap,
            longTasks: long.length,
            longestTaskMs: Math.max(0, ...long.map(([, d]) => d)),
          };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    runs: rows,
    thread: rows[0]?.thread,
    trainMedianMs: median(rows.map((r) => r.trainMs)),
    totalMedianMs: median(rows.map((r) => r.totalMs)),
    longestFrameGapMs: Math.max(...rows.map((r) => r.longestFrameGapMs)),
    longestTaskMs: Math.max(...rows.map((r) => r.longestTaskMs)),
  };
}
