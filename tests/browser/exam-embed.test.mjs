// The exam embedded in a course page on another origin, in <iframe sandbox="allow-scripts"> only
// (no allow-forms, no allow-same-origin), under the strict CSP sent as a header: answering works
// (Check and Enter; a form submission would be blocked there), a mock exam runs to its per-section
// score, and the frame stores nothing and says so. Answers come from tests/oracle/exam-oracle.mjs.
// Run: node --test --test-concurrency=1 tests/browser/exam-embed.test.mjs
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { answer, readQuestion, rightAnswer, useCoursePage, wrongAnswer } from "./exam-helpers.mjs";
import { frameIn, useBrowser } from "./harness.mjs";

const shared = useBrowser({ core: false });
const course = useCoursePage();

async function openFramed(query) {
  const opened = await shared.open("", {
    url: course.courseUrl(query),
    core: false,
  });
  const frame = await frameIn(opened.page, "#quiz");
  await frame.waitForSelector("html[data-core]", { timeout: 15000 });
  await frame.waitForSelector("#exam [data-slot=card] .exam-question", { timeout: 15000 });
  return { ...opened, frame };
}

describe('exam embedded in <iframe sandbox="allow-scripts">', () => {
  test("Check and Enter answer; the frame says it stores nothing", async () => {
    const { page, frame, problems, violations, close } = await openFramed("question=value&seed=7");
    assert.equal(await page.locator("#quiz").getAttribute("sandbox"), "allow-scripts");
    const q = await readQuestion(frame);
    assert.equal((await answer(q, wrongAnswer(q))).verdict, "wrong");
    assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
    // Enter in the field checks too.
    await q.card.locator(".exam-input").fill("  7  ");
    await q.card.locator(".exam-input").press("Enter");
    assert.equal(await q.card.locator(".exam-feedback").getAttribute("data-verdict"), "wrong");
    assert.match(
      await frame.locator("#exam-progress-text").textContent(),
      /Progress: 0 right out of 1 question answered/,
    );
    const note = frame.locator("#exam-storage-note");
    assert.equal(await note.getAttribute("data-stored"), "false");
    assert.match(await note.textContent(), /not saved here: this page runs in a sandboxed frame/);
    assert.ok(await note.isVisible());
    // Storage is out of reach in this frame: reading it throws.
    assert.equal(
      await frame.evaluate(() => {
        try {
          return typeof window.localStorage.length;
        } catch (error) {
          return error.name;
        }
      }),
      "SecurityError",
    );
    // A choice question too.
    await frame.selectOption("#exam-kind", "linear");
    await frame.waitForSelector('#exam .exam-question[data-kind="linear"]');
    const choice = await readQuestion(frame);
    assert.equal((await answer(choice, rightAnswer(choice))).verdict, "correct");
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("a mock exam with a lab question runs to its per-section scores in the frame", async () => {
    // Seed 2's five questions have the lab's (question 2): the lab module loads and trains in
    // the sandboxed frame under the strict CSP too.
    const { frame, problems, violations, close } = await openFramed("mode=mock&count=5&seed=2");
    let right = 0;
    const kinds = [];
    for (let r = 0; r < 5; r += 1) {
      await frame.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      const q = await readQuestion(frame, "#exam .exam-mock-question");
      kinds.push(q.kind);
      if (r % 2 === 0 || q.kind === "lab") {
        assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
        right += 1;
      }
      if (r < 4) await frame.click("#exam-mock-next");
    }
    await frame.click("#exam-mock-finish");
    await frame.waitForSelector("#exam-mock-summary table");
    assert.equal(
      await frame.locator("#exam-mock-summary").getAttribute("data-right"),
      String(right),
    );
    const totals = await frame
      .locator("#exam-mock-summary tbody tr")
      .evaluateAll((trs) =>
        trs.reduce((sum, tr) => sum + Number(tr.querySelectorAll("td")[2].textContent), 0),
      );
    assert.equal(totals, right);
    assert.ok(kinds.includes("lab"), `a lab question among ${kinds}`);
    assert.equal(
      await frame
        .locator('#exam-mock-summary tbody tr[data-section="lab"] td')
        .nth(2)
        .textContent(),
      "1",
      "the lab's question answered right counts for the lab",
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });
});
