// @ts-check
// A rule from the core or the store ("a sentence must have at most 32 words (got 33)") as a
// sentence of its own: capital first, full stop last. The controls show these next to the field.

/** @param {string} text */
export function reason(text) {
  const capital = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
