// Serves dist/ on 127.0.0.1 (PORT, default 8080; the next free port if taken) and prints the URL.
// The command line sends the page's strict Content-Security-Policy as an HTTP header too (the
// pages carry the same policy in a <meta> tag), so that anything the policy would block shows up
// while developing; startServer({ csp: true }) does the same for tests.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".zip": "application/zip",
};

// The policy the site must run under with zero violations (issue #6); web/*.html carry it too.
export const strictCsp = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

export function resolveRequest(urlPath) {
  const path = decodeURIComponent(urlPath.split("?")[0].split("#")[0]);
  const file = normalize(join(dist, path.endsWith("/") ? path + "index.html" : path));
  if (file !== dist && !file.startsWith(dist + sep)) return null; // no escaping dist/
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

// csp: false (no header), true (strictCsp) or a policy string.
export function startServer({
  port = Number(process.env.PORT) || 8080,
  host = "127.0.0.1",
  csp = false,
} = {}) {
  const policy = csp === true ? strictCsp : csp || "";
  return new Promise((resolve) => {
    const server = createServer((request, response) => {
      let file = null;
      try {
        file = resolveRequest(request.url);
      } catch {
        file = null; // malformed percent-encoding
      }
      if (!file) {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        response.end("not found\n");
        return;
      }
      const type = contentTypes[extname(file)] ?? "application/octet-stream";
      const headers = { "content-type": type, "cache-control": "no-cache" };
      if (policy) headers["content-security-policy"] = policy;
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
    });
    server.on("error", (error) => {
      if (error.code !== "EADDRINUSE") throw error;
      server.listen(++port, host);
    });
    server.on("listening", () =>
      resolve({ server, url: `http://${host}:${server.address().port}/` }),
    );
    server.listen(port, host);
  });
}

// Run as a command (not imported by a test). Compared as URLs, so a path with a space or other
// characters that a file: URL escapes still matches.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(join(dist, "index.html"))) {
    console.error("dist/index.html is missing: run `npm run build` first.");
    process.exit(1);
  }
  const { url } = await startServer({ csp: true });
  console.log(`Positional Encoding Explorer is served at ${url}  (Ctrl+C stops it)`);
}
