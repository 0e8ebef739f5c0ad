// @ts-check
// A start that cannot fail in silence. Whatever throws while a page starts (a module of the
// bundle as it loads, a step of main.js or embed.js, one section) is said on the page, in its
// status area (#core-status, #core-error: web/page/status.mjs): what failed, by a short name (the
// page's script, a module, a section), the browser's error, and a link to the same page on the
// JavaScript core (core=js, docs/url-parameters.md), which needs no WebAssembly and gets a reader
// whose browser tripped over the rest a page that works. The status line no longer reads
// "Starting…" once the start has stopped.
//
//   startingStep("startPage.js");                 what starts now, named if it fails
//   reportStartFailure(error, { part: "sections/identity", stopped: false })
//   runStart(start);                               the entry's start: what it throws is said;
//                                                  once it settles, later errors are not its
//
// From the moment this module is evaluated until the start settles, an error that no code caught is
// reported too: a module of the bundle that throws as it is evaluated stops every module after
// it (main.js included), and only a listener put in place before it can still say so. Each
// page's entry imports this module right after safeGlobals.js, before everything else.
import { el } from "./dom.js";
import { readSafely } from "./environment.js";
import { listText } from "./format.js";
import { currentLanguage, defaultLanguage, setLanguage } from "./i18n/language.js";
import { nodes, t } from "./strings.js";

/** The last part of a URL's path: "app.js" for ".../dist/app.js". @param {string} url */
const fileName = (url) => new URL(url, "file:///").pathname.split("/").pop() ?? "";

// What is starting now. Until the page's code names a step, it is the page's script as its
// modules are evaluated (app.js or embed.js): the one script being run when this module is.
let step = readSafely(
  () => fileName(/** @type {HTMLScriptElement} */ (document.currentScript).src),
  readSafely(() => fileName(window.location.href), ""),
);

// Whether the page's code has named a step: the entry names its first as the bundle's evaluation
// ends, so an error before that stopped the bundle.
let stepNamed = false;

/** @type {string[]} */
const failedParts = [];
/** @type {string} */
let firstError = "";

/** Names what starts from now on, for a failure's message. @param {string} name */
export function startingStep(name) {
  step = name;
  stepNamed = true;
}

/** The JavaScript core's link to this page: the same page with core=js. */
function javascriptCoreLink() {
  const url = new URL(window.location.href);
  url.searchParams.set("core", "js");
  return url.href;
}

/** @param {unknown} error */
const errorText = (error) =>
  readSafely(
    () => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    "",
  );

/**
 * Says on the page that part of it failed to start: `part` (by default the step starting now)
 * and the error, with the JavaScript core's link (or, on that core already, the advice to reload).
 * Several failures are named together, with the first one's error.
 * @param {unknown} error
 * @param {{ part?: string, stopped?: boolean }} [options] stopped: the start went no further (the
 *   status line says so); false for a part whose failure leaves the rest running (a section)
 */
export function reportStartFailure(error, { part = step, stopped = true } = {}) {
  console.warn(`The page failed as it started (${part}):`, error);
  // A failure before the page chose its language (a module of the bundle, as it loads) is said
  // in the language its file is written in (<html lang>, whose messages came before the script).
  if (currentLanguage() === defaultLanguage) setLanguage(document.documentElement.lang);
  if (!failedParts.includes(part)) failedParts.push(part);
  firstError ||= errorText(error);
  const status = document.getElementById("core-status");
  if (stopped && status) status.textContent = t("start.stopped");
  const alert = document.getElementById("core-error");
  if (!alert) return;
  const details = { parts: listText(failedParts), error: firstError };
  const onJavascriptCore = new URLSearchParams(window.location.search).get("core") === "js";
  alert.replaceChildren(
    ...(onJavascriptCore
      ? [t("start.failedOnJs", details)]
      : nodes("start.failed", {
          ...details,
          link: (chunks) => {
            const link = el("a");
            link.href = javascriptCoreLink();
            link.append(...chunks);
            return link;
          },
        })),
  );
  alert.hidden = false;
}

/**
 * Whether an error event only says that a ResizeObserver's notifications were put off to the next
 * frame, because an observed size changed again as they were delivered (the HTML standard reports
 * this as an error with no error object, and nothing is lost). WebKit reported it as the page
 * started with Intl's formatters missing, and the start was said to have failed.
 * @param {ErrorEvent} event
 */
const isResizeObserverLoopNotice = (event) =>
  !event.error && /^ResizeObserver loop/.test(String(event.message));

/**
 * Whether an error event is muted: no error object, no file, no line, only "Script error.". A
 * browser reports so what a script of another origin threw, and WebKit so reports every error of
 * a page opened from disk, its own ResizeObserver-loop notices (above) included, which come with
 * web fonts that arrive mid-frame and which no page can prevent. Such an event cannot say whether
 * the start failed.
 * @param {ErrorEvent} event
 */
const isMuted = (event) =>
  !event.error &&
  !event.filename &&
  !event.lineno &&
  /^Script error\.?$/.test(String(event.message));

// How long a start may still take after a muted error before the error is taken for its failure.
const mutedErrorPatience = 15000;
let mutedErrorTimer = 0;

/** @param {ErrorEvent} event */
const onError = (event) => {
  if (isResizeObserverLoopNotice(event)) return;
  // Before the entry named a step, the error stopped the bundle: the start failed, muted or not.
  // After, the start says it failed only if it has not finished a while later: a benign notice is
  // then forgotten, and a real failure is still said instead of "Starting…" staying for good.
  if (isMuted(event) && stepNamed) {
    if (!mutedErrorTimer) {
      mutedErrorTimer = window.setTimeout(
        () => reportStartFailure(event.message),
        mutedErrorPatience,
      );
    }
    return;
  }
  reportStartFailure(event.error ?? event.message);
};
/** @param {PromiseRejectionEvent} event */
const onRejection = (event) => reportStartFailure(event.reason);

/** The start is over (started, stopped, or moving to another language's file): errors from now
 * on belong to what the reader does, and are not the start's. */
function startFinished() {
  clearTimeout(mutedErrorTimer);
  window.removeEventListener("error", onError);
  window.removeEventListener("unhandledrejection", onRejection);
}

/**
 * Runs a page's start (main.js, embed.js): what it throws is said on the page, and once it
 * settles the start is over. It runs as a microtask, right after the bundle's evaluation, not
 * from the bundle's top level: a request made while that top level is on the stack (the core's
 * script is the first) has DevTools, when attached, record the stack, and V8 then finds its
 * positions by parsing the whole ~800 KB bundle again. That was 280-300 ms of each load at 1x
 * and 820-1000 ms at 4x in the bench and in every browser test (none without DevTools).
 * @param {() => Promise<void>} start
 */
export function runStart(start) {
  Promise.resolve()
    .then(start)
    .catch((error) => reportStartFailure(error))
    .finally(startFinished);
}

window.addEventListener("error", onError);
window.addEventListener("unhandledrejection", onRejection);
