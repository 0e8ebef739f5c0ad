// The GitHub Actions workflows (.github/workflows/), which cannot run here: each is validated
// against the workflow schema by action-validator (@action-validator/cli, run as its command), a
// broken one must be refused by it, and the CI workflow is checked against what it is for:
// npm test (.ci/run) on every push in a Debian 12 container, dist/ published to Pages from main,
// and on a version tag exactly the files scripts/release.mjs writes attached to the release.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, test } from "node:test";
import { fileURLToPath } from "node:url";

import { parse } from "yaml";

import { releaseFiles, releaseNames, version } from "../../scripts/release-files.mjs";
import { writeRelease } from "../../scripts/release.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const folder = join(root, ".github/workflows");
const validator = join(root, "node_modules/@action-validator/cli/cli.mjs");
const scratch = mkdtempSync(join(tmpdir(), "pe-workflows-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const workflows = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));

// action-validator's verdict on one file: its exit status and the errors it reports (it prints
// { errors: [...] } as JSON on stderr when there are any).
function validate(path) {
  const run = spawnSync(process.execPath, [validator, path], { encoding: "utf8" });
  const report = run.stderr.trim() ? JSON.parse(run.stderr) : { errors: [] };
  return { status: run.status, errors: report.errors, output: run.stdout + run.stderr };
}

describe("action-validator", () => {
  test("there are workflows to validate", () => {
    assert.ok(workflows.includes("ci.yml"), `${folder}: ${workflows.join(", ")}`);
  });

  for (const name of workflows) {
    test(`${name} is a valid workflow`, () => {
      const { status, errors, output } = validate(join(folder, name));
      assert.deepEqual(errors, [], output);
      assert.equal(status, 0, output);
    });
  }

  // The validator must be able to say no: a job without runs-on, a step both uses and run, and
  // YAML that does not parse.
  const broken = {
    "no-runs-on.yml": "on: push\njobs:\n  test:\n    steps:\n      - run: npm test\n",
    "uses-and-run.yml":
      "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n" +
      "      - uses: actions/checkout@v4\n        run: npm test\n",
    "unparsed.yml": "on: [push\njobs: {}\n",
  };
  for (const [name, source] of Object.entries(broken)) {
    test(`refuses a broken workflow: ${name}`, () => {
      const path = join(scratch, name);
      writeFileSync(path, source);
      const { status, errors } = validate(path);
      assert.equal(status, 1);
      assert.ok(errors.length > 0, "names the error");
    });
  }
});

describe("ci.yml", () => {
  const workflow = parse(readFileSync(join(folder, "ci.yml"), "utf8"));
  const { test: testJob, pages, release } = workflow.jobs;
  const steps = (job) => job.steps ?? [];
  const using = (job, action) => steps(job).filter((step) => step.uses?.startsWith(`${action}@`));
  const running = (job, command) => steps(job).filter((step) => step.run?.includes(command));

  test("runs npm test (.ci/run) on every push, as root in a Debian 12 container", () => {
    assert.ok("push" in workflow.on, "on: push");
    // Every branch and tag: no filter narrows the push.
    assert.equal(workflow.on.push, null);
    assert.equal(testJob.container.image, "debian:12");
    assert.equal(testJob.container.options ?? "", "", "no --user: the container's root");
    assert.equal(testJob.if, undefined, "on every push");
    assert.equal(running(testJob, ".ci/run").length, 1);
    assert.equal(using(testJob, "actions/setup-node")[0]?.with["node-version"], 20);
    assert.match(readFileSync(join(root, ".ci/run"), "utf8"), /^npm test$/m);
  });

  test("every action is pinned to a major version at least", () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      for (const step of steps(job).filter((step) => step.uses)) {
        assert.match(
          step.uses,
          /^[\w.-]+\/[\w./-]+@(v\d+(\.\d+){0,2}|[0-9a-f]{40})$/,
          `${id}: ${step.uses}`,
        );
      }
    }
  });

  test("publishes the tested dist/ to GitHub Pages from main", () => {
    assert.equal(pages.needs, "test");
    assert.equal(pages.if, "github.ref == 'refs/heads/main'");
    assert.equal(pages.permissions.pages, "write");
    assert.equal(pages.permissions["id-token"], "write");
    assert.equal(pages.environment.name, "github-pages");
    const kept = using(testJob, "actions/upload-artifact")[0];
    assert.equal(kept?.with.path, "dist/");
    const fetched = using(pages, "actions/download-artifact")[0];
    assert.equal(fetched?.with.name, kept.with.name);
    assert.equal(fetched.with.path, "dist");
    const order = steps(pages).map((step) => step.uses?.replace(/@.*/, ""));
    assert.deepEqual(order, [
      "actions/download-artifact",
      "actions/configure-pages",
      "actions/upload-pages-artifact",
      "actions/deploy-pages",
    ]);
    assert.equal(using(pages, "actions/upload-pages-artifact")[0].with.path, "dist");
    assert.equal(pages.environment.url, "${{ steps.deployment.outputs.page_url }}");
    assert.equal(using(pages, "actions/deploy-pages")[0].id, "deployment");
  });

  test("on a v tag checks it against package.json, first in the test job, then in the release", () => {
    for (const job of [testJob, release]) {
      const check = running(job, "node scripts/release.mjs --check-tag");
      assert.equal(check.length, 1);
      assert.match(check[0].run, /--check-tag "\$GITHUB_REF_NAME"/);
    }
    const checkFirst = steps(testJob).indexOf(running(testJob, "--check-tag")[0]);
    assert.ok(checkFirst < steps(testJob).indexOf(running(testJob, ".ci/run")[0]));
    assert.equal(release.if, "startsWith(github.ref, 'refs/tags/v')");
    assert.equal(release.needs, "test");
    assert.equal(release.permissions.contents, "write");
  });

  test("the release job attaches exactly the files npm run release writes", () => {
    // npm run release's last command is the one the release job runs (on the tested dist/).
    const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
    const last = scripts.release.split("&&").pop().trim();
    assert.equal(last, "node scripts/release.mjs");
    const written = steps(release).filter((step) => step.run?.trim() === last);
    assert.equal(written.length, 1, `the release job runs ${last}`);
    assert.equal(using(release, "actions/download-artifact")[0]?.with.path, "dist");
    const upload = using(release, "softprops/action-gh-release")[0];
    assert.ok(upload, "softprops/action-gh-release");
    assert.equal(upload.with.fail_on_unmatched_files, true);
    assert.ok(steps(release).indexOf(written[0]) < steps(release).indexOf(upload));
    // Its file patterns, matched against what scripts/release.mjs writes into release/ (from a
    // stand-in dist/): each file once, nothing else.
    const dist = join(scratch, "dist");
    mkdirSync(dist);
    for (const { from } of releaseFiles()) writeFileSync(join(dist, from), from);
    writeFileSync(join(dist, "index.html"), `<p class="site-version">${version}</p>`);
    const out = join(scratch, "release");
    writeRelease({ dist, out });
    const patterns = String(upload.with.files)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const matched = readdirSync(out).filter((name) =>
      patterns.some((pattern) => {
        assert.match(pattern, /^release\/[^/]+$/, "a pattern in release/");
        const glob = pattern.slice("release/".length);
        const source = glob.replace(/[.+^${}()|[\]\\?]/g, "\\$&").replace(/\*/g, "[^/]*");
        return new RegExp(`^${source}$`).test(name);
      }),
    );
    assert.deepEqual(matched.sort(), [...releaseNames()].sort());
  });
});
