// Assembles the pages from the shells in web/ and the section folders listed in
// web/sections/registry.js (used by scripts/build-web.mjs):
//   articlePage()   web/index.html with its head, its status block, the contents list, and every
//                   section's prose
//   embedPage()     web/embed.html with its head, its status block, and every section as a
//                   <template data-section> (embed.js clones the one a link asks for)
//   sectionStyles() the @import lines of the sections' own stylesheets, in the registry's order
//   sectionFactoriesSource()  the module "pe:section-factories": every section's createSection,
//                   keyed by id (web/js/globals.d.ts types it)
// A section's folder holds <id>.html: one <section id="<id>">, whose <h2 ... data-title> gets
// the registry's title, and may use the shorthands of web/page/shorthands.mjs (<pe-figure>,
// <pe-math>, <pe-steps>), expanded here.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { withHead } from "../web/page/head.mjs";
import { expandShorthands } from "../web/page/shorthands.mjs";
import { statusBlock } from "../web/page/status.mjs";
import { registry } from "../web/sections/registry.js";

const web = join(dirname(fileURLToPath(import.meta.url)), "../web");

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function fill(shell, name, marker, content) {
  const line = new RegExp(`^( *)<!-- ${marker}: [^>]*-->$`, "m");
  const found = shell.match(line);
  if (!found) throw new Error(`${name} lacks the line <!-- ${marker}: ... -->`);
  const indented = content.replace(/^(?=.)/gm, found[1]);
  return shell.replace(line, () => indented);
}

// The prose of one section, its heading filled in from the registry.
export function sectionHtml({ id, title }) {
  const path = join(web, "sections", id, `${id}.html`);
  const where = `web/sections/${id}/${id}.html`;
  const html = expandShorthands(readFileSync(path, "utf8").trimEnd(), where);
  const opening = html.match(/^<section\b[^>]*\bid="([^"]+)"/);
  if (!opening || opening[1] !== id) {
    throw new Error(`${where} must start with <section id="${id}">`);
  }
  const heading = /(<h2\b[^>]*?) data-title><\/h2>/;
  if (!heading.test(html)) {
    throw new Error(`${where} lacks its heading <h2 ... data-title></h2>`);
  }
  return html.replace(heading, (_, start) => `${start}>${escapeText(title)}</h2>`);
}

// The contents list: the numbered sections, then the closing parts (the glossary).
function contentsHtml() {
  const link = ({ id, title }) => `<a href="#${id}">${escapeText(title)}</a>`;
  const numbered = registry.filter((entry) => !entry.appendix);
  const closing = registry.filter((entry) => entry.appendix);
  return [
    "<ol>",
    ...numbered.map((entry) => `  <li>${link(entry)}</li>`),
    "</ol>",
    ...closing.map((entry) => `<p class="toc-${entry.id}">${link(entry)}</p>`),
  ].join("\n");
}

const shell = (name) => readFileSync(join(web, name), "utf8");

export function articlePage() {
  let page = withHead(shell("index.html"), "web/index.html", {
    title: "Positional Encoding Explorer",
    description:
      "An explorable explanation of the sinusoidal positional encoding used by Transformers, " +
      "with every number computed live in your browser.",
    stylesheet: "app.css",
    script: "app.js",
  });
  page = fill(page, "web/index.html", "status", statusBlock());
  page = fill(page, "web/index.html", "contents", contentsHtml());
  return fill(page, "web/index.html", "sections", registry.map(sectionHtml).join("\n\n"));
}

export function embedPage() {
  let page = withHead(shell("embed.html"), "web/embed.html", {
    title: "Positional Encoding Explorer",
    description: "One section of the Positional Encoding Explorer, for embedding in a course page.",
    stylesheet: "embed.css",
    script: "embed.js",
  });
  page = fill(page, "web/embed.html", "status", statusBlock({ statusClass: "visually-hidden" }));
  const templates = registry
    .map((entry) => `<template data-section="${entry.id}">\n${sectionHtml(entry)}\n</template>`)
    .join("\n");
  return fill(page, "web/embed.html", "section templates", templates);
}

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
