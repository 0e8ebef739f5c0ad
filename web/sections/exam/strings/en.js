// The exam's messages in English, split by part (strings/en/<part>.js). Each question's own
// messages are in the catalogue of the section it tests (web/sections/<id>/strings/en/exam.js).
import card from "./en/card.js";
import derivation from "./en/derivation.js";
import page from "./en/page.js";
import steps from "./en/steps.js";

export default {
  ...page,
  ...card,
  ...derivation,
  ...steps,
};
