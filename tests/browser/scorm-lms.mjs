// The LMS of the SCORM tests (scorm.test.mjs, scorm-gradebook.test.mjs): a server of unzipped
// packages and of an LMS page on which scorm-again's Scorm12API (pinned in package.json) is
// window.API, every call recorded in window.calls as [name, ...args, result].
//   const lms = useLms(() => ({ quiz: files }))   packages by name, read when served
//   lms.url({ pkg: "quiz", init, sco })           the LMS page's address: package `pkg`'s
//        scorm.html in its frame (or `sco`, an address of another origin), the runtime given
//        `init` first (loadFromJSON: what an LMS keeps, such as the manifest's mastery score or a
//        suspended session's data)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { after, before } from "node:test";

import { root } from "./harness.mjs";

const types = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  xml: "application/xml",
  woff2: "font/woff2",
  ts: "text/plain",
};

/** @param {string} sco @param {object} init */
const lmsPage = (
  sco,
  init,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>LMS</title>
<script src="/scorm-again/scorm12.js"></script></head>
<body><h1>Course: positional encoding</h1>
<script>
  window.calls = [];
  const api = new Scorm12API({ logLevel: 5 });
  api.loadFromJSON(${JSON.stringify(init).replace(/</g, "\\u003c")});
  for (const name of ["LMSInitialize", "LMSFinish", "LMSGetValue", "LMSSetValue", "LMSCommit"]) {
    const original = api[name].bind(api);
    api[name] = (...args) => {
      const result = original(...args);
      window.calls.push([name, ...args, result]);
      return result;
    };
  }
  window.API = api;
</script>
<iframe id="sco" title="Quiz" width="100%" height="1200" src="${sco.replace(/"/g, "&quot;")}"></iframe>
</body></html>`;

/** @param {() => Record<string, Record<string, Uint8Array>>} packages */
export function useLms(packages) {
  let server;
  const lms = {
    port: 0,
    /** @param {{ pkg?: string, init?: object, sco?: string, host?: string }} options */
    url: ({ pkg = "quiz", init = {}, sco = "", host = "127.0.0.1" } = {}) => {
      const query = new URLSearchParams({ pkg, init: JSON.stringify(init), sco });
      return `http://${host}:${lms.port}/lms.html?${query}`;
    },
  };
  before(async () => {
    server = createServer((request, response) => {
      const { pathname, searchParams } = new URL(request.url, "http://x");
      let body = null;
      if (pathname === "/lms.html") {
        const sco = searchParams.get("sco") || `/pkg/${searchParams.get("pkg")}/scorm.html`;
        body = lmsPage(sco, JSON.parse(searchParams.get("init") ?? "{}"));
      } else if (pathname === "/scorm-again/scorm12.js") {
        body = readFileSync(join(root, "node_modules/scorm-again/dist/scorm12.js"));
      } else if (pathname.startsWith("/pkg/")) {
        const [, , name, ...rest] = pathname.split("/");
        body = packages()[name]?.[decodeURIComponent(rest.join("/"))] ?? null;
      }
      if (body === null) {
        response.writeHead(404).end();
        return;
      }
      const type = types[pathname.split(".").pop()] ?? "text/plain";
      response.writeHead(200, { "content-type": type });
      response.end(body);
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    lms.port = server.address().port;
  });
  after(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));
  return lms;
}
