// The test copy's probe (tests/engines/testSite.mjs puts it first in every page's <head>): WebKit's
// classic WebDriver cannot read the console, so each engine's problems are recorded here, in the
// page, the same way in all three: uncaught exceptions, unhandled rejections, resources that
// failed to load, console.error calls and CSP violations (kept apart: one is expected where the
// policy refuses WebAssembly, see crossEngine.mjs), and errors muted to "Script error." (kept
// apart: see below).
(function probe() {
  const record = { problems: [], violations: [], muted: 0 };
  window.__probe = record;
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target && target !== window && (target.src || target.href)) {
        record.problems.push("failed to load: " + (target.src || target.href));
      } else if (
        event.error == null &&
        !event.filename &&
        !event.lineno &&
        /^Script error\.?$/.test(String(event.message))
      ) {
        // Muted: WebKit reports every error of a page opened from disk so, its ResizeObserver-loop
        // notices (below) included, which arrive with web fonts and which no page can prevent.
        // Counted apart; every check that reads problems loads over http, where the same page's
        // errors come in full (web/js/startFailure.js treats them alike).
        record.muted += 1;
      } else if (!(event.error == null && /^ResizeObserver loop/.test(String(event.message)))) {
        // (A ResizeObserver's notifications put off to the next frame is no problem: nothing is
        // lost, see web/js/startFailure.js.)
        record.problems.push("exception: " + (event.message || String(event.error)));
      }
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    record.problems.push(
      "unhandled rejection: " + (reason && reason.message ? reason.message : String(reason)),
    );
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    record.violations.push(event.violatedDirective + " " + event.blockedURI);
  });
  const consoleError = console.error.bind(console);
  console.error = (...parts) => {
    record.problems.push("console: " + parts.map(String).join(" "));
    consoleError(...parts);
  };
})();
