// web/js/environment.js: every value the page reads from the browser, read safely (a fallback
// for what is missing, odd or throws), and the message catalogue's last resort when Intl is
// broken (web/js/i18n/catalogue.js). Node has no window, document or navigator: each test puts
// the browser's part it needs on globalThis and takes it away after. The pages themselves, under
// each fake, are tests/browser/environment.test.mjs.
import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";

import {
  browserLanguageTags,
  fontsReady,
  mediaMatches,
  onMediaChange,
  readSafely,
  usableStorage,
  whenIdle,
} from "../../web/js/environment.js";
import { catalogue } from "../../web/js/i18n/catalogue.js";

/** @type {[string, PropertyDescriptor | undefined][]} */
let replaced = [];
/** Puts `value` on globalThis as `name` (a getter when `get` is given) until the test ends. */
function fakeGlobal(name, value, get) {
  replaced.push([name, Object.getOwnPropertyDescriptor(globalThis, name)]);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    ...(get ? { get } : { value, writable: true }),
  });
}
afterEach(() => {
  for (const [name, before] of replaced.reverse()) {
    if (before) Object.defineProperty(globalThis, name, before);
    else delete globalThis[name];
  }
  replaced = [];
});

const refuse = (what) => () => {
  throw new Error(`fake: ${what} refused`);
};

describe("readSafely", () => {
  it("gives the value read, else the fallback when reading throws or gives nothing", () => {
    assert.equal(
      readSafely(() => 0, 1),
      0,
    );
    assert.equal(readSafely(refuse("x"), 1), 1);
    assert.equal(
      readSafely(() => undefined, 1),
      1,
    );
    assert.equal(
      readSafely(() => null, 1),
      1,
    );
  });
});

describe("browserLanguageTags", () => {
  it("is empty where there is no navigator", () => {
    fakeGlobal("navigator", undefined);
    assert.deepEqual(browserLanguageTags(), []);
  });

  it("keeps navigator.languages' non-empty strings, whatever they say", () => {
    fakeGlobal("navigator", { language: "C", languages: ["C", "", 42, null, "und", "en_US"] });
    assert.deepEqual(browserLanguageTags(), ["C", "und", "en_US"]);
  });

  it("falls back on navigator.language when the list is missing, empty or throws", () => {
    fakeGlobal("navigator", { language: "x-private", languages: undefined });
    assert.deepEqual(browserLanguageTags(), ["x-private"]);
    fakeGlobal("navigator", { language: "es-MX", languages: [] });
    assert.deepEqual(browserLanguageTags(), ["es-MX"]);
    fakeGlobal("navigator", {
      language: "en_US",
      get languages() {
        throw new Error("fake: languages refused");
      },
    });
    assert.deepEqual(browserLanguageTags(), ["en_US"]);
  });

  it("is empty when neither gives a usable tag", () => {
    fakeGlobal("navigator", { language: "", languages: [""] });
    assert.deepEqual(browserLanguageTags(), []);
    fakeGlobal("navigator", undefined, refuse("navigator"));
    assert.deepEqual(browserLanguageTags(), []);
  });
});

describe("media queries", () => {
  it("match nothing and watch nothing where matchMedia is missing or throws", () => {
    for (const matchMedia of [undefined, refuse("matchMedia"), () => undefined]) {
      fakeGlobal("window", { matchMedia });
      assert.equal(mediaMatches("(prefers-color-scheme: dark)"), false);
      const stop = onMediaChange("(prefers-color-scheme: dark)", () => {});
      stop();
    }
  });

  it("are asked and watched where matchMedia works", () => {
    const listeners = new Set();
    const list = {
      matches: true,
      addEventListener: (type, callback) => listeners.add(callback),
      removeEventListener: (type, callback) => listeners.delete(callback),
    };
    fakeGlobal("window", { matchMedia: () => list });
    assert.equal(mediaMatches("(prefers-color-scheme: dark)"), true);
    const stop = onMediaChange("(prefers-color-scheme: dark)", () => {});
    assert.equal(listeners.size, 1);
    stop();
    assert.equal(listeners.size, 0);
  });
});

describe("usableStorage", () => {
  const memoryStorage = () => {
    const data = new Map();
    return {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => data.set(key, String(value)),
      removeItem: (key) => data.delete(key),
      data,
    };
  };

  it("gives storage that takes an item, and leaves no probe in it", () => {
    const storage = memoryStorage();
    fakeGlobal("window", { localStorage: storage });
    assert.equal(usableStorage("localStorage", "probe"), storage);
    assert.equal(storage.data.size, 0);
  });

  it("gives null where reading it throws (a sandboxed frame), it is missing, or it is full", () => {
    fakeGlobal("window", {
      get sessionStorage() {
        throw new Error("SecurityError (fake)");
      },
    });
    assert.equal(usableStorage("sessionStorage", "probe"), null);
    fakeGlobal("window", {});
    assert.equal(usableStorage("localStorage", "probe"), null);
    fakeGlobal("window", { localStorage: { ...memoryStorage(), setItem: refuse("setItem") } });
    assert.equal(usableStorage("localStorage", "probe"), null);
  });
});

describe("whenIdle and fontsReady", () => {
  it("whenIdle runs the task on a timer where there is no requestIdleCallback (Safari)", async () => {
    fakeGlobal("requestIdleCallback", undefined);
    await new Promise((resolve) => whenIdle(resolve));
  });

  it("whenIdle runs the task on a timer where requestIdleCallback throws", async () => {
    fakeGlobal("requestIdleCallback", refuse("requestIdleCallback"));
    await new Promise((resolve) => whenIdle(resolve));
  });

  it("fontsReady settles without document.fonts, and when its ready never does", async () => {
    fakeGlobal("document", {});
    await fontsReady(60000);
    fakeGlobal("document", { fonts: { ready: new Promise(() => {}) } });
    await fontsReady(5);
    fakeGlobal("document", { fonts: { ready: Promise.reject(new Error("fake: fonts failed")) } });
    await fontsReady(60000);
  });
});

describe("a catalogue where Intl is broken beyond what safeGlobals.js mends", () => {
  it("still writes each message, its arguments filled and its tags made, and says so", (context) => {
    const errors = [];
    context.mock.method(console, "error", (text) => errors.push(text));
    const { t, nodes } = catalogue("broken", {
      en: { hello: "Hello {name}.", rich: "See <link>the glossary</link> for {symbol}." },
    });
    // intl-messageformat asks Intl.NumberFormat for the locale as it compiles a message.
    const numberFormat = Intl.NumberFormat;
    delete Intl.NumberFormat;
    try {
      assert.equal(t("hello", { name: "Ada" }), "Hello Ada.");
      const pieces = nodes("rich", { symbol: "ω", link: (chunks) => ({ link: chunks.join("") }) });
      assert.deepEqual(pieces, ["See ", { link: "the glossary" }, " for ω."]);
    } finally {
      Intl.NumberFormat = numberFormat;
    }
    assert.equal(errors.length, 2);
    assert.match(errors[0], /"hello" could not be formatted/);
  });
});
