// Arabic messages of exam; keys and placeholders as in en.js.
import card from "./ar/card.js";
import derivation from "./ar/derivation.js";
import page from "./ar/page.js";
import steps from "./ar/steps.js";

export default {
  ...page,
  ...card,
  ...derivation,
  ...steps,
};
