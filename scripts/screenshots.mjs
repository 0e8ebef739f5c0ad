// Screenshots of every section of the built article, for looking at the page as a reader would and
// for comparing two builds of it (a reshape that must change nothing a reader sees).
//   node scripts/screenshots.mjs --out DIR [--lang L] [--url BASE]   one PNG per section, width
//        and scheme: DIR/<section>-<width>-<scheme>.png for widths 1280 and 375, schemes light and
//        dark, and the same of the page around them (page-header, page-intro, page-toc,
//        page-footer) and of the embed page's bar (embed-bar); from dist/ served here, or from a
//        server already running at BASE (say, an older build's)
//   node scripts/screenshots.mjs --compare DIR_A DIR_B  per pair of same-named PNGs, how many
//        pixels differ (any channel by more than 8 of 255) and whether the sizes match; exits 1
//        when any pair differs in size or in more than 0.1% of its pixels
// The lab trains before its screenshot is taken (training starts when its curves come into view),
// and every part of the page has drawn (the beforeprint event draws whatever is pending).
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

import { drawEverything } from "./draw-everything.mjs";
import { startServer } from "./serve.mjs";

const launchArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);

const pageParts = {
  "page-header": "header.site-header",
  "page-intro": ".intro",
  "page-toc": "nav.toc",
  "page-footer": "footer.site-footer",
};

async function shoot(page, locator, path) {
  await locator.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await locator.screenshot({ path, animations: "disabled" });
}

async function capture(outDir, lang, base) {
  mkdirSync(outDir, { recursive: true });
  const { server, url } = base ? { server: null, url: base } : await startServer({ port: 0 });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: launchArgs });
  try {
    for (const width of [1280, 375]) {
      for (const scheme of ["light", "dark"]) {
        const page = await browser.newPage({
          viewport: { width, height: 900 },
          colorScheme: scheme,
          reducedMotion: "reduce",
        });
        await page.goto(`${url}index.html${lang ? `?lang=${lang}` : ""}`);
        await drawEverything(page);
        await page.evaluate(() => document.fonts.ready);
        const ids = await page.$$eval("main section[id]", (all) => all.map((s) => s.id));
        for (const id of ids) {
          await shoot(
            page,
            page.locator(`section[id="${id}"]`),
            join(outDir, `${id}-${width}-${scheme}.png`),
          );
        }
        for (const [name, selector] of Object.entries(pageParts)) {
          await shoot(page, page.locator(selector), join(outDir, `${name}-${width}-${scheme}.png`));
        }
        await page.goto(`${url}embed.html?section=identity${lang ? `&lang=${lang}` : ""}`);
        await page.waitForSelector("html[data-core]");
        await shoot(
          page,
          page.locator("header.embed-bar"),
          join(outDir, `embed-bar-${width}-${scheme}.png`),
        );
        await page.close();
        console.log(`[screenshots] ${width} px ${scheme}: ${ids.length} sections`);
      }
    }
  } finally {
    await browser.close();
    server?.close();
  }
}

// Decodes both PNGs in the browser (a canvas each) and counts the pixels that differ.
async function compare(dirA, dirB) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: launchArgs });
  const page = await browser.newPage();
  let failed = 0;
  const names = readdirSync(dirA).filter((name) => name.endsWith(".png"));
  for (const name of names.sort()) {
    let other;
    try {
      other = readFileSync(join(dirB, name));
    } catch {
      console.log(`${name}: missing in ${dirB}`);
      failed += 1;
      continue;
    }
    const result = await page.evaluate(
      async ([a, b]) => {
        const decode = async (base64) => {
          const image = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${base64}`)).blob(),
          );
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext("2d");
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [first, second] = [await decode(a), await decode(b)];
        const size = `${first.width}x${first.height} vs ${second.width}x${second.height}`;
        if (first.width !== second.width || first.height !== second.height)
          return { sameSize: false, size, differing: -1, total: 0 };
        let differing = 0;
        for (let p = 0; p < first.data.length; p += 4) {
          for (let c = 0; c < 4; c += 1) {
            if (Math.abs(first.data[p + c] - second.data[p + c]) > 8) {
              differing += 1;
              break;
            }
          }
        }
        return { sameSize: true, size, differing, total: first.width * first.height };
      },
      [readFileSync(join(dirA, name)).toString("base64"), other.toString("base64")],
    );
    const share = result.total ? result.differing / result.total : 1;
    const bad = !result.sameSize || share > 0.001;
    if (bad) failed += 1;
    console.log(
      `${bad ? "DIFFERS" : "same   "} ${name}: ${result.size}, ${result.differing} pixels differ`,
    );
  }
  await browser.close();
  console.log(`${names.length - failed} same, ${failed} differ`);
  process.exit(failed ? 1 : 0);
}

if (option("--compare")) await compare(option("--compare"), argv[argv.indexOf("--compare") + 2]);
else {
  await capture(option("--out") ?? "build/screenshots/sections", option("--lang"), option("--url"));
}
