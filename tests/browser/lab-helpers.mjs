// The lab's browser tests' shared steps (lab.test.mjs, lab-worker.test.mjs): driving the lab to
// the end of its job, reading its results table, and the results an independent caller of the lab
// module gets on fresh models of the same seed and steps.
import assert from "node:assert/strict";

export const kinds = ["none", "sinusoidal", "learned", "rope", "alibi"];
export const lengths = [16, 24, 32, 64];
// The results' rows of RoPE stretched at test time, and labEvaluate's scaling for each.
export const stretched = [
  ["ropePi", "pi"],
  ["ropeNtk", "ntk"],
  ["ropeYarn", "yarn"],
];
export const noRowMessage = "no learned row for position 16 (max_len 16)";

// ---- driving and reading the page -----------------------------------------------------------

// Scrolls to the curves (training starts when they come into view) and waits until the job is
// done: the results are in, and the status says so.
export async function trained(pageOrFrame, { scroll = true } = {}) {
  if (scroll) await pageOrFrame.locator('#lab [data-slot="curves"]').scrollIntoViewIfNeeded();
  await pageOrFrame
    .waitForFunction(() => performance.getEntriesByName("pe:lab-done").length > 0, null, {
      timeout: 60000,
    })
    .catch(async (error) => {
      const status = await pageOrFrame.locator("#lab-status").textContent();
      throw new Error(`the lab did not finish; its status: "${status}" (${error.message})`);
    });
  await pageOrFrame.waitForFunction(
    () => /^(Reset[^:]*: .*)?Trained/.test(document.getElementById("lab-status").textContent),
    null,
    { timeout: 15000 },
  );
}

// The results table: per kind, each cell's value (data-value), "no row" message or text, and
// the chance row; the caption and the count of sentences it names.
export async function readResults(page, name = "results") {
  const table = page.locator(`#lab table[data-table="${name}"]`);
  // The figures follow a change in the next animation frame (sections/lab/lab.js): two frames on,
  // whatever the status line says has been drawn, or is waiting for the table to come on screen.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await table.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (node) => node.closest('[data-drawn="false"]') === null,
    await table.elementHandle(),
  );
  return table.evaluate((node) => {
    const rows = {};
    for (const tr of node.querySelectorAll("tbody tr")) {
      rows[tr.dataset.kind] = [...tr.querySelectorAll("td")].map((td) => ({
        text: td.textContent,
        value: td.dataset.value === undefined ? null : Number(td.dataset.value),
        min: td.dataset.min === undefined ? null : Number(td.dataset.min),
        max: td.dataset.max === undefined ? null : Number(td.dataset.max),
        noRow: td.dataset.noRow ?? null,
      }));
    }
    const caption = node.querySelector("caption").textContent;
    return {
      rows,
      caption,
      count: Number(caption.match(/on ([\d,]+) held-out/)?.[1]?.replace(/,/g, "") ?? NaN),
    };
  });
}

// Page-side: a lab module of the test's own (createPeLab from dist/pe-lab.js, loaded here if the
// page has not loaded it: over http the page's trains in a Worker), as window.__testLab. Passed to
// page.evaluate, or sent as its source by the cross-engine suite.
export async function makeTestLab() {
  if (window.__testLab) return;
  if (typeof window.createPeLab !== "function") {
    await new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = "pe-lab.js";
      script.onload = resolve;
      script.onerror = () => reject(new Error("pe-lab.js did not load"));
      document.head.append(script);
    });
  }
  window.__testLab = await window.createPeLab();
}

/** makeTestLab in `page`. */
export const ownLab = (page) => page.evaluate(makeTestLab);

// Presses "fine-tune" and waits for its row: the accuracies shown, per test length.
export async function fineTuneShown(page) {
  await page.locator("#lab-tune").scrollIntoViewIfNeeded();
  await page.locator("#lab-tune").click();
  await page.waitForFunction(
    () => document.getElementById("lab-tune-status").textContent === "Fine-tuned and tested.",
    null,
    { timeout: 60000 },
  );
  return page
    .locator('#lab table[data-table="tune"] td')
    .evaluateAll((tds) => tds.map((td) => Number(td.dataset.value)));
}

// The fine-tuning experiment (web/js/lab/fineTune.js) as an independent caller makes it: the rope
// model of `seed` and `task` trained `steps`, then 50 steps at 17..32 words under PI, tested under
// PI at each length. Returns the accuracies.
export async function independentFineTune(page, { seed, steps, task = "local" }) {
  await ownLab(page);
  return page.evaluate(
    ({ seed, steps, task, lengths }) => {
      const lab = window.__testLab;
      const { id } = lab.labCreate("rope", seed, { task });
      lab.labTrain(id, steps);
      lab.labTrain(id, 50, { lengths: [17, 32], scaling: "pi" });
      const out = lengths.map((length) => lab.labEvaluate(id, length, 1000, { scaling: "pi" }));
      lab.labFree(id);
      return out.map((e) => e.accuracy);
    },
    { seed, steps, task, lengths },
  );
}

// labCreate + labTrain + labEvaluate in the page, through a lab module of the test's own
// (ownLab), for each kind and length: what an independent caller of the module gets.
export async function independentResults(page, { seed, steps, causal, count, task = "local" }) {
  await ownLab(page);
  return page.evaluate(
    ({ seed, steps, causal, count, task, kinds, lengths, stretched }) => {
      const lab = window.__testLab;
      const out = {};
      for (const kind of kinds) {
        const { id } = lab.labCreate(kind, seed, { causal, task });
        for (let done = 0; done < steps; done += 1000)
          lab.labTrain(id, Math.min(1000, steps - done));
        out[kind] = lengths.map((length) => lab.labEvaluate(id, length, count));
        if (kind === "rope") {
          for (const [row, scaling] of stretched) {
            out[row] = lengths.map((length) => lab.labEvaluate(id, length, count, { scaling }));
          }
        }
        lab.labFree(id);
      }
      return out;
    },
    { seed, steps, causal, count, task, kinds, lengths, stretched },
  );
}

export async function assertTableEqualsModule(page, settings, name = "results") {
  const shown = await readResults(page, name);
  assert.equal(shown.count, 1000, shown.caption);
  const expected = await independentResults(page, { ...settings, count: shown.count });
  for (const kind of kinds) {
    lengths.forEach((length, l) => {
      const cell = shown.rows[kind][l];
      const e = expected[kind][l];
      if (kind === "learned" && length > 16) {
        assert.equal(e.ok, false);
        assert.equal(e.error, noRowMessage);
        assert.equal(cell.text, "no row", `${kind} at ${length}`);
        assert.equal(cell.noRow, noRowMessage);
        assert.equal(cell.value, null);
        return;
      }
      assert.equal(e.ok, true, e.error);
      assert.equal(cell.value, e.accuracy, `${kind} at ${length}: the page and labEvaluate`);
      assert.equal(cell.text, e.accuracy.toFixed(3));
    });
  }
  for (const [row, scaling] of stretched) {
    lengths.forEach((length, l) => {
      const e = expected[row][l];
      assert.equal(e.ok, true, e.error);
      assert.equal(e.factor, Math.max(1, length / 16), `${scaling} at ${length}: s = L / 16`);
      assert.equal(shown.rows[row][l].value, e.accuracy, `${row} at ${length}`);
    });
  }
  lengths.forEach((length, l) => {
    assert.equal(shown.rows.chance[l].value, expected.none[l].chance, `chance at ${length}`);
  });
  return shown;
}

// The sentences under a table name exactly the kinds that meet the band they state.
