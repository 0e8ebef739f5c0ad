// The exam as the page makes it (startPage.js): the core, and the lab module of the same kind for
// the lab's questions, with the lab's results ready (exam.ready()), so that every kind generates.
// In node nothing else needs the main thread, so the training slices run back to back.
import { createExam } from "../../web/js/exam/generate.js";
import { nextSeed } from "../../web/js/seededRandom.js";
import { LABS, loadCore, loadLab } from "./cores.mjs";

/** The lab module built beside a core (the same kernel path). */
export const labFor = (coreSpec) => LABS.find((lab) => lab.kernelPath === coreSpec.kernelPath);

export async function loadExam(coreSpec) {
  const core = await loadCore(coreSpec);
  const exam = createExam(core, {
    loadLab: () => loadLab(labFor(coreSpec)),
    slicing: { pause: async () => {} },
  });
  await exam.ready();
  return exam;
}

/** The question of `kind` at each of `count` seeds of New question's walk from `seed`, repeats
 * and all (a quiz of one question is that seed's question): the builders' own draws, for tests
 * of their distribution, which a quiz without repeats would thin out. */
export function walkQuestions(exam, kind, count, seed) {
  const questions = [];
  for (let s = seed; questions.length < count; s = nextSeed(s)) {
    questions.push(exam.generate({ kinds: [kind], count: 1, seed: s })[0]);
  }
  return questions;
}
