// Numbers as plain text for prose and table labels (textContent), where TeX is not available:
// powers of ten and indices in Unicode super- and subscripts, so "4.44 × 10⁻¹⁶" and "M₅" read as
// they would in print. The digits themselves come from format.js, like everywhere else.
import { formatNumber } from "./format.js";

const superscripts = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴" };
Object.assign(superscripts, { 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" });
const subscripts = { "-": "₋", 0: "₀", 1: "₁", 2: "₂", 3: "₃", 4: "₄" };
Object.assign(subscripts, { 5: "₅", 6: "₆", 7: "₇", 8: "₈", 9: "₉" });

const mapChars = (text, table) => [...text].map((c) => table[c] ?? c).join("");

// formatNumber's "4.44 × 10^-16" becomes "4.44 × 10⁻¹⁶"; a minus sign is the typographic one.
export function numberText(x, digits) {
  return formatNumber(x, digits)
    .replace(/\^(-?\d+)/, (_, power) => `${mapChars(power, superscripts)}`)
    .replace(/^-/, "−");
}

// An integer index as a subscript: subscriptText(-12) === "₋₁₂".
export function subscriptText(value) {
  return mapChars(String(value), subscripts);
}
