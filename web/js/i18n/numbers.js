// @ts-check
// How each language writes the numbers the page shows, and how a number a reader types in that
// language is read back. The values are the same in every language: only their writing changes.
//
//   en, zh-CN, ar: 0.84, −1,234.5 (a decimal point; digits 0-9)
//   es:            0,84, −1.234,5 (a decimal comma, RAE and ISO 80000; a point between thousands)
//
// Arabic is shown with the digits 0-9 (not the Arabic-Indic ٠١٢…): the page's numbers sit beside
// formulas, plots and code that KaTeX and uPlot write in 0-9, and one digit system on a screen
// reads best; it is also what Arabic-language machine-learning courses and the Maghreb use. A
// reader may still type Arabic-Indic digits (and the Arabic decimal separator ٫): they are read.
// docs/languages.md says the same for readers.
import { currentLanguage, rightToLeftLanguages } from "./language.js";

// Languages that write a decimal comma (and a point between thousands).
const decimalComma = new Set(["es"]);
// Right-to-left languages: a number is a left-to-right island in the sentence, isolated (LRI ...
// PDI, U+2066 ... U+2069) so that "−0.5" keeps its minus in front and "1.5 × 10⁻⁸" its order.
const rightToLeft = new Set(rightToLeftLanguages);

/** What separates numbers in a row ("0.5, 0.25"): a semicolon where the decimal mark is a comma
 * ("0,5; 0,25"), the Arabic comma in Arabic ("0.5، 0.25"). @param {string} [language] */
export const numberSeparator = (language = currentLanguage()) =>
  decimalComma.has(language) ? "; " : rightToLeft.has(language) ? "، " : ", ";

/** The page's English-form number text ("−1,234.5", "4.44 × 10⁻¹⁶") as `language` writes it in
 * text. @param {string} text @param {string} [language] */
export function localNumberText(text, language = currentLanguage()) {
  const written = fieldNumberText(text, language);
  return rightToLeft.has(language) ? `\u2066${written}\u2069` : written;
}

/** The same for a text field's value, which holds no isolating marks (a field is left to right).
 * @param {string} text @param {string} [language] */
export function fieldNumberText(text, language = currentLanguage()) {
  if (!decimalComma.has(language)) return text;
  return text.replace(/[.,]/g, (mark) => (mark === "." ? "," : "."));
}

/** A TeX number ("0.84", "1.2 \times 10^{-5}") as `language` writes it; a comma in TeX maths is
 * punctuation (with space after), so a decimal comma is written {,}.
 * @param {string} tex @param {string} [language] */
export function localTexNumber(tex, language = currentLanguage()) {
  return decimalComma.has(language) ? tex.replace(/\./g, "{,}") : tex;
}

const arabicIndic = /[\u0660-\u0669]/g; // ٠..٩
const easternArabicIndic = /[\u06F0-\u06F9]/g; // ۰..۹ (Persian, Urdu)
const fullWidth = /[\uFF08-\uFF0F\uFF10-\uFF19\uFF3E]/g; // （）＊＋，－．／０..９＾ from a CJK IME

/** Digits and marks typed in other scripts as their ASCII forms: Arabic-Indic and Persian
 * digits, the Arabic decimal and thousands separators, a CJK keyboard's full-width digits and
 * signs, minus signs and dashes, and no direction marks. Shared by plainNumberText and the
 * exam's answer parser.
 * @param {string} text */
export function asciiNumberMarks(text) {
  return String(text)
    .replace(arabicIndic, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(fullWidth, (mark) => String.fromCharCode(mark.charCodeAt(0) - 0xfee0))
    .replace(/\u066B/g, ".") // ٫ Arabic decimal separator
    .replace(/\u066C/g, ",") // ٬ Arabic thousands separator
    .replace(/[\u2212\u2012\u2013]/g, "-")
    .replace(/[\u200E\u200F\u061C\u2066-\u2069]/g, ""); // direction marks and isolates
}

/** What a reader typed, in the plain form JS and the page's parsers read: digits 0-9, "." as the
 * decimal mark, "-" as minus, no thousands marks. In a decimal-comma language "0,84" is 0.84 and
 * "1.234,5" is 1234.5; a lone "." is a decimal point too (the plain form is always accepted).
 * Elsewhere "," is a decimal mark only when it is the only mark ("0,84"), as people type on a
 * keyboard of another country. Anything that is not a number stays as it is, for the parser
 * to refuse.
 * @param {string} text @param {string} [language] */
export function plainNumberText(text, language = currentLanguage()) {
  let plain = asciiNumberMarks(text);
  const hasComma = plain.includes(",");
  const hasPoint = plain.includes(".");
  if (hasComma && hasPoint) {
    // Both: the last one is the decimal mark, the other separates thousands.
    const decimal = plain.lastIndexOf(",") > plain.lastIndexOf(".") ? "," : ".";
    const group = decimal === "," ? "." : ",";
    plain = plain.split(group).join("").replace(decimal, ".");
  } else if (hasComma && (decimalComma.has(language) || /^[^,]*,[^,]*$/.test(plain))) {
    plain = plain.replace(",", ".");
  }
  return plain;
}
