// The SCORM 1.2 package (dist/pe-explorer-scorm.zip, scripts/build-scorm.mjs) in a real SCORM
// runtime from npm, scorm-again (pinned in package.json): an LMS page creates window.API =
// new Scorm12API() and shows the package's launch page in a frame; the test records every call
// the package makes, in order, and reads the runtime's data model after a 5-question quiz
// (answered with the independent oracle of tests/oracle/exam-oracle.mjs). Also: nothing is reported
// by a student who never starts; opened without an LMS, or from an LMS page on another origin
// (a SecurityError), the page says "Not tracked" and the quiz works.
// Run: node --test --test-concurrency=1 tests/browser/scorm.test.mjs
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";

import { unzipSync } from "fflate";

import { buildScorm, scormZipFor, scormZipName } from "../../scripts/build-scorm.mjs";
import { loadLanguagePack } from "../../scripts/language-pack.mjs";
import { createExam } from "../../web/js/exam/generate.js";
import { CORES, loadCore } from "../js/cores.mjs";
import { answer, readQuestion, rightAnswer, wrongAnswer } from "./exam-helpers.mjs";
import { dist, frameIn, root, screenshotDir, useBrowser } from "./harness.mjs";

const shared = useBrowser({ core: false });
const quiz = "kinds=value,shift,order&count=5&seed=7&lock=1";
let files; // the 5-question package's files, by name
let server;
let port = 0;
let nodeExam;

const types = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  xml: "application/xml",
  woff2: "font/woff2",
  ts: "text/plain",
};

// The LMS: scorm-again's Scorm12API as window.API, each call recorded as [name, ...args, result].
const lmsPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>LMS</title>
<script src="/scorm-again/scorm12.js"></script></head>
<body><h1>Course: positional encoding</h1>
<script>
  window.calls = [];
  const api = new Scorm12API({ logLevel: 5 });
  for (const name of ["LMSInitialize", "LMSFinish", "LMSGetValue", "LMSSetValue", "LMSCommit"]) {
    const original = api[name].bind(api);
    api[name] = (...args) => {
      const result = original(...args);
      window.calls.push([name, ...args, result]);
      return result;
    };
  }
  window.API = api;
</script>
<iframe id="sco" title="Quiz" width="100%" height="1200" src="SCO"></iframe>
</body></html>`;

before(async () => {
  nodeExam = createExam(await loadCore(CORES[0]));
  files = unzipSync(await buildScorm({ quiz, write: false }));
  server = createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url, "http://x");
    let body = null;
    if (pathname === "/lms.html") {
      // The SCO from this origin, or (?sco=) from another one.
      body = lmsPage.replace("SCO", searchParams.get("sco") ?? "/pkg/scorm.html");
    } else if (pathname === "/scorm-again/scorm12.js") {
      body = readFileSync(join(root, "node_modules/scorm-again/dist/scorm12.js"));
    } else if (pathname.startsWith("/pkg/")) {
      body = files[decodeURIComponent(pathname.slice(5))] ?? null;
    }
    if (body === null) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": types[pathname.split(".").pop()] ?? "text/plain" });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = server.address().port;
});

after(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

// The quiz frame inside the launch page inside `page`'s frame `#sco` (or the page itself).
async function quizFrame(page, framed = true) {
  const launch = framed ? await frameIn(page, "#sco") : page.mainFrame();
  const handle = await launch.waitForSelector("#pe-quiz");
  const inner = await handle.contentFrame();
  await inner.waitForSelector("#exam .exam-mock-question .exam-question", { timeout: 15000 });
  return { launch, inner };
}

describe("dist/pe-explorer-scorm.zip", () => {
  test("a SCORM 1.2 manifest whose one SCO is scorm.html and which lists every file", () => {
    const built = unzipSync(readFileSync(join(dist, scormZipName)));
    const manifest = new TextDecoder().decode(built["imsmanifest.xml"]);
    assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
    assert.match(manifest, /adlcp:scormtype="sco" href="scorm\.html"/);
    const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
    assert.deepEqual(
      listed.sort(),
      Object.keys(built)
        .filter((name) => name !== "imsmanifest.xml")
        .sort(),
    );
    for (const name of ["scorm.html", "scorm.js", "embed.html", "embed.js", "pe-core.js"]) {
      assert.ok(listed.includes(name), name);
    }
    assert.ok(!listed.some((name) => name.endsWith(".zip")), "no zip inside");
    // The default quiz: a locked mock exam of 10 questions across all kinds, question set 1.
    const launch = new TextDecoder().decode(built["scorm.html"]);
    const src = launch.match(/id="pe-quiz"[^>]*src="([^"]+)"/s)?.[1].replace(/&amp;/g, "&");
    assert.deepEqual(Object.fromEntries(new URL(src, "http://x").searchParams), {
      section: "exam",
      mode: "mock",
      count: "10",
      seed: "1",
      lock: "1",
      solutions: "after",
    });
    // No inline script in the launch page (the embed's CSP rules).
    assert.doesNotMatch(launch.replace(/<script src="[^"]+" defer><\/script>/g, ""), /<script/);
  });

  test("one package per language: its launch page, its title and its quiz in that language", async () => {
    for (const language of ["zh-CN", "es", "ar"]) {
      const built = unzipSync(readFileSync(join(dist, scormZipFor(language))));
      const manifest = new TextDecoder().decode(built["imsmanifest.xml"]);
      const { catalogues } = await loadLanguagePack(language);
      assert.ok(manifest.includes(`<title>${catalogues.exam["scorm.title"]}</title>`), language);
      const launch = new TextDecoder().decode(built["scorm.html"]);
      const html = `<html lang="${language}"${language === "ar" ? ' dir="rtl"' : ""}`;
      assert.ok(launch.includes(html), `${language}: ${html}`);
      // The language's messages load before the launch page's script.
      assert.match(
        launch,
        new RegExp(`lang/${language}\\.js" defer><\\/script>\\s*<script src="scorm\\.js"`),
      );
      assert.ok(built[`lang/${language}.js`] && built[`embed.${language}.html`], language);
      const src = launch.match(/id="pe-quiz"[^>]*src="([^"]+)"/s)?.[1].replace(/&amp;/g, "&");
      const url = new URL(src, "http://x/");
      assert.equal(url.pathname, `/embed.${language}.html`);
      assert.equal(url.searchParams.get("lang"), language);
    }
  });

  test("a teacher's quiz is checked by the page's own rules", async () => {
    await assert.rejects(buildScorm({ quiz: "kinds=value,nope", write: false }), /kinds must be/);
    await assert.rejects(buildScorm({ quiz: "d=8", write: false }), /d is not a quiz parameter/);
    await assert.rejects(buildScorm({ quiz: "mode=one", write: false }), /needs a quiz/);
  });
});

describe("the package in scorm-again", () => {
  test("after a 5-question quiz: the calls in order, and the runtime's final values", async () => {
    const { page, problems, violations, close } = await shared.open("", {
      url: `http://127.0.0.1:${port}/lms.html`,
    });
    const { launch, inner } = await quizFrame(page);
    assert.equal(await launch.locator("#scorm-status").getAttribute("data-tracked"), "true");
    // Nothing before the first answer.
    assert.deepEqual(await page.evaluate(() => window.calls), []);
    const ids = nodeExam.generate({ kinds: ["value", "shift", "order"], count: 5, seed: 7 });
    const plan = ["right", "wrong", "right", "right", "wrong"];
    const expected = [["LMSInitialize", "", "true"]];
    let right = 0;
    for (const [r, what] of plan.entries()) {
      await inner.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      const q = await readQuestion(inner, "#exam .exam-mock-question");
      assert.equal(q.id, ids[r].id);
      const { verdict } = await answer(q, what === "right" ? rightAnswer(q) : wrongAnswer(q));
      assert.equal(verdict, what === "right" ? "correct" : "wrong");
      if (what === "right") right += 1;
      const raw = String(Math.round((100 * right) / 5));
      expected.push(
        ["LMSSetValue", "cmi.core.score.raw", raw, "true"],
        ["LMSSetValue", "cmi.core.score.min", "0", "true"],
        ["LMSSetValue", "cmi.core.score.max", "100", "true"],
        ["LMSSetValue", "cmi.core.lesson_status", "incomplete", "true"],
      );
      await page.waitForFunction((n) => window.calls.length === n, expected.length);
      if (r < 4) await inner.click("#exam-mock-next");
    }
    await inner.click("#exam-mock-finish");
    expected.push(
      ["LMSSetValue", "cmi.core.score.raw", "60", "true"],
      ["LMSSetValue", "cmi.core.score.min", "0", "true"],
      ["LMSSetValue", "cmi.core.score.max", "100", "true"],
      ["LMSSetValue", "cmi.core.lesson_status", "completed", "true"],
      ["LMSCommit", "", "true"],
    );
    await page.waitForFunction((n) => window.calls.length === n, expected.length);
    await page.screenshot({ path: join(screenshotDir, "scorm-lms-1280.png") });
    // Leaving the page (pagehide) commits and finishes.
    await page.locator("#sco").evaluate((frame) => {
      frame.src = "about:blank";
    });
    expected.push(["LMSCommit", "", "true"], ["LMSFinish", "", "true"]);
    await page.waitForFunction((n) => window.calls.length === n, expected.length);
    assert.deepEqual(await page.evaluate(() => window.calls), expected);
    assert.deepEqual(
      await page.evaluate(() => {
        const { core } = window.API.cmi;
        return [core.score.raw, core.score.min, core.score.max, core.lesson_status];
      }),
      ["60", "0", "100", "completed"],
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("a student who never starts reports nothing", async () => {
    const { page, problems, close } = await shared.open("", {
      url: `http://127.0.0.1:${port}/lms.html`,
    });
    await quizFrame(page);
    await page.locator("#sco").evaluate((frame) => {
      frame.src = "about:blank";
    });
    await page.waitForFunction(
      () => document.querySelector("#sco").contentDocument?.URL === "about:blank",
    );
    assert.deepEqual(await page.evaluate(() => window.calls), []);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("not tracked", () => {
  test("opened without an LMS: a visible notice, and the quiz works", async () => {
    const { page, problems, violations, close } = await shared.open("", {
      url: `http://127.0.0.1:${port}/pkg/scorm.html`,
      width: 375,
    });
    const { launch, inner } = await quizFrame(page, false);
    const status = launch.locator("#scorm-status");
    assert.equal(await status.getAttribute("data-tracked"), "false");
    assert.ok(await status.isVisible());
    assert.match(await status.textContent(), /^Not tracked: this page found no course platform/);
    const q = await readQuestion(inner, "#exam .exam-mock-question");
    assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
    await page.screenshot({ path: join(screenshotDir, "scorm-not-tracked-375.png") });
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("an LMS page on another origin (SecurityError): not tracked, and the quiz works", async () => {
    // The LMS at localhost, the package at 127.0.0.1: two origins.
    const { page, problems, close } = await shared.open("", {
      url: `http://localhost:${port}/lms.html?sco=${encodeURIComponent(`http://127.0.0.1:${port}/pkg/scorm.html`)}`,
    });
    const { launch, inner } = await quizFrame(page);
    const status = launch.locator("#scorm-status");
    assert.equal(await status.getAttribute("data-tracked"), "false");
    assert.match(
      await status.textContent(),
      /Not tracked: the course platform's page is on another site/,
    );
    const q = await readQuestion(inner, "#exam .exam-mock-question");
    assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
    assert.deepEqual(await page.evaluate(() => window.calls), []);
    assert.deepEqual(problems, []);
    await close();
  });
});
