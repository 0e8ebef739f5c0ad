// Loads the three built cores (classic scripts exporting a factory: wasm SIMD, wasm scalar, and
// the scalar build turned into plain JavaScript by wasm2js) and the small assertion helpers the
// tests share. The cores come from dist/ (what `npm run build` ships); when dist/ has not been written
// yet, from the CMake build trees that dist/ is copied from. The path in use is part of each suite
// name, so a report always says which file was tested.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { before } from "node:test";
import { fileURLToPath } from "node:url";

import * as oracle from "../oracle/oracle.mjs";

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL("../../", import.meta.url));

// The three builds of one module (the core, or the training lab's module built from the same
// bindings file, cpp/bindings/embind.cpp): wasm SIMD, wasm scalar, and the scalar build as plain
// JavaScript (wasm2js). dist/ holds each under its name; the CMake build trees, by preset.
function builds(module) {
  return [
    { suffix: "", preset: "wasm-simd", kernelPath: "simd", moduleFormat: "wasm" },
    { suffix: "-scalar", preset: "wasm-scalar", kernelPath: "scalar", moduleFormat: "wasm" },
    { suffix: "-js", preset: "wasm-js", kernelPath: "scalar", moduleFormat: "wasm2js" },
  ].map(({ suffix, preset, kernelPath, moduleFormat }) => {
    const name = `${module}${suffix}.js`;
    return {
      name,
      candidates: [`dist/${name}`, `build/${preset}/${name}`],
      kernelPath,
      moduleFormat,
    };
  });
}

export const CORES = builds("pe-core");
export const LABS = builds("pe-lab");

export function corePath(core) {
  for (const candidate of core.candidates) {
    if (existsSync(root + candidate)) return candidate;
  }
  throw new Error(
    `${core.name} not found (looked for ${core.candidates.join(", ")}); run: node scripts/build.mjs`,
  );
}

export async function loadCore(core) {
  const createPeCore = require(root + corePath(core));
  assert.equal(
    typeof createPeCore,
    "function",
    `${core.name} must export the factory createPeCore`,
  );
  const module = await createPeCore();
  assert.equal(typeof module.peValue, "function", `${core.name} has no peValue`);
  return module;
}

export async function loadLab(lab) {
  const createPeLab = require(root + corePath(lab));
  assert.equal(typeof createPeLab, "function", `${lab.name} must export the factory createPeLab`);
  const module = await createPeLab();
  assert.equal(typeof module.labCreate, "function", `${lab.name} has no labCreate`);
  return module;
}

// The built module of `build` for the tests of one describe(): loaded by a before() hook, and
// reached through the returned object as if it were the module (m.peValue(...), m.HEAPU8), each
// read going to the loaded module. Reading it outside a test, before the hook ran, is an error.
//   describe(corePath(core), () => { const m = useModule(core); it("...", () => m.peValue(...)); });
export function useModule(build, load = loadCore) {
  let module = null;
  before(async () => {
    module = await load(build);
  });
  return new Proxy(
    {},
    {
      get(_, key) {
        if (module === null) throw new Error(`${build.name} is not loaded yet (read it in a test)`);
        return module[key];
      },
    },
  );
}

// --- assertions -------------------------------------------------------------------------------

export function assertClose(actual, expected, tolerance, what) {
  assert.equal(typeof actual, "number", `${what}: expected a number, got ${typeof actual}`);
  const diff = Math.abs(actual - expected);
  assert.ok(
    diff <= tolerance,
    `${what}: got ${actual}, expected ${expected} (|diff| ${diff} > tolerance ${tolerance})`,
  );
}

export function assertRelClose(actual, expected, relTolerance, what) {
  assertClose(actual, expected, relTolerance * Math.abs(expected), what);
}

// Element-wise |actual - expected| <= tolerance (a number, or a function of the index).
export function assertArrayClose(actual, expected, tolerance, what) {
  assert.equal(actual.length, expected.length, `${what}: length`);
  const tol = typeof tolerance === "function" ? tolerance : () => tolerance;
  for (let j = 0; j < actual.length; j++) {
    const diff = Math.abs(actual[j] - expected[j]);
    if (!(diff <= tol(j))) {
      assert.fail(
        `${what}[${j}]: got ${actual[j]}, expected ${expected[j]} (|diff| ${diff} > ${tol(j)})`,
      );
    }
  }
}

// A successful result: ok true, error "", and at least the documented fields (names may grow).
export function assertOk(result, fields, what) {
  assert.equal(typeof result, "object", `${what}: result must be an object`);
  assert.equal(result.ok, true, `${what}: expected ok, got error ${JSON.stringify(result.error)}`);
  assert.equal(result.error, "", `${what}: error must be empty when ok`);
  for (const field of fields) {
    assert.ok(field in result, `${what}: missing field ${field}`);
  }
}

// A typed array the module copied out: the right type and length, not a view of the wasm heap.
export function assertCopiedArray(array, Type, length, what) {
  assert.ok(
    array instanceof Type,
    `${what}: expected ${Type.name}, got ${array?.constructor?.name}`,
  );
  assert.equal(array.length, length, `${what}: length`);
  assert.equal(array.byteOffset, 0, `${what}: must be a copy, not a view into the wasm heap`);
  assert.equal(array.buffer.byteLength, array.byteLength, `${what}: must own its buffer`);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// A refusal: exactly {ok: false, code, args, error}, the message names each parameter as a word and
// shows the value as a standalone token (so "1000000" in "0..1000000" does not count for a value of
// 100000).
export function assertRefused(result, names, valueText, what) {
  assert.equal(typeof result, "object", `${what}: result must be an object`);
  assert.deepEqual(
    Object.keys(result).sort(),
    ["args", "code", "error", "ok"],
    `${what}: only ok, code, args and error`,
  );
  assert.equal(result.ok, false, `${what}: must be refused`);
  assert.equal(typeof result.error, "string", `${what}: error must be a string`);
  assert.match(result.code, /^[a-z]+(_[a-z]+)*$/, `${what}: code must be snake_case`);
  assert.equal(Object.getPrototypeOf(result.args), Object.prototype, `${what}: args plain object`);
  for (const name of [].concat(names)) {
    assert.match(result.error, new RegExp(`\\b${escapeRegExp(name)}\\b`), `${what}: names ${name}`);
  }
  if (valueText !== undefined) {
    const token = new RegExp(`(?<![\\w.])${escapeRegExp(valueText)}(?![\\w]|\\.\\d)`);
    assert.match(result.error, token, `${what}: shows the value ${valueText}`);
  }
}

// A refusal with this code and exactly these args (NaN compares equal to NaN), plus the English
// sentence (not checked here: the tests above check its wording).
export function assertRefusal(result, code, args, what) {
  assert.equal(result.ok, false, `${what}: must be refused (${JSON.stringify(result)})`);
  assert.equal(result.code, code, `${what}: code (${result.error})`);
  assert.deepStrictEqual({ ...result.args }, args, `${what}: args (${result.error})`);
  assert.equal(typeof result.error, "string", `${what}: error`);
  assert.ok(result.error.length > 0, `${what}: error is a sentence`);
}

// After a refusal the same instance must still compute correctly.
export function assertStillWorks(m, what) {
  const r = m.peValue(123, 5, 64, 10000);
  assertOk(r, ["sin", "cos"], `${what}: peValue after the refusal`);
  const e = oracle.peValue(123, 5, 64, 10000);
  assertClose(r.sin, e.sin, oracle.angleTolerance(e.angle), `${what}: sin after the refusal`);
  assertClose(r.cos, e.cos, oracle.angleTolerance(e.angle), `${what}: cos after the refusal`);
  const t = m.peTable(3, 4, 10000);
  assertOk(t, ["data"], `${what}: peTable after the refusal`);
  const row2 = oracle.peVector(2, 4, 10000);
  assertArrayClose(t.data.subarray(8, 12), row2, 1e-6, `${what}: peTable row 2 after the refusal`);
}
