// @ts-check
// The article's interactive sections, keyed by their element id. main.js (the whole article) and
// embed.js (one section) start whichever of these are present in the page (startPage.js).
// Each factory takes a SectionContext and returns an object with destroy().
import { createAttentionSection } from "./attention.js";
import { createEmbeddingsSection } from "./embeddings.js";
import { createExamSection } from "./exam.js";
import { createFormulaSection } from "./formula.js";
import { createIdentitySection } from "./identity.js";
import { createLabSection } from "./lab/lab.js";
import { createLearnedSection } from "./learned.js";
import { createMatrixSection } from "./matrix.js";
import { createRelativeSection } from "./relative.js";
import { createRopeSection } from "./rope.js";
import { createWavelengthsSection } from "./wavelengths.js";
import { createWhyOrderSection } from "./whyOrder.js";

/**
 * @typedef {object} SectionContext
 * @property {HTMLElement} root the <section> element, with its data-slot children
 * @property {import("../state/index.js").Store} store
 * @property {import("pe-core").PeCore} core
 * @property {import("../exam/generate.js").Exam} exam the exam's questions (window.peExam)
 * @property {import("../core.js").CoreKind} coreKind the core's kind; the lab loads its module
 *   of the same kind
 */

/** @type {Record<string, (context: SectionContext) => { destroy(): void }>} */
export const sectionFactories = {
  "why-order": createWhyOrderSection,
  formula: createFormulaSection,
  wavelengths: createWavelengthsSection,
  matrix: createMatrixSection,
  identity: createIdentitySection,
  relative: createRelativeSection,
  embeddings: createEmbeddingsSection,
  attention: createAttentionSection,
  learned: createLearnedSection,
  rope: createRopeSection,
  lab: createLabSection,
  exam: createExamSection,
};
