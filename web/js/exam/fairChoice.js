// @ts-check
// Fair multiple choice: the options in an order drawn from the question's seed (Fisher-Yates, so
// the right option's position is uniform), each wrong option with the sentence that says what
// that mistake was. The texts themselves are written to similar lengths by each kind (tested in
// tests/js/exam-choice.test.mjs), so that the longest option is not the right one.

/**
 * @typedef {{ text: string, correct?: boolean, diagnosis?: string }} ChoiceOption
 */

/**
 * @param {{ shuffle: <T>(list: T[]) => T[] }} random
 * @param {ChoiceOption[]} options exactly one with correct: true
 * @returns {{ options: string[], answer: number, optionDiagnoses: string[] }}
 */
export function fairChoice(random, options) {
  if (options.filter((option) => option.correct).length !== 1) {
    throw new Error("a choice question needs exactly one correct option");
  }
  const order = random.shuffle(options);
  return {
    options: order.map((option) => option.text),
    answer: order.findIndex((option) => option.correct),
    optionDiagnoses: order.map((option) => (option.correct ? "" : (option.diagnosis ?? ""))),
  };
}
