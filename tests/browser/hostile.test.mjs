// Hostile input: script-injection strings in every URL parameter (query and hash) and in every
// text field. Nothing may execute (no dialog, no flag set, no injected element), bad values get a
// visible message, and the page keeps drawing.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { canvasPainted, drawAllSections, root, useBrowser } from "./harness.mjs";

const shared = useBrowser();

const payloads = [
  `<img src=x onerror="window.__pwned=1;alert(1)">`,
  `"><script>window.__pwned=1;alert(1)</script>`,
  `javascript:window.__pwned=1;alert(1)`,
  "${window.__pwned=1}{{constructor.constructor('window.__pwned=1')()}}",
  `' onmouseover='window.__pwned=1' x='`,
];

// Every parameter the page reads: the first column of the first table of docs/url-parameters.md,
// which tests/js/docs-url-parameters.test.mjs holds equal to the page's own list (so a parameter
// added to the page is attacked here without anyone remembering to add it).
const parametersTable = readFileSync(join(root, "docs/url-parameters.md"), "utf8")
  .split("\n\n")
  .find((block) => block.startsWith("| parameter "));
const parameters = [...parametersTable.matchAll(/^\| (`[^|]+`)/gm)].flatMap(([, cell]) =>
  [...cell.matchAll(/`([a-z0-9]+)`/g)].map(([, name]) => name),
);
// Parameters whose valid values are free text: a payload can be a valid sentence once the core drops
// its punctuation, so these need not produce a notice.
const freeText = new Set(["s1", "s2", "labsentence"]);

// Fails the test if anything the payloads carry has run or been inserted.
async function assertNothingRan(page, dialogs, what) {
  assert.deepEqual(dialogs, [], `${what}: a dialog opened`);
  const found = await page.evaluate(() => ({
    flag: window.__pwned,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    scripts: [...document.scripts].filter((s) => s.textContent.includes("__pwned")).length,
    handlers: document.querySelectorAll("[onmouseover], [onerror], [onclick]").length,
  }));
  assert.deepEqual(found, { flag: undefined, images: 0, scripts: 0, handlers: 0 }, what);
}

describe("hostile links", () => {
  test("every parameter in the query: nothing runs, a message, the page draws", async () => {
    assert.ok(parameters.length >= 38, parameters.join(" "));
    // Three parameters a page (a bad value of one must not hide another's), each with its own
    // payload: 13 pages instead of 39, each drawn whole.
    for (let first = 0; first < parameters.length; first += 3) {
      const keys = parameters.slice(first, first + 3);
      const query = keys
        .map(
          (key, offset) =>
            `${key}=${encodeURIComponent(payloads[(first + offset) % payloads.length])}`,
        )
        .join("&");
      const what = `?${keys.map((key, offset) => `${key}=${payloads[(first + offset) % payloads.length]}`).join("&")}`;
      const { page, problems, close, dialogs } = await shared.open(`?${query}`);
      await drawAllSections(page);
      await assertNothingRan(page, dialogs, what);
      const notice = await page.locator("#notices").textContent();
      for (const key of keys.filter((key) => !freeText.has(key))) {
        assert.match(notice, new RegExp(`\\b${key}\\b`), `${what}: a notice names ${key}`);
      }
      const painted = await page.evaluate(canvasPainted, "#matrix .heatmap-canvas");
      assert.ok(painted, `${what}: the heatmap is drawn`);
      assert.deepEqual(problems, [], what);
      await close();
    }
  });

  test("valid extremes: a single position, the smallest d, the largest base", async () => {
    // One position gives every plot a single point (a scale of zero width), d = 2 one pair.
    for (const query of ["?n=1", "?n=1&d=2&i=0&ref=0", "?base=1000000000000", "?n=2&d=2&i=0"]) {
      const { page, problems, close } = await shared.open(query);
      await drawAllSections(page);
      assert.equal(await page.locator("#notices").textContent(), "", `${query}: no notice`);
      assert.deepEqual(problems, [], query);
      await close();
    }
  });

  test("payloads in the hash: nothing runs and the page draws", async () => {
    for (const payload of payloads) {
      const { page, problems, close, dialogs } = await shared.open(
        `#${encodeURIComponent(payload)}`,
      );
      await drawAllSections(page);
      await assertNothingRan(page, dialogs, `#${payload}`);
      assert.deepEqual(problems, [], `#${payload}`);
      await close();
    }
  });
});

describe("hostile text in fields", () => {
  test("every editable field: nothing runs, the page keeps working", async () => {
    const { page, problems, close, dialogs } = await shared.open("");
    await drawAllSections(page);
    const fields = await page.$$eval(
      "input:not([type=radio]):not([type=checkbox]):not([type=range]):not([readonly]), textarea:not([readonly])",
      (elements) =>
        elements.filter((e) => e.id && !e.disabled).map((e) => ({ id: e.id, type: e.type })),
    );
    assert.ok(fields.length >= 10, `only ${fields.length} fields found`);
    for (const [index, field] of fields.entries()) {
      const payload = payloads[index % payloads.length];
      const locator = page.locator(`#${field.id}`);
      if (!(await locator.isVisible())) continue;
      if (field.type === "number") {
        // A number field cannot hold the text; typing it must leave the page consistent.
        await locator.fill("");
        await locator.pressSequentially("1e999x<img>", { delay: 0 });
      } else {
        await locator.fill(payload);
      }
      await locator.press("Enter");
      await assertNothingRan(page, dialogs, `#${field.id} <- ${payload}`);
    }
    const painted = await page.evaluate(canvasPainted, "#matrix .heatmap-canvas");
    assert.ok(painted);
    assert.deepEqual(problems, []);
    await close();
  });
});
