// @ts-check
// The exam's questions, as peExam (window.peExam, docs/api.md) and the page's quiz make them:
//
//   const exam = createExam(core, { loadLab });   loadLab: () => a promise of the lab module
//   await exam.ready()                    the lab's results, for the lab's questions (once)
//   exam.kinds()                          [{ kind, section, title, type }]
//   exam.generate({ kinds, count, seed }) count different questions (1..2000; fewer, and the
//                                         array's `short` true, when the kinds have fewer); kinds
//                                         omitted: all of them
//   exam.check(question, input)           { correct, value, diagnosis, error } (check.js)
//
// A question is plain data: { id, kind, section, type, title, seed, prompt, params, options,
// answer, solution, hint, labels, tolerance, toleranceText, mistakes, optionDiagnoses, rich }.
// prompt, hint and solution are plain text; rich holds the same as rich text for the page
// (rich.js). The same seed always gives the same questions:
//   question r has its own seed s_r: s_0 = seed, s_(r+1) = nextSeed(s_r) (the walk of "New
//   question"), and its numbers come from the kind's own stream of s_r (kinds.js `stream`);
//   its kind: the kinds' sections taken in a shuffled order, cycle after cycle (each section's
//   kinds in turn), so that any count of at least the number of sections covers every one.
// A quiz never asks the same question twice (differentQuestions.js): question r keeps s_r and
// its planned kind whenever that question is new, and a repeat is replaced by a new question
// drawn from alternate seeds of its own, or left out when none is found, and then the returned
// array has fewer than `count` questions and says so (`short`).
import { createRandom, streamFor } from "../seededRandom.js";
import { check, distinctMistakes } from "./check.js";
import { CoreRefused } from "./coreCall.js";
import { differentQuestions } from "./differentQuestions.js";
import { fairChoice } from "./fairChoice.js";
import { examKinds, kindInfo, questionKindIds } from "./kinds.js";
import { createLabResults, LabPending } from "./labResults.js";
import { plainSteps, plainText } from "./rich.js";
import { t } from "../../sections/exam/strings.js";
import { questionBuilders as whyOrder } from "../../sections/why-order/examKinds.js";
import { questionBuilders as formula } from "../../sections/formula/examKinds.js";
import { questionBuilders as wavelengths } from "../../sections/wavelengths/examKinds.js";
import { questionBuilders as matrix } from "../../sections/matrix/examKinds.js";
import { questionBuilders as identity } from "../../sections/identity/examKinds.js";
import { questionBuilders as relative } from "../../sections/relative/examKinds.js";
import { questionBuilders as embeddings } from "../../sections/embeddings/examKinds.js";
import { questionBuilders as attention } from "../../sections/attention/examKinds.js";
import { questionBuilders as learned } from "../../sections/learned/examKinds.js";
import { questionBuilders as rope } from "../../sections/rope/examKinds.js";
import { questionBuilders as lab } from "../../sections/lab/examKinds.js";
import { questionBuilders as longer } from "../../sections/longer/examKinds.js";

// Each section's questions are built in its folder (web/sections/<id>/examKinds.js).
const builders = {
  ...whyOrder,
  ...formula,
  ...wavelengths,
  ...matrix,
  ...identity,
  ...relative,
  ...embeddings,
  ...attention,
  ...learned,
  ...rope,
  ...lab,
  ...longer,
};
export const maxCount = 2000;
const maxSeed = 4294967295;

/**
 * The question of `kind` for `seed`: the same pair always gives the same question. A lab
 * question asked before the lab's results are in is a placeholder: { id, kind, section, type,
 * title, seed, pending: true, error } (exam.ready() brings the results).
 * @param {string} kind
 * @param {number} seed
 * @param {import("pe-core").PeCore} core
 * @param {import("./labResults.js").LabResults} [lab]
 */
export function buildQuestion(kind, seed, core, lab) {
  const info = kindInfo(kind);
  const build = builders[kind];
  if (!info || !build) return { kind, seed, error: t("generate.noKind", { kind: String(kind) }) };
  const random = streamFor(seed, info.stream);
  let built;
  try {
    built = build(random, core, lab);
  } catch (error) {
    if (error instanceof LabPending) {
      const { section, type } = info;
      return {
        id: `${kind}:${seed}`,
        kind,
        section,
        type,
        title: t(`kind.${kind}.title`),
        seed,
        pending: true,
        error: error.message,
      };
    }
    if (error instanceof CoreRefused) return { kind, seed, error: error.message };
    throw error;
  }
  const question = {
    id: `${kind}:${seed}`,
    kind,
    section: info.section,
    type: info.type,
    title: t(`kind.${kind}.title`),
    seed,
    prompt: plainText(built.prompt),
    params: built.params,
    hint: plainText(built.hint),
    solution: plainSteps(built.solution),
    rich: { prompt: built.prompt, hint: built.hint, solution: built.solution },
  };
  if (info.type === "choice") {
    const choice = fairChoice(random, built.choices);
    return { ...question, legend: built.legend, ...choice };
  }
  return {
    ...question,
    answer: built.answer,
    labels: built.labels,
    tolerance: built.tolerance,
    toleranceText: built.toleranceText,
    mistakes: distinctMistakes(built.mistakes ?? [], built.answer, built.tolerance),
  };
}

// The kind of each of `count` questions: sections in a shuffled order, cycle after cycle, and
// within a section its kinds in a shuffled order, in turn.
/** @param {string[]} kinds @param {number} count @param {number} seed */
function planKinds(kinds, count, seed) {
  const random = createRandom((seed ^ 0x3c6ef372) >>> 0);
  /** @type {Map<string, string[]>} */
  const bySection = new Map();
  for (const kind of kinds) {
    const { section } = kindInfo(kind);
    bySection.set(section, [...(bySection.get(section) ?? []), kind]);
  }
  const queues = new Map([...bySection].map(([section, list]) => [section, random.shuffle(list)]));
  const turn = new Map([...bySection.keys()].map((section) => [section, 0]));
  const plan = [];
  while (plan.length < count) {
    for (const section of random.shuffle([...bySection.keys()])) {
      if (plan.length === count) break;
      const queue = queues.get(section);
      const at = turn.get(section);
      plan.push(queue[at % queue.length]);
      turn.set(section, at + 1);
    }
  }
  return plan;
}

/** @param {unknown} options */
function readOptions(options) {
  const { kinds, count = 1, seed = 1 } = /** @type {any} */ (options ?? {});
  if (!Number.isInteger(count) || count < 1 || count > maxCount) {
    throw new RangeError(
      `count must be a whole number from 1 to ${maxCount} (got ${String(count)})`,
    );
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > maxSeed) {
    throw new RangeError(`seed must be a whole number from 0 to ${maxSeed} (got ${String(seed)})`);
  }
  let list = questionKindIds;
  if (kinds !== undefined) {
    if (!Array.isArray(kinds) || kinds.length === 0) {
      throw new TypeError("kinds must be a non-empty array of kind ids (see peExam.kinds())");
    }
    const unknown = kinds.filter((kind) => !questionKindIds.includes(kind));
    if (unknown.length > 0) {
      throw new RangeError(
        `unknown kind ${String(unknown[0])}: the kinds are ${questionKindIds.join(", ")}`,
      );
    }
    // In the registry's order, each once, so that the order of the list does not matter.
    list = questionKindIds.filter((kind) => kinds.includes(kind));
  }
  return { kinds: list, count, seed };
}

/**
 * @param {import("pe-core").PeCore} core
 * @param {{ loadLab?: () => Promise<import("pe-core").PeLab>, slicing?: { budgetMs?: number, pause?: () => Promise<unknown> } }} [options]
 *   loadLab: a promise of the lab module, for the lab's questions (labResults.js); slicing: how
 *   its training is cut up (timeSlices.js)
 */
export function createExam(core, { loadLab, slicing } = {}) {
  const lab = loadLab ? createLabResults(loadLab, slicing) : undefined;
  return {
    /**
     * Resolves when the lab's questions can be made: the lab module loaded and its models
     * trained and tested, once, in slices that leave the page responsive. Until then generate()
     * gives each lab question as a placeholder (pending: true).
     * @param {{ onProgress?: (done: number, total: number) => void }} [options]
     */
    ready: (options) => (lab ? lab.ready(options) : Promise.resolve()),
    kinds: () =>
      examKinds.map(({ kind, section, type }) => ({
        kind,
        section,
        title: t(`kind.${kind}.title`),
        type,
      })),
    /**
     * @param {{ kinds?: string[], count?: number, seed?: number }} [options]
     * @returns {any[] & { short: boolean }} short: fewer than `count` different questions
     */
    generate(options) {
      const { kinds, count, seed } = readOptions(options);
      return differentQuestions({
        kinds,
        plan: planKinds(kinds, count, seed),
        seed,
        build: (kind, questionSeed) => buildQuestion(kind, questionSeed, core, lab),
      });
    },
    check,
  };
}

/** @typedef {ReturnType<typeof createExam>} Exam */
