// web/js/core.js's choice of core, in node: which of the three builds a page loads for each link
// (core=simd|scalar|js or none) and browser (wasm SIMD or not; WebAssembly compilable or not),
// the reason it gives, and the kind it then reports from the module itself. The browser tests
// (tests/browser/classroom.test.mjs, page.test.mjs) load each one for real.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { chooseCore, coreNames, kindOf, moduleFiles, wasmCompiles } from "../../web/js/core.js";

const refused = { ok: false, why: "this page may not compile WebAssembly: its CSP says no" };

describe("chooseCore", () => {
  it("picks SIMD where it can, scalar without wasm SIMD, JavaScript without WebAssembly", () => {
    assert.deepEqual(chooseCore("", { simd: true }), {
      kind: "simd",
      reason: "wasm SIMD detected",
    });
    assert.deepEqual(chooseCore("", { simd: false }), {
      kind: "scalar",
      reason: "this browser has no wasm SIMD",
    });
    assert.deepEqual(chooseCore("", { simd: true, wasm: refused }), {
      kind: "js",
      reason: refused.why,
    });
  });

  it("follows core= in the link, and says when the browser cannot", () => {
    assert.equal(chooseCore("scalar", { simd: true }).kind, "scalar");
    assert.deepEqual(chooseCore("js", { simd: true }), {
      kind: "js",
      reason: "requested by the link (core=js)",
    });
    assert.equal(chooseCore("js", { simd: true, wasm: refused }).kind, "js");
    assert.deepEqual(chooseCore("simd", { simd: true, wasm: refused }), {
      kind: "js",
      reason: `the link asked for the simd core, but ${refused.why}`,
    });
    assert.deepEqual(chooseCore("simd", { simd: false }), {
      kind: "scalar",
      reason: "the link asked for the SIMD core, but this browser has no wasm SIMD",
    });
  });

  it("names a file and a status for every kind, the lab's of the same kind", () => {
    assert.deepEqual(moduleFiles.js, { core: "pe-core-js.js", lab: "pe-lab-js.js" });
    assert.deepEqual(moduleFiles.simd, { core: "pe-core.js", lab: "pe-lab.js" });
    assert.deepEqual(moduleFiles.scalar, { core: "pe-core-scalar.js", lab: "pe-lab-scalar.js" });
    assert.equal(coreNames.js, "JavaScript core (wasm2js)");
  });

  it("takes the kind from what the module reports", () => {
    const module = (format, path) => ({ moduleFormat: () => format, kernelPath: () => path });
    assert.equal(kindOf(module("wasm2js", "scalar")), "js");
    assert.equal(kindOf(module("wasm", "simd")), "simd");
    assert.equal(kindOf(module("wasm", "scalar")), "scalar");
  });
});

describe("wasmCompiles", () => {
  it("is true under node, false without a WebAssembly object or when compiling is refused", () => {
    assert.deepEqual(wasmCompiles(), { ok: true });
    const real = globalThis.WebAssembly;
    try {
      delete globalThis.WebAssembly;
      assert.deepEqual(wasmCompiles(), {
        ok: false,
        why: "this browser has no WebAssembly",
      });
      // A page's CSP refuses the compile itself (the constructor throws).
      globalThis.WebAssembly = {
        Module: function RefusedModule() {
          throw new Error("Refused to compile or instantiate WebAssembly");
        },
      };
      const answer = wasmCompiles();
      assert.equal(answer.ok, false);
      assert.match(answer.why, /'wasm-unsafe-eval'/);
    } finally {
      globalThis.WebAssembly = real;
    }
  });
});
