// Writes the benchmark tables of docs/benchmarks.md from build/bench.json (tests/bench/run.mjs
// writes it, and calls this at the end), between the markers below, so no figure there is typed
// by hand. The README is never touched.
//   node scripts/bench-docs.mjs   rewrites docs/benchmarks.md from the last build/bench.json
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const start =
  "<!-- bench:start (scripts/bench-docs.mjs writes this part from build/bench.json) -->";
const end = "<!-- bench:end -->";

function ms(value) {
  if (value === null || value === undefined) return "-";
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  if (value >= 1) return value.toFixed(2);
  return value.toFixed(3);
}

const ratio = (value) => (value === null || value === undefined ? "-" : value.toFixed(2));

// One markdown row per peer; with `kept`, a last column from the kept-memory run (run.mjs).
function tableRows(rows, kept) {
  return rows.map((row) => {
    const cells = [row.peer, ms(row.medianMs), row.skipped ?? ratio(row.ratioToPeTable)];
    if (kept) cells.push(ms(kept.find((r) => r.key === row.key)?.medianMs));
    return `| ${cells.join(" | ")} |`;
  });
}

export function renderBenchmarks(report) {
  const [big, small] = report.tables;
  const lines = [
    `Run of ${report.date.slice(0, 10)} (\`${report.command}\`) on ${report.machine}; medians of ` +
      `${report.rounds} interleaved rounds after 2 warm-up rounds. Before timing, every table was ` +
      `checked against the float64 reference (largest difference ` +
      `${Math.max(...report.tables.flatMap((t) => t.checks.map((c) => c.maxAbsError))).toExponential(1)}` +
      `) and the attention peers against each other.`,
    "",
    `**What a user gets, ${big.shape}**: the whole table as a new array, in each peer's language. ` +
      `The last column is the same table in a second process whose allocator keeps freed memory ` +
      `(see [Where the time of a call goes](performance-notes.md#where-the-time-of-a-call-goes)).`,
    "",
    "| peer | median ms | x peTable SIMD time | kept memory, ms |",
    "|---|---|---|---|",
    ...tableRows(big.user, report.keptMemory?.user),
    "",
    `**Kernels, ${big.shape}**, in the same round-robin as the table above:`,
    "",
    "| kernel | median ms | x peTable SIMD time | kept memory, ms |",
    "|---|---|---|---|",
    ...tableRows(big.kernels, report.keptMemory?.kernels),
  ];
  if (small) {
    lines.push(
      "",
      `**The page default, ${small.shape}** (one round-robin, user peers then kernels):`,
      "",
      "| peer | median ms | x peTable SIMD time |",
      "|---|---|---|",
      ...tableRows([...small.user, ...small.kernels]),
    );
  }
  const attention = report.attention;
  lines.push(
    "",
    `**Attention toy, ${attention.shape}**:`,
    "",
    "| peer | median us per call |",
    "|---|---|",
    ...attention.rows.map((row) => `| ${row.peer} | ${row.medianUs.toFixed(1)} |`),
    "",
    "**Interaction in Chromium**: an input event to the figure updated and laid out, per slider " +
      "step, and the medians of its two parts (the script, to the end of the input handler; then " +
      "the layout of what it wrote):",
    "",
    "| slider | steps | median ms | p95 ms | script ms | layout ms |",
    "|---|---|---|---|---|---|",
    ...report.interaction.map(
      (row) =>
        `| ${row.control} | ${row.steps} | ${ms(row.medianMs)} | ${ms(row.p95Ms)} | ` +
        `${ms(row.scriptMedianMs)} | ${ms(row.layoutMedianMs)} |`,
    ),
    ...(report.throttled ?? []).flatMap(
      ({ rate, firstFigureMedianMs, interaction, labPage, labWorker }) => [
        "",
        `**Throttled ${rate}x** (Chromium's CPU throttling, standing in for a ` +
          `${rate === 4 ? "mid-range phone" : "school Chromebook"}): first figure ` +
          `${ms(firstFigureMedianMs)} ms from file://. The lab's default run from file://, on the ` +
          `page's thread: trained and tested in ${ms(labPage.totalMedianMs)} ms (median of ` +
          `${labPage.runs.length}), longest frame gap ${ms(labPage.longestFrameGapMs)} ms. Over http, ` +
          `in a Worker: longest frame gap ${ms(labWorker.longestFrameGapMs)} ms (the Worker itself ` +
          `is not throttled: Chromium throttles pages only).`,
        "",
        "| slider | steps | median ms | p95 ms |",
        "|---|---|---|---|",
        ...interaction.map(
          (row) => `| ${row.control} | ${row.steps} | ${ms(row.medianMs)} | ${ms(row.p95Ms)} |`,
        ),
      ],
    ),
    "",
    "**Targets** (the table and toy ratios, interaction, load, size and the lab):",
    "",
    "| target | measured | | with kept memory |",
    "|---|---|---|---|",
    ...report.targets.map((t) => {
      const value = t.value === null ? "-" : `${t.value.toFixed(2)} ${t.unit}`;
      const kept = t.kept === null || t.kept === undefined ? "" : `${t.kept.toFixed(2)} ${t.unit}`;
      return `| ${t.target} | ${value} | ${t.met} | ${kept} |`;
    }),
  );
  return lines.join("\n");
}

export function writeBenchmarkDocs(report, docPath = root + "docs/benchmarks.md") {
  const doc = readFileSync(docPath, "utf8");
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${docPath} has no "${start}" ... "${end}" markers`);
  const updated =
    doc.slice(0, from + start.length) + "\n" + renderBenchmarks(report) + "\n" + doc.slice(to);
  writeFileSync(docPath, updated);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeBenchmarkDocs(JSON.parse(readFileSync(root + "build/bench.json", "utf8")));
  console.log("docs/benchmarks.md: benchmark tables written from build/bench.json");
}
