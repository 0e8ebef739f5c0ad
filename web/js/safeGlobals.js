// @ts-check
// The browser's globals that bundled libraries read as they load, made safe before they load.
// Each page's entry (main.js, embed.js) imports this module first. uPlot, as its module is
// evaluated, calls `new Intl.NumberFormat(navigator.language)`, `new Intl.DateTimeFormat()` and
// `matchMedia(...)`; intl-messageformat, which formats every message, asks Intl.NumberFormat,
// Intl.PluralRules and Intl.Locale. In an engine where one of these is missing or throws (a
// POSIX locale's tag "C" that Intl refuses, an Intl built without some formats, no matchMedia)
// the first such call would throw, stop the whole bundle, and leave the reader on "Starting…".
// The page's own code reads the environment through environment.js instead; this module only
// puts, for this page, a plain stand-in in the place of what is missing or broken, and touches
// nothing that works.
import { browserLanguageTags, readSafely } from "./environment.js";

/** Whether `run` completes without throwing. @param {() => unknown} run */
const works = (run) => readSafely(() => (run(), true), false);

/** Puts `value` at `object[name]` for this page; a global that cannot be replaced stays as it is.
 * @param {object} object @param {string} name @param {unknown} value */
function standIn(object, name, value) {
  readSafely(() => {
    Object.defineProperty(object, name, { configurable: true, writable: true, value });
    return true;
  }, false);
}

// ---- Intl ----------------------------------------------------------------------------------

// Stand-ins for Intl's constructors: numbers written as JavaScript writes them ("1234.5"), the
// English plural rule, and a clock in UTC. The page's own numbers never depend on them (format.js
// writes every number itself); they exist so that the libraries load and messages still format.

/** @param {unknown} value */
const plainNumber = (value) => String(Number(value));

class PlainNumberFormat {
  static supportedLocalesOf() {
    return [];
  }
  /** @param {unknown} value */
  format(value) {
    return plainNumber(value);
  }
  /** @param {unknown} value */
  formatToParts(value) {
    return [{ type: "literal", value: plainNumber(value) }];
  }
  resolvedOptions() {
    return { locale: "en-US", numberingSystem: "latn", style: "decimal" };
  }
}

class PlainPluralRules {
  static supportedLocalesOf() {
    return [];
  }
  /** @param {number} count */
  select(count) {
    return Number(count) === 1 ? "one" : "other";
  }
  resolvedOptions() {
    return { locale: "en-US", pluralCategories: ["one", "other"], type: "cardinal" };
  }
}

class PlainDateTimeFormat {
  static supportedLocalesOf() {
    return [];
  }
  /** @param {Date | number} [date] */
  format(date) {
    return new Date(date ?? Date.now()).toISOString();
  }
  resolvedOptions() {
    return { locale: "en-US", calendar: "gregory", numberingSystem: "latn", timeZone: "UTC" };
  }
}

function mendIntl() {
  if (!works(() => typeof Intl === "object" && Intl !== null)) {
    standIn(globalThis, "Intl", {});
  }
  const intl = /** @type {any} */ (readSafely(() => /** @type {object} */ (Intl), {}));
  if (
    !works(() => new Intl.NumberFormat("en-US").format(1)) ||
    !works(() => Intl.NumberFormat.supportedLocalesOf(["en-US"]))
  ) {
    standIn(intl, "NumberFormat", PlainNumberFormat);
  }
  if (!works(() => new Intl.PluralRules("en-US").select(1))) {
    standIn(intl, "PluralRules", PlainPluralRules);
  }
  if (!works(() => new Intl.DateTimeFormat().resolvedOptions().timeZone)) {
    standIn(intl, "DateTimeFormat", PlainDateTimeFormat);
  }
  // intl-messageformat goes without Intl.Locale where there is none; one that throws is taken
  // away so that it does.
  if (typeof intl.Locale !== "undefined" && !works(() => new Intl.Locale("en-US"))) {
    standIn(intl, "Locale", undefined);
  }
}

// ---- the browser's language tag ------------------------------------------------------------

/** Whether Intl accepts `tag` as a locale. @param {string} tag */
const accepted = (tag) => works(() => new Intl.NumberFormat(tag));

/** What navigator.language now reads: the tag the browser gave when Intl accepts it, else the
 * first of the browser's preferences that it accepts, else "en-US", put in its place for this
 * page. The page's own language is chosen apart from this (i18n/language.js). */
function safeBrowserLocale() {
  const given = readSafely(() => navigator.language, "");
  if (typeof given === "string" && given !== "" && accepted(given)) return given;
  const replacement = browserLanguageTags().find(accepted) ?? "en-US";
  // On the navigator itself, in front of its prototype's getter.
  if (typeof navigator === "object" && navigator) standIn(navigator, "language", replacement);
  return replacement;
}

// ---- media queries -------------------------------------------------------------------------

// A media query list that never matches and never changes: what a browser without media queries
// would answer.
/** @param {string} media */
const unmatchedQuery = (media) => ({
  matches: false,
  media: String(media),
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});

function mendMatchMedia() {
  if (typeof window !== "object") return;
  if (works(() => window.matchMedia("(min-width: 0px)").matches)) return;
  const real = /** @type {any} */ (readSafely(() => window.matchMedia, null));
  standIn(window, "matchMedia", (/** @type {string} */ query) =>
    readSafely(() => real.call(window, query), unmatchedQuery(query)),
  );
}

mendIntl();
safeBrowserLocale();
mendMatchMedia();
