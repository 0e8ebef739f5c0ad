// Writes the release's files into release/ from a built dist/ (`npm run release` builds first):
//   pe-explorer-<version>.zip                the offline site (dist/pe-explorer.zip)
//   pe-explorer-scorm-<version>.zip, pe-explorer-scorm-<version>.<language>.zip
//                                            the SCORM packages, one per language
//   pe-explorer-resize-<version>.js          the frame-fitting script for course pages
//   SHA256SUMS                               their SHA-256, as `sha256sum` writes it
// The names come from scripts/release-files.mjs, the version from package.json; the workflow's
// release job runs this same script and attaches release/ to the GitHub release.
//   node scripts/release.mjs [--out DIR] [--dist DIR]
//   node scripts/release.mjs --check-tag TAG    only checks that TAG is "v" + package.json's
//                                               version (the workflow, on a tag), exit 1 if not
// Node built-ins only (see release-files.mjs): no node_modules needed.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import {
  checksumsName,
  releaseFiles,
  releaseNames,
  releaseTag,
  version,
} from "./release-files.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Why `tag` cannot release this version, or null when it can.
 * @param {string} tag
 */
export function tagProblem(tag) {
  return tag === releaseTag()
    ? null
    : `release: the tag ${tag} does not match package.json's version ${version}: ` +
        `tag ${releaseTag()}, or change "version" in package.json to ${tag.replace(/^v/, "")}`;
}

/**
 * Copies the release's files from `dist` into `out` (emptied first, so that it holds exactly
 * them) and writes their checksums. Throws, naming the file, when dist/ lacks one or was built
 * for another version. Returns the names written.
 * @param {{ dist?: string, out?: string }} [where]
 */
export function writeRelease({ dist = join(root, "dist"), out = join(root, "release") } = {}) {
  const missing = releaseFiles().filter(({ from }) => !existsSync(join(dist, from)));
  if (missing.length > 0) {
    throw new Error(
      `release: ${dist} lacks ${missing.map(({ from }) => from).join(", ")}: build first (npm run build)`,
    );
  }
  // The site's footer says which version it is; a dist/ built before the version changed would
  // ship the old number inside files named with the new one.
  const footer = readFileSync(join(dist, "index.html"), "utf8").match(
    /<p class="site-version">([^<]*)<\/p>/,
  );
  if (!footer || !footer[1].includes(version)) {
    throw new Error(
      `release: ${join(dist, "index.html")} was built for another version than ${version}: build again (npm run build)`,
    );
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const sums = [];
  for (const { from, to } of releaseFiles()) {
    copyFileSync(join(dist, from), join(out, to));
    const digest = createHash("sha256")
      .update(readFileSync(join(out, to)))
      .digest("hex");
    // sha256sum's text mode line: the digest, two spaces, the name (relative to release/).
    sums.push(`${digest}  ${to}\n`);
  }
  writeFileSync(join(out, checksumsName), sums.join(""));
  return releaseNames();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  /** @param {string} name */
  const option = (name) => {
    const at = args.indexOf(name);
    return at < 0 ? undefined : args[at + 1];
  };
  const tag = option("--check-tag");
  if (args.includes("--check-tag")) {
    const problem = tag ? tagProblem(tag) : "release: --check-tag needs the tag's name";
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
    console.log(`[release] the tag ${tag} matches package.json's version ${version}`);
  } else {
    const out = resolve(option("--out") ?? join(root, "release"));
    const dist = resolve(option("--dist") ?? join(root, "dist"));
    try {
      const names = writeRelease({ dist, out });
      console.log(`[release] ${out}: ${names.join(", ")}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
