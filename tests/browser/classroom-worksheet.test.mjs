// Worksheets (the classroom kit): embed.html?section=exam&...&print=worksheet prints
// the link's quiz, exactly peExam.generate({ kinds, count, seed }), with room to answer and no
// answers; print=key prints the same questions with the answers (checked against the independent
// oracle, tests/oracle/exam-oracle.mjs) and the worked solutions. The PDFs come from Chromium's
// page.pdf() (print media) and are read back with pdftotext (Debian's poppler-utils, installed
// by the bootstrap). Needs a built dist/ (node scripts/build.mjs).
// Run: node --test --test-concurrency=1 tests/browser/classroom-worksheet.test.mjs
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";

import { createExam } from "../../web/js/exam/generate.js";
import { CORES, loadCore } from "../js/cores.mjs";
import { oracle } from "../oracle/exam-oracle.mjs";
import { screenshotDir, useBrowser } from "./harness.mjs";

const shared = useBrowser();
const kinds = ["value", "shift", "order", "wavelength"];
const quiz = `kinds=${kinds.join(",")}&count=6&seed=11`;
let questions;
let folder;

before(async () => {
  questions = createExam(await loadCore(CORES[0])).generate({ kinds, count: 6, seed: 11 });
  folder = mkdtempSync(join(tmpdir(), "pe-worksheet-"));
});
after(() => rmSync(folder, { recursive: true, force: true }));

// The PDF's text, with every run of white space made one space (lines wrap on paper).
function pdfText(pdf, name) {
  const path = join(folder, `${name}.pdf`);
  writeFileSync(path, pdf);
  const result = spawnSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.replace(/\s+/g, " ");
}
const flat = (text) => text.replace(/\s+/g, " ").trim();

// A number as the page prints it: "−0.5", "6283.19", "4.44 × 10⁻¹⁶".
const fromSuperscript = Object.fromEntries([..."⁰¹²³⁴⁵⁶⁷⁸⁹"].map((c, n) => [c, String(n)]));
function readNumber(text) {
  const [mantissa, power] = text.trim().replace(/−/g, "-").split(" × 10");
  const exponent = power
    ? Number([...power].map((c) => (c === "⁻" ? "-" : fromSuperscript[c])).join(""))
    : 0;
  return Number(mantissa) * 10 ** exponent;
}

async function printed(print, { width = 1280, colorScheme = "light" } = {}) {
  const opened = await shared.open("", {
    url: `${shared.httpBase}embed.html?section=exam&${quiz}&print=${print}`,
    waitFor: [".exam-worksheet"],
    width,
    colorScheme,
  });
  const { page } = opened;
  const text = pdfText(await page.pdf({ format: "A4" }), print);
  return { ...opened, text };
}

describe("print=worksheet and print=key", () => {
  test("the worksheet: the quiz's questions in order, room to answer, no answers", async () => {
    const { page, text, problems, close } = await printed("worksheet");
    assert.deepEqual(
      await page
        .locator(".worksheet-question")
        .evaluateAll((items) => items.map((li) => li.dataset.id)),
      questions.map((q) => q.id),
    );
    let at = 0;
    for (const q of questions) {
      const found = text.indexOf(flat(q.prompt), at);
      assert.ok(found >= 0, `the PDF holds question ${q.id} after the one before: ${q.prompt}`);
      at = found;
      for (const option of q.options ?? []) assert.ok(text.includes(flat(option)), option);
    }
    assert.match(text, /worksheet/);
    assert.match(text, /Name:/);
    assert.doesNotMatch(text, /Worked solution|Answer:/);
    assert.doesNotMatch(text, /Check|Show hint|Open the full article/, "no controls on paper");
    assert.equal(await page.locator("#exam .exam-mock-question").count(), 0, "no quiz under it");
    assert.deepEqual(problems, []);
    await close();
  });

  test("the key: the same questions with the oracle's answers and the worked solutions", async () => {
    const { text, problems, close } = await printed("key");
    let at = 0;
    for (const q of questions) {
      const found = text.indexOf(flat(q.prompt), at);
      assert.ok(found >= 0, `question ${q.id}`);
      at = found;
      const after = text.slice(found);
      const answer = after.match(/Answer: (.*?) Worked solution/)?.[1];
      assert.ok(answer, `an answer for ${q.id}`);
      const expected = oracle[q.kind].answer(q.params, q.options ?? []);
      if (q.type === "choice") {
        assert.ok(answer.startsWith(`(${"abcdefghij"[expected]}) `), `${q.id}: ${answer}`);
      } else {
        // "0.993956", or for several: "a (row 1, column 1) = −0.839072; b (...) = ...".
        const numbers = (
          answer.includes("=") ? answer.split(";").map((part) => part.split("=").pop()) : [answer]
        ).map(readNumber);
        [].concat(expected).forEach((value, n) => {
          assert.ok(
            Math.abs(numbers[n] - value) <= 1e-5 * Math.max(1, Math.abs(value)),
            `${q.id}: ${answer}`,
          );
        });
      }
      // The first worked step follows.
      const firstStep = flat(q.solution.split("\n")[0].replace(/^\s*\d+\.\s*/, ""));
      assert.ok(after.includes(firstStep.slice(0, 40)), `${q.id}: ${firstStep}`);
    }
    assert.match(text, /answer key/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("in dark mode the printed sheet is still black on white", async () => {
    const { page, text, problems, close } = await printed("key", {
      width: 375,
      colorScheme: "dark",
    });
    assert.ok(text.includes(flat(questions[0].prompt)));
    const screen = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ media: "print" });
    const paper = await page.evaluate(() => {
      const style = (node) => getComputedStyle(node);
      return {
        background: style(document.body).backgroundColor,
        text: style(document.querySelector(".worksheet-prompt")).color,
      };
    });
    assert.notEqual(screen, "rgb(255, 255, 255)", "dark on screen");
    assert.deepEqual(paper, { background: "rgb(255, 255, 255)", text: "rgb(0, 0, 0)" });
    assert.deepEqual(problems, []);
    await close();
  });

  test("screenshots of both sheets at 1280 and 375 px, light and dark; none overflows", async () => {
    for (const print of ["worksheet", "key"]) {
      for (const width of [1280, 375]) {
        for (const colorScheme of ["light", "dark"]) {
          const { page, problems, close } = await shared.open("", {
            url: `${shared.httpBase}embed.html?section=exam&${quiz}&print=${print}`,
            waitFor: [".exam-worksheet"],
            width,
            colorScheme,
          });
          await page.screenshot({
            path: join(
              screenshotDir,
              `worksheet-${print}-${width}${colorScheme === "dark" ? "-dark" : ""}.png`,
            ),
            fullPage: true,
          });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assert.ok(
            overflow <= 0,
            `${print} at ${width} px: no sideways overflow (${overflow} px)`,
          );
          assert.deepEqual(problems, []);
          await close();
        }
      }
    }
  });

  test("in the article, leaving the sheet (print set back to none) brings the quiz back", async () => {
    const { page, problems, close } = await shared.open(`?${quiz}&print=worksheet`, {
      look: ["#exam"],
      waitFor: ["#exam .exam-worksheet"],
    });
    assert.equal(await page.evaluate(() => window.peStore.set({ print: "" }).ok), true);
    await page.waitForSelector("#exam .exam-mock-question .exam-question");
    assert.equal(await page.locator(".exam-worksheet").count(), 0);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.worksheet), undefined);
    assert.deepEqual(problems, []);
    await close();
  });

  test("a bad print value gives a notice and the quiz", async () => {
    const { page, problems, close } = await shared.open("", {
      url: `${shared.httpBase}embed.html?section=exam&${quiz}&print=poster`,
      waitFor: ["#exam .exam-mock-question .exam-question"],
    });
    assert.match(
      await page.locator("#notices").textContent(),
      /print=poster; print must be worksheet or key/,
    );
    assert.equal(await page.locator(".exam-worksheet").count(), 0);
    assert.deepEqual(problems, []);
    await close();
  });
});
