// Benchmarks in node: whole tables (what a user gets, and the kernels beneath), and the attention
// toy. Every peer is checked before it is timed: each table against a float64 reference within
// 1e-6, the attention peers against each other. Timing never touches a result (stats.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import { interleave, median } from "./stats.mjs";
import { attentionToyJs } from "./toy_js.mjs";

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL("../../", import.meta.url));
const base = 10000;
export const tableTolerance = 1e-6;
export const attentionTolerance = 1e-5;

// The three cores: wasm SIMD, wasm scalar, and js (the scalar build as plain JavaScript, wasm2js:
// what a page that cannot compile WebAssembly runs).
export async function loadCores() {
  const simd = await require(root + "dist/pe-core.js")();
  const scalar = await require(root + "dist/pe-core-scalar.js")();
  const js = await require(root + "dist/pe-core-js.js")();
  if (simd.kernelPath() !== "simd" || scalar.kernelPath() !== "scalar") {
    throw new Error("dist/pe-core.js must be the SIMD core and dist/pe-core-scalar.js the scalar");
  }
  if (js.moduleFormat() !== "wasm2js")
    throw new Error("dist/pe-core-js.js must be the wasm2js core");
  return { simd, scalar, js };
}

// The float64 reference: PE(pos, 2i) = sin(pos / base^(2i/d)), PE(pos, 2i+1) = cos(...).
function referenceTable(nPos, dModel) {
  const table = new Float64Array(nPos * dModel);
  for (let i = 0; i < dModel / 2; i++) {
    const divisor = Math.pow(base, (2 * i) / dModel);
    for (let pos = 0; pos < nPos; pos++) {
      table[pos * dModel + 2 * i] = Math.sin(pos / divisor);
      table[pos * dModel + 2 * i + 1] = Math.cos(pos / divisor);
    }
  }
  return table;
}

// The table as tutorials write it: Math.pow inside the inner loop.
function tutorialTable(nPos, dModel) {
  const table = new Float32Array(nPos * dModel);
  for (let pos = 0; pos < nPos; pos++) {
    for (let i = 0; i < dModel / 2; i++) {
      const angle = pos / Math.pow(base, (2 * i) / dModel);
      table[pos * dModel + 2 * i] = Math.sin(angle);
      table[pos * dModel + 2 * i + 1] = Math.cos(angle);
    }
  }
  return table;
}

// The same with the frequencies computed once.
function hoistedTable(nPos, dModel) {
  const pairs = dModel / 2;
  const omega = new Float64Array(pairs);
  for (let i = 0; i < pairs; i++) omega[i] = 1 / Math.pow(base, (2 * i) / dModel);
  const table = new Float32Array(nPos * dModel);
  for (let pos = 0; pos < nPos; pos++) {
    const row = pos * dModel;
    for (let i = 0; i < pairs; i++) {
      const angle = pos * omega[i];
      table[row + 2 * i] = Math.sin(angle);
      table[row + 2 * i + 1] = Math.cos(angle);
    }
  }
  return table;
}

// The core's algorithm (docs/performance-notes.md, "How the table is computed"), plainly in JS over typed arrays:
// float64 anchors every 8 rows walk PE(a + 8) = M_8 PE(a), re-seeded with Math.sin/Math.cos every
// 256 anchors; each anchor fans out to its 8 rows, PE(a + t) = M_t PE(a), stored as float32.
function recurrenceTable(nPos, dModel) {
  const pairs = dModel / 2,
    rowsPerAnchor = 8,
    reseedInterval = 256;
  const omega = new Float64Array(pairs);
  for (let i = 0; i < pairs; i++) omega[i] = 1 / Math.pow(base, (2 * i) / dModel);
  // M_t for t = 0..7 (fan-out) and M_8 (anchor step): cos(t w_i), sin(t w_i)
  const cosT = new Float64Array(rowsPerAnchor * pairs),
    sinT = new Float64Array(rowsPerAnchor * pairs);
  const cosStep = new Float64Array(pairs),
    sinStep = new Float64Array(pairs);
  for (let i = 0; i < pairs; i++) {
    for (let t = 0; t < rowsPerAnchor; t++) {
      cosT[t * pairs + i] = Math.cos(t * omega[i]);
      sinT[t * pairs + i] = Math.sin(t * omega[i]);
    }
    cosStep[i] = Math.cos(rowsPerAnchor * omega[i]);
    sinStep[i] = Math.sin(rowsPerAnchor * omega[i]);
  }
  const s = new Float64Array(pairs),
    c = new Float64Array(pairs);
  const table = new Float32Array(nPos * dModel);
  for (let a = 0, anchor = 0; a < nPos; a += rowsPerAnchor, anchor++) {
    if (anchor % reseedInterval === 0) {
      for (let i = 0; i < pairs; i++) {
        s[i] = Math.sin(a * omega[i]);
        c[i] = Math.cos(a * omega[i]);
      }
    } else {
      for (let i = 0; i < pairs; i++) {
        const s0 = s[i],
          c0 = c[i];
        s[i] = s0 * cosStep[i] + c0 * sinStep[i];
        c[i] = c0 * cosStep[i] - s0 * sinStep[i];
      }
    }
    const rows = Math.min(rowsPerAnchor, nPos - a);
    for (let t = 0; t < rows; t++) {
      const row = (a + t) * dModel,
        m = t * pairs;
      for (let i = 0; i < pairs; i++) {
        const ct = cosT[m + i],
          st = sinT[m + i];
        table[row + 2 * i] = s[i] * ct + c[i] * st;
        table[row + 2 * i + 1] = c[i] * ct - s[i] * st;
      }
    }
  }
  return table;
}

// Debian's numpy through /usr/bin/python3 (not a pyenv shim), or null when it is not installed.
async function startNumpy() {
  const python = "/usr/bin/python3";
  if (!existsSync(python)) return null;
  if (spawnSync(python, ["-c", "import numpy"]).status !== 0) return null;
  const child = spawn(python, [fileURLToPath(new URL("table_numpy.py", import.meta.url))], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const ask = async (text) => {
    child.stdin.write(text + "\n");
    return (await lines.next()).value;
  };
  const version = await ask("version");
  return {
    version,
    time: async (nPos, dModel) => Number(await ask(`time ${nPos} ${dModel}`)),
    table: async (nPos, dModel) => {
      const bytes = Buffer.from(await ask(`table ${nPos} ${dModel}`), "base64");
      return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    },
    stop: () => child.stdin.end(),
  };
}

function assertOk(result, what) {
  if (!result.ok) throw new Error(`${what}: ${result.error}`);
  return result;
}

function maxAbsDiff(a, b) {
  if (a.length !== b.length) return Infinity;
  let worst = 0;
  for (let j = 0; j < a.length; j++) worst = Math.max(worst, Math.abs(a[j] - b[j]));
  return worst;
}

// One shape: every table peer, user-facing and kernel, interleaved in one round-robin, so every
// ratio between any two of them is measured side by side. Returns
// { shape, rounds, user: [row], kernels: [row], checks: [{ peer, maxAbsError }] }, each row
// { peer, key, medianMs, ratioToPeTable }.
export async function benchTables({ simd, scalar, js }, { nPos, dModel, rounds, numpy }) {
  const cells = nPos * dModel;
  const repeat = Math.max(1, Math.round(200000 / cells)); // ~1 ms or more per timed batch
  // A wasm memory with the table's floats in it: the copy peTable makes, alone.
  const heap = new Float32Array(
    new WebAssembly.Memory({ initial: Math.ceil((cells * 4) / 65536) + 1 }).buffer,
    0,
    cells,
  );
  heap.set(simd.peTable(nPos, dModel, base).data);
  const user = [
    {
      key: "peTableSimd",
      name: "peTable, wasm SIMD",
      table: () => assertOk(simd.peTable(nPos, dModel, base), "peTable").data,
    },
    {
      key: "peTableScalar",
      name: "peTable, wasm scalar",
      table: () => assertOk(scalar.peTable(nPos, dModel, base), "peTable").data,
    },
    {
      key: "peTableJs",
      name: "peTable, wasm2js (the scalar build as JavaScript)",
      table: () => assertOk(js.peTable(nPos, dModel, base), "peTable").data,
    },
    {
      key: "jsRecurrence",
      name: "JS, the same recurrence over typed arrays",
      table: () => recurrenceTable(nPos, dModel),
    },
    {
      key: "jsHoisted",
      name: "JS with hoisted frequencies",
      table: () => hoistedTable(nPos, dModel),
    },
    {
      key: "jsTutorial",
      name: "JS as tutorials write it (Math.pow in the loop)",
      table: () => tutorialTable(nPos, dModel),
    },
  ];
  const kernels = [
    {
      key: "kernelSimd",
      name: "benchTable, wasm SIMD (the kernel, into wasm memory)",
      run: () => simd.benchTable(nPos, dModel, base),
    },
    {
      key: "kernelScalar",
      name: "benchTable, wasm scalar",
      run: () => scalar.benchTable(nPos, dModel, base),
    },
    {
      key: "kernelJs",
      name: "benchTable, wasm2js",
      run: () => js.benchTable(nPos, dModel, base),
    },
    {
      key: "fillBound",
      name: "fill bound (writing the floats in wasm, nothing else)",
      run: () => simd.benchFillBound(nPos, dModel),
    },
    {
      key: "copyOut",
      name: "copy out: wasm memory into a new Float32Array (JS slice)",
      run: () => heap.slice(),
    },
  ];

  // Checks before timing: every user peer's table against the float64 reference.
  const reference = referenceTable(nPos, dModel);
  const checks = [];
  const check = (peer, table) => {
    const maxAbsError = maxAbsDiff(table, reference);
    checks.push({ peer, maxAbsError });
    if (!(maxAbsError <= tableTolerance)) {
      throw new Error(
        `${peer}: table off the float64 reference by ${maxAbsError} (> ${tableTolerance})`,
      );
    }
  };
  for (const peer of user) check(peer.name, peer.table());
  for (const peer of kernels.slice(0, 4)) assertOk(peer.run(), peer.name);
  if (numpy) {
    user.push({
      key: "numpy",
      name: `numpy ${numpy.version} (TensorFlow tutorial style)`,
      timeOwn: () => numpy.time(nPos, dModel),
    });
    check(user.at(-1).name, await numpy.table(nPos, dModel));
  }

  const peers = [...user, ...kernels].map((p) => ({
    name: p.name,
    timeOwn: p.timeOwn,
    run: p.run ?? p.table,
    repeat,
  }));
  const times = await interleave(peers, { rounds });
  const peTableMs = median(times[user[0].name]);
  const row = (p) => ({
    peer: p.name,
    key: p.key,
    medianMs: median(times[p.name]),
    ratioToPeTable: median(times[p.name]) / peTableMs,
  });
  const result = {
    shape: `${nPos} x ${dModel}`,
    nPos,
    dModel,
    rounds,
    user: user.map(row),
    kernels: kernels.map(row),
    checks,
  };
  if (!numpy)
    result.user.push({
      peer: "numpy (TensorFlow tutorial style)",
      key: "numpy",
      medianMs: null,
      ratioToPeTable: null,
      skipped: "python3-numpy not installed",
    });
  return result;
}

export { startNumpy };

// The attention toy at 32 tokens x dModel 64: the API call, its kernels alone, and the same
// computation in plain JS, after checking that they agree. Returns
// { rows: [{ peer, key, medianUs }], checks: [{ peers, maxAbsDiff }] }.
export async function benchAttention({ simd, scalar, js }, rounds) {
  const words = ["the", "dog", "bites", "man"];
  const sentence = Array.from({ length: 32 }, (_, j) => words[j % 4]).join(" ");
  const d = 64;
  const fields = [
    "positions",
    "inputs",
    "queries",
    "keys",
    "values",
    "scores",
    "weights",
    "outputs",
  ];
  const wasm = assertOk(simd.attentionToy(sentence, "sinusoidal", d), "attentionToy");
  const checks = [];
  for (const [peers, other] of [
    [
      "attentionToy SIMD vs scalar",
      assertOk(scalar.attentionToy(sentence, "sinusoidal", d), "attentionToy"),
    ],
    ["attentionToy SIMD vs plain JS", attentionToyJs(sentence, d)],
    [
      "attentionToy SIMD vs wasm2js",
      assertOk(js.attentionToy(sentence, "sinusoidal", d), "attentionToy"),
    ],
  ]) {
    if (
      other.tokens.join(" ") !== wasm.tokens.join(" ") ||
      other.known.join() !== wasm.known.join()
    ) {
      throw new Error(`${peers}: tokens differ`);
    }
    const worst = Math.max(...fields.map((f) => maxAbsDiff(wasm[f], other[f])));
    checks.push({ peers, maxAbsDiff: worst });
    if (!(worst <= attentionTolerance)) throw new Error(`${peers}: results differ by ${worst}`);
  }
  for (const core of [simd, scalar, js])
    assertOk(core.benchAttention(sentence, "sinusoidal", d), "benchAttention");

  const toy = (core) => () => core.attentionToy(sentence, "sinusoidal", d);
  const kernels = (core) => () => core.benchAttention(sentence, "sinusoidal", d);
  const peers = [
    ["toySimd", "attentionToy, wasm SIMD", toy(simd)],
    ["toyScalar", "attentionToy, wasm scalar", toy(scalar)],
    ["kernelsSimd", "benchAttention, wasm SIMD (the kernels, no copy to JS)", kernels(simd)],
    ["kernelsScalar", "benchAttention, wasm scalar", kernels(scalar)],
    ["toyWasm2js", "attentionToy, wasm2js", toy(js)],
    ["kernelsWasm2js", "benchAttention, wasm2js", kernels(js)],
    ["toyJs", "plain JS, the same computation (toy_js.mjs)", () => attentionToyJs(sentence, d)],
    ["roundTrip", "one Embind call round trip (peValue)", () => simd.peValue(3, 1, 8, base), 2000],
  ].map(([key, name, run, repeat = 50]) => ({ key, name, run, repeat }));
  const times = await interleave(peers, { rounds });
  return {
    shape: "32 tokens x dModel 64",
    rounds,
    rows: peers.map((p) => ({ peer: p.name, key: p.key, medianUs: 1000 * median(times[p.name]) })),
    checks,
  };
}
