// Runs every libFuzzer target of tests/fuzz/ (built by the "fuzz" preset with clang++-14, ASan and
// UBSan) for a fixed time each, starting from the committed corpus (regression inputs included).
//   node scripts/fuzz.mjs               60 s per target (npm run fuzz)
//   node scripts/fuzz.mjs --seconds 10  the smoke run that npm test includes
//   --report FILE                        also writes [{name, executions, crashed}] as JSON
// New inputs go to build/fuzz/corpus/<target>; a crash is written to build/fuzz/crashes/ and fails
// the run: copy it into tests/fuzz/corpus/<target>/ once fixed, so it stays a regression case.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { configurePreset } from "./cmake-preset.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const secondsFlag = process.argv.indexOf("--seconds");
const seconds = secondsFlag > 0 ? Number(process.argv[secondsFlag + 1]) : 60;
if (!Number.isInteger(seconds) || seconds < 1) {
  console.error("--seconds takes a whole number of seconds, at least 1");
  process.exit(2);
}

function buildTargets() {
  if (configurePreset(root, "fuzz") !== 0) process.exit(1);
  const build = spawnSync("cmake", ["--build", "--preset", "fuzz"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(1);
}

function runTarget(name) {
  const seedCorpus = join(root, "tests/fuzz/corpus", name.replace(/^fuzz_/, ""));
  const workCorpus = join(root, "build/fuzz/corpus", name);
  const crashes = join(root, "build/fuzz/crashes") + "/";
  for (const dir of [seedCorpus, workCorpus, crashes]) mkdirSync(dir, { recursive: true });
  const args = [
    `-max_total_time=${seconds}`,
    "-print_final_stats=1",
    "-timeout=10",
    "-rss_limit_mb=4096",
    `-artifact_prefix=${crashes}`,
    workCorpus,
    seedCorpus,
  ];
  return new Promise((resolve) => {
    const child = spawn(join(root, "build/fuzz", name), args, { cwd: root });
    let log = "";
    child.stderr.on("data", (chunk) => (log += chunk));
    child.stdout.on("data", (chunk) => (log += chunk));
    child.on("close", (code) => {
      const executions = log.match(/stat::number_of_executed_units:\s*(\d+)/);
      const crashed = code !== 0;
      if (crashed) console.log(log.slice(-4000));
      resolve({ name, code, executions: executions ? Number(executions[1]) : 0, crashed });
    });
  });
}

buildTargets();
const targets = readdirSync(join(root, "build/fuzz"))
  .filter((f) => /^fuzz_[a-z_]+$/.test(f))
  .sort();
console.log(`[fuzz] ${targets.length} targets, ${seconds} s each`);
const results = [];
for (const target of targets) {
  const result = await runTarget(target);
  console.log(
    `[fuzz] ${result.name}: ${result.executions} executions, ${result.crashed ? `CRASH (exit ${result.code})` : "clean"}`,
  );
  results.push(result);
}
const reportFlag = process.argv.indexOf("--report");
if (reportFlag > 0) {
  const report = results.map(({ name, executions, crashed }) => ({ name, executions, crashed }));
  writeFileSync(process.argv[reportFlag + 1], `${JSON.stringify(report, null, 2)}\n`);
}
const failed = results.filter((r) => r.crashed || r.executions === 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
