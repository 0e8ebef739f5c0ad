// The exam's plumbing that needs no browser: the seeded generator (web/js/seededRandom.js), the
// answer parser (web/js/examQuestions.js) and the `question` URL parameter (web/js/state.js).
//
// A shared link (?seed=...&question=...) must keep giving the same questions, so the generator's
// outputs, nextSeed's walk and the questions' parameters are pinned to known values. These were
// computed with a separate implementation (Python, outside the repo) of Tommy Ettinger's reference
// mulberry32 in 32-bit unsigned arithmetic, of nextSeed's definition (the first output for
// seed ^ 0x5bd1e995) and of each question's documented draws; not by the code under test.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { questionKindIds } from "../../web/js/examKinds.js";
import { buildQuestion, parseAnswer, withinTolerance } from "../../web/js/examQuestions.js";
import { createRandom, nextSeed, streamFor } from "../../web/js/seededRandom.js";
import { CORES, loadCore } from "./cores.mjs";
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
    const random = createRandom(1);
    assert.equal(random.next(), 2693262067 / 4294967296);
    assert.equal(random.next(), 11749833 / 4294967296);
  });

  it("nextSeed walks the same seeds from 1", () => {
    const walk = [];
    let seed = 1;
    for (let k = 0; k < 6; k += 1) walk.push((seed = nextSeed(seed)));
    assert.deepEqual(walk, [1517829247, 1790482234, 3530276733, 3606785322, 244134381, 1410058849]);
  });

  describe("the questions of a seed", () => {
    let core;
    before(async () => {
      core = await loadCore(CORES[0]);
    });
    const pinned = [
      ["value", 1, { d: 4, base: 10000, pos: 10, dim: 3 }],
      ["value", 1517829247, { d: 4, base: 10000, pos: 7, dim: 0 }],
      ["value", 2024, { d: 8, base: 10000, pos: 30, dim: 6 }],
      ["speed", 1, { d: 24, base: 10000, dims: [21, 10, 13, 6], want: "slowest" }],
      ["speed", 1517829247, { d: 32, base: 10000, dims: [7, 28, 3, 26], want: "slowest" }],
      ["speed", 2024, { d: 12, base: 10000, dims: [7, 2, 0, 8], want: "slowest" }],
      ["wavelength", 1, { d: 16, base: 10000, i: 7 }],
      ["wavelength", 1517829247, { d: 8, base: 10000, i: 2 }],
      ["wavelength", 2024, { d: 16, base: 100, i: 3 }],
    ];
    for (const [kind, seed, params] of pinned) {
      it(`?question=${kind}&seed=${seed} asks about ${JSON.stringify(params)}`, () => {
        const question = buildQuestion(kind, seed, core);
        assert.equal(question.error, undefined);
        assert.deepEqual(question.params, params);
      });
    }
  });
});

describe("seededRandom.js", () => {
  it("gives the same numbers for the same seed, in range", () => {
    for (const seed of [0, 1, 2024, 4294967295]) {
      const a = createRandom(seed);
      const b = createRandom(seed);
      for (let k = 0; k < 1000; k += 1) {
        const x = a.next();
        assert.equal(x, b.next());
        assert.ok(x >= 0 && x < 1);
        const n = a.int(-3, 7);
        assert.equal(n, b.int(-3, 7));
        assert.ok(Number.isInteger(n) && n >= -3 && n <= 7);
      }
    }
  });

  it("int covers its whole range, about evenly", () => {
    const random = createRandom(7);
    const counts = new Array(6).fill(0);
    for (let k = 0; k < 60000; k += 1) counts[random.int(0, 5)] += 1;
    for (const count of counts) assert.ok(Math.abs(count - 10000) < 600, `${counts}`);
  });

  it("shuffle and sample keep the items; streams and seeds differ", () => {
    const random = createRandom(3);
    const list = ["a", "b", "c", "d", "e"];
    assert.deepEqual([...random.shuffle(list)].sort(), list);
    const picked = random.sample(list, 3);
    assert.equal(new Set(picked).size, 3);
    assert.notEqual(streamFor(5, 0).next(), streamFor(5, 1).next());
    assert.notEqual(createRandom(5).next(), createRandom(6).next());
  });

  it("nextSeed is a fixed walk of 32-bit seeds that never stands still", () => {
    let seed = 1;
    const seen = new Set();
    for (let k = 0; k < 1000; k += 1) {
      const next = nextSeed(seed);
      assert.equal(next, nextSeed(seed));
      assert.ok(Number.isInteger(next) && next >= 0 && next <= 4294967295);
      assert.notEqual(next, seed);
      seen.add(next);
      seed = next;
    }
    assert.ok(seen.size > 990);
  });
});

describe("examQuestions.js: answers as typed", () => {
  it("accepts plain, leading-dot, signed and exponent forms", () => {
    for (const [text, value] of [
      ["0.84", 0.84],
      ["-0.5", -0.5],
      [".5", 0.5],
      ["8.4e-1", 0.84],
      ["8.4E-1", 0.84],
      ["+1", 1],
      ["−0.5", -0.5],
      [" 3 ", 3],
      ["-.25", -0.25],
    ]) {
      assert.equal(parseAnswer(text), value, text);
    }
  });

  it("refuses junk", () => {
    for (const text of [
      "",
      " ",
      "abc",
      "0,84",
      "1e",
      ".",
      "1.2.3",
      "--1",
      "Infinity",
      "NaN",
      "1e999",
      "0x10",
    ]) {
      assert.equal(parseAnswer(text), undefined, JSON.stringify(text));
    }
  });

  it("checks absolute and relative tolerances", () => {
    assert.ok(withinTolerance(0.8405, 0.841, { abs: 0.001 }));
    assert.ok(!withinTolerance(0.8395, 0.841, { abs: 0.001 }));
    assert.ok(withinTolerance(6288, 6283.19, { rel: 0.001 }));
    assert.ok(!withinTolerance(6290, 6283.19, { rel: 0.001 }));
  });
});

describe("state.js: the question parameter", () => {
  it("reads a kind and writes it back; refuses an unknown one with a message", () => {
    const { store, url } = storeFor("?question=shift&seed=99");
    assert.equal(store.get("question"), "shift");
    assert.equal(store.get("seed"), 99);
    assert.equal(url(), "/index.html?question=shift&seed=99");
    const bad = storeFor("?question=essay");
    assert.equal(bad.store.get("question"), "value");
    assert.deepEqual(bad.store.notices, [
      `The link asked for question=essay; question must be one of ${questionKindIds.join(", ")}, so the default “value” is used.`,
    ]);
    assert.equal(bad.url(), "/index.html");
    assert.match(store.set({ question: "essay" }).errors.question, /must be one of/);
    assert.ok(store.set({ question: "order" }).ok);
  });
});
