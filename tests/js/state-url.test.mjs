// The address bar follows the store without a history call per slider step, and never in the
// task that changed the state (the figure it redraws is painted first): a change is written at the
// next idle moment, and changes that follow within urlInterval are gathered into one write
// carrying the state as it is when the write runs.
import assert from "node:assert/strict";
import { test } from "node:test";

import { storeFor } from "./store-fixture.mjs";

const interval = 40;
const quiet = () => new Promise((resolve) => setTimeout(resolve, interval + 10));
const posOf = (url) => new URL(url, "http://h").searchParams.get("pos");

test("a change reaches the URL after the task that made it", async () => {
  const { store, url, writes } = storeFor("", { urlInterval: interval });
  await quiet();
  const before = writes().length;
  assert.equal(store.set({ pos: 7 }).ok, true);
  assert.equal(writes().length, before, "not in the task that changed the state");
  await store.urlWritten();
  assert.equal(writes().length, before + 1);
  assert.equal(posOf(url()), "7");
});

test("a burst of changes costs one write, and the last value lands", async () => {
  const { store, url, writes } = storeFor("", { urlInterval: interval });
  await quiet();
  const before = writes().length;
  for (let pos = 1; pos <= 100; pos++) store.set({ pos });
  assert.equal(writes().length, before);
  await store.urlWritten();
  assert.equal(writes().length, before + 1);
  assert.equal(posOf(url()), "100");
  // A change right after a write waits for the interval: one more write, with the newest value.
  for (let pos = 101; pos <= 110; pos++) store.set({ pos });
  await store.urlWritten();
  assert.equal(writes().length, before + 2);
  assert.equal(posOf(url()), "110");
  // Nothing is pending any more, so the promise settles at once.
  await store.urlWritten();
  assert.equal(writes().length, before + 2);
});

test("flushUrl writes a pending change now", async () => {
  const { store, url } = storeFor("", { urlInterval: 10000 });
  store.set({ pos: 11 }); // within 10 s of the store's first write: held back
  assert.equal(posOf(url()), null);
  store.flushUrl();
  assert.equal(posOf(url()), "11");
  await store.urlWritten(); // and no timer is left behind to keep node waiting
});

test("a refused change writes nothing", async () => {
  const { store, writes } = storeFor("", { urlInterval: interval });
  await quiet();
  const before = writes().length;
  assert.equal(store.set({ pos: -1 }).ok, false);
  assert.equal(writes().length, before);
  await store.urlWritten();
  assert.equal(writes().length, before);
});
