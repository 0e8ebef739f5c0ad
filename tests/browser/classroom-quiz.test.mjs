// Quizzes set by link and scores out (the classroom kit) in Debian's Chromium:
// embed.html?section=exam&kinds=...&count=...&seed=... shows exactly peExam.generate({ kinds,
// count, seed }) (computed in node with the same core build), hints=off, solutions=after and
// lock=1 do what docs/classroom.md says, the frame posts { type: "pe-explorer:score", ... } to a
// course page for each answer and for the final score (answers from the independent oracle,
// tests/oracle/exam-oracle.mjs), and "Embed this" sets the quiz as form controls and shows its link
// and code. Needs a built dist/ (node scripts/build.mjs).
// Run: node --test --test-concurrency=1 tests/browser/classroom-quiz.test.mjs
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { before, describe, test } from "node:test";

import { createExam } from "../../web/js/exam/generate.js";
import { CORES, loadCore } from "../js/cores.mjs";
import { oracle } from "../oracle/exam-oracle.mjs";
import {
  answer,
  keepScores,
  readQuestion,
  rightAnswer,
  useCoursePage,
  wrongAnswer,
} from "./exam-helpers.mjs";
import { frameIn, lookAt, root, screenshotDir, useBrowser } from "./harness.mjs";

const shared = useBrowser({ core: false });
// The quiz link of docs/classroom.md ("Quizzes set by link"), so that the documented link is the one
// tested, and the question ids that the guide says it shows.
const guide = readFileSync(join(root, "docs/classroom.md"), "utf8");
const quizQuery = guide.match(/^embed\.html\?section=exam&(kinds=\S+)$/m)?.[1];
const guideIds = [...(guide.match(/\(here ([^)]*)\)/)?.[1] ?? "").matchAll(/`([a-z]+:\d+)`/g)].map(
  (m) => m[1],
);
let nodeExam;
// The course page keeps each score message from its frame, with the checks docs/classroom.md
// advises, in a script file of its own under a strict CSP (script-src 'self').
const course = useCoursePage({ heading: "Week 3: quiz", script: keepScores });

before(async () => {
  nodeExam = createExam(await loadCore(CORES[0]));
});

async function openEmbed(query) {
  const opened = await shared.open("", {
    url: `${shared.httpBase}embed.html?section=exam&${query}`,
  });
  await opened.page.waitForSelector("#exam .exam-mock-question .exam-question");
  return opened;
}

describe("a quiz set by link", () => {
  test("the classroom guide's link is this quiz, and the questions it names are generate's", () => {
    assert.equal(quizQuery, "kinds=value,shift&count=5&seed=7&hints=off&solutions=after&lock=1");
    assert.deepEqual(
      guideIds,
      nodeExam.generate({ kinds: ["value", "shift"], count: 5, seed: 7 }).map((q) => q.id),
    );
  });

  test("shows exactly peExam.generate({ kinds, count, seed }), in the same order", async () => {
    const { page, problems, close } = await openEmbed(quizQuery);
    const expected = nodeExam
      .generate({ kinds: ["value", "shift"], count: 5, seed: 7 })
      .map((q) => q.id);
    assert.equal(new Set(expected.map((id) => id.split(":")[0])).size, 2, "both kinds drawn");
    const shown = [];
    for (let r = 0; r < 5; r += 1) {
      await page.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      shown.push(
        await page.locator("#exam .exam-mock-question .exam-question").getAttribute("data-id"),
      );
      if (r < 4) await page.click("#exam-mock-next");
    }
    assert.deepEqual(shown, expected);
    // The page's own peExam agrees.
    assert.deepEqual(
      await page.evaluate(() =>
        window.peExam.generate({ kinds: ["value", "shift"], count: 5, seed: 7 }).map((q) => q.id),
      ),
      expected,
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("lock hides the controls; hints=off hides the hint; solutions=after shows it after a check", async () => {
    const { page, problems, close } = await openEmbed(quizQuery);
    for (const id of ["#exam-kind", "#exam-mode", "#exam-new", "#exam-count"]) {
      assert.equal(await page.locator(id).isVisible(), false, `${id} hidden`);
    }
    const q = await readQuestion(page, "#exam .exam-mock-question");
    assert.equal(await q.card.getByRole("button", { name: "Show hint" }).isVisible(), false);
    const solution = q.card.getByRole("button", { name: "Show solution" });
    assert.equal(await solution.isVisible(), false);
    const wrong = await answer(q, wrongAnswer(q));
    assert.equal(wrong.verdict, "wrong");
    assert.doesNotMatch(wrong.text, /hint/);
    assert.equal(await solution.isVisible(), true);
    assert.deepEqual(problems, []);
    await close();
  });

  test("solutions=never and the defaults", async () => {
    const never = await openEmbed("kinds=value&count=5&seed=3&solutions=never");
    const q = await readQuestion(never.page, "#exam .exam-mock-question");
    await answer(q, wrongAnswer(q));
    assert.equal(await q.card.getByRole("button", { name: "Show solution" }).isVisible(), false);
    assert.equal(await q.card.getByRole("button", { name: "Show hint" }).isVisible(), true);
    // Unlocked: the mode and the count stay.
    assert.equal(await never.page.locator("#exam-mode").isVisible(), true);
    assert.equal(await never.page.locator("#exam-mode").inputValue(), "mock");
    assert.deepEqual(never.problems, []);
    await never.close();
  });

  test("a bad value gives a notice and the default", async () => {
    const { page, problems, close } = await shared.open("", {
      url: `${shared.httpBase}embed.html?section=exam&kinds=value,nonsense&count=5&seed=7`,
      waitFor: ["#exam [data-slot=card] .exam-question"],
    });
    assert.match(
      await page.locator("#notices").textContent(),
      /kinds=value,nonsense; kinds must be kinds of question/,
    );
    // Every kind, one at a time: the link's kinds were refused, so it is no quiz.
    assert.equal(await page.locator("#exam-mode").inputValue(), "one");
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("scores out", () => {
  test("each answer and the final score reach the course page, with the right numbers", async () => {
    const { page, problems, violations, close } = await shared.open("", {
      url: course.courseUrl(quizQuery),
      core: false,
    });
    const frame = await frameIn(page, "#quiz");
    await frame.waitForSelector("#exam .exam-mock-question .exam-question", { timeout: 15000 });
    // Right, wrong (then right: only the first check counts), skipped, right, solution first.
    const plan = ["right", "wrong", "skip", "right", "solution"];
    const expected = [];
    // What each answer's message names: the question (its place, id, seed and type), the first
    // answer checked (typed) and the oracle's right answer; the guide's quiz is of value (one
    // number) and shift (a matrix).
    const asked = [];
    const questionTypes = { value: "number", shift: "matrix" };
    let score = 0;
    for (const [r, what] of plan.entries()) {
      await frame.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      const q = await readQuestion(frame, "#exam .exam-mock-question");
      const detail = (given) =>
        asked.push({
          index: r,
          id: q.id,
          seed: q.seed,
          questionType: questionTypes[q.kind],
          typed: given.texts.map(Number),
          right: [].concat(oracle[q.kind].answer(q.params)),
        });
      if (what === "right") {
        assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
        detail(rightAnswer(q));
        score += 1;
        expected.push({ kind: q.kind, correct: true, score });
      } else if (what === "wrong") {
        assert.equal((await answer(q, wrongAnswer(q))).verdict, "wrong");
        detail(wrongAnswer(q));
        assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
        expected.push({ kind: q.kind, correct: false, score });
      } else if (what === "solution") {
        // solutions=after: the solution opens after a check; here it is a check, then the
        // solution: counted once, as the wrong first check.
        assert.equal((await answer(q, wrongAnswer(q))).verdict, "wrong");
        detail(wrongAnswer(q));
        await q.card.getByRole("button", { name: "Show solution" }).click();
        expected.push({ kind: q.kind, correct: false, score });
      }
      if (r < 4) await frame.click("#exam-mock-next");
    }
    await frame.click("#exam-mock-finish");
    await frame.waitForSelector("#exam-mock-summary table");
    await page.waitForFunction((n) => window.scores.length === n, expected.length + 1);
    const near = (value, expected) =>
      Math.abs(value - expected) <= 1e-6 * Math.max(1, Math.abs(expected));
    // Each answer's detail, then the messages without it.
    const scores = (await page.evaluate(() => window.scores)).map(
      ({ index, id, seed, questionType, response, answer: right, latency, ...rest }, n) => {
        if (rest.final) return rest;
        const want = asked[n];
        assert.deepEqual(
          [index, id, seed, questionType],
          [want.index, want.id, want.seed, want.questionType],
        );
        const responses = [].concat(response);
        assert.equal(responses.length, want.typed.length);
        want.typed.forEach((v, k) => assert.ok(near(responses[k], v), `${responses[k]} ${v}`));
        want.right.forEach((v, k) => assert.ok(near([].concat(right)[k], v), `${right} ${v}`));
        assert.ok(Number.isInteger(latency) && latency >= 0, String(latency));
        return rest;
      },
    );
    assert.deepEqual(scores, [
      ...expected.map((e) => ({
        type: "pe-explorer:score",
        section: "exam",
        ...e,
        max: 5,
        final: false,
        lang: "en",
      })),
      {
        type: "pe-explorer:score",
        section: "exam",
        kind: "total",
        correct: null,
        score,
        max: 5,
        final: true,
        lang: "en",
      },
    ]);
    assert.equal(score, 2);
    assert.deepEqual(await violations(), [], "no CSP violation on the course page or in the frame");
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('"Embed this" sets a quiz', () => {
  for (const [width, colorScheme] of [
    [1280, "light"],
    [1280, "dark"],
    [375, "light"],
    [375, "dark"],
  ]) {
    test(`form controls give the quiz's link and code (${width} px, ${colorScheme})`, async () => {
      // A window tall enough for the whole panel: a screenshot of an element taller than the
      // window makes Playwright stretch the window to the page, every figure then draws at once,
      // and the page grows under the panel for as long as the lab trains (the panel never holds
      // still long enough to be shot).
      const { page, problems, close } = await shared.open("", {
        url: `${shared.httpBase}index.html#exam`,
        core: true,
        width,
        height: 2400,
        colorScheme,
      });
      await lookAt(page, "#exam");
      await page.click("#exam .embed-snippet-button");
      const panel = page.locator("#exam .embed-snippet");
      await panel.getByLabel("Embed a quiz").check();
      await panel.getByLabel("Compute a value of PE").check();
      await panel.getByLabel("Fill in the shift matrix Mₖ").check();
      await panel.getByLabel("Questions", { exact: true }).fill("5");
      await panel.getByLabel("Question set (seed)").fill("7");
      await panel.getByLabel("Hints", { exact: true }).selectOption("off");
      await panel.getByLabel("Worked solutions").selectOption("after");
      assert.equal(await panel.getByLabel("Lock the quiz").isChecked(), true);
      const link = await panel.locator(".quiz-link").inputValue();
      const url = new URL(link);
      assert.equal(url.pathname.endsWith("/embed.html"), true);
      assert.deepEqual(Object.fromEntries(url.searchParams), {
        section: "exam",
        kinds: "value,shift",
        count: "5",
        seed: "7",
        hints: "off",
        solutions: "after",
        lock: "1",
      });
      const code = await panel.locator("textarea.embed-snippet-code").inputValue();
      assert.ok(code.includes(`src="${link.replace(/&/g, "&amp;")}"`), code);
      assert.match(code, /height="1400"/);
      // A refused count says why, and no code is offered for it.
      await panel.getByLabel("Questions", { exact: true }).fill("51");
      assert.match(await panel.locator(".quiz-error").first().textContent(), /from 1 to 50/);
      assert.match(
        await panel.locator("textarea.embed-snippet-code").inputValue(),
        /Fix the marked field/,
      );
      await panel.getByLabel("Questions", { exact: true }).fill("5");
      await panel.screenshot({
        path: join(
          screenshotDir,
          `embed-quiz-${width}${colorScheme === "dark" ? "-dark" : ""}.png`,
        ),
      });
      // The link opens that quiz.
      const quiz = await shared.open("", { url: link });
      await quiz.page.waitForSelector("#exam .exam-mock-question .exam-question");
      assert.equal(
        await quiz.page.locator("#exam .exam-mock-question .exam-question").getAttribute("data-id"),
        nodeExam.generate({ kinds: ["value", "shift"], count: 5, seed: 7 })[0].id,
      );
      assert.deepEqual(quiz.problems, []);
      await quiz.close();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no sideways overflow (${overflow} px)`);
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
