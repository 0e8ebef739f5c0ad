// One language's messages as the page loads them: every catalogue of that language in one script,
// dist/lang/<language>.js, which sets
//   self.peMessages = { language: "es", catalogues: { ui: {...}, formula: {...}, ... } }
// before the page's own script runs (web/js/i18n/catalogue.js reads it). English is bundled with
// the code, so only translated languages get a pack. Build-time and tests only (node).
//
// Catalogues: the shared interface "ui" (web/js/strings/<language>.js) and one per section that
// has one (web/sections/<id>/strings/<language>.js, namespace <id>).
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..", "web");

/** Every catalogue: its namespace and the folder of its files (en.js, es.js, ...). */
export function catalogues() {
  const sections = readdirSync(join(web, "sections"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      namespace: entry.name,
      folder: join(web, "sections", entry.name, "strings"),
    }))
    .filter(({ folder }) => existsSync(join(folder, "en.js")));
  return [{ namespace: "ui", folder: join(web, "js", "strings") }, ...sections];
}

/** The source of dist/lang/<language>.js, for esbuild (resolved from web/).
 * @param {string} language */
export function languagePackSource(language) {
  const found = catalogues().filter(({ folder }) => existsSync(join(folder, `${language}.js`)));
  return [
    ...found.map(
      ({ folder }, index) =>
        `import c${index} from ${JSON.stringify(join(folder, `${language}.js`))};`,
    ),
    `self.peMessages = { language: ${JSON.stringify(language)}, catalogues: {`,
    ...found.map(({ namespace }, index) => `  ${JSON.stringify(namespace)}: c${index},`),
    "} };",
  ].join("\n");
}

/** The same object, for tests in node: { language, catalogues }.
 * @param {string} language */
export async function loadLanguagePack(language) {
  const entries = [];
  for (const { namespace, folder } of catalogues()) {
    const path = join(folder, `${language}.js`);
    if (existsSync(path))
      entries.push([namespace, (await import(pathToFileURL(path).href)).default]);
  }
  return { language, catalogues: Object.fromEntries(entries) };
}
