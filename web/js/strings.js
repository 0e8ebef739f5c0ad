// @ts-check
// The shared interface's messages (namespace "ui"): the core's status and refusals, notices,
// "Copy link" and "Embed this", downloads, the glossary's frame, the controls and the words the
// shared figures make up themselves. docs/messages.md has the conventions.
import { catalogue } from "./i18n/catalogue.js";
import en from "./strings/en.js";

export const { t, nodes } = catalogue("ui", { en });

/** A counter of `noun` ("position", "dimension", "row", "column", "offset"): counted("position")(3)
 * is "3 positions", in the page's language (the catalogue's count.<noun>).
 * @param {"position" | "dimension" | "row" | "column" | "offset"} noun */
export const counted = (noun) => (/** @type {number} */ count) => t(`count.${noun}`, { count });
