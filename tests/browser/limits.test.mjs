// Every limit of the core (docs/api.md, Limits) through the page's own controls: a value at the boundary is accepted
// (no message, the store and the URL follow), one past it is refused with a message that names the
// limit, and the page keeps the last good value. (tests/js and tests/cpp check the same limits
// through the API.)
import assert from "node:assert/strict";
import { test } from "node:test";

import { canvasPainted, drawAllSections, useBrowser } from "./harness.mjs";

const shared = useBrowser();

async function typeInto(page, id, value) {
  const field = page.locator(`#${id}`);
  await field.fill(String(value));
  return (await page.locator(`#${id}-error`).textContent()).trim();
}

// [field id, accepted boundary values, refused values with the text the message names, the value
// to put back afterwards (the defaults: later limits depend on d, pos and n)]
const numericLimits = [
  [
    "formula-d",
    [2, 4096],
    [
      [4098, "4096"],
      [7, "even"],
      [0, "2"],
    ],
    128,
  ],
  [
    "formula-pos",
    [0, 1000000],
    [
      [1000001, "1000000"],
      [-1, "0"],
    ],
    3,
  ],
  [
    "formula-base",
    [1.0001, 1e12],
    [
      [1, "greater than 1"],
      [2e12, "10¹²"],
    ],
    10000,
  ],
  [
    "formula-i",
    [0, 63],
    [
      [64, "63"],
      [-1, "0"],
    ],
    1,
  ],
  [
    "identity-k",
    [-3, 1000000],
    [
      [-4, "\u22123"],
      [1000001, "1000000"],
    ],
    5,
  ],
  [
    "matrix-n",
    [1, 32768],
    [
      [32769, "32768"],
      [0, "1"],
    ],
    64,
  ],
];

test("numeric controls: accepted at each limit, refused one past it, naming the limit", async () => {
  const { page, problems, close } = await shared.open("?pos=3&d=128&n=64");
  await drawAllSections(page);
  for (const [id, accepted, refused, reset] of numericLimits) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    for (const value of accepted) {
      const message = await typeInto(page, id, value);
      assert.equal(message, "", `#${id} = ${value} should be accepted`);
      assert.equal(await page.locator(`#${id}`).getAttribute("aria-invalid"), null);
    }
    for (const [value, named] of refused) {
      const message = await typeInto(page, id, value);
      assert.ok(message.length > 0, `#${id} = ${value} should be refused`);
      assert.ok(message.includes(named), `#${id} = ${value}: "${message}" names ${named}`);
    }
    assert.equal(await typeInto(page, id, reset), "", `#${id} back to ${reset}`);
  }
  const painted = await page.evaluate(canvasPainted, "#matrix .heatmap-canvas");
  assert.ok(painted, "the page still draws");
  assert.deepEqual(problems, []);
  await close();
});

test("sentence fields: 32 words and 256 characters accepted, 33 and 257 refused", async () => {
  const { page, problems, close } = await shared.open("?pe=sinusoidal");
  await drawAllSections(page);
  const words = (n) => Array.from({ length: n }, () => "dog").join(" ");
  const chars = (n) => "a".repeat(n - 1) + "b";
  const field = "attention-s1";
  await page.locator(`#${field}`).scrollIntoViewIfNeeded();
  assert.equal(await typeInto(page, field, words(32)), "");
  assert.match(await typeInto(page, field, words(33)), /32 words/);
  assert.equal(await typeInto(page, field, chars(256)), "");
  assert.match(await typeInto(page, field, chars(257)), /256 characters/);
  assert.match(await typeInto(page, field, "1 2 3 !"), /at least one word/);
  assert.deepEqual(problems, []);
  await close();
});

test("a change that moves another parameter's range says so in a polite notice", async () => {
  const { page, problems, close } = await shared.open("?d=256&i=70");
  const formula = page.locator("#formula");
  await formula.scrollIntoViewIfNeeded();
  const d = formula.getByLabel("d_model", { exact: true });
  const notice = page.locator("#formula-d-notice");
  assert.equal(await notice.getAttribute("aria-live"), "polite");
  assert.match(await d.getAttribute("aria-describedby"), /\bformula-d-notice\b/);
  assert.equal(await notice.isVisible(), false, "no notice before anything moved");

  // Typed: d = 128 leaves pairs 0..63, so i comes back from 70 to 63.
  await d.fill("128");
  assert.equal(await notice.textContent(), "i was 70; the largest pair for d = 128 is 63.");
  assert.ok(await notice.isVisible());
  assert.equal(await formula.getByLabel("i", { exact: true }).inputValue(), "63");
  assert.equal(await page.locator("#formula-d-error").textContent(), "", "no error: d was taken");

  // Dragged further down: the note still names the reader's own value, 70.
  await formula.getByLabel("d_model (slider)").fill("100");
  assert.equal(await notice.textContent(), "i was 70; the largest pair for d = 100 is 49.");
  assert.equal(await formula.getByLabel("i", { exact: true }).inputValue(), "49");

  // Back up, i comes back to the reader's 70, and the note says so.
  await d.fill("512");
  assert.equal(await notice.textContent(), "i is back at 70, the value it had.");
  assert.equal(await formula.getByLabel("i", { exact: true }).inputValue(), "70");

  // A change that moves nothing else clears it.
  await d.fill("1024");
  assert.equal(await notice.textContent(), "");
  assert.equal(await notice.isVisible(), false);

  // pos moves k's floor: k = -40 comes back to -10 with pos = 10, said under the pos field.
  await page.evaluate(() => window.peStore.set({ pos: 50, k: -40 }));
  const identityPos = page.locator("#identity").getByLabel("pos", { exact: true });
  await identityPos.scrollIntoViewIfNeeded();
  await identityPos.fill("10");
  assert.equal(
    await page.locator("#identity-pos-notice").textContent(),
    "k was \u221240; the smallest offset for pos = 10 is \u221210.",
  );
  assert.equal(
    await page.locator("#identity").getByLabel("k", { exact: true }).inputValue(),
    "-10",
  );
  assert.deepEqual(problems, []);
  await close();
});
