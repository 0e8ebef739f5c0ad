// The classroom kit (frames, the JavaScript core, score and resize messages) in Debian's Chromium:
//   - the JavaScript core (wasm2js) where WebAssembly cannot be compiled: a CSP without
//     'wasm-unsafe-eval', no WebAssembly object at all, or ?core=js; its numbers against the SIMD
//     core's;
//   - a course page under default-src 'none'; script-src 'self'; frame-src 'self' that fits a
//     sandboxed embed to its content with pe-explorer-resize.js, and the code "Embed this" gives;
//   - theme=light|dark against the system's colour scheme, on both pages and through the web
//     component;
//   - printing an embedded section (page.pdf(), its text read with pdftotext).
// Needs a built dist/ (node scripts/build.mjs) and poppler-utils (scripts/bootstrap.mjs).
//
// CSP violations are the harness's: every frame records each securitypolicyviolation event
// (directive and blocked URI) from before its own scripts run. A refused WebAssembly compile is
// the event with directive script-src and blocked URI "wasm-eval"; under a policy without
// 'wasm-unsafe-eval' the page causes exactly one (web/js/core.js compiles an empty module to ask)
// and no other.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createReadStream, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { chromium } from "playwright-core";

import { contentTypes, resolveRequest, startServer, strictCsp } from "../../scripts/serve.mjs";
import {
  chromiumArgs,
  dist,
  fittedFrame,
  frameIn,
  lookAt,
  openPage,
  readTable,
  searchOf,
  screenshotDir,
  useBrowser,
} from "./harness.mjs";
import { decodeEntities } from "../../scripts/entities.mjs";

const shared = useBrowser({ core: false });

// The site's strict policy without 'wasm-unsafe-eval': scripts may run, WebAssembly may not.
const noWasmCsp = strictCsp.replace(" 'wasm-unsafe-eval'", "");
// A strict course page: nothing but script files and frames from its own site.
const coursePageCsp = "default-src 'none'; script-src 'self'; frame-src 'self'";

let noWasmBase = "";
let strictBase = "";
let siteBase = "";
const servers = [];
const coursePages = new Map();

before(async () => {
  assert.notEqual(noWasmCsp, strictCsp, "the strict policy has 'wasm-unsafe-eval' to take out");
  for (const [csp, set] of [
    [noWasmCsp, (url) => (noWasmBase = url)],
    [true, (url) => (strictBase = url)],
  ]) {
    const { server, url } = await startServer({ port: 0, csp });
    servers.push(server);
    set(url);
  }
  // A course site that hosts the explorer too: /course/*.html are the pages a test writes, under
  // the course policy; everything else is dist/, under the site's own strict policy.
  const site = createServer((request, response) => {
    const path = request.url.split("?")[0];
    if (coursePages.has(path)) {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": coursePageCsp,
      });
      response.end(coursePages.get(path));
      return;
    }
    const file = resolveRequest(request.url);
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
      "content-security-policy": strictCsp,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
  servers.push(site);
  siteBase = `http://127.0.0.1:${site.address().port}/`;
});

after(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

const withoutFrameUrl = (entries) => entries.map((entry) => entry.replace(/^.*?: /, ""));
const shot = (name) => join(screenshotDir, `${name}.png`);

// ---- the JavaScript core ----------------------------------------------------------------------

// What a page computes, read two ways: readouts of several sections (full-precision values the
// tables carry in data-value) and calls of window.peCore.
async function computedNumbers(page) {
  const readouts = {};
  for (const [name, selector] of [
    ["why-order outputs", '#why-order [data-slot="outputs"]'],
    ["attention weights", '#attention [data-slot="weights-0"]'],
    ["attention outputs", '#attention [data-slot="outputs"]'],
    ["embeddings token 1", '#embeddings .embeddings-token[data-token="1"]'],
  ]) {
    readouts[name] = (await readTable(page, selector)).values;
  }
  const calls = await page.evaluate(() => {
    const m = window.peCore;
    return {
      peTable: Array.from(m.peTable(512, 128, 10000).data),
      relativeDots: Array.from(m.relativeDots(200, 64, 10000, 20).data),
      ropeDots: Array.from(m.ropeDots(200, 64, 10000, 20).data),
      shiftMatrix: Array.from(m.shiftMatrix(5, 32, 10000).data),
      toy: Array.from(m.attentionToy("the dog bites the man", "rope", 8).outputs),
      value: [m.peValue(4321, 17, 128, 10000).sin, m.peValue(4321, 17, 128, 10000).cos],
    };
  });
  return { ...readouts, ...calls };
}

function assertNumbersClose(actual, expected, tolerance) {
  assert.deepEqual(Object.keys(actual).sort(), Object.keys(expected).sort());
  for (const name of Object.keys(expected)) {
    assert.equal(actual[name].length, expected[name].length, `${name}: length`);
    assert.ok(actual[name].length > 0, `${name}: no numbers read`);
    actual[name].forEach((value, j) => {
      const diff = Math.abs(value - expected[name][j]);
      assert.ok(diff <= tolerance, `${name}[${j}]: JS core ${value}, SIMD ${expected[name][j]}`);
    });
  }
}

describe("the JavaScript core (wasm2js) where WebAssembly cannot be compiled", () => {
  test("a CSP without 'wasm-unsafe-eval': runs it, says so, one refused compile, SIMD's numbers", async () => {
    const query = "index.html?d=64&s1=the+old+dog+bites+a+man&pe=learned";
    const js = await shared.open("", { url: noWasmBase + query, core: true });
    assert.equal(js.response.headers()["content-security-policy"], noWasmCsp);
    assert.equal(await js.page.evaluate(() => document.documentElement.dataset.core), "js");
    const status = await js.page.locator("#core-status").textContent();
    assert.match(status, /JavaScript core \(wasm2js\)/);
    assert.match(status, /may not compile WebAssembly/);
    const formats = await js.page.evaluate(() => [
      window.peCore.moduleFormat(),
      window.peCore.kernelPath(),
      // Only the JavaScript core was loaded: no wasm core's script is in the page.
      [...document.scripts].map((script) => script.src.replace(/^.*\//, "")).filter(Boolean),
    ]);
    assert.equal(formats[0], "wasm2js");
    assert.equal(formats[1], "scalar");
    assert.ok(formats[2].includes("pe-core-js.js"), formats[2].join(", "));
    assert.ok(!formats[2].includes("pe-core.js") && !formats[2].includes("pe-core-scalar.js"));
    const jsNumbers = await computedNumbers(js.page);
    await js.page.locator("#attention").scrollIntoViewIfNeeded();
    await js.page.screenshot({ path: shot("wasm2js-no-wasm-csp") });
    // The one violation is the refused compile of web/js/core.js's probe.
    assert.deepEqual(withoutFrameUrl(await js.violations()), ["script-src wasm-eval"]);
    assert.deepEqual(js.problems, []);
    await js.close();

    const simd = await shared.open("", { url: strictBase + query, core: true });
    assert.equal(await simd.page.evaluate(() => document.documentElement.dataset.core), "simd");
    // Where WebAssembly works, the JavaScript core is never loaded.
    const loaded = await simd.page.evaluate(() =>
      [...document.scripts].map((script) => script.src.replace(/^.*\//, "")),
    );
    assert.ok(loaded.includes("pe-core.js") && !loaded.includes("pe-core-js.js"), loaded.join());
    assertNumbersClose(jsNumbers, await computedNumbers(simd.page), 1e-6);
    assert.deepEqual(await simd.violations(), []);
    assert.deepEqual(simd.problems, []);
    await simd.close();
  });

  test("an embedded section under that CSP runs on it too, in a sandboxed frame", async () => {
    const { page, problems, violations, close } = await shared.open("", {
      url: `${noWasmBase}embed.html?section=identity&pos=5&k=3`,
    });
    await page.waitForSelector('html[data-embed="identity"][data-core="js"]', { timeout: 15000 });
    const sin = await page.evaluate(
      () => document.querySelector('#identity [data-step="sin-direct"] annotation')?.textContent,
    );
    assert.ok(sin, "the derivation is drawn");
    assert.deepEqual(withoutFrameUrl(await violations()), ["script-src wasm-eval"]);
    assert.deepEqual(problems, []);
    await close();
  });

  test("?core=js forces it where WebAssembly works, with no violation at all", async () => {
    const { page, problems, violations, close } = await shared.open("", {
      url: `${strictBase}index.html?core=js`,
      core: true,
    });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.core), "js");
    assert.match(
      await page.locator("#core-status").textContent(),
      /JavaScript core \(wasm2js\) \(requested by the link \(core=js\)\)/,
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("a browser without a WebAssembly object (V8 without its JIT, --jitless) runs it", async () => {
    // JIT-less JavaScript (an enterprise policy, a browser's strictest security mode) has no
    // WebAssembly object at all.
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [...chromiumArgs, "--js-flags=--jitless"],
    });
    try {
      const { page, problems, close } = await openPage(browser, "", {
        url: `${strictBase}index.html`,
      });
      assert.equal(await page.evaluate(() => typeof WebAssembly), "undefined");
      assert.equal(await page.evaluate(() => document.documentElement.dataset.core), "js");
      assert.match(
        await page.locator("#core-status").textContent(),
        /JavaScript core \(wasm2js\) \(this browser has no WebAssembly\)/,
      );
      // It computes: PE(7)[0] = sin 7 in the table the core returns.
      const value = await page.evaluate(() => window.peCore.peTable(8, 4, 10000).data[28]);
      assert.ok(Math.abs(value - Math.sin(7)) <= 1e-6, `PE(7)[0] = ${value}`);
      assert.deepEqual(problems, []);
      await close();
    } finally {
      await browser.close();
    }
  });
});

// ---- resizing under a strict course-page CSP -----------------------------------------------------

// The code "Embed this" gives for `sectionId` on the article at `url`, in the form `format`
// ("Frame only", "Frame + resize script", "Web component") and colours `theme`.
async function embedCode(url, sectionId, format, theme = "auto") {
  const { page, problems, close } = await shared.open("", { url, core: true });
  const section = page.locator(`#${sectionId}`);
  await section.getByRole("button", { name: /^Embed “/ }).click();
  await section.getByRole("radio", { name: format }).check();
  await section.getByRole("combobox", { name: "Colours" }).selectOption(theme);
  const code = await section.getByRole("textbox", { name: "Embed code" }).inputValue();
  const notes = await section.locator(".embed-snippet-note:not([hidden])").allTextContents();
  assert.deepEqual(problems, []);
  await close();
  return { code, notes: notes.join(" ") };
}

describe("a course page under default-src 'none'; script-src 'self'; frame-src 'self'", () => {
  test("fits a sandboxed embed to its content with pe-explorer-resize.js, zero violations", async () => {
    coursePages.set(
      "/course/week3.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Week 3</title></head>
<body><h1>Week 3: positional encoding</h1>
<iframe id="identity-frame" src="/embed.html?section=identity&amp;pos=5&amp;k=3" title="Angle addition"
  width="100%" height="300" sandbox="allow-scripts"></iframe>
<p>Between the frames.</p>
<iframe id="matrix-frame" src="/embed.html?section=matrix&amp;n=24&amp;d=16" title="The matrix"
  width="100%" height="300" sandbox="allow-scripts"></iframe>
<script src="/pe-explorer-resize.js"></script>
</body></html>`,
    );
    const { page, problems, violations, response, close } = await shared.open("", {
      url: `${siteBase}course/week3.html`,
    });
    assert.equal(response.headers()["content-security-policy"], coursePageCsp);
    const identity = await fittedFrame(page, "#identity-frame");
    assert.ok(identity.height > 600, `identity: ${identity.height} px`);
    await page.locator("#matrix-frame").scrollIntoViewIfNeeded();
    const matrix = await fittedFrame(page, "#matrix-frame");
    assert.notEqual(matrix.height, identity.height, "each frame gets its own height");
    // A change inside a frame is followed: show all dimensions of M_k.
    await identity.frame.getByRole("radio", { name: /^all / }).check();
    const grown = await fittedFrame(page, "#identity-frame");
    assert.ok(grown.height > identity.height, `${grown.height} after ${identity.height}`);
    // The frames keep their opaque origin; the course page's own policy blocked nothing.
    assert.equal(await identity.frame.evaluate(() => window.origin), "null");
    await page.screenshot({ path: shot("course-page-strict-csp"), fullPage: false });
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test('"Embed this" offers the script file and the web component, and says why not inline script', async () => {
    const article = `${siteBase}index.html?pos=4&k=2`;
    const frameOnly = await embedCode(article, "identity", "Frame only");
    assert.match(frameOnly.code, /^<iframe [^>]*sandbox="allow-scripts"[^>]*><\/iframe>$/);
    // The panel says when inline script would be blocked.
    assert.match(
      frameOnly.notes,
      /script-src 'self' without 'unsafe-inline' blocks inline scripts/,
    );

    const withScript = await embedCode(article, "identity", "Frame + resize script", "dark");
    assert.doesNotMatch(withScript.code, /<script>/, "no inline script");
    const helper = withScript.code.match(/<script src="([^"]+)"><\/script>$/);
    assert.ok(helper, withScript.code);
    assert.equal(helper[1], `${siteBase}pe-explorer-resize.js`);
    assert.match(
      withScript.code,
      /embed\.html\?pos=4&amp;k=2&amp;section=identity&amp;theme=dark"/,
    );
    assert.match(withScript.notes, /copy pe-explorer-resize\.js/);

    // Pasted into the strict course page (same site, so script-src 'self' allows the file).
    coursePages.set(
      "/course/pasted.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pasted</title></head>` +
        `<body><h1>Pasted</h1>\n${withScript.code}\n</body></html>`,
    );
    const pasted = await shared.open("", { url: `${siteBase}course/pasted.html` });
    const { frame } = await fittedFrame(pasted.page, "iframe");
    assert.equal(await frame.locator("#identity-pos").inputValue(), "4");
    assert.equal(await frame.evaluate(() => document.documentElement.dataset.theme), "dark");
    assert.deepEqual(await pasted.violations(), []);
    assert.deepEqual(pasted.problems, []);
    await pasted.close();

    const component = await embedCode(article, "identity", "Web component", "light");
    assert.equal(
      component.code,
      `<script src="${siteBase}pe-explorer-element.js"></script>\n` +
        '<pe-explorer section="identity" pos="4" k="2" theme="light"></pe-explorer>',
    );
    assert.match(component.notes, /<pe-explorer> element/);
  });
});

// ---- theme ------------------------------------------------------------------------------------

const darkBackground = "rgb(20, 22, 26)"; // --bg of base.css's dark block
const lightBackground = "rgb(252, 251, 248)";

async function looks(frameOrPage) {
  return frameOrPage.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    theme: document.documentElement.dataset.theme ?? "auto",
    plotColour: (() => {
      const plot = document.querySelector(".line-plot");
      return plot ? getComputedStyle(plot).getPropertyValue("--plot-1").trim() : "";
    })(),
  }));
}

describe("theme=light|dark|auto", () => {
  for (const [page, query, section] of [
    ["index.html", "", "wavelengths"],
    ["embed.html", "section=wavelengths&", "wavelengths"],
  ]) {
    test(`${page}: theme=dark under a light system scheme, theme=light under a dark one`, async () => {
      const cases = [
        ["dark", "light", darkBackground, "dark", "#56b4e9"],
        ["light", "dark", lightBackground, "light", "#0072b2"],
        ["auto", "dark", darkBackground, "auto", "#56b4e9"],
        ["auto", "light", lightBackground, "auto", "#0072b2"],
      ];
      for (const [theme, colorScheme, background, shownTheme, plotColour] of cases) {
        const opened = await shared.open(`${query}theme=${theme}`, {
          url: strictBase + page + "?",
          colorScheme,
          core: true,
        });
        await lookAt(opened.page, `#${section} .line-plot`);
        const look = await looks(opened.page);
        assert.equal(look.background, background, `theme=${theme}, system ${colorScheme}`);
        assert.equal(look.theme, shownTheme);
        assert.equal(look.plotColour, plotColour, `the plot's colours, theme=${theme}`);
        if (theme !== "auto") assert.equal(look.scheme, theme);
        if (theme !== "auto") {
          await opened.page.locator(`#${section}`).screenshot({
            path: shot(`theme-${theme}-under-${colorScheme}-${page.replace(".html", "")}`),
          });
        }
        assert.deepEqual(opened.problems, []);
        assert.deepEqual(await opened.violations(), []);
        await opened.close();
      }
    });
  }

  test("a bad value shows a notice and follows the device; peStore.set switches the theme", async () => {
    const { page, problems, close } = await shared.open("?theme=purple", {
      url: `${strictBase}index.html`,
      colorScheme: "dark",
      core: true,
    });
    assert.match(
      await page.locator("#notices").textContent(),
      /theme=purple; theme must be light, dark or auto, so the page follows this device's setting \(auto\)/,
    );
    assert.equal((await looks(page)).background, darkBackground);
    const set = await page.evaluate(() => window.peStore.set({ theme: "light" }));
    assert.equal(set.ok, true);
    assert.equal((await looks(page)).background, lightBackground);
    assert.match(await searchOf(page), /theme=light/);
    assert.equal((await page.evaluate(() => window.peStore.set({ theme: "sepia" }))).ok, false);
    assert.deepEqual(problems, []);
    await close();
  });

  test("the web component passes theme to its frame", async () => {
    coursePages.set(
      "/course/component.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Component</title>
<script src="/pe-explorer-element.js"></script></head><body>
<pe-explorer section="identity" theme="dark"></pe-explorer></body></html>`,
    );
    const { page, problems, violations, close } = await shared.open("", {
      url: `${siteBase}course/component.html`,
      colorScheme: "light",
    });
    const frame = await frameIn(page, "pe-explorer iframe");
    await frame.waitForSelector('html[data-embed="identity"][data-core]', { timeout: 15000 });
    assert.match(await frame.evaluate(() => location.search), /[?&]theme=dark(&|$)/);
    assert.equal((await looks(frame)).background, darkBackground);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("the web component's lang attribute is its frame's language (Arabic: right to left)", async () => {
    coursePages.set(
      "/course/component-ar.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Component</title>
<script src="/pe-explorer-element.js"></script></head><body>
<pe-explorer section="formula" lang="ar"></pe-explorer></body></html>`,
    );
    const { page, problems, violations, close } = await shared.open("", {
      url: `${siteBase}course/component-ar.html`,
    });
    const frame = await frameIn(page, "pe-explorer iframe");
    await frame.waitForSelector('html[data-embed="formula"][data-core]', { timeout: 15000 });
    assert.match(await frame.evaluate(() => location.pathname), /\/embed\.ar\.html$/);
    assert.deepEqual(
      await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ["ar", "rtl"],
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });
});

// ---- printing an embedded section -------------------------------------------------------------

const plainText = (html) =>
  decodeEntities(html.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

// The headings and paragraphs of a section as the article writes them (dist/embed.html's
// template, copied there from web/index.html), in plain text.
function sectionText(id) {
  const html = readFileSync(join(dist, "embed.html"), "utf8");
  const start = html.indexOf(`<template data-section="${id}">`);
  assert.ok(start >= 0, `embed.html has the template of ${id}`);
  const template = html.slice(start, html.indexOf("</template>", start));
  // Prose paragraphs are plain <p>; those with a class or a slot are readouts and hints, filled in
  // or hidden by the page.
  const pick = (tag, attributes = "\\b[^>]*") =>
    [...template.matchAll(new RegExp(`<${tag}${attributes}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) =>
      plainText(m[1]),
    );
  return { headings: [...pick("h2"), ...pick("h3")], paragraphs: pick("p", "") };
}

describe("printing an embedded section", () => {
  test("embed.html?section=identity prints the identity section", async () => {
    const { page, problems, close } = await shared.open("", {
      url: `${strictBase}embed.html?section=identity&pos=5&k=3`,
    });
    await page.waitForSelector('html[data-embed="identity"][data-core]', { timeout: 15000 });
    await page.evaluate(() => document.fonts.ready);
    const pdfPath = join(screenshotDir, "print-embed-identity.pdf");
    writeFileSync(pdfPath, await page.pdf({ format: "A4", printBackground: true }));
    assert.deepEqual(problems, []);
    await close();

    const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdfPath, "-"], { encoding: "utf8" });
    const printed = text.replace(/\s+/g, " ");
    const { headings, paragraphs } = sectionText("identity");
    assert.ok(headings.length >= 2 && paragraphs.length >= 3, "the section has text to print");
    for (const heading of headings) assert.ok(printed.includes(heading), `heading: ${heading}`);
    // Every paragraph of prose (those with maths in them up to their first formula).
    for (const paragraph of paragraphs) {
      const words = paragraph.split(" ").slice(0, 8).join(" ");
      assert.ok(printed.includes(words), `paragraph starting: ${words}`);
    }
    // The embed's own header, not the controls or the article's summary sheet.
    assert.match(printed, /Positional Encoding Explorer/);
    assert.doesNotMatch(printed, /Open the full article|Copy link|Embed this/);
    // For a reader to look at: the first page as a picture (poppler's pdftoppm).
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "1",
      "-l",
      "1",
      pdfPath,
      shot("print-embed-identity").replace(/\.png$/, ""),
    ]);
  });
});
