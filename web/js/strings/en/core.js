// The calculator (core.js, startPage.js), the page around the sections (main.js, embed.js),
// section refusals (section.js) and notices (notices.js).
export default {
  // document.title of the article.
  "page.title": "Positional Encoding Explorer",

  // How the status line names each core: "Numbers computed in your browser by the {core}".
  "core.name.simd": "SIMD core",
  "core.name.scalar": "scalar core",
  "core.name.js": "JavaScript core (wasm2js)",
  // Why WebAssembly cannot be used here; {why} in core.reason.askedBut.
  "core.why.noWasm": "this browser has no WebAssembly",
  "core.why.cspRefused":
    "this page may not compile WebAssembly: its Content-Security-Policy lacks 'wasm-unsafe-eval', or WebAssembly is switched off",
  // Why this core was chosen, in brackets after the status line. {requested}: the core= value of
  // the link ("simd", "scalar"), as the link writes it.
  "core.reason.linkJs": "requested by the link (core=js)",
  "core.reason.linkScalar": "requested by the link (core=scalar)",
  "core.reason.linkSimd": "requested by the link (core=simd)",
  "core.reason.askedBut": "the link asked for the {requested} core, but {why}",
  "core.reason.askedSimdNoSimd":
    "the link asked for the SIMD core, but this browser has no wasm SIMD",
  "core.reason.noSimd": "this browser has no wasm SIMD",
  "core.reason.simdDetected": "wasm SIMD detected",
  // {core}: a core.name.* message; {error}: the browser's error message (English, untranslated).
  "core.reason.couldNotStart": "the {core} could not start ({error})",
  "core.status.restarting": "The calculator stopped unexpectedly. Starting it again…",
  "core.status.restartFailed":
    "The calculator stopped and could not start again ({error}). Please reload.",
  // {file}: the core's script file name.
  "core.status.failed":
    "The calculator behind this page ({file}) could not start: {error}. The text still reads fine, but the figures and numbers need it. Try reloading, or a recent Chrome, Firefox or Safari.",
  "core.status.didNotStart": "The calculator did not start, so the figures are unavailable.",
  // The status line once the core runs. {core}: a core.name.* message.
  "core.status.running": "Numbers computed in your browser by the {core}.",
  // The same, with the reason the core was chosen ({reason}: a core.reason.* message).
  "core.status.runningWhy": "Numbers computed in your browser by the {core} ({reason}).",

  // When something fails as the page starts (startFailure.js). The status line, in place of
  // "Starting the calculator…":
  "start.stopped": "The page could not finish starting.",
  // The alert under it. {parts}: what failed, as the code names it (a file such as
  // "startPage.js", or a section such as "sections/identity"; several are listed), kept as
  // written; {error}: the browser's error message (English, untranslated). <link> opens the same
  // page on the JavaScript core (core=js).
  "start.failed":
    "Part of the page failed as it started: {parts} ({error}). <link>Open this page with the JavaScript core</link>, which needs no WebAssembly, or try reloading.",
  // The same on the JavaScript core already (the link would open this very page).
  "start.failedOnJs":
    "Part of the page failed as it started: {parts} ({error}). Try reloading, or a recent Chrome, Firefox or Safari.",

  // A section's error line when the core refuses its inputs. {what}: what was refused, e.g.
  // "these inputs" (section.refused.inputs) or a section's own words; {error}: the core's reason.
  "section.refused": "The core refused {what}: {error}",
  "section.refused.inputs": "these inputs",

  "notice.dismiss": "Dismiss",
  "notice.dismissLabel": "Dismiss this message",
};
