// What the lab claims, measured on both cores over seeds 1..5 at the page's defaults (500 steps,
// lr 0.01, batch 16), on 4096 held-out sentences per length:
//   - without position (bidirectional) a model cannot beat the computed 50% ceiling: every seed's
//     accuracy stays below it (plus sampling noise) and the 5-seed mean is within 0.40-0.60 at
//     every length;
//   - sinusoidal, learned and rope reach at least 0.95 at length 16, each seed;
//   - with the causal mask, none learns the task (order leaks through the mask).
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { LABS, loadLab, useModule } from "./cores.mjs";

const SEEDS = [1, 2, 3, 4, 5];
const LENGTHS = [16, 24, 32, 64];
const COUNT = 4096;
// One standard error of an accuracy near 0.5 on 4096 sentences is 0.0078.
const NOISE = 4 * Math.sqrt(0.25 / COUNT);

function study(m, kind, causal) {
  const rows = [];
  for (const seed of SEEDS) {
    const { id } = m.labCreate(kind, seed, { causal });
    const trained = m.labTrain(id, 500);
    assert.equal(trained.ok, true, trained.error);
    const row = { seed, accuracy: {}, chance: {} };
    for (const length of LENGTHS) {
      const e = m.labEvaluate(id, length, COUNT);
      if (kind === "learned" && length > 16) {
        assert.equal(e.error, "no learned row for position 16 (max_len 16)");
        continue;
      }
      assert.equal(e.ok, true, e.error);
      row.accuracy[length] = e.accuracy;
      row.chance[length] = e.chance;
    }
    m.labFree(id);
    rows.push(row);
  }
  return rows;
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const results = {};

for (const core of LABS) {
  describe(`training lab results over 5 seeds (${core.name})`, () => {
    const m = useModule(core, loadLab);

    it("none (bidirectional) never beats the computed 50% ceiling; its mean stays in 0.40-0.60", () => {
      const rows = study(m, "none", false);
      results[core.name] = { none: rows };
      for (const length of LENGTHS) {
        for (const row of rows) {
          assert.equal(row.chance[length], 0.5, "the computed ceiling");
          assert.ok(
            row.accuracy[length] <= row.chance[length] + NOISE,
            `seed ${row.seed}, length ${length}: ${row.accuracy[length]} beats the ceiling`,
          );
        }
        const average = mean(rows.map((r) => r.accuracy[length]));
        assert.ok(average >= 0.4 && average <= 0.6, `length ${length}: mean ${average}`);
      }
    });

    for (const kind of ["sinusoidal", "learned", "rope"]) {
      it(`${kind} reaches at least 0.95 at length 16 after 500 steps, each seed`, () => {
        const rows = study(m, kind, false);
        (results[core.name] ??= {})[kind] = rows;
        for (const row of rows) {
          assert.ok(row.accuracy[16] >= 0.95, `seed ${row.seed}: ${row.accuracy[16]}`);
        }
      });
    }

    it("with the causal mask, none rises far above the 50% chance", () => {
      const rows = study(m, "none", true);
      for (const row of rows) {
        for (const length of LENGTHS) {
          assert.ok(row.accuracy[length] >= 0.9, `seed ${row.seed}, length ${length}`);
        }
      }
    });
  });
}

describe("both cores agree on the results", () => {
  it("the SIMD and scalar cores give the same accuracies to within a few sentences", () => {
    const [simd, scalar] = LABS.map((core) => results[core.name]);
    assert.ok(simd && scalar, "both cores' studies ran");
    for (const kind of Object.keys(simd)) {
      simd[kind].forEach((row, j) => {
        for (const length of Object.keys(row.accuracy)) {
          const diff = Math.abs(row.accuracy[length] - scalar[kind][j].accuracy[length]);
          assert.ok(diff <= 0.01, `${kind}, seed ${row.seed}, length ${length}: differ by ${diff}`);
        }
      });
    }
  });
});
