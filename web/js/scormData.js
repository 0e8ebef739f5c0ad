// @ts-check
// The values the SCORM 1.2 launch page (web/js/scorm.js) writes, made from the quiz frame's score
// messages (web/js/exam/scoreMessages.js), in the data types of the SCORM 1.2 run-time
// environment (RTE 3.4.2, appendix A):
//   sessionTime(ms)             CMITimespan "HHHH:MM:SS.SS" ("0000:01:05.30")
//   percent(score, max)         cmi.core.score.raw: percent right, 0..100, whole
//   lessonStatus(...)           "incomplete" while the quiz runs; once finished "passed" or
//                               "failed" against a pass mark, "completed" without one
//   interactionValues(message)  one answer's cmi.interactions.n.* (id, type, student_response,
//                               correct_responses.0.pattern, result, latency, weighting)
//   encodeSuspend / decodeSuspend   cmi.suspend_data (at most 4096 characters): the answers given
// Pure functions, with no SCORM API: tests/js/scorm-data.test.mjs checks them.

// SCORM 1.2's limits: CMIString4096 (suspend_data), CMIString255 (an interaction's response and
// pattern), CMIIdentifier (255 characters, no white space).
export const suspendLimit = 4096;
export const stringLimit = 255;

/** A length of time as CMITimespan, HHHH:MM:SS.SS (at most 9999:59:59.99). @param {number} ms */
export function sessionTime(ms) {
  const hundredths = Math.min(
    Math.max(0, Math.round(Number.isFinite(ms) ? ms / 10 : 0)),
    9999 * 360000 + 359999,
  );
  const hours = Math.floor(hundredths / 360000);
  const minutes = Math.floor((hundredths % 360000) / 6000);
  const seconds = Math.floor((hundredths % 6000) / 100);
  const pad = (/** @type {number} */ v, /** @type {number} */ n) => String(v).padStart(n, "0");
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(hundredths % 100, 2)}`;
}

/** Percent right, a whole number 0..100. @param {number} score @param {number} max */
export const percent = (score, max) => Math.round((100 * score) / max);

/**
 * @param {{ finished: boolean, raw: number, mastery: number | null }} state
 * @returns {"incomplete" | "passed" | "failed" | "completed"}
 */
export function lessonStatus({ finished, raw, mastery }) {
  if (!finished) return "incomplete";
  if (mastery === null) return "completed";
  return raw >= mastery ? "passed" : "failed";
}

/** A pass mark read from the platform (cmi.student_data.mastery_score) or the quiz link:
 * a number 0..100, or null for none. @param {string | null | undefined} text */
export function masteryOf(text) {
  const trimmed = String(text ?? "").trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 0 && value <= 100 ? value : null;
}

// A number as CMIDecimal: plain digits, no exponent, 9 significant digits at most; "" when it
// cannot be one (not finite, or more than 10 digits before the point).
/** @param {number} value */
export function decimalText(value) {
  if (!Number.isFinite(value)) return "";
  const rounded = Number(value.toPrecision(9));
  let text = String(rounded);
  if (/e/i.test(text)) {
    text = rounded.toFixed(
      Math.min(100, Math.max(0, 8 - Math.floor(Math.log10(Math.abs(rounded))))),
    );
    if (text.includes(".")) text = text.replace(/0+$/, "").replace(/\.$/, "");
  }
  if (text === "-0") text = "0";
  return /^-?\d{1,10}(\.\d+)?$/.test(text) ? text : "";
}

// An option as SCORM 1.2 names it in a choice: a single character, a..z for options 0..25.
/** @param {number} index */
export const optionLetter = (index) =>
  Number.isInteger(index) && index >= 0 && index < 26 ? String.fromCharCode(97 + index) : "";

/** @param {string} text @param {number} [limit] */
const clip = (text, limit = stringLimit) => (text.length <= limit ? text : text.slice(0, limit));

// The question types of the exam (kinds.js) as SCORM 1.2 interaction types.
const interactionTypes = {
  number: "numeric",
  choice: "choice",
  matrix: "fill-in",
  order: "sequencing",
};

/**
 * An answer in an interaction's type: numeric a CMIDecimal, choice a letter, sequencing letters
 * separated by commas, fill-in the numbers separated by commas (at most 255 characters).
 * @param {string} type the interaction type
 * @param {unknown} value
 */
function responseText(type, value) {
  if (type === "numeric") return typeof value === "number" ? decimalText(value) : "";
  if (type === "choice") return typeof value === "number" ? optionLetter(value) : "";
  const list = Array.isArray(value) ? value : [];
  if (type === "sequencing") return clip(list.map((item) => optionLetter(Number(item))).join(","));
  return clip(list.map((item) => decimalText(Number(item))).join(","));
}

/**
 * One answer's interaction, from a score message's fields. The id names the question's place
 * in the quiz, its kind and seed: "q3-value-1234" (CMIIdentifier: printable, no white space).
 * @param {{ index: number, kind: string, seed: number, type: string, correct: boolean, response: unknown, answer: unknown, latency: number }} answer
 * @returns {{ id: string, type: string, student_response: string, pattern: string, result: "correct" | "wrong", latency: string, weighting: string }}
 */
export function interactionValues({ index, kind, seed, type, correct, response, answer, latency }) {
  let scormType =
    interactionTypes[/** @type {keyof typeof interactionTypes} */ (type)] ?? "fill-in";
  let student = responseText(scormType, response);
  let pattern = responseText(scormType, answer);
  // A number too long for CMIDecimal is written as text.
  if (scormType === "numeric" && (student === "" || pattern === "")) {
    scormType = "fill-in";
    student = clip(typeof response === "number" ? String(response) : "");
    pattern = clip(typeof answer === "number" ? String(answer) : "");
  }
  const name = `${kind}`.replace(/[^\x21-\x7e]/g, "");
  return {
    id: clip(`q${index + 1}-${name}-${seed}`),
    type: scormType,
    student_response: student,
    pattern,
    result: correct ? "correct" : "wrong",
    latency: sessionTime(latency),
    weighting: "1",
  };
}

/**
 * @typedef {{ index: number, correct: boolean, response: unknown }} SavedAnswer
 * @typedef {{ count: number, first: string, answers: SavedAnswer[] }} SuspendState
 *   count and first: the quiz's length and its first question's id, so that data of another
 *   quiz is not restored into this one
 */

/** @param {unknown} value */
const savedResponse = (value) =>
  typeof value === "number"
    ? Number(value.toPrecision(9))
    : Array.isArray(value)
      ? value.map((v) => Number(Number(v).toPrecision(9)))
      : null;

/**
 * cmi.suspend_data: JSON, {"v":1,"n":count,"f":first,"a":[[index,1|0,response],...]}, at most
 * 4096 characters: when the answers' responses would not fit, the earliest lose theirs (their
 * result is kept, and a resumed quiz shows them unanswered in the fields but counted).
 * @param {SuspendState} state
 */
export function encodeSuspend({ count, first, answers }) {
  const rows = answers.map(({ index, correct, response }) => [
    index,
    correct ? 1 : 0,
    savedResponse(response),
  ]);
  const text = () => JSON.stringify({ v: 1, n: count, f: clip(first, 100), a: rows });
  for (let n = 0; text().length > suspendLimit && n < rows.length; n += 1) rows[n].length = 2;
  return text().length <= suspendLimit ? text() : "";
}

/** The state in a suspend_data text, or null when it is not ours. @param {string} text
 * @returns {SuspendState | null} */
export function decodeSuspend(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || data.v !== 1 || !Number.isInteger(data.n) || typeof data.f !== "string") return null;
  if (!Array.isArray(data.a)) return null;
  /** @type {SavedAnswer[]} */
  const answers = [];
  for (const row of data.a) {
    if (!Array.isArray(row) || !Number.isInteger(row[0]) || row[0] < 0 || row[0] >= data.n)
      return null;
    answers.push({ index: row[0], correct: row[1] === 1, response: row[2] ?? null });
  }
  return { count: data.n, first: data.f, answers };
}
