// @ts-check
// The store's link: reading a URL's query into a state (whitelisted parameters only, each parsed
// and checked, a notice for each that is refused), writing a state back as a query in canonical
// form, and keeping the address bar in step with the store without costing a slider drag its
// frames.
import { whenIdle } from "../environment.js";
import { listText, truncated } from "../format.js";
import { themes } from "../theme.js";
import { t } from "../strings.js";
import { coreKinds, shapeMessage } from "./specs.js";

/** @typedef {import("./specs.js").State} State */
/** @typedef {import("./specs.js").Key} Key */
/** @typedef {import("./specs.js").Spec} Spec */

// Reads only the `core` parameter, before the core (and so limits()) exists. The store reads it
// again later and reports a bad value then, once.
/** @param {string} search */
export function readCoreRequest(search) {
  const raw = new URLSearchParams(search).get("core");
  return coreKinds.includes(raw) ? raw : "";
}

// Reads only the `theme` parameter, so that the page takes its colours before anything is drawn
// (startPage.js); "auto" unless it is a valid theme. The store reports a bad value, once.
/** @param {string} search */
export function readThemeRequest(search) {
  const raw = new URLSearchParams(search).get("theme");
  return themes.includes(raw) ? raw : "auto";
}

// The orders in which a link is read and written, from each parameter's place (specs.js).
/** @param {Record<Key, Spec>} specs @returns {{ readOrder: Key[], writeOrder: Key[] }} */
export function linkOrders(specs) {
  const keys = /** @type {Key[]} */ (Object.keys(specs));
  /** @param {"read" | "write"} which */
  const by = (which) => [...keys].sort((a, b) => specs[a].place[which] - specs[b].place[which]);
  return { readOrder: by("read"), writeOrder: by("write") };
}

// A state's fields written by key (each key's type is checked by its spec's parse and rule).
/** @param {State} values @returns {Record<string, any>} */
export const writable = (values) => values;

// Reads the link into `state` (which holds the defaults): each value parsed, then checked against
// the values read before it. A parameter given more than once is read from its first appearance
// (as URLSearchParams.get does), and a notice says which was used. Returns the parameters the
// link set (and that were accepted), and the notices about the others.
/**
 * @param {string} search
 * @param {Record<Key, Spec>} specs
 * @param {Key[]} readOrder
 * @param {State} state
 */
export function readLink(search, specs, readOrder, state) {
  const params = new URLSearchParams(search);
  /** @type {string[]} */
  const notices = [];
  /** @type {Set<string>} */
  const fromLink = new Set();
  for (const key of readOrder) {
    if (!params.has(key)) continue;
    const raw = params.get(key);
    const all = params.getAll(key);
    if (all.length > 1) {
      const given = listText(all.map((value) => `${key}=${truncated(value, 20)}`));
      notices.push(
        t("param.repeated", {
          key,
          count: all.length,
          given,
          first: `${key}=${truncated(raw, 20)}`,
        }),
      );
    }
    const spec = specs[key];
    const value = spec.parse(raw);
    const problem = value === undefined ? shapeMessage(spec, key, state) : spec.rule(value, state);
    if (problem === null) {
      writable(state)[key] = value;
      fromLink.add(key);
    } else {
      const fallback =
        typeof spec.fallback === "function"
          ? spec.fallback(state)
          : (spec.fallback ??
            t(
              typeof spec.default === "string"
                ? "param.fallback.defaultWord"
                : "param.fallback.default",
              {
                value: String(spec.default),
              },
            ));
      notices.push(
        t("param.refused", { given: `${key}=${truncated(raw, 40)}`, problem, fallback }),
      );
    }
  }
  return { fromLink, notices };
}

// The URL of a state: the page's own parameters in canonical form and in the written order, each
// left out when it has its default; parameters that are not ours stay as they were.
/**
 * @param {{ specs: Record<Key, Spec>, defaults: State, readOrder: Key[], writeOrder: Key[] }} link
 * @param {{ search: string, pathname: string, hash: string }} location
 * @param {State} values
 */
export function urlFor({ specs, defaults, readOrder, writeOrder }, location, values) {
  const out = new URLSearchParams(location.search);
  for (const key of readOrder) out.delete(key);
  for (const key of writeOrder) {
    const standard = specs[key].defaultFor?.(values) ?? defaults[key];
    if (values[key] !== standard) out.set(key, String(values[key]));
  }
  // Commas may stand unescaped in a query, and "dims=0,32,64" reads better than "0%2C32%2C64".
  const query = out.toString().replace(/%2C/gi, ",");
  return `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
}

// A slider drag changes the state sixty times a second, and each history.replaceState costs
// about a millisecond in Chromium, several on a slow phone (tests/bench). So the URL is written
// at most once per `interval` ms, with the state as it is by then (`url()` is asked when the write
// runs), and never in the task that changed the state: the write waits for the browser's next idle
// moment (at most `interval` ms), so that the figure the change redraws is painted first. The last
// change always lands. The first write, and every write with an interval of 0 (node tests of the
// store), is made at once.
/**
 * @param {{ state: any, replaceState(state: any, title: string, url: string): void }} history
 * @param {number} interval
 * @param {() => string} url
 */
export function createUrlWriter(history, interval, url) {
  let lastWrite = -Infinity;
  let pending = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  /** @type {(() => void)[]} */
  const waiters = [];
  function write() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    pending = false;
    lastWrite = performance.now();
    try {
      history.replaceState(history.state, "", url());
    } catch {
      // Some embedders (sandboxed iframes, opaque origins) refuse history changes; the page
      // still works, the link just doesn't follow along.
    }
    for (const resolve of waiters.splice(0)) resolve();
  }
  return {
    // The state changed: write it at the next idle moment once the interval is up.
    sync() {
      if (pending) return; // the write already due reads the state when it runs
      pending = true;
      // The first write (the page's own link, made tidy as it starts) lands at once.
      if (interval <= 0 || lastWrite === -Infinity) {
        write();
        return;
      }
      const wait = Math.max(0, lastWrite + interval - performance.now());
      timer = setTimeout(() => {
        timer = null;
        whenIdle(write, interval);
      }, wait);
    },
    // A promise, settled once the address bar shows the current state.
    /** @returns {Promise<void>} */
    written() {
      return pending ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
    },
    // Writes a pending URL now (the page calls it when it is left).
    flush: write,
  };
}
