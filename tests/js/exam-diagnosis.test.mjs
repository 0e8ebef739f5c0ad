// Mistake diagnosis: for every number kind, typing the result of a common
// mistake, computed here by the independent oracle (exam-oracle.mjs), gets that mistake's
// sentence; the right answer, typed exactly or rounded to the tolerance, gets none. For
// multiple choice, each wrong option has its own sentence and the right one none.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { CORES } from "./cores.mjs";
import { loadExam } from "./exam-fixture.mjs";
import { oracle } from "../oracle/exam-oracle.mjs";

const seeds = Array.from({ length: 300 }, (_, n) => (n * 40503 + 17) >>> 0);
const typed = (value) => [].concat(value).map((v) => v.toPrecision(12));
const asInput = (q, texts) => (q.type === "matrix" ? texts : texts[0]);

describe("exam: mistake diagnosis", () => {
  let exam;
  before(async () => {
    exam = await loadExam(CORES[0]);
  });

  it("each mistake's result gets its own sentence, and the right answer none", () => {
    const fired = new Map();
    for (const { kind, type } of exam.kinds()) {
      if (type === "choice") continue;
      for (const seed of seeds) {
        const [q] = exam.generate({ kinds: [kind], count: 1, seed });
        const what = `${kind} seed ${seed}`;
        const right = exam.check(q, asInput(q, typed(oracle[kind].answer(q.params))));
        assert.deepEqual(
          right,
          { correct: true, value: right.value, diagnosis: "", error: "" },
          what,
        );
        const slips = oracle[kind].mistakes(q.params);
        for (const m of q.mistakes) {
          assert.ok(m.mistake in slips, `${what}: the oracle knows ${m.mistake}`);
          const result = exam.check(q, asInput(q, typed(slips[m.mistake])));
          assert.equal(result.correct, false, `${what}: ${m.mistake} is not judged right`);
          assert.equal(result.diagnosis, m.diagnosis, `${what}: ${m.mistake}`);
          assert.ok(result.diagnosis.length > 20);
          fired.set(`${kind}:${m.mistake}`, (fired.get(`${kind}:${m.mistake}`) ?? 0) + 1);
        }
        // A wrong number that is no known mistake: "not quite", no sentence.
        const odd = [].concat(q.answer).map((v) => v + 0.37 + 0.5 * Math.abs(v));
        const oddResult = exam.check(q, asInput(q, typed(odd)));
        if (
          !q.mistakes.some((m) =>
            [].concat(m.answer).every((v, n) => Math.abs(v - odd[n]) < 0.01 * (1 + Math.abs(v))),
          )
        ) {
          assert.equal(oddResult.diagnosis, "", `${what}: no sentence for an unrelated number`);
        }
      }
    }
    // Every listed mistake is met on some seed (the six asked for from the start among them).
    for (const key of [
      "value:degrees",
      "value:dimension-as-pair",
      "value:two-dropped",
      "value:swapped",
      "value:half-d-model",
      "value:pos-minus-one",
      "value:pos-plus-one",
      "shift:sign-flipped",
      "rope:sign-flipped",
      "wavelength:half-d-model",
      "layout:interleaved",
      "relative:degrees",
      "scale:unscaled",
      "params:added",
      // The lab's ceiling: the causal model's score, a guess among the nouns, a percentage,
      // and the sample's own score read as the ceiling.
      "ceiling:causal",
      "ceiling:nouns",
      "ceiling:percent",
      "ceiling:measured",
      // Longer than trained: ALiBi's slope without the 8, the sign, the slope alone, and the
      // power-of-two rule for H that is not one; PI multiplied or not scaled; NTK's exponent.
      "alibi:no-eight",
      "alibi:sign-flipped",
      "alibi:slope-only",
      "alibi:power-of-two",
      "pi:multiplied",
      "pi:unscaled",
      "ntk:no-exponent",
      "ntk:inverted-exponent",
    ]) {
      assert.ok((fired.get(key) ?? 0) > 10, `${key} fired ${fired.get(key) ?? 0} times`);
    }
  });

  it("the issue's example: “this is PE computed with i = 3, the dimension, instead of the pair index 1”", () => {
    const seed = seeds.find((s) => {
      const [q] = exam.generate({ kinds: ["value"], count: 1, seed: s });
      return q.params.dim === 3 && q.mistakes.some((m) => m.mistake === "dimension-as-pair");
    });
    assert.ok(seed !== undefined, "a value question about dimension 3");
    const [q] = exam.generate({ kinds: ["value"], count: 1, seed });
    const slip = oracle.value.mistakes(q.params)["dimension-as-pair"];
    const result = exam.check(q, slip.toFixed(6));
    assert.equal(result.correct, false);
    assert.equal(
      result.diagnosis,
      "This is PE computed with i = 3, the dimension, instead of the pair index 1.",
    );
  });

  it("no mistake is listed that a right answer would match (all are further than the tolerance)", () => {
    for (const { kind, type } of exam.kinds()) {
      if (type === "choice") continue;
      for (const seed of seeds) {
        const [q] = exam.generate({ kinds: [kind], count: 1, seed });
        const allowed = (v) =>
          q.tolerance.rel !== undefined ? q.tolerance.rel * Math.abs(v) : q.tolerance.abs;
        for (const m of q.mistakes) {
          const far = []
            .concat(m.answer)
            .some(
              (v, n) => Math.abs(v - [].concat(q.answer)[n]) > 2 * allowed([].concat(q.answer)[n]),
            );
          assert.ok(far, `${kind} seed ${seed}: ${m.mistake} is indistinguishable from the answer`);
        }
      }
    }
  });

  it("multiple choice: each wrong option says what was wrong with it", () => {
    for (const { kind, type } of exam.kinds()) {
      if (type !== "choice") continue;
      for (const seed of seeds.slice(0, 100)) {
        const [q] = exam.generate({ kinds: [kind], count: 1, seed });
        q.options.forEach((_, n) => {
          const result = exam.check(q, n);
          assert.equal(result.correct, n === q.answer);
          assert.equal(
            result.diagnosis === "",
            n === q.answer,
            `${kind} seed ${seed}, option ${n}`,
          );
        });
      }
    }
  });
});
