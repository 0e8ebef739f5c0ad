// `npm start`'s server (scripts/serve.mjs) run as a command from a folder whose path has a space,
// as a clone in "~/My Courses/pe-explorer" has: it must start, print its URL and serve dist/.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

test("scripts/serve.mjs starts and serves dist/ from a path with a space in it", async () => {
  const folder = mkdtempSync(join(tmpdir(), "pe explorer "));
  try {
    mkdirSync(join(folder, "scripts"));
    mkdirSync(join(folder, "dist"));
    copyFileSync(join(root, "scripts/serve.mjs"), join(folder, "scripts/serve.mjs"));
    writeFileSync(join(folder, "dist/index.html"), "<!doctype html><title>served</title>");
    const server = spawn(process.execPath, [join(folder, "scripts/serve.mjs")], {
      env: { ...process.env, PORT: "18431" },
    });
    try {
      const url = await new Promise((resolve, reject) => {
        let output = "";
        const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 10000);
        server.stdout.on("data", (chunk) => {
          output += chunk;
          const found = output.match(/http:\/\/127\.0\.0\.1:\d+\//);
          if (found) {
            clearTimeout(timer);
            resolve(found[0]);
          }
        });
        server.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
      });
      const response = await fetch(url);
      assert.equal(response.status, 200);
      assert.match(await response.text(), /<title>served<\/title>/);
      assert.match(response.headers.get("content-security-policy") ?? "", /default-src 'none'/);
    } finally {
      server.kill();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
