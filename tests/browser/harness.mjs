// The one harness of the Chromium tests: one browser per test file, dist/ served over http by the
// real server (scripts/serve.mjs), and openPage(), which collects every console error, uncaught
// exception, failed request and CSP violation for the test to find empty, and waits for what the
// test reads to be drawn. Waits are Playwright's (waitForSelector, waitForFunction, locators),
// never fixed sleeps or hand-written polling; what settles over frames is read once per frame by
// one helper, readOnceSettled.
import AxeBuilder from "@axe-core/playwright";
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

import { startServer } from "../../scripts/serve.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const dist = join(root, "dist");
export const screenshotDir = join(root, "build/screenshots");
export const fileUrl = pathToFileURL(join(dist, "index.html")).href;

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-gpu",
];

// Debian's Chromium, headless, with the flags above (and `extraArgs`: the bench's).
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [...chromiumArgs, ...extraArgs],
  });
}

// Call once at the top level of a test file: launches Chromium and the server before the tests,
// closes both after. Returns { browser, httpBase, open, withPage } (filled in by then);
// open(query, options) is openPage on this browser with `defaults` (the file's usual `look` and
// `waitFor`) under the options given, and withPage(query, [options,] check) opens the same way,
// runs check(page, opened), asserts that the page recorded no problem and closes it.
export function useBrowser(defaults = {}) {
  const shared = {
    browser: null,
    httpBase: "",
    open: (query = "", options = {}) =>
      openPage(shared.browser, query, { ...defaults, ...options }),
    withPage: (query, options, check) =>
      typeof options === "function"
        ? checkPage(shared.open(query), options)
        : checkPage(shared.open(query, options), check),
  };
  let server;
  before(async () => {
    assert.ok(existsSync(join(dist, "index.html")), "dist/index.html is missing: run the build");
    mkdirSync(screenshotDir, { recursive: true });
    shared.browser = await launchChromium();
    const started = await startServer({ port: 0 });
    server = started.server;
    shared.httpBase = started.url;
  });
  after(async () => {
    await shared.browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  });
  return shared;
}

// Opens `url` (dist/index.html over file:// unless given) with `query` in a fresh context, and
// records as "problems" every console error, uncaught exception and failed request, and in every
// frame each CSP violation (from before the page's own scripts run; see violations()).
// Then, in order:
//   core: true      waits until the page's core runs (html[data-core]); false for pages that are
//                   not the article (a course page around frames, an unknown embed)
//   look: [...]     selectors scrolled into view, each waited on until drawn (lookAt)
//   waitFor: [...]  selectors waited on until visible, functions waited on (in the page) until
//                   they return true, or { painted: selector }: that canvas until it is painted
// `init` (a function) runs in every frame before the page's own scripts, as the CSP recorder does
// (say, a PerformanceObserver that must see the page from its start).
// Returns { context, page, problems, dialogs, response, violations(), close() }.
// In the page: whether the canvas `selector` names has an opaque pixel at its top left. A canvas
// nothing was drawn on has a size (300 x 150) and transparent pixels; heatmaps paint every cell.
// Use as page.evaluate(canvasPainted, selector) or page.waitForFunction(canvasPainted, selector).
/** @param {string} selector */
export const canvasPainted = (selector) =>
  document.querySelector(selector)?.getContext("2d").getImageData(0, 0, 1, 1).data[3] === 255;

export async function openPage(
  browser,
  query = "",
  {
    width = 1280,
    height = 900,
    colorScheme = "light",
    url,
    core = true,
    look = [],
    waitFor = [],
    init = null,
    locale = "en-US",
    touch = false,
  } = {},
) {
  // The browser's language is fixed (a test machine's own would otherwise choose the page's).
  // touch: a phone's touch screen (touch events, taps; no hover), as Playwright emulates it.
  const context = await browser.newContext({
    viewport: { width, height },
    colorScheme,
    locale,
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  if (init) await context.addInitScript(init);
  await context.addInitScript(() => {
    // The pixels a canvas shows, as ImageData: all of it, or where a heatmap's canvas keeps room
    // for more cells than it shows (heatmapPaint.js), the top-left part its object-view-box
    // leaves, inset(top right bottom left) written with 1 to 4 lengths like any box shorthand.
    window.__shownImage = (canvas) => {
      const viewBox = getComputedStyle(canvas).getPropertyValue("object-view-box");
      const lengths = (viewBox.match(/^inset\((.*)\)$/)?.[1] ?? "0px").trim().split(/\s+/);
      const right = parseFloat(lengths[1] ?? lengths[0]);
      const bottom = parseFloat(lengths[2] ?? lengths[0]);
      return canvas
        .getContext("2d")
        .getImageData(0, 0, canvas.width - right, canvas.height - bottom);
    };
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  // A dialog (alert, confirm) is recorded and dismissed: nothing of the page's opens one.
  const dialogs = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  const response = await page.goto((url ?? fileUrl) + query);
  if (core) {
    await page.waitForSelector("html[data-core]", { timeout: 15000 });
    // The article's far sections stand at guessed heights until laid out once, a few frames after
    // its first figure (web/js/sectionSkipping.js); a test scrolls once they stand at their own.
    await page.waitForFunction(
      () =>
        document.querySelector(":root:not([data-page]) main .article-section") === null ||
        "sectionsMeasured" in document.documentElement.dataset,
      null,
      { timeout: 15000 },
    );
  }
  for (const selector of look) await lookAt(page, selector);
  for (const condition of waitFor) {
    if (typeof condition === "function")
      await page.waitForFunction(condition, null, { timeout: 15000 });
    else if (typeof condition === "object")
      await page.waitForFunction(canvasPainted, condition.painted, { timeout: 15000 });
    else await page.waitForSelector(condition, { timeout: 15000 });
  }
  async function violations() {
    const all = [];
    for (const frame of page.frames()) {
      const list = await frame.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      all.push(...list.map((entry) => `${frame.url()}: ${entry}`));
    }
    return all;
  }
  return { context, page, problems, dialogs, response, violations, close: () => context.close() };
}

// Awaits `opening` (an openPage or shared.open), runs check(page, opened), then asserts that the
// page recorded no console error, exception or failed request, and closes it (also when the check
// fails). Returns what check returns.
export async function checkPage(opening, check) {
  const opened = await opening;
  try {
    const result = await check(opened.page, opened);
    assert.deepEqual(opened.problems, []);
    return result;
  } finally {
    await opened.close();
  }
}

// The frame of an <iframe> (found by a locator, which also reaches into open shadow roots), once
// it is attached.
export async function frameIn(page, selector) {
  const handle = await page.locator(selector).elementHandle({ timeout: 15000 });
  return handle.contentFrame();
}

// Waits until the course page has made the <iframe> at `frameSelector` (a document selector) as
// tall as the content of the embed.html inside it, #embed-page rounded up as embed.js reports it,
// and returns { frame, height }. The content can still grow while the frame is fitted (figures
// drawn as they come into view, formulas typeset in idle time, a section's figures arriving over
// seconds on a loaded machine), and each growth brings a new message and a new frame height. So
// the content is read, the page waits for its iframe to take that height or any other new one,
// and the two are compared again, until they agree; an iframe that stops following its content
// fails at the deadline, with both heights.
export async function fittedFrame(page, frameSelector, timeout = 15000) {
  const frame = await frameIn(page, frameSelector);
  await frame.waitForSelector("html[data-embed][data-core]", { timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    // As a reader would, look at the frame: Chromium renders nothing in a cross-origin frame off
    // screen (a frame above that grew can push this one down), so it could not report its size.
    await page.locator(frameSelector).scrollIntoViewIfNeeded();
    const content = await frame.evaluate(() =>
      Math.ceil(document.getElementById("embed-page").getBoundingClientRect().height),
    );
    const fitted = await page.evaluate(
      (selector) => document.querySelector(selector).clientHeight,
      frameSelector,
    );
    if (fitted === content) return { frame, height: content };
    await page
      .waitForFunction(
        ([selector, wanted, was]) => {
          const height = document.querySelector(selector).clientHeight;
          return height === wanted || height !== was;
        },
        [frameSelector, content, fitted],
        { timeout: Math.max(1, deadline - Date.now()) },
      )
      .catch(() => assert.fail(`${frameSelector}: ${fitted} px tall, its content ${content} px`));
  }
}

// Scrolls a section into view and waits until it is drawn (see lookAt).
export async function showSection(page, id) {
  await lookAt(page, `#${id}`);
}

// Scrolls through every section so that all figures are drawn (before a full-page screenshot),
// then back to the top.
export async function drawAllSections(page) {
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll("main section[id]")].map((section) => section.id),
  );
  for (const id of ids) await showSection(page, id);
  await page.evaluate(() => window.scrollTo(0, 0));
}

// The page's query string once the store's URL write has landed: the address bar follows the
// state at most every 100 ms (web/js/state/), so a read right after an action may be early.
export function searchOf(page) {
  return page.evaluate(async () => {
    await window.peStore?.urlWritten();
    return location.search;
  });
}

// One parameter of the page's query string (null when absent), once the URL write has landed.
export async function searchParam(page, key) {
  return new URLSearchParams(await searchOf(page)).get(key);
}

// A fingerprint of every pixel a canvas shows (FNV-1a over its RGBA bytes), to tell that a figure
// was redrawn: canvasHash(page.locator("#identity .heatmap-canvas")).
export function canvasHash(canvas) {
  return canvas.evaluate((c) => {
    const { data } = window.__shownImage(c);
    let hash = 2166136261;
    for (let p = 0; p < data.length; p += 1) hash = Math.imul(hash ^ data[p], 16777619);
    return hash >>> 0;
  });
}

// The last number in a text ("... = 0.517306"); KaTeX writes minus as U+2212.
export function lastNumber(text) {
  const numbers = text.replace(/\u2212/g, "-").match(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi);
  assert.ok(numbers, `no number in "${text}"`);
  return Number(numbers[numbers.length - 1]);
}

// A number read off the page against its expected value, within an absolute tolerance.
export function assertClose(actual, expected, tolerance, what) {
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: page has ${actual}, expected ${expected} (tolerance ${tolerance})`,
  );
}

// A number the page shows with `digits` significant digits (or `decimals` fixed decimals), from
// float32 tables, against its float64 value.
export function assertNear(shown, expected, what, { digits = 4, decimals } = {}) {
  const tolerance =
    decimals !== undefined
      ? 0.5 * 10 ** -decimals + 2e-6
      : Math.abs(expected) * 0.5 * 10 ** (1 - digits) + 2e-6;
  assert.ok(
    Math.abs(shown - expected) <= tolerance,
    `${what}: page shows ${shown}, float64 gives ${expected}`,
  );
}

// The page shows 6 significant digits.
export function assertShown(shown, expected, what) {
  const tolerance = Math.max(Math.abs(expected) * 1e-5, 1e-9);
  assert.ok(
    Math.abs(shown - expected) <= tolerance,
    `${what}: page shows ${shown}, float64 gives ${expected}`,
  );
}

// ---- reading numbers off the page (shared by the section tests) ----

// Parts of a section are drawn when on screen (web/js/visibility.js); one that is out of date
// carries data-drawn="false". Scrolls the element into view, as a reader would look at it, and
// waits until the part it belongs to is drawn, and the parts inside it within 400 px of the window
// (a section that was far away is laid out only in the frame that shows it, content-visibility:
// auto, and its parts see the screen a frame later), and until the MathML of every formula in it
// is current (a line changed in place carries data-mathml="owed" until the changes pause:
// web/js/math.js), and every line of a derivation in it drawn (during a drag, the lines off screen
// wait for it to pause, wherever they are: data-drawn-when-quiet).
export async function lookAt(page, selector) {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (node) =>
      node.closest('[data-drawn="false"], [data-mathml="owed"]') === null &&
      node.querySelector('[data-mathml="owed"]') === null &&
      [...node.querySelectorAll('[data-drawn="false"]')].every((part) => {
        // A derivation's line is drawn once a drag pauses, wherever it is.
        if ("drawnWhenQuiet" in part.dataset) return false;
        const box = part.getBoundingClientRect();
        const shown = box.width > 0 || box.height > 0;
        return !shown || box.bottom < -400 || box.top > window.innerHeight + 400;
      }),
    await element.elementHandle(),
    {
      timeout: 10000,
    },
  );
  return element;
}

// Waits until what `selector` names is current: not inside a line still to be drawn (during a
// drag a derivation's lines off screen wait for it to pause: web/js/derivation.js; so does a
// control off screen: web/js/controls/binding.js) nor one whose MathML is owed (a line changed in
// place writes its MathML once the changes pause: web/js/math.js).
async function whenCurrent(pageOrFrame, selector) {
  await pageOrFrame.waitForFunction(
    (wanted) => {
      const node = document.querySelector(wanted);
      return node !== null && node.closest('[data-drawn="false"], [data-mathml="owed"]') === null;
    },
    selector,
    { timeout: 10000 },
  );
  return pageOrFrame.locator(selector).first();
}

// The text of `selector` once the line it is in is drawn and its MathML current.
export async function drawnText(pageOrFrame, selector) {
  return (await whenCurrent(pageOrFrame, selector)).textContent();
}

// The value of a field once its control is current (off screen, a control follows a burst of
// changes, two key presses on another section's slider, once it pauses).
export async function currentValue(pageOrFrame, selector) {
  return (await whenCurrent(pageOrFrame, selector)).inputValue();
}

// What a part of the page shows once it has settled on screen: `read()` is called after each
// animation frame until `settled(value, previous)` holds (previous: the read a frame before,
// undefined at first), for at most `frames` frames, and the last read is returned for the test
// to assert on. For what settles over frames rather than on one event: a section far from the
// window is laid out only in the frame that brings it near (content-visibility: auto), and what
// it then sets on itself (a figure fitted to a new width, a scroll box's name) comes a frame or
// two later through ResizeObservers. The one place the tests wait frame by frame.
export async function readOnceSettled(page, read, settled, frames = 30) {
  let previous;
  let value;
  for (let frame = 0; frame < frames; frame += 1) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
    value = await read();
    if (settled(value, previous)) break;
    previous = value;
  }
  return value;
}

// Draws every part of the page that is waiting to be drawn, on screen or not (visibility.js runs
// whatever is pending before printing), then waits until every part (or every part inside
// `within`) and every heatmap's table mirror is current.
export async function drawPending(page, within = "html") {
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await page.waitForFunction(
    (selector) =>
      document.querySelector(`${selector} [data-drawn="false"]`) === null &&
      document.querySelector(`${selector} [data-mirror="pending"]`) === null,
    within,
    { timeout: 20000 },
  );
}

// Waits until every part of the page within 400 px of the window has drawn (web/js/visibility.js
// draws those in idle time, and a part that draws may grow the page above what is on screen).
export async function nearbyDrawn(page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-drawn]")].every((part) => {
        const box = part.getBoundingClientRect();
        const near = box.bottom > -400 && box.top < window.innerHeight + 400;
        return !near || part.dataset.drawn === "true";
      }),
    null,
    { timeout: 15000 },
  );
}

// The full-precision values of a matrixTable (or of a heatmap's table mirror), row-major, with its
// row and column labels.
export async function readTable(page, selector) {
  await lookAt(page, selector);
  // A heatmap's screen-reader table is rebuilt just after its picture (data-mirror="pending").
  await page.waitForFunction(
    (node) => node.querySelector('[data-mirror="pending"]') === null,
    await page.locator(selector).first().elementHandle(),
  );
  return page.locator(selector).evaluate((root) => {
    const rows = [...root.querySelectorAll("tbody tr")];
    return {
      values: rows.flatMap((tr) =>
        [...tr.querySelectorAll("td")].map((td) => Number(td.dataset.value)),
      ),
      shown: rows.flatMap((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)),
      rowLabels: rows.map((tr) => tr.querySelector("th").textContent),
      colLabels: [...root.querySelectorAll("thead th")].map((th) => th.textContent),
      caption: root.querySelector("caption")?.textContent ?? "",
      marked: [...root.querySelectorAll("td.is-marked")].map((td) => [
        Number(td.dataset.row),
        Number(td.dataset.col),
      ]),
    };
  });
}

// The rows of a plain table: header cell text and the cells' text and data-value.
export function readRows(page, selector) {
  return page.locator(selector).evaluate((table) =>
    [...table.querySelectorAll("tbody tr")].map((tr) => ({
      head: tr.querySelector("th").textContent,
      cells: [...tr.querySelectorAll("td")].map((td) => td.textContent),
      values: [...tr.querySelectorAll("td")].map((td) =>
        td.dataset.value === undefined ? null : Number(td.dataset.value),
      ),
    })),
  );
}

// Every number in a text, with KaTeX's U+2212 minus read as "-".
export function numbersIn(text) {
  return (text.replace(/\u2212/g, "-").match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
}

// A number that may be written "4.44 × 10⁻¹⁶" (plain text) or "4.44×10−16" (KaTeX text).
export function scientific(text) {
  const superDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
  const plain = text
    .replace(/\u2212|⁻/g, "-")
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => String(superDigits.indexOf(c)))
    .replace(/\s+/g, "");
  const match = plain.match(/(-?\d+(?:\.\d+)?)(?:×10(-?\d+))?\.?$/);
  assert.ok(match, `no number at the end of "${text}"`);
  return Number(match[1]) * 10 ** Number(match[2] ?? 0);
}

// ---- what each section's tests wait for --------------------------------------------------------

// Per section, the open() options under which its figures are drawn before a test reads them:
// `look` scrolls each selector into view and waits until it is drawn, `waitFor` waits for tables
// and canvases to be filled (see openPage). The identity section draws in parts, each when on
// screen, so each part is looked at.
export const sectionViews = {
  "why-order": {
    look: ["#why-order"],
    waitFor: ['#why-order [data-slot="weights-0"] td[data-value]'],
  },
  identity: {
    look: ["#identity .heatmap-canvas", '#identity [data-slot="check-1"]', "#identity"],
    waitFor: [
      { painted: "#identity .heatmap-canvas" },
      '#identity [data-slot="check-1"] td[data-value]',
    ],
  },
  relative: {
    look: ["#relative"],
    waitFor: ['#relative [data-slot="pairs"] td[data-value]'],
  },
  embeddings: { look: ["#embeddings"], waitFor: [] },
  attention: {
    look: ["#attention"],
    waitFor: ['#attention [data-slot="weights-1"] td[data-value]'],
  },
};

// The open() options that draw every section of `ids`, in order: viewsOf("why-order", "identity").
export function viewsOf(...ids) {
  return {
    look: ids.flatMap((id) => sectionViews[id].look),
    waitFor: ids.flatMap((id) => sectionViews[id].waitFor),
  };
}

// useBrowser for the file of section `id`: every page it opens has the section drawn.
export function useSection(id) {
  return useBrowser(viewsOf(id));
}

// The widths and colour schemes each section's layout is checked and photographed at.
export const layoutCases = [
  [1280, "light"],
  [375, "light"],
  [375, "dark"],
];

// How far anything in each part of the page reaches past the window's edges, in px (0 or less:
// it fits): past the right edge, or past the left one (a right-to-left page overflows to the
// left). KaTeX's hidden MathML copy, visually hidden mirrors and SVG are clipped and do not count,
// and neither does what a box that scrolls sideways holds (a wide table in its scroll box: the box
// itself is measured, and must fit). One walk per part, each element's style read once.
// overflowsOf(page, ["#formula", ".site-header"]) -> { "#formula": -3, ".site-header": -12 }
export function overflowsOf(page, selectors) {
  return page.evaluate((list) => {
    const limit = document.documentElement.clientWidth;
    const result = {};
    for (const selector of list) {
      const root = document.querySelector(selector);
      if (!root) continue;
      let worst = root.scrollWidth - root.clientWidth;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, {
        acceptNode(node) {
          const element = /** @type {Element} */ (node);
          if (element.matches(".katex-mathml, .visually-hidden, svg")) {
            return NodeFilter.FILTER_REJECT;
          }
          const box = element.getBoundingClientRect();
          worst = Math.max(worst, box.right - limit, -box.left);
          const overflowX = getComputedStyle(element).overflowX;
          // A box that scrolls sideways: what it holds is reached by scrolling it.
          return overflowX === "auto" || overflowX === "scroll"
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT;
        },
      });
      while (walker.nextNode());
      result[selector] = Math.round(worst);
    }
    return result;
  }, selectors);
}

/** overflowsOf for one part. */
export async function overflowOf(page, selector) {
  return (await overflowsOf(page, [selector]))[selector];
}

// A screenshot of the part `selector` (at most `tallest` px of its top) saved to `path`, taken
// from the window: the window is made as tall as the part for it (its width kept, so nothing is
// laid out again) and put back after, and the part is scrolled to the top. Playwright's element
// and full-page screenshots of a part taller than the window instead repaint the whole page at its
// full height (Chromium's captureBeyondViewport): 1.4 s a part on this machine, against 0.25 s.
export async function shootPart(page, selector, path, tallest = 4000) {
  const viewport = page.viewportSize();
  const partHeight = await page
    .locator(selector)
    .evaluate((el) => el.getBoundingClientRect().height);
  const height = Math.max(1, Math.min(Math.ceil(partHeight), tallest));
  const taller = viewport !== null && height > viewport.height;
  if (taller) await page.setViewportSize({ width: viewport.width, height });
  const clip = await page.locator(selector).evaluate((el, height) => {
    // scrollTo, not scrollIntoView: a section's scroll-margin would leave a strip above it.
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY, behavior: "instant" });
    const box = el.getBoundingClientRect();
    return { x: box.left, y: Math.max(0, box.top), width: box.width, height };
  }, height);
  await page.screenshot({ path, clip });
  if (taller) await page.setViewportSize(viewport);
}

// Asserts that nothing in section #id reaches past the window's edges (overflowOf), then saves
// its screenshot as build/screenshots/<prefix><id>-<width>[-dark].png.
export async function assertFitsAndShoot(page, id, width, colorScheme, prefix = "") {
  const overflow = await overflowOf(page, `#${id}`);
  assert.ok(overflow <= 0, `${id} at ${width} px (${colorScheme}) overflows by ${overflow} px`);
  const suffix = colorScheme === "dark" ? "-dark" : "";
  await shootPart(page, `#${id}`, join(screenshotDir, `${prefix}${id}-${width}${suffix}.png`));
}

// At each of layoutCases: opens `query`, runs `prepare(page)` (say, opens a solution), and checks
// that the page is no wider than the window and that each section of `ids` fits and is
// photographed (assertFitsAndShoot).
// `options` are open()'s (say, the views of every section in `ids`, from sectionViews).
export async function assertLayouts(
  shared,
  ids,
  { query = "", options = {}, prepare = async () => {} } = {},
) {
  for (const [width, colorScheme] of layoutCases) {
    const { page, problems, close } = await shared.open(query, { ...options, width, colorScheme });
    await prepare(page);
    await page.evaluate(() => document.fonts.ready);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(pageWidth <= width, `the page is ${pageWidth} px wide at ${width} px`);
    for (const id of ids) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await assertFitsAndShoot(page, id, width, colorScheme);
    }
    assert.deepEqual(problems, []);
    await close();
  }
}

// In light and dark mode: opens `query`, runs `prepare(page)` (refused fields, focus marks, open
// tables, so that those states are checked too) and finds no axe-core violation in the sections
// of `ids` (the whole page when ids is empty), with axeBuilder.
// `options` as for assertLayouts.
export async function assertAccessible(
  shared,
  ids,
  { query = "", options = {}, prepare = async () => {} } = {},
) {
  for (const colorScheme of ["light", "dark"]) {
    const { page, problems, close } = await shared.open(query, { ...options, colorScheme });
    await prepare(page);
    let builder = axeBuilder(page, colorScheme);
    for (const id of ids) builder = builder.include(`#${id}`);
    assert.deepEqual(await axeViolations(builder), [], `${colorScheme} mode`);
    assert.deepEqual(problems, []);
    await close();
  }
}

// An axe-core run over `page` as the reader sees it in `colorScheme`. Light runs every rule; dark
// runs the rules that read colours (contrast, links told from text), because dark mode changes
// the page's colours and nothing else, and every other rule would only repeat light's verdicts
// (on the drawn article, about 2 s of axe's 13 s audit; color-contrast is about 11 s of it). axe
// must not fetch app.css past the page's CSP, hence preload: false. Build it just before
// analyze(): how it runs depends on the frames the page has then.
export const colourRules = ["color-contrast", "link-in-text-block"];
export function axeBuilder(page, colorScheme = "light") {
  // Every rule still runs on every node; only the violations are asserted, so only they keep all
  // their nodes (the passes keep one each instead of ~18,500 serialised nodes on the article).
  const builder = new AxeBuilder({ page }).options({ preload: false, resultTypes: ["violations"] });
  // A page without frames runs in one axe.run. The default (axe 4.3's way, made to reach
  // cross-origin frames) opens a blank page and sends it every frame's partial results to
  // finish: on the drawn article, 36 s against 18 s for the same verdicts (0 violations, 56 rules
  // passed, 1 incomplete in both), most of the suite's axe time. A page with frames keeps it.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  return colorScheme === "dark" ? builder.withRules(colourRules) : builder;
}

// axe-core's violations, one line each ("rule: help (targets)"), for assert.deepEqual(..., []).
export async function axeViolations(builder) {
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
