// @ts-check
// The value parsers of the store's parameters: each takes a link's (or a field's) text and gives
// the value in its canonical form, or undefined when the text is not of the right shape. Whether
// a value is in range is the parameter's rule (specs.js), not the parser's.
import { questionKindIds } from "../exam/kinds.js";

// Numbers as people write them, in a link or a field: "1000000", "1e6", "+5", "5.0", ".5", "-3",
// with spaces around allowed. Undefined when the text is not a number at all ("12abc", "", "0x10");
// a number of any size comes through ("1e400" is Infinity), and the parameter's rule then says
// what range it must lie in, and whether it must be whole: k=1e6 is k = 1000000, d=1e9 is refused
// because it is too large, not because of how it is written.
/** @param {string} raw */
export function parseNumber(raw) {
  const text = String(raw).trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

// A quiz's pass mark (pass=60): "" for none, else the number's canonical text ("60.0" is "60");
// whether it is a whole number from 0 to 100 is its rule's (classroomSpecs.js).
/** @param {string} raw @returns {string | undefined} */
export function parsePassMark(raw) {
  if (String(raw).trim() === "") return "";
  const value = parseNumber(raw);
  return value === undefined ? undefined : String(value);
}

/** @param {string[]} allowed */
export function parseWord(allowed) {
  /** @param {string} raw */
  return (raw) => (allowed.includes(raw) ? raw : undefined);
}

// Sentences for the attention toy, as the reader typed them, in any script: "Dog, bites man!"
// and "Hund beißt Mann" are fine (the core's tokenizer keeps the words, lowercased, and drops the
// rest). Only the form is made canonical, so that what a text field accepts and what a link
// carries are the same string: trimmed, runs of spaces made one, and Unicode NFC (an "é" typed as
// e + a combining accent is the same word as the precomposed one, with the same embedding).
// Control characters have no business in a sentence or a link. Words and characters are counted
// by the core itself (tokenize), in the rules of specs.js.
/** @param {string} raw */
export function canonicalSentence(raw) {
  return String(raw).normalize("NFC").trim().replace(/\s+/g, " ");
}

// The lab's sentences are in its own small English vocabulary (the lab module names a word it
// does not know): printable ASCII with at least one word of letters a-z.
/** @param {string} text */
export const countLabWords = (text) => (text.match(/[A-Za-z]+/g) ?? []).length;
/** @param {string} raw */
export function parseLabSentence(raw) {
  const text = canonicalSentence(raw);
  return /^[\x20-\x7e]+$/.test(text) && countLabWords(text) > 0 ? text : undefined;
}

/** @param {string} raw */
export function parseSentence(raw) {
  const text = canonicalSentence(raw);
  return text !== "" && !/\p{Cc}/u.test(text) ? text : undefined;
}

// A list of dimension numbers ("0,32, 64") in canonical form ("0,32,64"), in the reader's order.
// "" (the parameter left out) means "the plot's own choice for this d".
/** @param {string} raw @returns {string | undefined} */
export function parseDimensionList(raw) {
  const text = raw.trim();
  if (text === "") return "";
  if (!/^\d{1,5}(\s*,\s*\d{1,5})*$/.test(text)) return undefined;
  return text
    .split(",")
    .map((part) => String(Number(part.trim())))
    .join(",");
}

/** @param {string} value */
export function dimensionList(value) {
  return value === "" ? [] : value.split(",").map(Number);
}

// The wavelengths plot's own choice when the link names no dimensions: the first, two in between
// and the last sine, fast to slow. Small d_model collapses some of them; two lines at least.
/** @param {number} d */
export function defaultDimensions(d) {
  const picks = [...new Set([0, 2 * Math.floor(d / 8), 2 * Math.floor(d / 4), d - 2])];
  if (picks.length < 2) picks.push(1);
  return picks.sort((a, b) => a - b);
}

// The dimensions the plot shows for a state: the link's dims, or the plot's own choice.
/** @param {{ d: number, dims: string }} state */
export function plotDimensions(state) {
  return state.dims === "" ? defaultDimensions(state.d) : dimensionList(state.dims);
}

// The classroom kit's kinds: "value, shift" -> "value,shift": known kinds, each once, in the
// order given; "" is every kind.
/** @param {string} raw @returns {string | undefined} */
export function parseKindList(raw) {
  if (raw.trim() === "") return "";
  const list = raw.split(",").map((part) => part.trim());
  if (list.length === 0 || list.some((kind) => !questionKindIds.includes(kind))) return undefined;
  return [...new Set(list)].join(",");
}
