// End-to-end tests of embedding in Debian's Chromium: the strict CSP sent as an HTTP
// header, file://, embed.html in sandboxed iframes of a course page on another origin, the
// <pe-explorer> web component, "Embed this", the PNG/CSV downloads and the zip.
// Needs a built dist/ (node scripts/build.mjs). Run: node --test tests/browser/embed.test.mjs
//
// Expected numbers are computed here, independently of the wasm core, with Math.sin/Math.cos
// (omega = 1 / base^(2i/d)); CSV files must also equal the core's own results value for value.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { pathToFileURL } from "node:url";

import { strictCsp, startServer } from "../../scripts/serve.mjs";
import { omegaOf } from "../oracle/oracle.mjs";
import {
  assertShown,
  axeBuilder,
  axeViolations,
  dist,
  fileUrl,
  fittedFrame,
  frameIn,
  lastNumber,
  lookAt,
  nearbyDrawn,
  screenshotDir,
  showSection,
  useBrowser,
} from "./harness.mjs";

// Most pages here are not the article (course pages around frames, embeds): they are opened
// without waiting for the article's core (harness.mjs), and each test waits for what it reads.
const shared = useBrowser({ core: false });
const embedFileUrl = pathToFileURL(join(dist, "embed.html")).href;

// Two more servers: dist/ with the strict CSP as an HTTP header, and a "course page" on another
// origin that serves whatever HTML a test puts into `coursePages`.
let cspBase = "";
let courseBase = "";
let cspServer;
let courseServer;
const coursePages = new Map();

before(async () => {
  ({ server: cspServer, url: cspBase } = await startServer({ port: 0, csp: true }));
  courseServer = createServer((request, response) => {
    const html = coursePages.get(request.url.split("?")[0]);
    response.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(html ?? "not found");
  });
  await new Promise((resolve) => courseServer.listen(0, "127.0.0.1", resolve));
  courseBase = `http://127.0.0.1:${courseServer.address().port}`;
});

after(async () => {
  await new Promise((resolve) => (cspServer ? cspServer.close(resolve) : resolve()));
  await new Promise((resolve) => (courseServer ? courseServer.close(resolve) : resolve()));
});

// ---- helpers ----------------------------------------------------------------------------------

// The sections the article has started (each registered section makes a "Copy link" button).
function registeredSections(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main section[id]")]
      .filter((section) => section.querySelector(".copy-link-button"))
      .map((section) => section.id),
  );
}

// A section has drawn: its "render when on screen" gate ran (data-drawn is not "false"), its
// error slot is empty, and every canvas of it on screen has been painted. (A canvas nobody drew on
// is transparent everywhere; its width says nothing, as it is 300 by default.)
async function assertDrawn(frameOrPage, id) {
  await frameOrPage.waitForFunction(
    (sectionId) => {
      const section = document.getElementById(sectionId);
      return section && section.dataset.drawn !== "false";
    },
    id,
    { timeout: 15000 },
  );
  const errors = await frameOrPage.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    return [...section.querySelectorAll(".section-error")]
      .filter((e) => !e.hidden)
      .map((e) => e.textContent);
  }, id);
  assert.deepEqual(errors, [], `${id}: error shown`);
  const blank = await frameOrPage.evaluate(blankCanvasesOnScreen, id);
  assert.deepEqual(blank, [], `${id}: a canvas on screen is unpainted`);
}

// A page function: the canvases of a section on the reader's screen that have no pixel painted,
// once they are all painted or after 15 s. On screen is as an IntersectionObserver sees it (in
// a frame, the top window's viewport, where a part of a section is drawn when it comes into
// view), asked again at each look: the frame's content can move as it settles.
async function blankCanvasesOnScreen(sectionId) {
  const canvases = [...document.getElementById(sectionId).querySelectorAll("canvas")];
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const onScreen = () =>
    Promise.race([
      new Promise((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          resolve(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target));
        });
        for (const canvas of canvases) observer.observe(canvas);
      }),
      // A frame out of view may get no rendering update, and so no observation.
      wait(1000).then(() => []),
    ]);
  const isBlank = (canvas) => {
    if (canvas.width === 0 || canvas.height === 0) return true;
    const { data } = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    for (let k = 3; k < data.length; k += 4) if (data[k] !== 0) return false;
    return true;
  };
  if (canvases.length === 0) return [];
  const deadline = Date.now() + 15000;
  for (;;) {
    const blank = (await onScreen()).filter(isBlank);
    if (blank.length === 0 || Date.now() > deadline)
      return blank.map(
        (canvas) => `${canvas.className || "canvas"} in ${canvas.parentElement.className}`,
      );
    await wait(50);
  }
}

// KaTeX's fonts are there (from katex-fonts.css, or registered from katex-fonts.js in an opaque
// origin) and, if the page shows maths, KaTeX_Main has loaded.
async function assertMathFonts(frameOrPage, what) {
  await frameOrPage
    .waitForFunction(
      () => {
        const faces = [...document.fonts].filter(
          (face) => face.family.replace(/["']/g, "") === "KaTeX_Main",
        );
        if (faces.length === 0) return false;
        return !document.querySelector(".katex") || faces.some((f) => f.status === "loaded");
      },
      null,
      { timeout: 10000 },
    )
    .catch(() => assert.fail(`${what}: KaTeX's fonts did not load`));
}

// RFC 4180 CSV (quoted fields, "" escapes), after the byte-order mark.
function parseCsv(text) {
  assert.equal(text.charCodeAt(0), 0xfeff, "CSV starts with a UTF-8 byte-order mark");
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let k = 1; k < text.length; k += 1) {
    const c = text[k];
    if (quoted) {
      if (c === '"' && text[k + 1] === '"') {
        field += '"';
        k += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[k + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      k += 1;
    } else field += c;
  }
  assert.equal(row.length + field.length, 0, "CSV ends with CRLF");
  return rows;
}

// Clicks a download button and returns { name, bytes }.
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const bytes = readFileSync(await file.path());
  return { name: file.suggestedFilename(), bytes };
}

// Width and height from a PNG's IHDR chunk (bytes 16..23), after checking the signature.
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], "PNG signature");
  assert.equal(bytes.subarray(12, 16).toString("latin1"), "IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Decodes a PNG in the page and counts its distinct colours (sampled).
function decodePng(page, bytes) {
  return page.evaluate(async (base64) => {
    const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([raw], { type: "image/png" }));
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d");
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set();
    let transparent = 0;
    for (let p = 0; p < data.length; p += 4 * 3) {
      colours.add((data[p] << 16) | (data[p + 1] << 8) | data[p + 2]);
      if (data[p + 3] !== 255) transparent += 1;
    }
    return { width: bitmap.width, height: bitmap.height, colours: colours.size, transparent };
  }, bytes.toString("base64"));
}

// Screenshots go to build/screenshots/<name>.png.
const shot = (name) => join(screenshotDir, `${name}.png`);

// ---- the policy -------------------------------------------------------------------------------

describe("the strict Content-Security-Policy", () => {
  test("index.html and embed.html carry exactly the policy the server sends", () => {
    for (const name of ["index.html", "embed.html"]) {
      const html = readFileSync(join(dist, name), "utf8");
      const meta = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/);
      assert.ok(meta, `${name} has a CSP meta tag`);
      assert.equal(meta[1], strictCsp, name);
    }
  });

  test("served with the CSP header: zero violations, every section draws", async () => {
    const { page, problems, response, violations, close } = await shared.open("", {
      url: `${cspBase}index.html`,
    });
    assert.equal(response.headers()["content-security-policy"], strictCsp);
    await page.waitForSelector("html[data-core]", { timeout: 15000 });
    const ids = await registeredSections(page);
    assert.ok(ids.length >= 5, `only ${ids.length} sections started`);
    for (const id of ids) {
      await showSection(page, id);
      await assertDrawn(page, id);
    }
    // KaTeX (maths as DOM with CSSOM styles) and uPlot (canvas + element.style) ran under it.
    assert.ok((await page.locator(".katex").count()) > 20, "KaTeX rendered");
    assert.ok((await page.locator(".line-plot canvas").count()) > 0, "uPlot drew");
    await assertMathFonts(page, "index.html under the CSP header");
    // The core script's own data: fetch, allowed by connect-src data:, also passes.
    const check = await page.evaluate(async () => {
      const module = await window.createPeCore();
      return module.peValue(3, 1, 128, 10000).sin;
    });
    assert.ok(Math.abs(check - Math.sin(3 * omegaOf(1, 128, 10000))) < 1e-15);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("served with the CSP header: every section embeds alone with zero violations", async () => {
    const index = await shared.open("", { url: `${cspBase}index.html` });
    await index.page.waitForSelector("html[data-core]", { timeout: 15000 });
    const ids = await registeredSections(index.page);
    await index.close();
    for (const id of ids) {
      const { page, problems, violations, close } = await shared.open("", {
        url: `${cspBase}embed.html?section=${id}`,
      });
      await page.waitForSelector(`html[data-embed="${id}"]`, { timeout: 15000 });
      await assertDrawn(page, id);
      const chrome = await page.evaluate(() => ({
        header: document.querySelector(".site-header, .toc, .site-footer") !== null,
        sections: document.querySelectorAll("main section[id]").length,
      }));
      assert.deepEqual(chrome, { header: false, sections: 1 }, id);
      await assertMathFonts(page, id);
      assert.deepEqual(await violations(), [], id);
      assert.deepEqual(problems, [], id);
      await close();
    }
  });
});

// ---- file:// ----------------------------------------------------------------------------------

describe("opened from disk (file://)", () => {
  test("index.html and one embed render", async () => {
    const index = await shared.open("?k=4", { core: true });
    await showSection(index.page, "identity");
    await assertDrawn(index.page, "identity");
    await assertMathFonts(index.page, "file:// index");
    assert.deepEqual(index.problems, []);
    await index.close();

    const embed = await shared.open("?section=matrix&n=20&d=16", {
      url: embedFileUrl,
      waitFor: ['html[data-embed="matrix"]'],
    });
    await assertDrawn(embed.page, "matrix");
    const info = await embed.page.evaluate(() => ({
      rows: document.querySelector("#matrix .heatmap-canvas").getAttribute("aria-label"),
      link: document.getElementById("embed-full-link").href,
    }));
    await assertMathFonts(embed.page, "file:// embed");
    assert.match(info.rows, /20 positions by 16 dimensions/);
    assert.equal(info.link, `${fileUrl}?n=20&d=16&section=matrix#matrix`);
    assert.deepEqual(embed.problems, []);
    await embed.close();
  });
});

// ---- sandboxed iframes ------------------------------------------------------------------------

// A course page on another origin: sandboxed frames and a listener that records each message
// with the id of the frame it came from (matched by event.source), and resizes that frame.
function coursePage(frames) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Course page</title>
<script>
  window.received = [];
  window.addEventListener("message", (event) => {
    if (!event.data || event.data.type !== "pe-explorer:resize") return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow !== event.source) continue;
      window.received.push({ frame: frame.id, ...event.data });
      frame.style.height = event.data.height + "px";
    }
  });
</script></head><body><h1>Week 3: positional encoding</h1>
${frames
  .map(
    ({ id, query }) =>
      `<iframe id="${id}" src="${cspBase}embed.html?${query}" title="${id}" width="100%" height="300" sandbox="allow-scripts"></iframe>`,
  )
  .join("\n")}
</body></html>`;
}

describe('embed.html in <iframe sandbox="allow-scripts"> on another origin', () => {
  test("three sections render, and each reports its height on every change", async () => {
    const sections = [
      { id: "wavelengths", query: "section=wavelengths&n=40&d=32&dims=0,6" },
      { id: "matrix", query: "section=matrix&n=24&d=16" },
      { id: "identity", query: "section=identity&pos=5&k=3&d=32" },
      { id: "longer", query: "section=longer&heads=4&stretch=ntk" },
    ];
    coursePages.set("/sandbox.html", coursePage(sections));
    const { page, problems, violations, close } = await shared.open("", {
      url: `${courseBase}/sandbox.html`,
    });
    const fittedHeights = new Map();
    for (const { id } of sections) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      const frame = await frameIn(page, `#${id}`);
      await frame.waitForSelector(`html[data-embed="${id}"]`, { timeout: 15000 });
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await assertDrawn(frame, id);
      // The frame reports its content's height; the listener made the iframe that tall.
      const { height } = await fittedFrame(page, `#${id}`);
      const reports = await page.evaluate(
        (frameId) => window.received.filter((m) => m.frame === frameId),
        id,
      );
      assert.deepEqual(
        reports.find((report) => report.height === height),
        { frame: id, type: "pe-explorer:resize", section: id, height },
      );
      assert.ok(height > 300, `${id}: ${height} px`);
      fittedHeights.set(id, height);
      // Opaque origin: downloads are off, and the page says so; the maths fonts still loaded.
      const inside = await frame.evaluate(() => ({
        origin: window.origin,
        downloadButtons: document.querySelectorAll(".figure-download").length,
        note: document.getElementById("embed-downloads-note").hidden
          ? ""
          : document.getElementById("embed-downloads-note").textContent,
      }));
      await assertMathFonts(frame, `${id} in a sandbox`);
      assert.equal(inside.origin, "null");
      assert.equal(inside.downloadButtons, 0);
      assert.match(inside.note, /sandboxed/);
      // The note is small (a line in the margin, not a banner) and the reader can dismiss it.
      const note = await frame.evaluate(() => {
        const notice = document.querySelector("#embed-downloads-note .notice");
        const box = notice.getBoundingClientRect();
        return {
          fontSize: parseFloat(getComputedStyle(notice).fontSize),
          rootSize: parseFloat(getComputedStyle(document.documentElement).fontSize),
          height: box.height,
          width: document.documentElement.clientWidth,
        };
      });
      assert.ok(note.fontSize <= 0.8 * note.rootSize + 0.5, `${id}: note at ${note.fontSize} px`);
      assert.ok(note.height <= (note.width > 600 ? 40 : 80), `${id}: note ${note.height} px tall`);
      if (id === sections[0].id) {
        await frame.getByRole("button", { name: "Dismiss this message" }).click();
        assert.equal(await frame.locator("#embed-downloads-note").isHidden(), true);
      }
    }

    // A change of size inside a frame is reported again: show all 32 dimensions of M_k.
    const identity = await frameIn(page, "#identity");
    const reportsBefore = await page.evaluate(
      () => window.received.filter((m) => m.frame === "identity").length,
    );
    await identity.getByRole("radio", { name: /^all / }).check();
    await page.waitForFunction(
      (count) => window.received.filter((m) => m.frame === "identity").length > count,
      reportsBefore,
    );
    const grown = await fittedFrame(page, "#identity");
    const heightBefore = fittedHeights.get("identity");
    assert.ok(grown.height > heightBefore, `identity: ${grown.height} px after ${heightBefore}`);
    await page.locator("#matrix").scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("embed-sandboxed-1280") });
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the whole article in <iframe sandbox="allow-scripts">', () => {
  test("renders with its maths fonts and no errors", async () => {
    coursePages.set(
      "/whole.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">` +
        `<title>Whole</title></head><body><iframe id="whole" title="The article" width="100%" ` +
        `height="800" sandbox="allow-scripts" src="${cspBase}index.html?section=identity&k=2">` +
        `</iframe></body></html>`,
    );
    const { page, problems, violations, close } = await shared.open("", {
      url: `${courseBase}/whole.html`,
    });
    const frame = await frameIn(page, "#whole");
    await frame.waitForSelector("html[data-core]", { timeout: 15000 });
    await assertDrawn(frame, "identity");
    await assertMathFonts(frame, "index.html in a sandbox");
    assert.equal(
      await frame.evaluate(() => document.querySelectorAll(".figure-download").length),
      0,
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });
});

// ---- the web component ------------------------------------------------------------------------

describe("the <pe-explorer> web component", () => {
  test("renders a section in a sandboxed frame and follows its height", async () => {
    coursePages.set(
      "/component.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Component</title>
<script src="${cspBase}pe-explorer-element.js"></script></head><body>
<h1>Angle addition</h1>
<pe-explorer section="identity" pos="5" k="3"></pe-explorer>
<script>
  window.sizes = [];
  document.querySelector("pe-explorer").addEventListener("pe-explorer:resize", (event) => {
    window.sizes.push(event.detail.height);
  });
</script></body></html>`,
    );
    const { page, problems, violations, close } = await shared.open("", {
      url: `${courseBase}/component.html`,
    });
    const frameInfo = () =>
      page.evaluate(() => {
        const frame = document.querySelector("pe-explorer").shadowRoot.querySelector("iframe");
        return {
          src: frame.getAttribute("src"),
          sandbox: frame.getAttribute("sandbox"),
          height: frame.getBoundingClientRect().height,
        };
      });
    const info = await frameInfo();
    assert.equal(info.src, `${cspBase}embed.html?section=identity&pos=5&k=3`);
    assert.equal(info.sandbox, "allow-scripts");
    // (A locator reaches into the element's open shadow root.)
    const frame = await frameIn(page, "pe-explorer iframe");
    await frame.waitForSelector('html[data-embed="identity"]', { timeout: 15000 });
    await assertDrawn(frame, "identity");
    assert.equal(await frame.locator("#identity-pos").inputValue(), "5");
    assert.equal(await frame.locator("#identity-k").inputValue(), "3");
    // sin(w(pos + k)) for pair i = 1, d = 128: read from the derivation's last number.
    const shown = lastNumber(
      await frame.locator('#identity [data-step="sin-direct"] .katex-html').textContent(),
    );
    assertShown(shown, Math.sin(8 * omegaOf(1, 128, 10000)), "sin(w(pos + k))");
    await page.waitForFunction(() => window.sizes.length > 0 && window.sizes.at(-1) > 600);
    const height = await page.evaluate(() => window.sizes.at(-1));
    assert.equal((await frameInfo()).height, height, "the element took the frame's height");

    // Changing an attribute reloads the frame with the new parameters.
    await page.evaluate(() => document.querySelector("pe-explorer").setAttribute("k", "4"));
    assert.equal((await frameInfo()).src, `${cspBase}embed.html?section=identity&pos=5&k=4`);
    await frame.waitForFunction(() => document.getElementById("identity-k")?.value === "4", null, {
      timeout: 15000,
    });
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });
});

// ---- "Embed this" -----------------------------------------------------------------------------

describe('"Embed this"', () => {
  test("shows the iframe code with the current settings; keyboard and copy work", async () => {
    const { context, page, problems, close } = await shared.open("", {
      url: `${cspBase}index.html?pos=5&k=3`,
    });
    await page.waitForSelector("html[data-core]", { timeout: 15000 });
    // Every started section has one, beside its "Copy link".
    const ids = await registeredSections(page);
    assert.equal(await page.getByRole("button", { name: /^Embed “/ }).count(), ids.length);

    const button = page.locator("#identity").getByRole("button", { name: /^Embed “/ });
    await button.focus();
    await page.keyboard.press("Enter");
    const code = page.locator("#identity").getByRole("textbox", { name: "Embed code" });
    await assert.doesNotReject(code.waitFor({ state: "visible" }));
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    assert.equal(await page.evaluate(() => document.activeElement.tagName), "TEXTAREA");
    const snippet = await code.inputValue();
    const parsed = await page.evaluate((html) => {
      const template = document.createElement("template");
      template.innerHTML = html;
      const frame = template.content.querySelector("iframe");
      return { src: frame.getAttribute("src"), sandbox: frame.getAttribute("sandbox") };
    }, snippet);
    assert.equal(parsed.src, `${cspBase}embed.html?pos=5&k=3&section=identity`);
    assert.equal(parsed.sandbox, "allow-scripts");

    // It follows the settings while open.
    await page.locator("#identity-pos").fill("7");
    await page.locator("#identity-pos").press("Enter");
    await page.waitForFunction(() =>
      // In an HTML attribute, & is written &amp;.
      document.querySelector("#identity .embed-snippet-code").value.includes("pos=7&amp;k=3"),
    );

    // With the clipboard API, the clipboard gets the code.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: cspBase });
    await page.locator("#identity").getByRole("button", { name: "Copy the embed code" }).click();
    await page.waitForFunction(
      () =>
        document.querySelector("#identity .embed-snippet-status").textContent ===
        "Embed code copied.",
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await code.inputValue());
    // When the clipboard refuses (file://, a sandboxed frame), the code is selected and the
    // reader is told to press Ctrl+C.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("no", "NotAllowedError"));
    });
    await page.locator("#identity").getByRole("button", { name: "Copy the embed code" }).click();
    await page.waitForFunction(() =>
      /Ctrl\+C/.test(document.querySelector("#identity .embed-snippet-status").textContent),
    );
    const selection = await page.evaluate(() => {
      const area = document.querySelector("#identity .embed-snippet-code");
      return {
        focused: document.activeElement === area,
        all: area.selectionStart === 0 && area.selectionEnd === area.value.length,
      };
    });
    assert.deepEqual(selection, { focused: true, all: true });

    // With the resize script (a file, not inline script): the code pasted into a course page
    // renders and fits its content.
    await page.locator("#identity").getByRole("radio", { name: "Frame + resize script" }).check();
    const withScript = await code.inputValue();
    assert.match(withScript, /\n<script src="[^"]*\/pe-explorer-resize\.js"><\/script>$/);
    // Escape closes the panel and gives the focus back to the button.
    await code.focus();
    await page.keyboard.press("Escape");
    assert.equal(await code.isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement.textContent), "Embed this");
    assert.deepEqual(problems, []);
    await close();

    coursePages.set(
      "/pasted.html",
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Pasted</title></head>` +
        `<body><h1>Pasted</h1>\n${withScript}\n</body></html>`,
    );
    const pasted = await shared.open("", { url: `${courseBase}/pasted.html` });
    const { frame } = await fittedFrame(pasted.page, "iframe");
    assert.equal(await frame.locator('html[data-embed="identity"]').count(), 1);
    assert.equal(await frame.locator("#identity-pos").inputValue(), "7");
    assert.deepEqual(pasted.problems, []);
    await pasted.close();
  });
});

// ---- downloads --------------------------------------------------------------------------------

describe("PNG and CSV downloads (under the CSP header)", () => {
  test("the shift matrix and the rotation as CSV equal the core's and Math.sin/cos", async () => {
    const d = 16;
    const k = 3;
    const i = 2;
    const { page, problems, violations, close } = await shared.open("", {
      url: `${cspBase}index.html?d=${d}&k=${k}&i=${i}&pos=4`,
    });
    await page.waitForSelector("html[data-core]", { timeout: 15000 });
    await showSection(page, "identity");
    const api = await page.evaluate(
      async ({ k, d }) => Array.from((await window.createPeCore()).shiftMatrix(k, d, 10000).data),
      { k, d },
    );

    // M_k is a part of the section drawn when on screen, as a reader sees it before clicking.
    const heatmap = await lookAt(page, '#identity [data-slot="shift-matrix"]');
    const csv = await download(page, heatmap.getByRole("button", { name: /as CSV$/ }));
    assert.equal(csv.name, "pe-explorer-identity-shift-matrix-mk.csv");
    const rows = parseCsv(csv.bytes.toString("utf8"));
    assert.equal(rows.length, d + 1);
    assert.deepEqual(
      rows[0],
      ["row \\ column", ...Array.from({ length: d }, (_, c) => String(c))],
      "header",
    );
    for (let r = 0; r < d; r += 1) {
      assert.equal(rows[r + 1][0], String(r));
      for (let c = 0; c < d; c += 1) {
        const value = Number(rows[r + 1][c + 1]);
        assert.equal(value, api[r * d + c], `M[${r}][${c}] equals the core's, bit for bit`);
        // Independently: block j = r/2 holds cos(w_j k), sin(w_j k); zero off the blocks.
        const j = Math.floor(r / 2);
        let expected = 0;
        if (Math.floor(c / 2) === j) {
          const angle = omegaOf(j, d, 10000) * k;
          expected = [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle)][
            (r % 2) * 2 + (c % 2)
          ];
        }
        assert.ok(Math.abs(value - expected) < 1e-14, `M[${r}][${c}] = ${value}, not ${expected}`);
      }
    }

    const rotation = page.locator('#identity [data-slot="rotation"]');
    const rotationCsv = parseCsv(
      (await download(page, rotation.getByRole("button", { name: /as CSV$/ }))).bytes.toString(
        "utf8",
      ),
    );
    const angle = omegaOf(i, d, 10000) * k;
    const [cosK, sinK] = [Math.cos(angle), Math.sin(angle)];
    const values = rotationCsv.slice(1).flatMap((row) => row.slice(1).map(Number));
    [cosK, sinK, -sinK, cosK].forEach((expected, n) =>
      assert.ok(Math.abs(values[n] - expected) < 1e-15, `rotation[${n}] = ${values[n]}`),
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("the line plot as CSV equals the core's float32 table; PNGs decode, full size, not blank", async () => {
    const [n, d, base] = [50, 32, 10000];
    const dims = [0, 5, 20];
    const { page, problems, violations, close } = await shared.open("", {
      url: `${cspBase}index.html?n=${n}&d=${d}&dims=${dims.join(",")}`,
    });
    await page.waitForSelector("html[data-core]", { timeout: 15000 });
    await showSection(page, "wavelengths");
    await page.waitForSelector('#wavelengths [data-slot="lines"] canvas');
    const table = await page.evaluate(
      async ({ n, d, base }) => Array.from((await window.createPeCore()).peTable(n, d, base).data),
      { n, d, base },
    );

    const lines = page.locator('#wavelengths [data-slot="lines"]');
    const csv = await download(page, lines.getByRole("button", { name: /as CSV$/ }));
    assert.match(csv.name, /^pe-explorer-wavelengths-.+\.csv$/);
    const rows = parseCsv(csv.bytes.toString("utf8"));
    assert.deepEqual(rows[0], ["position", ...dims.map((dim) => `dim ${dim}`)]);
    assert.equal(rows.length, n + 1, "every position, not a sample");
    for (let pos = 0; pos < n; pos += 1) {
      assert.equal(rows[pos + 1][0], String(pos));
      dims.forEach((dim, s) => {
        const value = Number(rows[pos + 1][s + 1]);
        assert.equal(value, table[pos * d + dim], `PE(${pos})[${dim}] equals the core's`);
        const angle = pos * omegaOf(Math.floor(dim / 2), d, base);
        const expected = dim % 2 ? Math.cos(angle) : Math.sin(angle);
        assert.ok(Math.abs(value - expected) < 1e-6, `PE(${pos})[${dim}] = ${value}`);
      });
    }

    // The line plot's PNG: the canvas (axes and lines) with the legend drawn above it.
    const plotCanvas = await lines
      .locator("canvas")
      .first()
      .evaluate((c) => ({ width: c.width, height: c.height }));
    const plotPng = await download(page, lines.getByRole("button", { name: /as a PNG image$/ }));
    assert.match(plotPng.name, /\.png$/);
    const plotSize = pngSize(plotPng.bytes);
    assert.equal(plotSize.width, plotCanvas.width);
    assert.ok(plotSize.height > plotCanvas.height, "legend strip above the plot");
    const plotPixels = await decodePng(page, plotPng.bytes);
    assert.deepEqual([plotPixels.width, plotPixels.height], [plotSize.width, plotSize.height]);
    assert.ok(plotPixels.colours > 20, `only ${plotPixels.colours} colours`);
    assert.equal(plotPixels.transparent, 0, "opaque background");

    // The matrix heatmap's PNG: the picture as shown (the canvas's CSS size in device pixels; the
    // canvas itself holds one pixel per cell, scaled up by the browser), every pixel painted.
    await showSection(page, "matrix");
    const heatmap = page.locator('#matrix [data-slot="figure"]');
    await page.waitForSelector("#matrix .heatmap-canvas[aria-label]");
    const canvasSize = await heatmap.locator(".heatmap-canvas").evaluate((c) => {
      const box = c.getBoundingClientRect();
      const ratio = window.devicePixelRatio;
      return {
        width: Math.round(Math.round(box.width) * ratio),
        height: Math.round(Math.round(box.height) * ratio),
      };
    });
    const mapPng = await download(page, heatmap.getByRole("button", { name: /as a PNG image$/ }));
    assert.deepEqual(pngSize(mapPng.bytes), canvasSize);
    const mapPixels = await decodePng(page, mapPng.bytes);
    assert.ok(mapPixels.colours > 50, `only ${mapPixels.colours} colours`);
    assert.equal(mapPixels.transparent, 0);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });
});

// ---- embed page details -----------------------------------------------------------------------

describe("embed.html itself", () => {
  test("an unknown or missing section id: a clear message and the valid ids", async () => {
    const index = await shared.open("", { url: `${shared.httpBase}index.html` });
    await index.page.waitForSelector("html[data-core]", { timeout: 15000 });
    const ids = await registeredSections(index.page);
    await index.close();

    for (const [query, heading] of [
      ["?section=nope&pos=5", "No such section"],
      ["", "Which section?"],
    ]) {
      const { page, problems, close } = await shared.open("", {
        url: `${shared.httpBase}embed.html${query}`,
      });
      await page.waitForSelector('html[data-embed="unknown"]');
      assert.equal(await page.getByRole("heading", { level: 2 }).textContent(), heading);
      if (query) assert.match(await page.getByRole("main").textContent(), /“nope”/);
      const listed = await page
        .getByRole("main")
        .getByRole("listitem")
        .getByRole("link")
        .allTextContents();
      assert.deepEqual(listed, ids);
      if (query) await page.screenshot({ path: shot("embed-unknown-1280"), fullPage: true });
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test("formulas far below the window are typeset without scrolling, after the section's figures", async () => {
    // RoPE's last equations are thousands of pixels below a 700 px window: no gate brings them
    // near, so only the queue the page starts once its section has (math.js, typesetTheRest)
    // typesets them, in idle time, for find-in-page and screen readers.
    const { page, problems, close } = await shared.open("?section=rope", {
      url: embedFileUrl,
      height: 700,
      waitFor: ['html[data-embed="rope"]'],
    });
    const far = await page.evaluate(
      () =>
        [...document.querySelectorAll("#rope [data-tex]")].filter(
          (element) => element.getBoundingClientRect().top > window.innerHeight + 400,
        ).length,
    );
    assert.ok(far >= 2, `${far} formulas far below the window`);
    await page.waitForFunction(
      () => !document.querySelector('[data-tex][data-drawn="false"]'),
      null,
      { timeout: 30000 },
    );
    const typeset = await page.evaluate(() =>
      [...document.querySelectorAll("#rope [data-tex]")].every((element) =>
        element.querySelector(".katex"),
      ),
    );
    assert.ok(typeset, "every formula of the section typeset");
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(problems, []);
    await close();
  });

  test("the full-article link carries the parameters and follows changes", async () => {
    const { page, problems, close } = await shared.open("", {
      url: `${shared.httpBase}embed.html?section=identity&pos=5&k=3`,
    });
    await page.waitForSelector('html[data-embed="identity"]');
    const link = page.locator("#embed-full-link");
    assert.equal(
      await link.getAttribute("href"),
      `${shared.httpBase}index.html?pos=5&k=3&section=identity#identity`,
    );
    await page.locator("#identity-k").fill("9");
    await page.locator("#identity-k").press("Enter");
    await page.waitForFunction(() =>
      document.getElementById("embed-full-link").href.includes("k=9"),
    );
    await link.click();
    await page.waitForSelector("html[data-core]");
    assert.match(page.url(), /index\.html\?pos=5&k=9&section=identity#identity$/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("axe finds no violations; screenshots at 1280 and 375 px (and dark)", async () => {
    for (const [width, colorScheme, name] of [
      [1280, "light", "embed-1280"],
      [375, "light", "embed-375"],
      [375, "dark", "embed-375-dark"],
    ]) {
      const { page, problems, close } = await shared.open("", {
        url: `${shared.httpBase}embed.html?section=identity&pos=5&k=3`,
        width,
        height: 800,
        colorScheme,
      });
      await page.waitForSelector('html[data-embed="identity"]');
      await assertDrawn(page, "identity");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, `${name} scrolls sideways`);
      const summary = await axeViolations(axeBuilder(page, colorScheme));
      assert.deepEqual(summary, [], name);
      await page.screenshot({ path: shot(name), fullPage: true });
      assert.deepEqual(problems, []);
      await close();
    }
    // The article with an "Embed this" panel open, on a phone.
    for (const colorScheme of ["light", "dark"]) {
      const { page, problems, close } = await shared.open("", {
        url: `${shared.httpBase}index.html?k=3`,
        width: 375,
        height: 800,
        colorScheme,
      });
      await page.waitForSelector("html[data-core]");
      // The button stays put once the figures around it have drawn.
      await showSection(page, "identity");
      await nearbyDrawn(page);
      await page
        .locator("#identity")
        .getByRole("button", { name: /^Embed “/ })
        .click();
      await page.locator("#identity").getByRole("radio", { name: "Frame + resize script" }).check();
      await showSection(page, "identity");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, "the open panel scrolls sideways");
      assert.deepEqual(await axeViolations(axeBuilder(page, colorScheme).include("#identity")), []);
      // The open panel, not the whole section: the section is several screens tall on a phone,
      // and an element screenshot taller than the viewport never settles in this Chromium.
      await page
        .locator("#identity .embed-snippet")
        .screenshot({ path: shot(`embed-snippet-375${colorScheme === "dark" ? "-dark" : ""}`) });
      assert.deepEqual(problems, []);
      await close();
    }
  });
});

// ---- the zip ----------------------------------------------------------------------------------

describe("dist/pe-explorer.zip", () => {
  test("holds every file of dist/ (not itself nor the SCORM packages), byte for byte, as an independent unzip reads it", () => {
    const zipPath = join(dist, "pe-explorer.zip");
    assert.ok(existsSync(zipPath), "dist/pe-explorer.zip is missing: run the build");
    const expected = {};
    (function walk(folder, prefix) {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
        // Not itself, nor the SCORM packages (one per language: pe-explorer-scorm*.zip).
        else if (!/^pe-explorer(-scorm[\w.-]*)?\.zip$/.test(`${prefix}${name}`)) {
          expected[`${prefix}${name}`] = createHash("sha256")
            .update(readFileSync(path))
            .digest("hex");
        }
      }
    })(dist, "");
    // Python's zipfile is the independent reader (Debian's python3; any python3 will do).
    const python = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
    const script =
      "import hashlib, json, sys, zipfile\n" +
      "z = zipfile.ZipFile(sys.argv[1])\n" +
      "assert z.testzip() is None\n" +
      "print(json.dumps({i.filename: hashlib.sha256(z.read(i)).hexdigest() for i in z.infolist()}))\n";
    const result = spawnSync(python, ["-c", script, zipPath], { encoding: "utf8" });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), expected);
    assert.ok("index.html" in expected && "embed.html" in expected && "pe-core.js" in expected);
  });
});
