// @ts-check
// A quiz without repeats: the rule of generate.js (peExam.generate) that no question is asked
// twice, kept apart from the question builders so that it can be read and tested on its own.
//
//   differentQuestions({ kinds, plan, seed, build })
//     kinds  the kinds asked for (each once)
//     plan   the kind of each question (generate.js planKinds); its length is the count asked
//     seed   s_0, the seed of the first question
//     build  (kind, seed) => question (generate.js buildQuestion)
//   returns the questions, an array with `short`: true when it has fewer than plan.length
//
// Question r is first built as it always was: its planned kind at s_r of the main walk (s_0 =
// seed, s_(r+1) = nextSeed(s_r)). When that question is new, it stays, so a shared link keeps
// every question that was not a repeat. A repeat is replaced by the first new question among
// `triesPerKind` alternate seeds of its own (alternateSeeds: drawn from s_r, never steps of the
// main walk, which therefore goes on unchanged), tried in its planned kind, then in the other
// kinds of its section, then in the other kinds asked for. A kind that gives nothing new in
// all its tries is taken as used up for the rest of the quiz (so that a long quiz of kinds with
// few questions does not try them again at every repeat). When no kind gives a new question, the
// place is left out and the quiz is short.
//
// The lab's questions are placeholders (pending) until the lab's results are in, and their
// content, hence whether they repeat, is unknown until then. So a placeholder is never a repeat
// (nor is a refused question: neither has a key) and never replaces one, and the replacements
// are made in an order that keeps every question of the other kinds the same before and after
// the results arrive: first the repeats of those kinds, from those kinds only; then the lab's
// repeats (only known once the results are in), and last any place still empty, from the
// lab's kinds. Generated again after exam.ready(), a quiz differs only where the lab's questions
// are (which may now repeat, and be replaced or left out) and in places filled by them.
import { createRandom, nextSeed } from "../seededRandom.js";
import { kindInfo, readsLabResults } from "./kinds.js";

// Enough that a kind with a few questions left is found (a kind of 14 questions with one left
// unasked is missed with probability (13/14)^64 < 1%), few enough that a quiz stays quick: in
// node on the shared 2-core machine, 50 questions of kinds that run out take about 30 ms, and
// peExam's 2000 questions of every kind about 1.1 s.
export const triesPerKind = 64;

/**
 * When two questions are the same question: what a reader is asked, in the order that does not
 * matter left out. The kind, the prompt, the legend and the labels of the fields, and the options
 * as a set (the same options shuffled are the same question). Not the seed or `params`: two
 * seeds can ask the same thing (rotated asks one question whatever its numbers; relative asks
 * the same dot product for many pairs of positions that its solution uses). null for a question
 * whose content is not known: a lab question before its results (pending) or a refused one.
 * @param {any} question
 * @returns {string | null}
 */
export function questionKey(question) {
  if (question.pending || question.error) return null;
  return JSON.stringify([
    question.kind,
    question.prompt,
    question.legend ?? "",
    question.labels ?? [],
    [...(question.options ?? [])].sort(),
  ]);
}

// The seeds tried in place of question r's, from its own seed s_r: a stream of its own (the
// constant keeps it apart from planKinds', nextSeed's and the kinds' streams of the same seed).
/** @param {number} questionSeed */
function alternateSeeds(questionSeed) {
  const random = createRandom((questionSeed ^ 0x27d4eb2f) >>> 0);
  return Array.from({ length: triesPerKind }, () => random.uint32());
}

// The kinds tried in place of a repeat of `kind`: itself, then the rest of its section, then the
// rest of the kinds asked for, each group in an order drawn from s_r (so that the replacements of
// a quiz do not all come from the first kind of the list).
/** @param {string} kind @param {string[]} kinds @param {number} questionSeed */
function replacementKinds(kind, kinds, questionSeed) {
  const random = createRandom((questionSeed ^ 0x165667b1) >>> 0);
  const section = kindInfo(kind).section;
  const others = kinds.filter((other) => other !== kind);
  return [
    kind,
    ...random.shuffle(others.filter((other) => kindInfo(other).section === section)),
    ...random.shuffle(others.filter((other) => kindInfo(other).section !== section)),
  ];
}

/**
 * @param {{ kinds: string[], plan: string[], seed: number, build: (kind: string, seed: number) => any }} options
 * @returns {any[] & { short: boolean }}
 */
export function differentQuestions({ kinds, plan, seed, build }) {
  /** @type {Set<string>} */
  const asked = new Set();
  /** @type {(any | null)[]} */
  const places = [];
  /** @type {number[]} */
  const seeds = [];
  let questionSeed = seed;
  for (const kind of plan) {
    const question = build(kind, questionSeed);
    const key = questionKey(question);
    if (key !== null && asked.has(key)) places.push(null);
    else {
      if (key !== null) asked.add(key);
      places.push(question);
    }
    seeds.push(questionSeed);
    questionSeed = nextSeed(questionSeed);
  }

  /** @type {Set<string>} */
  const usedUp = new Set();
  /** @param {number} r @param {(kind: string) => boolean} allowed */
  function replace(r, allowed) {
    const alternates = alternateSeeds(seeds[r]);
    for (const kind of replacementKinds(plan[r], kinds, seeds[r])) {
      if (!allowed(kind) || usedUp.has(kind)) continue;
      for (const alternate of alternates) {
        const question = build(kind, alternate);
        const key = questionKey(question);
        if (key !== null && !asked.has(key)) {
          asked.add(key);
          places[r] = question;
          return;
        }
      }
      usedUp.add(kind);
    }
  }

  const notLab = (/** @type {string} */ kind) => !readsLabResults(kind);
  plan.forEach((kind, r) => {
    if (places[r] === null && notLab(kind)) replace(r, notLab);
  });
  plan.forEach((kind, r) => {
    if (places[r] === null) replace(r, readsLabResults(kind) ? () => true : readsLabResults);
  });
  const questions = places.filter((question) => question !== null);
  return Object.assign(questions, { short: questions.length < plan.length });
}
