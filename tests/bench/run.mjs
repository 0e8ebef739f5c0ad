// npm run bench: tables, the attention toy and the lab in node; interaction, the lab on the page
// and load in Chromium. Prints
// the tables and every target (met / not met), writes build/bench.json, then the tables of
// docs/benchmarks.md from it (scripts/bench-docs.mjs; --no-docs leaves that file alone).
// Benchmarks, not tests: medians of interleaved rounds, every ratio measured side by side in one
// run.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";

import { writeBenchmarkDocs } from "../../scripts/bench-docs.mjs";
import { startServer } from "../../scripts/serve.mjs";
import { benchFirstFigure, benchInteraction, benchLabPage, benchLoad } from "./browser.mjs";
import { benchAttention, loadCores } from "./kernels.mjs";
import { benchLab } from "./lab.mjs";
import { formatMs, median } from "./stats.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
// Medians of 21 rounds: cheap here (seconds in all) and steadier on a shared machine than 9.
const rounds = 21;

// Emscripten's glue rethrows uncaught errors with its whole minified source line: report briefly.
process.on("uncaughtException", (error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});

const chromium = spawnSync("/usr/bin/chromium", ["--version"], { encoding: "utf8" });
const chromiumVersion = chromium.stdout?.match(/[\d.]+/)?.[0] ?? "not found";
const machine = `${cpus()[0].model.trim()}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, Chromium ${chromiumVersion}`;
console.log(`Machine: ${machine}\n`);

// The tables in a fresh node process of their own (tables.mjs), before anything else has run:
// once in the environment as it is (what a user gets, and what the targets judge), and once at
// 4096 x 512 with glibc told to keep freed memory. Every peer's result is a new 8 MiB array; as
// it is, glibc may give freed ones back to the system, and a new array then faults its 2048 pages
// in again (cheap on a quiet machine, several ms per table on a busy one); kept, the memory is
// reused but must be zeroed again for the new array. The second column shows which of the two a
// difference comes from: the operating system's price for fresh memory, or the call's own work.
const keepFreedMemory = {
  MALLOC_TRIM_THRESHOLD_: "1000000000",
  MALLOC_MMAP_THRESHOLD_: "1000000000",
};
function runTables(shapes, env = {}) {
  const child = spawnSync(
    process.execPath,
    [fileURLToPath(new URL("tables.mjs", import.meta.url)), String(rounds), ...shapes],
    { encoding: "utf8", maxBuffer: 1 << 26, env: { ...process.env, ...env } },
  );
  if (child.status !== 0) throw new Error(`tables.mjs failed: ${child.stderr.trim()}`);
  return JSON.parse(child.stdout).tables;
}
const tables = runTables(["4096x512", "64x128"]);
const [keptMemory] = runTables(["4096x512"], keepFreedMemory);

const byKey = (rows, key) => rows.find((r) => r.key === key);
const printTable = (title, rows, kept) => {
  console.log(title);
  const keptTitle = kept ? "kept memory ms".padStart(16) : "";
  console.log(
    `  ${"peer".padEnd(56)} ${"median ms".padStart(10)} ${"x peTable".padStart(10)}${keptTitle}`,
  );
  for (const row of rows) {
    const ratio = row.ratioToPeTable === null ? row.skipped : row.ratioToPeTable.toFixed(2);
    const keptMs = kept ? formatMs(byKey(kept, row.key)?.medianMs).padStart(16) : "";
    console.log(
      `  ${row.peer.padEnd(56)} ${formatMs(row.medianMs).padStart(10)} ${String(ratio).padStart(10)}${keptMs}`,
    );
  }
  console.log();
};
for (const [j, table] of tables.entries()) {
  const note = `(median of ${table.rounds} interleaved rounds)`;
  const kept = j === 0 ? keptMemory : null;
  printTable(
    `What a user gets, ${table.shape}: the whole table as a new array ${note}`,
    table.user,
    kept?.user,
  );
  printTable(
    `Kernels, ${table.shape}, beside the same peTable SIMD ${note}`,
    table.kernels,
    kept?.kernels,
  );
  const worst = Math.max(...table.checks.map((c) => c.maxAbsError));
  console.log(
    `  checked first: every table within ${worst.toExponential(2)} of the float64 reference\n`,
  );
}

const cores = await loadCores();
const attention = await benchAttention(cores, rounds);
console.log(
  `Attention toy, ${attention.shape} (median us per call, ${attention.rounds} interleaved rounds)`,
);
for (const row of attention.rows) {
  console.log(`  ${row.peer.padEnd(56)} ${row.medianUs.toFixed(1).padStart(10)}`);
}
for (const c of attention.checks)
  console.log(`  checked first: ${c.peers} agree within ${c.maxAbsDiff.toExponential(2)}`);
console.log();

const lab = await benchLab();
console.log("Training lab (node, dist/pe-lab.js and dist/pe-lab-scalar.js)");
for (const row of lab) console.log(`  ${row.name}: ${row.value.toFixed(2)} ${row.unit}`);
console.log();

const interaction = await benchInteraction();
console.log(
  "Interaction in Chromium: input event to figure updated and laid out (ms; medians of its parts: script, then layout)",
);
for (const row of interaction) {
  console.log(
    `  ${row.control.padEnd(34)} ${row.steps} steps  median ${formatMs(row.medianMs).padStart(7)}  p95 ${formatMs(row.p95Ms).padStart(7)}  script ${formatMs(row.scriptMedianMs).padStart(6)}  layout ${formatMs(row.layoutMedianMs).padStart(6)}`,
  );
}
console.log();

const labPage = await benchLabPage(3);
console.log("Training lab on the page (Chromium, file://, seed 1, 500 steps, 4 models)");
for (const [j, run] of labPage.runs.entries()) {
  console.log(
    `  run ${j + 1}: trained in ${formatMs(run.trainMs)} ms, tested by ${formatMs(run.totalMs)} ms; ` +
      `${run.frames} frames, longest gap ${formatMs(run.longestFrameGapMs)} ms; ` +
      `${run.longTasks} long tasks (longest ${formatMs(run.longestTaskMs)} ms)`,
  );
}
console.log();

const load = await benchLoad(5);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("Load");
console.log(
  `  dist/ (without the zip)        ${kb(load.distBytes)} raw, ${kb(load.distGzipBytes)} gzip`,
);
console.log(
  `  JS + CSS + cores               ${kb(load.codeGzipBytes)} gzip (fonts aside; all of dist/)`,
);
console.log(
  `  what index.html loads          ${kb(load.articleGzipBytes)} gzip (app.js, app.css, pe-core.js)`,
);
console.log(
  `  ... and the lab section        ${kb(load.articleWithLabGzipBytes)} gzip (the same + pe-lab.js)`,
);
for (const { language, bytes } of load.articleWithLabByLanguage) {
  console.log(
    `  ... in ${language.padEnd(23)} ${kb(bytes)} gzip (the same${language === "en" ? "" : ` + lang/${language}.js`})`,
  );
}
for (const core of load.cores) console.log(`  ${core.name.padEnd(30)} ${kb(core.bytes)}`);
console.log(
  `  navigation to first figure     median ${formatMs(load.firstFigureMedianMs)} ms of ${load.firstFigureMs.length} (file://)`,
);
console.log();

// A mid-range phone (4x) and a school Chromebook (6x): Chromium's CPU throttling. The first
// figure from file://, the three sliders, and the lab's default run twice: from file://, where it
// trains on the page's (throttled) thread, which gives its time on a slow device; and over http
// (served with the site's policy, as a course site would), where it trains in a Worker, which gives
// the page's frame gaps while it trains. Chromium throttles pages only ("Operation is only supported
// for pages, not workers"), so the Worker's own training time is not a slow device's, and is
// reported, not judged.
const throttled = [];
const { server, url: httpBase } = await startServer({ port: 0, csp: true });
try {
  for (const rate of [4, 6]) {
    const firstFigureMs = await benchFirstFigure(5, rate);
    const sliders = await benchInteraction({ cpuRate: rate, stepCount: 40 });
    // Four runs: at 4x a run on this machine sometimes takes two or three times the others
    // (docs/performance-notes.md), and the median of two would be that run's half.
    const labRun = await benchLabPage(4, { cpuRate: rate });
    const labWorker = await benchLabPage(2, { url: `${httpBase}index.html`, cpuRate: rate });
    if (labRun.thread !== "page" || labWorker.thread !== "worker") {
      throw new Error(
        `the lab trained on ${labRun.thread} and ${labWorker.thread}, not page and worker`,
      );
    }
    throttled.push({
      rate,
      firstFigureMs,
      firstFigureMedianMs: median(firstFigureMs),
      interaction: sliders,
      labPage: labRun,
      labWorker,
    });
    console.log(`CPU throttled ${rate}x (Chromium's DevTools protocol)`);
    console.log(
      `  navigation to first figure     median ${formatMs(median(firstFigureMs))} ms of 5 (file://)`,
    );
    for (const row of sliders) {
      console.log(
        `  ${row.control.padEnd(34)} ${row.steps} steps  median ${formatMs(row.medianMs).padStart(7)}  p95 ${formatMs(row.p95Ms).padStart(7)}`,
      );
    }
    for (const [where, result] of [
      ["file://, on the page", labRun],
      ["http, in a Worker, not throttled", labWorker],
    ]) {
      for (const [j, run] of result.runs.entries()) {
        console.log(
          `  lab run ${j + 1} (${where}): trained in ${formatMs(run.trainMs)} ms, tested by ${formatMs(run.totalMs)} ms; ` +
            `longest frame gap ${formatMs(run.longestFrameGapMs)} ms; ${run.longTasks} long tasks`,
        );
      }
    }
    console.log();
  }
} finally {
  await new Promise((resolve) => server.close(resolve));
}
// The targets at 4x; the same figures at 6x are reported beside them, judged by the same bounds.
const throttledTargets = throttled.flatMap(
  ({ rate, firstFigureMedianMs, interaction: rows, labPage: labRun, labWorker }) => [
    {
      target: `${rate}x CPU: first figure within 1.5 s (file://, median of 5)`,
      value: firstFigureMedianMs / 1000,
      unit: "s",
      met: (v) => v <= 1.5,
    },
    ...rows.flatMap((row) => [
      {
        target: `${rate}x CPU: slider median <= 8 ms (${row.control})`,
        value: row.medianMs,
        unit: "ms",
        met: (v) => v <= 8,
      },
      {
        target: `${rate}x CPU: slider p95 <= 33 ms (${row.control})`,
        value: row.p95Ms,
        unit: "ms",
        met: (v) => v <= 33,
      },
    ]),
    {
      target: `${rate}x CPU: the lab's default run (trained and tested) within 10 s (file://, on the page, median of ${labRun.runs.length})`,
      value: labRun.totalMedianMs / 1000,
      unit: "s",
      met: (v) => v <= 10,
    },
    {
      target: `${rate}x CPU: no frame gap over 50 ms while the lab trains (http, in a Worker, 2 runs)`,
      value: labWorker.longestFrameGapMs,
      unit: "ms",
      met: (v) => v <= 50,
    },
  ],
);

// Targets: the table and toy ratios, interaction, load, size and the lab. A ratio "x faster" is
// the peer's median over peTable SIMD's, "x its kernel" the reverse; both from one round-robin.
const big = tables[0];
const ms = (table, key) => byKey([...table.user, ...table.kernels], key)?.medianMs ?? null;
const over = (table, a, b) =>
  ms(table, a) === null || ms(table, b) === null ? null : ms(table, a) / ms(table, b);
const us = (key) => byKey(attention.rows, key).medianUs;
const tableTarget = (target, a, b, met) => ({
  target,
  value: over(big, a, b),
  kept: over(keptMemory, a, b),
  met,
});
const targets = [
  tableTarget(
    "peTable SIMD at most 2.5x its kernel (benchTable SIMD)",
    "peTableSimd",
    "kernelSimd",
    (v) => v <= 2.5,
  ),
  tableTarget("peTable SIMD >= 3x faster than numpy", "numpy", "peTableSimd", (v) => v >= 3),
  tableTarget(
    "peTable SIMD >= 8x faster than hoisted JS",
    "jsHoisted",
    "peTableSimd",
    (v) => v >= 8,
  ),
  tableTarget(
    "peTable SIMD >= 2x faster than the same recurrence in JS",
    "jsRecurrence",
    "peTableSimd",
    (v) => v >= 2,
  ),
  tableTarget(
    "peTable SIMD >= 1.25x faster than peTable scalar",
    "peTableScalar",
    "peTableSimd",
    (v) => v >= 1.25,
  ),
  tableTarget(
    "table kernel SIMD within 2x of the fill bound",
    "kernelSimd",
    "fillBound",
    (v) => v <= 2,
  ),
  {
    target: "attentionToy SIMD at most 1.5x its kernels (32 x 64)",
    value: us("toySimd") / us("kernelsSimd"),
    met: (v) => v <= 1.5,
  },
  {
    target: "attentionToy SIMD >= 2x faster than the plain-JS toy",
    value: us("toyJs") / us("toySimd"),
    met: (v) => v >= 2,
  },
  {
    target: "attention kernels: SIMD >= 2x faster than scalar",
    value: us("kernelsScalar") / us("kernelsSimd"),
    met: (v) => v >= 2,
  },
  ...interaction.flatMap((row) => [
    {
      target: `interaction median <= 4 ms (${row.control})`,
      value: row.medianMs,
      unit: "ms",
      met: (v) => v <= 4,
    },
    {
      target: `interaction p95 <= 16 ms (${row.control})`,
      value: row.p95Ms,
      unit: "ms",
      met: (v) => v <= 16,
    },
  ]),
  {
    target: "first figure within 500 ms (file://, median of 5)",
    value: load.firstFigureMedianMs,
    unit: "ms",
    met: (v) => v <= 500,
  },
  ...load.cores.map((core) => ({
    target: `${core.name} at most ${core.budgetKb} KB`,
    value: core.bytes / 1024,
    unit: "KB",
    met: (v) => v <= core.budgetKb,
  })),
  ...lab.map((row) => ({
    target: `${row.name.replace(/ \(.*$/, "")} (${row.target})`,
    value: row.value,
    unit: row.unit,
    met: () => row.met,
  })),
  {
    target: "the page trains all four kinds in at most 5 s (median of 3)",
    value: labPage.trainMedianMs / 1000,
    unit: "s",
    met: (v) => v <= 5,
  },
  {
    target: "every frame under 50 ms while the page trains and tests (longest gap of 3 runs)",
    value: labPage.longestFrameGapMs,
    unit: "ms",
    met: (v) => v < 50,
  },
  {
    // Every module a reader's browser can load for the whole article, the lab included: app.js,
    // app.css, the core and the lab module (the SIMD ones; a browser without wasm SIMD loads the
    // smaller scalar ones instead). All of dist/, alternatives included, is printed above.
    // In each language: a translated page adds its messages (the largest language is kept).
    target:
      "JS + CSS + core + lab module (+ messages) the article loads, at most 500 KB gzip in every language",
    value: Math.max(...load.articleWithLabByLanguage.map(({ bytes }) => bytes)) / 1024,
    unit: "KB",
    met: (v) => v <= 500,
  },
  ...throttledTargets,
].map(({ target, value, kept = null, unit = "x", met }) => ({
  target,
  value,
  kept,
  unit,
  met: value === null ? "skipped" : met(value) ? "met" : "NOT MET",
}));
console.log("Targets");
for (const t of targets) {
  const shown = t.value === null ? "-" : `${t.value.toFixed(2)} ${t.unit}`;
  const kept = t.kept === null ? "" : `  (kept memory: ${t.kept.toFixed(2)} x)`;
  console.log(`  ${t.target.padEnd(66)} ${shown.padStart(10)}  ${t.met}${kept}`);
}

const report = {
  date: new Date().toISOString(),
  machine,
  command: "npm run bench",
  rounds,
  tables,
  keptMemory,
  attention,
  lab,
  labPage,
  interaction,
  load,
  throttled,
  targets,
};
mkdirSync(root + "build", { recursive: true });
writeFileSync(root + "build/bench.json", JSON.stringify(report, null, 2));
console.log("\nwrote build/bench.json");
if (!process.argv.includes("--no-docs")) {
  writeBenchmarkDocs(report);
  console.log("wrote the benchmark tables of docs/benchmarks.md (scripts/bench-docs.mjs)");
}
