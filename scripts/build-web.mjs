// Builds the page into dist/ beside the wasm cores (which scripts/build.mjs copies there first):
//   dist/app.js      web/js/main.js bundled as one classic script (IIFE), so file:// works
//   dist/embed.js    web/js/embed.js: one section alone (embed.html?section=<id>)
//   dist/pe-explorer-element.js   the <pe-explorer> custom element, for pages that allow scripts
//   dist/pe-explorer-resize.js    the listener that fits embedded frames to their content, as a
//                    file for course pages whose CSP allows script files only (script-src 'self')
//   dist/app.css     web/css/app.css with KaTeX's CSS inlined, minus its @font-face rules; each
//                    dark-mode block also obeys theme=light|dark (html[data-theme], see below)
//   dist/embed.css   web/css/embed.css: the same, plus the embed page's rules
//   dist/fonts/      KaTeX's woff2 fonts (self-hosted for font-src 'self')
//   dist/katex-fonts.css, dist/katex-fonts.js   KaTeX's @font-face rules, and the same fonts as
//                    bytes in a script; the pages add one or the other (web/js/mathFonts.js)
//   dist/index.html  the article: web/index.html with the one head (web/page/head.mjs), the
//                    contents and every section's web/sections/<id>/<id>.html, in the registry's
//                    order (web/sections/registry.js; scripts/assemble-pages.mjs), and
//                    package.json's version in its footer
//   dist/embed.html  web/embed.html with the same head and every section as a <template>
//   dist/index.<language>.html, dist/embed.<language>.html   the same pages in each translated
//                    language (from web/index.<language>.html, web/sections/<id>/<id>.<language>.html)
//   dist/lang/<language>.js   that language's messages, which its pages load before their script
//                    (scripts/language-pack.mjs)
//   dist/pe-core.d.ts, dist/pe-lab.d.ts   the modules' types, copied from cpp/bindings/
//   dist/pe-explorer.zip   everything above (and the cores), for upload to a course platform
//   dist/pe-explorer-scorm.zip, pe-explorer-scorm.<language>.zip   a SCORM 1.2 package of one
//                    quiz per language (scripts/build-scorm.mjs)
// Run on its own with `node scripts/build-web.mjs`; it needs only `npm ci`, not the wasm build.
import { build } from "esbuild";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { zipSync } from "fflate";
import postcss from "postcss";
import darkThemeClass from "postcss-dark-theme-class";

import {
  articlePage,
  embedPage,
  sectionFactoriesSource,
  sectionStyles,
} from "./assemble-pages.mjs";
import { defaultLanguage, offeredLanguages } from "../web/js/i18n/language.js";
import { buildScormPackages } from "./build-scorm.mjs";
import { languagePackSource } from "./language-pack.mjs";
import { listFiles } from "./list-files.mjs";
import { siteZipName } from "./release-files.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "web");
const dist = join(root, "dist");

// Every browser we target reads woff2, so KaTeX's woff/ttf fallbacks would only add ~1 MB of
// copied fonts that are never fetched. Strip them from the @font-face rules as the CSS is loaded.
const katexWoff2Only = {
  name: "katex-woff2-only",
  setup(buildApi) {
    buildApi.onLoad({ filter: /katex[\\/]dist[\\/]katex(\.min)?\.css$/ }, (args) => {
      const css = readFileSync(args.path, "utf8").replace(
        /,\s*url\([^)]*\.woff\)\s*format\("woff"\)\s*,\s*url\([^)]*\.ttf\)\s*format\("truetype"\)/g,
        "",
      );
      return { contents: css, loader: "css", resolveDir: dirname(args.path) };
    });
  },
};

// The pages' stylesheets get no @font-face at all: in a sandboxed iframe (an opaque origin) every
// font URL is a cross-origin CORS request that a plain static host refuses. The pages add the
// fonts themselves (web/js/mathFonts.js), from katex-fonts.css where they can, from the bytes in
// katex-fonts.js where they cannot. app.css is built with the rules (so that esbuild emits the
// fonts and rewrites their URLs), which are then moved into katex-fonts.css.
const katexWithoutFonts = {
  name: "katex-without-fonts",
  setup(buildApi) {
    buildApi.onLoad({ filter: /katex[\\/]dist[\\/]katex(\.min)?\.css$/ }, (args) => {
      const css = readFileSync(args.path, "utf8").replace(/@font-face\s*\{[^}]*\}/g, "");
      return { contents: css, loader: "css", resolveDir: dirname(args.path) };
    });
  },
};

// theme=light|dark (web/js/theme.js) sets html[data-theme]. Each of our stylesheets writes its dark
// colours once, in @media (prefers-color-scheme: dark); postcss-dark-theme-class copies every such
// block into rules that obey the attribute: the dark colours apply under theme=dark whatever the
// system says, and not under theme=light (html:where(:not([data-theme="light"])) inside the media
// query). So a stylesheet never repeats its dark colours, and a new one gets theme= for free.
const themeSelectors = postcss([
  darkThemeClass({ darkSelector: '[data-theme="dark"]', lightSelector: '[data-theme="light"]' }),
]);
// web/css/app.css imports each section's own stylesheet where its marker line stands.
const sectionStylesMarker = /^\/\* section styles: [^*]*\*\/$/m;
function withSectionStyles(path, source) {
  if (!path.endsWith(join("web", "css", "app.css"))) return source;
  if (!sectionStylesMarker.test(source))
    throw new Error("web/css/app.css lacks its section styles marker");
  return source.replace(sectionStylesMarker, () => sectionStyles());
}
const followTheme = {
  name: "follow-theme",
  setup(buildApi) {
    buildApi.onLoad(
      { filter: /[\\/]web[\\/](css|sections[\\/][^\\/]+)[\\/][^\\/]+\.css$/ },
      async (args) => {
        const source = withSectionStyles(args.path, readFileSync(args.path, "utf8"));
        const { css } = await themeSelectors.process(source, { from: args.path });
        return { contents: css, loader: "css", resolveDir: dirname(args.path) };
      },
    );
  },
};

// The module "pe:section-factories", made from the registry: adding a section is its folder and
// its line in web/sections/registry.js, with no list of imports to keep.
const sectionFactories = {
  name: "section-factories",
  setup(buildApi) {
    buildApi.onResolve({ filter: /^pe:section-factories$/ }, () => ({
      path: "section-factories",
      namespace: "pe",
    }));
    buildApi.onLoad({ filter: /.*/, namespace: "pe" }, () => ({
      contents: sectionFactoriesSource(),
      resolveDir: join(web, "sections"),
      loader: "js",
    }));
  },
};

const scriptEntries = [
  { in: join(web, "js/main.js"), out: "app" },
  { in: join(web, "js/embed.js"), out: "embed" },
  { in: join(web, "js/peExplorerElement.js"), out: "pe-explorer-element" },
  { in: join(web, "js/peExplorerResize.js"), out: "pe-explorer-resize" },
  // The lab's classic worker script (web/js/lab/labHost.js starts it over http(s)).
  { in: join(web, "js/lab/labWorker.js"), out: "lab-worker" },
];

mkdirSync(dist, { recursive: true });
rmSync(join(dist, "fonts"), { recursive: true, force: true });

const common = {
  bundle: true,
  minify: true,
  sourcemap: false,
  outdir: dist,
  target: ["chrome91", "firefox89", "safari16"],
  logLevel: "warning",
  legalComments: "eof",
};

await build({
  ...common,
  entryPoints: scriptEntries,
  plugins: [sectionFactories],
  minify: process.env.PE_NO_MINIFY !== "1",
  // A classic script, not a module: module scripts are blocked on file:// and in sandboxed iframes.
  format: "iife",
});

await build({
  ...common,
  entryPoints: [{ in: join(web, "css/app.css"), out: "app" }],
  plugins: [katexWoff2Only, followTheme],
  loader: { ".woff2": "file" },
  // Stable names: fonts are referenced relative to app.css, and a hash buys nothing without a CDN.
  assetNames: "fonts/[name]",
});

await build({
  ...common,
  entryPoints: [{ in: join(web, "css/embed.css"), out: "embed" }],
  plugins: [katexWithoutFonts, followTheme],
});

// KaTeX's @font-face rules, as esbuild wrote them into app.css (urls already pointing at fonts/),
// move to katex-fonts.css; the same fonts as base64 in a classic script become katex-fonts.js,
// which defines self.peKatexFonts = [{ family, style, weight, data }] for the FontFace API.
const fontFaceRule = /@font-face\{[^}]*\}/g;
const appCss = readFileSync(join(dist, "app.css"), "utf8");
const fontFaces = appCss.match(fontFaceRule) ?? [];
if (fontFaces.length === 0) throw new Error("dist/app.css: no KaTeX @font-face rules found");
writeFileSync(join(dist, "app.css"), appCss.replace(fontFaceRule, ""));
writeFileSync(join(dist, "katex-fonts.css"), `${fontFaces.join("\n")}\n`);
const fontList = fontFaces.map((rule) => {
  const field = (name) => rule.match(new RegExp(`${name}:\\s*([^;}]+)`))?.[1].trim();
  const file = rule.match(/url\(["']?(?:\.\/)?(fonts\/[^"')]+)["']?\)/)?.[1];
  if (!file) throw new Error(`no font file in ${rule}`);
  return {
    family: field("font-family").replace(/["']/g, ""),
    style: field("font-style") ?? "normal",
    weight: field("font-weight") ?? "400",
    data: readFileSync(join(dist, file)).toString("base64"),
  };
});
writeFileSync(
  join(dist, "katex-fonts.js"),
  "// KaTeX's fonts (SIL Open Font License 1.1) for pages that cannot fetch font files; see\n" +
    "// web/js/mathFonts.js. Generated by scripts/build-web.mjs.\n" +
    `self.peKatexFonts=${JSON.stringify(fontList)};\n`,
);

// The pages, assembled from their shells in web/ and the section folders (assemble-pages.mjs);
// any other page in web/ is copied as it is.
for (const name of readdirSync(web)) {
  if (name.endsWith(".html") && !/^(index|embed)(\.[\w-]+)?\.html$/.test(name))
    copyFileSync(join(web, name), join(dist, name));
}
// Each language's pages, and the messages each translated one loads (dist/lang/<language>.js).
const translated = offeredLanguages.filter((language) => language !== defaultLanguage);
rmSync(join(dist, "lang"), { recursive: true, force: true });
for (const language of offeredLanguages) {
  const suffix = language === defaultLanguage ? "" : `.${language}`;
  writeFileSync(join(dist, `index${suffix}.html`), await articlePage(language));
  writeFileSync(join(dist, `embed${suffix}.html`), await embedPage(language));
}
// Written as UTF-8 (esbuild's default escapes every non-ASCII character: an Arabic letter as
// "\u0627", 6 bytes for 2, and ~9 KB more gzip for lang/ar.js, ~5 KB for zh-CN), after a byte-order
// mark: a browser decodes a script by its BOM before any charset a server's Content-Type names,
// so a course platform that labels scripts ISO-8859-1 cannot garble the messages.
for (const language of translated) {
  const outfile = join(dist, "lang", `${language}.js`);
  await build({
    ...common,
    stdin: { contents: languagePackSource(language), resolveDir: web, loader: "js" },
    outdir: undefined,
    outfile,
    format: "iife",
    charset: "utf8",
  });
  writeFileSync(outfile, `\uFEFF${readFileSync(outfile, "utf8")}`);
}
// The core's types (cpp/bindings/pe-core.d.ts), beside the cores they describe.
for (const name of ["pe-core.d.ts", "pe-lab.d.ts"]) {
  copyFileSync(join(root, "cpp/bindings", name), join(dist, name));
}

// The whole static site in one zip (without the zip itself), files in a stable order, each with
// the same timestamp, so that building twice gives the same bytes. (A local-time Date: zip stores
// local date and time fields, so 2000-01-01 00:00 reads the same in every time zone.) woff2 fonts
// are compressed already and are stored as they are.
const zipName = siteZipName;
const zipTime = new Date(2000, 0, 1);
const siteFiles = listFiles(dist)
  .filter((path) => !path.endsWith(".zip"))
  .sort();
writeFileSync(
  join(dist, zipName),
  zipSync(
    Object.fromEntries(
      siteFiles.map((name) => [
        name,
        [
          readFileSync(join(dist, name)),
          { level: name.endsWith(".woff2") ? 0 : 9, mtime: zipTime },
        ],
      ]),
    ),
  ),
);

// Classroom kit: the SCORM package of one quiz, from the site just written.
await buildScormPackages();

const fontCount = readdirSync(join(dist, "fonts")).length;
console.log(
  `[build-web] dist/app.js, embed.js, pe-explorer-element.js, pe-explorer-resize.js, css, ` +
    `${fontCount} fonts, ` +
    `index.html, embed.html (and ${translated.join(", ")}), ` +
    `${zipName} (${siteFiles.length} files)`,
);
