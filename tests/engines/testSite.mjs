// The cross-engine suite's copy of dist/: every page carries tests/engines/probe.js first in its
// <head>, and the copy is opened from disk (file://) and served over http by a small server that
// adds, per request, the policy a test asks for:
//   /x.html?...              the page, under the site's strict policy (the header repeats the meta)
//   /nowasm/x.html?...       the page, under that policy without 'wasm-unsafe-eval'
//   /course/frame.html?src=  a course page: <iframe sandbox="allow-scripts" src=...>, under
//                            "default-src 'none'; script-src 'self'; frame-src 'self'"
//   /fake/NAME/x.html?...    the page with the script `fakes[NAME]` run first (after the probe),
//                            served as /fake-script/NAME.js: an environment faked (environmentFakes)
import {
  copyFileSync,
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { contentTypes, strictCsp } from "../../scripts/serve.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, "../../dist");
export const noWasmCsp = strictCsp.replace(" 'wasm-unsafe-eval'", "");
export const coursePageCsp = "default-src 'none'; script-src 'self'; frame-src 'self'";

/** The course page around one sandboxed frame (its src is escaped as an attribute). */
function coursePage(src) {
  const attribute = src.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head>
<body><h1>Week 3</h1><iframe id="frame" title="Explorer" sandbox="allow-scripts" src="/${attribute}" width="900" height="700"></iframe></body></html>`;
}

/**
 * Copies dist/ with the probe in every page; serves it. Returns { fileBase, httpBase, close }.
 * @param {{ fakes?: Record<string, string> }} options scripts that fake the environment, by name
 */
export async function startTestSite({ fakes = {} } = {}) {
  if (!existsSync(join(dist, "index.html")))
    throw new Error("dist/index.html is missing: run the build");
  const copy = mkdtempSync(join(tmpdir(), "pe-engines-"));
  cpSync(dist, copy, { recursive: true });
  copyFileSync(join(here, "probe.js"), join(copy, "probe.js"));
  for (const name of readdirSync(copy).filter((file) => file.endsWith(".html"))) {
    const path = join(copy, name);
    const html = readFileSync(path, "utf8");
    // First in <head> (after the charset, before the policy and every script).
    writeFileSync(path, html.replace("<head>", '<head>\n    <script src="probe.js"></script>'));
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url, "http://localhost");
    if (url.pathname === "/course/frame.html") {
      response.writeHead(200, {
        "content-type": contentTypes[".html"],
        "content-security-policy": coursePageCsp,
      });
      response.end(coursePage(url.searchParams.get("src") ?? "embed.html"));
      return;
    }
    const fakeScript = url.pathname.match(/^\/fake-script\/([\w-]+)\.js$/);
    if (fakeScript && Object.hasOwn(fakes, fakeScript[1])) {
      response.writeHead(200, { "content-type": contentTypes[".js"] });
      response.end(fakes[fakeScript[1]]);
      return;
    }
    const noWasm = url.pathname.startsWith("/nowasm/");
    const faked = url.pathname.match(/^\/fake\/([\w-]+)(\/.*)$/);
    const path = decodeURIComponent(
      faked ? faked[2] : noWasm ? url.pathname.slice("/nowasm".length) : url.pathname,
    );
    const file = normalize(join(copy, path));
    if (!file.startsWith(copy + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    response.writeHead(200, {
      "content-type": contentTypes[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
      "content-security-policy": noWasm ? noWasmCsp : strictCsp,
    });
    if (faked && extname(file) === ".html") {
      const html = readFileSync(file, "utf8");
      const script = `<script src="/fake-script/${faked[1]}.js"></script>`;
      response.end(html.replace('<script src="probe.js"></script>', `$&\n    ${script}`));
      return;
    }
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    fileBase: pathToFileURL(copy).href + "/",
    httpBase: `http://127.0.0.1:${server.address().port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
