// @ts-check
// Scores out (classroom kit): each counted answer and the final score of a quiz are posted to the
// page around the frame, so that a course page (or the SCORM launch page, web/js/scorm.js) can
// record them:
//   { type: "pe-explorer:score", section, kind, correct, score, max, final, lang }
//   section  the embedded section ("exam"), as in the resize message
//   kind     the question's kind ("value", ...); "total" for the final score
//   correct  whether this answer was right (first check; opening the solution first is a miss);
//            null in the final message
//   score    right answers so far; max: questions in the quiz (1 outside a mock exam / quiz)
//   final    true once, when the quiz is finished
//   lang     the language the quiz was shown in ("en", "es", "zh-CN", "ar")
// An answer's message also says which question it was and what was answered (absent from the
// final message):
//   index    the question's place in the quiz, 0, 1, ... (0 outside a mock exam)
//   id       the question's id ("value:1234": its kind and seed); seed: its seed
//   questionType   "number", "matrix" or "choice" (the question's type)
//   response the number read, the numbers read (matrix), or the option's index; null when the
//            solution was opened first
//   answer   the right answer, in the same form
//   latency  milliseconds from the question being shown to this answer
// A quiz (mock exam) also says once, when it starts, which quiz it is:
//   { type: "pe-explorer:quiz", section, count, first, lang }   first: its first question's id
// and takes back answers given earlier (the SCORM launch page's resumed session), only from the
// page around it and only before any answer:
//   { type: "pe-explorer:resume", count, first, answers: [{ index, correct, response }] }
// "*" as the target: the frame cannot know who embeds it (a sandboxed frame's own origin is
// "null"), and a score is the student's own; the listener checks event.source.
import { isFramed } from "../framed.js";
import { currentLanguage } from "../i18n/language.js";

export const scoreMessageType = "pe-explorer:score";
export const quizMessageType = "pe-explorer:quiz";
export const resumeMessageType = "pe-explorer:resume";

/**
 * @typedef {{ index: number, id: string, seed: number, questionType: string, response: unknown, answer: unknown, latency: number }} AnswerDetail
 */

/**
 * @param {{ section: string, kind: string, correct: boolean | null, score: number, max: number, final?: boolean } & Partial<AnswerDetail>} message
 */
export function postScore({ section, kind, correct, score, max, final = false, ...detail }) {
  if (!isFramed()) return;
  window.parent.postMessage(
    {
      ...detail,
      type: scoreMessageType,
      section,
      kind,
      correct,
      score,
      max,
      final,
      lang: currentLanguage(),
    },
    "*",
  );
}

/** @param {{ section: string, count: number, first: string }} quiz */
export function postQuiz({ section, count, first }) {
  if (!isFramed()) return;
  window.parent.postMessage(
    { type: quizMessageType, section, count, first, lang: currentLanguage() },
    "*",
  );
}
