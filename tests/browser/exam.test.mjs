// End-to-end tests of the section "exam" in Debian's Chromium: every kind answered with
// the independent oracle (tests/oracle/exam-oracle.mjs), answers as people type them, the quiz equal
// to peExam.generate computed in node with the same core, the mock exam's per-section scores,
// progress across a reload, "Derive it yourself" end to end with its print view, axe, and the
// layout at 375 px. Needs a built dist/ (node scripts/build.mjs).
// Run: node --test --test-concurrency=1 tests/browser/exam.test.mjs
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import { examKinds } from "../../web/js/exam/kinds.js";
import examMessages from "../../web/sections/exam/strings/en/page.js";
import { CORES } from "../js/cores.mjs";
import { loadExam } from "../js/exam-fixture.mjs";
import { answer, readQuestion, rightAnswer, wrongAnswer } from "./exam-helpers.mjs";
import {
  assertLayouts,
  axeBuilder,
  axeViolations,
  lookAt,
  searchParam,
  useBrowser,
} from "./harness.mjs";

const shared = useBrowser({
  look: ["#exam"],
  waitFor: ["#exam [data-slot=card] .exam-question[data-kind]"],
});
// The same questions, made in node by the same core build: what the page must show.
let nodeExam;
before(async () => {
  nodeExam = await loadExam(CORES[0]);
});

async function chooseKind(page, kind) {
  await page.selectOption("#exam-kind", kind);
  await page.waitForSelector(`#exam [data-slot=card] .exam-question[data-kind="${kind}"]`);
  return readQuestion(page);
}

// The exam at `query` over http, with the lab module's script held back until release() (so
// that the lab's questions are placeholders until then), scrolled to the exam.
async function openWithLabHeld(query) {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await context.route(/pe-lab(-scalar)?\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  await page.goto(`${shared.httpBase}index.html${query}`);
  await page.waitForSelector("html[data-core]");
  await lookAt(page, "#exam");
  return { context, page, problems, release };
}

describe("section exam: questions", () => {
  test("every kind: a wrong answer is refused, the oracle's answer accepted; hint and solution open", async () => {
    const { page, problems, close } = await shared.open("?question=value&seed=2024");
    for (const { kind } of examKinds) {
      const q = await chooseKind(page, kind);
      assert.equal(q.seed, 2024);
      const wrong = await answer(q, wrongAnswer(q));
      assert.equal(wrong.verdict, "wrong", `${kind}: ${wrong.text}`);
      const right = await answer(q, rightAnswer(q));
      assert.equal(right.verdict, "correct", `${kind}: ${right.text}`);
      await q.card.getByRole("button", { name: "Show hint" }).click();
      assert.ok(await q.card.locator(".exam-hint").isVisible());
      await q.card.getByRole("button", { name: "Show solution" }).click();
      assert.ok((await q.card.locator(".exam-steps li").count()) >= 2, `${kind}: worked steps`);
    }
    // Each question counted once, at its first check (the wrong one).
    assert.match(
      await page.locator("#exam-progress-text").textContent(),
      new RegExp(`Progress: 0 right out of ${examKinds.length} questions`),
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("a lab question: a note while the lab's models train, then the question, with node's numbers", async () => {
    const { context, page, problems, release } = await openWithLabHeld(
      "?question=ceiling&seed=2024",
    );
    const note = page.locator("#exam [data-slot=card] .exam-pending");
    await note.waitFor();
    assert.match(await note.textContent(), /its models are training in the background/);
    assert.equal(await note.getAttribute("aria-live"), "polite");
    // The rest of the page answers meanwhile: another kind is shown at once.
    await page.selectOption("#exam-kind", "value");
    await page.waitForSelector('#exam [data-slot=card] .exam-question[data-kind="value"]');
    await page.selectOption("#exam-kind", "ceiling");
    await note.waitFor();
    release();
    await page.waitForSelector('#exam [data-slot=card] .exam-question[data-kind="ceiling"]', {
      timeout: 30000,
    });
    assert.equal(await note.count(), 0, "the note gives way to the question");
    const q = await readQuestion(page);
    assert.equal((await answer(q, wrongAnswer(q))).verdict, "wrong");
    // The causal model's score, typed as the ceiling: that misreading is named.
    const causal = q.params.models.noneCausal.accuracy[q.params.lengths.indexOf(q.params.length)];
    const slip = await answer(q, { texts: [String(causal)] });
    assert.equal(slip.verdict, "wrong");
    assert.match(slip.text, /This is the model with a causal mask/);
    assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
    // The table of results is a table, with its caption and row headers.
    assert.equal(await q.card.locator("table.exam-data-table caption").count(), 1);
    assert.equal(await q.card.locator("table.exam-data-table tbody th[scope=row]").count(), 5);
    // The page's lab (the same wasm as node's) gives the same questions, number for number.
    const inPage = await page.evaluate(async () => {
      await window.peExam.ready();
      return window.peExam.generate({ kinds: ["lab", "ceiling"], count: 40, seed: 2024 });
    });
    assert.deepEqual(
      inPage,
      JSON.parse(
        JSON.stringify(nodeExam.generate({ kinds: ["lab", "ceiling"], count: 40, seed: 2024 })),
      ),
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test("a mistake is named: PE computed with the dimension as the pair index", async () => {
    // value, seed 1: d_model = 4, pos = 10, dimension j = 3 (pair 1), as pinned in tests/js.
    const { page, problems, close } = await shared.open("?question=value&seed=1");
    const q = await readQuestion(page);
    assert.deepEqual(q.params, { d: 4, base: 10000, pos: 10, dim: 3 });
    const slip = Math.cos(10 / 10000 ** ((2 * 3) / 4));
    const result = await answer(q, { texts: [slip.toFixed(5)] });
    assert.equal(result.verdict, "wrong");
    assert.match(
      result.text,
      /This is PE computed with i = 3, the dimension, instead of the pair index 1\./,
    );
    const swapped = await answer(q, { texts: [Math.sin(10 / 10000 ** (2 / 4)).toFixed(5)] });
    assert.match(swapped.text, /sin and cos are swapped/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("answers as typed: comma decimals, the Unicode minus, spaces, expressions, Enter; injection refused", async () => {
    const { page, problems, dialogs, close } = await shared.open("?question=value&seed=1");
    const q = await readQuestion(page);
    const right = Math.cos(10 / 10000 ** (2 / 4));
    const input = q.card.locator(".exam-input");
    assert.equal(await input.getAttribute("type"), "text");
    assert.equal(await input.getAttribute("inputmode"), "text");
    for (const text of [
      right.toFixed(4).replace(".", ","),
      `  ${right.toFixed(4)}  `,
      "cos(10/100)",
      "cos(0,1)",
      "sqrt(1 - sin(0.1)^2)",
    ]) {
      assert.equal((await answer(q, { texts: [text] })).verdict, "correct", text);
    }
    // The Unicode minus, on a question whose answer is negative: shift, seed 2024, entry c.
    await page.selectOption("#exam-kind", "shift");
    const shift = await readQuestion(
      page,
      "#exam [data-slot=card]:has(.exam-question[data-kind=shift])",
    );
    const texts = rightAnswer(shift).texts.map((t) => t.replace("-", "−"));
    assert.ok(
      texts.some((t) => t.startsWith("−")),
      "a negative entry",
    );
    assert.equal((await answer(shift, { texts })).verdict, "correct");
    // Enter checks, as the button does.
    await shift.card.locator(".exam-input").first().fill("2");
    await shift.card.locator(".exam-input").first().press("Enter");
    assert.equal(await shift.card.locator(".exam-feedback").getAttribute("data-verdict"), "wrong");
    // Injection-like text: a message, nothing counted, nothing run.
    await page.evaluate(() => {
      window.alert = () => {
        window.__pwned = 1;
      };
    });
    for (const text of [
      "alert(1)",
      "constructor",
      "constructor.constructor('window.__pwned=1')()",
      "<img src=x onerror=alert(1)>",
    ]) {
      await shift.card.locator(".exam-input").first().fill(text);
      await shift.card.locator(".exam-check").click();
      assert.equal(
        await shift.card.locator(".exam-feedback").getAttribute("data-verdict"),
        "invalid",
        text,
      );
      const message = await page.locator("#exam-answer-0-error").textContent();
      assert.match(message, /not accepted|not a number or an expression/, `${text}: ${message}`);
      assert.equal(await page.locator("#exam-answer-0").getAttribute("aria-invalid"), "true");
    }
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(await page.locator("img[src=x]").count(), 0);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(problems, []);
    await close();
  });

  test("the quiz is peExam.generate: one kind, mixed and mock, the same in node and in the page", async () => {
    const { page, problems, close } = await shared.open("?mode=mixed&seed=31");
    assert.equal((await readQuestion(page)).id, nodeExam.generate({ count: 1, seed: 31 })[0].id);
    assert.equal(
      await page.evaluate(() => window.peExam.generate({ count: 1, seed: 31 })[0].id),
      nodeExam.generate({ count: 1, seed: 31 })[0].id,
    );
    assert.deepEqual(await page.evaluate(() => window.peExam.kinds()), nodeExam.kinds());
    // New question walks the seeds; the kind changes with them in mixed mode.
    const ids = [];
    for (let n = 0; n < 4; n += 1) {
      ids.push((await readQuestion(page)).id);
      const before = ids.at(-1);
      await page.click("#exam-new");
      await page.waitForFunction(
        (id) => document.querySelector("#exam [data-slot=card] .exam-question")?.dataset.id !== id,
        before,
      );
    }
    assert.ok(new Set(ids.map((id) => id.split(":")[0])).size > 1, `kinds change: ${ids}`);
    await page.selectOption("#exam-mode", "mock");
    await page.waitForSelector("#exam-mock-status");
    const seed = Number(await searchParam(page, "seed"));
    const expected = nodeExam.generate({ count: 20, seed });
    const shown = [];
    for (let r = 0; r < 20; r += 1) {
      shown.push((await readQuestion(page, "#exam .exam-mock-question")).id);
      if (r < 19) await page.click("#exam-mock-next");
      await page.waitForSelector(`#exam .exam-mock-question[data-index="${Math.min(r + 1, 19)}"]`);
    }
    assert.deepEqual(
      shown,
      expected.map((q) => q.id),
    );
    assert.deepEqual(problems, []);
    await close();
  });

  test("a 20-question mock exam across all sections: the per-section scores match the answers given", async () => {
    const { page, problems, close } = await shared.open("?mode=mock&count=20&seed=4242");
    const expected = {};
    let right = 0;
    for (let r = 0; r < 20; r += 1) {
      await page.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      const q = await readQuestion(page, "#exam .exam-mock-question");
      const section = examKinds.find((k) => k.kind === q.kind).section;
      const s = (expected[section] ??= { asked: 0, answered: 0, right: 0 });
      s.asked += 1;
      // Right, wrong, then left unanswered, in turn; a wrong first check stays wrong.
      if (r % 3 === 0) {
        assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
        s.answered += 1;
        s.right += 1;
        right += 1;
      } else if (r % 3 === 1) {
        assert.equal((await answer(q, wrongAnswer(q))).verdict, "wrong");
        assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
        s.answered += 1;
      }
      if (r < 19) await page.click("#exam-mock-next");
    }
    assert.equal(
      Object.keys(expected).length,
      new Set(examKinds.map((k) => k.section)).size,
      "every section asked",
    );
    assert.match(
      await page.locator("#exam-mock-status").textContent(),
      /Question 20 of 20 · 14 answered/,
    );
    await page.click("#exam-mock-finish");
    await page.waitForSelector("#exam-mock-summary table");
    const rows = await page
      .locator("#exam-mock-summary tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.dataset.section,
          tr.querySelector("th").textContent,
          ...[...tr.querySelectorAll("td")].map((td) => Number(td.textContent)),
        ]),
      );
    assert.deepEqual(
      Object.fromEntries(
        rows.map(([id, , asked, answered, r]) => [id, { asked, answered, right: r }]),
      ),
      expected,
    );
    for (const [id, name] of rows) assert.equal(name, examMessages[`section.${id}.name`]);
    assert.match(
      await page.locator(".exam-mock-total").textContent(),
      new RegExp(`Total: ${right} of 20 right`),
    );
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      "Your mock exam, section by section",
    );
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("section exam: a quiz whose kinds have fewer different questions than its count", () => {
  const shortText = (shown, asked) =>
    `Only ${shown} different questions could be made from these kinds of question, so this quiz has those instead of the ${asked} asked for.`;

  test("the page says so and shows each of them once, as peExam.generate does; count=1 is a quiz too", async () => {
    const { page, problems, close } = await shared.open("?kinds=rotated,params&count=12&seed=5");
    const expected = nodeExam.generate({ kinds: ["rotated", "params"], count: 12, seed: 5 });
    // rotated asks one question and params seven: 8 different ones, not 12.
    assert.equal(expected.length, 8);
    assert.equal(expected.short, true);
    await page.waitForSelector("#exam-short-note");
    assert.equal(await page.locator("#exam-short-note").textContent(), shortText(8, 12));
    assert.equal(await page.locator("#exam-short-note").getAttribute("aria-live"), "polite");
    const shown = [];
    for (let r = 0; r < 8; r += 1) {
      await page.waitForSelector(`#exam .exam-mock-question[data-index="${r}"]`);
      shown.push((await readQuestion(page, "#exam .exam-mock-question")).id);
      assert.match(
        await page.locator("#exam-mock-status").textContent(),
        new RegExp(`^Question ${r + 1} of 8 `),
      );
      if (r < 7) await page.click("#exam-mock-next");
    }
    assert.deepEqual(
      shown,
      expected.map((q) => q.id),
    );
    assert.ok(await page.locator("#exam-mock-next").isDisabled(), "no ninth question");
    // The worksheet of the same link: the same questions, and the note on screen only.
    const sheet = await shared.open("?kinds=rotated,params&count=12&seed=5&print=worksheet", {
      waitFor: [".exam-worksheet .worksheet-question"],
    });
    await sheet.page.waitForSelector(".exam-worksheet .worksheet-question");
    assert.deepEqual(
      await sheet.page
        .locator(".exam-worksheet .worksheet-question")
        .evaluateAll((items) => items.map((item) => item.dataset.id)),
      expected.map((q) => q.id),
    );
    const note = sheet.page.locator(".exam-worksheet .worksheet-short-note");
    assert.equal(await note.textContent(), shortText(8, 12));
    await sheet.page.emulateMedia({ media: "print" });
    assert.ok(await note.isHidden(), "not on the printed sheet");
    assert.deepEqual(sheet.problems, []);
    await sheet.close();
    assert.deepEqual(problems, []);
    await close();
    // One question: no note, and no next.
    const one = await shared.open("?kinds=value&count=1&seed=3");
    await one.page.waitForSelector('#exam .exam-mock-question .exam-question[data-id="value:3"]');
    assert.match(await one.page.locator("#exam-mock-status").textContent(), /^Question 1 of 1 /);
    assert.equal(await one.page.locator("#exam-short-note").textContent(), "");
    assert.ok(await one.page.locator("#exam-mock-next").isDisabled());
    assert.deepEqual(one.problems, []);
    await one.close();
  });

  test("lab questions: placeholders until the results are in, then the real repeats left out and said", async () => {
    const { context, page, problems, release } = await openWithLabHeld(
      "?kinds=fartable&count=12&seed=4",
    );
    await page.locator("#exam .exam-mock-question .exam-pending").waitFor();
    // Before the results nothing is known to repeat: twelve places, no note.
    assert.match(await page.locator("#exam-mock-status").textContent(), /^Question 1 of 12 /);
    assert.equal(await page.locator("#exam-short-note").textContent(), "");
    release();
    const expected = nodeExam.generate({ kinds: ["fartable"], count: 12, seed: 4 });
    assert.equal(expected.length, 9, "the far table asks 9 different questions");
    await page.waitForSelector(
      `#exam .exam-mock-question .exam-question[data-id="${expected[0].id}"]`,
      { timeout: 30000 },
    );
    assert.equal(await page.locator("#exam-short-note").textContent(), shortText(9, 12));
    assert.match(await page.locator("#exam-mock-status").textContent(), /^Question 1 of 9 /);
    const shown = [(await readQuestion(page, "#exam .exam-mock-question")).id];
    for (let r = 1; r < 9; r += 1) {
      await page.click("#exam-mock-next");
      await page.waitForSelector(`#exam .exam-mock-question[data-index="${r}"] .exam-question`);
      shown.push((await readQuestion(page, "#exam .exam-mock-question")).id);
    }
    assert.deepEqual(
      shown,
      expected.map((q) => q.id),
    );
    assert.ok(await page.locator("#exam-mock-next").isDisabled());
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe("section exam: progress", () => {
  test("survives a reload of the article, and Reset clears it", async () => {
    const url = `${shared.httpBase}index.html`;
    const { page, context, problems, close } = await shared.open("?question=wavelength&seed=5", {
      url,
    });
    assert.equal(await page.locator("#exam-storage-note").getAttribute("data-stored"), "true");
    const q = await readQuestion(page);
    assert.equal((await answer(q, rightAnswer(q))).verdict, "correct");
    await page.click("#exam-new");
    await page.waitForFunction(
      (id) => document.querySelector("#exam [data-slot=card] .exam-question")?.dataset.id !== id,
      q.id,
    );
    const q2 = await readQuestion(page);
    await q2.card.getByRole("button", { name: "Show solution" }).click();
    const text = async (p) => p.locator("#exam-progress-text").textContent();
    assert.match(await text(page), /Progress: 1 right out of 2 questions answered/);
    const again = await context.newPage();
    await again.goto(`${url}?question=wavelength&seed=5`);
    await again.waitForSelector("html[data-core]");
    await lookAt(again, "#exam");
    assert.match(await text(again), /Progress: 1 right out of 2 questions answered/);
    assert.match(
      await again.locator("#exam .exam-progress-table").textContent(),
      /Wavelengths\s*2\s*1/,
    );
    await again.click("#exam-reset");
    assert.match(await text(again), /no questions answered yet/);
    await again.reload();
    await again.waitForSelector("html[data-core]");
    await lookAt(again, "#exam");
    assert.match(await text(again), /no questions answered yet/);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("section exam: derive it yourself", () => {
  // The six steps' answers, worked out here: d_model = 8, base 10000 (ω_i = 10^-i).
  const steps = {
    simple: [Math.sin(500)],
    pair: [Math.sin(0.3), Math.cos(0.3)],
    rotation: [Math.cos(0.5), Math.sin(0.5), -Math.sin(0.5), Math.cos(0.5)],
    ladder: [2 * Math.PI * 10000 ** (6 / 8)],
    offset: [[1, 0.1, 0.01, 0.001].reduce((sum, w) => sum + Math.cos(4 * w), 0)],
  };
  // The argument of step 4, in order, by a phrase of each line.
  const order = [
    /^Expand sin/,
    /^Notice that/,
    /^Write the two lines/,
    /^Put one such block/,
    /^Conclude/,
  ];

  test("walks all six steps with independent answers; the whole derivation appears and prints alone", async () => {
    const { page, problems, close } = await shared.open("", { look: ["#exam .derive"] });
    for (const [id, values] of Object.entries(steps)) {
      const card = page.locator(`.derive-step[data-step="${id}"] .exam-question`);
      const inputs = card.locator(".exam-input");
      assert.equal(await inputs.count(), values.length, id);
      for (const [n, v] of values.entries()) await inputs.nth(n).fill(v.toPrecision(8));
      await card.locator(".exam-check").click();
      assert.equal(
        await card.locator(".exam-feedback").getAttribute("data-verdict"),
        "correct",
        id,
      );
      if (id === "rotation") {
        // Before step 4: its order, put right with the Move buttons.
        const step4 = page.locator('.derive-step[data-step="independent"] .exam-question');
        await step4.locator(".exam-check").click();
        assert.equal(await step4.locator(".exam-feedback").getAttribute("data-verdict"), "wrong");
        for (let target = 0; target < order.length; target += 1) {
          const texts = await step4.locator(".exam-order-text").allTextContents();
          let at = texts.findIndex((t) => order[target].test(t));
          while (at > target) {
            await step4
              .locator(".exam-order-item")
              .nth(at)
              .getByRole("button", { name: /^Move up/ })
              .click();
            at -= 1;
          }
        }
        await step4.locator(".exam-check").click();
        assert.equal(await step4.locator(".exam-feedback").getAttribute("data-verdict"), "correct");
      }
    }
    assert.equal(await page.locator("#derive-status").getAttribute("data-done"), "6");
    const whole = page.locator("#derive-whole");
    assert.ok(await whole.isVisible());
    const wholeText = await whole.textContent();
    for (const title of [
      "1. Why simple encodings fail",
      "3. Angle addition",
      "4. Mₖ, independent of pos",
      "6. The dot product depends only on the offset",
    ]) {
      assert.ok(wholeText.includes(title), title);
    }
    // Print: the button marks the page and calls print(); the print view is the derivation alone.
    await page.evaluate(() => {
      window.__printed = 0;
      window.print = () => {
        window.__printed += 1;
      };
    });
    await page.click("#derive-print");
    assert.equal(await page.evaluate(() => window.__printed), 1);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.print), "derivation");
    await page.emulateMedia({ media: "print" });
    const shown = (selector) =>
      page
        .locator(selector)
        .evaluateAll((nodes) => nodes.filter((n) => n.getClientRects().length > 0).length);
    assert.equal(await shown("#derive-whole"), 1);
    assert.equal(await shown(".summary-sheet"), 0);
    assert.equal(await shown(".derive-steps"), 0);
    assert.equal(await shown("#learned"), 0);
    const pdf = await page.pdf({ format: "A4" });
    assert.ok(pdf.length > 1000);
    // Printing the page itself (the sheet's button) still gives the summary sheet.
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    assert.equal(await page.evaluate(() => document.documentElement.dataset.print), undefined);
    assert.equal(await shown(".summary-sheet"), 1);
    assert.equal(await shown("#derive-whole"), 0);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("section exam: accessibility and layout", () => {
  test("axe: no violations, light and dark, with messages, hints, solutions, the mock summary and the derivation open", async () => {
    for (const colorScheme of ["light", "dark"]) {
      const { page, problems, close } = await shared.open("?question=shift&seed=3", {
        colorScheme,
      });
      const q = await readQuestion(page);
      await q.card.locator(".exam-input").first().fill("abc");
      await q.card.locator(".exam-check").click();
      await q.card.getByRole("button", { name: "Show hint" }).click();
      await q.card.getByRole("button", { name: "Show solution" }).click();
      await page.click("#derive-show-whole");
      await page
        .locator('.derive-step[data-step="pair"]')
        .getByRole("button", { name: "Show worked step" })
        .click();
      const axe = () => axeViolations(axeBuilder(page, colorScheme).include("#exam"));
      assert.deepEqual(await axe(), [], `${colorScheme}: number question`);
      const choice = await chooseKind(page, "symmetry");
      await answer(choice, wrongAnswer(choice));
      assert.deepEqual(await axe(), [], `${colorScheme}: choice question with its diagnosis`);
      // A lab question: its table of results, a diagnosis and the solution.
      const lab = await chooseKind(page, "lab");
      await answer(lab, wrongAnswer(lab));
      await lab.card.getByRole("button", { name: "Show solution" }).click();
      assert.deepEqual(await axe(), [], `${colorScheme}: lab question with its table`);
      await page.selectOption("#exam-mode", "mock");
      await page.waitForSelector("#exam-mock-finish");
      await page.click("#exam-mock-finish");
      await page.waitForSelector("#exam-mock-summary table");
      assert.deepEqual(await axe(), [], `${colorScheme}: mock summary`);
      assert.deepEqual(problems, []);
      await close();
    }
  });

  test("no sideways overflow at 375 px; screenshots at 1280 and 375 px", async () => {
    await assertLayouts(shared, ["exam"], {
      // Seed 7's first question is the lab's: its table of five columns must fit a phone.
      query: "?mode=mock&count=5&seed=7",
      prepare: async (page) => {
        await page
          .locator("#exam .exam-mock-question")
          .getByRole("button", { name: "Show solution" })
          .click();
        await page.click("#derive-show-whole");
      },
    });
  });
});
