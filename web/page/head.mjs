// The pages' one <head> and their security policies, written once: scripts/build-web.mjs writes
// the head into index.html and embed.html, scripts/build-scorm.mjs into the SCORM launch page, and
// scripts/serve.mjs sends the same policy as an HTTP header. Build-time only (node), never bundled.

// The policy the site runs under with zero violations: scripts and styles from the site itself,
// WebAssembly compiled from them ('wasm-unsafe-eval'), the lab's worker script from the site
// (worker-src 'self': the lab trains off the page's thread), images as data or blobs (the
// downloads and heatmaps), and nothing else.
const siteDirectives = {
  "default-src": "'none'",
  "script-src": "'self' 'wasm-unsafe-eval'",
  "worker-src": "'self'",
  "style-src": "'self'",
  "font-src": "'self'",
  "img-src": "'self' data: blob:",
  "connect-src": "'self' data:",
  "base-uri": "'none'",
  "form-action": "'none'",
};

// The SCORM launch page runs no WebAssembly and loads no fonts: it frames the quiz (frame-src).
const launchDirectives = {
  "default-src": "'none'",
  "script-src": "'self'",
  "style-src": "'self'",
  "frame-src": "'self'",
  "img-src": "'self' data:",
  "base-uri": "'none'",
  "form-action": "'none'",
};

const policyText = (directives) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");

export const strictCsp = policyText(siteDirectives);
export const launchCsp = policyText(launchDirectives);

/** Text made safe inside an attribute value or an element (build-time HTML). */
export const attribute = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const textContent = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * The <head> element of a page, indented for the shells' layout. `scripts` run in order (defer).
 * @param {{ title: string, description?: string, stylesheet: string, scripts: string[],
 *   policy?: string, comment?: string }} page
 */
export function pageHead({ title, description, stylesheet, scripts, policy = strictCsp, comment }) {
  const lines = [
    "  <head>",
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    ...(comment ? [`    <!-- ${comment} -->`] : []),
    `    <meta http-equiv="Content-Security-Policy" content="${attribute(policy)}" />`,
    ...(description ? [`    <meta name="description" content="${attribute(description)}" />`] : []),
    `    <title>${textContent(title)}</title>`,
    '    <link rel="icon" href="data:," />',
    `    <link rel="stylesheet" href="${attribute(stylesheet)}" />`,
    ...scripts.map((script) => `    <script src="${attribute(script)}" defer></script>`),
    "  </head>",
  ];
  return lines.join("\n");
}

// Fills a shell's `<!-- head -->` line with pageHead(page); a shell without one is an error.
export function withHead(shell, name, page) {
  const marker = /^ *<!-- head: written by web\/page\/head\.mjs -->$/m;
  if (!marker.test(shell))
    throw new Error(`${name} lacks the line <!-- head: written by web/page/head.mjs -->`);
  return shell.replace(marker, () => pageHead(page));
}
