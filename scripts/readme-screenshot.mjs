// Takes the README's screenshot (docs/screenshot.png) from the built page in headless Chromium:
// the matrix section in its compact view (embed.html?section=matrix&view=figure), small enough
// to commit. Run after the build: node scripts/readme-screenshot.mjs
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

import { startServer } from "./serve.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { server, url } = await startServer({ port: 0 });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const page = await browser.newPage({
    viewport: { width: 720, height: 1000 },
    colorScheme: "light",
  });
  await page.goto(`${url}embed.html?section=matrix&view=figure&n=40&d=64`);
  await page.waitForSelector("html[data-core]");
  await page.waitForSelector("#matrix canvas");
  await page.screenshot({ path: join(root, "docs/screenshot.png") });
  console.log("[readme-screenshot] docs/screenshot.png");
} finally {
  await browser.close();
  server.close();
}
