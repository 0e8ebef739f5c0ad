// @ts-check
// The store and its parameters, synced to the URL: the one import point for the rest of the page.
//   parse.js           the value parsers (numbers, sentences, lists of dimensions, ...)
//   specs.js           the parameters: defaults, rules, ranges, notes, their place in the link
//   classroomSpecs.js  the classroom kit's parameters
//   url.js             reading a link into a state, writing a state as a link
//   store.js           the store
export { classroomChoices } from "./classroomSpecs.js";
export {
  canonicalSentence,
  defaultDimensions,
  parseDimensionList,
  parseKindList,
  parseNumber,
  plotDimensions,
} from "./parse.js";
export { sectionIds } from "./specs.js";
export { createStore } from "./store.js";
export { readCoreRequest, readThemeRequest } from "./url.js";

/** @typedef {import("./specs.js").State} State */
/** @typedef {import("./specs.js").Key} Key */
/** @typedef {import("./specs.js").Settled} Settled */
/** @typedef {import("./store.js").Store} Store */
