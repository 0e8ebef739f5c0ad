// @ts-check
// The longer section's messages: every word its script writes (its prose is in longer.html).
import { catalogue } from "../../js/i18n/catalogue.js";
import en from "./strings/en.js";

export const { t, nodes } = catalogue("longer", { en });
