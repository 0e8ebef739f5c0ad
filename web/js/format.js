// Number formatting shared by every section, so the same value reads the same everywhere.
// Derivations show 6 significant digits: enough to check by hand, few enough to read.

const significantDigits = 6;

function stripZeros(text) {
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

// Splits x into a plain decimal or a mantissa and a power of ten; very small or large numbers
// would otherwise print as a long row of zeros or as JS's "1e+21".
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

// Plain text, for textContent and aria-live announcements.
export function formatNumber(x, digits = significantDigits) {
  if (!Number.isFinite(x)) return String(x);
  const { mantissa, exponent } = parts(x, digits);
  return exponent === null ? mantissa : `${mantissa} × 10^${exponent}`;
}

// TeX, for katex.render.
export function texNumber(x, digits = significantDigits) {
  if (!Number.isFinite(x)) return `\\text{${String(x)}}`;
  const { mantissa, exponent } = parts(x, digits);
  return exponent === null ? mantissa : `${mantissa} \\times 10^{${exponent}}`;
}

// A number raised to a power: "1 × 10^{12}" must be bracketed, or TeX sees a double superscript.
export function texPowerBase(x) {
  const tex = texNumber(x);
  return tex.includes("\\times") ? `\\left(${tex}\\right)` : tex;
}
