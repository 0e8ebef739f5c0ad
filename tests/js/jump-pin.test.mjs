// web/js/jumpPin.js: a jump's target stays where it landed while the page above it grows, in an
// engine without scroll anchoring (WebKit), until the reader moves the page or the page has been
// still for a while. Node has no window: the page here is a model of WebKit's, a target whose
// distance from the window's top is its place in the document minus the scroll offset, where
// growth above the target moves the target and leaves the offset alone, and a ResizeObserver on
// the document that reports each growth. Timers are node's mock timers. The same module in the
// three real engines is tests/engines/crossEngine.mjs ("jumps land and stay").
import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it, mock } from "node:test";

import { fakeGlobal, fakeResizeObserverClass, restoreGlobals } from "./fake-page-globals.mjs";

import { pinJumpTarget as pinForReal } from "../../web/js/jumpPin.js";

// Every pin a test makes is let go before its timers are reset: a pin left held would clear a
// stale mock timer in the next test.
/** @type {(() => void)[]} */
let releases = [];
/** @type {typeof pinForReal} */
const pinJumpTarget = (...args) => {
  const release = pinForReal(...args);
  releases.push(release);
  return release;
};

/** A WebKit-like page: the target sits `placeInDocument` px down the document. */
function fakePage({ placeInDocument = 5000 } = {}) {
  const observers = new Set();
  const page = new EventTarget();
  const html = { dataset: /** @type {Record<string, string>} */ ({}) };
  const state = { place: placeInDocument, scrollY: placeInDocument };
  Object.defineProperties(page, {
    scrollY: { get: () => state.scrollY },
    scrollBy: {
      value: (/** @type {number} */ x, /** @type {number} */ y) => {
        state.scrollY += y;
        page.dispatchEvent(new Event("scroll"));
      },
    },
  });
  fakeGlobal("window", page);
  fakeGlobal("document", { documentElement: html });
  fakeGlobal("ResizeObserver", fakeResizeObserverClass(observers));
  const target = {
    isConnected: true,
    getBoundingClientRect: () => ({ top: state.place - state.scrollY }),
  };
  return {
    target,
    html,
    top: () => state.place - state.scrollY,
    // Something above the target draws and grows by `px`; the offset stays (no anchoring).
    growAbove(px) {
      state.place += px;
      for (const observer of [...observers]) observer.callback([]);
    },
    // Someone else scrolls (a script's scrollIntoView, the reader's scroll bar).
    scrollTo(y) {
      state.scrollY = y;
      page.dispatchEvent(new Event("scroll"));
    },
    reader(type) {
      page.dispatchEvent(new Event(type));
    },
  };
}

beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
afterEach(() => {
  for (const release of releases) release();
  releases = [];
  mock.timers.reset();
  restoreGlobals();
});

describe("pinJumpTarget", () => {
  it("keeps the target where it landed as the page above it grows", () => {
    const page = fakePage();
    pinJumpTarget(page.target);
    assert.equal(page.top(), 0);
    page.growAbove(420);
    assert.equal(page.top(), 0);
    page.growAbove(1656.5);
    assert.equal(page.top(), 0);
    assert.equal(page.html.dataset.jumpPin, "held");
  });

  it("holds past ten seconds while the page above still grows (a slow device)", () => {
    const page = fakePage();
    pinJumpTarget(page.target);
    for (let second = 0; second < 30; second += 3) {
      mock.timers.tick(3000);
      page.growAbove(200);
      assert.equal(page.top(), 0, `after ${second + 3} s`);
    }
    assert.equal(page.html.dataset.jumpPin, "held");
  });

  it("lets go after ten seconds with nothing to correct, and no longer moves the page", () => {
    const page = fakePage();
    pinJumpTarget(page.target);
    page.growAbove(300);
    mock.timers.tick(9999);
    assert.equal(page.html.dataset.jumpPin, "held");
    mock.timers.tick(1);
    assert.equal(page.html.dataset.jumpPin, "quiet");
    page.growAbove(300);
    assert.equal(page.top(), 300);
  });

  it("lets go after a minute however long the page keeps growing", () => {
    const page = fakePage();
    pinJumpTarget(page.target);
    for (let second = 0; second < 60; second += 5) {
      page.growAbove(10);
      mock.timers.tick(5000);
    }
    assert.equal(page.html.dataset.jumpPin, "longest");
  });

  for (const type of ["wheel", "touchstart", "keydown", "mousedown", "pointerdown"]) {
    it(`lets go when the reader acts (${type})`, () => {
      const page = fakePage();
      pinJumpTarget(page.target);
      page.reader(type);
      assert.equal(page.html.dataset.jumpPin, "reader");
      page.growAbove(300);
      assert.equal(page.top(), 300);
    });
  }

  it("lets go when someone else scrolls the target away", () => {
    const page = fakePage();
    pinJumpTarget(page.target);
    page.scrollTo(1000);
    assert.equal(page.html.dataset.jumpPin, "scroll");
    const top = page.top();
    page.growAbove(300);
    assert.equal(page.top(), top + 300);
  });

  it("lets the earlier pin go when a new jump pins another target", () => {
    const page = fakePage();
    const release = pinJumpTarget(page.target);
    pinJumpTarget(page.target);
    assert.equal(page.html.dataset.jumpPin, "held");
    release();
    assert.equal(page.html.dataset.jumpPin, "held", "the old pin's release leaves the new one");
  });
});
