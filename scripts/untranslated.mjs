// Lists the text on a built page that no catalogue gave: opens the page in the pseudo-locale
// (lang=en-XA, docs/messages.md), draws every part of it (the lab trained, every pending part
// drawn), and prints each piece of reader text (web/js/i18n/readerText.js's definition) that still
// holds plain English letters outside the pseudo-locale's brackets, grouped by section.
//   node scripts/untranslated.mjs [page]   page: "index.html" (default) or "embed.html?section=lab"
// Exits 1 when it finds any. Run after the build; the tests use findUntranslated() directly.
import { chromium } from "playwright-core";

import { readerAttributes, skippedSelector } from "../web/js/i18n/readerText.js";
import { drawEverything } from "./draw-everything.mjs";
import { startServer } from "./serve.mjs";

// In the page: every reader text with two Latin letters in a row outside ⟦…⟧, as
// [section id or "page", "text" or the attribute, the text]. What counts as reader text, and what
// is skipped (maths, translate="no"), is web/js/i18n/readerText.js's, passed in.
function collectUntranslated({ attributes, skipped }) {
  const english = (text) => /[A-Za-z]{2,}/.test(text.replace(/⟦[^⟧]*⟧/g, ""));
  const found = [];
  const walker = document.createTreeWalker(document, 1 | 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (!element || element.closest(skipped)) continue;
    const where = element.closest("section[id]")?.id ?? "page";
    if (node.nodeType === 3) {
      if (english(node.nodeValue)) found.push([where, "text", node.nodeValue.trim()]);
    } else {
      for (const name of attributes) {
        const text = node.getAttribute(name);
        if (text && english(text)) found.push([where, name, text]);
      }
    }
  }
  return found;
}

/** @param {import("playwright-core").Page} page a page opened with lang=en-XA */
export async function findUntranslated(page) {
  await drawEverything(page);
  return untranslatedNow(page);
}

/** The same walk, of the page as it is now (for a page with no core, say an unknown section).
 * @param {import("playwright-core").Page} page */
export function untranslatedNow(page) {
  return page.evaluate(collectUntranslated, {
    attributes: readerAttributes,
    skipped: skippedSelector,
  });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  const target = process.argv[2] ?? "index.html";
  const { server, url } = await startServer({ port: 0 });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(`${url}${target}${target.includes("?") ? "&" : "?"}lang=en-XA`);
    const found = await findUntranslated(page);
    const counts = {};
    for (const [where] of found) counts[where] = (counts[where] ?? 0) + 1;
    for (const [where, kind, text] of found) {
      console.log(`${where} | ${kind} | ${text.replace(/\s+/g, " ").slice(0, 160)}`);
    }
    console.log(`\n${found.length} pieces of text from no catalogue: ${JSON.stringify(counts)}`);
    if (errors.length) console.log(`page errors:\n${errors.join("\n")}`);
    process.exitCode = found.length > 0 || errors.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server.close();
  }
}
