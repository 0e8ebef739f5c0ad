// Serves dist/ and prints the URL. The command line sends the page's strict
// Content-Security-Policy as an HTTP header too (the pages carry the same policy in a <meta> tag),
// so that anything the policy would block shows up while developing; startServer({ csp: true })
// does the same for tests.
//
//   node scripts/serve.mjs [--host ADDRESS]     (npm start -- --host 0.0.0.0)
//   PORT   the port, default 8080 (the next free one if it is taken); 0 picks any free port
//   --host the address to listen on, default 127.0.0.1 (this machine only). Another address, such
//          as 0.0.0.0 (every network interface) for a classroom's projector or the students'
//          laptops on the same network, serves beyond this machine: the command then says so and
//          prints the addresses it can be reached at.
// Self-contained (node's built-ins only): tests/js/serve.test.mjs runs a copy of it alone.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { networkInterfaces } from "node:os";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
export const contentTypes = {
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

// PORT from the environment: a whole number 0..65535 (0: any free port), 8080 when unset.
export function portFromEnvironment(value = process.env.PORT) {
  if (value === undefined || value === "") return 8080;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return Number(value);
}

// The options of the command line: { host }. Throws with a message on anything else.
export function parseServeArguments(args) {
  let host = "127.0.0.1";
  for (let j = 0; j < args.length; j++) {
    const arg = args[j];
    if (arg === "--host" || arg.startsWith("--host=")) {
      const value = arg === "--host" ? args[++j] : arg.slice("--host=".length);
      if (!value || value.startsWith("-")) {
        throw new Error("--host needs an address, for example --host 0.0.0.0");
      }
      host = value;
    } else {
      throw new Error(
        `unknown argument ${arg} (the server takes --host ADDRESS; the port is PORT)`,
      );
    }
  }
  return { host };
}

// Whether a listening address is reachable from this machine only.
export function isLoopback(host) {
  return host === "localhost" || host === "::1" || /^127\./.test(host);
}

// The URLs a server listening on `host` can be reached at from other machines: for 0.0.0.0 every
// IPv4 address of this machine's network interfaces (and for :: the IPv6 ones too), else the
// address itself.
export function networkUrls(host, port, interfaces = networkInterfaces()) {
  const bracket = (address) => (address.includes(":") ? `[${address}]` : address);
  if (host !== "0.0.0.0" && host !== "::") return [`http://${bracket(host)}:${port}/`];
  const addresses = Object.values(interfaces)
    .flat()
    .filter((entry) => entry && !entry.internal)
    .filter((entry) => host === "::" || entry.family === "IPv4" || entry.family === 4)
    .map((entry) => entry.address);
  return addresses.map((address) => `http://${bracket(address)}:${port}/`);
}

// csp: false (no header), true (strictCsp) or a policy string.
export function startServer({
  port = portFromEnvironment(),
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
    server.on("listening", () => {
      const local = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "[::1]" : host;
      const shown = local.includes(":") && !local.startsWith("[") ? `[${local}]` : local;
      resolve({ server, url: `http://${shown}:${server.address().port}/` });
    });
    server.listen(port, host);
  });
}

// Run as a command (not imported by a test). Compared as URLs, so a path with a space or other
// characters that a file: URL escapes still matches.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let options;
  try {
    options = { ...parseServeArguments(process.argv.slice(2)), port: portFromEnvironment() };
  } catch (error) {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  }
  if (!existsSync(join(dist, "index.html"))) {
    console.error("dist/index.html is missing: run `npm run build` first.");
    process.exit(1);
  }
  const { server, url } = await startServer({ ...options, csp: true });
  console.log(`Positional Encoding Explorer is served at ${url}  (Ctrl+C stops it)`);
  if (!isLoopback(options.host)) {
    const port = server.address().port;
    const urls = networkUrls(options.host, port);
    console.log(
      `Warning: --host ${options.host} serves beyond this machine: anyone who can reach it on ` +
        "the network can open the explorer (every file of dist/). Stop it (Ctrl+C) when the " +
        "class is over.",
    );
    console.log(
      urls.length > 0
        ? `On the network it is at:\n${urls.map((address) => `  ${address}`).join("\n")}`
        : "This machine has no network address other than its own (no network interface is up).",
    );
  }
}
