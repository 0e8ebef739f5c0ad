// The exam's plumbing that needs no browser: the seeded generator (web/js/seededRandom.js), the
// answer parser (web/js/examQuestions.js) and the `question` URL parameter (web/js/state.js).
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { questionKindIds } from "../../web/js/examKinds.js";
import { parseAnswer, withinTolerance } from "../../web/js/examQuestions.js";
import { createRandom, nextSeed, streamFor } from "../../web/js/seededRandom.js";
import { storeFor } from "./store-fixture.mjs";

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
