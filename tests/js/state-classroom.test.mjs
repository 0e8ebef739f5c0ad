// web/js/state/, the classroom kit's parameters: kinds, hints, solutions, lock,
// print and view are read from a link like every other one (a bad value gives a notice naming
// the parameter and the default is used), a link with kinds and no mode is a quiz (a mock exam),
// and the link is written back in canonical form.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { storeFor } from "./store-fixture.mjs";

describe("state.js: the classroom kit's parameters", () => {
  it("reads a quiz link", () => {
    const { store, url } = storeFor(
      "?section=exam&kinds=value,shift&count=5&seed=7&hints=off&solutions=after&lock=1",
    );
    const s = store.getAll();
    assert.deepEqual(
      [s.kinds, s.count, s.seed, s.hints, s.solutions, s.lock, s.mode],
      ["value,shift", 5, 7, "off", "after", 1, "mock"],
    );
    assert.deepEqual(store.notices, []);
    // Written back the same (mode left out: it is the default of a link with kinds).
    const written = new URL(url(), "http://h").searchParams;
    assert.equal(written.get("kinds"), "value,shift");
    assert.equal(written.get("mode"), null);
    assert.equal(written.get("lock"), "1");
    assert.equal(written.get("solutions"), "after");
  });

  it("defaults: every kind, hints on, solutions always, unlocked, mode one", () => {
    const s = storeFor("").store.getAll();
    assert.deepEqual(
      [s.kinds, s.hints, s.solutions, s.lock, s.print, s.view, s.mode],
      ["", "on", "always", 0, "", "", "one"],
    );
  });

  it("an explicit mode wins over the quiz default", () => {
    assert.equal(storeFor("?kinds=value&mode=mixed").store.get("mode"), "mixed");
    assert.equal(storeFor("?kinds=value&mode=one").store.get("mode"), "one");
  });

  it("canonical kinds: spaces dropped, repeats once, the order given", () => {
    assert.equal(storeFor("?kinds=shift,%20value,shift").store.get("kinds"), "shift,value");
  });

  const bad = [
    ["kinds=value,nope", "kinds", /kinds must be kinds of question separated by commas/],
    ["kinds=,value", "kinds", /kinds must be kinds of question/],
    ["hints=maybe", "hints", /hints must be on or off/],
    ["solutions=later", "solutions", /solutions must be always, after or never/],
    ["lock=2", "lock", /lock must be a whole number from 0 to 1/],
    ["lock=yes", "lock", /lock must be a whole number/],
    ["print=poster", "print", /print must be worksheet or key/],
    ["view=prose", "view", /view must be figure/],
    [
      "count=0&kinds=value",
      "count",
      /count \(questions in a mock exam\) must be a whole number from 1 to 50/,
    ],
  ];
  for (const [query, key, message] of bad) {
    it(`a bad ${key} (${query}) gives a notice and the default`, () => {
      const { store } = storeFor(`?${query}`);
      assert.equal(store.notices.length, 1, store.notices.join("\n"));
      assert.match(store.notices[0], new RegExp(`The link asked for ${key}=`));
      assert.match(store.notices[0], message);
      assert.equal(store.get(key), store.defaults[key]);
    });
  }

  it("store.set checks them too", () => {
    const { store } = storeFor("");
    assert.equal(store.set({ hints: "off", solutions: "never", lock: 1 }).ok, true);
    assert.equal(store.set({ kinds: "value,bogus" }).ok, false);
    assert.equal(store.set({ lock: 3 }).ok, false);
    assert.equal(store.set({ view: "figure", print: "key" }).ok, true);
    // And back to the defaults: every kind, no sheet, the whole section.
    assert.equal(store.set({ kinds: "value" }).ok, true);
    assert.equal(store.set({ kinds: "", view: "", print: "" }).ok, true);
    assert.deepEqual([store.get("kinds"), store.get("view"), store.get("print")], ["", "", ""]);
  });
});

describe("state.js: the quiz's pass mark (pass)", () => {
  it("none by default, a whole number 0..100 from a link, written back in canonical form", () => {
    assert.equal(storeFor("").store.get("pass"), "");
    for (const [given, kept] of [
      ["60", "60"],
      ["0", "0"],
      ["100", "100"],
      ["60.0", "60"],
      ["%2B75", "75"],
    ]) {
      const { store, url } = storeFor(`?kinds=value&pass=${given}`);
      assert.deepEqual(store.notices, [], given);
      assert.equal(store.get("pass"), kept, given);
      assert.equal(new URL(url(), "http://h").searchParams.get("pass"), kept, given);
    }
  });

  for (const given of ["101", "-1", "59.5", "sixty", "1e3"]) {
    it(`pass=${given}: a notice naming the range, and no pass mark`, () => {
      const { store, url } = storeFor(`?kinds=value&pass=${given}`);
      assert.equal(store.notices.length, 1, store.notices.join("\n"));
      assert.match(
        store.notices[0],
        /The link asked for pass=.*pass must be a whole number from 0 to 100.*the quiz has no pass mark/,
      );
      assert.equal(store.get("pass"), "");
      assert.equal(new URL(url(), "http://h").searchParams.get("pass"), null);
    });
  }

  it("store.set checks it too", () => {
    const { store } = storeFor("");
    assert.equal(store.set({ pass: "80" }).ok, true);
    assert.equal(store.set({ pass: "120" }).ok, false);
    assert.equal(store.set({ pass: "" }).ok, true);
    assert.equal(store.get("pass"), "");
  });
});
