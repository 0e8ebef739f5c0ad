// @ts-check
// The glossary's messages (namespace "glossary"): the meaning of each symbol (web/js/glossary.js).
import { catalogue } from "../../js/i18n/catalogue.js";
import en from "./strings/en.js";

export const { t, nodes } = catalogue("glossary", { en });
