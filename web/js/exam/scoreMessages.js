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
// "*" as the target: the frame cannot know who embeds it (a sandboxed frame's own origin is
// "null"), and a score is the student's own; the listener checks event.source.
import { isFramed } from "../framed.js";
import { currentLanguage } from "../i18n/language.js";

export const scoreMessageType = "pe-explorer:score";

/**
 * @param {{ section: string, kind: string, correct: boolean | null, score: number, max: number, final?: boolean }} message
 */
export function postScore({ section, kind, correct, score, max, final = false }) {
  if (!isFramed()) return;
  window.parent.postMessage(
    { type: scoreMessageType, section, kind, correct, score, max, final, lang: currentLanguage() },
    "*",
  );
}
