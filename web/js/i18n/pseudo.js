// @ts-check
// The pseudo-locale en-XA: English made visibly foreign, so that a page rendered in it shows at a
// glance every piece of text that did not come from a catalogue (it stays plain English).
//   "Reset the lab" -> "⟦Ŕéšéţ ţĥé ļàƀ ·········⟧"
// Letters are accented (still readable), the text is bracketed, and it grows by ~40% with a tail
// of dots, the way translations into longer languages grow. Digits, spaces and punctuation stay,
// so numbers inside a message still read as numbers.

const plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const accented = "àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
const accentOf = new Map([...plain].map((letter, index) => [letter, [...accented][index]]));

export const pseudoOpen = "⟦";
export const pseudoClose = "⟧";

/** Spaces around the text stay outside the brackets, so that pieces joined into a sentence keep
 * their spacing.
 * @param {string} text */
export function pseudoLocalize(text) {
  const core = text.trim();
  if (core === "") return text;
  const lead = text.slice(0, text.indexOf(core));
  const trail = text.slice(lead.length + core.length);
  const letters = [...core].map((character) => accentOf.get(character) ?? character).join("");
  const growth = "·".repeat(Math.max(1, Math.round(core.length * 0.4)));
  return `${lead}${pseudoOpen}${letters} ${growth}${pseudoClose}${trail}`;
}
