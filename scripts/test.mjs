// Runs every suite and prints how many tests each ran, counted from the suites' machine-readable
// reports (not from their console text):
//   native, sanitizers, wasm-simd, wasm-scalar, wasm-js
//                                               Catch2 through ctest; JUnit, build/<preset>/catch2-junit.xml
//                                               (wasm-js: the tests turned into plain JS by wasm2js)
//   fuzz                                         10 s of each libFuzzer target; build/reports/fuzz.json
//   node                                         node:test, the built modules vs a JS oracle; JUnit
//   lint                                         tsc over web/js (npm run lint); one check, by exit code
//   chromium                                     node:test + playwright-core, the page; JUnit
//   engines                                      the cross-engine suite in Chromium, Firefox ESR and
//                                                WebKitGTK (tests/engines/); JUnit
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
    const name = decodeEntities(attributes.match(/\bname="([^"]*)"/)?.[1] ?? "?");
    // A "todo" case (a known engine bug, named in its message) ran but does not count: it is
    // printed, so that it is never silent.
    const todo = body.match(/<skipped type="todo" message="([^"]*)"/);
    if (todo) {
      const outcome = /<(failure|error)\b/.test(body) ? "still fails" : "now passes";
      console.log(`  KNOWN ENGINE BUG (${outcome}): ${name}: ${decodeEntities(todo[1])}`);
    }
    if (/<skipped\b/.test(body)) continue;
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
    // Two test files at a time: each is one single-threaded node process, and node's default
    // (the cores less one) would leave one of this machine's two cores idle.
    args: nodeTest("tests/js/", join(reports, "node.xml"), ["--test-concurrency=2"]),
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
  {
    name: "engines",
    command: process.execPath,
    args: nodeTest("tests/engines/", join(reports, "engines.xml"), ["--test-concurrency=1"]),
    report: join(reports, "engines.xml"),
    count: () => countJunit(join(reports, "engines.xml")),
  },
];

// Runs `command` with its output kept, and printed whole when it ends: suites that run side by
// side must not interleave their lines.
function runKept(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => resolve({ code, output: Buffer.concat(chunks).toString() }));
  });
}

const heading = (suite) => `\n=== ${suite.name}: ${suite.command} ${suite.args.join(" ")}`;
function record(suite, code) {
  const { passed, failed, missing = false } = suite.count(code);
  const ok = code === 0 && failed === 0 && passed > 0;
  results.push({ suite: suite.name, passed, failed, exit: code, ok, missing });
}

mkdirSync(reports, { recursive: true });
for (const suite of suites) if (suite.report) rmSync(suite.report, { force: true }); // an earlier run's must not count
const results = [];
// The Catch2 suites are single-threaded test binaries: two at a time on this machine's two cores,
// the longest (sanitizers, then wasm2js) first, each next one as a run ends. Their output is
// printed whole, in the usual order, once all have ended.
const longestFirst = ["sanitizers", "wasm-js"];
const queue = [...catch2Suites].sort((a, b) => {
  const rank = (suite) => {
    const at = longestFirst.indexOf(suite.name);
    return at < 0 ? longestFirst.length : at;
  };
  return rank(a) - rank(b);
});
const finished = new Map();
await Promise.all(
  [0, 1].map(async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      finished.set(suite, await runKept(suite.command, suite.args));
    }
  }),
);
for (const suite of catch2Suites) {
  console.log(heading(suite));
  process.stdout.write(finished.get(suite).output);
  record(suite, finished.get(suite).code);
}
// The cross-engine suite runs beside the Chromium suite (each mostly waits on one browser at a
// time, so together they keep both cores busy), its output printed whole after Chromium's.
const besideChromium = suites.find((suite) => suite.name === "engines");
for (const suite of suites.filter((entry) => !catch2Suites.includes(entry))) {
  if (suite === besideChromium) continue;
  const beside =
    suite.name === "chromium" && besideChromium
      ? runKept(besideChromium.command, besideChromium.args)
      : null;
  console.log(heading(suite));
  record(suite, await run(suite.command, suite.args));
  if (beside && besideChromium) {
    const { code, output } = await beside;
    console.log(heading(besideChromium));
    process.stdout.write(output);
    record(besideChromium, code);
  }
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
