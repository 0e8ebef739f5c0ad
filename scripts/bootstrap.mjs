// Installs what a fresh Debian machine lacks, then the npm packages. Uses only node built-ins (it
// runs before node_modules exists).
//   As root: apt-get update + apt-get install of the missing Debian packages.
//   Otherwise: prints the exact command and stops.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

// Debian package -> a file it installs (how we tell it is there).
const debianPackages = [
  ["cmake", "/usr/bin/cmake"],
  ["ninja-build", "/usr/bin/ninja"],
  ["g++", "/usr/bin/g++"],
  ["emscripten", "/usr/bin/em++"],
  ["binaryen", "/usr/bin/wasm-dis"],
  ["libxsimd-dev", "/usr/include/xsimd/xsimd.hpp"],
  ["catch2", "/usr/include/catch2/catch.hpp"],
  ["chromium", "/usr/bin/chromium"],
  // The cross-engine suite (tests/engines/): Firefox ESR, and WebKitGTK's WebDriver with its
  // MiniBrowser (Safari's engine), which has no headless mode and runs on xvfb's virtual display.
  ["firefox-esr", "/usr/bin/firefox-esr"],
  ["webkit2gtk-driver", "/usr/bin/WebKitWebDriver"],
  ["xvfb", "/usr/bin/xvfb-run"],
  ["clang-14", "/usr/bin/clang++-14"],
  ["libclang-rt-14-dev", "/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a"],
  // pdftotext: the print and worksheet tests read the text of the PDFs Chromium prints.
  ["poppler-utils", "/usr/bin/pdftotext"],
  // xmllint: the SCORM manifests validated against the SCORM 1.2 schemas (tests/schemas/scorm12/).
  ["libxml2-utils", "/usr/bin/xmllint"],
  // Real glyphs for the Chinese and Arabic pages (their screenshots and layout tests): Noto Sans
  // and Serif CJK, and Noto Naskh and Sans Arabic.
  ["fonts-noto-cjk", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"],
  ["fonts-noto-core", "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"],
];

function run(command, args, extraEnv = {}) {
  console.log(`[bootstrap] ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) {
    console.error(`[bootstrap] failed: ${command} ${args.join(" ")} (exit ${result.status})`);
    process.exit(1);
  }
}

const missing = debianPackages.filter(([, file]) => !existsSync(file)).map(([name]) => name);
if (missing.length > 0) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `[bootstrap] Missing Debian packages: ${missing.join(", ")}.\n` +
        `Install them as root, then run this command again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`,
    );
    process.exit(1);
  }
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update", "-q"], apt);
  run("apt-get", ["install", "-y", "-q", ...missing], apt);
}

// npm ci when node_modules is missing or older than the lock file.
const installedMarker = join(root, "node_modules/.package-lock.json");
const lockFile = join(root, "package-lock.json");
if (
  !existsSync(installedMarker) ||
  statSync(installedMarker).mtimeMs < statSync(lockFile).mtimeMs
) {
  run("npm", ["ci", "--no-audit", "--no-fund"]);
}
