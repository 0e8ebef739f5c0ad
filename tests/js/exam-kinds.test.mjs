// The exam's question kinds (web/js/exam/), built with the real core: every kind makes valid
// questions for 500 seeds, and each answer equals the independent oracle of exam-oracle.mjs
// (Math and the float64 oracles only, never the core or the exam's code). Multiple-choice
// answers are found by what the options say.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import examMessages from "../../web/sections/exam/strings/en/page.js";
import { sectionIds } from "../../web/js/state/index.js";
import { CORES } from "./cores.mjs";
import { loadExam } from "./exam-fixture.mjs";
import { oracle, oracleTolerance } from "../oracle/exam-oracle.mjs";

const seeds = Array.from({ length: 500 }, (_, n) => (n * 2654435761) >>> 0);

for (const coreSpec of CORES) {
  describe(`exam kinds with ${coreSpec.name}`, () => {
    let exam;
    before(async () => {
      exam = await loadExam(coreSpec);
    });

    it("kinds() lists at least 14 kinds, one or more for every section of the article but the exam", () => {
      const kinds = exam.kinds();
      assert.ok(kinds.length >= 14, `${kinds.length} kinds`);
      for (const k of kinds) {
        assert.deepEqual(Object.keys(k).sort(), ["kind", "section", "title", "type"]);
        assert.ok(["number", "matrix", "choice"].includes(k.type), k.kind);
      }
      const sections = new Set(kinds.map((k) => k.section));
      // The article's sections (registry.js) and the sections the exam names in its scores
      // (its messages section.<id>.name), the lab among them.
      const named = Object.keys(examMessages).flatMap(
        (key) => key.match(/^section\.(.+)\.name$/)?.[1] ?? [],
      );
      const required = new Set([...sectionIds, ...named]);
      required.delete("exam");
      assert.ok(required.has("lab"), "the training lab is a section the exam covers");
      for (const id of required) {
        assert.ok(sections.has(id), `a kind for section ${id}`);
      }
      assert.ok(kinds.some((k) => k.type === "matrix"));
    });

    it("every kind: 500 seeds of valid questions whose answers equal the oracle", () => {
      for (const { kind, type, section } of exam.kinds()) {
        for (const seed of seeds) {
          const [q] = exam.generate({ kinds: [kind], count: 1, seed });
          const what = `${kind} seed ${seed}`;
          assert.equal(q.error, undefined, `${what}: ${q.error}`);
          assert.equal(q.kind, kind);
          assert.equal(q.section, section);
          assert.equal(q.type, type);
          assert.equal(q.seed, seed);
          for (const field of ["prompt", "solution", "hint"]) {
            assert.equal(typeof q[field], "string", `${what}: ${field}`);
            assert.ok(q[field].length > 20, `${what}: ${field} is empty`);
            assert.doesNotMatch(q[field], /NaN|undefined|Infinity|\[object/, `${what}: ${field}`);
          }
          assert.equal(typeof q.params, "object");
          assert.deepEqual(
            JSON.parse(JSON.stringify(q.params)),
            q.params,
            `${what}: params are plain data`,
          );
          const spec = oracle[kind];
          assert.ok(spec, `an oracle for ${kind}`);
          if (type === "choice") {
            assert.equal(q.options.length, 4, what);
            assert.equal(new Set(q.options).size, 4, `${what}: options differ`);
            assert.ok(q.options.every((o) => typeof o === "string" && o.length > 0));
            assert.equal(q.answer, spec.answer(q.params, q.options), what);
            q.optionDiagnoses.forEach((text, n) =>
              assert.equal(text === "", n === q.answer, `${what}: option ${n}'s diagnosis`),
            );
          } else {
            assert.equal(q.options, undefined, `${what}: options only for choice`);
            const expected = [].concat(spec.answer(q.params));
            const answer = [].concat(q.answer);
            assert.equal(Array.isArray(q.answer), type === "matrix", `${what}: answer shape`);
            assert.equal(answer.length, expected.length);
            assert.equal(q.labels.length, expected.length);
            answer.forEach((v, n) => {
              const tol = oracleTolerance(kind, expected[n]);
              assert.ok(
                Math.abs(v - expected[n]) <= tol,
                `${what}[${n}]: ${v} vs oracle ${expected[n]}`,
              );
            });
          }
        }
      }
    });

    it("the worked solution shows the answer (6 significant digits)", () => {
      for (const { kind, type } of exam.kinds()) {
        if (type === "choice") continue;
        for (const seed of seeds.slice(0, 50)) {
          const [q] = exam.generate({ kinds: [kind], count: 1, seed });
          const numbers = [
            ...q.solution
              .replace(/\u2212/g, "-")
              .matchAll(/-?\d+(\.\d+)?(\s*×\s*10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?/g),
          ].map((m) => m[0]);
          for (const value of [].concat(oracle[kind].answer(q.params))) {
            const shown = numbers.some((text) => {
              const plain = Number(text.replace(/\s*×.*/, ""));
              return (
                Math.abs(plain - value) <= 5e-6 * Math.max(1, Math.abs(value)) ||
                (text.includes("×") && Math.abs(value) < 1e-3)
              );
            });
            assert.ok(shown, `${kind} seed ${seed}: ${value} not in the solution:\n${q.solution}`);
          }
        }
      }
    });
  });
}
