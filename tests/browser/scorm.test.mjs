// The SCORM 1.2 package (dist/pe-explorer-scorm.zip, scripts/build-scorm.mjs) in a real SCORM
// runtime from npm, scorm-again (pinned in package.json): an LMS page creates window.API =
// new Scorm12API() and shows the package's launch page in a frame; the test records every call
// the package makes, in order, and reads the runtime's data model after a 5-question quiz
// (answered with the independent oracle of tests/oracle/exam-oracle.mjs) without a pass mark
// (pass marks, interactions and resuming: scorm-gradebook.test.mjs). Also: nothing is written
// by a student who never starts; opened without an LMS, or from an LMS page on another origin
// (a SecurityError), the page says "Not tracked" and the quiz works.
// Run: node --test --test-concurrency=1 tests/browser/scorm.test.mjs
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { before, describe, test } from "node:test";

import { unzipSync } from "fflate";

import { buildScorm, scormZipFor, scormZipName } from "../../scripts/build-scorm.mjs";
import { loadLanguagePack } from "../../scripts/language-pack.mjs";
import { createExam } from "../../web/js/exam/generate.js";
import { CORES, loadCore } from "../js/cores.mjs";
import { answer, readQuestion, rightAnswer, wrongAnswer } from "./exam-helpers.mjs";
import { dist, frameIn, screenshotDir, useBrowser } from "./harness.mjs";
import { useLms } from "./scorm-lms.mjs";

const shared = useBrowser({ core: false });
const quiz = "kinds=value,shift,order&count=5&seed=7&lock=1";
let files; // the 5-question package's files, by name
let nodeExam;
const lms = useLms(() => ({ quiz: files }));

before(async () => {
  nodeExam = createExam(await loadCore(CORES[0]));
  files = unzipSync(await buildScorm({ quiz, write: false }));
});

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
    // No pass mark unless the quiz gives one.
    assert.doesNotMatch(manifest, /masteryscore/);
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
    await assert.rejects(
      buildScorm({ quiz: "mode=mock&pass=120", write: false }),
      /pass must be a whole number from 0 to 100/,
    );
  });

  test("a pass mark: the item's adlcp:masteryscore (after its title), and in the quiz's link", async () => {
    const built = unzipSync(await buildScorm({ quiz: "mode=mock&count=5&pass=75", write: false }));
    const manifest = new TextDecoder().decode(built["imsmanifest.xml"]);
    assert.match(
      manifest,
      /<item identifier="pe-explorer-quiz-item"[^>]*>\s*<title>[^<]*<\/title>\s*<adlcp:masteryscore>75<\/adlcp:masteryscore>\s*<\/item>/,
    );
    const launch = new TextDecoder().decode(built["scorm.html"]);
    const src = launch.match(/id="pe-quiz"[^>]*src="([^"]+)"/s)?.[1].replace(/&amp;/g, "&");
    assert.equal(new URL(src, "http://x").searchParams.get("pass"), "75");
  });
});

describe("the package in scorm-again", () => {
  test("after a 5-question quiz: the calls in order, and the runtime's final values", async () => {
    const { page, problems, violations, close } = await shared.open("", {
      url: lms.url(),
    });
    const { launch, inner } = await quizFrame(page);
    assert.equal(await launch.locator("#scorm-status").getAttribute("data-tracked"), "true");
    // At load: the session starts, and the platform's pass mark (none), suspended data (none)
    // and interactions so far (none) are read. Nothing is written before the first answer.
    const expected = [
      ["LMSInitialize", "", "true"],
      ["LMSGetValue", "cmi.student_data.mastery_score", ""],
      ["LMSGetValue", "cmi.suspend_data", ""],
      ["LMSGetValue", "cmi.interactions._count", "0"],
    ];
    // The calls without the interactions' (7 for each answer; their values are checked in
    // scorm-gradebook.test.mjs), suspend_data's and session_time's values left out.
    const written = () =>
      page.evaluate(() =>
        window.calls
          .filter(
            (call) => call[0] !== "LMSSetValue" || !String(call[1]).startsWith("cmi.interactions."),
          )
          .map((call) =>
            call[0] === "LMSSetValue" &&
            (call[1] === "cmi.suspend_data" || call[1] === "cmi.core.session_time")
              ? [call[0], call[1], call[2] === "" ? "" : "…", call[3]]
              : call,
          ),
      );
    const interactions = () =>
      page.evaluate(
        () =>
          window.calls.filter(
            (call) =>
              call[0] === "LMSSetValue" &&
              String(call[1]).startsWith("cmi.interactions.") &&
              call[3] === "true",
          ).length,
      );
    await page.waitForFunction((n) => window.calls.length === n, expected.length);
    assert.deepEqual(await written(), expected);
    const ids = nodeExam.generate({ kinds: ["value", "shift", "order"], count: 5, seed: 7 });
    const plan = ["right", "wrong", "right", "right", "wrong"];
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
        ["LMSSetValue", "cmi.core.exit", "suspend", "true"],
        ["LMSSetValue", "cmi.suspend_data", "…", "true"],
      );
      await page.waitForFunction((n) => window.calls.length === n, expected.length + 7 * (r + 1));
      if (r < 4) await inner.click("#exam-mock-next");
    }
    await inner.click("#exam-mock-finish");
    expected.push(
      ["LMSSetValue", "cmi.core.score.raw", "60", "true"],
      ["LMSSetValue", "cmi.core.score.min", "0", "true"],
      ["LMSSetValue", "cmi.core.score.max", "100", "true"],
      ["LMSSetValue", "cmi.core.lesson_status", "completed", "true"],
      ["LMSSetValue", "cmi.core.exit", "", "true"],
      ["LMSSetValue", "cmi.suspend_data", "", "true"],
      ["LMSSetValue", "cmi.core.session_time", "…", "true"],
      ["LMSCommit", "", "true"],
    );
    await page.waitForFunction((n) => window.calls.length === n, expected.length + 7 * 5);
    await page.screenshot({ path: join(screenshotDir, "scorm-lms-1280.png") });
    // Leaving the page (pagehide) commits and finishes.
    await page.locator("#sco").evaluate((frame) => {
      frame.src = "about:blank";
    });
    expected.push(
      ["LMSSetValue", "cmi.core.session_time", "…", "true"],
      ["LMSCommit", "", "true"],
      ["LMSFinish", "", "true"],
    );
    await page.waitForFunction((n) => window.calls.length === n, expected.length + 7 * 5);
    assert.deepEqual(await written(), expected);
    assert.equal(await interactions(), 7 * 5);
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

  test("a student who never starts: the session starts, nothing is written, it is not ended", async () => {
    const { page, problems, close } = await shared.open("", {
      url: lms.url(),
    });
    await quizFrame(page);
    await page.locator("#sco").evaluate((frame) => {
      frame.src = "about:blank";
    });
    await page.waitForFunction(
      () => document.querySelector("#sco").contentDocument?.URL === "about:blank",
    );
    assert.deepEqual(
      (await page.evaluate(() => window.calls)).map((call) => call[0]),
      ["LMSInitialize", "LMSGetValue", "LMSGetValue", "LMSGetValue"],
    );
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("not tracked", () => {
  test("opened without an LMS: a visible notice, and the quiz works", async () => {
    const { page, problems, violations, close } = await shared.open("", {
      url: `http://127.0.0.1:${lms.port}/pkg/quiz/scorm.html`,
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
      url: lms.url({ host: "localhost", sco: `http://127.0.0.1:${lms.port}/pkg/quiz/scorm.html` }),
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
