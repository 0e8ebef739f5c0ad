// web/js/state/: the `layout` and `dims` parameters (matrix column order, plotted dimensions).
// The store runs in node with a stand-in location and history.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { parseDimensionList } from "../../web/js/state/index.js";
import { storeFor } from "./store-fixture.mjs";

describe("state.js: layout and dims", () => {
  it("reads valid values and writes them back (commas unescaped)", () => {
    const { store, url } = storeFor("?layout=concatenated&dims=1,%209");
    assert.equal(store.get("layout"), "concatenated");
    assert.equal(store.get("dims"), "1,9");
    assert.deepEqual(store.notices, []);
    assert.equal(url(), "/index.html?layout=concatenated&dims=1,9");
  });

  it("falls back with a message for a bad layout or dims", () => {
    const { store, url } = storeFor("?layout=bogus&dims=0,500&n=20");
    assert.equal(store.get("layout"), "interleaved");
    assert.equal(store.get("dims"), "");
    assert.deepEqual(store.notices, [
      "The link asked for layout=bogus; layout must be interleaved or concatenated, so the default “interleaved” is used.",
      "The link asked for dims=0,500; with d=128, each of dims must be a whole number from 0 to 127, so the plot shows its usual dimensions.",
    ]);
    assert.equal(url(), "/index.html?n=20");
  });

  it("refuses lists of the wrong length, repeats and non-numbers", () => {
    const { store } = storeFor("");
    assert.match(store.set({ dims: "3" }).errors.dims, /2 to 4 dimensions/);
    assert.match(store.set({ dims: "1,2,3,4,5" }).errors.dims, /2 to 4 dimensions/);
    assert.match(store.set({ dims: "3,3" }).errors.dims, /not repeat/);
    assert.match(store.set({ dims: "3,x" }).errors.dims, /whole numbers/);
    assert.match(store.set({ layout: "rows" }).errors.layout, /interleaved or concatenated/);
    assert.equal(store.get("dims"), "");
    assert.ok(store.set({ dims: "0,127" }).ok);
  });

  it("drops plotted dimensions a smaller d cannot hold, down to the default", () => {
    const { store } = storeFor("?dims=2,40,100");
    store.set({ d: 64 });
    assert.equal(store.get("dims"), "2,40");
    store.set({ d: 16 });
    assert.equal(store.get("dims"), "");
  });

  it("parses lists into one canonical form", () => {
    assert.equal(parseDimensionList(" 0 , 32,64 "), "0,32,64");
    assert.equal(parseDimensionList("007,8"), "7,8");
    assert.equal(parseDimensionList(""), "");
    assert.equal(parseDimensionList("1;2"), undefined);
    assert.equal(parseDimensionList("-1,2"), undefined);
  });
});
