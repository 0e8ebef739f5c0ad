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
/** @typedef {{ format: (args?: Record<string, unknown>) => string | Node | (string | Node)[] }} Formatter */

// Text that MessageFormat would write back unchanged: no argument or plural ({ }), no tag (< >),
// and no apostrophe (which may quote syntax). Half the page's messages are such text, and parsing
// them cost ~40 ms of the start before the first figure at 4x CPU throttling.
const syntax = /[{}<>']/;

/** A formatter of `message` in `language`: the text itself when it holds no MessageFormat syntax.
 * @param {string} message @param {string} language @returns {Formatter} */
function formatterOf(message, language) {
  if (syntax.test(message)) return new IntlMessageFormat(message, language);
  return { format: () => message };
}

/**
 * A message written out without intl-messageformat, for when formatting it throws (an Intl
 * broken beyond what safeGlobals.js mends): each simple {argument} filled in and each
 * <tag>…</tag> made by its function; a plural or select stays as written. Rough, but the reader
 * still learns what the message says, and whatever shows it (the start's failure notice among
 * them) does not fail in turn.
 * @param {string} message
 * @param {Record<string, unknown>} [args]
 * @returns {(string | Node)[]}
 */
function plainPieces(message, args = {}) {
  const filled = message.replace(/\{(\w+)\}/g, (whole, name) =>
    typeof args[name] === "string" || typeof args[name] === "number" ? String(args[name]) : whole,
  );
  /** @type {(string | Node)[]} */
  const pieces = [];
  const tag = /<(\w+)>(.*?)<\/\1>/gs;
  let from = 0;
  for (const found of filled.matchAll(tag)) {
    pieces.push(filled.slice(from, found.index));
    const make = args[found[1]];
    pieces.push(typeof make === "function" ? make([found[2]]) : found[2]);
    from = found.index + found[0].length;
  }
  pieces.push(filled.slice(from));
  return pieces.filter((piece) => piece !== "");
}

/**
 * @param {string} namespace
 * @param {Record<string, Messages>} languages at least `en`
 */
export function catalogue(namespace, languages) {
  const english = languages[defaultLanguage];
  if (!english) throw new Error(`catalogue ${namespace}: no English messages`);
  /** @type {Map<string, Formatter>} */
  const compiled = new Map();

  /** The language whose messages `language` reads: the pseudo-locale rewrites English's.
   * @param {string} language */
  const messagesOf = (language) => (language === pseudoLanguage ? defaultLanguage : language);

  /** The message `key` as `wanted` writes it, if that language has it.
   * @param {string} wanted @param {string} key @returns {string | undefined} */
  function translated(wanted, key) {
    const message = (languages[wanted] ?? loadedMessages(wanted, namespace))?.[key];
    return typeof message === "string" ? message : undefined;
  }

  /**
   * The message `key` in `language` formatted with `args`, or, where formatting throws, its plain
   * pieces (plainPieces), and the console says so.
   * @param {string} language @param {string} key @param {Record<string, unknown>} [args]
   * @returns {string | Node | (string | Node)[]}
   */
  function formatted(language, key, args) {
    try {
      return formatter(language, key).format(/** @type {any} */ (args));
    } catch (error) {
      console.error(`catalogue ${namespace}: "${key}" could not be formatted`, error);
      return plainPieces(translated(messagesOf(language), key) ?? english[key], args);
    }
  }

  /** @param {string} language @param {string} key */
  function formatter(language, key) {
    const wanted = messagesOf(language);
    const id = `${wanted}\u0000${key}`;
    let found = compiled.get(id);
    if (!found) {
      const message = translated(wanted, key);
      // A message that falls back to English is formatted by English rules (its plurals).
      found =
        message !== undefined
          ? formatterOf(message, wanted)
          : formatterOf(english[key], defaultLanguage);
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
    const result = formatted(language, key, args);
    const text = Array.isArray(result) ? result.join("") : String(result);
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
    const result = formatted(language, key, filled);
    const pieces = /** @type {(string | Node)[]} */ (
      Array.isArray(result) ? result.flat(Infinity) : [result]
    );
    if (!pseudo) return pieces;
    // Each text piece in its pseudo form: the brackets then open and close around each piece.
    return pieces.map((piece) => (typeof piece === "string" ? pseudoLocalize(piece) : piece));
  }

  return { t, nodes, keys: () => Object.keys(english) };
}
