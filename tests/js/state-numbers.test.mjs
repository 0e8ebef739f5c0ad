// web/js/state/: numbers as people write them (1e6, +5, 5.0), a parameter given twice, and the
// why-order section's mask. The store runs in node with a stand-in location and history.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { parseNumber } from "../../web/js/state/index.js";
import { storeFor } from "./store-fixture.mjs";

const minusSign = "\u2212";

describe("state.js: numbers however they are written", () => {
  it("reads any decimal or exponent form of a value in range as that value", () => {
    for (const [query, key, value] of [
      ["?k=1e6", "k", 1000000],
      ["?k=1E6", "k", 1000000],
      ["?pos=+5", "pos", 5],
      ["?pos=5.0", "pos", 5],
      ["?pos=%205%20", "pos", 5],
      ["?d=6.4e1", "d", 64],
      ["?k=-3", "k", -3],
      ["?n=1.28e2", "n", 128],
      ["?base=1e4", "base", 10000],
      ["?base=.5e1", "base", 5],
      ["?seed=4.294967295e9", "seed", 4294967295],
    ]) {
      const { store, url } = storeFor(query);
      assert.deepEqual(store.notices, [], query);
      assert.equal(store.get(key), value, query);
      // The link is written back in the plain form.
      const written = new URL(url(), "http://h").searchParams.get(key);
      assert.equal(written, value === store.defaults[key] ? null : String(value), query);
    }
  });

  it("gives a value out of range the range message, however it is written", () => {
    for (const [query, message] of [
      ["?k=1e7", `with pos=3, k must be a whole number from ${minusSign}3 to 1000000`],
      ["?d=1e9", "d must be an even number from 2 to 4096"],
      ["?d=1e400", "d must be an even number from 2 to 4096"],
      ["?pos=1.5", "pos must be a whole number from 0 to 1000000"],
      ["?pos=abc", "pos must be a whole number from 0 to 1000000"],
      ["?pos=", "pos must be a whole number from 0 to 1000000"],
      ["?n=0x10", "n must be a whole number from 1 to 65536"],
      ["?i=1e2", "with d=128, i (a pair index) must be a whole number from 0 to 63"],
      ["?base=1e13", "base must be a number greater than 1 and at most 1 × 10¹²"],
      ["?base=ten", "base must be a number greater than 1 and at most 1 × 10¹²"],
    ]) {
      const { store } = storeFor(query);
      assert.equal(store.notices.length, 1, query);
      assert.ok(store.notices[0].includes(`; ${message}, so`), `${query}: ${store.notices[0]}`);
    }
  });

  it("store.set takes any number in range and names the range for the rest", () => {
    const { store } = storeFor("");
    assert.ok(store.set({ k: 1e6 }).ok);
    assert.equal(store.get("k"), 1000000);
    for (const [patch, message] of [
      [{ d: 1e9 }, "D must be an even number from 2 to 4096."],
      [{ d: Infinity }, "D must be an even number from 2 to 4096."],
      [{ pos: 2.5 }, "Pos must be a whole number from 0 to 1000000."],
      [{ pos: NaN }, "Pos must be a whole number from 0 to 1000000."],
      [{ pos: "5" }, "Pos must be a whole number from 0 to 1000000."],
    ]) {
      const [key] = Object.keys(patch);
      assert.equal(store.set(patch).errors[key], message, JSON.stringify(patch));
    }
  });

  it("parseNumber is the one parser of fields and links", () => {
    assert.equal(parseNumber("1e6"), 1e6);
    assert.equal(parseNumber("+5"), 5);
    assert.equal(parseNumber("-0.5"), -0.5);
    assert.equal(parseNumber(".5"), 0.5);
    assert.equal(parseNumber("5."), 5);
    for (const text of ["", " ", "e6", "1e", "--1", "1,5", "0x10", "Infinity", "1 2"]) {
      assert.equal(parseNumber(text), undefined, JSON.stringify(text));
    }
  });
});

describe("state.js: a parameter given twice", () => {
  it("uses the first and says so", () => {
    const { store, url } = storeFor("?d=8&d=16");
    assert.equal(store.get("d"), 8);
    assert.deepEqual(store.notices, [
      "The link gives d twice (d=8 and d=16); the first, d=8, is used.",
    ]);
    assert.equal(url(), "/index.html?d=8");
  });

  it("says how many times, and reports a bad first value as well", () => {
    const { store } = storeFor("?pos=1&pos=2&pos=3&k=x&k=4");
    assert.equal(store.get("pos"), 1);
    assert.equal(store.get("k"), 5);
    assert.deepEqual(store.notices, [
      "The link gives pos 3 times (pos=1, pos=2 and pos=3); the first, pos=1, is used.",
      "The link gives k twice (k=x and k=4); the first, k=x, is used.",
      `The link asked for k=x; with pos=1, k must be a whole number from ${minusSign}1 to 1000000, so the default 5 is used.`,
    ]);
  });
});

describe("state.js: mask", () => {
  it("is none by default, causal when asked, and refuses anything else", () => {
    assert.equal(storeFor("").store.get("mask"), "none");
    const { store, url } = storeFor("?mask=causal");
    assert.equal(store.get("mask"), "causal");
    assert.equal(url(), "/index.html?mask=causal");
    assert.ok(store.set({ mask: "none" }).ok);
    assert.equal(url(), "/index.html");
    assert.equal(store.set({ mask: "upper" }).errors.mask, "Mask must be none or causal.");
    const bad = storeFor("?mask=yes");
    assert.equal(bad.store.get("mask"), "none");
    assert.match(
      bad.store.notices[0],
      /mask must be none or causal, so the default “none” is used/,
    );
  });
});
