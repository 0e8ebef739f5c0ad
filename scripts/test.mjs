// Runs every suite and prints how many tests each ran, counted from the suites' machine-readable
// reports (not from their console text):
//   native, sanitizers, wasm-simd, wasm-scalar, wasm-js
//                                               Catch2 through ctest; JUnit, build/<preset>/catch2-junit.xml
//                                               (wasm-js: the tests turned into plain JS by wasm2js)
//   fuzz                                         10 s of each libFuzzer target; build/reports/fuzz.json
//   node                                         node:test, the built modules vs a JS oracle; JUnit
//   lint                                         tsc over web/js (npm run lint); one check, by exit code
//   chromium                                     node:test + playwright-core, the page; JUnit
// node:test suites print the spec reporter to the console and write JUnit to build/reports/.
// A suite that runs zero tests, or whose report is missing, counts as a failure. The last line is
// "N passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { decodeEntities } from "./entities.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const reports = join(root, "build/reports");
const env = { ...process.env, NODE_PATH: "/usr/share/nodejs" };

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("close", (code) => resolve(code));
  });
}

// Every <testcase> of a JUnit file (Catch2's and node's reporters write the same shape): its name,
// and the text of its <failure>/<error>, if any. Skipped cases are not counted as run.
function readJunit(path) {
  const xml = readFileSync(path, "utf8");
  const cases = [];
  // Attribute values may hold a raw ">" (node's reporter escapes "<" and "&" only: a test named
  // "x -> y"), so the attributes are read quote by quote, not up to the first ">".
  for (const match of xml.matchAll(
    /<testcase\b((?:[^>"]|"[^"]*")*?)(\/>|>([\s\S]*?)<\/testcase>)/g,
  )) {
    const attributes = match[1];
    const body = match[3] ?? "";
    if (/<skipped\b/.test(body)) continue;
    const name = decodeEntities(attributes.match(/\bname="([^"]*)"/)?.[1] ?? "?");
    const failure = body.match(/<(failure|error)\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1>)/);
    cases.push({
      name,
      failed: Boolean(failure),
      message: failure ? decodeEntities(failure[2] ?? "") : "",
    });
  }
  return cases;
}

function countJunit(path) {
  if (!existsSync(path)) return { passed: 0, failed: 0, missing: true };
  const cases = readJunit(path);
  const failures = cases.filter((c) => c.failed);
  for (const c of failures.slice(0, 20)) {
    console.log(`  FAILED: ${c.name}\n${c.message.trim().slice(0, 2000).replace(/^/gm, "    ")}`);
  }
  return { passed: cases.length - failures.length, failed: failures.length };
}

function countFuzz(path) {
  if (!existsSync(path)) return { passed: 0, failed: 0, missing: true };
  const targets = JSON.parse(readFileSync(path, "utf8"));
  const failed = targets.filter((t) => t.crashed || t.executions === 0).length;
  return { passed: targets.length - failed, failed };
}

// node:test with two reporters: spec on the console, JUnit into the report file.
const nodeTest = (folder, report, extra = []) => [
  "--test",
  ...extra,
  "--test-reporter=spec",
  "--test-reporter-destination=stdout",
  "--test-reporter=junit",
  `--test-reporter-destination=${report}`,
  folder,
];

const catch2Suites = ["native", "native-sanitize", "wasm-simd", "wasm-scalar", "wasm-js"].map(
  (preset) => {
    const report = join(root, "build", preset, "catch2-junit.xml");
    return {
      name: preset === "native-sanitize" ? "sanitizers" : preset,
      command: "ctest",
      args: ["--preset", preset],
      report,
      count: () => countJunit(report),
    };
  },
);

const suites = [
  ...catch2Suites,
  {
    name: "fuzz",
    command: process.execPath,
    args: ["scripts/fuzz.mjs", "--seconds", "10", "--report", join(reports, "fuzz.json")],
    report: join(reports, "fuzz.json"),
    count: () => countFuzz(join(reports, "fuzz.json")),
  },
  {
    name: "node",
    command: process.execPath,
    args: nodeTest("tests/js/", join(reports, "node.xml")),
    report: join(reports, "node.xml"),
    count: () => countJunit(join(reports, "node.xml")),
  },
  {
    // TypeScript over web/js against dist/pe-core.d.ts's source: one check, which passes when tsc
    // exits 0 (tsc has no machine-readable report; its exit status is the verdict).
    name: "lint",
    command: "npm",
    args: ["run", "lint"],
    count: (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
  },
  {
    name: "chromium",
    command: process.execPath,
    args: nodeTest("tests/browser/", join(reports, "chromium.xml"), ["--test-concurrency=1"]),
    report: join(reports, "chromium.xml"),
    count: () => countJunit(join(reports, "chromium.xml")),
  },
];

mkdirSync(reports, { recursive: true });
const results = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name}: ${suite.command} ${suite.args.join(" ")}`);
  if (suite.report) rmSync(suite.report, { force: true }); // an earlier run's must not count
  const code = await run(suite.command, suite.args);
  const { passed, failed, missing = false } = suite.count(code);
  const ok = code === 0 && failed === 0 && passed > 0;
  results.push({ suite: suite.name, passed, failed, exit: code, ok, missing });
}

console.log("\nSuite        passed  failed  exit");
for (const r of results) {
  const why = r.missing ? " (no report)" : r.passed === 0 ? " (no tests ran)" : "";
  const mark = r.ok ? "ok" : `FAILED${why}`;
  console.log(
    `${r.suite.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.exit).padStart(4)}  ${mark}`,
  );
}
const totalPassed = results.reduce((sum, r) => sum + r.passed, 0);
// A suite that failed without a failing test (a crash, no report) counts as one failure.
const totalFailed = results.reduce((sum, r) => sum + (r.failed || (r.ok ? 0 : 1)), 0);
console.log(`\n${totalPassed} passed, ${totalFailed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
