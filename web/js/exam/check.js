// @ts-check
// Checking an answer (peExam.check and the page's Check button). Needs no core: everything it
// compares against (the answer, each common mistake's result) was computed by the core when the
// question was made (generate.js).
//
//   check(question, "0,84")          type "number": what the reader typed
//   check(question, ["1", "0", ...]) type "matrix": one text per entry
//   check(question, 2)               type "choice": the option's index
//   check(question, [2, 0, 1])       type "order" (the guided derivation): the items' indices in
//                                    the order the reader put them
// -> { correct, value, diagnosis, error }
//   value      the number(s) read (null when the input could not be read), or the index
//   diagnosis  "" or the sentence naming the mistake the wrong answer matches
//   error      "" or why the input could not be read (then correct is false and nothing counts)
import { integerText } from "../format.js";
import { t } from "../../sections/exam/strings.js";
import { parseAnswer } from "./answerParser.js";

/**
 * @typedef {{ abs?: number, rel?: number }} Tolerance
 * @typedef {{ mistake: string, answer: number | number[], diagnosis: string }} Mistake
 * @typedef {object} Question
 * @property {string} kind
 * @property {string} type
 * @property {number | number[]} answer
 * @property {Tolerance} [tolerance]
 * @property {Mistake[]} [mistakes]
 * @property {string[]} [options]
 * @property {string[]} [optionDiagnoses]
 */

/** Whether a typed value is close enough to an expected one.
 * @param {number} value @param {number} expected @param {Tolerance} tolerance */
export function withinTolerance(value, expected, tolerance) {
  const allowed = tolerance.rel !== undefined ? tolerance.rel * Math.abs(expected) : tolerance.abs;
  return Math.abs(value - expected) <= allowed;
}

/** @param {number[]} values @param {number | number[]} expected @param {Tolerance} tolerance */
const allWithin = (values, expected, tolerance) =>
  values.every((v, n) => withinTolerance(v, [].concat(expected)[n], tolerance));

/**
 * @param {Question} question
 * @param {string | string[] | number | number[]} input
 */
export function check(question, input) {
  const fail = (error) => ({ correct: false, value: null, diagnosis: "", error });
  if (!question || typeof question !== "object") return fail(t("check.noQuestion"));
  // A lab question made before the lab's results were in has nothing to check against yet.
  if (/** @type {{ pending?: boolean }} */ (question).pending) return fail(t("check.pending"));
  if (question.type === "choice") {
    const count = question.options?.length ?? 0;
    if (typeof input !== "number" || !Number.isInteger(input) || input < 0 || input >= count) {
      return fail(
        t("check.pickOption", { count: integerText(count), last: integerText(count - 1) }),
      );
    }
    const index = /** @type {number} */ (input);
    const correct = index === question.answer;
    return {
      correct,
      value: index,
      diagnosis: correct ? "" : (question.optionDiagnoses?.[index] ?? ""),
      error: "",
    };
  }
  if (question.type === "order") {
    const expected = /** @type {number[]} */ (question.answer);
    const order = Array.isArray(input) ? /** @type {unknown[]} */ (input) : [];
    if (order.length !== expected.length || new Set(order).size !== order.length) {
      return fail(t("check.allSteps", { count: integerText(expected.length) }));
    }
    const correct = order.every((item, n) => item === expected[n]);
    const firstWrong = order.findIndex((item, n) => item !== expected[n]);
    return {
      correct,
      value: order,
      diagnosis: correct ? "" : t("check.stepOut", { step: integerText(firstWrong + 1) }),
      error: "",
    };
  }
  const texts = question.type === "matrix" ? input : [input];
  const expected = [].concat(question.answer);
  if (!Array.isArray(texts) || texts.length !== expected.length) {
    return fail(t("check.needsNumbers", { count: integerText(expected.length) }));
  }
  const parsed = texts.map((text) => parseAnswer(typeof text === "string" ? text : String(text)));
  const bad = parsed.findIndex((p) => !p.ok);
  if (bad >= 0)
    return fail(
      expected.length > 1
        ? t("check.entry", { entry: integerText(bad + 1), error: parsed[bad].error })
        : parsed[bad].error,
    );
  const values = parsed.map((p) => /** @type {number} */ (p.value));
  const value = question.type === "matrix" ? values : values[0];
  const tolerance = question.tolerance ?? { abs: 0.001 };
  if (allWithin(values, expected, tolerance))
    return { correct: true, value, diagnosis: "", error: "" };
  const match = (question.mistakes ?? []).find((m) => allWithin(values, m.answer, tolerance));
  return { correct: false, value, diagnosis: match ? match.diagnosis : "", error: "" };
}

// The mistakes worth naming: those a reader can tell apart from the right answer (a slip that
// gives the right number, such as the dimension used as the pair index for j = 0, is no
// mistake), and each result once (the first sentence listed wins).
/**
 * @param {Mistake[]} mistakes
 * @param {number | number[]} answer
 * @param {Tolerance} tolerance
 */
export function distinctMistakes(mistakes, answer, tolerance) {
  const far = (a, b) => {
    const x = [].concat(a);
    const y = [].concat(b);
    return x.some(
      (v, n) =>
        Math.abs(v - y[n]) >
        2 * (tolerance.rel !== undefined ? tolerance.rel * Math.abs(y[n]) : tolerance.abs),
    );
  };
  /** @type {Mistake[]} */
  const kept = [];
  for (const mistake of mistakes) {
    if (![].concat(mistake.answer).every(Number.isFinite)) continue;
    if (!far(mistake.answer, answer)) continue;
    if (kept.some((other) => !far(mistake.answer, other.answer))) continue;
    kept.push(mistake);
  }
  return kept;
}
