// SCORM 1.2 as gradebooks use it (docs/classroom.md, "The SCORM package"): the package built by
// scripts/build-scorm.mjs with a pass mark, unzipped and served, run in scorm-again's Scorm12API
// (pinned in package.json) as the LMS. The LMS page gives the runtime what an LMS takes from the
// manifest (adlcp:masteryscore as cmi.student_data.mastery_score) and, on a relaunch, the data of
// the session before (suspend_data, entry "resume"). The test answers each question with the
// independent oracle of tests/oracle/exam-oracle.mjs, right or wrong as its plan says, and checks
// the runtime's data model against values it works out itself (the score from the answers it chose
// to get wrong, the interaction ids from the questions shown, the responses it typed) and against
// the SCORM 1.2 vocabularies and formats (RTE 3.4.2, appendix A).
//   the teacher's path: pass=80 in the package, one wrong answer of 5: 80, passed
//   a failed quiz: pass=90, one wrong answer: 80, failed
//   left halfway and resumed: incomplete, exit suspend, suspend_data; the answers come back
//   a student who never starts: not attempted, no score, no value written
// Run: node --test --test-concurrency=1 tests/browser/scorm-gradebook.test.mjs
import assert from "node:assert/strict";
import { join } from "node:path";
import { before, describe, test } from "node:test";

import { unzipSync } from "fflate";

import { buildScorm } from "../../scripts/build-scorm.mjs";
import { decodeSuspend } from "../../web/js/scormData.js";
import { oracle } from "../oracle/exam-oracle.mjs";
import { answer, readQuestion, rightAnswer, wrongAnswer } from "./exam-helpers.mjs";
import { frameIn, screenshotDir, useBrowser } from "./harness.mjs";
import { useLms } from "./scorm-lms.mjs";

const shared = useBrowser({ core: false });
// The quiz of every package here; `pass` its pass mark, or none (null).
const quizOf = (pass) =>
  `kinds=value,shift,order&count=5&seed=7&lock=1${pass === null ? "" : `&pass=${pass}`}`;
/** @type {Record<string, Record<string, Uint8Array>>} the packages' files, by name */
const packages = {};
const lms = useLms(() => packages);

// SCORM 1.2's data types and vocabularies (RTE 3.4.2 and appendix A), written from the spec.
const scorm12 = {
  status: /^(passed|completed|failed|incomplete|browsed|not attempted)$/,
  exit: /^(time-out|suspend|logout|)$/,
  timespan: /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/,
  decimal: /^-?\d+(\.\d+)?$/,
  identifier: /^[\x21-\x7e]{1,255}$/,
  type: /^(true-false|choice|fill-in|matching|performance|sequencing|likert|numeric)$/,
  result: /^(correct|wrong|unanticipated|neutral|-?\d+(\.\d+)?)$/,
  choice: /^[0-9a-z]$/,
};

// Every value of a data model (scorm-again's cmi as JSON) within SCORM 1.2's vocabulary and limits.
function assertScorm12(cmi) {
  const { core } = cmi;
  assert.match(core.lesson_status, scorm12.status);
  assert.match(core.exit, scorm12.exit);
  for (const key of ["raw", "min", "max"]) {
    const value = core.score[key];
    if (value === "") continue;
    assert.match(value, scorm12.decimal, `score.${key}`);
    assert.ok(Number(value) >= 0 && Number(value) <= 100, `score.${key} ${value}`);
  }
  if (core.session_time !== "") assert.match(core.session_time, scorm12.timespan);
  assert.ok(cmi.suspend_data.length <= 4096, `suspend_data: ${cmi.suspend_data.length}`);
  for (const interaction of Object.values(cmi.interactions)) {
    assert.match(interaction.id, scorm12.identifier);
    assert.match(interaction.type, scorm12.type);
    assert.match(interaction.result, scorm12.result);
    assert.match(interaction.latency, scorm12.timespan);
    assert.match(interaction.weighting, scorm12.decimal);
    const values = [
      interaction.student_response,
      ...Object.values(interaction.correct_responses).map((r) => r.pattern),
    ];
    for (const value of values) {
      assert.ok(value.length <= 255, value);
      if (interaction.type === "numeric") assert.match(value, scorm12.decimal);
      if (interaction.type === "choice") assert.match(value, scorm12.choice);
      if (interaction.type === "fill-in")
        assert.ok(
          value.split(",").every((part) => scorm12.decimal.test(part)),
          value,
        );
    }
  }
}

before(async () => {
  // The README's way: the quiz, with its pass mark, in PE_SCORM_QUIZ when building.
  const earlier = process.env.PE_SCORM_QUIZ;
  try {
    for (const pass of [80, 90, null]) {
      process.env.PE_SCORM_QUIZ = quizOf(pass);
      packages[pass === null ? "noPass" : `pass${pass}`] = unzipSync(
        await buildScorm({ write: false }),
      );
    }
  } finally {
    if (earlier === undefined) delete process.env.PE_SCORM_QUIZ;
    else process.env.PE_SCORM_QUIZ = earlier;
  }
});

// What an LMS reads from a package's manifest when it is uploaded: the SCO's mastery score.
function uploaded(name) {
  const manifest = new TextDecoder().decode(packages[name]["imsmanifest.xml"]);
  const mastery = manifest.match(/<adlcp:masteryscore>([^<]*)<\/adlcp:masteryscore>/)?.[1];
  return { student_data: { mastery_score: mastery ?? "" } };
}

/** Opens the LMS page on package `name`; the quiz frame inside the launch page inside it. */
async function launch(name, init) {
  const opened = await shared.open("", {
    url: lms.url({ pkg: name, init }),
  });
  const sco = await frameIn(opened.page, "#sco");
  const handle = await sco.waitForSelector("#pe-quiz");
  const inner = await handle.contentFrame();
  await inner.waitForSelector("#exam .exam-mock-question .exam-question", { timeout: 15000 });
  return { ...opened, sco, inner };
}

// The interaction type the test expects of each kind: value a number, shift a matrix of numbers,
// order a choice (web/js/exam/kinds.js), as SCORM 1.2 types.
const expectedType = { value: "numeric", shift: "fill-in", order: "choice" };
const letter = (option) => "abcdefghij"[option];

/**
 * Answers questions `from`..`to - 1` as `plan` says ("right" or "wrong"), from question `from`
 * shown; returns for each what was shown and answered, as the test will check it.
 */
async function take(page, inner, plan, from = 0) {
  const taken = [];
  for (let r = from; r < plan.length; r += 1) {
    await inner.waitForSelector(`#exam .exam-mock-question[data-index="${r}"] .exam-question`);
    const q = await readQuestion(inner, "#exam .exam-mock-question");
    const given = plan[r] === "right" ? rightAnswer(q) : wrongAnswer(q);
    const before = await page.evaluate(() => window.calls.length);
    const { verdict } = await answer(q, given);
    assert.equal(verdict, plan[r] === "right" ? "correct" : "wrong");
    // The interaction is written before the score.
    await page.waitForFunction(
      (n) => window.calls.slice(n).some((call) => call[1] === "cmi.core.lesson_status"),
      before,
    );
    taken.push({ r, q, given, right: oracle[q.kind].answer(q.params, q.options) });
    if (r < plan.length - 1) await inner.click("#exam-mock-next");
  }
  return taken;
}

/** Leaving the page: the launch page's pagehide. */
async function leave(page) {
  await page.locator("#sco").evaluate((frame) => {
    frame.src = "about:blank";
  });
  await page.waitForFunction(() => window.calls.some((call) => call[0] === "LMSFinish"));
}

const model = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.API.cmi)));
const near = (text, value) => Math.abs(Number(text) - value) <= 1e-6 * Math.max(1, Math.abs(value));

// Each interaction against what the test showed and answered.
function assertInteractions(interactions, taken, plan) {
  assert.equal(interactions.length, taken.length);
  for (const [n, { r, q, given, right }] of taken.entries()) {
    const interaction = interactions[n];
    assert.equal(interaction.id, `q${r + 1}-${q.kind}-${q.seed}`);
    assert.equal(interaction.type, expectedType[q.kind]);
    assert.equal(interaction.result, plan[r] === "right" ? "correct" : "wrong");
    assert.equal(interaction.weighting, "1");
    const pattern = interaction.correct_responses["0"].pattern;
    if (q.kind === "order") {
      assert.equal(interaction.student_response, letter(given.option));
      assert.equal(pattern, letter(right));
    } else {
      const typed = given.texts.map(Number);
      const responses = interaction.student_response.split(",");
      const patterns = pattern.split(",");
      assert.equal(responses.length, typed.length);
      typed.forEach((value, k) => assert.ok(near(responses[k], value), `${responses[k]} ${value}`));
      [].concat(right).forEach((value, k) => assert.ok(near(patterns[k], value), patterns[k]));
    }
  }
}

describe("SCORM 1.2 in a gradebook (scorm-again as the LMS)", () => {
  test("the teacher's path: download, upload, set a pass mark; one wrong answer of 5 passes 80", async (t) => {
    // Set a pass mark: pass=80 in the quiz, the manifest's adlcp:masteryscore, which the LMS
    // reads on upload.
    const init = uploaded("pass80");
    assert.deepEqual(init, { student_data: { mastery_score: "80" } });
    const { page, inner, problems, violations, close } = await launch("pass80", init);
    const plan = ["right", "right", "wrong", "right", "right"];
    const taken = await take(page, inner, plan);
    await inner.click("#exam-mock-finish");
    await page.waitForFunction(() => window.calls.some((call) => call[0] === "LMSCommit"));
    const right = plan.filter((what) => what === "right").length;
    const percent = String(Math.round((100 * right) / plan.length));
    let cmi = await model(page);
    assert.deepEqual(
      [cmi.core.lesson_status, cmi.core.score.raw, cmi.core.score.min, cmi.core.score.max],
      ["passed", percent, "0", "100"],
    );
    assert.equal(percent, "80");
    assert.equal(cmi.core.exit, "");
    assert.equal(cmi.suspend_data, "");
    assert.match(cmi.core.session_time, scorm12.timespan);
    assertInteractions(Object.values(cmi.interactions), taken, plan);
    assertScorm12(cmi);
    // What the gradebook received, in the test's report.
    const { core, suspend_data, interactions } = cmi;
    t.diagnostic(JSON.stringify({ core, suspend_data, interactions }));
    await page.screenshot({ path: join(screenshotDir, "scorm-gradebook-passed-1280.png") });
    await leave(page);
    cmi = await model(page);
    assert.equal(cmi.core.lesson_status, "passed");
    assertScorm12(cmi);
    // The session's calls: started at load, nothing written before the first answer, ended once.
    const calls = await page.evaluate(() => window.calls);
    assert.deepEqual(calls[0], ["LMSInitialize", "", "true"]);
    const firstSet = calls.findIndex((call) => call[0] === "LMSSetValue");
    assert.ok(calls.slice(1, firstSet).every((call) => call[0] === "LMSGetValue"));
    assert.deepEqual(calls.at(-1), ["LMSFinish", "", "true"]);
    assert.ok(
      calls.every((call) => call.at(-1) !== "false"),
      "every call succeeded",
    );
    assert.deepEqual(await violations(), []);
    assert.deepEqual(problems, []);
    await close();
  });

  // One wrong answer of 5 (80) against a pass mark of 90, from the manifest or the platform
  // (`init`): failed, with every answer's interaction.
  async function takeAndFail(name, init, plan) {
    const { page, inner, problems, close } = await launch(name, init);
    const taken = await take(page, inner, plan);
    await inner.click("#exam-mock-finish");
    await page.waitForFunction(() => window.calls.some((call) => call[0] === "LMSCommit"));
    const cmi = await model(page);
    const right = plan.filter((what) => what === "right").length;
    assert.deepEqual(
      [cmi.core.lesson_status, cmi.core.score.raw],
      ["failed", String(Math.round((100 * right) / plan.length))],
    );
    assertInteractions(Object.values(cmi.interactions), taken, plan);
    assertScorm12(cmi);
    assert.deepEqual(problems, []);
    await close();
  }

  test("a failed quiz: pass mark 90, one wrong answer of 5 (80)", async () => {
    const init = uploaded("pass90");
    assert.equal(init.student_data.mastery_score, "90");
    await takeAndFail("pass90", init, ["wrong", "right", "right", "right", "right"]);
  });

  test("a package without a pass mark, the mark set in the platform: 80 fails 90", async () => {
    // The released packages carry no pass mark; a platform that lets the teacher set one gives it
    // to the package as cmi.student_data.mastery_score.
    assert.deepEqual(uploaded("noPass"), { student_data: { mastery_score: "" } });
    const init = { student_data: { mastery_score: "90" } };
    await takeAndFail("noPass", init, ["right", "right", "right", "wrong", "right"]);
  });

  test("left halfway and resumed: incomplete and suspended, then the answers come back", async (t) => {
    const plan = ["right", "wrong", "right", "right", "right"];
    const first = await launch("pass80", uploaded("pass80"));
    const half = await take(first.page, first.inner, plan.slice(0, 2));
    await leave(first.page);
    const left = await model(first.page);
    assert.deepEqual(
      [left.core.lesson_status, left.core.exit, left.core.score.raw],
      ["incomplete", "suspend", String(Math.round((100 * 1) / 5))],
    );
    assert.ok(left.suspend_data.length > 0 && left.suspend_data.length <= 4096);
    t.diagnostic(JSON.stringify({ core: left.core, suspend_data: left.suspend_data }));
    assert.match(left.core.session_time, scorm12.timespan);
    assertInteractions(Object.values(left.interactions), half, plan);
    assertScorm12(left);
    assert.deepEqual(first.problems, []);
    await first.close();

    // The LMS keeps the data and launches the SCO again with entry "resume".
    const init = { ...left, core: { ...left.core, entry: "resume", exit: "", session_time: "" } };
    const { page, inner, problems, close } = await launch("pass80", init);
    // The quiz goes on at the first question left unanswered, the two answers counted.
    await inner.waitForSelector('#exam .exam-mock-question[data-index="2"] .exam-question');
    assert.match(
      await inner.locator("#exam-mock-status").textContent(),
      /^Question 3 of 5 · 2 answered/,
    );
    // The answers kept: question 2 shows the wrong answer given, and its verdict.
    await inner.click("#exam-mock-previous");
    await inner.waitForSelector('#exam .exam-mock-question[data-index="1"] .exam-question');
    const shown = await readQuestion(inner, "#exam .exam-mock-question");
    assert.equal(shown.id, half[1].q.id);
    assert.equal(await shown.card.locator(".exam-feedback").getAttribute("data-verdict"), "wrong");
    if (half[1].given.option !== undefined) {
      const checked = shown.card.locator(
        `.exam-choice[data-option="${half[1].given.option}"] input`,
      );
      assert.equal(await checked.isChecked(), true);
    } else {
      const values = await shown.card
        .locator(".exam-input")
        .evaluateAll((inputs) => inputs.map((input) => input.value));
      half[1].given.texts.forEach((text, k) => assert.ok(near(values[k], Number(text)), values[k]));
    }
    await inner.click("#exam-mock-next");
    const rest = await take(page, inner, plan, 2);
    await inner.click("#exam-mock-finish");
    await page.waitForFunction(() => window.calls.some((call) => call[0] === "LMSCommit"));
    const done = await model(page);
    const right = plan.filter((what) => what === "right").length;
    assert.deepEqual(
      [done.core.lesson_status, done.core.score.raw, done.core.exit, done.suspend_data],
      ["passed", String(Math.round((100 * right) / plan.length)), "", ""],
    );
    // The resumed session's interactions follow the first session's: 5 in all, each once.
    assertInteractions(Object.values(done.interactions), [...half, ...rest], plan);
    assertScorm12(done);
    assert.deepEqual(problems, []);
    await close();
  });

  test("suspend data of another quiz is not restored into this one", async () => {
    // Saved by a quiz of 5 whose first question was value:1 (this one's is order:7).
    const other = JSON.stringify({
      v: 1,
      n: 5,
      f: "value:1",
      a: [
        [0, 1, 0.5],
        [1, 1, 2],
      ],
    });
    const init = { ...uploaded("pass80"), suspend_data: other, core: { entry: "resume" } };
    const { page, inner, problems, close } = await launch("pass80", init);
    assert.match(
      await inner.locator("#exam-mock-status").textContent(),
      /^Question 1 of 5 · 0 answered/,
    );
    const q = await readQuestion(inner, "#exam .exam-mock-question");
    assert.equal(await q.card.locator(".exam-feedback").getAttribute("data-verdict"), null);
    const plan = ["right"];
    await take(page, inner, plan);
    const cmi = await model(page);
    // Counted from this session alone: 1 of 5.
    assert.equal(cmi.core.score.raw, "20");
    assert.deepEqual(
      decodeSuspend(cmi.suspend_data).answers.map((a) => [a.index, a.correct]),
      [[0, true]],
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("a student who never starts: not attempted, no score, no value written", async () => {
    const { page, problems, close } = await launch("pass80", uploaded("pass80"));
    await page.locator("#sco").evaluate((frame) => {
      frame.src = "about:blank";
    });
    await page.waitForFunction(
      () => document.querySelector("#sco").contentDocument?.URL === "about:blank",
    );
    // The session was started (to read a suspended one) and is left untouched: no LMSFinish,
    // so the platform has nothing to complete.
    const calls = await page.evaluate(() => window.calls);
    assert.deepEqual(
      calls.map((call) => call[0]),
      ["LMSInitialize", "LMSGetValue", "LMSGetValue", "LMSGetValue"],
    );
    const cmi = await model(page);
    assert.deepEqual(
      [cmi.core.lesson_status, cmi.core.score.raw, Object.keys(cmi.interactions).length],
      ["not attempted", "", 0],
    );
    assertScorm12(cmi);
    assert.deepEqual(problems, []);
    await close();
  });
});
