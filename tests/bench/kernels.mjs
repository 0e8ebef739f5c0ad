// Kernel benchmarks in node: the table kernel against its peers, and the attention toy.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import { interleave, median } from "./stats.mjs";

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL("../../", import.meta.url));
const base = 10000;

export async function loadCores() {
  const simd = await require(root + "dist/pe-core.js")();
  const scalar = await require(root + "dist/pe-core-scalar.js")();
  if (simd.kernelPath() !== "simd" || scalar.kernelPath() !== "scalar") {
    throw new Error("dist/pe-core.js must be the SIMD core and dist/pe-core-scalar.js the scalar");
  }
  return { simd, scalar };
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

// Debian's numpy through /usr/bin/python3 (not a pyenv shim), or null when it is not installed.
async function startNumpy() {
  const python = "/usr/bin/python3";
  if (!existsSync(python)) return null;
  if (spawnSync(python, ["-c", "import numpy"]).status !== 0) return null;
  const child = spawn(python, [fileURLToPath(new URL("table_numpy.py", import.meta.url))], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ask = async (text) => {
    child.stdin.write(text + "\n");
    return (await lines.next()).value;
  };
  const version = await ask("version");
  return { version, ask, stop: () => child.stdin.end() };
}

function assertOk(result, what) {
  if (!result.ok) throw new Error(`${what}: ${result.error}`);
  return result;
}

export async function benchTables({ simd, scalar }, shapes, rounds) {
  const numpy = await startNumpy();
  const results = [];
  for (const [nPos, dModel] of shapes) {
    const cells = nPos * dModel;
    const repeat = Math.max(1, Math.round(200000 / cells)); // ~1 ms or more per timed batch
    const peers = [
      {
        name: "wasm SIMD (recurrence)",
        run: () => assertOk(simd.benchTable(nPos, dModel, base), "simd"),
      },
      { name: "wasm scalar", run: () => assertOk(scalar.benchTable(nPos, dModel, base), "scalar") },
      {
        name: "wasm SIMD + copy to JS (peTable)",
        run: () => assertOk(simd.peTable(nPos, dModel, base), "peTable"),
      },
      { name: "JS tutorial (Math.pow in loop)", run: () => tutorialTable(nPos, dModel) },
      { name: "JS hoisted frequencies", run: () => hoistedTable(nPos, dModel) },
      { name: "fill bound (wasm)", run: () => assertOk(simd.benchFillBound(nPos, dModel), "fill") },
    ];
    if (numpy) {
      peers.push({
        name: `numpy ${numpy.version} (TF tutorial)`,
        reportsOwnTime: true,
        run: async () => Number(await numpy.ask(`${nPos} ${dModel}`)),
      });
    }
    for (const peer of peers) peer.repeat ??= repeat;
    const times = await interleave(peers, { rounds });
    const simdMedian = median(times["wasm SIMD (recurrence)"]);
    const rows = peers.map((peer) => ({
      peer: peer.name,
      medianMs: median(times[peer.name]),
      ratioToSimd: median(times[peer.name]) / simdMedian,
    }));
    if (!numpy)
      rows.push({
        peer: "numpy (TF tutorial)",
        medianMs: null,
        ratioToSimd: null,
        skipped: "python3-numpy not installed",
      });
    results.push({ shape: `${nPos} x ${dModel}`, rounds, rows });
  }
  numpy?.stop();
  return results;
}

export async function benchAttention({ simd, scalar }, rounds) {
  const sentence = Array.from({ length: 32 }, (_, j) => ["the", "dog", "bites", "man"][j % 4]).join(
    " ",
  );
  const peers = [
    {
      name: "wasm SIMD, kernels only",
      run: () => assertOk(simd.benchAttention(sentence, "sinusoidal", 64), "simd"),
    },
    {
      name: "wasm scalar, kernels only",
      run: () => assertOk(scalar.benchAttention(sentence, "sinusoidal", 64), "scalar"),
    },
    {
      name: "wasm SIMD, attentionToy (with copies to JS)",
      run: () => assertOk(simd.attentionToy(sentence, "sinusoidal", 64), "toy"),
    },
    {
      name: "wasm scalar, attentionToy (with copies to JS)",
      run: () => assertOk(scalar.attentionToy(sentence, "sinusoidal", 64), "toy"),
    },
    {
      name: "one Embind call round trip (peValue)",
      run: () => assertOk(simd.peValue(3, 1, 8, base), "peValue"),
    },
  ];
  for (const peer of peers) peer.repeat = peer.name.startsWith("one") ? 2000 : 50;
  const times = await interleave(peers, { rounds });
  return peers.map((peer) => ({ peer: peer.name, medianMs: median(times[peer.name]) }));
}
