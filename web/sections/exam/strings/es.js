// Spanish messages of exam; keys and placeholders as in en.js.
import card from "./es/card.js";
import derivation from "./es/derivation.js";
import page from "./es/page.js";
import steps from "./es/steps.js";

export default {
  ...page,
  ...card,
  ...derivation,
  ...steps,
};
