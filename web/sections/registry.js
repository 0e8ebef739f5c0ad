// @ts-check
// The article's sections, in reading order: the one list that names them. Everything else is
// derived from it: the build assembles index.html and embed.html from the folders listed here
// (scripts/build-web.mjs), the contents list and each section's heading take `title`, the `section`
// URL parameter accepts `id`s, and the page starts
// each section with the `createSection` of its folder's <id>.js.
//
// A section is a folder web/sections/<id>/ holding:
//   <id>.html   its prose and the slots its figures draw into (one <section id="<id>">)
//   <id>.js     its wiring: export function createSection(context) -> { destroy() }
//   <id>.css    its own styles (optional)
// Data only (no imports), so that node scripts and tests can read it too.
//
// appendix: true marks a part that closes the article (the glossary): it has a folder and a
// heading like a section, but no controls, no `section=` link and no entry in the numbered list.

/**
 * @typedef {object} SectionEntry
 * @property {string} id the element id, the folder's name and the `section` URL value
 * @property {string} title the heading and the contents entry
 * @property {boolean} [appendix] a closing part, not a numbered section
 */

/** @type {readonly SectionEntry[]} */
export const registry = [
  { id: "why-order", title: "Why order matters" },
  { id: "formula", title: "The formula, term by term" },
  { id: "wavelengths", title: "Wavelengths: fast and slow dimensions" },
  { id: "matrix", title: "The whole matrix" },
  {
    id: "identity",
    title: "Angle addition: why sines and cosines come in pairs",
  },
  {
    id: "relative",
    title: "Relative position: the dot product sees only the offset",
  },
  {
    id: "embeddings",
    title: "Adding the encoding to the word vectors",
  },
  { id: "attention", title: "Dog bites man, with position" },
  {
    id: "learned",
    title: "Learned positions, or computed ones",
  },
  { id: "rope", title: "What came next: rotary position embedding (RoPE)" },
  {
    id: "lab",
    title: "The training lab: five models, tested past their training length",
  },
  {
    id: "longer",
    title: "Longer than trained: stretching RoPE, ALiBi and no position at all",
  },
  { id: "exam", title: "Exam practice" },
  { id: "glossary", title: "Glossary of symbols", appendix: true },
];

/** The sections a link can name (`section=`), in order. */
export const sectionIds = registry.filter((entry) => !entry.appendix).map((entry) => entry.id);
