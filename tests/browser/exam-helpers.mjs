// What the exam's browser tests share: reading a question off the page (its kind, seed and params,
// from data attributes; its options from their labels) and answering it with the independent
// oracle of tests/js/exam-oracle.mjs, never with the page's own answer.
import { oracle } from "../js/exam-oracle.mjs";

/** The question shown inside `scope` (a card of the page or of a frame). */
export async function readQuestion(frame, scope = "#exam [data-slot=card]") {
  const card = frame.locator(`${scope} .exam-question`).first();
  await card.waitFor();
  return {
    card,
    id: await card.getAttribute("data-id"),
    kind: await card.getAttribute("data-kind"),
    seed: Number(await card.getAttribute("data-seed")),
    params: JSON.parse(await card.getAttribute("data-question")),
    options: await card.locator(".exam-choice span").allTextContents(),
    fields: await card.locator(".exam-input").count(),
  };
}

/** The oracle's right answer: the texts to type, or the option to pick. */
export function rightAnswer(q) {
  const value = oracle[q.kind].answer(q.params, q.options);
  if (q.options.length > 0) return { option: value };
  return { texts: [].concat(value).map((v) => v.toPrecision(9)) };
}

/** Types (or picks) and presses Check; returns the verdict and the feedback's text. */
export async function answer(q, { texts, option }) {
  if (option !== undefined) {
    await q.card.locator(`.exam-choice[data-option="${option}"] input`).check();
  } else {
    for (const [n, text] of texts.entries()) await q.card.locator(".exam-input").nth(n).fill(text);
  }
  await q.card.locator(".exam-check").click();
  const feedback = q.card.locator(".exam-feedback");
  return {
    verdict: await feedback.getAttribute("data-verdict"),
    text: await feedback.textContent(),
  };
}

/** A wrong answer that is none of the known mistakes. */
export function wrongAnswer(q) {
  if (q.options.length > 0) return { option: (rightAnswer(q).option + 1) % q.options.length };
  const value = [].concat(oracle[q.kind].answer(q.params));
  return { texts: value.map((v) => (v + 0.37 + 0.5 * Math.abs(v)).toPrecision(9)) };
}
