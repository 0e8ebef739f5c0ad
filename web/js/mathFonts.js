// @ts-check
// KaTeX's fonts, for pages that must also work inside <iframe sandbox="allow-scripts">
// (embed.html, and index.html when a whole-page embed is sandboxed too).
//
// Such a frame has an opaque origin ("null"). Fonts are always fetched in CORS mode, so there
// every font URL, even one beside embed.html, is a cross-origin request that a plain static host
// (no Access-Control-Allow-Origin header) refuses, with a console error per font. Scripts and
// stylesheets are fetched without CORS and load fine. So app.css and embed.css have no
// @font-face rules, and:
//   - an ordinary origin (http(s), or a page opened from disk) links katex-fonts.css: the usual
//     @font-face rules, each font fetched when first used;
//   - an opaque origin loads katex-fonts.js, a classic script holding the woff2 bytes, and hands
//     them to the FontFace API, which fetches nothing (and so needs no font-src beyond 'self').
// Both files are written by scripts/build-web.mjs from KaTeX's own CSS and fonts.

import { el, loadClassicScript } from "./dom.js";
import { documentFonts } from "./environment.js";
import { recheckScrollBoxes } from "./scrollBox.js";

export function hasOpaqueOrigin() {
  // Chromium also reports "null" for file:// pages; the font script works there too.
  return window.origin === "null";
}

// The fonts' bytes (~260 KB) are decoded before the page's first figure: Uint8Array.fromBase64
// (Chromium 140, Firefox 133, Safari 18.2) does it natively; elsewhere atob and a loop, ~4x slower
// (about 20 ms of a 4x-throttled load).
function bytesOf(base64) {
  const fromBase64 = /** @type {any} */ (Uint8Array).fromBase64;
  if (typeof fromBase64 === "function") return fromBase64(base64).buffer;
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let k = 0; k < text.length; k += 1) bytes[k] = text.charCodeAt(k);
  return bytes.buffer;
}

// Resolves once the fonts are registered (not necessarily decoded). Never rejects: without its
// fonts KaTeX falls back to the system's serif, which reads fine, only less well.
export async function loadMathFonts() {
  try {
    if (!hasOpaqueOrigin()) {
      const link = el("link");
      link.rel = "stylesheet";
      link.href = "katex-fonts.css";
      document.head.append(link);
      return;
    }
    // Fonts as bytes need the FontFace API (document.fonts); a browser without it draws the
    // formulas in its own fonts, so the bytes are not even fetched.
    const fonts = documentFonts();
    if (!fonts || typeof FontFace !== "function") return;
    await loadClassicScript("katex-fonts.js");
    for (const font of globalThis.peKatexFonts ?? []) {
      const face = new FontFace(font.family, bytesOf(font.data), {
        style: font.style,
        weight: font.weight,
      });
      fonts.add(face);
    }
    // Fonts given as bytes load without a loading event; equations widen once they are drawn.
    requestAnimationFrame(() => recheckScrollBoxes());
  } catch (error) {
    console.warn("The maths fonts did not load; KaTeX uses the system's fonts.", error);
  }
}
