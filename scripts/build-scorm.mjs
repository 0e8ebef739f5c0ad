// Writes dist/pe-explorer-scorm.zip: a SCORM 1.2 package of one quiz, for a course platform that
// runs packages itself (Canvas, Moodle, ...). Run by scripts/build-web.mjs after the site is in
// dist/ (or on its own: `node scripts/build-scorm.mjs`, once dist/ is built).
//   imsmanifest.xml   one SCO, scorm.html, listing every file; its version is package.json's
//   scorm.html        the launch page (web/scorm/launch.html): the quiz in a sandboxed frame
//   scorm.js          web/js/scorm.js bundled: finds the LMS API, reports the frame's scores
//   scorm.css         web/scorm/launch.css
//   everything else   the site as in dist/ (embed.html, the cores, fonts, ...), without the zips
// One package per language (pe-explorer-scorm.zip in English, pe-explorer-scorm.<language>.zip):
// a course platform launches a package's one entry file without a query of the teacher's
// choosing, so the language is fixed when the package is built; the launch page
// (web/scorm/launch.<language>.html), its title in the platform and the quiz all speak it.
// The quiz: PE_SCORM_QUIZ, the quiz's link parameters ("kinds=value,shift&count=5&seed=7"),
// read and checked by the page's own store (web/js/state/): a value the page would refuse
// stops the build with the page's message; its pass mark (pass=60) is the manifest's
// adlcp:masteryscore. Default: a mock exam of 10 questions across all
// kinds, question set 1, locked, solutions after answering.
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { zipSync } from "fflate";

import { defaultLanguage, offeredLanguages, pageFile } from "../web/js/i18n/language.js";
import { createStore } from "../web/js/state/index.js";
import { loadLanguagePack } from "./language-pack.mjs";
import { listFiles } from "./list-files.mjs";
import { launchCsp, withHead } from "../web/page/head.mjs";
import { scormZipFor, scormZipName, version } from "./release-files.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
// The packages' names (and package.json's version, the manifest's) are the release's
// (scripts/release-files.mjs); re-exported for the tests that open them.
export { scormZipFor, scormZipName };
export const defaultQuiz = "mode=mock&count=10&seed=1&lock=1&solutions=after";
// The parameters a quiz may set (the rest of a link, such as d or pos, has no place here).
const quizKeys = ["kinds", "count", "seed", "hints", "solutions", "lock", "mode", "pass"];

// The quiz's query as the page will read it, or an Error naming what is wrong.
/** @param {string} text */
export function quizQuery(text) {
  const params = new URLSearchParams(text);
  for (const key of params.keys()) {
    if (!quizKeys.includes(key)) {
      throw new Error(
        `PE_SCORM_QUIZ: ${key} is not a quiz parameter (they are ${quizKeys.join(", ")})`,
      );
    }
  }
  const written = [];
  const store = createStore({
    limits: {},
    location: { search: `?${params}`, pathname: "/embed.html", hash: "", href: "" },
    history: { state: null, replaceState: (_state, _title, url) => written.push(url) },
    urlInterval: 0,
  });
  if (store.notices.length > 0) throw new Error(`PE_SCORM_QUIZ: ${store.notices.join(" ")}`);
  if (store.get("mode") !== "mock") {
    throw new Error("PE_SCORM_QUIZ: the package needs a quiz: give kinds, or mode=mock");
  }
  const canonical = new URL(written[written.length - 1], "http://x").searchParams;
  canonical.set("seed", String(store.get("seed")));
  // Section first, for people reading the manifest; commas unescaped, as the page writes them.
  const query = new URLSearchParams([
    ["section", "exam"],
    ...[...canonical].filter(([key]) => key !== "section"),
  ]);
  return query.toString().replace(/%2C/gi, ",");
}

/** @param {string} text */
const xml = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** @param {string[]} files @param {string} query @param {string} title */
function manifest(files, query, title) {
  // The quiz's pass mark (pass=60), for the platform: adlcp:masteryscore, after the item's title.
  const pass = new URLSearchParams(query).get("pass");
  const mastery = pass ? `\n        <adlcp:masteryscore>${pass}</adlcp:masteryscore>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="pe-explorer-quiz" version="${xml(version)}"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="pe-explorer">
    <organization identifier="pe-explorer">
      <title>${xml(title)}</title>
      <item identifier="pe-explorer-quiz-item" identifierref="pe-explorer-quiz-sco" isvisible="true">
        <title>${xml(title)} (${xml(query)})</title>${mastery}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="pe-explorer-quiz-sco" type="webcontent" adlcp:scormtype="sco" href="scorm.html">
${files.map((name) => `      <file href="${xml(name)}"/>`).join("\n")}
    </resource>
  </resources>
</manifest>
`;
}

// Builds the package for `quiz` in `language`; writes it to dist/ (unless write is false) and
// returns its bytes.
export async function buildScorm({
  quiz = process.env.PE_SCORM_QUIZ || defaultQuiz,
  language = defaultLanguage,
  write = true,
} = {}) {
  const checked = quizQuery(quiz);
  const query = language === defaultLanguage ? checked : `${checked}&lang=${language}`;
  const launchName = language === defaultLanguage ? "launch.html" : `launch.${language}.html`;
  const title = await quizTitle(language);
  const bundled = await build({
    entryPoints: [join(root, "web/js/scorm.js")],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["chrome91", "firefox89", "safari16"],
    write: false,
    logLevel: "warning",
  });
  const shell = withHead(
    readFileSync(join(root, "web/scorm", launchName), "utf8"),
    `web/scorm/${launchName}`,
    {
      title,
      stylesheet: "scorm.css",
      scripts: language === defaultLanguage ? ["scorm.js"] : [`lang/${language}.js`, "scorm.js"],
      policy: launchCsp,
      comment: "The embed's rules, and frame-src for the quiz beside this page. No inline script.",
    },
  );
  const marker = "<!-- quiz address: inserted by scripts/build-scorm.mjs -->";
  if (!shell.includes(marker))
    throw new Error(`web/scorm/${launchName} lacks the marker ${marker}`);
  const quizFile = pageFile("embed", language);
  /** @type {Record<string, Uint8Array>} */
  const own = {
    "scorm.html": Buffer.from(shell.replace(marker, () => xml(`${quizFile}?${query}`))),
    "scorm.js": bundled.outputFiles[0].contents,
    "scorm.css": readFileSync(join(root, "web/scorm/launch.css")),
  };
  const site = listFiles(dist).filter((name) => !name.endsWith(".zip") && !(name in own));
  const files = [...Object.keys(own), ...site].sort();
  const entries = { "imsmanifest.xml": Buffer.from(manifest(files, query, title)) };
  for (const name of files) entries[name] = own[name] ?? readFileSync(join(dist, name));
  // One fixed timestamp and a fixed order, as dist/pe-explorer.zip: the same bytes each build.
  const zipTime = new Date(2000, 0, 1);
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(entries).map(([name, data]) => [
        name,
        [data, { level: name.endsWith(".woff2") ? 0 : 9, mtime: zipTime }],
      ]),
    ),
  );
  if (write) {
    writeFileSync(join(dist, scormZipFor(language)), zip);
    console.log(
      `[build-scorm] dist/${scormZipFor(language)} (${files.length + 1} files; quiz: ${query})`,
    );
  }
  return zip;
}

// The package's title in the platform, in its language (the exam catalogue's scorm.title).
async function quizTitle(language) {
  const english = (await import("../web/sections/exam/strings/en.js")).default;
  const translated =
    language === defaultLanguage ? {} : ((await loadLanguagePack(language)).catalogues.exam ?? {});
  return translated["scorm.title"] ?? english["scorm.title"];
}

/** Every language's package. */
export async function buildScormPackages(options = {}) {
  for (const language of offeredLanguages) await buildScorm({ ...options, language });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildScormPackages();
}
