// The article's interactive sections, keyed by their element id. main.js (the whole article) and,
// later, embed.js (one section) start whichever of these are present in the page.
import { createFormulaSection } from "./formula.js";
import { createIdentitySection } from "./identity.js";
import { createMatrixSection } from "./matrix.js";
import { createWavelengthsSection } from "./wavelengths.js";
import { createWhyOrderSection } from "./whyOrder.js";

export const sectionFactories = {
  "why-order": createWhyOrderSection,
  formula: createFormulaSection,
  wavelengths: createWavelengthsSection,
  matrix: createMatrixSection,
  identity: createIdentitySection,
};
