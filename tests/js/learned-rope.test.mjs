// learnedTable / learnedRow, ropeCheck / ropeDots and attentionToy(..., "rope", ...) for both cores,
// against the float64 oracle of tests/oracle/toy-oracle.mjs.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import {
  CORES,
  assertArrayClose,
  assertClose,
  assertRefused,
  assertStillWorks,
  useModule,
} from "./cores.mjs";
import * as toy from "../oracle/toy-oracle.mjs";

function dot(a, b) {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += a[j] * b[j];
  return sum;
}

for (const core of CORES) {
  describe(`learned table and RoPE (${core.name})`, () => {
    const m = useModule(core);

    it("learnedTable is the seeded 16 x dModel table", () => {
      const r = m.learnedTable(8);
      assert.equal(r.ok, true, r.error);
      assert.equal(r.maxLen, 16);
      assert.deepEqual(Array.from(r.data), Array.from(toy.learnedTable(8)));
    });

    it("learnedRow has rows 0..15 and refuses position 16 and past", () => {
      const row = m.learnedRow(15, 8);
      assert.deepEqual(Array.from(row.data), Array.from(toy.learnedTable(8).subarray(120, 128)));
      const past = m.learnedRow(20, 8);
      assert.equal(past.ok, false);
      assert.equal(past.error, "no learned row for position 20 (max_len 16)");
      assertRefused(m.learnedRow(16, 8), [], "16", "learnedRow(16, 8)");
      assertRefused(m.learnedRow("x", 8), ["pos"], undefined, 'learnedRow("x", 8)');
      assertStillWorks(m, "learnedRow refusals");
    });

    it("ropeCheck: dot products of rotated q and k depend only on m - n", () => {
      const q = toy.seededVector(5, 16);
      const k = toy.seededVector(6, 16);
      for (const [mm, nn, shift] of [
        [3, 10, 7],
        [1000, 20, 99999],
        [0, 0, 1000000],
        [500000, 3, -3],
      ]) {
        const r = m.ropeCheck(mm, nn, shift, 16, 10000);
        assert.equal(r.ok, true, r.error);
        const expected = dot(toy.ropeRotate(q, mm, 10000), toy.ropeRotate(k, nn, 10000));
        assertClose(r.dot, expected, 1e-9, `ropeCheck(${mm}, ${nn}, ${shift}) dot`);
        assertClose(r.dotShifted, expected, 1e-6, `ropeCheck(${mm}, ${nn}, ${shift}) shifted`);
        assert.ok(r.absDiff < 1e-6);
        assertClose(r.normRotatedQ, Math.sqrt(dot(q, q)), 1e-12, "rotation keeps |q|");
      }
      assertRefused(m.ropeCheck(3, 10, -4, 16, 10000), ["shift"], "-4", "shift below -min(m, n)");
      assertStillWorks(m, "ropeCheck refusal");
    });

    it("ropeDots equals (R_ref q) . (R_p k) and repeats at equal offsets", () => {
      const r = m.ropeDots(40, 8, 10000, 5);
      assert.equal(r.ok, true, r.error);
      const qRef = toy.ropeRotate(toy.seededVector(5, 8), 5, 10000);
      const k = toy.seededVector(6, 8);
      const expected = Array.from({ length: 40 }, (_, p) => dot(qRef, toy.ropeRotate(k, p, 10000)));
      assertArrayClose(r.data, expected, 1e-9, "ropeDots(40, 8, 10000, 5)");
      const later = m.ropeDots(40, 8, 10000, 15);
      for (let offset = -5; offset < 25; offset++) {
        assertClose(later.data[15 + offset], r.data[5 + offset], 1e-9, `offset ${offset}`);
      }
    });

    it('attentionToy with "rope" matches the oracle and moves the "bites" vector', () => {
      const got = m.attentionToy("the dog bites the man", "rope", 8);
      assert.equal(got.ok, true, got.error);
      const want = toy.attentionToy("the dog bites the man", "rope", 8);
      assert.ok(
        got.positions.every((p) => p === 0),
        "nothing is added to the embeddings",
      );
      for (const field of ["queries", "keys", "values", "weights", "outputs"]) {
        assertArrayClose(got[field], want[field], 2e-5, `rope ${field}`);
      }
      const cmp = m.compareSentences("dog bites man", "man bites dog", "rope", 8);
      assert.ok(cmp.tokenShift[1] > 1e-3, `bites moved by ${cmp.tokenShift[1]}`);
    });
  });
}
