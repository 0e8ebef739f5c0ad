// npm run bench: kernels (node) and, in Chromium, interaction and load. Prints one table and writes
// build/bench.json. Benchmarks, not tests: medians of interleaved rounds, ratios measured side by
// side in one run, targets reported as met / not met.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";

import { benchInteraction, benchLoad } from "./browser.mjs";
import { benchAttention, benchTables, loadCores } from "./kernels.mjs";
import { formatMs } from "./stats.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const rounds = 9;

// Emscripten's glue rethrows uncaught errors with its whole minified source line: report briefly.
process.on("uncaughtException", (error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});

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

const interaction = await benchInteraction();
console.log("Interaction in Chromium: input event to figure updated and laid out (ms)");
for (const row of interaction) {
  console.log(
    `  ${row.control.padEnd(34)} ${row.steps} steps  median ${formatMs(row.medianMs).padStart(7)}  p95 ${formatMs(row.p95Ms).padStart(7)}`,
  );
}
console.log();

const load = await benchLoad(5);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("Load");
console.log(
  `  dist/ (without the zip)       ${kb(load.distBytes)} raw, ${kb(load.distGzipBytes)} gzip`,
);
console.log(
  `  JS + CSS + cores               ${kb(load.codeGzipBytes)} gzip (fonts aside; all of dist/)`,
);
console.log(
  `  what index.html loads          ${kb(load.articleGzipBytes)} gzip (app.js, app.css, pe-core.js)`,
);
for (const core of load.cores) console.log(`  ${core.name.padEnd(29)} ${kb(core.bytes)}`);
console.log(
  `  navigation to first figure     median ${formatMs(load.firstFigureMedianMs)} ms of ${load.firstFigureMs.length} (file://)`,
);
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
  ...interaction.flatMap((row) => [
    [`interaction median <= 4 ms (${row.control})`, row.medianMs, (v) => v <= 4, "ms"],
    [`interaction p95 <= 16 ms (${row.control})`, row.p95Ms, (v) => v <= 16, "ms"],
  ]),
  [
    "first figure within 500 ms (file://, median of 5)",
    load.firstFigureMedianMs,
    (v) => v <= 500,
    "ms",
  ],
  ...load.cores.map((core) => [
    `${core.name} at most 150 KB`,
    core.bytes / 1024,
    (v) => v <= 150,
    "KB",
  ]),
  [
    "JS + CSS + cores at most 500 KB gzip (all of dist/)",
    load.codeGzipBytes / 1024,
    (v) => v <= 500,
    "KB",
  ],
  [
    "JS + CSS + core index.html loads, at most 500 KB gzip",
    load.articleGzipBytes / 1024,
    (v) => v <= 500,
    "KB",
  ],
].map(([target, value, met, unit = "x"]) => ({
  target,
  value,
  unit,
  met: value === null ? "skipped" : met(value) ? "met" : "NOT MET",
}));
console.log("Targets");
for (const t of targets) {
  const shown = t.value === null ? "-" : `${t.value.toFixed(2)} ${t.unit}`;
  console.log(`  ${t.target.padEnd(66)} ${shown.padStart(10)}  ${t.met}`);
}

mkdirSync(root + "build", { recursive: true });
writeFileSync(
  root + "build/bench.json",
  JSON.stringify(
    { date: new Date().toISOString(), machine, tables, attention, interaction, load, targets },
    null,
    2,
  ),
);
console.log("\nwrote build/bench.json");
