// The article's interactive sections, keyed by their element id. main.js (the whole article) and,
// later, embed.js (one section) start whichever of these are present in the page.
import { createFormulaSection } from "./formula.js";
import { createMatrixSection } from "./matrix.js";

export const sectionFactories = {
  formula: createFormulaSection,
  matrix: createMatrixSection,
};
