// web/js/state/: one source for every range. Each integer parameter's range follows the other
// parameters as the README's limits say (written out here: n × d <= 2^22 cells, i < d/2, k >= -pos,
// ref < n, shift keeps pos + shift and pos + k + shift in 0..10^6); the rule accepts exactly the
// range and names its ends; a change that moves a range brings the parameter back into it and the
// store says so, naming the reader's own value.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { limits, storeFor } from "./store-fixture.mjs";

const cells = 2 ** 22;
const maxPosition = 1e6;

// The bounds of the README for a state, independently of state.js.
function expectedRange(key, s) {
  switch (key) {
    case "n":
      return { min: 1, max: Math.min(65536, Math.floor(cells / s.d)) };
    case "d":
      return { min: 2, max: Math.min(4096, 2 * Math.floor(cells / s.n / 2)) };
    case "pos":
      return { min: 0, max: maxPosition };
    case "i":
      return { min: 0, max: s.d / 2 - 1 };
    case "k":
      return { min: -s.pos, max: maxPosition };
    case "ref":
      return { min: 0, max: s.n - 1 };
    case "shift":
      return {
        min: -Math.min(s.pos, s.pos + s.k),
        max: maxPosition - Math.max(s.pos, s.pos + s.k),
      };
    case "seed":
      return { min: 0, max: 2 ** 32 - 1 };
    default:
      return null;
  }
}

const links = ["", "?n=512&d=1024", "?n=3&d=2&pos=40&k=-40", "?d=4096&n=1024", "?pos=999000&k=500"];
const integerKeys = ["n", "d", "pos", "i", "k", "ref", "shift", "seed"];

describe("state.js: ranges", () => {
  it("store.range follows the other parameters as the limits say", () => {
    assert.equal(limits.maxCells, cells);
    for (const link of links) {
      const { store } = storeFor(link);
      const s = store.getAll();
      for (const key of integerKeys) {
        assert.deepEqual(
          store.range(key),
          expectedRange(key, s),
          `${key} for ${link || "defaults"}`,
        );
      }
      assert.equal(store.range("base"), null, "base is not an integer");
    }
  });

  it("the rule accepts each end of the range and refuses one past it, naming the end", () => {
    for (const link of links) {
      for (const key of ["i", "k", "ref", "shift", "pos", "n"]) {
        const { store } = storeFor(link);
        const { min, max } = store.range(key);
        assert.ok(store.check({ [key]: min }).ok, `${key} = ${min} for ${link}`);
        assert.ok(store.check({ [key]: max }).ok, `${key} = ${max} for ${link}`);
        for (const past of [min - 1, max + 1]) {
          const { ok, errors } = store.check({ [key]: past });
          assert.equal(ok, false, `${key} = ${past} for ${link}`);
          const end = past < min ? min : max;
          // Prose writes a negative end with the typographic minus, U+2212.
          const shown = String(end).replace("-", "\u2212");
          assert.match(errors[key], new RegExp(`(?<![\\w\u2212])${shown}(?!\\d)`), errors[key]);
        }
      }
    }
  });
});

describe("state.js: settling", () => {
  it("a smaller d brings i back, and the note names the reader's i all along", () => {
    const { store } = storeFor("?d=256&i=70");
    const first = store.set({ d: 140 });
    assert.deepEqual(first.settled, [
      { key: "i", from: 70, to: 69, note: "i was 70; the largest pair for d = 140 is 69" },
    ]);
    const second = store.set({ d: 128 });
    assert.equal(store.get("i"), 63);
    assert.deepEqual(
      second.settled.map((s) => s.note),
      ["i was 70; the largest pair for d = 128 is 63"],
    );
    // Growing d again brings i back towards the reader's 70: part of the way, then all of it.
    assert.deepEqual(store.set({ d: 136 }).settled, [
      { key: "i", from: 70, to: 67, note: "i was 70; the largest pair for d = 136 is 67" },
    ]);
    assert.deepEqual(store.set({ d: 512 }).settled, [
      { key: "i", from: 70, to: 70, note: "i is back at 70, the value it had" },
    ]);
    assert.equal(store.get("i"), 70);
    // Once back, it is remembered no more: d down and up again settles from 70 afresh.
    assert.deepEqual(store.set({ d: 1024 }).settled, []);
    store.set({ d: 128 });
    assert.equal(store.get("i"), 63);
    // A value the reader sets is theirs: the next note names it, and it is the one restored.
    store.set({ i: 40 });
    assert.deepEqual(
      store.set({ d: 64 }).settled.map((s) => s.note),
      ["i was 40; the largest pair for d = 64 is 31"],
    );
    store.set({ d: 256 });
    assert.equal(store.get("i"), 40);
  });

  it("k follows pos, ref follows n, shift follows pos and k, dims follows d", () => {
    const { store } = storeFor("?pos=50&k=-40&ref=40&n=64&shift=3&dims=0,30,60");
    assert.deepEqual(
      store.set({ pos: 10 }).settled.map((s) => s.note),
      ["k was \u221240; the smallest offset for pos = 10 is \u221210"],
    );
    assert.equal(store.get("k"), -10);
    assert.deepEqual(
      store.set({ pos: 45 }).settled.map((s) => s.note),
      ["k is back at \u221240, the value it had"],
    );
    assert.equal(store.get("k"), -40);
    store.set({ pos: 10 });
    assert.deepEqual(
      store.set({ n: 30 }).settled.map((s) => s.note),
      ["ref was 40; the last position for n = 30 is 29"],
    );
    const far = store.set({ pos: 999990, k: 8 });
    assert.deepEqual(
      far.settled.map((s) => [s.key, s.from, s.to]),
      [["shift", 3, 2]],
    );
    assert.equal(store.get("shift"), 2);
    assert.deepEqual(
      store.set({ d: 40 }).settled.map((s) => s.note),
      ["dims was 0,30,60; with d = 40 the dimensions past 39 are dropped, leaving 0,30"],
    );
    assert.deepEqual(
      store.set({ d: 16 }).settled.map((s) => s.note),
      [
        "dims was 0,30,60; with d = 16 the dimensions past 15 are dropped, so the plot shows its usual dimensions",
      ],
    );
    assert.equal(store.get("dims"), "");
    // ... and the reader's list comes back with the dimensions.
    assert.deepEqual(
      store.set({ d: 128 }).settled.map((s) => s.note),
      ["dims is back at 0,30,60, the value it had"],
    );
    assert.deepEqual(
      store.set({ n: 64 }).settled.map((s) => s.note),
      ["ref is back at 40, the value it had"],
    );
  });

  it("a refused change settles nothing, and a patch that sets the parameter itself is not moved", () => {
    const { store } = storeFor("?d=256&i=70");
    assert.deepEqual(store.set({ d: 7 }), {
      ok: false,
      errors: { d: "D must be an even number from 2 to 4096." },
      settled: [],
    });
    assert.equal(store.get("i"), 70);
    assert.equal(store.set({ d: 128, i: 70 }).ok, false, "i = 70 does not fit d = 128");
    assert.deepEqual(store.set({ d: 128, i: 10 }).settled, []);
  });
});
