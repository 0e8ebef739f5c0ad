// web/js/state/: the `ref` parameter (relative section) and the sentences s1, s2 with `pe`
// (embeddings and attention sections). The store runs in node with a stand-in location and history.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { canonicalSentence } from "../../web/js/state/index.js";
import { storeFor } from "./store-fixture.mjs";

const words = (count, word = "dog") => Array(count).fill(word).join(" ");

describe("state.js: ref", () => {
  it("defaults to 20 and reads a valid ref", () => {
    assert.equal(storeFor("").store.get("ref"), 20);
    const { store, url } = storeFor("?ref=7");
    assert.equal(store.get("ref"), 7);
    assert.equal(url(), "/index.html?ref=7");
    assert.deepEqual(store.range("ref"), { min: 0, max: 63 });
  });

  it("is a position of the sequence: at most n - 1, in links and in changes", () => {
    const short = storeFor("?n=12");
    assert.equal(short.store.get("ref"), 11);
    assert.deepEqual(short.store.notices, []);
    // ... which is then the default: the link needs no ref (and reads back the same).
    assert.equal(short.url(), "/index.html?n=12");
    short.store.set({ ref: 5 });
    assert.equal(short.url(), "/index.html?n=12&ref=5");
    const bad = storeFor("?n=10&ref=50");
    assert.equal(bad.store.get("ref"), 9);
    assert.deepEqual(bad.store.notices, [
      "The link asked for ref=50; with n=10, ref must be a whole number from 0 to 9, so ref 9 (the last position) is used.",
    ]);
    const { store } = storeFor("?ref=40");
    assert.match(
      store.set({ ref: 64 }).errors.ref,
      /^With n=64, ref must be a whole number from 0 to 63\.$/,
    );
    assert.match(store.set({ ref: 1.5 }).errors.ref, /whole number/);
    store.set({ n: 30 });
    assert.equal(store.get("ref"), 29);
    assert.ok(store.set({ n: 100, ref: 99 }).ok);
  });
});

describe("state.js: sentences and pe", () => {
  it("keeps a sentence as typed (punctuation, capitals), with its spaces made single", () => {
    assert.equal(canonicalSentence("  Dog,   bites\tman! "), "Dog, bites man!");
    const { store, url } = storeFor(`?s1=${encodeURIComponent("  Dog,  bites man! ")}`);
    assert.equal(store.get("s1"), "Dog, bites man!");
    assert.deepEqual(store.notices, []);
    assert.equal(new URL(url(), "http://h").searchParams.get("s1"), "Dog, bites man!");
    // What a link carries is read back as the same string.
    const again = storeFor(new URL(url(), "http://h").search);
    assert.equal(again.store.get("s1"), "Dog, bites man!");
  });

  it("refuses sentences the core refuses, with the core's reason, and the default", () => {
    for (const [raw, problem] of [
      ["!!! ???", /s1 needs at least one word \(letters, in any alphabet\)/],
      ["dog\u0007man", /s1 must be a sentence without control characters/],
      [words(33), /s1 must have at most 32 words \(got 33\)/],
      ["x".repeat(257), /s1 must be at most 256 characters \(got 257\)/],
      ["é".repeat(257), /s1 must be at most 256 characters \(got 257\)/],
    ]) {
      const { store } = storeFor(`?s1=${encodeURIComponent(raw)}`);
      assert.equal(store.get("s1"), "dog bites man", raw);
      assert.equal(store.notices.length, 1, raw);
      assert.match(store.notices[0], problem, raw);
      assert.match(store.notices[0], /so the default “dog bites man” is used\.$/, raw);
    }
    assert.equal(storeFor(`?s2=${encodeURIComponent(words(32))}`).store.get("s2"), words(32));
  });

  it("takes sentences in any script, counting characters and words as the core does", () => {
    for (const text of ["Hund beißt Mann", "naïve café", "собака кусает", "é".repeat(256)]) {
      const { store, url } = storeFor(`?s1=${encodeURIComponent(text)}`);
      assert.deepEqual(store.notices, [], text);
      assert.equal(store.get("s1"), text);
      assert.equal(new URL(url(), "http://h").searchParams.get("s1"), text);
    }
    // A decomposed é (e + U+0301) is kept in its composed form, the same word.
    const { store } = storeFor(`?s1=${encodeURIComponent("cafe\u0301")}`);
    assert.equal(store.get("s1"), "caf\u00e9");
    assert.ok(store.set({ s2: "  Don’t   bite " }).ok);
    assert.equal(store.get("s2"), "Don’t bite", "a patch is kept in canonical form too");
    // The learned table's 16 rows count words, not characters.
    assert.ok(store.set({ s1: Array(16).fill("beißt").join(" "), pe: "learned" }).ok);
    assert.match(
      store.set({ s1: Array(17).fill("é").join(" ") }).errors.s1,
      /^With pe=learned, s1 must have at most 16 words/,
    );
  });

  it("learned positions and sentences longer than 16 words exclude each other", () => {
    const linked = storeFor(`?pe=learned&s2=${encodeURIComponent(words(17))}`);
    assert.equal(linked.store.get("pe"), "learned");
    assert.equal(linked.store.get("s2"), "man bites dog");
    assert.match(
      linked.store.notices[0],
      /with pe=learned, s2 must have at most 16 words \(the learned table has 16 rows\)/,
    );
    const { store } = storeFor("");
    assert.ok(store.set({ s1: words(17) }).ok);
    assert.match(
      store.set({ pe: "learned" }).errors.pe,
      /sentence of 17 words, pe cannot be learned/,
    );
    assert.equal(store.get("pe"), "sinusoidal");
    assert.ok(store.set({ s1: words(16), pe: "learned" }).ok);
    assert.match(
      store.set({ s2: words(20) }).errors.s2,
      /^With pe=learned, s2 must have at most 16/,
    );
  });
});
