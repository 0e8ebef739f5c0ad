// The version and the release's files, named once: scripts/build-web.mjs and build-scorm.mjs
// write the files into dist/ under these names, scripts/release.mjs copies them into release/
// with the version in their names, the workflow (.github/workflows/ci.yml) attaches release/ to
// the GitHub release, and tests/js/release.test.mjs checks all three against this list.
// Node built-ins and web/js/i18n/language.js only: the workflow's release job runs
// scripts/release.mjs without node_modules.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { defaultLanguage, offeredLanguages } from "../web/js/i18n/language.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** package.json's version, which the pages' footers, the SCORM manifests and the release's file
 * names carry. */
export const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;

/** The git tag a release of `version` is made from. @param {string} of */
export const releaseTag = (of = version) => `v${of}`;

export const siteZipName = "pe-explorer.zip";
export const scormZipName = "pe-explorer-scorm.zip";
export const resizeScriptName = "pe-explorer-resize.js";
/** The SCORM package's file name in `language`. @param {string} language */
export const scormZipFor = (language) =>
  language === defaultLanguage ? scormZipName : `pe-explorer-scorm.${language}.zip`;

/** The checksums file, in sha256sum's format (`sha256sum -c SHA256SUMS` checks it). */
export const checksumsName = "SHA256SUMS";

/**
 * What a release holds besides its checksums: each file of dist/ (`from`) and its name in
 * release/ (`to`), the version before the name's first dot ("pe-explorer-scorm.es.zip" ->
 * "pe-explorer-scorm-0.1.0.es.zip").
 * @param {string} [of]
 * @returns {{ from: string, to: string }[]}
 */
export function releaseFiles(of = version) {
  const names = [siteZipName, ...offeredLanguages.map(scormZipFor), resizeScriptName];
  return names.map((from) => ({ from, to: from.replace(/^([^.]+)/, `$1-${of}`) }));
}

/** Every file name release/ holds, the checksums last. @param {string} [of] */
export const releaseNames = (of = version) => [
  ...releaseFiles(of).map(({ to }) => to),
  checksumsName,
];
