// Builds the page into dist/ beside the wasm cores (which scripts/build.mjs copies there first):
//   dist/app.js      web/js/main.js bundled as one classic script (IIFE), so file:// works
//   dist/embed.js    web/js/embed.js, once that file exists
//   dist/app.css     web/css/app.css with KaTeX's CSS inlined
//   dist/fonts/      KaTeX's woff2 fonts, which app.css points at (self-hosted for font-src 'self')
//   dist/*.html      copied from web/
// Run on its own with `node scripts/build-web.mjs`; it needs only `npm ci`, not the wasm build.
import { build } from "esbuild";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "web");
const dist = join(root, "dist");

// Every browser we target reads woff2, so KaTeX's woff/ttf fallbacks would only add ~1 MB of
// copied fonts that are never fetched. Strip them from the @font-face rules as the CSS is loaded.
const katexWoff2Only = {
  name: "katex-woff2-only",
  setup(buildApi) {
    buildApi.onLoad({ filter: /katex[\\/]dist[\\/]katex(\.min)?\.css$/ }, (args) => {
      const css = readFileSync(args.path, "utf8").replace(
        /,\s*url\([^)]*\.woff\)\s*format\("woff"\)\s*,\s*url\([^)]*\.ttf\)\s*format\("truetype"\)/g,
        "",
      );
      return { contents: css, loader: "css", resolveDir: dirname(args.path) };
    });
  },
};

const scriptEntries = [{ in: join(web, "js/main.js"), out: "app" }];
if (existsSync(join(web, "js/embed.js"))) {
  scriptEntries.push({ in: join(web, "js/embed.js"), out: "embed" });
}

mkdirSync(dist, { recursive: true });
rmSync(join(dist, "fonts"), { recursive: true, force: true });

const common = {
  bundle: true,
  minify: true,
  sourcemap: false,
  outdir: dist,
  target: ["chrome91", "firefox89", "safari16"],
  logLevel: "warning",
  legalComments: "eof",
};

await build({
  ...common,
  entryPoints: scriptEntries,
  // A classic script, not a module: module scripts are blocked on file:// and in sandboxed iframes.
  format: "iife",
});

await build({
  ...common,
  entryPoints: [{ in: join(web, "css/app.css"), out: "app" }],
  plugins: [katexWoff2Only],
  loader: { ".woff2": "file" },
  // Stable names: fonts are referenced relative to app.css, and a hash buys nothing without a CDN.
  assetNames: "fonts/[name]",
});

for (const name of readdirSync(web)) {
  if (name.endsWith(".html")) copyFileSync(join(web, name), join(dist, name));
}

const fontCount = readdirSync(join(dist, "fonts")).length;
console.log(`[build-web] dist/app.js, dist/app.css, ${fontCount} fonts, html copied`);
