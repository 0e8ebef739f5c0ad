// The exam's questions on "Longer than trained" (web/sections/longer/examKinds.js) ask about what
// the section teaches, and not only its easy cases: ALiBi with head counts that are not a power of
// two (and heads past n among them), YaRN's three regimes in even shares with pairs clear of the
// ramp's ends, both questions of "highest", and PI at positions past the training length. Every
// expected number is the independent oracle's (tests/oracle/exam-oracle.mjs) or written out here
// from the papers' rules. exam-kinds, exam-diagnosis and exam-choice test these kinds with every other.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { examKinds } from "../../web/js/exam/kinds.js";
import { CORES } from "./cores.mjs";
import { loadExam } from "./exam-fixture.mjs";
import { oracle } from "../oracle/exam-oracle.mjs";

const seeds = Array.from({ length: 300 }, (_, n) => (n * 2246822519 + 7) >>> 0);
const isPowerOfTwo = (n) => (n & (n - 1)) === 0;
const turns = ({ d, base, length }, i) => length / (2 * Math.PI * base ** ((2 * i) / d));
// The numbers of a plain-text solution, U+2212 read as a minus.
const numbersIn = (text) =>
  [...text.replace(/\u2212/g, "-").matchAll(/-?\d+(\.\d+)?/g)].map((m) => Number(m[0]));

describe("exam: the questions on longer than trained", () => {
  let exam;
  before(async () => {
    exam = await loadExam(CORES[0]);
  });
  const questions = (kind) =>
    seeds.map((seed) => exam.generate({ kinds: [kind], count: 1, seed })[0]);

  it("the section has its five kinds, each with a random stream of its own", () => {
    assert.deepEqual(
      examKinds.filter((k) => k.section === "longer").map((k) => [k.kind, k.type, k.stream]),
      [
        ["alibi", "number", 19],
        ["pi", "number", 20],
        ["ntk", "number", 21],
        ["yarn", "choice", 22],
        ["highest", "choice", 23],
      ],
    );
    const streams = examKinds.map((k) => k.stream);
    assert.equal(new Set(streams).size, streams.length, "no two kinds share a stream");
  });

  it("alibi: head counts that are not a power of two, heads past n, and the paper's slope shown", () => {
    let mixed = 0;
    let extra = 0;
    for (const q of questions("alibi")) {
      const { heads, head, query, key } = q.params;
      assert.ok(query - key >= 2, `${q.id}: a distance of at least 2`);
      assert.ok(query < 64, `${q.id}: alibiBiases takes at most 64 positions`);
      const n = 2 ** Math.floor(Math.log2(heads));
      if (!isPowerOfTwo(heads)) mixed += 1;
      if (head > n) extra += 1;
      // Press et al.: 2^(−8h/n), or for head n + k the k-th odd-numbered slope of 2n heads.
      const slope = head <= n ? 2 ** ((-8 * head) / n) : 2 ** ((-4 * (2 * (head - n) - 1)) / n);
      assert.ok(
        numbersIn(q.solution).some((v) => Math.abs(v - slope) <= 5e-6 * slope),
        `${q.id}: the slope ${slope} in\n${q.solution}`,
      );
      assert.equal(
        q.mistakes.some((m) => m.mistake === "power-of-two"),
        !isPowerOfTwo(heads),
      );
    }
    assert.ok(mixed > 60, `${mixed} questions with H not a power of two`);
    assert.ok(extra > 20, `${extra} questions about a head past n`);
  });

  it("pi: position m lies past L, and m/s is a whole position inside it", () => {
    for (const q of questions("pi")) {
      const { length, factor, pos, pair, d } = q.params;
      assert.ok(pos > length && pos <= factor * length, `${q.id}: m = ${pos}, L = ${length}`);
      assert.ok(Number.isInteger(pos / factor) && pos / factor < length, q.id);
      assert.ok(pair >= 1 && pair < d / 2, q.id);
    }
  });

  it("ntk: b′ stays below 10⁶, so the answer reads as a plain number", () => {
    for (const q of questions("ntk")) {
      const expected = oracle.ntk.answer(q.params);
      assert.ok(expected > q.params.base && expected < 1e6, `${q.id}: b′ = ${expected}`);
    }
  });

  it("yarn: each regime about a third of the time, every pair clear of α and β by a tenth", () => {
    const counts = { interpolated: 0, blended: 0, kept: 0 };
    for (const q of questions("yarn")) {
      const { alpha, beta, pair } = q.params;
      assert.deepEqual([alpha, beta], [1, 32], q.id);
      const r = turns(q.params, pair);
      for (const edge of [alpha, beta]) {
        assert.ok(r < edge / 1.1 || r > edge * 1.1, `${q.id}: r = ${r} is near ${edge}`);
      }
      counts[r < alpha ? "interpolated" : r > beta ? "kept" : "blended"] += 1;
    }
    for (const [regime, count] of Object.entries(counts)) {
      assert.ok(count > 70, `${regime}: ${count} of ${seeds.length}`);
    }
  });

  it("highest: both questions, pair 0 for “changes”, a pair of 4 to 32 turns for “keeps”", () => {
    const asked = { changes: 0, keeps: 0 };
    for (const q of questions("highest")) {
      const { ask, pair } = q.params;
      asked[ask] += 1;
      const right = q.options[q.answer];
      if (ask === "changes") {
        assert.equal(pair, 0, q.id);
        assert.match(right, /^Position Interpolation/, q.id);
      } else {
        const r = turns(q.params, pair);
        assert.ok(r > 4 * 1.1 && r < 32 / 1.1, `${q.id}: r = ${r}`);
        assert.match(right, /^Llama 3\.1/, q.id);
      }
      assert.equal(q.answer, oracle.highest.answer(q.params, q.options), q.id);
    }
    assert.ok(asked.changes > 100 && asked.keeps > 100, JSON.stringify(asked));
  });
});
