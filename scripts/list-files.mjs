// Paths of every file under `folder`, relative and with "/" separators (as zip names are): the
// zips of scripts/build-web.mjs and scripts/build-scorm.mjs.
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** @param {string} folder @returns {string[]} */
export function listFiles(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      for (const inner of listFiles(path)) out.push(`${name}/${inner}`);
    } else {
      out.push(relative(folder, path).split(sep).join("/"));
    }
  }
  return out;
}
