// The page's one store: every parameter a reader can change, mirrored in the URL query so that any
// view can be shared as a link. Data flow is one way: control -> store.set -> URL + subscribers.
//
// Only whitelisted parameters are read. Each is parsed strictly and range-checked against the
// core's limits(); a bad value in a link never breaks the page: it falls back to the default and a
// polite, visible notice says what happened. Parameters that are not ours (say, a course
// platform's tracking tag) are left in the URL untouched.
import { questionKindIds } from "./examKinds.js";
import { layouts } from "./layout.js";

export const sectionIds = [
  "why-order",
  "formula",
  "wavelengths",
  "matrix",
  "identity",
  "relative",
  "embeddings",
  "attention",
  "learned",
  "exam",
  "rope",
];

const peKinds = ["none", "sinusoidal", "learned"];
const coreKinds = ["simd", "scalar"];
const maxSeed = 4294967295;
const minPlotDims = 2;
const maxPlotDims = 4;

// Strict parsers: "12abc", "", " 3" and "1.5" are not integers. They return undefined when the
// text is not of the right shape at all; range checks come after.
function parseInteger(raw) {
  if (!/^[+-]?\d{1,16}$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

function parseReal(raw) {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

function parseWord(allowed) {
  return (raw) => (allowed.includes(raw) ? raw : undefined);
}

// Sentences for the attention toy, as the reader typed them: "Dog, bites man!" is fine (the
// core's tokenizer keeps the words of letters a-z, lowercased, and drops the rest). Only the
// whitespace is put in canonical form (trimmed, runs of spaces made one), so that what a text
// field accepts and what a link carries are the same string. Printable ASCII only: the core
// refuses other scripts, and control characters have no business in a link. Words are counted
// as the core counts them (runs of letters); the limits are checked by the rules below.
export function canonicalSentence(raw) {
  return String(raw).trim().replace(/\s+/g, " ");
}

function parseSentence(raw) {
  const text = canonicalSentence(raw);
  return /^[\x20-\x7e]+$/.test(text) && countWords(text) > 0 ? text : undefined;
}

export function countWords(text) {
  return (text.match(/[A-Za-z]+/g) ?? []).length;
}

// A list of dimension numbers ("0,32, 64") in canonical form ("0,32,64"), in the reader's order.
// "" (the parameter left out) means "the plot's own choice for this d".
export function parseDimensionList(raw) {
  const text = raw.trim();
  if (text === "") return "";
  if (!/^\d{1,5}(\s*,\s*\d{1,5})*$/.test(text)) return undefined;
  return text
    .split(",")
    .map((part) => String(Number(part.trim())))
    .join(",");
}

function dimensionList(value) {
  return value === "" ? [] : value.split(",").map(Number);
}

// The rope section's shift moves both the query (at pos) and the key (at pos + k) along; both
// must stay positions the core accepts (0..maxPosition).
function shiftBounds(s, maxPosition) {
  return { min: -Math.min(s.pos, s.pos + s.k), max: maxPosition - Math.max(s.pos, s.pos + s.k) };
}

// Each parameter: default, parse(raw) -> value | undefined, and rule(value, state, limits) ->
// null when fine, or a sentence fragment "x must be ..." naming the limit. `state` holds the other
// parameters' values, so cross-checks (n * d, i < d/2, k >= -pos) see the candidate state.
// `order` matters when reading a link: a parameter is checked against those read before it.
function makeSpecs(limits) {
  const { minDModel, maxDModel, minPositions, maxPositions, maxCells, maxPosition } = limits;
  const maxSentenceTokens = limits.maxSentenceTokens ?? 32;
  const maxSentenceChars = limits.maxSentenceChars ?? 256;
  // A core that does not report maxBase gets no upper bound here; it still refuses with a message.
  const maxBase = limits.maxBase ?? Infinity;
  const maxBaseText = maxBase >= 1e6 ? maxBase.toExponential().replace("e+", "e") : String(maxBase);
  const maxNFor = (d) => Math.min(maxPositions, Math.floor(maxCells / d));
  // The learned position table has a row per position up to max_len and none past it, so a
  // sentence longer than that has no learned positions (the core says the same).
  const learnedMaxLen = limits.learnedMaxLen ?? 16;
  const sentenceRule = (key) => (v, s) => {
    const words = countWords(v);
    if (v.length > maxSentenceChars || words > maxSentenceTokens) {
      return `${key} must have at most ${maxSentenceTokens} words and ${maxSentenceChars} characters`;
    }
    if (s.pe === "learned" && words > learnedMaxLen) {
      return `with pe=learned, ${key} must have at most ${learnedMaxLen} words (the learned table has ${learnedMaxLen} rows)`;
    }
    return null;
  };
  return {
    core: {
      default: "",
      parse: parseWord(coreKinds),
      rule: () => null,
      shape: "core must be simd or scalar",
      fallback: "the page picks the core itself",
    },
    section: {
      default: "",
      parse: parseWord(sectionIds),
      rule: () => null,
      shape: `section must be one of ${sectionIds.join(", ")}`,
      fallback: "the whole page is shown from the top",
    },
    seed: {
      default: 1,
      parse: parseInteger,
      rule: (v) =>
        v >= 0 && v <= maxSeed ? null : `seed must be a whole number from 0 to ${maxSeed}`,
    },
    d: {
      default: 128,
      parse: parseInteger,
      rule: (v, s) => {
        if (v % 2 !== 0 || v < minDModel || v > maxDModel) {
          return `d must be an even number from ${minDModel} to ${maxDModel}`;
        }
        if (s.n * v > maxCells) {
          return `with n=${s.n}, d must be at most ${Math.floor(maxCells / s.n / 2) * 2} (n × d at most ${maxCells} cells)`;
        }
        return null;
      },
    },
    n: {
      default: 64,
      parse: parseInteger,
      rule: (v, s) => {
        if (v < minPositions || v > maxPositions) {
          return `n must be a whole number from ${minPositions} to ${maxPositions}`;
        }
        if (v * s.d > maxCells) {
          return `with d=${s.d}, n must be at most ${maxNFor(s.d)} (n × d at most ${maxCells} cells)`;
        }
        return null;
      },
    },
    base: {
      default: 10000,
      parse: parseReal,
      rule: (v) => {
        if (v > 1 && v <= maxBase) return null;
        return Number.isFinite(maxBase)
          ? `base must be a number greater than 1 and at most ${maxBaseText}`
          : "base must be a number greater than 1";
      },
    },
    pos: {
      default: 3,
      parse: parseInteger,
      rule: (v) =>
        v >= 0 && v <= maxPosition ? null : `pos must be a whole number from 0 to ${maxPosition}`,
    },
    i: {
      default: 1,
      parse: parseInteger,
      rule: (v, s) => {
        const top = s.d / 2 - 1;
        return v >= 0 && v <= top
          ? null
          : `with d=${s.d}, i (a pair index) must be a whole number from 0 to ${top}`;
      },
    },
    k: {
      default: 5,
      parse: parseInteger,
      rule: (v, s) =>
        v >= -s.pos && v <= maxPosition
          ? null
          : `with pos=${s.pos}, k must be a whole number from ${-s.pos} to ${maxPosition}`,
    },
    ref: {
      default: 20,
      // The default may lie past a short sequence's end: there, the last position is the
      // default (so "?n=12" means ref 11 and needs no ref in the link).
      defaultFor: (s) => Math.min(20, s.n - 1),
      parse: parseInteger,
      rule: (v, s) =>
        v >= 0 && v <= s.n - 1
          ? null
          : `with n=${s.n}, ref must be a whole number from 0 to ${s.n - 1}`,
      fallback: (s) =>
        s.ref > s.n - 1
          ? `ref ${s.n - 1} (the last position) is used`
          : `the default ${s.ref} is used`,
    },
    shift: {
      default: 100,
      parse: parseInteger,
      rule: (v, s) => {
        const { min, max } = shiftBounds(s, maxPosition);
        if (max < min) {
          return `with pos=${s.pos} and k=${s.k}, pos + k is past ${maxPosition}, so no shift fits`;
        }
        return v >= min && v <= max
          ? null
          : `with pos=${s.pos} and k=${s.k}, shift must be a whole number from ${min} to ${max}`;
      },
    },
    pe: {
      default: "sinusoidal",
      parse: parseWord(peKinds),
      rule: (v, s) => {
        if (v !== "learned") return null;
        const longest = Math.max(countWords(s.s1), countWords(s.s2));
        return longest > learnedMaxLen
          ? `with a sentence of ${longest} words, pe cannot be learned (the learned table has ${learnedMaxLen} rows)`
          : null;
      },
      shape: `pe must be one of ${peKinds.join(", ")}`,
    },
    s1: {
      default: "dog bites man",
      parse: parseSentence,
      rule: sentenceRule("s1"),
      shape: "s1 must contain a word of letters a-z and only ASCII characters",
    },
    s2: {
      default: "man bites dog",
      parse: parseSentence,
      rule: sentenceRule("s2"),
      shape: "s2 must contain a word of letters a-z and only ASCII characters",
    },
    layout: {
      default: "interleaved",
      parse: parseWord(layouts),
      rule: () => null,
      shape: `layout must be ${layouts.join(" or ")}`,
    },
    dims: {
      default: "",
      parse: parseDimensionList,
      rule: (v, s) => {
        if (v === "") return null;
        const list = dimensionList(v);
        if (list.length < minPlotDims || list.length > maxPlotDims) {
          return `dims must list ${minPlotDims} to ${maxPlotDims} dimensions`;
        }
        if (new Set(list).size !== list.length) return "dims must not repeat a dimension";
        if (list.some((dim) => dim >= s.d)) {
          return `with d=${s.d}, each of dims must be a whole number from 0 to ${s.d - 1}`;
        }
        return null;
      },
      shape: "dims must be whole numbers separated by commas",
      fallback: "the plot shows its usual dimensions",
    },
    question: {
      default: "value",
      parse: parseWord(questionKindIds),
      rule: () => null,
      shape: `question must be one of ${questionKindIds.join(", ")}`,
    },
  };
}

// The order in which a link is read: later parameters are checked against earlier
// ones, so a bad d cannot make a good n look wrong.
const readOrder = [
  "core",
  "section",
  "seed",
  "d",
  "n",
  "base",
  "pos",
  "i",
  "k",
  "ref",
  "shift",
  "pe",
  "s1",
  "s2",
  "layout",
  "dims",
  "question",
];
// The order in which a link is written: the documented one, easiest for people to read.
const writeOrder = [
  "n",
  "d",
  "base",
  "pos",
  "i",
  "k",
  "ref",
  "shift",
  "s1",
  "s2",
  "pe",
  "layout",
  "dims",
  "question",
  "core",
  "section",
  "seed",
];

function shapeMessage(spec, key) {
  if (spec.shape) return spec.shape;
  return spec.parse === parseInteger ? `${key} must be a whole number` : `${key} must be a number`;
}

function quoteRaw(raw) {
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

// Reads only the `core` parameter, before the core (and so limits()) exists. The store reads it
// again later and reports a bad value then, once.
export function readCoreRequest(search) {
  const raw = new URLSearchParams(search).get("core");
  return coreKinds.includes(raw) ? raw : "";
}

// Creates the store from the core's limits() and the current URL.
//   get(key), getAll()       current values
//   set(patch)               validates the whole candidate state; applies all or nothing;
//                            returns { ok, errors: { key: message } }
//   check(patch)             the same verdict without applying
//   range(key)               { min, max } for integer parameters under the current state
//   subscribe(fn)            fn(state, changedKeys) after each change; returns an unsubscribe
//   refresh()                calls every subscriber as if every key had changed
//   linkFor(sectionId)       a shareable URL of the current state, optionally pointing at a section
//   urlWritten()             a promise, settled once the address bar shows the current state
//   flushUrl()               writes a pending URL now (the page calls it when it is left)
//   notices                  messages about the link that was opened (bad values, fallbacks)
//
// urlInterval: the address bar follows the state at most once per this many ms (0: at once).
export function createStore({
  limits,
  location = window.location,
  history = window.history,
  urlInterval = 100,
}) {
  const specs = makeSpecs(limits);
  const defaults = Object.fromEntries(readOrder.map((key) => [key, specs[key].default]));
  const notices = [];
  const listeners = new Set();
  // A shift that pos or k left out of range comes back to the nearest one that fits (none fits
  // when pos + k is itself past the limit; the rope section then shows the core's message).
  const clampShift = (s) => {
    const { min, max } = shiftBounds(s, limits.maxPosition);
    if (max >= min) s.shift = Math.max(min, Math.min(max, s.shift));
  };

  // 1. Read the link: each value parsed, then checked against the values read before it.
  const params = new URLSearchParams(location.search);
  const state = { ...defaults };
  for (const key of readOrder) {
    if (!params.has(key)) continue;
    const raw = params.get(key);
    const spec = specs[key];
    const value = spec.parse(raw);
    const problem = value === undefined ? shapeMessage(spec, key) : spec.rule(value, state);
    if (problem === null) {
      state[key] = value;
    } else {
      const shown = typeof spec.default === "string" ? `“${spec.default}”` : String(spec.default);
      const fallback =
        typeof spec.fallback === "function"
          ? spec.fallback(state)
          : (spec.fallback ?? `the default ${shown} is used`);
      notices.push(`The link asked for ${key}=${quoteRaw(raw)}; ${problem}, so ${fallback}.`);
    }
  }
  // Parameters whose default depends on others (ref on n) take it now, unless the link set them.
  for (const key of readOrder) {
    const { defaultFor } = specs[key];
    if (defaultFor && state[key] === defaults[key]) state[key] = defaultFor(state);
  }
  clampShift(state);

  // 2. Write the URL back in canonical form, so a corrected link is what gets copied.
  function urlFor(values) {
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
  // about a millisecond in Chromium (tests/bench). So the URL is written at once after a quiet
  // spell and otherwise once per urlInterval, with the state as it is by then: the last change
  // always lands.
  let lastUrlWrite = -Infinity;
  let urlTimer = null;
  const urlWaiters = [];
  function writeUrl() {
    if (urlTimer !== null) clearTimeout(urlTimer);
    urlTimer = null;
    lastUrlWrite = performance.now();
    try {
      history.replaceState(history.state, "", urlFor(state));
    } catch {
      // Some embedders (sandboxed iframes, opaque origins) refuse history changes; the page
      // still works, the link just doesn't follow along.
    }
    for (const resolve of urlWaiters.splice(0)) resolve();
  }
  function syncUrl() {
    if (urlTimer !== null) return; // the write already due reads the state when it runs
    const wait = lastUrlWrite + urlInterval - performance.now();
    if (wait <= 0) writeUrl();
    else urlTimer = setTimeout(writeUrl, wait);
  }
  syncUrl();

  // Keeps dependants valid when what they depend on changes (a smaller d shrinks the range of
  // i and drops plotted dimensions past it; a smaller pos raises the floor of k), unless the
  // patch sets them itself.
  function settle(candidate, patch) {
    if (!("i" in patch) && candidate.i > candidate.d / 2 - 1) candidate.i = candidate.d / 2 - 1;
    if (!("k" in patch) && candidate.k < -candidate.pos) candidate.k = -candidate.pos;
    if (!("ref" in patch) && candidate.ref > candidate.n - 1) candidate.ref = candidate.n - 1;
    if (!("shift" in patch)) clampShift(candidate);
    if (!("dims" in patch) && candidate.dims !== "") {
      const kept = dimensionList(candidate.dims).filter((dim) => dim < candidate.d);
      candidate.dims = kept.length >= minPlotDims ? kept.join(",") : "";
    }
    return candidate;
  }

  function judge(patch) {
    const candidate = settle({ ...state, ...patch }, patch);
    const errors = {};
    for (const key of Object.keys(patch)) {
      const spec = specs[key];
      if (!spec) {
        errors[key] = `${key} is not a parameter of this page`;
        continue;
      }
      const value = candidate[key];
      const wellFormed =
        typeof value === typeof spec.default &&
        (typeof value !== "number" || Number.isFinite(value)) &&
        (spec.parse !== parseInteger || Number.isSafeInteger(value)) &&
        spec.parse(String(value)) !== undefined;
      const problem = wellFormed ? spec.rule(value, candidate) : shapeMessage(spec, key);
      if (problem !== null) errors[key] = `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;
    }
    return { ok: Object.keys(errors).length === 0, errors, candidate };
  }

  const store = {
    notices,
    defaults,
    get: (key) => state[key],
    getAll: () => ({ ...state }),
    check(patch) {
      const { ok, errors } = judge(patch);
      return { ok, errors };
    },
    set(patch) {
      const { ok, errors, candidate } = judge(patch);
      if (!ok) return { ok, errors };
      const changed = new Set(readOrder.filter((key) => candidate[key] !== state[key]));
      if (changed.size === 0) return { ok, errors };
      Object.assign(state, candidate);
      syncUrl();
      const snapshot = { ...state };
      for (const listener of listeners) listener(snapshot, changed);
      return { ok, errors };
    },
    range(key) {
      switch (key) {
        case "n":
          return {
            min: limits.minPositions,
            max: Math.min(limits.maxPositions, Math.floor(limits.maxCells / state.d)),
          };
        case "d":
          return {
            min: limits.minDModel,
            max: Math.min(limits.maxDModel, Math.floor(limits.maxCells / state.n / 2) * 2),
          };
        case "pos":
          return { min: 0, max: limits.maxPosition };
        case "i":
          return { min: 0, max: state.d / 2 - 1 };
        case "k":
          return { min: -state.pos, max: limits.maxPosition };
        case "ref":
          return { min: 0, max: state.n - 1 };
        case "shift":
          return shiftBounds(state, limits.maxPosition);
        case "seed":
          return { min: 0, max: maxSeed };
        default:
          return null;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Tells every listener that everything changed: after the core restarts, each section draws
    // again from the current state.
    refresh() {
      const snapshot = { ...state };
      const all = new Set(readOrder);
      for (const listener of listeners) listener(snapshot, all);
    },
    urlWritten() {
      return urlTimer === null
        ? Promise.resolve()
        : new Promise((resolve) => urlWaiters.push(resolve));
    },
    flushUrl() {
      if (urlTimer !== null) writeUrl();
    },
    linkFor(sectionId = "") {
      const url = new URL(urlFor({ ...state, section: sectionId }), location.href);
      if (sectionId) url.hash = sectionId;
      return url.href;
    },
  };
  return store;
}
