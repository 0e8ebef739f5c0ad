// @ts-check
// The kinds of exam question, in the order of the article's sections. Data only, so that the
// store (state/) can check the `question` URL parameter without loading the builders.
//
//   kind     the id (URL `question`, peExam's `kinds`)
//   section  the article section it tests (state/specs.js sectionIds)
//   title    what the kind selector and the question card say
//   type     "number" (one number), "matrix" (several numbers) or "choice" (one option)
//   stream   the kind's own random stream of a seed (seededRandom.js streamFor): fixed forever,
//            so that adding a kind never changes the questions an old link gives
// One kind a row: kind, section, title, type, stream.
/** @type {[string, string, string, string, number][]} */
const kindRows = [
  ["order", "why-order", "Why attention needs positions", "choice", 6],
  ["simple", "formula", "Why not a simpler encoding?", "choice", 7],
  ["value", "formula", "Compute a value of PE", "number", 0],
  ["speed", "wavelengths", "Fastest or slowest dimension", "choice", 1],
  ["wavelength", "wavelengths", "Wavelength of a pair", "number", 2],
  ["base", "wavelengths", "What the base does", "number", 8],
  ["layout", "matrix", "Interleaved or concatenated", "number", 9],
  ["shift", "identity", "Fill in the shift matrix Mₖ", "matrix", 3],
  ["linear", "identity", "Is the shift linear, and why?", "choice", 4],
  ["relative", "relative", "The relative dot product", "number", 10],
  ["symmetry", "relative", "Why k and −k look alike", "choice", 11],
  ["sum", "embeddings", "Sum or concatenation?", "choice", 5],
  ["scale", "attention", "Scaling by √d_model", "number", 12],
  ["params", "learned", "A learned table’s parameters", "number", 13],
  ["maxlen", "learned", "Past max_len", "choice", 14],
  ["rope", "rope", "RoPE: the score sees the offset", "number", 15],
  ["rotated", "rope", "RoPE: what is rotated", "choice", 16],
  // The lab's kinds read results the lab module computes (labResults.js; peExam.ready()).
  ["lab", "lab", "Reading a lab result", "choice", 17],
  ["ceiling", "lab", "The ceiling without order", "number", 18],
];
export const examKinds = kindRows.map(([kind, section, title, type, stream]) => ({
  kind,
  section,
  title,
  type,
  stream,
}));

export const questionKindIds = examKinds.map((kind) => kind.kind);

/** @param {string} kind */
export const kindInfo = (kind) => examKinds.find((entry) => entry.kind === kind);

// The page's ways through the questions (URL `mode`): one kind at a time, all kinds mixed, or a
// mock exam of `count` questions across every section with a score per section at the end.
export const examModes = ["one", "mixed", "mock"];
export const mockCount = { min: 5, max: 50, default: 20 };

// The sections' short names, for the per-section scores.
export const sectionNames = {
  "why-order": "Why order matters",
  formula: "The formula",
  wavelengths: "Wavelengths",
  matrix: "The whole matrix",
  identity: "Angle addition",
  relative: "Relative position",
  embeddings: "Adding to embeddings",
  attention: "Attention with position",
  learned: "Learned vs sinusoidal",
  rope: "RoPE",
  lab: "The training lab",
};
