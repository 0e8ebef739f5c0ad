// The SIMD core really contains wasm SIMD (f32x4 / f64x2 instructions, checked with binaryen's
// wasm-dis), and the scalar core contains none, so `?core=scalar` is a genuine comparison.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";

const dist = new URL("../../dist/", import.meta.url);

// -sSINGLE_FILE=1 inlines the module as a base64 data URI.
function disassemble(coreFile) {
  const source = readFileSync(new URL(coreFile, dist), "utf8");
  const match = source.match(/data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)/);
  assert.ok(match, `${coreFile} has no inlined wasm`);
  const wasmPath = join(mkdtempSync(join(tmpdir(), "pe-wasm-")), "core.wasm");
  writeFileSync(wasmPath, Buffer.from(match[1], "base64"));
  return execFileSync("wasm-dis", [wasmPath], { maxBuffer: 256 * 1024 * 1024 }).toString();
}

function countMatches(text, pattern) {
  return (text.match(pattern) ?? []).length;
}

test("the SIMD core uses f32x4 and f64x2 instructions", () => {
  const text = disassemble("pe-core.js");
  assert.ok(countMatches(text, /\(f32x4\.(mul|add)/g) > 0, "no f32x4 arithmetic");
  assert.ok(countMatches(text, /\(f64x2\.(mul|add|sub)/g) > 0, "no f64x2 arithmetic");
});

test("the scalar core has no SIMD instructions at all", () => {
  const text = disassemble("pe-core-scalar.js");
  assert.equal(countMatches(text, /\b(v128|[fi](8|16|32|64)x\d+)\./g), 0);
});
