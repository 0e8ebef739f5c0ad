// The translated pages' messages (dist/lang/<language>.js) are UTF-8 after a byte-order mark
// (scripts/build-web.mjs). A course platform may label every script with a charset of its own;
// the mark must win, so that the Arabic and Chinese pages read right whatever the label says.
// Served here with every script labelled ISO-8859-1: with the mark, the page shows its
// catalogue's words; the same file without the mark shows them garbled (the check can fail).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname } from "node:path";
import { after, before, describe, it } from "node:test";

import { contentTypes, resolveRequest } from "../../scripts/serve.mjs";
import { useBrowser } from "./harness.mjs";

const browser = useBrowser();
const byteOrderMark = "\uFEFF";
const latin1Script = "text/javascript; charset=iso-8859-1";

/** @type {import("node:http").Server} */
let server;
let base = "";
// Whether lang/*.js is served as built, or with its byte-order mark taken off.
let stripMark = false;

before(async () => {
  server = createServer((request, response) => {
    const file = resolveRequest(request.url);
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not found");
      return;
    }
    const isScript = extname(file) === ".js";
    let body = readFileSync(file);
    if (stripMark && /[\\/]lang[\\/]/.test(file)) {
      const text = body.toString("utf8");
      body = Buffer.from(text.startsWith(byteOrderMark) ? text.slice(1) : text, "utf8");
    }
    response.writeHead(200, {
      "content-type": isScript
        ? latin1Script
        : (contentTypes[extname(file)] ?? "application/octet-stream"),
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}/`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// The button under the contents, in each language's own catalogue (the source, not the build).
const cases = [
  { language: "ar", file: "../../web/js/strings/ar/shell.js", letters: /[\u0600-\u06ff]/ },
  { language: "zh-CN", file: "../../web/js/strings/zh-CN/shell.js", letters: /[\u4e00-\u9fff]/ },
];

/** @param {string} language */
async function printButtonText(language) {
  const opened = await browser.open("", { url: `${base}index.${language}.html` });
  try {
    return await opened.page.locator(".toc button").first().textContent();
  } finally {
    await opened.close();
  }
}

describe("translated messages under a server's wrong charset", () => {
  for (const { language, file, letters } of cases) {
    it(`${language}: lang/${language}.js starts with a byte-order mark and reads right when labelled ISO-8859-1`, async () => {
      const { default: messages } = await import(new URL(file, import.meta.url).href);
      const expected = messages["shell.printArticle"];
      assert.match(expected, letters, "the catalogue's text has letters of its language");

      const built = readFileSync(
        new URL(`../../dist/lang/${language}.js`, import.meta.url),
        "utf8",
      );
      assert.ok(built.startsWith(byteOrderMark), "no byte-order mark at the start");

      stripMark = false;
      assert.equal((await printButtonText(language))?.trim(), expected);

      // Without the mark the label wins: the same bytes read one byte a letter (windows-1252, what
      // the Encoding Standard makes of "iso-8859-1"), and no letter of the language is left.
      stripMark = true;
      try {
        const garbled = (await printButtonText(language))?.trim();
        assert.notEqual(garbled, expected);
        assert.ok(garbled && garbled.length > expected.length, `"${garbled}"`);
        assert.doesNotMatch(garbled, letters, `"${garbled}" still has letters of ${language}`);
      } finally {
        stripMark = false;
      }
    });
  }
});
