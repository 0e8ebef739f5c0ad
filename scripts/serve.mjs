// Serves dist/ on 127.0.0.1 (PORT, default 8080; the next free port if taken) and prints the URL.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

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

export function resolveRequest(urlPath) {
  const path = decodeURIComponent(urlPath.split("?")[0].split("#")[0]);
  const file = normalize(join(dist, path.endsWith("/") ? path + "index.html" : path));
  if (file !== dist && !file.startsWith(dist + sep)) return null; // no escaping dist/
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export function startServer({ port = Number(process.env.PORT) || 8080, host = "127.0.0.1" } = {}) {
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
      response.writeHead(200, { "content-type": type, "cache-control": "no-cache" });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(dist, "index.html"))) {
    console.error("dist/index.html is missing: run `npm run build` first.");
    process.exit(1);
  }
  const { url } = await startServer();
  console.log(`Positional Encoding Explorer is served at ${url}  (Ctrl+C stops it)`);
}
