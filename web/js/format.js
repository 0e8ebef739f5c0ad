// @ts-check
// Number formatting for the whole page, so that the same value reads the same everywhere: plain
// text for prose, labels and aria-live announcements, TeX for KaTeX, fixed decimals for tables,
// tick labels for axes and legends, and the colour ranges the tables share. One format:
//   - every minus sign a reader sees is the typographic one (U+2212), put in by `minus` below and
//     nowhere else;
//   - one scientific notation, a power of ten with its exponent raised: "1.2 × 10⁻⁵" in text,
//     the same in KaTeX (1.2 \times 10^{-5}); never "1.2e-5";
//   - counts and sentences agree in number ("1 of its 3 words has", `countOf` and `agree`).
// What is data rather than prose (a CSV download, a link's query, an input field's value) keeps
// plain JS numbers. Derivations show 6 significant digits: enough to check by hand, few enough
// to read. Each function writes the number as the page's language does (i18n/numbers.js: a
// decimal comma in Spanish); the values are the same in every language.

import { readSafely } from "./environment.js";
import { currentLanguage, defaultLanguage, pseudoLanguage } from "./i18n/language.js";
import { localNumberText, localTexNumber, numberSeparator } from "./i18n/numbers.js";
import { pseudoLocalize } from "./i18n/pseudo.js";

const significantDigits = 6;

/** A leading hyphen-minus becomes the typographic minus "−" (U+2212).
 * @param {string} text */
export function minus(text) {
  return text.replace(/^-/, "\u2212");
}

/** @param {string} text */
function stripZeros(text) {
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

// Splits x into a plain decimal or a mantissa and a power of ten; very small or large numbers
// would otherwise print as a long row of zeros or as JS's "1e+21".
/**
 * @param {number} x
 * @param {number} digits
 * @returns {{ mantissa: string, exponent: number | null }}
 */
function parts(x, digits) {
  if (x === 0 || Object.is(x, -0)) return { mantissa: "0", exponent: null };
  const plain = x.toPrecision(digits);
  const magnitude = Math.abs(x);
  if (!plain.includes("e") && magnitude >= 1e-4 && magnitude < 1e7) {
    return { mantissa: stripZeros(plain), exponent: null };
  }
  const [mantissa, exponent] = x.toExponential(digits - 1).split("e");
  return { mantissa: stripZeros(mantissa), exponent: Number(exponent) };
}

/** A whole number with a comma between thousands, as English writes it: "-1,572,864". Written
 * here rather than by toLocaleString, so that no number the page shows depends on the browser's
 * Intl (which may be missing or refuse its locale: environment.js).
 * @param {number} x */
function groupedInteger(x) {
  const digits = String(Math.abs(Math.round(x)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return x < 0 && grouped !== "0" ? `-${grouped}` : grouped;
}

/** @param {number} x @param {number} digits "0.479426", "-4.44 × 10^-16": numberText before its
 * minus and superscripts */
function plainNumber(x, digits) {
  if (!Number.isFinite(x)) return String(x);
  const { mantissa, exponent } = parts(x, digits);
  return exponent === null ? mantissa : `${mantissa} × 10^${exponent}`;
}

/** TeX, for katex.render (KaTeX typesets its own minus).
 * @param {number} x
 * @param {number} [digits] significant digits */
export function texNumber(x, digits = significantDigits) {
  if (!Number.isFinite(x)) return `\\text{${String(x)}}`;
  const { mantissa, exponent } = parts(x, digits);
  const local = localTexNumber(mantissa);
  return exponent === null ? local : `${local} \\times 10^{${exponent}}`;
}

/** A number raised to a power: "1 × 10^{12}" must be bracketed, or TeX sees a double superscript.
 * @param {number} x */
export function texPowerBase(x) {
  const tex = texNumber(x);
  return tex.includes("\\times") ? `\\left(${tex}\\right)` : tex;
}

/** A factor after "×": negative numbers in brackets.
 * @param {number} x */
export function texFactor(x) {
  return x < 0 ? `\\left(${texNumber(x)}\\right)` : texNumber(x);
}

const superscripts = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴" };
Object.assign(superscripts, { 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" });
const subscripts = { "-": "₋", 0: "₀", 1: "₁", 2: "₂", 3: "₃", 4: "₄" };
Object.assign(subscripts, { 5: "₅", 6: "₆", 7: "₇", 8: "₈", 9: "₉" });

/**
 * @param {string} text
 * @param {Record<string, string>} table
 */
const mapChars = (text, table) => [...text].map((c) => table[c] ?? c).join("");

/** Text for prose and labels (textContent), where TeX is not available: "4.44 × 10⁻¹⁶", "−0.5".
 * @param {number} x
 * @param {number} [digits] significant digits */
export function numberText(x, digits = significantDigits) {
  return localNumberText(englishNumberText(x, digits));
}

/** numberText as English writes it, for the functions below that localize once at the end.
 * @param {number} x @param {number} digits */
function englishNumberText(x, digits) {
  return minus(
    plainNumber(x, digits).replace(/\^(-?\d+)/, (_, power) => mapChars(power, superscripts)),
  );
}

/** The same as numberText, under the name exam.js imports it by (one format for the page). */
export const formatNumber = numberText;

/** A whole number in prose: integerText(-40) === "−40", integerText(1000000) === "1000000".
 * @param {number} x */
export function integerText(x) {
  return localNumberText(minus(String(x)));
}

/** An integer index as a subscript: subscriptText(-12) === "₋₁₂".
 * @param {number} value */
export function subscriptText(value) {
  return mapChars(String(value), subscripts);
}

/** Fixed decimals for table cells: fixed(-0.5, 3) === "−0.500".
 * @param {number} x
 * @param {number} decimals
 * @param {{ unsignedZero?: boolean }} [options] unsignedZero: "−0.000" reads "0.000" */
export function fixed(x, decimals, { unsignedZero = false } = {}) {
  const text = x.toFixed(decimals);
  return localNumberText(minus(unsignedZero && Number(text) === 0 ? text.replace(/^-/, "") : text));
}

/** A formatter of `decimals` fixed decimals, for figure options.
 * @param {number} decimals */
export const fixedDigits = (decimals) => (/** @type {number} */ x) => fixed(x, decimals);

/** An axis or legend tick rounded to `decimals` places, without trailing zeros: "0.5", "−1".
 * @param {number} x
 * @param {number} [decimals] */
export function tickText(x, decimals = 2) {
  return localNumberText(minus(String(Number(x.toFixed(decimals)))));
}

/** An axis tick only at whole numbers (positions, offsets); "" between them.
 * @param {number} x */
export function integerTick(x) {
  return Number.isInteger(x) ? minus(String(x)) : "";
}

/** Large ranges at a glance on a plot: 6.28, 62.8, 62,832, 6.28 × 10¹².
 * @param {number} x */
export function roundedText(x) {
  if (x >= 1000 && x < 1e7) return localNumberText(groupedInteger(x));
  return numberText(x, 3);
}

/** Log-axis ticks at powers of ten: 0.01, 10, 1,000, 100,000, then 10⁶ and up (10⁻³ and down).
 * @param {number} x */
export function powerTickText(x) {
  if (x >= 1e6 || x < 0.01) {
    return `10${mapChars(String(Math.round(Math.log10(x))), superscripts)}`;
  }
  return localNumberText(x >= 1 ? groupedInteger(x) : String(x));
}

/** A count with thousands separators: 1,572,864.
 * @param {number} x */
export const countText = (x) => localNumberText(groupedInteger(x));

/** Text cut to `max` characters, with an ellipsis where it was cut.
 * @param {string} text
 * @param {number} max */
export function truncated(text, max) {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Reader text in quotation marks, as the page's language writes them: “…” (English, Spanish,
 * Chinese), «…» (Arabic). quoted(truncated(text, 40)) for a long one.
 * @param {string} text */
export function quoted(text) {
  return currentLanguage() === "ar" ? `«${text}»` : `“${text}”`;
}

/** The comma between the two numbers of a pair, "PE(3, 0)", as the page's language writes it:
 * "PE(3; 0)" in Spanish, whose decimal mark is a comma ("PE(3,0)" would read as 3.0).
 * texSeparator() is the same mark in TeX (where the space after it is TeX's own). */
export const pairSeparator = () => numberSeparator();
export const texSeparator = () => numberSeparator().trim().replace("،", ",");

/** A small matrix in plain text, row by row: "[a, b; c, d]" ("[a; b | c; d]" in Spanish, whose
 * entries are separated by semicolons). @param {string[][]} rows entries already written */
export function matrixText(rows) {
  const rowSeparator = numberSeparator() === "; " ? " | " : "; ";
  return `[${rows.map((row) => row.join(numberSeparator())).join(rowSeparator)}]`;
}

/** Numbers in a row, separated as the page's language does: "0.5, 0.25"; "0,5; 0,25" in Spanish.
 * @param {string[]} numbers already written (numberText, fixed, ...) */
export function numberListText(numbers) {
  return numbers.join(numberSeparator());
}

/** Whole sentences one after another: a space between them, none in Chinese (whose full stop 。
 * is wide already). @param {string[]} sentences */
export function sentencesText(sentences) {
  return sentences.join(currentLanguage() === "zh-CN" ? "" : " ");
}

/** Clauses of one sentence: "a; b", "a；b" in Chinese, "a؛ b" in Arabic. @param {string[]} clauses */
export function clausesText(clauses) {
  const language = currentLanguage();
  return clauses.join(language === "zh-CN" ? "；" : language === "ar" ? "؛ " : "; ");
}

/** A count with its noun, singular or plural, in English only: a message says it with a plural
 * instead ("{count, plural, one {# word} other {# words}}"); kept for the sections' English until
 * they move to their catalogues. countOf(1, "word") === "1 word", countOf(3, "word")
 * === "3 words", countOf(2, "entry", "entries") === "2 entries".
 * @param {number} count
 * @param {string} singular
 * @param {string} [plural] */
export function countOf(count, singular, plural = `${singular}s`) {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** English only, as countOf (a message agrees through its plural). The verb (or word) that
 * agrees with a count: agree(1, "has", "have") === "has", so that
 * `${count} of its ${countOf(n, "word")} ${agree(count, "has", "have")}` reads "1 of its 3 words
 * has" and "2 of its 3 words have".
 * @param {number} count
 * @param {string} singular
 * @param {string} plural */
export function agree(count, singular, plural) {
  return count === 1 ? singular : plural;
}

/** A list of names joined in the page's language: in English "a", "a and b", "a, b and c".
 * English keeps the page's own style without the Oxford comma (Intl.ListFormat's English writes
 * "a, b, and c", which would change today's text); the pseudo-locale writes the same with its
 * "and" made foreign; every other language takes Intl.ListFormat's conjunction.
 * @param {string[]} items */
export function listText(items) {
  return joinedList(items, "conjunction");
}

/** A choice among names, in the page's language: in English "a", "a or b", "a, b or c" (the
 * same style as listText); other languages take Intl.ListFormat's disjunction.
 * @param {string[]} items */
export function choiceText(items) {
  return joinedList(items, "disjunction");
}

// The comma between listed names, in the languages that take Intl.ListFormat's words.
/** @type {Record<string, string>} */
const listComma = { "zh-CN": "、", ar: "، " };

/** @param {string[]} items @param {"conjunction" | "disjunction"} type */
function joinedList(items, type) {
  const language = currentLanguage();
  if (language !== defaultLanguage && language !== pseudoLanguage) {
    // Where Intl has no list format for the language, the names are listed with its comma.
    return readSafely(
      () => new Intl.ListFormat(language, { type }).format(items),
      items.join(listComma[language] ?? ", "),
    );
  }
  if (items.length <= 1) return items.join("");
  const word = type === "conjunction" ? " and " : " or ";
  const joiner = language === pseudoLanguage ? pseudoLocalize(word) : word;
  return `${items.slice(0, -1).join(", ")}${joiner}${items[items.length - 1]}`;
}

/** The colour range of values spread over several arrays, widened outwards to multiples of `step`
 * so that a legend's ends read as round numbers.
 * @param {ArrayLike<number>[]} arrays
 * @param {number} step
 * @returns {[number, number]} */
export function roundedRange(arrays, step) {
  let low = Infinity;
  let high = -Infinity;
  for (const array of arrays) {
    for (let k = 0; k < array.length; k += 1) {
      low = Math.min(low, array[k]);
      high = Math.max(high, array[k]);
    }
  }
  return [Math.floor(low / step) * step, Math.ceil(high / step) * step];
}

/** As roundedRange, symmetric about 0 (for values of either sign on a diverging legend).
 * @param {ArrayLike<number>[]} arrays
 * @param {number} step
 * @returns {[number, number]} */
export function symmetricRange(arrays, step) {
  const [low, high] = roundedRange(arrays, step);
  const edge = Math.max(Math.abs(low), Math.abs(high));
  return [-edge, edge];
}
