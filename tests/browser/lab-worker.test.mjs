// The lab off the page's thread (web/js/lab/labHost.js, labWorker.js), in Debian's Chromium: over
// http the models live and train in a Worker, and every number the page shows is still what the
// lab module gives an independent caller (a module of the test's own in the page, lab-helpers.mjs,
// on fresh models of the same seed and steps). The page's own thread never loads the lab module.
// Where a Worker may not start (a policy with worker-src 'none', a sandboxed frame, file://) the
// lab trains on the page, as before. How smooth the page stays is `npm run bench`'s to measure.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { startServer, strictCsp } from "../../scripts/serve.mjs";
import { lookAt, useBrowser } from "./harness.mjs";
import {
  assertTableEqualsModule,
  fineTuneShown,
  independentFineTune,
  kinds,
  ownLab,
  readResults,
  trained,
} from "./lab-helpers.mjs";

const shared = useBrowser();
const article = () => `${shared.httpBase}index.html`;

/** The status line, once it matches `pattern`. */
async function statusWhen(page, pattern) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.getElementById("lab-status").textContent),
    pattern.source,
    { timeout: 60000 },
  );
  return page.locator("#lab-status").textContent();
}

describe("section lab in a Worker (http)", () => {
  test("trains in a Worker; the table equals labEvaluate; the page never loads the lab module", async () => {
    const { page, problems, close } = await shared.open("?labsteps=200", { url: article() });
    await trained(page);
    assert.equal(await page.locator("#lab").getAttribute("data-lab-thread"), "worker");
    assert.deepEqual(
      await page.evaluate(() => [typeof window.createPeLab, typeof window.peLab]),
      ["undefined", "undefined"],
      "no lab module on the page's thread",
    );
    assert.match(
      await page.locator("#lab-status").textContent(),
      /^Trained: 200 steps for each of the 5 models \(1,000 steps\), tested on 1,000 sentences/,
    );
    assert.equal(
      await page.locator("#lab-progress").evaluate((p) => [p.value, p.max].join()),
      "1000,1000",
    );
    await assertTableEqualsModule(page, { seed: 1, steps: 200, causal: false });
    assert.deepEqual(problems, []);
    await close();
  });

  test("Pause holds, Step trains one step of each model, Reset and new settings start over", async () => {
    const { page, problems, close } = await shared.open("?labsteps=5000", { url: article() });
    await page.locator('#lab [data-slot="curves"]').scrollIntoViewIfNeeded();
    await statusWhen(page, /^Training: /);
    await page.locator("#lab-train").click();
    const paused = await statusWhen(page, /^Paused at [\d,]+ of 25,000 steps/);
    const at = Number(paused.match(/^Paused at ([\d,]+)/)[1].replace(/,/g, ""));
    // One step of each of the five models, from where the pause held: exactly five more.
    await page.locator("#lab-step").click();
    await statusWhen(page, new RegExp(`^Paused at ${(at + 5).toLocaleString("en-US")} of`));
    assert.equal(await page.locator("#lab-progress").evaluate((p) => p.value), at + 5);
    await page.locator("#lab-reset").click();
    await statusWhen(
      page,
      /^Reset: the models were freed and made again\. Ready: 5 models at step 0/,
    );
    await page.locator("#lab-steps").fill("30");
    await statusWhen(page, /^Now 30 steps: the models were reset\. Ready: 5 models at step 0/);
    await page.locator("#lab-causal").check();
    await statusWhen(page, /^Now the causal mask: the models were reset/);
    await page.locator("#lab-train").click();
    await trained(page, { scroll: false });
    const shown = await assertTableEqualsModule(page, { seed: 1, steps: 30, causal: true });
    assert.match(shown.caption, /seed 1, 30 steps, causal mask/);
    assert.deepEqual(problems, []);
    await close();
  });

  test("where each model looks, the learned table and fine-tuning: the module's numbers", async () => {
    const { page, problems, close } = await shared.open("?labsteps=120&labseed=5", {
      url: article(),
    });
    await trained(page);
    await ownLab(page);
    const sentence = "the big dog bites a small man today";
    // labPredict and labWeights of fresh models trained the same 120 steps.
    const expected = await page.evaluate(
      ({ sentence, kinds }) => {
        const lab = window.__testLab;
        const out = { attention: {}, positions: [] };
        for (const kind of kinds) {
          const { id } = lab.labCreate(kind, 5);
          lab.labTrain(id, 120);
          out.attention[kind] = Array.from(lab.labPredict(id, sentence).attention);
          if (kind === "learned") out.positions = Array.from(lab.labWeights(id).positions);
          lab.labFree(id);
        }
        return out;
      },
      { sentence, kinds },
    );
    await lookAt(page, '#lab [data-slot="looks"]');
    const expectedValues = Object.fromEntries(
      kinds.map((kind) => [
        kind,
        expected.attention[kind].map((w) => w.toFixed(2).replace("-", "\u2212")),
      ]),
    );
    // The strips draw when the worker answers: wait for the module's values.
    await page.waitForFunction(
      (expectedValues) =>
        [...document.querySelectorAll("#lab .attention-strip")].every(
          (strip) =>
            JSON.stringify(
              [...strip.querySelectorAll(".attention-word-value")].map((v) => v.textContent),
            ) === JSON.stringify(expectedValues[strip.dataset.kind]),
        ),
      expectedValues,
    );
    await lookAt(page, '#lab [data-slot="learned-part"]');
    await page.waitForSelector('#lab [data-slot="learned-map"] table td');
    const rows = await page
      .locator('#lab [data-slot="learned-map"] tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => Number(td.dataset.value))),
      );
    assert.equal(rows.length, 17);
    for (let row = 0; row < 16; row++) {
      assert.deepEqual(
        rows[row].map((value) => Math.fround(value)),
        expected.positions.slice(row * 32, row * 32 + 32),
        `row ${row}`,
      );
    }
    // A word the lab does not know: the core's refusal, from the worker, next to the field.
    await page.locator("#lab-sentence").fill("the unicorn bites a man");
    await page.waitForFunction(() =>
      /^Unknown word "unicorn"/.test(document.getElementById("lab-sentence-error").textContent),
    );
    assert.equal(await page.locator("#lab-sentence").getAttribute("aria-invalid"), "true");
    // Fine-tuning in the worker: the rope model made again, 50 steps at 17..32 under PI.
    const tuned = await fineTuneShown(page);
    const tunedExpected = await independentFineTune(page, { seed: 5, steps: 120 });
    assert.deepEqual(tuned, tunedExpected);
    assert.deepEqual(problems, []);
    await close();
  });
});

describe("section lab where a Worker may not start", () => {
  // The site's policy with workers refused (both the header and the page's meta apply).
  const noWorkerCsp = strictCsp.replace("worker-src 'self'", "worker-src 'none'");
  let server;
  before(async () => {
    assert.notEqual(noWorkerCsp, strictCsp, "the policy names worker-src");
    server = await startServer({ port: 0, csp: noWorkerCsp });
  });
  after(() => new Promise((resolve) => server.server.close(resolve)));

  test("a policy that refuses workers: the lab trains on the page, to the same table", async () => {
    const { page, problems, close } = await shared.open("?labsteps=60", {
      url: `${server.url}index.html`,
    });
    await trained(page);
    assert.equal(await page.locator("#lab").getAttribute("data-lab-thread"), "page");
    await assertTableEqualsModule(page, { seed: 1, steps: 60, causal: false });
    assert.deepEqual(
      (await readResults(page)).rows.rope.map((cell) => cell.value === null),
      [false, false, false, false],
    );
    // The one problem: the browser's report of the refused worker.
    assert.ok(
      problems.length <= 1 && problems.every((problem) => /worker/i.test(problem)),
      problems.join("\n"),
    );
    await close();
  });

  test("from disk the lab trains on the page", async () => {
    const { page, problems, close } = await shared.open("?labsteps=30");
    await trained(page);
    assert.equal(await page.locator("#lab").getAttribute("data-lab-thread"), "page");
    assert.deepEqual(problems, []);
    await close();
  });
});
