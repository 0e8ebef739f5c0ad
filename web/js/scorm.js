// @ts-check
// The launch page of the SCORM 1.2 package (dist/pe-explorer-scorm.zip, scripts/build-scorm.mjs):
// it finds the course platform's API, says on the page whether the quiz is tracked, and turns the
// quiz frame's messages (web/js/exam/scoreMessages.js) into SCORM calls, with the values of
// scormData.js:
//   at load         LMSInitialize, then LMSGetValue of cmi.student_data.mastery_score (the
//                   manifest's masteryscore; else the quiz link's pass=), cmi.suspend_data and
//                   cmi.interactions._count. Nothing is written until the first answer, so a
//                   student who never starts has no score and stays "not attempted".
//   { type: "pe-explorer:quiz" }    the quiz started: if suspend_data holds answers of this quiz
//                   (an earlier session left halfway), they go back to the frame
//                   ({ type: "pe-explorer:resume" }), which counts them and goes on.
//   each answer     cmi.interactions.n.* (id, type, student_response,
//                   correct_responses.0.pattern, result, latency, weighting), cmi.core.score.raw
//                   (percent right, 0..100), score.min 0, score.max 100, cmi.core.lesson_status
//                   "incomplete", cmi.core.exit "suspend", cmi.suspend_data (the answers so far)
//   quiz finished   the score, lesson_status "passed" or "failed" against the pass mark
//                   ("completed" without one), exit "", suspend_data "", cmi.core.session_time,
//                   LMSCommit
//   page left       (pagehide) once something was answered: session_time, LMSCommit, LMSFinish
//   { type: "pe-explorer:resize", height }    the frame's height
// Without a platform (opened on its own, or the platform's page on another origin: reading it
// then throws a SecurityError) the quiz works the same and the page says "Not tracked".
// Its words come from the exam's catalogue, in the language its package was built for (<html
// lang>: scripts/build-scorm.mjs builds one package per language, with that language's messages).
import { setLanguage } from "./i18n/language.js";
import { t } from "../sections/exam/strings.js";
import {
  decodeSuspend,
  encodeSuspend,
  interactionValues,
  lessonStatus,
  masteryOf,
  percent,
  sessionTime,
} from "./scormData.js";

setLanguage(document.documentElement.lang);

/**
 * @typedef {object} Scorm12Api
 * @property {(arg: string) => string} LMSInitialize
 * @property {(arg: string) => string} LMSFinish
 * @property {(key: string) => string} LMSGetValue
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

  const started = api !== null && api.LMSInitialize("") === "true";
  if (api && !started) {
    status.dataset.tracked = "false";
    status.textContent = t("scorm.refused");
  }
  const sessionStart = Date.now();
  /** @param {string} key */
  const get = (key) => (started ? String(api?.LMSGetValue(key) ?? "") : "");
  /** @param {string} key @param {string} value */
  const set = (key, value) => api?.LMSSetValue(key, value);
  const mastery =
    masteryOf(get("cmi.student_data.mastery_score")) ??
    masteryOf(new URL(frame.src, document.baseURI).searchParams.get("pass"));
  const saved = decodeSuspend(get("cmi.suspend_data"));
  const counted = Number(get("cmi.interactions._count"));
  let nextInteraction = Number.isInteger(counted) && counted > 0 ? counted : 0;
  /** The quiz of this session ({ count, first }) and its answers so far, by question. */
  let quiz = { count: 0, first: "" };
  /** @type {Map<number, { index: number, correct: boolean, response: unknown }>} */
  const answers = new Map();
  let answered = false;
  let ended = false;

  /** @param {any} data */
  function onQuiz(data) {
    quiz = { count: Number(data.count), first: String(data.first) };
    if (!saved || saved.count !== quiz.count || saved.first !== quiz.first) return;
    for (const answer of saved.answers) answers.set(answer.index, answer);
    frame.contentWindow?.postMessage(
      {
        type: "pe-explorer:resume",
        count: saved.count,
        first: saved.first,
        answers: saved.answers,
      },
      "*",
    );
  }

  /** @param {any} data the frame's score message */
  function report(data) {
    if (!started || ended) return;
    const score = Number(data.score);
    const max = Number(data.max);
    const final = data.final === true;
    if (!(
      Number.isInteger(score) &&
      Number.isInteger(max) &&
      max > 0 &&
      score >= 0 &&
      score <= max
    ))
      return;
    answered = true;
    const index = Number(data.index);
    if (!final && Number.isInteger(index) && index >= 0 && index < max) {
      const values = interactionValues({
        index,
        kind: String(data.kind),
        seed: Number(data.seed),
        type: String(data.questionType),
        correct: data.correct === true,
        response: data.response,
        answer: data.answer,
        latency: Number(data.latency),
      });
      const n = `cmi.interactions.${nextInteraction}`;
      nextInteraction += 1;
      set(`${n}.id`, values.id);
      set(`${n}.type`, values.type);
      if (values.student_response !== "") set(`${n}.student_response`, values.student_response);
      if (values.pattern !== "") set(`${n}.correct_responses.0.pattern`, values.pattern);
      set(`${n}.result`, values.result);
      set(`${n}.latency`, values.latency);
      set(`${n}.weighting`, values.weighting);
      answers.set(index, { index, correct: data.correct === true, response: data.response });
    }
    const raw = percent(score, max);
    set("cmi.core.score.raw", String(raw));
    set("cmi.core.score.min", "0");
    set("cmi.core.score.max", "100");
    set("cmi.core.lesson_status", lessonStatus({ finished: final, raw, mastery }));
    if (final) {
      set("cmi.core.exit", "");
      set("cmi.suspend_data", "");
      set("cmi.core.session_time", sessionTime(Date.now() - sessionStart));
      api?.LMSCommit("");
    } else {
      set("cmi.core.exit", "suspend");
      set(
        "cmi.suspend_data",
        encodeSuspend({
          count: quiz.count || max,
          first: quiz.first,
          answers: [...answers.values()].sort((a, b) => a.index - b.index),
        }),
      );
    }
  }

  window.addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow || !event.data) return;
    const { type } = event.data;
    if (type === "pe-explorer:resize") {
      const height = Number(event.data.height);
      if (height > 0 && height < 100000) frame.style.height = `${height}px`;
    } else if (type === "pe-explorer:quiz") {
      onQuiz(event.data);
    } else if (type === "pe-explorer:score") {
      report(event.data);
    }
  });

  // Leaving the page ends the session (pagehide also fires where unload does not, on phones).
  // A student who answered nothing leaves it open, untouched: a platform may mark a SCO that set
  // no status "completed" on LMSFinish (scorm-again does with autoCompleteLessonStatus), and the
  // quiz was not even attempted.
  window.addEventListener("pagehide", () => {
    if (!api || !started || ended || !answered) return;
    ended = true;
    api.LMSSetValue("cmi.core.session_time", sessionTime(Date.now() - sessionStart));
    api.LMSCommit("");
    api.LMSFinish("");
  });
}

start();
