// @ts-check
// The page's one store: every parameter a reader can change, mirrored in the URL query so that any
// view can be shared as a link. Data flow is one way: control -> store.set -> URL + subscribers.
//
// Only whitelisted parameters are read. Each is parsed strictly and range-checked against the
// core's limits(); a bad value in a link never breaks the page: it falls back to the default and a
// polite, visible notice says what happened. Parameters that are not ours (say, a course
// platform's tracking tag) are left in the URL untouched. The parameters are in specs.js, the
// link's reading and writing in url.js.
import { integerText } from "../format.js";
import { t } from "../strings.js";
import { makeSpecs, shapeMessage } from "./specs.js";
import { createUrlWriter, linkOrders, readLink, urlFor, writable } from "./url.js";

/** @typedef {import("./specs.js").State} State */
/** @typedef {import("./specs.js").Key} Key */
/** @typedef {import("./specs.js").Range} Range */
/** @typedef {import("./specs.js").Limits} Limits */
/** @typedef {import("./specs.js").Tokenize} Tokenize */
/** @typedef {import("./specs.js").Settled} Settled */

// Creates the store from the core's limits() and the current URL.
//   get(key), getAll()       current values
//   set(patch)               validates the whole candidate state; applies all or nothing;
//                            returns { ok, errors: { key: message }, settled }, where settled
//                            lists the parameters the change brought back into their range:
//                            [{ key, from, to, note: "i was 70; the largest pair for d = 128 is 63" }]
//   check(patch)             the same verdict without applying
//   range(key)               { min, max } for integer parameters under the current state
//   subscribe(fn)            fn(state, changedKeys) after each change; returns an unsubscribe
//   refresh()                calls every subscriber as if every key had changed
//   linkFor(sectionId)       a shareable URL of the current state, optionally pointing at a section
//   urlWritten()             a promise, settled once the address bar shows the current state
//   flushUrl()               writes a pending URL now (the page calls it when it is left)
//   notices                  messages about the link that was opened (bad values, fallbacks, a
//                            parameter given twice: the first one is used)
//
// urlInterval: the address bar follows the state at most once per this many ms (0: at once).
/**
 * @typedef {object} StoreOptions
 * @property {Partial<Limits>} limits the core's limits()
 * @property {Tokenize} tokenize the core's tokenize: sentences are checked with its words
 * @property {{ search: string, pathname: string, hash: string, href: string }} [location]
 * @property {{ state: any, replaceState(state: any, title: string, url: string): void }} [history]
 * @property {number} [urlInterval]
 */
/** @typedef {(state: State, changed: Set<string>) => void} Listener */
/** @typedef {{ ok: boolean, errors: Record<string, string> }} Verdict */

/** @param {StoreOptions} options */
export function createStore({
  limits,
  tokenize,
  location = window.location,
  history = window.history,
  urlInterval = 100,
}) {
  const specs = makeSpecs(/** @type {Limits} */ (limits), tokenize);
  const { readOrder, writeOrder } = linkOrders(specs);
  const defaults = /** @type {State} */ (
    Object.fromEntries(readOrder.map((key) => [key, specs[key].default]))
  );
  /** @type {Set<Listener>} */
  const listeners = new Set();
  /** @param {string} key @param {State} values @returns {Range | null} */
  const rangeOf = (key, values) =>
    specs[key]?.range?.(values, /** @type {Limits} */ (limits)) ?? null;
  const settledKeys = readOrder.filter((key) => specs[key].settle);
  // The value the reader last gave each settled parameter, while only settling has changed it
  // since: { from, to }. A note then names the reader's value, not an intermediate one ("i was 70"
  // all along a drag of d from 256 down to 100), and when the range widens again the parameter
  // goes back towards that value (d back up to 256 gives i = 70 again).
  /** @type {Map<Key, { from: any, to: any }>} */
  const readerValues = new Map();

  // 1. Read the link (url.js): each value checked against those read before it.
  /** @type {State} */
  const state = { ...defaults };
  const { fromLink, notices } = readLink(location.search, specs, readOrder, state);
  // Parameters whose default depends on others (ref on n) take it now, unless the link set them;
  // a default outside its range (shift 100 with pos + k near the limit) comes into it.
  for (const key of readOrder) {
    const { defaultFor } = specs[key];
    if (defaultFor && !fromLink.has(key)) writable(state)[key] = defaultFor(state);
  }
  settle(state, {});

  // 2. Write the URL back in canonical form, so a corrected link is what gets copied; then keep
  // the address bar following the state.
  const link = { specs, defaults, readOrder, writeOrder };
  const urlWriter = createUrlWriter(history, urlInterval, () => urlFor(link, location, state));
  urlWriter.sync();

  // Keeps dependants valid when what they depend on changes (a smaller d shrinks the range of
  // i and drops plotted dimensions past it; a smaller pos raises the floor of k), unless the
  // patch sets them itself. What is kept in range is the reader's own value (`wanted`: the one
  // they set, even if settling has moved the parameter since): an integer takes the nearest
  // value to it inside its range (none, when the range is empty), dims keeps those of its
  // dimensions that exist. So i = 70 becomes 63 when d drops to 128, and 70 again when d is back
  // at 256. Returns what it changed, each with the reader's note.
  /**
   * @param {State} candidate
   * @param {Partial<State>} patch
   * @returns {Settled[]}
   */
  function settle(candidate, patch) {
    /** @type {Settled[]} */
    const settled = [];
    for (const key of settledKeys) {
      if (key in patch) continue;
      const { settle: rule } = specs[key];
      const value = candidate[key];
      const earlier = readerValues.get(key);
      const wanted = earlier && earlier.to === value ? earlier.from : value;
      let next = value;
      if (rule.apply) {
        next = rule.apply(wanted, candidate);
      } else {
        const { min, max } = rangeOf(key, candidate);
        if (max >= min) next = Math.max(min, Math.min(max, /** @type {number} */ (wanted)));
      }
      if (next === value) continue;
      writable(candidate)[key] = next;
      const note =
        next === wanted
          ? t("param.back", {
              key,
              value: typeof wanted === "number" ? integerText(wanted) : String(wanted),
            })
          : rule.note(wanted, next, candidate);
      settled.push({ key, from: wanted, to: next, note });
    }
    return settled;
  }

  // A patch's text values in their canonical form (a sentence's spaces, a list of dimensions), so
  // that the store holds, and the link carries, what a link with the same text would give.
  /** @param {Record<string, any>} patch */
  function canonical(patch) {
    const out = { ...patch };
    for (const [key, value] of Object.entries(patch)) {
      const spec = specs[key];
      if (!spec || typeof spec.default !== "string" || typeof value !== "string") continue;
      const parsed = spec.parse(value);
      if (parsed !== undefined) out[key] = parsed;
    }
    return out;
  }

  /** @param {Record<string, any>} patch */
  function judge(patch) {
    const candidate = { ...state, ...canonical(patch) };
    const settled = settle(candidate, patch);
    /** @type {Record<string, string>} */
    const errors = {};
    for (const key of Object.keys(patch)) {
      const spec = specs[key];
      if (!spec) {
        errors[key] = t("param.unknown", { key });
        continue;
      }
      const value = candidate[key];
      // Numbers of any size reach their rule, which names the range; text must parse.
      const wellFormed =
        typeof value === typeof spec.default &&
        (typeof value === "number" ? !Number.isNaN(value) : spec.parse(value) !== undefined);
      const problem = wellFormed ? spec.rule(value, candidate) : shapeMessage(spec, key, candidate);
      if (problem !== null) errors[key] = `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;
    }
    return { ok: Object.keys(errors).length === 0, errors, candidate, settled };
  }

  const store = {
    notices,
    defaults,
    /**
     * @template {Key} K
     * @param {K} key
     * @returns {State[K]}
     */
    get: (key) => state[key],
    /** @returns {State} */
    getAll: () => ({ ...state }),
    /** @param {Record<string, any>} patch @returns {Verdict} */
    check(patch) {
      const { ok, errors } = judge(patch);
      return { ok, errors };
    },
    /** @param {Record<string, any>} patch @returns {Verdict & { settled: Settled[] }} */
    set(patch) {
      const { ok, errors, candidate, settled } = judge(patch);
      if (!ok) return { ok, errors, settled: [] };
      const changed = new Set(readOrder.filter((key) => candidate[key] !== state[key]));
      for (const key of Object.keys(patch)) readerValues.delete(/** @type {Key} */ (key));
      for (const { key, from, to } of settled) {
        if (from === to) readerValues.delete(key);
        else readerValues.set(key, { from, to });
      }
      if (changed.size === 0) return { ok, errors, settled };
      Object.assign(state, candidate);
      urlWriter.sync();
      const snapshot = { ...state };
      for (const listener of listeners) listener(snapshot, changed);
      return { ok, errors, settled };
    },
    // The range of an integer parameter under the current state (null for the others): the
    // same bounds its rule checks and the settle step keeps.
    /** @param {string} key */
    range: (key) => rangeOf(key, state),
    /** @param {Listener} listener @returns {() => void} */
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // Tells every listener that everything changed: after the core restarts, each section draws
    // again from the current state.
    refresh() {
      const snapshot = { ...state };
      const all = new Set(readOrder);
      for (const listener of listeners) listener(snapshot, all);
    },
    urlWritten: () => urlWriter.written(),
    flushUrl: () => urlWriter.flush(),
    linkFor(sectionId = "") {
      const url = new URL(urlFor(link, location, { ...state, section: sectionId }), location.href);
      if (sectionId) url.hash = sectionId;
      return url.href;
    },
  };
  return store;
}

/** @typedef {ReturnType<typeof createStore>} Store */
