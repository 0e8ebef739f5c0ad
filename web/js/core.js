// @ts-check
// The only place that loads the core's modules. Everything else receives them from here.
//
// The cores are classic scripts (Emscripten MODULARIZE + SINGLE_FILE) that define a global factory
// createPeCore(); the training lab's modules, likewise, createPeLab() (loadLab, on demand). A
// classic <script src> with a relative URL is used, not import(): it works from file://, over
// http and in a sandboxed iframe, and under a CSP without 'unsafe-eval'.
//
// Three builds of the same C++ core, with the same API: wasm SIMD (pe-core.js), wasm scalar
// (pe-core-scalar.js), and that scalar build turned into plain JavaScript by wasm2js
// (pe-core-js.js), for pages that cannot compile WebAssembly: no WebAssembly object (switched
// off, a JIT-less browser mode) or a Content-Security-Policy without 'wasm-unsafe-eval'. The page
// asks first whether it may compile WebAssembly (wasmCompiles), and loads the JavaScript core only
// when it may not, or when the link says core=js, or when a wasm core fails to start.

import { loadClassicScript } from "./dom.js";
import { restartable, withoutDataUrlFetch } from "./restartable.js";
import { t } from "./strings.js";
import { refusalText } from "./refusal.js";

/** @typedef {import("pe-core").PeCore} PeCore */
/** @typedef {"simd" | "scalar" | "js"} CoreKind */

/**
 * @typedef {object} LoadedCore
 * @property {PeCore} module the API; it restarts itself after a trap (see restartable)
 * @property {CoreKind} kind what the module reports it runs (kernelPath())
 * @property {string} reason why this core was chosen, in words
 * @property {(callback: () => void) => void} onRestarted
 */

/** The scripts of each kind of core: the core itself and the training lab's module. */
export const moduleFiles = {
  simd: { core: "pe-core.js", lab: "pe-lab.js" },
  scalar: { core: "pe-core-scalar.js", lab: "pe-lab-scalar.js" },
  js: { core: "pe-core-js.js", lab: "pe-lab-js.js" },
};

/** How the status line names each core. */
export const coreNames = {
  get simd() {
    return t("core.name.simd");
  },
  get scalar() {
    return t("core.name.scalar");
  },
  get js() {
    return t("core.name.js");
  },
};

/**
 * Whether the core accepted every one of several calls (and, to the type checker, that each
 * result then has its fields).
 * @template T
 * @param {import("pe-core").Result<T>[]} results
 * @returns {results is (T & { ok: true, error: "" })[]}
 */
export function allOk(results) {
  return results.every((result) => result.ok);
}

/**
 * The first refusal's message among several results ("" when the core accepted them all).
 * @param {{ ok: boolean, error: string }[]} results
 */
export function firstError(results) {
  return refusalText(results.find((result) => !result.ok));
}

// The smallest module that needs wasm SIMD: one function returning a v128 (i32.const 0,
// i8x16.splat, i8x16.popcnt). popcnt arrived late in the SIMD proposal, so this also rejects
// browsers that shipped only a pre-final draft of it.
const simdProbe = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);

export function hasWasmSimd() {
  try {
    return typeof WebAssembly === "object" && WebAssembly.validate(simdProbe);
  } catch {
    return false;
  }
}

// The smallest valid module: the magic number and version alone.
const emptyModule = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);

/** @typedef {{ ok: boolean, why?: string }} WasmAnswer ok, or why not (in words) */

/**
 * Whether this page may compile WebAssembly: { ok: true }, or { ok: false, why } in words.
 * Compiling the empty module is the test: where the page's Content-Security-Policy lacks
 * 'wasm-unsafe-eval', the browser refuses it (and reports that one refused compile as a CSP
 * violation: the only one the page then causes); where WebAssembly is switched off there is no
 * WebAssembly object, or a compile that throws. The compile is synchronous (an empty module is
 * tiny, far below what browsers allow on the main thread), so the core's script is asked for at
 * once, not a task later: the page starts ~100 ms sooner.
 * @returns {WasmAnswer}
 */
export function wasmCompiles() {
  if (typeof WebAssembly !== "object" || typeof WebAssembly.Module !== "function") {
    return { ok: false, why: t("core.why.noWasm") };
  }
  try {
    new WebAssembly.Module(emptyModule);
    return { ok: true };
  } catch {
    return {
      ok: false,
      why: t("core.why.cspRefused"),
    };
  }
}

/**
 * Decides which core to load. `requested` is "simd", "scalar", "js" or "" (let the browser
 * decide); `wasm` says whether WebAssembly may be compiled here (wasmCompiles()).
 * @param {string} requested
 * @param {{ simd?: boolean, wasm?: WasmAnswer }} [browser]
 * @returns {{ kind: CoreKind, reason: string }}
 */
export function chooseCore(requested, { simd = hasWasmSimd(), wasm = { ok: true } } = {}) {
  if (requested === "js") return { kind: "js", reason: t("core.reason.linkJs") };
  if (!wasm.ok) {
    return {
      kind: "js",
      reason: requested ? t("core.reason.askedBut", { requested, why: wasm.why }) : wasm.why,
    };
  }
  if (requested === "scalar") return { kind: "scalar", reason: t("core.reason.linkScalar") };
  if (!simd) {
    return {
      kind: "scalar",
      reason: requested === "simd" ? t("core.reason.askedSimdNoSimd") : t("core.reason.noSimd"),
    };
  }
  return {
    kind: "simd",
    reason: requested === "simd" ? t("core.reason.linkSimd") : t("core.reason.simdDetected"),
  };
}

/**
 * The kind of core a started module is, from what it reports itself (moduleFormat() and
 * kernelPath()), so the page never claims a core it is not running.
 * @param {{ moduleFormat(): string, kernelPath(): string }} module
 * @returns {CoreKind}
 */
export function kindOf(module) {
  if (module.moduleFormat() === "wasm2js") return "js";
  return module.kernelPath() === "simd" ? "simd" : "scalar";
}

/** Shows a restart's message in `element` (hidden when the message is ""), if there is one.
 * @param {HTMLElement | null} element @returns {(text: string) => void} */
export const sayIn = (element) => (text) => {
  if (!element) return;
  element.hidden = text === "";
  element.textContent = text;
};

// Starts the core of `kind` from its script: { module, kind, onRestarted }. `module` restarts
// itself if the core ever stops (see restartable above).
async function startCore(kind, errorElement) {
  const file = moduleFiles[kind].core;
  await loadClassicScript(file);
  if (typeof globalThis.createPeCore !== "function") {
    throw new Error(`${file} loaded but did not define createPeCore`);
  }
  const module = await withoutDataUrlFetch(() => globalThis.createPeCore());
  const { module: facade, onRestarted } = restartable(module, {
    say: sayIn(errorElement),
    factory: () => globalThis.createPeCore(),
  });
  return { module: facade, kind: kindOf(module), onRestarted };
}

// Loads the chosen core and resolves to { module, kind, reason, onRestarted }. `kind` is what the
// module itself reports (kindOf). A wasm core that does not start (its compile refused after all,
// say) gives way to the JavaScript core, with the reason saying so.
// On failure, writes a message into errorElement (if given) and rethrows.
export async function loadCore({ requested = "", errorElement = null } = {}) {
  const wasm = requested === "js" ? { ok: true } : wasmCompiles();
  const choice = chooseCore(requested, { wasm });
  let file = moduleFiles[choice.kind].core;
  try {
    try {
      return { ...(await startCore(choice.kind, errorElement)), reason: choice.reason };
    } catch (error) {
      if (choice.kind === "js") throw error;
      console.warn(error);
      file = moduleFiles.js.core;
      const reason = t("core.reason.couldNotStart", {
        core: coreNames[choice.kind],
        error: error.message,
      });
      return { ...(await startCore("js", errorElement)), reason };
    }
  } catch (error) {
    if (errorElement) {
      errorElement.hidden = false;
      errorElement.textContent = t("core.status.failed", { file, error: error.message });
    }
    throw error;
  }
}

/**
 * @typedef {object} LoadedLab
 * @property {import("pe-core").PeLab} module the lab's API; it restarts itself after a trap, and
 *   its models are then gone (onRestarted tells)
 * @property {CoreKind} kind
 * @property {(callback: () => void) => void} onRestarted
 */

/** @type {Map<CoreKind, Promise<LoadedLab>>} */
const labs = new Map();

/**
 * Loads the training lab's module of the same kind as the core (SIMD, scalar or JavaScript),
 * once: the lab section calls it when it is first needed, so that no other section waits for it.
 * @param {{ kind: CoreKind, errorElement?: HTMLElement | null }} options
 * @returns {Promise<LoadedLab>}
 */
export function loadLab({ kind, errorElement = null }) {
  let loading = labs.get(kind);
  if (!loading) {
    const file = moduleFiles[kind].lab;
    loading = (async () => {
      await loadClassicScript(file);
      if (typeof globalThis.createPeLab !== "function") {
        throw new Error(`${file} loaded but did not define createPeLab`);
      }
      const module = await withoutDataUrlFetch(() => globalThis.createPeLab());
      const restarting = restartable(module, {
        say: sayIn(errorElement),
        factory: () => globalThis.createPeLab(),
      });
      return { module: restarting.module, kind, onRestarted: restarting.onRestarted };
    })();
    // A failed load may be tried again (a flaky connection, say).
    loading.catch(() => labs.delete(kind));
    labs.set(kind, loading);
  }
  return loading;
}
