// Simplified Chinese messages of exam; keys and placeholders as in en.js.
import card from "./zh-CN/card.js";
import derivation from "./zh-CN/derivation.js";
import page from "./zh-CN/page.js";
import steps from "./zh-CN/steps.js";

export default {
  ...page,
  ...card,
  ...derivation,
  ...steps,
};
