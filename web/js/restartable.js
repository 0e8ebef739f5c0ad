// @ts-check
// Starting an Emscripten module and keeping it going: withoutDataUrlFetch (its single-file loader
// without a data: fetch) and restartable (a module that starts afresh after a trap). Knows
// nothing of the page: it runs in the page (core.js) and in the lab's worker (lab/labWorker.js).
import { t } from "./strings.js";

// Emscripten 3.1.6's single-file loader first fetch()es its own embedded data: URL. The page's
// own policy allows that (connect-src 'self' data:), but a host that serves the files under a
// stricter header (no connect-src) would block it and log a violation, after which the loader
// decodes the same base64 itself. Refusing data: fetches while the core starts sends it straight
// to that fallback under any policy: same bytes, no violation, no request. Other fetches pass
// through untouched.
export async function withoutDataUrlFetch(run) {
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
 * @param {{ say: (text: string) => void, factory: () => Promise<M> }} options
 *   say: shows a message about the restart ("" when there is none to show)
 * @returns {{ module: M, onRestarted(callback: () => void): void }}
 */
export function restartable(first, { say, factory }) {
  let current = first;
  let restarting = null;
  const restartedCallbacks = [];
  const facade = {};

  function restart() {
    if (restarting) return;
    say(t("core.status.restarting"));
    restarting = withoutDataUrlFetch(factory)
      .then((fresh) => {
        current = fresh;
        say("");
        for (const callback of restartedCallbacks) callback();
      })
      .catch((error) => {
        say(t("core.status.restartFailed", { error: error.message }));
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
