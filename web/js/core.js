// @ts-check
// The only place that loads the wasm modules. Everything else receives them from here.
//
// The cores are classic scripts (Emscripten MODULARIZE + SINGLE_FILE) that define a global factory
// createPeCore(); the training lab's modules, likewise, createPeLab() (loadLab, on demand). A
// classic <script src> with a relative URL is used, not import(): it works from file://, over
// http and in a sandboxed iframe, and under a CSP without 'unsafe-eval'.

import { loadClassicScript } from "./dom.js";

/** @typedef {import("pe-core").PeCore} PeCore */
/** @typedef {"simd" | "scalar"} CoreKind */

/**
 * @typedef {object} LoadedCore
 * @property {PeCore} module the API; it restarts itself after a trap (see restartable)
 * @property {CoreKind} kind what the module reports it runs (kernelPath())
 * @property {string} reason why this core was chosen, in words
 * @property {(callback: () => void) => void} onRestarted
 */

const coreFiles = { simd: "pe-core.js", scalar: "pe-core-scalar.js" };
const labFiles = { simd: "pe-lab.js", scalar: "pe-lab-scalar.js" };

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
  return results.find((result) => !result.ok)?.error ?? "";
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

// Decides which core to load. `requested` is "simd", "scalar" or "" (let the browser decide).
export function chooseCore(requested, simdAvailable = hasWasmSimd()) {
  if (requested === "scalar")
    return { kind: "scalar", reason: "requested by the link (core=scalar)" };
  if (!simdAvailable) {
    return {
      kind: "scalar",
      reason:
        requested === "simd"
          ? "the link asked for the SIMD core, but this browser has no wasm SIMD"
          : "this browser has no wasm SIMD",
    };
  }
  return {
    kind: "simd",
    reason: requested === "simd" ? "requested by the link (core=simd)" : "wasm SIMD detected",
  };
}

// Emscripten 3.1.6's single-file loader first fetch()es its own embedded data: URL. The page's
// own policy allows that (connect-src 'self' data:), but a host that serves the files under a
// stricter header (no connect-src) would block it and log a violation, after which the loader
// decodes the same base64 itself. Refusing data: fetches while the core starts sends it straight
// to that fallback under any policy: same bytes, no violation, no request. Other fetches pass
// through untouched.
async function withoutDataUrlFetch(run) {
  const realFetch = globalThis.fetch;
  if (typeof realFetch !== "function") return run();
  globalThis.fetch = function fetchExceptDataUrls(input, init) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("data:")) {
      return Promise.reject(new TypeError("data: URL decoded by the loader instead"));
    }
    return realFetch.call(this, input, init);
  };
  try {
    return await run();
  } finally {
    globalThis.fetch = realFetch;
  }
}

// A module that restarts itself. If a call reports that the core stopped (a wasm trap or abort:
// the result carries aborted: true, see cpp/bindings/call-guard.js), this says so on the page,
// starts a fresh module from the script already loaded, and once it is ready calls every
// onRestarted callback (main.js redraws every section). Calls made in between answer
// {ok: false, error} as usual, so no section freezes or throws. Sections hold this object and
// never notice the swap.
/**
 * @template M
 * @param {M} first
 * @param {{ errorElement: HTMLElement | null, factory: () => Promise<M> }} options
 * @returns {{ module: M, onRestarted(callback: () => void): void }}
 */
function restartable(first, { errorElement, factory }) {
  let current = first;
  let restarting = null;
  const restartedCallbacks = [];
  const facade = {};

  function say(text) {
    if (!errorElement) return;
    errorElement.hidden = text === "";
    errorElement.textContent = text;
  }

  function restart() {
    if (restarting) return;
    say("The calculator stopped unexpectedly. Starting it again…");
    restarting = withoutDataUrlFetch(factory)
      .then((fresh) => {
        current = fresh;
        say("");
        for (const callback of restartedCallbacks) callback();
      })
      .catch((error) => {
        say(`The calculator stopped and could not start again (${error.message}). Please reload.`);
      })
      .finally(() => {
        restarting = null;
      });
  }

  for (const name of Object.keys(first)) {
    if (typeof first[name] !== "function") continue;
    facade[name] = (...args) => {
      const result = current[name](...args);
      if (result && result.aborted === true) restart();
      return result;
    };
  }
  return {
    module: /** @type {M} */ (facade),
    onRestarted(callback) {
      restartedCallbacks.push(callback);
    },
  };
}

// Loads the chosen core and resolves to { module, kind, reason, onRestarted }. `kind` is what the
// module itself reports through kernelPath(), so the page never claims a core it is not running.
// `module` restarts itself if the core ever stops (see restartable above).
// On failure, writes a message into errorElement (if given) and rethrows.
export async function loadCore({ requested = "", errorElement = null } = {}) {
  const choice = chooseCore(requested);
  const file = coreFiles[choice.kind];
  try {
    if (typeof WebAssembly !== "object") throw new Error("this browser has no WebAssembly");
    await loadClassicScript(file);
    if (typeof globalThis.createPeCore !== "function") {
      throw new Error(`${file} loaded but did not define createPeCore`);
    }
    const module = await withoutDataUrlFetch(() => globalThis.createPeCore());
    const kind = module.kernelPath() === "simd" ? "simd" : "scalar";
    const { module: facade, onRestarted } = restartable(module, {
      errorElement,
      factory: () => globalThis.createPeCore(),
    });
    return { module: facade, kind, reason: choice.reason, onRestarted };
  } catch (error) {
    if (errorElement) {
      errorElement.hidden = false;
      errorElement.textContent =
        `The calculator behind this page (${file}) could not start: ${error.message}. ` +
        "The text still reads fine, but the figures and numbers need it. " +
        "Try reloading, or a recent Chrome, Firefox or Safari.";
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
 * Loads the training lab's module of the same kind as the core (SIMD or scalar), once: the lab
 * section calls it when it is first needed, so that no other section waits for it.
 * @param {{ kind: CoreKind, errorElement?: HTMLElement | null }} options
 * @returns {Promise<LoadedLab>}
 */
export function loadLab({ kind, errorElement = null }) {
  let loading = labs.get(kind);
  if (!loading) {
    const file = labFiles[kind];
    loading = (async () => {
      await loadClassicScript(file);
      if (typeof globalThis.createPeLab !== "function") {
        throw new Error(`${file} loaded but did not define createPeLab`);
      }
      const module = await withoutDataUrlFetch(() => globalThis.createPeLab());
      const restarting = restartable(module, {
        errorElement,
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
