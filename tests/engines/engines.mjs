// The three engines of the cross-engine suite behind one small interface, each driven by a kept
// library through its own protocol:
//   chromium  Debian's Chromium, playwright-core (DevTools protocol)
//   firefox   Debian's Firefox ESR, puppeteer-core over WebDriver BiDi
//   webkit    WebKitGTK's MiniBrowser (Safari's engine), selenium-webdriver through WebKitWebDriver
//             (classic W3C WebDriver), on a virtual display (xvfb-run: MiniBrowser has no headless
//             mode)
//
//   const browser = await launch("firefox");
//   await browser.resize(375, 800);          the page's viewport (WebKit: the window; throws if
//                                            the engine will not make it)
//   await browser.goto(url);
//   await browser.run("return document.title", [args]);   an async function body, run in the page
//                                             (or in frame `inFrame`, a CSS selector), `args` in
//                                             scope; its JSON-able result
//   await browser.click(selector); await browser.type(selector, text);   real input, by the driver
//   await browser.screenshot(path);          the viewport, as a PNG file
//   await browser.close();
// Scripts run by the drivers are not the page's: the page's Content-Security-Policy does not apply.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import puppeteer from "puppeteer-core";
import { chromium } from "playwright-core";
import { Builder, By, Key } from "selenium-webdriver";

import { chromiumArgs } from "../browser/harness.mjs";

export const engineNames = ["chromium", "firefox", "webkit"];
const miniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** The source the drivers evaluate: `body` as an async function of `args`. */
const expression = (body, args) => `(async (args) => { ${body} })(${JSON.stringify(args)})`;

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

// Playwright and puppeteer share a page-and-frame shape (evaluate, $, contentFrame, click, type).
function pageLike(page, { resize, close, version }) {
  const frameOf = async (inFrame) => {
    if (!inFrame) return page.mainFrame();
    const element = await page.$(inFrame);
    return element.contentFrame();
  };
  return {
    version,
    resize,
    close,
    goto: (url) => page.goto(url, { waitUntil: "load" }),
    run: async (body, args = null, { inFrame } = {}) =>
      (await frameOf(inFrame)).evaluate(expression(body, args)),
    click: (selector) => page.click(selector),
    screenshot: (path) => page.screenshot({ path }),
    type: async (selector, text) => {
      await page.click(selector, { clickCount: 3 });
      await page.keyboard.press("Backspace");
      await page.type(selector, text);
    },
  };
}

async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  return pageLike(page, {
    version: `Chromium ${browser.version()}`,
    resize: (width, height) => page.setViewportSize({ width, height }),
    close: () => browser.close(),
  });
}

async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: "/usr/bin/firefox-esr",
    headless: true,
    extraPrefsFirefox: { "intl.accept_languages": "en-US" },
  });
  const page = await browser.newPage();
  return pageLike(page, {
    version: (await browser.version()).replace(/^firefox\//i, "Firefox ESR "),
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => browser.close(),
  });
}

async function launchWebKit() {
  const port = await freePort();
  // Its own process group, so that closing ends xvfb-run, Xvfb, the driver and MiniBrowser.
  // MiniBrowser's toolbar (an address field and buttons in GTK's default theme) makes no window
  // narrower than 447 px. A GTK style sheet of the test's own, read through XDG_CONFIG_HOME, lets
  // the toolbar shrink, so that the window can be a phone's 375 px. It styles GTK's widgets only:
  // the page, its fonts and its form controls are WebKit's.
  const gtkConfig = mkdtempSync(join(tmpdir(), "pe-webkit-gtk-"));
  mkdirSync(join(gtkConfig, "gtk-3.0"));
  writeFileSync(
    join(gtkConfig, "gtk-3.0", "gtk.css"),
    "* { font-size: 3px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n",
  );
  const driverProcess = spawn("xvfb-run", ["-a", "/usr/bin/WebKitWebDriver", `--port=${port}`], {
    stdio: "ignore",
    detached: true,
    // A POSIX locale, as on CI: WebKitGTK then reports navigator.language "C", which Intl refuses.
    env: { ...process.env, LANG: "C.UTF-8", LC_ALL: "C.UTF-8", XDG_CONFIG_HOME: gtkConfig },
  });
  const endProcesses = () => {
    try {
      process.kill(-driverProcess.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(gtkConfig, { recursive: true, force: true });
  };
  // The driver is ready when its /status answers (it says so nowhere else).
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 20000) {
      endProcesses();
      throw new Error("WebKitWebDriver did not start within 20 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 180000, pageLoad: 60000 });
  const capabilities = await driver.getCapabilities();
  let chrome = { width: 0, height: 0 };
  const inFrameDo = async (inFrame, work) => {
    if (!inFrame) return work();
    await driver.switchTo().frame(await driver.findElement(By.css(inFrame)));
    try {
      return await work();
    } finally {
      await driver.switchTo().defaultContent();
    }
  };
  return {
    version: `WebKitGTK ${capabilities.get("browserVersion")}`,
    // WebDriver sizes the window: what the window's frame takes is measured once and added.
    resize: async (width, height) => {
      // WebKitGTK applies a new window size asynchronously (the X server and the web process
      // follow): read the page's size until it is the one asked for, or has held still for
      // 500 ms (then it is the size this window will have).
      const innerSize = async () => {
        let last = await driver.executeScript("return [innerWidth, innerHeight]");
        for (let since = Date.now(), until = since + 5000; Date.now() < until;) {
          if (last[0] === width && last[1] === height) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
          const now = await driver.executeScript("return [innerWidth, innerHeight]");
          if (now[0] !== last[0] || now[1] !== last[1]) since = Date.now();
          else if (Date.now() - since >= 500) break;
          last = now;
        }
        return last;
      };
      await driver
        .manage()
        .window()
        .setRect({ width: width + chrome.width, height: height + chrome.height });
      const inner = await innerSize();
      const extra = { width: width - inner[0], height: height - inner[1] };
      if (extra.width !== 0 || extra.height !== 0) {
        const learned = { width: chrome.width + extra.width, height: chrome.height + extra.height };
        await driver
          .manage()
          .window()
          .setRect({ width: width + learned.width, height: height + learned.height });
        const got = await innerSize();
        // A window the browser will not make is an error, not a silently wider test; the frame's
        // size is learned only from a window it made.
        if (got[0] !== width || got[1] !== height) {
          throw new Error(
            `WebKit's window cannot be ${width} x ${height} (it is ${got.join(" x ")})`,
          );
        }
        chrome = learned;
      }
    },
    goto: (url) => driver.get(url),
    run: (body, args = null, { inFrame } = {}) =>
      inFrameDo(inFrame, () => driver.executeScript(`return ${expression(body, args)}`)),
    click: async (selector) => (await driver.findElement(By.css(selector))).click(),
    screenshot: async (path) => writeFileSync(path, await driver.takeScreenshot(), "base64"),
    type: async (selector, text) => {
      const field = await driver.findElement(By.css(selector));
      await field.clear();
      await field.sendKeys(text);
    },
    close: async () => {
      await driver.quit().catch(() => {});
      endProcesses();
    },
    Key,
  };
}

/** @param {"chromium" | "firefox" | "webkit"} name */
export function launch(name) {
  return { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit }[name]();
}
