// peExam's API (docs/api.md, "Exam practice from the console"): kinds(), generate()
// and check(); the same seed always gives the same questions, pinned to known outputs so that a
// shared ?seed= link keeps giving the same questions. Also the exam's URL parameters (state.js:
// question, mode, count) and its progress store (localStorage where the page may use it).
//
// Pinned values: those of value, speed and wavelength at seeds 1, 1517829247 and 2024 were
// computed from the generator's documented draws by a separate implementation of mulberry32
// (outside the repo) before this version; the rest were recorded from this version, so that any
// change to a kind's draws, which would change what an old link shows, fails here.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { maxCount } from "../../web/js/exam/generate.js";
import { examModes, mockCount, questionKindIds } from "../../web/js/exam/kinds.js";
import { createProgress } from "../../web/js/exam/progress.js";
import { createRandom, nextSeed, streamFor } from "../../web/js/seededRandom.js";
import { CORES } from "./cores.mjs";
import { loadExam } from "./exam-fixture.mjs";
import { storeFor } from "./store-fixture.mjs";

describe("seededRandom.js: known outputs (a shared seed keeps its questions)", () => {
  it("mulberry32 gives the reference generator's first 32-bit outputs", () => {
    for (const [seed, outputs] of [
      [0, [1144304738, 1416247, 958946056, 627933444]],
      [1, [2693262067, 11749833, 2265367787, 4213581821]],
      [4294967295, [3850105811, 813802916, 3073704848, 4054706436]],
    ]) {
      const random = createRandom(seed);
      assert.deepEqual(
        outputs.map(() => random.uint32()),
        outputs,
        `seed ${seed}`,
      );
    }
  });

  it("nextSeed walks the same seeds from 1; streams differ", () => {
    const walk = [];
    let seed = 1;
    for (let k = 0; k < 6; k += 1) walk.push((seed = nextSeed(seed)));
    assert.deepEqual(walk, [1517829247, 1790482234, 3530276733, 3606785322, 244134381, 1410058849]);
    assert.notEqual(streamFor(5, 0).next(), streamFor(5, 1).next());
  });
});

describe("peExam: kinds, generate, check", () => {
  let exam;
  before(async () => {
    exam = await loadExam(CORES[0]);
  });

  const pinned = [
    ["value", 1, { d: 4, base: 10000, pos: 10, dim: 3 }],
    ["value", 1517829247, { d: 4, base: 10000, pos: 7, dim: 0 }],
    ["value", 2024, { d: 8, base: 10000, pos: 30, dim: 6 }],
    ["speed", 1, { d: 24, base: 10000, dims: [21, 10, 13, 6], want: "slowest" }],
    ["speed", 2024, { d: 12, base: 10000, dims: [7, 2, 0, 8], want: "slowest" }],
    ["wavelength", 1, { d: 16, base: 10000, i: 7 }],
    ["wavelength", 2024, { d: 16, base: 100, i: 3 }],
    ["order", 2024, { first: "cat chased dog", second: "dog chased cat", verb: "chased" }],
    ["simple", 2024, { encoding: "onehot", n: 12 }],
    ["base", 2024, { d: 128, base: 100 }],
    ["layout", 2024, { d: 4, base: 10000, pos: 16, column: 1 }],
    ["shift", 2024, { d: 8, base: 10000, i: 2, k: 4, omega: 0.01 }],
    ["linear", 2024, { d: 32, base: 10000, k: 15, pos: [44, 842] }],
    ["relative", 2024, { d: 8, base: 10000, k: 15, pos: [21, 28] }],
    ["symmetry", 2024, { d: 16, base: 10000, k: 7, pos: 21 }],
    ["sum", 2024, { d: 4, sentence: "fish eats man", w: 1, word: "eats" }],
    ["scale", 2024, { d: 4, sentence: "dog loves cat", s: 2, t: 1 }],
    ["params", 2024, { d: 64, maxLen: 16 }],
    ["maxlen", 2024, { words: 30, pos: 16, maxLen: 16 }],
    ["rope", 2024, { d: 8, base: 10000, pos: 23, k: 14, shift: 58 }],
    ["rotated", 2024, { d: 8, pos: 28 }],
    ["ropeproof", 2024, { d: 16, base: 10000, m: 16, n: 24, shift: 178, gap: "transpose" }],
    ["alibi", 2024, { heads: 16, head: 9, query: 52, key: 46 }],
    ["pi", 2024, { d: 16, base: 10000, length: 4096, factor: 4, pair: 7, pos: 9256 }],
    ["ntk", 2024, { d: 64, base: 10000, factor: 16 }],
    ["yarn", 2024, { d: 128, base: 10000, length: 8192, factor: 4, alpha: 1, beta: 32, pair: 51 }],
    ["highest", 2024, { d: 64, base: 500000, length: 8192, factor: 16, ask: "changes", pair: 0 }],
  ];
  for (const [kind, seed, params] of pinned) {
    it(`?question=${kind}&seed=${seed} asks about ${JSON.stringify(params)}`, () => {
      const [q] = exam.generate({ kinds: [kind], count: 1, seed });
      assert.deepEqual(q.params, params);
    });
  }

  it("pinned: the right options of seed 2024 and the mixed plan of seed 1", () => {
    const answers = Object.fromEntries(
      [
        "order",
        "simple",
        "speed",
        "linear",
        "symmetry",
        "sum",
        "maxlen",
        "rotated",
        "yarn",
        "highest",
      ].map((kind) => [kind, exam.generate({ kinds: [kind], count: 1, seed: 2024 })[0].answer]),
    );
    assert.deepEqual(answers, {
      order: 2,
      simple: 3,
      speed: 1,
      linear: 3,
      symmetry: 3,
      sum: 1,
      maxlen: 3,
      rotated: 1,
      yarn: 1,
      highest: 1,
    });
    assert.deepEqual(
      exam.generate({ count: 12, seed: 1 }).map((q) => q.id),
      // Adding a kind reshuffles the mixed plan (one kind's own questions never change).
      [
        "highest:1",
        "layout:1517829247",
        "relative:1790482234",
        "linear:3530276733",
        "base:3606785322",
        "ropeproof:244134381",
        "sum:1410058849",
        "simple:297594547",
        "scale:1779548255",
        "maxlen:3313664589",
        "order:387381976",
        "fartable:643053118",
      ],
    );
  });

  it("pinned: the lab's questions of seed 2024 draw the same lab seed and the same question", () => {
    // The draws only; the accuracies are the lab module's (tests/js/exam-lab.test.mjs).
    const [lab] = exam.generate({ kinds: ["lab"], count: 1, seed: 2024 });
    const [ceiling] = exam.generate({ kinds: ["ceiling"], count: 1, seed: 2024 });
    assert.deepEqual(
      { labSeed: lab.params.labSeed, ask: lab.params.ask, answer: lab.answer },
      { labSeed: 4, ask: "none", answer: 0 },
    );
    assert.deepEqual(
      { labSeed: ceiling.params.labSeed, length: ceiling.params.length },
      { labSeed: 3, length: 24 },
    );
    const [far] = exam.generate({ kinds: ["fartable"], count: 1, seed: 2024 });
    assert.deepEqual(
      { labSeed: far.params.labSeed, ask: far.params.ask, answer: far.answer },
      { labSeed: 2, ask: "pi", answer: 0 },
    );
  });

  it("kinds() is [{kind, section, title, type}], the kinds the URL accepts", () => {
    assert.deepEqual(
      exam.kinds().map((k) => k.kind),
      questionKindIds,
    );
  });

  it("generate: count questions, all kinds by default, the same for the same seed", () => {
    const a = exam.generate({ count: 30, seed: 77 });
    assert.equal(a.length, 30);
    assert.deepEqual(
      JSON.parse(JSON.stringify(a)),
      JSON.parse(JSON.stringify(exam.generate({ count: 30, seed: 77 }))),
    );
    assert.notDeepEqual(
      a.map((q) => q.id),
      exam.generate({ count: 30, seed: 78 }).map((q) => q.id),
    );
    for (const q of a) {
      for (const key of ["kind", "section", "type", "prompt", "params", "answer", "solution"])
        assert.ok(key in q, key);
      assert.equal("options" in q, q.type === "choice");
    }
    assert.equal(exam.generate().length, 1);
    assert.equal(exam.generate({ count: maxCount, seed: 3 }).length, 2000);
  });

  it("generate: question r of one kind is that kind at the r-th seed of New question's walk", () => {
    const list = exam.generate({ kinds: ["shift"], count: 4, seed: 12345 });
    let seed = 12345;
    for (const q of list) {
      assert.equal(q.seed, seed);
      assert.deepEqual(q, exam.generate({ kinds: ["shift"], count: 1, seed })[0]);
      seed = nextSeed(seed);
    }
  });

  it("generate: a mock exam of 20 covers every section; kinds listed in any order give the same quiz", () => {
    for (const seed of [1, 2, 3, 99, 4294967295]) {
      const sections = new Set(exam.generate({ count: 20, seed }).map((q) => q.section));
      assert.equal(sections.size, new Set(exam.kinds().map((k) => k.section)).size, `seed ${seed}`);
    }
    const a = exam.generate({ kinds: ["value", "shift", "order"], count: 9, seed: 4 });
    const b = exam.generate({ kinds: ["order", "value", "shift", "value"], count: 9, seed: 4 });
    assert.deepEqual(a, b);
    assert.deepEqual(new Set(a.map((q) => q.kind)), new Set(["value", "shift", "order"]));
  });

  it("generate refuses bad options with the limit and the value", () => {
    assert.throws(
      () => exam.generate({ count: 0 }),
      /count must be a whole number from 1 to 2000 \(got 0\)/,
    );
    assert.throws(() => exam.generate({ count: 2001 }), /got 2001/);
    assert.throws(() => exam.generate({ count: 1.5 }), /got 1.5/);
    assert.throws(
      () => exam.generate({ seed: -1 }),
      /seed must be a whole number from 0 to 4294967295 \(got -1\)/,
    );
    assert.throws(() => exam.generate({ kinds: ["essay"] }), /unknown kind essay/);
    assert.throws(() => exam.generate({ kinds: [] }), /non-empty array/);
  });
});

describe("state.js: the exam's parameters", () => {
  it("question, mode and count are read, written back and range-checked", () => {
    const { store, url } = storeFor("?question=shift&seed=99&mode=mock&count=30");
    assert.equal(store.get("question"), "shift");
    assert.equal(store.get("mode"), "mock");
    assert.equal(store.get("count"), 30);
    assert.equal(url(), "/index.html?question=shift&mode=mock&count=30&seed=99");
    const bad = storeFor("?question=essay&mode=exam&count=51");
    assert.equal(bad.store.get("question"), "value");
    assert.equal(bad.store.get("mode"), "one");
    assert.equal(bad.store.get("count"), mockCount.default);
    assert.deepEqual(bad.store.notices, [
      `The link asked for question=essay; question must be one of ${questionKindIds.join(", ")}, so the default “value” is used.`,
      `The link asked for mode=exam; mode must be one of ${examModes.join(", ")}, so the default “one” is used.`,
      `The link asked for count=51; count (questions in a mock exam) must be a whole number from ${mockCount.min} to ${mockCount.max}, so the default 20 is used.`,
    ]);
    assert.equal(bad.url(), "/index.html");
    assert.match(store.set({ count: 0 }).errors.count, /from 1 to 50/);
    assert.match(store.set({ count: 51 }).errors.count, /from 1 to 50/);
    assert.ok(store.set({ count: 1 }).ok, "a quiz of one question");
    assert.ok(store.set({ mode: "mixed" }).ok);
  });
});

describe("progress.js", () => {
  function memoryStorage() {
    const data = new Map();
    return {
      getItem: (k) => (data.has(k) ? data.get(k) : null),
      setItem: (k, v) => data.set(k, String(v)),
      removeItem: (k) => data.delete(k),
      data,
    };
  }
  it("counts each question once, survives a reload, resets", () => {
    const storage = memoryStorage();
    const first = createProgress({ storage });
    assert.equal(first.stored, true);
    assert.equal(first.record({ id: "value:1", section: "formula" }, true), true);
    assert.equal(first.record({ id: "value:1", section: "formula" }, false), false);
    first.record({ id: "shift:2", section: "identity" }, false);
    const reloaded = createProgress({ storage });
    assert.deepEqual(reloaded.totals(), {
      answered: 2,
      correct: 1,
      sections: { formula: { answered: 1, correct: 1 }, identity: { answered: 1, correct: 0 } },
    });
    reloaded.reset();
    assert.equal(createProgress({ storage }).totals().answered, 0);
  });
  it("without storage (a sandboxed frame throws on access) it counts for the visit only", () => {
    const progress = createProgress({ storage: null });
    assert.equal(progress.stored, false);
    progress.record({ id: "a", section: "rope" }, true);
    assert.equal(progress.totals().correct, 1);
    // A corrupt saved value is ignored.
    const storage = memoryStorage();
    storage.setItem("pe-explorer:exam-progress:v1", "{not json");
    assert.equal(createProgress({ storage }).totals().answered, 0);
  });
});
