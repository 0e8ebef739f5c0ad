// @ts-check
// The kinds of exam question, in the order of the article's sections. Data only, so that the
// store (state/) can check the `question` URL parameter without loading the builders.
//
//   kind     the id (URL `question`, peExam's `kinds`)
//   section  the article section it tests (state/specs.js sectionIds)
//   type     "number" (one number), "matrix" (several numbers) or "choice" (one option)
//   stream   the kind's own random stream of a seed (seededRandom.js streamFor): fixed forever,
//            so that adding a kind never changes the questions an old link gives
// One kind a row: kind, section, type, stream. The kinds' titles and the sections' short names
// are the exam's messages (kind.<kind>.title, section.<id>.name); each kind's builder is in the
// folder of its section (web/sections/<id>/examKinds.js).
/** @type {[string, string, string, number][]} */
const kindRows = [
  ["order", "why-order", "choice", 6],
  ["simple", "formula", "choice", 7],
  ["value", "formula", "number", 0],
  ["speed", "wavelengths", "choice", 1],
  ["wavelength", "wavelengths", "number", 2],
  ["base", "wavelengths", "number", 8],
  ["layout", "matrix", "number", 9],
  ["shift", "identity", "matrix", 3],
  ["linear", "identity", "choice", 4],
  ["relative", "relative", "number", 10],
  ["symmetry", "relative", "choice", 11],
  ["sum", "embeddings", "choice", 5],
  ["scale", "attention", "number", 12],
  ["params", "learned", "number", 13],
  ["maxlen", "learned", "choice", 14],
  ["rope", "rope", "number", 15],
  ["rotated", "rope", "choice", 16],
  ["ropeproof", "rope", "choice", 24],
  // The lab's kinds read results the lab module computes (labResults.js; peExam.ready()).
  ["lab", "lab", "choice", 17],
  ["ceiling", "lab", "number", 18],
  ["fartable", "lab", "choice", 25],
  ["alibi", "longer", "number", 19],
  ["pi", "longer", "number", 20],
  ["ntk", "longer", "number", 21],
  ["yarn", "longer", "choice", 22],
  ["highest", "longer", "choice", 23],
];
export const examKinds = kindRows.map(([kind, section, type, stream]) => ({
  kind,
  section,
  type,
  stream,
}));

export const questionKindIds = examKinds.map((kind) => kind.kind);

/** @param {string} kind */
export const kindInfo = (kind) => examKinds.find((entry) => entry.kind === kind);

// Whether a kind's questions read the lab's results (the section "lab"): such a question is a
// placeholder until exam.ready() has resolved (labResults.js).
/** @param {string} kind */
export const readsLabResults = (kind) => kindInfo(kind)?.section === "lab";

// The page's ways through the questions (URL `mode`): one kind at a time, all kinds mixed, or a
// mock exam of `count` questions across every section with a score per section at the end.
// `count` is also the length of a worksheet (print=...), in every mode.
export const examModes = ["one", "mixed", "mock"];
export const mockCount = { min: 1, max: 50, default: 20 };
