// Checks a translation against the English it comes from, without a browser: used by
// scripts/check-translations.mjs (for translators, file by file) and tests/js/translations.test.mjs
// (in npm test, every language).
//
// Catalogues (web/js/strings/<lang>.js, web/sections/<id>/strings/<lang>.js):
//   - the same keys as English, no more and no fewer;
//   - each message valid ICU MessageFormat, with the same arguments and the same tags as English;
//   - every plural with exactly the language's CLDR categories (Intl.PluralRules), plus any exact
//     `=N` branches it likes.
// Prose (web/sections/<id>/<id>.<lang>.html, web/index.<lang>.html, web/embed.<lang>.html,
// web/scorm/launch.<lang>.html):
//   - the same block elements with the same attributes in the same order, and inside each block the
//     same inline elements (in any order: word order differs between languages);
//   - only reader text may differ: text nodes and the attributes read aloud or shown;
//   - the build's marker comments byte-identical; a section's heading holds its translated title.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { IntlMessageFormat } from "intl-messageformat";

import { readerAttributes } from "../web/js/i18n/readerText.js";
import { catalogues } from "./language-pack.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "web");
const shown = (path) => relative(root, path);

/** The English prose files, each with the path of its translation into `language`. */
export function proseFiles(language) {
  const sections = readdirSync(join(web, "sections"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(web, "sections", entry.name, `${entry.name}.html`))
    .filter((path) => existsSync(path));
  const shells = ["index.html", "embed.html", "scorm/launch.html"].map((name) => join(web, name));
  return [...shells, ...sections].map((english) => ({
    english,
    translated: english.replace(/\.html$/, `.${language}.html`),
  }));
}

// ---- catalogues -------------------------------------------------------------------------------

// What a message's shape is: its arguments (by name), its tags, and each plural's branches.
const TYPE = { argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 };

function shapeOf(ast, shape = { names: new Set(), tags: new Set(), plurals: [] }) {
  for (const element of ast) {
    if (element.type === TYPE.tag) {
      shape.tags.add(element.value);
      shapeOf(element.children, shape);
      continue;
    }
    if (element.type >= TYPE.argument && element.type <= TYPE.plural)
      shape.names.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      if (element.type === TYPE.plural) {
        shape.plurals.push({ name: element.value, keys: Object.keys(element.options) });
      }
      for (const option of Object.values(element.options)) shapeOf(option.value, shape);
    }
  }
  return shape;
}

const sameSet = (a, b) => a.size === b.size && [...a].every((item) => b.has(item));
const listed = (set) => [...set].sort().join(", ") || "none";

/**
 * The problems of one language's messages against English's, one line each.
 * @param {Record<string, string>} english
 * @param {Record<string, string>} translated
 * @param {string} language
 * @param {string} where the translated file, for the report
 */
export function messageProblems(english, translated, language, where) {
  const problems = [];
  const rules = new Intl.PluralRules(language);
  const categories = new Set(rules.resolvedOptions().pluralCategories);
  // A category is covered by its own branch, or by exact branches (=1) for every whole number it
  // holds (English "one" is only 1, so "=1 {once}" covers it; Spanish "many" holds 1000000, which
  // no exact branch lists).
  const samples = [...Array(201).keys(), 1000, 10000, 1000000, 2000000];
  const covered = (category, keys) =>
    keys.has(category) || samples.every((n) => rules.select(n) !== category || keys.has(`=${n}`));
  for (const key of Object.keys(english)) {
    if (!Object.hasOwn(translated, key)) problems.push(`${where}: missing "${key}"`);
  }
  for (const [key, message] of Object.entries(translated)) {
    if (!Object.hasOwn(english, key)) {
      problems.push(`${where}: "${key}" is not in English`);
      continue;
    }
    if (typeof message !== "string") {
      problems.push(`${where}: "${key}" is not a string`);
      continue;
    }
    let shape;
    try {
      shape = shapeOf(new IntlMessageFormat(message, language).getAst());
    } catch (error) {
      problems.push(`${where}: "${key}" is not valid ICU: ${error.message}`);
      continue;
    }
    const source = shapeOf(new IntlMessageFormat(english[key], "en").getAst());
    if (!sameSet(shape.names, source.names)) {
      problems.push(
        `${where}: "${key}" has arguments {${listed(shape.names)}}; English has {${listed(source.names)}}`,
      );
    }
    if (!sameSet(shape.tags, source.tags)) {
      problems.push(
        `${where}: "${key}" has tags <${listed(shape.tags)}>; English has <${listed(source.tags)}>`,
      );
    }
    for (const plural of shape.plurals) {
      const keys = new Set(plural.keys);
      const missing = [...categories].filter((category) => !covered(category, keys));
      const foreign = [...keys].filter((name) => !name.startsWith("=") && !categories.has(name));
      if (missing.length || foreign.length) {
        const wrong = [
          ...(missing.length ? [`lacks ${missing.join(", ")}`] : []),
          ...(foreign.length ? [`has ${foreign.join(", ")}`] : []),
        ].join(" and ");
        problems.push(
          `${where}: "${key}" plural {${plural.name}} ${wrong}; ${language}'s categories are ${listed(categories)}`,
        );
      }
    }
  }
  return problems;
}

/** The problems of every catalogue of `language`. @param {string} language */
export async function catalogueProblems(language) {
  const problems = [];
  for (const { folder } of catalogues()) {
    const path = join(folder, `${language}.js`);
    if (!existsSync(path)) {
      problems.push(`${shown(path)}: missing`);
      continue;
    }
    const english = (await import(pathToFileURL(join(folder, "en.js")).href)).default;
    let translated;
    try {
      translated = (await import(pathToFileURL(path).href)).default;
    } catch (error) {
      problems.push(`${shown(path)}: cannot be loaded: ${error.message}`);
      continue;
    }
    problems.push(...messageProblems(english, translated, language, shown(path)));
  }
  return problems;
}

// ---- prose ------------------------------------------------------------------------------------

// Elements that may move inside their block, as the language's word order asks.
const inlineTags = new Set(
  "a abbr b bdi br cite code em i kbd mark q s small span strong sub sup time u var wbr".split(" "),
);
const voidTags = new Set(
  "area base br col embed hr img input link meta source track wbr".split(" "),
);
// Attributes whose values are reader text; on <html>, its language and direction.
const textAttributes = new Set(readerAttributes);
const markerComment = /^<!-- [a-z ]+: (written|inserted) by [^>]*-->$/;

const tagPattern =
  /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const attributePattern = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const lineAt = (text, index) => text.slice(0, index).split("\n").length;

/** The file's skeleton: block elements in order, each followed by its inline elements, sorted. */
function skeleton(html) {
  const entries = [];
  const stack = []; // open block elements: { entry, inline: [] }
  let headingOpen = null;
  const headingProblems = [];
  for (const match of html.matchAll(tagPattern)) {
    const [whole, closing, rawName, rawAttributes] = match;
    const line = lineAt(html, match.index);
    if (whole.startsWith("<!--")) {
      if (markerComment.test(whole)) entries.push({ text: whole, line });
      continue;
    }
    const name = rawName.toLowerCase();
    if (closing) {
      if (inlineTags.has(name)) continue;
      if (headingOpen && name === "h2") {
        const inside = html.slice(headingOpen.end, match.index).trim();
        if (!inside) headingProblems.push(`line ${headingOpen.line}: the heading has no title`);
        headingOpen = null;
      }
      const open = stack.pop();
      if (open) open.entry.text += ` [${open.inline.sort().join(" ")}]`;
      continue;
    }
    const attributes = [];
    for (const [, attribute, ...values] of rawAttributes.matchAll(attributePattern)) {
      if (name === "html" && attribute === "dir") continue; // checked below, for the language
      const value = values.find((v) => v !== undefined) ?? "";
      const isText =
        textAttributes.has(attribute) ||
        (name === "pe-steps" && attribute === "label") ||
        (name === "html" && attribute === "lang");
      attributes.push(isText ? `${attribute}=…` : `${attribute}="${value}"`);
    }
    const text = `<${name}${attributes.length ? " " : ""}${attributes.sort().join(" ")}>`;
    if (inlineTags.has(name)) {
      if (stack.length) stack[stack.length - 1].inline.push(text);
      else entries.push({ text, line });
      continue;
    }
    const entry = { text, line };
    entries.push(entry);
    if (name === "h2" && /\bdata-title\b/.test(rawAttributes)) {
      headingOpen = { end: match.index + whole.length, line };
    }
    if (!voidTags.has(name)) stack.push({ entry, inline: [] });
  }
  return { entries, headingProblems };
}

/**
 * The problems of one translated prose file against its English.
 * @param {string} englishPath
 * @param {string} translatedPath
 * @param {string} language
 */
export function proseFileProblems(englishPath, translatedPath, language) {
  const where = shown(translatedPath);
  if (!existsSync(translatedPath)) return [`${where}: missing`];
  const englishHtml = readFileSync(englishPath, "utf8");
  const translatedHtml = readFileSync(translatedPath, "utf8");
  const english = skeleton(englishHtml).entries;
  const { entries: translated, headingProblems } = skeleton(translatedHtml);
  const problems = headingProblems.map((problem) => `${where}: ${problem}`);
  const count = Math.max(english.length, translated.length);
  for (let index = 0; index < count; index += 1) {
    const a = english[index];
    const b = translated[index];
    if (a?.text === b?.text) continue;
    problems.push(
      `${where}:${b?.line ?? "end"}: ${b ? b.text : "(nothing)"}\n` +
        `    but English (line ${a?.line ?? "end"}) has ${a ? a.text : "(nothing)"}`,
    );
    break; // after the first difference the rest only repeats it
  }
  const htmlTag = translatedHtml.match(/<html\b[^>]*>/)?.[0];
  if (htmlTag) {
    if (!htmlTag.includes(`lang="${language}"`))
      problems.push(`${where}: <html> lacks lang="${language}"`);
    const rtl = language === "ar";
    if (rtl !== htmlTag.includes('dir="rtl"'))
      problems.push(`${where}: <html> ${rtl ? "lacks" : "must not have"} dir="rtl"`);
  }
  return problems;
}

/** The problems of every prose file of `language`. @param {string} language */
export function proseProblems(language) {
  return proseFiles(language).flatMap(({ english, translated }) =>
    proseFileProblems(english, translated, language),
  );
}
