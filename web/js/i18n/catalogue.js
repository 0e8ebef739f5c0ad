// @ts-check
// Message catalogues: every sentence a reader sees is looked up here by key, in the page's
// language, and formatted with ICU MessageFormat (intl-messageformat: plurals through
// Intl.PluralRules, `select` for words that change with a value). Numbers reach a message already
// written by format.js, the page's one number formatter, so a message never formats a number
// itself except a plural's `#` count.
//
// A catalogue is one namespace (the shared interface, or one section) with one plain object of
// messages per language: { key: "ICU message" }. English is bundled with the code; another
// language's messages come with its page, in a script of their own (dist/lang/<language>.js, made
// by scripts/language-pack.mjs), which sets self.peMessages = { language, catalogues: { <namespace>:
// messages } } before the page's code runs: only the page's language is ever loaded. A language may
// lack a key (or its script may fail to load), which then reads in English. A key that English lacks is a bug: it reads as the key in
// brackets, and console.error says so (the tests fail on any console error).
//
//   const { t } = catalogue("formula", { en });
//   t("caption", { last: "31" })
import { IntlMessageFormat } from "intl-messageformat";

import { currentLanguage, defaultLanguage, pseudoLanguage } from "./language.js";
import { pseudoLocalize } from "./pseudo.js";

/** @typedef {Record<string, string>} Messages */

/** The messages of `namespace` in `language` that came with the page, if any.
 * @param {string} language @param {string} namespace
 * @returns {Messages | undefined} */
function loadedMessages(language, namespace) {
  const loaded = /** @type {any} */ (globalThis).peMessages;
  return loaded && loaded.language === language ? loaded.catalogues?.[namespace] : undefined;
}
/** @typedef {Record<string, string | number>} MessageArgs */

/**
 * @param {string} namespace
 * @param {Record<string, Messages>} languages at least `en`
 */
export function catalogue(namespace, languages) {
  const english = languages[defaultLanguage];
  if (!english) throw new Error(`catalogue ${namespace}: no English messages`);
  /** @type {Map<string, IntlMessageFormat>} */
  const compiled = new Map();

  /** @param {string} language @param {string} key */
  function formatter(language, key) {
    const wanted = language === pseudoLanguage ? defaultLanguage : language;
    const id = `${wanted}\u0000${key}`;
    let found = compiled.get(id);
    if (!found) {
      const translated = (languages[wanted] ?? loadedMessages(wanted, namespace))?.[key];
      // A message that falls back to English is formatted by English rules (its plurals).
      found =
        typeof translated === "string"
          ? new IntlMessageFormat(translated, wanted)
          : new IntlMessageFormat(english[key], defaultLanguage);
      compiled.set(id, found);
    }
    return found;
  }

  /**
   * The message `key` in the page's language, with `args` filled in.
   * @param {string} key
   * @param {MessageArgs} [args]
   * @returns {string}
   */
  function t(key, args) {
    if (!Object.prototype.hasOwnProperty.call(english, key)) {
      console.error(`catalogue ${namespace}: no message "${key}"`);
      return `[${namespace}.${key}]`;
    }
    const language = currentLanguage();
    const text = String(formatter(language, key).format(/** @type {any} */ (args)));
    return language === pseudoLanguage ? pseudoLocalize(text) : text;
  }

  /**
   * A message with markup: each tag in it (`<em>word</em>`, `<link>here</link>`) is made by the
   * function of the same name in `args`, which gets the tag's content and returns a node. Returns
   * the pieces in order (strings and nodes), for element.append(...pieces).
   * @param {string} key
   * @param {Record<string, string | number | ((chunks: (string | Node)[]) => Node)>} [args]
   * @returns {(string | Node)[]}
   */
  function nodes(key, args) {
    if (!Object.prototype.hasOwnProperty.call(english, key)) {
      console.error(`catalogue ${namespace}: no message "${key}"`);
      return [`[${namespace}.${key}]`];
    }
    const language = currentLanguage();
    const pseudo = language === pseudoLanguage;
    // In the pseudo-locale a tag's content is pseudo text too.
    const pseudoChunks = (chunks) =>
      chunks.map((chunk) => (typeof chunk === "string" ? pseudoLocalize(chunk) : chunk));
    const filled = Object.fromEntries(
      Object.entries(args ?? {}).map(([name, value]) => [
        name,
        pseudo && typeof value === "function" ? (chunks) => value(pseudoChunks(chunks)) : value,
      ]),
    );
    const formatted = formatter(language, key).format(/** @type {any} */ (filled));
    const pieces = /** @type {(string | Node)[]} */ (
      Array.isArray(formatted) ? formatted.flat(Infinity) : [formatted]
    );
    if (!pseudo) return pieces;
    // Each text piece in its pseudo form: the brackets then open and close around each piece.
    return pieces.map((piece) => (typeof piece === "string" ? pseudoLocalize(piece) : piece));
  }

  return { t, nodes, keys: () => Object.keys(english) };
}
