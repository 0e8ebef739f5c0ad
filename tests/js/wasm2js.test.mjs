// The cores for hosts that cannot compile WebAssembly: dist/pe-core-js.js and dist/pe-lab-js.js,
// the scalar build turned into plain JavaScript by Emscripten's wasm2js (-sWASM=0, the wasm-js
// preset). The API oracle tests of the other files run on them too (cores.mjs lists them); this
// file checks what is particular to them:
//   - they hold no WebAssembly binary, and they load and compute in a node process where no
//     WebAssembly object exists at all (deleted before they are required);
//   - they are the scalar wasm build, instruction for instruction: every result equals the
//     scalar wasm core's bit for bit (wasm2js keeps IEEE float32 and float64 arithmetic exactly,
//     Math.fround for every float32 operation).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";

import { CORES, LABS, corePath, loadCore, loadLab } from "./cores.mjs";
import * as oracle from "../oracle/oracle.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const byName = (list, name) => list.find((entry) => entry.name === name);
const jsCore = byName(CORES, "pe-core-js.js");
const scalarCore = byName(CORES, "pe-core-scalar.js");
const jsLab = byName(LABS, "pe-lab-js.js");
const scalarLab = byName(LABS, "pe-lab-scalar.js");

// Runs `body` (CommonJS, with `core` and `lab` the two factories' modules) in a fresh node process
// whose WebAssembly global has been deleted before anything is loaded; returns what it prints as
// JSON.
function runWithoutWebAssembly(body) {
  const script = `
    delete globalThis.WebAssembly;
    if (typeof WebAssembly !== "undefined") throw new Error("WebAssembly is still there");
    (async () => {
      const core = await require(${JSON.stringify(root + corePath(jsCore))})();
      const lab = await require(${JSON.stringify(root + corePath(jsLab))})();
      const out = await (async () => { ${body} })();
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error && error.stack || String(error)); process.exit(1); });
  `;
  const child = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  assert.equal(child.status, 0, `the child process failed: ${child.stderr}`);
  return JSON.parse(child.stdout);
}

describe("pe-core-js.js and pe-lab-js.js without WebAssembly", () => {
  it("hold no WebAssembly binary (no inlined wasm, no \\0asm header)", () => {
    for (const module of [jsCore, jsLab]) {
      const source = readFileSync(root + corePath(module), "utf8");
      assert.doesNotMatch(source, /data:application\/octet-stream;base64,[A-Za-z0-9+/]/);
      // "AGFzbQ" is base64 of the wasm magic number "\0asm".
      assert.doesNotMatch(source, /AGFzbQ/, `${module.name} carries a wasm module`);
    }
  });

  it("load and compute in a process where WebAssembly does not exist", () => {
    const out = runWithoutWebAssembly(`
      const value = core.peValue(123, 5, 64, 10000);
      const table = core.peTable(300, 16, 10000);
      const toy = core.attentionToy("dog bites man", "sinusoidal", 8);
      const model = lab.labCreate("rope", 3);
      const trained = lab.labTrain(model.id, 20);
      return {
        formats: [core.moduleFormat(), lab.moduleFormat()],
        kernels: [core.kernelPath(), lab.kernelPath()],
        value,
        table: { ok: table.ok, data: Array.from(table.data) },
        toyRowSums: Array.from({ length: 3 }, (_, r) =>
          toy.weights.slice(3 * r, 3 * r + 3).reduce((a, b) => a + b, 0)),
        trained: { ok: trained.ok, step: trained.step, loss: Array.from(trained.loss) },
        refused: core.peTable(3, 7, 10000),
        aborted: [core.debugAbort().aborted, core.aborted],
      };
    `);
    assert.deepEqual(out.formats, ["wasm2js", "wasm2js"]);
    assert.deepEqual(out.kernels, ["scalar", "scalar"]);
    const expected = oracle.peValue(123, 5, 64, 10000);
    assert.equal(out.value.ok, true);
    assert.ok(Math.abs(out.value.sin - expected.sin) <= oracle.angleTolerance(expected.angle));
    assert.ok(Math.abs(out.value.cos - expected.cos) <= oracle.angleTolerance(expected.angle));
    // The table against the float64 closed form, every cell within 1e-6.
    assert.equal(out.table.ok, true);
    for (let pos = 0; pos < 300; pos++) {
      const row = oracle.peVector(pos, 16, 10000);
      for (let j = 0; j < 16; j++) {
        const diff = Math.abs(out.table.data[pos * 16 + j] - row[j]);
        assert.ok(diff <= 1e-6, `PE(${pos})[${j}] off by ${diff}`);
      }
    }
    // Softmax rows sum to 1; the lab trained its 20 steps with finite losses.
    for (const sum of out.toyRowSums) assert.ok(Math.abs(sum - 1) <= 1e-6, `row sum ${sum}`);
    assert.equal(out.trained.ok, true);
    assert.equal(out.trained.step, 20);
    assert.equal(out.trained.loss.length, 20);
    assert.ok(out.trained.loss.every(Number.isFinite));
    assert.deepEqual(out.refused, {
      ok: false,
      code: "even_integer_out_of_range",
      args: { name: "dModel", value: 7, min: 2, max: 4096 },
      error: "dModel must be an even integer in 2..4096 (got 7)",
    });
    // An abort is recognised without WebAssembly.RuntimeError (cpp/bindings/call-guard.js).
    assert.deepEqual(out.aborted, [true, true]);
  });
});

// Bit for bit: Object.is on every element (so -0 and 0 differ, and NaN equals NaN).
function assertSameBits(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: length`);
  for (let j = 0; j < actual.length; j++) {
    if (!Object.is(actual[j], expected[j])) {
      assert.fail(`${what}[${j}]: wasm2js ${actual[j]}, wasm scalar ${expected[j]}`);
    }
  }
}

describe("pe-core-js.js equals pe-core-scalar.js bit for bit", () => {
  let js;
  let scalar;
  before(async () => {
    [js, scalar] = await Promise.all([loadCore(jsCore), loadCore(scalarCore)]);
  });

  it("peTable, relativeDots, ropeDots and shiftMatrix at several shapes", () => {
    for (const [n, d, base] of [
      [1, 2, 10000],
      [64, 128, 10000],
      [4096, 64, 10000],
      [65536, 64, 1e6],
      [777, 30, 1.5],
    ]) {
      const what = `n ${n}, d ${d}, base ${base}`;
      assertSameBits(
        js.peTable(n, d, base).data,
        scalar.peTable(n, d, base).data,
        `peTable ${what}`,
      );
      const ref = Math.min(n - 1, 20);
      assertSameBits(
        js.relativeDots(Math.min(n, 4096), d, base, ref).data,
        scalar.relativeDots(Math.min(n, 4096), d, base, ref).data,
        `relativeDots ${what}`,
      );
      assertSameBits(
        js.ropeDots(Math.min(n, 4096), d, base, ref).data,
        scalar.ropeDots(Math.min(n, 4096), d, base, ref).data,
        `ropeDots ${what}`,
      );
    }
    assertSameBits(js.shiftMatrix(7, 64, 10000).data, scalar.shiftMatrix(7, 64, 10000).data, "M_7");
  });

  it("peValue and shiftIdentity, field by field", () => {
    for (const [pos, i, d, base] of [
      [0, 0, 2, 10000],
      [5, 1, 8, 10000],
      [999999, 63, 128, 1e12],
    ]) {
      assert.deepEqual(js.peValue(pos, i, d, base), scalar.peValue(pos, i, d, base));
      assert.deepEqual(
        js.shiftIdentity(pos, 3, i, d, base),
        scalar.shiftIdentity(pos, 3, i, d, base),
      );
    }
  });

  it("the attention toy, every kind of position", () => {
    for (const peKind of ["none", "sinusoidal", "learned", "rope"]) {
      const a = js.attentionToy("the old dog bites a young man today", peKind, 16);
      const b = scalar.attentionToy("the old dog bites a young man today", peKind, 16);
      assert.deepEqual(a.tokens, b.tokens);
      for (const field of ["inputs", "queries", "keys", "values", "scores", "weights", "outputs"]) {
        assertSameBits(a[field], b[field], `${peKind} ${field}`);
      }
    }
  });
});

describe("pe-lab-js.js equals pe-lab-scalar.js bit for bit", () => {
  it("trains the same model to the same losses, weights, tests and predictions", async () => {
    const [js, scalar] = await Promise.all([loadLab(jsLab), loadLab(scalarLab)]);
    // Every kind that has its own arithmetic (sinusoidal rows, RoPE's rotation, ALiBi's bias),
    // both tasks, 1 to 8 heads; RoPE also stretched, in training and in a test.
    for (const [kind, options, train] of [
      ["sinusoidal", { causal: true }, {}],
      ["rope", { causal: true, heads: 1 }, {}],
      ["rope", { task: "far", heads: 8 }, { lengths: [17, 32], scaling: "yarn" }],
      ["alibi", { task: "far", heads: 2 }, { lengths: [6, 40] }],
    ]) {
      const what = `${kind} ${JSON.stringify(options)}`;
      const a = js.labCreate(kind, 7, options);
      const b = scalar.labCreate(kind, 7, options);
      assertSameBits(js.labTrain(a.id, 40).loss, scalar.labTrain(b.id, 40).loss, `${what} loss`);
      assertSameBits(
        js.labTrain(a.id, 10, train).loss,
        scalar.labTrain(b.id, 10, train).loss,
        `${what} loss ${JSON.stringify(train)}`,
      );
      const wa = js.labWeights(a.id);
      const wb = scalar.labWeights(b.id);
      for (const field of ["embeddings", "wQ", "wK", "wV", "wO", "readout", "readoutBias"]) {
        assertSameBits(wa[field], wb[field], `${what} ${field}`);
      }
      assertSameBits(wa.alibiSlopes, wb.alibiSlopes, `${what} alibiSlopes`);
      assert.deepEqual(js.labEvaluate(a.id, 24, 200), scalar.labEvaluate(b.id, 24, 200));
      if (kind === "rope") {
        assert.deepEqual(
          js.labEvaluate(a.id, 48, 100, { scaling: "ntk" }),
          scalar.labEvaluate(b.id, 48, 100, { scaling: "ntk" }),
          `${what}: ntk`,
        );
      }
      const sentence = "the big dog bites a small man today";
      const pa = js.labPredict(a.id, sentence);
      const pb = scalar.labPredict(b.id, sentence);
      for (const field of ["probabilities", "attention", "headAttention"]) {
        assertSameBits(pa[field], pb[field], `${what} labPredict ${field}`);
      }
      js.labFree(a.id);
      scalar.labFree(b.id);
    }
  });
});
