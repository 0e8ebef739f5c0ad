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
export const examKinds = [
  {
    kind: "order",
    section: "why-order",
    title: "Why attention needs positions",
    type: "choice",
    stream: 6,
  },
  {
    kind: "simple",
    section: "formula",
    title: "Why not a simpler encoding?",
    type: "choice",
    stream: 7,
  },
  { kind: "value", section: "formula", title: "Compute a value of PE", type: "number", stream: 0 },
  {
    kind: "speed",
    section: "wavelengths",
    title: "Fastest or slowest dimension",
    type: "choice",
    stream: 1,
  },
  {
    kind: "wavelength",
    section: "wavelengths",
    title: "Wavelength of a pair",
    type: "number",
    stream: 2,
  },
  { kind: "base", section: "wavelengths", title: "What the base does", type: "number", stream: 8 },
  {
    kind: "layout",
    section: "matrix",
    title: "Interleaved or concatenated",
    type: "number",
    stream: 9,
  },
  {
    kind: "shift",
    section: "identity",
    title: "Fill in the shift matrix Mₖ",
    type: "matrix",
    stream: 3,
  },
  {
    kind: "linear",
    section: "identity",
    title: "Is the shift linear, and why?",
    type: "choice",
    stream: 4,
  },
  {
    kind: "relative",
    section: "relative",
    title: "The relative dot product",
    type: "number",
    stream: 10,
  },
  {
    kind: "symmetry",
    section: "relative",
    title: "Why k and −k look alike",
    type: "choice",
    stream: 11,
  },
  { kind: "sum", section: "embeddings", title: "Sum or concatenation?", type: "choice", stream: 5 },
  { kind: "scale", section: "attention", title: "Scaling by √d_model", type: "number", stream: 12 },
  {
    kind: "params",
    section: "learned",
    title: "A learned table’s parameters",
    type: "number",
    stream: 13,
  },
  { kind: "maxlen", section: "learned", title: "Past max_len", type: "choice", stream: 14 },
  {
    kind: "rope",
    section: "rope",
    title: "RoPE: the score sees the offset",
    type: "number",
    stream: 15,
  },
  { kind: "rotated", section: "rope", title: "RoPE: what is rotated", type: "choice", stream: 16 },
  // The lab's kinds read results the lab module computes (labResults.js; peExam.ready()).
  { kind: "lab", section: "lab", title: "Reading a lab result", type: "choice", stream: 17 },
  {
    kind: "ceiling",
    section: "lab",
    title: "The ceiling without order",
    type: "number",
    stream: 18,
  },
];

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
