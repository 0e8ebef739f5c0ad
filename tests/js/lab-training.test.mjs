// What the lab claims, measured over seeds 1..5 at the page's defaults (500 steps, lr 0.01,
// batch 16, 4 heads), on the SIMD and the scalar core (the wasm2js core is the scalar build bit for
// bit, which wasm2js.test.mjs checks, so its study would repeat the scalar one's numbers at five
// times the cost):
//   - without position (bidirectional) a model cannot beat the computed 50% ceiling: every seed's
//     accuracy stays below it (plus sampling noise) at every length, and the 5-seed mean is within
//     0.40-0.60 at lengths 16 to 32. At 64 it falls further below (mean 0.36 measured): a
//     position-blind model may also name a noun that is not in the sentence (20-40% of its answers
//     at 64, the nouns drowned among fillers). Among the answers that name one of the sentence's
//     two nouns it is still right half the time, since it answers s and swap(s) alike;
//   - sinusoidal, learned and rope reach at least 0.95 at length 16, each seed;
//   - with the causal mask, none learns the task (order leaks through the mask);
//   - the far task (the answer read at a final "who"): rope learns it at 16 but falls at 64, and
//     a RoPE stretched by position interpolation at evaluation time brings 64 back up; ALiBi falls
//     much less (thresholds below).
// Test sets: 4096 held-out sentences per length (the far task: 1024).
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { LABS, loadLab, useModule } from "./cores.mjs";
import { sentenceText, testSet } from "../oracle/lab-oracle.mjs";

const SEEDS = [1, 2, 3, 4, 5];
const LENGTHS = [16, 24, 32, 64];
const COUNT = 4096;
const FAR_COUNT = 1024;
// One standard error of an accuracy near 0.5 on 4096 sentences is 0.0078.
const NOISE = 4 * Math.sqrt(0.25 / COUNT);
// The cores the studies run on: SIMD and scalar (see above).
const STUDIED = LABS.filter((core) => core.moduleFormat === "wasm");

function study(m, kind, options = {}, { count = COUNT, scaling = null } = {}) {
  const rows = [];
  for (const seed of SEEDS) {
    const { id } = m.labCreate(kind, seed, options);
    const trained = m.labTrain(id, 500);
    assert.equal(trained.ok, true, trained.error);
    const row = { seed, id, accuracy: {}, chance: {}, scaled: {} };
    for (const length of LENGTHS) {
      const e = m.labEvaluate(id, length, count);
      if (kind === "learned" && length > 16) {
        assert.equal(e.error, "no learned row for position 16 (max_len 16)");
        continue;
      }
      assert.equal(e.ok, true, e.error);
      row.accuracy[length] = e.accuracy;
      row.chance[length] = e.chance;
      if (scaling) {
        const s = m.labEvaluate(id, length, count, { scaling });
        assert.equal(s.ok, true, s.error);
        assert.equal(s.factor, Math.max(1, length / 16), `the default factor at ${length}`);
        row.scaled[length] = s.accuracy;
      }
    }
    rows.push(row);
  }
  return rows;
}

// Frees the models of a study (after any further measurements on them).
function release(m, rows) {
  for (const row of rows) m.labFree(row.id);
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const meanAt = (rows, length, field = "accuracy") => mean(rows.map((r) => r[field][length]));
const results = {};

for (const core of STUDIED) {
  describe(`training lab results over 5 seeds (${core.name})`, () => {
    const m = useModule(core, loadLab);
    const record = (name, rows) => ((results[core.name] ??= {})[name] = rows);

    it("none (bidirectional) never beats the computed 50% ceiling; its mean stays in 0.40-0.60 up to 32", () => {
      const rows = record("none", study(m, "none"));
      for (const length of LENGTHS) {
        for (const row of rows) {
          assert.equal(row.chance[length], 0.5, "the computed ceiling");
          assert.ok(
            row.accuracy[length] <= row.chance[length] + NOISE,
            `seed ${row.seed}, length ${length}: ${row.accuracy[length]} beats the ceiling`,
          );
        }
        const average = meanAt(rows, length);
        if (length <= 32) {
          assert.ok(average >= 0.4 && average <= 0.6, `length ${length}: mean ${average}`);
        }
      }
      // At 64, among the answers naming one of the sentence's two nouns, half are right (the
      // pair argument, for any position-blind model), within 4 standard errors.
      const sentences = testSet(64, 512);
      for (const row of rows) {
        let named = 0;
        let right = 0;
        for (const sentence of sentences) {
          const p = m.labPredict(row.id, sentenceText(sentence));
          assert.equal(p.ok, true, p.error);
          const noun = p.nouns.indexOf(p.agent);
          if (sentence.tokens.includes(2 + noun)) {
            named += 1;
            if (noun === sentence.agent) right += 1;
          }
        }
        const share = right / named;
        const band = 4 * Math.sqrt(0.25 / named);
        assert.ok(named >= 100, `seed ${row.seed}: only ${named} answers name a sentence noun`);
        assert.ok(
          Math.abs(share - 0.5) <= band,
          `seed ${row.seed}: ${right} of ${named} answers naming a sentence noun are right`,
        );
      }
      release(m, rows);
    });

    for (const kind of ["sinusoidal", "learned", "rope"]) {
      it(`${kind} reaches at least 0.95 at length 16 after 500 steps, each seed`, () => {
        const rows = record(kind, study(m, kind));
        release(m, rows);
        for (const row of rows) {
          assert.ok(row.accuracy[16] >= 0.95, `seed ${row.seed}: ${row.accuracy[16]}`);
        }
      });
    }

    it("with the causal mask, none rises far above the 50% chance", () => {
      const rows = study(m, "none", { causal: true });
      release(m, rows);
      for (const row of rows) {
        for (const length of LENGTHS) {
          assert.ok(row.accuracy[length] >= 0.9, `seed ${row.seed}, length ${length}`);
        }
      }
    });

    // The far task. Measured natively by the lead (mean of 5 seeds, 512 sentences): rope 0.99,
    // 0.95, 0.79, 0.22 at 16, 24, 32, 64, and 0.93 at 64 under PI; ALiBi (4 heads) 0.99 at 16,
    // 0.77 at 64. The thresholds keep a margin of at least 0.35 from those means: rope@64 below
    // rope@16 - 0.3 (a gap of 0.77 measured), PI@64 above rope@64 + 0.3 (0.71 measured),
    // ALiBi@64 above rope@64 + 0.3 (0.55 measured), and both at least 0.9 at 16. Each seed must
    // show the fall and PI's recovery too (the smallest gap measured per seed: 0.65).
    it("far task: rope falls from 16 to 64; PI at evaluation brings 64 back up", () => {
      const rows = record(
        "ropeFar",
        study(m, "rope", { task: "far" }, { count: FAR_COUNT, scaling: "pi" }),
      );
      release(m, rows);
      const at16 = meanAt(rows, 16);
      const at64 = meanAt(rows, 64);
      const pi64 = meanAt(rows, 64, "scaled");
      const shown = `rope@16 ${at16}, rope@64 ${at64}, PI@64 ${pi64}`;
      assert.ok(at16 >= 0.9, `learns the far task at 16: ${shown}`);
      assert.ok(at64 < at16 - 0.3, `falls at 64: ${shown}`);
      assert.ok(pi64 > at64 + 0.3, `PI raises 64: ${shown}`);
      for (const row of rows) {
        const { seed, accuracy, scaled } = row;
        assert.ok(
          accuracy[64] < accuracy[16] - 0.3,
          `seed ${seed}: ${accuracy[16]} -> ${accuracy[64]}`,
        );
        assert.ok(
          scaled[64] > accuracy[64] + 0.3,
          `seed ${seed}: PI ${scaled[64]} vs ${accuracy[64]}`,
        );
        // At the training length PI's factor is 1: the model's own rotation (rebuilt from
        // float64 frequencies, so a near tie may fall the other way).
        assert.ok(
          Math.abs(scaled[16] - accuracy[16]) <= 2 / FAR_COUNT,
          `seed ${seed}: PI at 16 ${scaled[16]} vs ${accuracy[16]}`,
        );
      }
    });

    it("far task: ALiBi (4 heads) learns it and falls far less at 64 than rope", () => {
      const rows = record("alibiFar", study(m, "alibi", { task: "far" }, { count: FAR_COUNT }));
      release(m, rows);
      const rope64 = meanAt(results[core.name].ropeFar, 64);
      const at16 = meanAt(rows, 16);
      const at64 = meanAt(rows, 64);
      assert.ok(at16 >= 0.9, `ALiBi@16 ${at16}`);
      assert.ok(at64 > rope64 + 0.3, `ALiBi@64 ${at64}, rope@64 ${rope64}`);
    });
  });
}

// The two cores compute the same model to float32 rounding: their loss curves agree closely over
// the first 100 steps (measured: to about 1e-6). Rounding then grows over the steps (by step 300
// the curves of some seeds part; a bug would part them at step 1), so after 500 steps their
// accuracies agree only as samples of the same training: each seed within 0.02 at length 16
// (measured: at most 0.010, sinusoidal seed 1) and the 5-seed means within 0.05 at every length
// (measured: at most 0.02; the seeds' own spread is up to 0.3 at 32).
describe("the SIMD and scalar cores agree", () => {
  const [simdCore, scalarCore] = STUDIED;
  const simd = useModule(simdCore, loadLab);
  const scalar = useModule(scalarCore, loadLab);

  it("on the loss curve of the first 100 steps, every kind and task", () => {
    for (const kind of ["none", "sinusoidal", "learned", "rope", "alibi"]) {
      for (const task of ["local", "far"]) {
        const a = simd.labCreate(kind, 2, { task });
        const b = scalar.labCreate(kind, 2, { task });
        const la = simd.labTrain(a.id, 100).loss;
        const lb = scalar.labTrain(b.id, 100).loss;
        simd.labFree(a.id);
        scalar.labFree(b.id);
        la.forEach((loss, step) => {
          const diff = Math.abs(loss - lb[step]);
          assert.ok(
            diff <= 1e-4 * (1 + loss),
            `${kind}, ${task}, step ${step}: ${loss} vs ${lb[step]}`,
          );
        });
      }
    }
  });

  it("on the results of the 5-seed studies, to within sampling", () => {
    const [a, b] = STUDIED.map((core) => results[core.name]);
    assert.ok(a && b, "both cores' studies ran");
    for (const kind of Object.keys(a)) {
      a[kind].forEach((row, j) => {
        const diff = Math.abs(row.accuracy[16] - b[kind][j].accuracy[16]);
        assert.ok(diff <= 0.02, `${kind}, seed ${row.seed}, length 16: differ by ${diff}`);
      });
      for (const length of Object.keys(a[kind][0].accuracy)) {
        const diff = Math.abs(meanAt(a[kind], length) - meanAt(b[kind], length));
        assert.ok(diff <= 0.05, `${kind}, length ${length}: the means differ by ${diff}`);
      }
    }
  });
});
