// @ts-check
// The launch page of the SCORM 1.2 package (dist/pe-explorer-scorm.zip, scripts/build-scorm.mjs):
// it finds the course platform's API, says on the page whether the quiz is tracked, and turns the
// quiz frame's messages into SCORM calls:
//   { type: "pe-explorer:resize", height }    the frame's height
//   { type: "pe-explorer:score", score, max, final }   (web/js/exam/scoreMessages.js)
// After each counted answer: cmi.core.score.raw (percent right, 0..100), score.min 0, score.max
// 100, then cmi.core.lesson_status ("incomplete", "completed" once the quiz is finished). The
// session starts (LMSInitialize) at the first answer, so a student who never starts reports
// nothing. LMSCommit when the quiz is finished, and LMSCommit + LMSFinish when the page is left
// (pagehide). Without a platform (opened on its own, or the platform's page on another origin:
// reading it then throws a SecurityError) the quiz works the same and the page says "Not tracked".
// Its words come from the exam's catalogue, in the language its package was built for (<html
// lang>: scripts/build-scorm.mjs builds one package per language, with that language's messages).
import { setLanguage } from "./i18n/language.js";
import { t } from "../sections/exam/strings.js";

setLanguage(document.documentElement.lang);

/**
 * @typedef {object} Scorm12Api
 * @property {(arg: string) => string} LMSInitialize
 * @property {(arg: string) => string} LMSFinish
 * @property {(key: string, value: string) => string} LMSSetValue
 * @property {(arg: string) => string} LMSCommit
 */

// How far up (and out through openers) the API is looked for: the usual SCORM 1.2 search.
const maxDepth = 10;

/**
 * The API on `start` or one of its parents. A parent on another origin throws a SecurityError
 * when read: that one is skipped (and remembered), and the search goes on above it.
 * @param {Window | null} start
 * @param {{ blocked: boolean }} seen
 * @returns {Scorm12Api | null}
 */
function apiAbove(start, seen) {
  let win = start;
  for (let depth = 0; win && depth < maxDepth; depth += 1) {
    try {
      const api = /** @type {any} */ (win).API;
      if (api && typeof api.LMSInitialize === "function") return api;
    } catch {
      seen.blocked = true;
    }
    if (win.parent === win) break;
    win = win.parent;
  }
  return null;
}

/** @param {{ blocked: boolean }} seen @returns {Scorm12Api | null} */
function findApi(seen) {
  const above = apiAbove(window.parent === window ? null : window.parent, seen);
  if (above) return above;
  let opener = null;
  try {
    opener = window.top?.opener ?? window.opener ?? null;
  } catch {
    seen.blocked = true;
  }
  return apiAbove(opener, seen);
}

function start() {
  const status = /** @type {HTMLElement} */ (document.getElementById("scorm-status"));
  const frame = /** @type {HTMLIFrameElement} */ (document.getElementById("pe-quiz"));
  const seen = { blocked: false };
  const api = findApi(seen);
  status.dataset.tracked = String(api !== null);
  status.textContent = t(
    api ? "scorm.tracked" : seen.blocked ? "scorm.blocked" : "scorm.noPlatform",
  );

  let started = false;
  let ended = false;

  /** @param {string} key @param {string} value */
  const set = (key, value) => api?.LMSSetValue(key, value);

  /** @param {{ score: number, max: number, final: boolean }} message */
  function report({ score, max, final }) {
    if (!api || ended) return;
    if (!(
      Number.isInteger(score) &&
      Number.isInteger(max) &&
      max > 0 &&
      score >= 0 &&
      score <= max
    ))
      return;
    if (!started) {
      started = api.LMSInitialize("") === "true";
      if (!started) {
        status.dataset.tracked = "false";
        status.textContent = t("scorm.refused");
        return;
      }
    }
    set("cmi.core.score.raw", String(Math.round((100 * score) / max)));
    set("cmi.core.score.min", "0");
    set("cmi.core.score.max", "100");
    set("cmi.core.lesson_status", final ? "completed" : "incomplete");
    if (final) api.LMSCommit("");
  }

  window.addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow || !event.data) return;
    const { type } = event.data;
    if (type === "pe-explorer:resize") {
      const height = Number(event.data.height);
      if (height > 0 && height < 100000) frame.style.height = `${height}px`;
    } else if (type === "pe-explorer:score") {
      report({
        score: Number(event.data.score),
        max: Number(event.data.max),
        final: event.data.final === true,
      });
    }
  });

  // Leaving the page ends the session (pagehide also fires where unload does not, on phones).
  window.addEventListener("pagehide", () => {
    if (!api || !started || ended) return;
    ended = true;
    api.LMSCommit("");
    api.LMSFinish("");
  });
}

start();
