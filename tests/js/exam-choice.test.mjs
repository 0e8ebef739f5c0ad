// Fair multiple choice: over 2000 questions of each choice kind (at 2000 seeds of New question's
// walk, repeats and all: what the builders draw) the right option's position is uniform
// (chi-square, 3 degrees of freedom, at the 1 % level: 11.345), and the option lengths give
// nothing away: the right option is neither predictably the longest nor the shortest, and no
// option is much longer than another.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { CORES } from "./cores.mjs";
import { loadExam, walkQuestions } from "./exam-fixture.mjs";

const chiSquare1Percent3Dof = 11.345;

describe("exam: fair multiple choice", () => {
  let exam;
  before(async () => {
    exam = await loadExam(CORES[0]);
  });

  it("has choice kinds", () => {
    assert.ok(exam.kinds().filter((k) => k.type === "choice").length >= 6);
  });

  for (const seed of [1, 90210]) {
    it(`the right option's position is uniform and its length no clue (2000 questions per kind, seed ${seed})`, () => {
      for (const { kind } of exam.kinds().filter((k) => k.type === "choice")) {
        const questions = walkQuestions(exam, kind, 2000, seed);
        const counts = [0, 0, 0, 0];
        let longest = 0;
        let shortest = 0;
        let widest = 1;
        for (const q of questions) {
          counts[q.answer] += 1;
          const lengths = q.options.map((o) => o.length);
          const right = lengths[q.answer];
          if (lengths.every((l, n) => n === q.answer || l < right)) longest += 1;
          if (lengths.every((l, n) => n === q.answer || l > right)) shortest += 1;
          widest = Math.max(widest, Math.max(...lengths) / Math.min(...lengths));
        }
        const chi = counts.reduce((sum, c) => sum + (c - 500) ** 2 / 500, 0);
        assert.ok(
          chi < chiSquare1Percent3Dof,
          `${kind}: positions ${counts}, chi-square ${chi.toFixed(2)}`,
        );
        assert.ok(longest < 1000, `${kind}: the right option is the longest in ${longest} of 2000`);
        assert.ok(
          shortest < 1000,
          `${kind}: the right option is the shortest in ${shortest} of 2000`,
        );
        assert.ok(
          widest <= 1.25,
          `${kind}: an option is ${widest.toFixed(2)} times as long as another`,
        );
      }
    });
  }

  it("the order of the options is the seed's: the same seed, the same order; other seeds, others", () => {
    for (const { kind } of exam.kinds().filter((k) => k.type === "choice")) {
      const a = walkQuestions(exam, kind, 40, 5);
      const b = walkQuestions(exam, kind, 40, 5);
      assert.deepEqual(a, b);
      assert.ok(new Set(a.map((q) => q.answer)).size > 1, `${kind}: the right option moves`);
    }
  });
});
