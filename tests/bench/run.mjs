// npm run bench: kernels (node) and, in Chromium, interaction and load. Prints one table and writes
// build/bench.json. Benchmarks, not tests: medians of interleaved rounds, ratios measured side by
// side in one run, targets reported as met / not met.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";

import { benchAttention, benchTables, loadCores } from "./kernels.mjs";
import { formatMs } from "./stats.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const rounds = 9;

const cores = await loadCores();
const machine = `${cpus()[0].model}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`;
console.log(`Machine: ${machine}\n`);

const tables = await benchTables(
  cores,
  [
    [4096, 512],
    [64, 128],
  ],
  rounds,
);
for (const table of tables) {
  console.log(`Table kernel, ${table.shape} (median of ${table.rounds} interleaved rounds)`);
  console.log(`  ${"peer".padEnd(38)} ${"median ms".padStart(10)} ${"x SIMD time".padStart(12)}`);
  for (const row of table.rows) {
    const ratio = row.ratioToSimd === null ? row.skipped : row.ratioToSimd.toFixed(2);
    console.log(
      `  ${row.peer.padEnd(38)} ${formatMs(row.medianMs).padStart(10)} ${String(ratio).padStart(12)}`,
    );
  }
  console.log();
}

const attention = await benchAttention(cores, rounds);
console.log("Attention toy, 32 tokens x dModel 64 (median ms per call)");
for (const row of attention)
  console.log(`  ${row.peer.padEnd(46)} ${formatMs(row.medianMs).padStart(10)}`);
console.log();

// Targets
const ratio = (table, prefix) =>
  table.rows.find((r) => r.peer.startsWith(prefix))?.ratioToSimd ?? null;
const big = tables[0];
const attentionMs = (name) => attention.find((r) => r.peer === name).medianMs;
const targets = [
  [
    "SIMD table >= 10x faster than tutorial JS (4096x512)",
    ratio(big, "JS tutorial"),
    (r) => r >= 10,
  ],
  ["SIMD table >= 3x faster than hoisted JS (4096x512)", ratio(big, "JS hoisted"), (r) => r >= 3],
  ["SIMD table >= 2x faster than numpy (4096x512)", ratio(big, "numpy"), (r) => r >= 2],
  ["SIMD table within 2x of the fill bound (4096x512)", ratio(big, "fill bound"), (r) => r >= 0.5],
  [
    "attention: SIMD >= 2x faster than scalar (kernels, 32x64)",
    attentionMs("wasm scalar, kernels only") / attentionMs("wasm SIMD, kernels only"),
    (r) => r >= 2,
  ],
].map(([target, value, met]) => ({
  target,
  value,
  met: value === null ? "skipped" : met(value) ? "met" : "NOT MET",
}));
console.log("Targets");
for (const t of targets) {
  const shown = t.value === null ? "-" : `${t.value.toFixed(2)}x`;
  console.log(`  ${t.target.padEnd(58)} ${shown.padStart(8)}  ${t.met}`);
}

mkdirSync(root + "build", { recursive: true });
writeFileSync(
  root + "build/bench.json",
  JSON.stringify({ date: new Date().toISOString(), machine, tables, attention, targets }, null, 2),
);
console.log("\nwrote build/bench.json");
