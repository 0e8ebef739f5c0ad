// @ts-check
// The shared interface's messages (namespace "ui"): the core's status and refusals, notices,
// "Copy link" and "Embed this", downloads, the glossary's frame, the controls and the words the
// shared figures make up themselves. docs/messages.md has the conventions.
import { catalogue } from "./i18n/catalogue.js";
import en from "./strings/en.js";

export const { t, nodes } = catalogue("ui", { en });
