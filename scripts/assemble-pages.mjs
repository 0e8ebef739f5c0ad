// Assembles the pages from the shells in web/ and the section folders listed in
// web/sections/registry.js (used by scripts/build-web.mjs), once per language the page offers:
//   articlePage(language)   web/index.html (index.<language>.html) with its head, its status
//                   block, the contents list, every section's prose, and the footer's version
//                   line (package.json's version, in the catalogue's shell.version)
//   embedPage(language)     web/embed.html (embed.<language>.html) with its head, its status block,
//                   and every section as a <template data-section> (embed.js clones the one a link
//                   asks for)
// English is written in web/index.html and web/sections/<id>/<id>.html, whose heading takes the
// registry's title; a translation is the same file named <name>.<language>.html, whose heading
// holds its own title (scripts/translation-check.mjs checks that it matches the English). A
// translated page loads its messages first (lang/<language>.js, scripts/language-pack.mjs); the
// head's and the status block's words come from the shared catalogue's "shell" part.
//   sectionStyles() the @import lines of the sections' own stylesheets, in the registry's order
//   sectionFactoriesSource()  the module "pe:section-factories": every section's createSection,
//                   keyed by id (web/js/globals.d.ts types it)
// A section's folder holds <id>.html: one <section id="<id>">, whose <h2 ... data-title> gets
// the registry's title, and may use the shorthands of web/page/shorthands.mjs (<pe-figure>,
// <pe-math>, <pe-steps>), expanded here.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { IntlMessageFormat } from "intl-messageformat";

import { withHead } from "../web/page/head.mjs";
import { expandShorthands } from "../web/page/shorthands.mjs";
import { statusBlock } from "../web/page/status.mjs";
import { defaultLanguage, pageFile, rightToLeftLanguages } from "../web/js/i18n/language.js";
import english from "../web/js/strings/en.js";
import { registry } from "../web/sections/registry.js";
import { loadLanguagePack } from "./language-pack.mjs";
import { version } from "./release-files.mjs";

const web = join(dirname(fileURLToPath(import.meta.url)), "../web");

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function fill(shell, name, marker, content) {
  const line = new RegExp(`^( *)<!-- ${marker}: [^>]*-->$`, "m");
  const found = shell.match(line);
  if (!found) throw new Error(`${name} lacks the line <!-- ${marker}: ... -->`);
  const indented = content.replace(/^(?=.)/gm, found[1]);
  return shell.replace(line, () => indented);
}

// A file of web/ in `language`: "index.html" -> "index.es.html".
/** @param {string} name @param {string} language */
const translatedName = (name, language) =>
  language === defaultLanguage ? name : name.replace(/\.html$/, `.${language}.html`);

// One section's file in `language`: { html, title }, its shorthands expanded and its heading
// given its title (English: the registry's; a translation: the one written in its heading).
function sectionFile({ id, title }, language) {
  const name = translatedName(`${id}.html`, language);
  const where = `web/sections/${id}/${name}`;
  const html = expandShorthands(
    readFileSync(join(web, "sections", id, name), "utf8").trimEnd(),
    where,
  );
  const opening = html.match(/^<section\b[^>]*\bid="([^"]+)"/);
  if (!opening || opening[1] !== id) {
    throw new Error(`${where} must start with <section id="${id}">`);
  }
  const heading = /(<h2\b[^>]*?) data-title>([^<]*)<\/h2>/;
  const found = html.match(heading);
  if (!found) throw new Error(`${where} lacks its heading <h2 ... data-title></h2>`);
  if (language === defaultLanguage) {
    if (found[2].trim()) throw new Error(`${where}: the heading takes the registry's title`);
    return {
      html: html.replace(heading, (_, start) => `${start}>${escapeText(title)}</h2>`),
      title,
    };
  }
  const own = found[2].trim();
  if (!own) throw new Error(`${where}: the heading lacks its title`);
  return { html: html.replace(heading, (_, start) => `${start}>${own}</h2>`), title: own };
}

// The prose of one section in `language`, its heading filled in.
export const sectionHtml = (entry, language = defaultLanguage) => sectionFile(entry, language).html;

// The contents list: the numbered sections, then the closing parts (the glossary). Titles are
// already HTML (escaped English, or a translation's heading as written).
function contentsHtml(language) {
  const link = (entry) => `<a href="#${entry.id}">${sectionFile(entry, language).title}</a>`;
  const numbered = registry.filter((entry) => !entry.appendix);
  const closing = registry.filter((entry) => entry.appendix);
  return [
    "<ol>",
    ...numbered.map((entry) => `  <li>${link(entry)}</li>`),
    "</ol>",
    ...closing.map((entry) => `<p class="toc-${entry.id}">${link(entry)}</p>`),
  ].join("\n");
}

// A shell of web/ in `language`, with where it was read from (for errors).
function shell(name, language) {
  const translated = translatedName(name, language);
  const html = readFileSync(join(web, translated), "utf8");
  const expected = `<html lang="${language}"${rightToLeftLanguages.includes(language) ? ' dir="rtl"' : ""}`;
  if (!html.includes(expected))
    throw new Error(`web/${translated}: its <html> must be ${expected}`);
  return { html, where: `web/${translated}` };
}

// The words the build writes in `language`: the shared catalogue's, English where it lacks one.
async function shellWords(language) {
  const translated =
    language === defaultLanguage ? {} : ((await loadLanguagePack(language)).catalogues.ui ?? {});
  /** @param {string} key */
  const word = (key) => translated[key] ?? english[key];
  return {
    title: word("page.title"),
    description: word("shell.description"),
    embedDescription: word("shell.embedDescription"),
    status: { starting: word("shell.starting"), noticesLabel: word("shell.noticesLabel") },
    // "Version 0.1.0", package.json's version; in a right-to-left page the number is isolated
    // left to right (U+2066...U+2069), as the prose's numbers are.
    version: String(
      new IntlMessageFormat(word("shell.version"), language).format({
        version: rightToLeftLanguages.includes(language) ? `\u2066${version}\u2069` : version,
      }),
    ),
  };
}

// The scripts a page loads, in order: its language's messages first (not for English).
const pageScripts = (script, language) =>
  language === defaultLanguage ? [script] : [`lang/${language}.js`, script];

/** @param {string} [language] */
export async function articlePage(language = defaultLanguage) {
  const words = await shellWords(language);
  const { html, where } = shell("index.html", language);
  let page = withHead(html, where, {
    title: words.title,
    description: words.description,
    stylesheet: "app.css",
    scripts: pageScripts("app.js", language),
  });
  page = fill(page, where, "status", statusBlock(words.status));
  page = fill(page, where, "contents", contentsHtml(language));
  page = fill(page, where, "version", `<p class="site-version">${escapeText(words.version)}</p>`);
  const sections = registry.map((entry) => sectionHtml(entry, language));
  return fill(page, where, "sections", sections.join("\n\n"));
}

/** @param {string} [language] */
export async function embedPage(language = defaultLanguage) {
  const words = await shellWords(language);
  const { html, where } = shell("embed.html", language);
  let page = withHead(html, where, {
    title: words.title,
    description: words.embedDescription,
    stylesheet: "embed.css",
    scripts: pageScripts("embed.js", language),
  });
  page = fill(
    page,
    where,
    "status",
    statusBlock({ ...words.status, statusClass: "visually-hidden" }),
  );
  const templates = registry
    .map(
      (entry) =>
        `<template data-section="${entry.id}">\n${sectionHtml(entry, language)}\n</template>`,
    )
    .join("\n");
  return fill(page, where, "section templates", templates);
}

export { pageFile };

export function sectionStyles() {
  return registry
    .filter(({ id }) => existsSync(join(web, "sections", id, `${id}.css`)))
    .map(({ id }) => `@import "../sections/${id}/${id}.css";`)
    .join("\n");
}

// The sections with wiring (web/sections/<id>/<id>.js, which exports createSection), for the
// bundle's module "pe:section-factories"; resolved from web/sections/.
export function sectionFactoriesSource() {
  const wired = registry.filter(({ id }) => existsSync(join(web, "sections", id, `${id}.js`)));
  return [
    ...wired.map(
      ({ id }, index) => `import { createSection as s${index} } from "./${id}/${id}.js";`,
    ),
    "export const sectionFactories = {",
    ...wired.map(({ id }, index) => `  ${JSON.stringify(id)}: s${index},`),
    "};",
  ].join("\n");
}
