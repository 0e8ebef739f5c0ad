// Configures a CMake preset of CMakePresets.json when its build folder is new, or when the preset
// (with the presets it inherits) has changed since that folder was configured: CMake re-runs its
// configure step by itself when CMakeLists.txt changes, but not when a preset's cache variables
// or toolchain do, and a stale cache would build with the old options.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The preset as configured: its own fields and those of every preset it inherits, in order.
function resolvedPreset(presets, name) {
  const preset = presets.find((p) => p.name === name);
  if (!preset) throw new Error(`CMakePresets.json has no configure preset "${name}"`);
  const parents = [preset.inherits ?? []].flat().map((parent) => resolvedPreset(presets, parent));
  return { parents, preset };
}

// Returns the spawnSync status of the configure step (0 when nothing had to be done).
export function configurePreset(root, preset, env = process.env) {
  const { configurePresets } = JSON.parse(readFileSync(join(root, "CMakePresets.json"), "utf8"));
  const fingerprint = createHash("sha256")
    .update(JSON.stringify(resolvedPreset(configurePresets, preset)))
    .digest("hex");
  const folder = join(root, "build", preset);
  const stamp = join(folder, "preset-fingerprint.txt");
  const configured = existsSync(join(folder, "CMakeCache.txt"));
  if (configured && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint) return 0;
  const args = ["--preset", preset, "--log-level=WARNING"];
  if (configured) {
    console.log(`[build] the preset ${preset} changed: configuring build/${preset} afresh`);
    args.push("--fresh");
  }
  const result = spawnSync("cmake", args, { cwd: root, env, stdio: "inherit" });
  if (result.status === 0) writeFileSync(stamp, fingerprint);
  return result.status;
}
