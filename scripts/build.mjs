// Builds what the site and the tests need.
//   node scripts/build.mjs        wasm cores (SIMD + scalar) and the web page into dist/
//   node scripts/build.mjs --all  also the native and sanitizer test builds
// Each CMake preset is configured once (again when the preset changes), then rebuilt incrementally.
// dist/ is emptied first, so that nothing of an earlier build (a renamed file) is shipped or zipped.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { configurePreset } from "./cmake-preset.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, NODE_PATH: "/usr/share/nodejs" }; // emcc needs Debian's acorn

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`build failed: ${command} ${args.join(" ")} (exit ${result.status})`);
    process.exit(1);
  }
}

function buildPreset(preset) {
  if (configurePreset(root, preset, env) !== 0) {
    console.error(`build failed: cmake --preset ${preset}`);
    process.exit(1);
  }
  console.log(`[build] ${preset}`);
  run("cmake", ["--build", "--preset", preset]);
}

const presets = ["wasm-simd", "wasm-scalar"];
if (process.argv.includes("--all")) presets.unshift("native", "native-sanitize");
for (const preset of presets) buildPreset(preset);

// The cores ship minified: Emscripten 3.1.6's glue is ~40 KB of readable JS (Debian's package has no
// Closure compiler); esbuild keeps the global createPeCore and module.exports, and the inlined wasm
// is a string literal it leaves alone. The tests in tests/js and tests/browser run these files.
rmSync(join(root, "dist"), { recursive: true, force: true });
mkdirSync(join(root, "dist"), { recursive: true });
const { transformSync } = await import("esbuild");
for (const [from, to] of [
  ["build/wasm-simd/pe-core.js", "dist/pe-core.js"],
  ["build/wasm-scalar/pe-core-scalar.js", "dist/pe-core-scalar.js"],
  ["build/wasm-simd/pe-lab.js", "dist/pe-lab.js"],
  ["build/wasm-scalar/pe-lab-scalar.js", "dist/pe-lab-scalar.js"],
]) {
  const { code } = transformSync(readFileSync(join(root, from), "utf8"), { minify: true });
  writeFileSync(join(root, to), code);
}
run(process.execPath, [join(root, "scripts/build-web.mjs")]);
console.log("[build] dist/ is ready");
