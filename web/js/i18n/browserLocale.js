// @ts-check
// The browser's language tag, made safe before any library reads it. Each page's entry (main.js,
// embed.js) imports this module first, so that it runs before the bundled libraries load: uPlot
// calls `new Intl.NumberFormat(navigator.language)` as it loads, and an engine that reports a
// tag Intl refuses (WebKitGTK under a POSIX locale reports "C") would throw there and stop the
// whole bundle, leaving the reader on "Starting…" with no message. Such a tag is replaced, for
// this page only, by the first of navigator.languages that Intl accepts, else "en-US". The page's
// own language is chosen apart from this (language.js), from the link and the same preferences.

/** @param {unknown} tag */
function accepted(tag) {
  if (typeof tag !== "string" || tag === "") return false;
  try {
    new Intl.NumberFormat(tag);
    return true;
  } catch {
    return false;
  }
}

/** What navigator.language now reads: the tag the browser gave, or the one put in its place. */
export function safeBrowserLocale() {
  if (typeof navigator === "undefined" || typeof Intl === "undefined") return "";
  let given;
  try {
    given = navigator.language;
  } catch {
    given = undefined;
  }
  if (accepted(given)) return given;
  let preferred = [];
  try {
    preferred = Array.from(navigator.languages ?? []);
  } catch {
    preferred = [];
  }
  const replacement = preferred.find(accepted) ?? "en-US";
  try {
    Object.defineProperty(navigator, "language", { configurable: true, get: () => replacement });
  } catch {
    // A navigator that cannot be redefined: the libraries then meet the tag as it is.
  }
  return replacement;
}

safeBrowserLocale();
