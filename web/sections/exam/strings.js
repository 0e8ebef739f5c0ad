// @ts-check
// The exam's message catalogue (docs/messages.md): its questions, hints, worked solutions,
// diagnoses, the mock exam's report, the guided derivation and the section's controls.
import { catalogue } from "../../js/i18n/catalogue.js";
import en from "./strings/en.js";

export const { t, nodes } = catalogue("exam", { en });
