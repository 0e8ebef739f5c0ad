// web/js/state/: the training lab's parameters labseed, labsteps, labmask, labtask and labsentence, each
// accepted at its limits and refused one past them with a message and its default; the section
// order (lab after rope, exam last). The store runs in node with a stand-in location and history.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { sectionIds } from "../../web/js/state/index.js";
import { storeFor } from "./store-fixture.mjs";

const words = (count, word = "dog") => Array(count).fill(word).join(" ");

describe("state.js: the training lab", () => {
  it("has its defaults when the link leaves them out, and writes nothing for them", () => {
    const { store, url } = storeFor("");
    assert.deepEqual(
      ["labseed", "labsteps", "labmask", "labtask", "labsentence"].map((key) => store.get(key)),
      [1, 500, "none", "local", "the big dog bites a small man today"],
    );
    assert.equal(url(), "/index.html");
  });

  it("reads a link and writes it back in the documented order", () => {
    const query =
      "?labsentence=the+dog+bites+a+man&labtask=far&labmask=causal&labsteps=5000&labseed=0";
    const { store, url } = storeFor(query);
    assert.deepEqual(store.notices, []);
    assert.deepEqual(
      [store.get("labseed"), store.get("labsteps"), store.get("labmask"), store.get("labtask")],
      [0, 5000, "causal", "far"],
    );
    assert.equal(store.get("labsentence"), "the dog bites a man");
    assert.equal(
      url(),
      "/index.html?labseed=0&labsteps=5000&labmask=causal&labtask=far&labsentence=the+dog+bites+a+man",
    );
    assert.deepEqual(store.range("labseed"), { min: 0, max: 4294967295 });
    assert.deepEqual(store.range("labsteps"), { min: 1, max: 5000 });
  });

  it("accepts every limit and refuses one past it, with the message and the default", () => {
    for (const [query, key, value] of [
      ["?labseed=4294967295", "labseed", 4294967295],
      ["?labsteps=1", "labsteps", 1],
      [`?labsentence=${words(64)}`, "labsentence", words(64)],
    ]) {
      const { store } = storeFor(query);
      assert.deepEqual(store.notices, [], query);
      assert.equal(store.get(key), value, query);
    }
    for (const [query, notice] of [
      [
        "?labseed=4294967296",
        "The link asked for labseed=4294967296; labseed must be a whole number from 0 to 4294967295, so the default 1 is used.",
      ],
      [
        "?labseed=-1",
        "The link asked for labseed=-1; labseed must be a whole number from 0 to 4294967295, so the default 1 is used.",
      ],
      [
        "?labsteps=0",
        "The link asked for labsteps=0; labsteps must be a whole number from 1 to 5000, so the default 500 is used.",
      ],
      [
        "?labsteps=5001",
        "The link asked for labsteps=5001; labsteps must be a whole number from 1 to 5000, so the default 500 is used.",
      ],
      [
        "?labsteps=2.5",
        "The link asked for labsteps=2.5; labsteps must be a whole number from 1 to 5000, so the default 500 is used.",
      ],
      [
        "?labmask=decoder",
        "The link asked for labmask=decoder; labmask must be none or causal, so the default “none” is used.",
      ],
      [
        "?labtask=near",
        "The link asked for labtask=near; labtask must be local or far, so the default “local” is used.",
      ],
      [
        `?labsentence=${words(65)}`,
        `The link asked for labsentence=${words(65).slice(0, 40)}…; labsentence must have at most 64 words and 1024 characters, so the default “the big dog bites a small man today” is used.`,
      ],
      [
        "?labsentence=%3F%3F%3F",
        "The link asked for labsentence=???; labsentence must contain a word of letters a-z and only ASCII characters, so the default “the big dog bites a small man today” is used.",
      ],
    ]) {
      const { store } = storeFor(query);
      assert.deepEqual(store.notices, [notice], query);
    }
    const { store } = storeFor("");
    assert.match(store.set({ labsteps: 6000 }).errors.labsteps, /from 1 to 5000\.$/);
    assert.match(store.set({ labmask: "yes" }).errors.labmask, /none or causal/);
    assert.match(store.set({ labtask: "global" }).errors.labtask, /local or far/);
    assert.equal(store.set({ labseed: 7, labmask: "causal" }).ok, true);
  });

  it("puts the lab after rope, then the section on longer inputs, and the exam at the end", () => {
    assert.deepEqual(sectionIds.slice(-5), ["learned", "rope", "lab", "longer", "exam"]);
    assert.equal(storeFor("?section=lab").store.get("section"), "lab");
  });
});
