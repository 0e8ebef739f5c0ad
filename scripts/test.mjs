// Runs every suite and prints how many tests each ran:
//   native, sanitizers, wasm-simd, wasm-scalar  (Catch2 through ctest)
//   node                                         (node:test, the built modules vs a JS oracle)
//   lint                                         (tsc over web/js, npm run lint)
//   fuzz                                         (10 s of each libFuzzer target, ASan + UBSan)
//   chromium                                     (node:test + playwright-core, the page)
// A suite that runs zero tests counts as a failure. The last line is "N passed, N failed".
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, NODE_PATH: "/usr/share/nodejs" };

function runAndCapture(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on("close", (code) => resolve({ code, output }));
  });
}

// Catch2's console reporter ends with either
//   "All tests passed (12 assertions in 3 test cases)" or
//   "test cases: 3 | 2 passed | 1 failed"
function countCatch2(rawOutput) {
  const output = rawOutput.replace(/\x1b\[[0-9;]*m/g, "");
  const allPassed = [
    ...output.matchAll(/All tests passed \((\d+) assertions? in (\d+) test cases?\)/g),
  ];
  const mixed = [
    ...output.matchAll(/test cases:\s*(\d+)\s*\|\s*(\d+) passed\s*\|\s*(\d+) failed/g),
  ];
  let passed = 0;
  let failed = 0;
  for (const m of allPassed) passed += Number(m[2]);
  for (const m of mixed) {
    passed += Number(m[2]);
    failed += Number(m[3]);
  }
  return { passed, failed };
}

// node:test's spec reporter ends with "ℹ pass N" and "ℹ fail N".
function countNodeTest(output) {
  const pass = output.match(/^\S*\s*pass (\d+)$/m);
  const fail = output.match(/^\S*\s*fail (\d+)$/m);
  return { passed: pass ? Number(pass[1]) : 0, failed: fail ? Number(fail[1]) : 0 };
}

// scripts/fuzz.mjs ends with "N passed, N failed" (one per target).
function countPlainSummary(output) {
  const m = output.match(/^(\d+) passed, (\d+) failed$/m);
  return { passed: m ? Number(m[1]) : 0, failed: m ? Number(m[2]) : 0 };
}

const suites = [
  ...["native", "native-sanitize", "wasm-simd", "wasm-scalar"].map((preset) => ({
    name: preset === "native-sanitize" ? "sanitizers" : preset,
    command: "ctest",
    args: ["--preset", preset],
    count: countCatch2,
  })),
  {
    name: "fuzz",
    command: process.execPath,
    args: ["scripts/fuzz.mjs", "--seconds", "10"],
    count: countPlainSummary,
  },
  {
    name: "node",
    command: process.execPath,
    args: ["--test", "--test-reporter=spec", "tests/js/"],
    count: countNodeTest,
  },
  {
    // TypeScript over web/js against dist/pe-core.d.ts's source: one check, which passes when
    // tsc reports no error (and, as for every suite, exits 0).
    name: "lint",
    command: "npm",
    args: ["run", "lint"],
    count: (output) =>
      /error TS\d+/.test(output) ? { passed: 0, failed: 1 } : { passed: 1, failed: 0 },
  },
  {
    name: "chromium",
    command: process.execPath,
    args: ["--test", "--test-concurrency=1", "--test-reporter=spec", "tests/browser/"],
    count: countNodeTest,
  },
];

const results = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name}: ${suite.command} ${suite.args.join(" ")}`);
  const { code, output } = await runAndCapture(suite.command, suite.args);
  const { passed, failed } = suite.count(output);
  const ok = code === 0 && failed === 0 && passed > 0;
  results.push({ suite: suite.name, passed, failed, exit: code, ok });
}

console.log("\nSuite        passed  failed  exit");
for (const r of results) {
  const mark = r.ok ? "ok" : r.passed === 0 ? "FAILED (no tests ran)" : "FAILED";
  console.log(
    `${r.suite.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.exit).padStart(4)}  ${mark}`,
  );
}
const totalPassed = results.reduce((sum, r) => sum + r.passed, 0);
const totalFailed = results.reduce((sum, r) => sum + r.failed + (r.ok ? 0 : r.failed ? 0 : 1), 0);
console.log(`\n${totalPassed} passed, ${totalFailed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
