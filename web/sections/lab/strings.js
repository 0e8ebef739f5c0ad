// @ts-check
// The lab section's messages: every word its scripts (and web/js/lab/) write for a reader.
import { catalogue } from "../../js/i18n/catalogue.js";
import en from "./strings/en.js";

export const { t, nodes, keys } = catalogue("lab", { en });
