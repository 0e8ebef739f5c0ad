// `npm start`'s server (scripts/serve.mjs) run as a command: from a folder whose path has a space,
// as a clone in "~/My Courses/pe-explorer" has, it must start, print its URL and serve dist/; with
// --host 0.0.0.0 (a classroom) it warns that it serves beyond the machine and lists the network
// URLs; PORT and --host are checked. Requests go to this machine's loopback address only.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import {
  isLoopback,
  networkUrls,
  parseServeArguments,
  portFromEnvironment,
} from "../../scripts/serve.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

// A copy of scripts/serve.mjs in `folder`, with the one module it imports (the site's policy,
// web/page/head.mjs) and a one-file dist/.
function copyServer(folder) {
  mkdirSync(join(folder, "scripts"));
  mkdirSync(join(folder, "dist"));
  copyFileSync(join(root, "scripts/serve.mjs"), join(folder, "scripts/serve.mjs"));
  mkdirSync(join(folder, "web/page"), { recursive: true });
  copyFileSync(join(root, "web/page/head.mjs"), join(folder, "web/page/head.mjs"));
  writeFileSync(join(folder, "dist/index.html"), "<!doctype html><title>served</title>");
}

// Starts a copy of scripts/serve.mjs (with a one-file dist/) in a folder of its own, with `args`
// and `env`; resolves once it printed `until` (a RegExp), with the output so far and the process.
async function startCopy(folder, args, env, until) {
  copyServer(folder);
  const server = spawn(process.execPath, [join(folder, "scripts/serve.mjs"), ...args], {
    env: { ...process.env, ...env },
  });
  const output = await new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`not printed: ${until} in ${text}`)), 10000);
    const onData = (chunk) => {
      text += chunk;
      if (until.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    };
    server.stdout.on("data", onData);
    server.stderr.on("data", onData);
    server.on("exit", (code) => {
      clearTimeout(timer);
      if (until.test(text)) resolve(text);
      else reject(new Error(`server exited (${code}): ${text}`));
    });
  });
  return { server, output };
}

test("scripts/serve.mjs starts and serves dist/ from a path with a space in it", async () => {
  const folder = mkdtempSync(join(tmpdir(), "pe explorer "));
  try {
    copyServer(folder);
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

test("--host 0.0.0.0 serves, warns that it serves beyond the machine and lists its LAN URLs", async () => {
  const folder = mkdtempSync(join(tmpdir(), "pe-serve-host-"));
  let server;
  try {
    const started = await startCopy(
      folder,
      ["--host", "0.0.0.0"],
      { PORT: "0" },
      /On the network it is at:|no network address other than its own/,
    );
    server = started.server;
    const { output } = started;
    const local = output.match(/served at (http:\/\/127\.0\.0\.1:(\d+)\/)/);
    assert.ok(local, `prints the local URL: ${output}`);
    assert.match(output, /Warning: --host 0\.0\.0\.0 serves beyond this machine/);
    // The URLs listed are this machine's own IPv4 addresses, at the port it listens on.
    const listed = [...output.matchAll(/^ {2}(http:\/\/\S+)$/gm)].map((match) => match[1]);
    assert.deepEqual(listed, networkUrls("0.0.0.0", Number(local[2])));
    // It answers on the loopback address too (every interface), with the page's CSP.
    const response = await fetch(local[1]);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /<title>served<\/title>/);
    assert.match(response.headers.get("content-security-policy") ?? "", /default-src 'none'/);
  } finally {
    server?.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});

test("by default it listens on 127.0.0.1 only and prints no warning", async () => {
  const folder = mkdtempSync(join(tmpdir(), "pe-serve-local-"));
  let server;
  try {
    const started = await startCopy(folder, [], { PORT: "0" }, /served at http:\/\/\S+/);
    server = started.server;
    assert.match(started.output, /served at http:\/\/127\.0\.0\.1:\d+\//);
    assert.doesNotMatch(started.output, /Warning/);
  } finally {
    server?.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});

test("a bad PORT or --host stops the command with a message naming it", async () => {
  for (const [args, env, message] of [
    [["--host"], {}, /--host needs an address/],
    [["--port", "80"], {}, /unknown argument --port/],
    [[], { PORT: "http" }, /PORT must be a whole number from 0 to 65535 \(got "http"\)/],
    [[], { PORT: "70000" }, /PORT must be a whole number from 0 to 65535/],
  ]) {
    const folder = mkdtempSync(join(tmpdir(), "pe-serve-bad-"));
    try {
      const { server, output } = await startCopy(folder, args, env, message);
      const code = await new Promise((resolve) =>
        server.exitCode !== null ? resolve(server.exitCode) : server.on("exit", resolve),
      );
      assert.equal(code, 1, output);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
});

test("the helpers: PORT, --host, loopback and the network URLs", () => {
  assert.equal(portFromEnvironment(undefined), 8080);
  assert.equal(portFromEnvironment("0"), 0);
  assert.equal(portFromEnvironment("9000"), 9000);
  assert.throws(() => portFromEnvironment("-1"), /PORT must be a whole number/);
  assert.deepEqual(parseServeArguments([]), { host: "127.0.0.1" });
  assert.deepEqual(parseServeArguments(["--host=0.0.0.0"]), { host: "0.0.0.0" });
  assert.equal(isLoopback("127.0.0.1"), true);
  assert.equal(isLoopback("::1"), true);
  assert.equal(isLoopback("0.0.0.0"), false);
  assert.equal(isLoopback("192.168.1.20"), false);
  // A made-up machine: loopback and one LAN interface with an IPv4 and an IPv6 address.
  const interfaces = {
    lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
    eth0: [
      { address: "192.168.1.20", family: "IPv4", internal: false },
      { address: "fe80::1", family: "IPv6", internal: false },
    ],
  };
  assert.deepEqual(networkUrls("0.0.0.0", 8080, interfaces), ["http://192.168.1.20:8080/"]);
  assert.deepEqual(networkUrls("::", 8080, interfaces), [
    "http://192.168.1.20:8080/",
    "http://[fe80::1]:8080/",
  ]);
  assert.deepEqual(networkUrls("192.168.1.20", 8081, interfaces), ["http://192.168.1.20:8081/"]);
});
