// `npm run release`'s last step (scripts/release.mjs) on the built dist/, into a temporary folder:
// the files named in scripts/release-files.mjs with package.json's version in their names, each
// zip readable with the version in its pages' footers and (SCORM) its manifest, and SHA256SUMS
// agreeing with hashes computed here. Then what it refuses: a dist/ lacking a file or built for
// another version, and a tag that does not name the version.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, test } from "node:test";
import { fileURLToPath } from "node:url";

import { unzipSync } from "fflate";

import {
  checksumsName,
  releaseFiles,
  releaseNames,
  releaseTag,
  scormZipFor,
  siteZipName,
  version,
} from "../../scripts/release-files.mjs";
import { tagProblem, writeRelease } from "../../scripts/release.mjs";
import { offeredLanguages, pageFile } from "../../web/js/i18n/language.js";
import { loadLanguagePack } from "../../scripts/language-pack.mjs";
import english from "../../web/js/strings/en.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");
const scratch = mkdtempSync(join(tmpdir(), "pe-release-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const text = (bytes) => new TextDecoder().decode(bytes);
// The footer's version line of a built page, without the isolates around a right-to-left
// page's number.
const footerVersion = (html) =>
  html
    .match(/<footer\b[\s\S]*?<p class="site-version">([^<]*)<\/p>[\s\S]*?<\/footer>/)?.[1]
    .replace(/[\u2066-\u2069]/g, "");

// The footer line as the language's catalogue words it ("Versión 0.1.0").
async function versionLine(language) {
  const catalogue = language === "en" ? english : (await loadLanguagePack(language)).catalogues.ui;
  const message = catalogue["shell.version"];
  assert.ok(message?.includes("{version}"), `${language}: shell.version names {version}`);
  return message.replace("{version}", version);
}

describe("scripts/release.mjs on the built dist/", () => {
  const out = join(scratch, "release");
  assert.ok(existsSync(join(dist, siteZipName)), "dist/ is not built: run npm run build");
  const written = writeRelease({ dist, out });
  const read = (name) => readFileSync(join(out, name));

  test("writes exactly the files of release-files.mjs, package.json's version in each name", () => {
    assert.match(version, /^\d+\.\d+\.\d+/);
    assert.deepEqual(written, releaseNames());
    assert.deepEqual(readdirSync(out).sort(), [...releaseNames()].sort());
    const expected = [
      `pe-explorer-${version}.zip`,
      ...offeredLanguages.map((language) =>
        language === "en"
          ? `pe-explorer-scorm-${version}.zip`
          : `pe-explorer-scorm-${version}.${language}.zip`,
      ),
      `pe-explorer-resize-${version}.js`,
      "SHA256SUMS",
    ];
    assert.deepEqual(readdirSync(out).sort(), expected.sort());
    // Copies, byte for byte, of what the build wrote.
    for (const { from, to } of releaseFiles()) {
      assert.ok(read(to).equals(readFileSync(join(dist, from))), to);
    }
  });

  test("the offline site's pages say the version in their footers, in each language", async () => {
    const site = unzipSync(read(`pe-explorer-${version}.zip`));
    for (const language of offeredLanguages) {
      const page = pageFile("index", language);
      assert.ok(site[page], `${page} in the site zip`);
      assert.equal(footerVersion(text(site[page])), await versionLine(language), page);
    }
  });

  test("each SCORM package's manifest and pages carry the version", async () => {
    for (const language of offeredLanguages) {
      const { to: name } = releaseFiles().find(({ from }) => from === scormZipFor(language));
      const scorm = unzipSync(read(name));
      const manifest = text(scorm["imsmanifest.xml"]);
      assert.match(
        manifest,
        new RegExp(`<manifest\\b[^>]*\\sversion="${version.replace(/\./g, "\\.")}"`),
        name,
      );
      assert.equal(footerVersion(text(scorm["index.html"])), await versionLine("en"), name);
      const page = pageFile("index", language);
      assert.equal(
        footerVersion(text(scorm[page])),
        await versionLine(language),
        `${name}: ${page}`,
      );
    }
  });

  test("SHA256SUMS holds each other file's SHA-256 once, as sha256sum -c reads it", () => {
    const lines = text(read(checksumsName)).split("\n");
    assert.equal(lines.pop(), "", "ends with a newline");
    const sums = new Map(
      lines.map((line) => {
        const match = line.match(/^([0-9a-f]{64}) {2}(\S+)$/);
        assert.ok(match, `a sha256sum line: ${line}`);
        return [match[2], match[1]];
      }),
    );
    assert.equal(sums.size, lines.length, "no file twice");
    assert.deepEqual(
      [...sums.keys()].sort(),
      releaseNames()
        .filter((name) => name !== checksumsName)
        .sort(),
    );
    for (const [name, digest] of sums) {
      assert.equal(createHash("sha256").update(read(name)).digest("hex"), digest, name);
    }
    // And coreutils agrees, as a teacher checking a download would run it.
    const check = spawnSync("sha256sum", ["-c", checksumsName], { cwd: out, encoding: "utf8" });
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });
});

describe("what scripts/release.mjs refuses", () => {
  // A dist/ of small stand-ins, each file its own name, with a footer of `footerVersion`.
  function fakeDist(folder, footerVersion, leaveOut = "") {
    mkdirSync(folder, { recursive: true });
    for (const { from } of releaseFiles()) {
      if (from !== leaveOut) writeFileSync(join(folder, from), from);
    }
    writeFileSync(
      join(folder, "index.html"),
      `<footer><p class="site-version">Version ${footerVersion}</p></footer>`,
    );
    return folder;
  }

  test("a stand-in dist/ of this version: its files, with checksums of their bytes", () => {
    const out = join(scratch, "fake-out");
    writeRelease({ dist: fakeDist(join(scratch, "fake"), version), out });
    const sums = readFileSync(join(out, checksumsName), "utf8");
    for (const { from, to } of releaseFiles()) {
      assert.equal(readFileSync(join(out, to), "utf8"), from);
      const digest = createHash("sha256").update(from).digest("hex");
      assert.ok(sums.includes(`${digest}  ${to}\n`), to);
    }
  });

  test("a dist/ lacking a file, named in the error; release/ left alone", () => {
    const lacking = scormZipFor("es");
    const out = join(scratch, "untouched");
    mkdirSync(out);
    writeFileSync(join(out, "kept"), "");
    assert.throws(
      () => writeRelease({ dist: fakeDist(join(scratch, "lacking"), version, lacking), out }),
      new RegExp(`lacks ${lacking.replace(/\./g, "\\.")}`),
    );
    assert.deepEqual(readdirSync(out), ["kept"]);
  });

  test("a dist/ built for another version", () => {
    assert.throws(
      () =>
        writeRelease({
          dist: fakeDist(join(scratch, "old"), "0.0.0-old"),
          out: join(scratch, "o"),
        }),
      /built for another version/,
    );
  });

  test("the tag must be v + package.json's version, from the command line too", () => {
    assert.equal(releaseTag(), `v${version}`);
    assert.equal(tagProblem(`v${version}`), null);
    for (const tag of [version, `v${version}.1`, "v0.0.0-other", "latest"]) {
      assert.match(tagProblem(tag) ?? "", /does not match package\.json's version/, tag);
    }
    const script = join(root, "scripts/release.mjs");
    const run = (tag) =>
      spawnSync(process.execPath, [script, "--check-tag", tag], { encoding: "utf8" });
    assert.equal(run(`v${version}`).status, 0);
    const wrong = run("v0.0.0-other");
    assert.equal(wrong.status, 1);
    assert.match(wrong.stderr, /the tag v0\.0\.0-other does not match package\.json's version/);
  });
});
