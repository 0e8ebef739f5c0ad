// docs/url-parameters.md is the reference list of URL parameters: its table must name exactly the
// parameters the page's store reads, each with the default the store uses, and every parameter it
// names must be handled (a bad value in a link gets a notice that names the parameter).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { storeFor } from "./store-fixture.mjs";

const doc = readFileSync(new URL("../../docs/url-parameters.md", import.meta.url), "utf8");

// The reference table: rows "| `a`, `b` | values | default |" up to the first blank line after it.
const tableStart = doc.indexOf("| parameter");
assert.ok(tableStart >= 0, "docs/url-parameters.md has its reference table");
const rows = doc
  .slice(tableStart)
  .split("\n\n")[0]
  .split("\n")
  .slice(2)
  .map((line) => line.split("|").map((cell) => cell.trim()));
const documented = rows.flatMap(([, names, , defaults]) => {
  const keys = [...names.matchAll(/`([a-z0-9]+)`/g)].map((m) => m[1]);
  // A default is "none..." (empty), a `word`, a number, or one "quoted sentence" per key.
  const quoted = [...defaults.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  const single = defaults.startsWith("none")
    ? ""
    : (defaults.match(/^`([^`]*)`/)?.[1] ?? defaults.match(/^[0-9.]+/)?.[0]);
  return keys.map((key, index) => ({ key, standard: quoted.length ? quoted[index] : single }));
});

test("the reference table lists exactly the parameters the store reads", () => {
  const { store } = storeFor("");
  const read = Object.keys(store.getAll()).sort();
  const listed = documented.map((row) => row.key).sort();
  assert.deepEqual(listed, read);
  assert.equal(new Set(listed).size, listed.length, "no parameter is listed twice");
});

test("each documented default is the store's default", () => {
  const state = storeFor("").store.getAll();
  for (const { key, standard } of documented) {
    assert.notEqual(standard, undefined, `${key}: the table gives a default`);
    assert.equal(String(state[key]), standard, `${key}: documented default`);
  }
});

test("every documented parameter is handled: a bad value gets a notice naming it", () => {
  // Free text is valid as long as the core reads words in it, so its bad value is a long one.
  const tooLong = "dog ".repeat(300).trim();
  const bad = { s1: tooLong, s2: tooLong, labsentence: tooLong };
  for (const { key } of documented) {
    const value = bad[key] ?? "<junk>";
    const { store } = storeFor(`?${key}=${encodeURIComponent(value)}`);
    assert.ok(
      store.notices.some((notice) => notice.includes(`${key}=`)),
      `?${key}=...: ${JSON.stringify(store.notices)}`,
    );
  }
});
