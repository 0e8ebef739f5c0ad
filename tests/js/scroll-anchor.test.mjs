// web/js/scrollAnchor.js: in an engine without scroll anchoring (WebKit), the line at the window's
// top stays there while the page above it grows. Node has no window: the page here is a model of
// WebKit's, blocks stacked in a column (a block's height is its own, or its children's sum), whose
// distance from the window's top is their place in the document minus the scroll offset; growth
// moves what is below it and leaves the offset alone, and a ResizeObserver on the document reports
// it. The same module in the three real engines is tests/engines/crossEngine.mjs ("scrolling up
// after a jump").
import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";

import { fakeGlobal, fakeResizeObserverClass, restoreGlobals } from "./fake-page-globals.mjs";

import { pinJumpTarget } from "../../web/js/jumpPin.js";
import { beforePageGrows, chooseAnchor, startScrollAnchor } from "../../web/js/scrollAnchor.js";

/** @type {(() => void)[]} */
let stops = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  restoreGlobals();
});

/**
 * A block: `own` px tall when it has no children, else as tall as they are together.
 * @param {string} name
 * @param {number | Block[]} content
 * @typedef {{ name: string, own: number, children: Block[], isConnected: boolean,
 *   getBoundingClientRect(): { top: number, bottom: number, height: number } }} Block
 */
function block(name, content) {
  const made = {
    name,
    own: typeof content === "number" ? content : 0,
    children: typeof content === "number" ? [] : content,
    isConnected: true,
    /** @type {Block | null} */
    parent: null,
    /** @type {Record<string, string>} */
    dataset: {},
    getBoundingClientRect: () => ({ top: 0, bottom: 0, height: 0 }),
    // Only the selector scrollAnchor.js asks for: the block or the nearest around it passed over.
    closest(/** @type {string} */ selector) {
      assert.equal(selector, "[data-not-anchor], [data-at-top-edge]");
      for (let b = made; b; b = b.parent) {
        if (b.dataset.notAnchor !== undefined || b.dataset.atTopEdge !== undefined) return b;
      }
      return null;
    },
  };
  for (const child of made.children) child.parent = made;
  return made;
}

/** @param {Block} b */
const heightOf = (b) =>
  b.children.length ? b.children.reduce((s, c) => s + heightOf(c), 0) : b.own;

/**
 * A WebKit-like page of `root`'s blocks, scrolled to `scrollY`; `engineAnchors`: what
 * CSS.supports says of overflow-anchor.
 * @param {Block} root
 */
function fakePage(root, { scrollY = 0, engineAnchors = false } = {}) {
  const observers = new Set();
  const page = new EventTarget();
  const state = { scrollY, scrolls: 0, scrollEventDue: false };
  // Each block's place in the document, from the blocks before and around it.
  const places = new Map();
  const layOut = (/** @type {Block} */ b, /** @type {number} */ top) => {
    places.set(b, top);
    let y = top;
    for (const child of b.children) {
      layOut(child, y);
      y += heightOf(child);
    }
  };
  const all = (/** @type {Block} */ b) => [b, ...b.children.flatMap(all)];
  for (const b of all(root)) {
    b.getBoundingClientRect = () => {
      layOut(root, 0);
      const top = places.get(b) - state.scrollY;
      return { top, bottom: top + heightOf(b), height: heightOf(b) };
    };
  }
  Object.defineProperties(page, {
    scrollY: { get: () => state.scrollY },
    innerHeight: { value: 1000 },
    scrollBy: {
      // As in a browser, the "scroll" event of a script's scroll comes later, at the next frame.
      value: (/** @type {number} */ x, /** @type {number} */ y) => {
        state.scrollY += y;
        state.scrolls += 1;
        state.scrollEventDue = true;
      },
    },
  });
  fakeGlobal("window", page);
  fakeGlobal("document", {
    documentElement: { dataset: {} },
    // Only the query scrollAnchor.js makes: the parts passed over for two frames.
    querySelectorAll(/** @type {string} */ selector) {
      assert.equal(selector, "[data-not-anchor]");
      return all(root).filter((b) => b.dataset.notAnchor !== undefined);
    },
  });
  fakeGlobal("ResizeObserver", fakeResizeObserverClass(observers));
  fakeGlobal("CSS", { supports: () => engineAnchors });
  /** @type {FrameRequestCallback[]} */
  let frameCallbacks = [];
  fakeGlobal("requestAnimationFrame", (/** @type {FrameRequestCallback} */ callback) => {
    frameCallbacks.push(callback);
    return frameCallbacks.length;
  });
  return {
    state,
    /** An animation frame passes: the callbacks asked for before it run. */
    frame() {
      const due = frameCallbacks;
      frameCallbacks = [];
      for (const callback of due) callback(0);
    },
    /** Distance of block `b` from the window's top. @param {Block} b */
    top: (b) => b.getBoundingClientRect().top,
    /** `b` grows by px, the engine reports the document's new size, then a frame passes. */
    grow(/** @type {Block} */ b, /** @type {number} */ px) {
      b.own += px;
      for (const observer of [...observers]) observer.callback([]);
      if (state.scrollEventDue) {
        state.scrollEventDue = false;
        page.dispatchEvent(new Event("scroll"));
      }
    },
    /** The reader scrolls by px; `event`: whether the "scroll" event has been fired yet. */
    scrollBy(/** @type {number} */ px, { event = true } = {}) {
      state.scrollY += px;
      if (event) page.dispatchEvent(new Event("scroll"));
    },
  };
}

// An article: a header, then three sections of a heading and two parts each (600 px per section).
function article() {
  const sections = [0, 1, 2].map((k) =>
    block(`section${k}`, [
      block(`heading${k}`, 100),
      block(`figure${k}`, 300),
      block(`text${k}`, 200),
    ]),
  );
  const header = block("header", 200);
  return { root: block("body", [header, ...sections]), header, sections };
}

describe("chooseAnchor", () => {
  it("takes the first block starting in the window, looking into the one across its top", () => {
    const { root } = article();
    fakePage(root, { scrollY: 950 });
    // section1 spans 800-1400: across the top at 950; inside it, figure1 (900-1200) is across
    // too and has no children, so it is the anchor.
    assert.equal(chooseAnchor(root)?.name, "figure1");
    fakePage(root, { scrollY: 1200 });
    assert.equal(chooseAnchor(root)?.name, "text1");
    fakePage(root, { scrollY: 0 });
    assert.equal(chooseAnchor(root)?.name, "header");
  });

  it("passes over a part marked data-not-anchor, taking the first block after it", () => {
    const { root, sections } = article();
    // section0 (200-800) shows its last 40 px at the window's top; inside it, text0 crosses.
    fakePage(root, { scrollY: 760 });
    assert.equal(chooseAnchor(root)?.name, "text0");
    sections[0].dataset.notAnchor = "";
    assert.equal(chooseAnchor(root)?.name, "section1");
  });

  it("passes over blocks with no height", () => {
    const { root, sections } = article();
    // heading1 ends at the window's top (900), figure1 is empty there, text1 starts there.
    sections[1].children[1].own = 0;
    fakePage(root, { scrollY: 900 });
    assert.equal(chooseAnchor(root)?.name, "text1");
  });
});

describe("startScrollAnchor", () => {
  it("keeps the block at the window's top in place as a section above it grows", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 1400 });
    stops.push(startScrollAnchor(root));
    const anchor = sections[2].children[0];
    assert.equal(page.top(anchor), 0);
    page.grow(sections[0].children[1], 968);
    assert.equal(page.top(anchor), 0);
    assert.equal(page.state.scrollY, 1400 + 968);
    page.grow(sections[1].children[2], -150);
    assert.equal(page.top(anchor), 0);
  });

  it("leaves the page alone when what grows is the anchor or below it", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 1400 });
    stops.push(startScrollAnchor(root));
    page.grow(sections[2].children[0], 50);
    page.grow(sections[2].children[2], 500);
    assert.equal(page.state.scrollY, 1400);
    assert.equal(page.state.scrolls, 0);
  });

  it("takes the anchor afresh before the page grows, when the scroll's event has not come yet", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 1400 });
    stops.push(startScrollAnchor(root));
    // The reader scrolls up to text1 (1200-1400), and the page draws it, growing it by 400 px,
    // before the "scroll" event fires: the anchor taken at 1400 (heading2) would move by those
    // 400 px and scroll text1 out of the window.
    page.scrollBy(-200, { event: false });
    const line = sections[1].children[2];
    assert.equal(page.top(line), 0);
    beforePageGrows();
    page.grow(line, 400);
    assert.equal(page.top(line), 0);
    assert.equal(page.state.scrollY, 1200);
  });

  it("keeps the window's content in place as a part away from the reader draws at its top edge", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 760 });
    stops.push(startScrollAnchor(root));
    const next = sections[1];
    assert.equal(page.top(next), 40);
    // The anchor was taken inside section0 (text0); section0 draws away from the reader, so it is
    // passed over, the anchor taken afresh after it, and its growth moves what is above the window.
    beforePageGrows(/** @type {any} */ (sections[0]));
    assert.equal(sections[0].dataset.notAnchor, "");
    page.grow(sections[0].children[2], 500);
    assert.equal(page.top(next), 40);
    assert.equal(page.state.scrollY, 1260);
    // Two frames later, the part is an anchor like any other again.
    page.frame();
    assert.equal(sections[0].dataset.notAnchor, "");
    page.frame();
    assert.equal(sections[0].dataset.notAnchor, undefined);
  });

  it("marks a section showing no more than the window's top tenth after a scroll down only", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 0, engineAnchors: true });
    stops.push(startScrollAnchor(root, /** @type {any} */ (sections)));
    const marked = () =>
      sections.filter((b) => b.dataset.atTopEdge !== undefined).map((b) => b.name);
    // The window (1,000 px) down to 760: section0 (200-800) shows its last 40 px.
    page.scrollBy(760);
    assert.deepEqual(marked(), ["section0"]);
    // Up by 20: the reader comes back to it, and it is an anchor like any other.
    page.scrollBy(-20);
    assert.deepEqual(marked(), []);
    // Down to 690: 110 px of it show, more than the top tenth.
    page.scrollBy(-50);
    page.scrollBy(0);
    page.scrollBy(1);
    assert.deepEqual(marked(), []);
    // Down to 1,300: section0 is wholly above the window, section1 (800-1400) shows 100 px.
    page.scrollBy(609);
    assert.deepEqual(marked(), ["section1"]);
  });

  it("takes the marks of parts passed over away when the reader scrolls", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 760 });
    stops.push(startScrollAnchor(root, /** @type {any} */ (sections)));
    // section0 drew away from the reader, then the reader scrolls up into it before two frames.
    beforePageGrows(/** @type {any} */ (sections[0]));
    assert.equal(sections[0].dataset.notAnchor, "");
    page.scrollBy(-300);
    assert.equal(sections[0].dataset.notAnchor, undefined);
    // The anchor is the line the reader is on now, inside section0: figure0 (300-600), across
    // the window's top at 460; growth below it leaves it in place.
    page.grow(sections[0].children[2], 200);
    assert.equal(page.top(sections[0].children[1]), -160);
  });

  it("keeps the mark of a part drawn after the reader's scroll, before its event", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 0 });
    stops.push(startScrollAnchor(root, /** @type {any} */ (sections)));
    // The reader scrolls down to 760 (section0, 200-800, shows its last 40 px), and the engine
    // draws section0, away from the reader, and lays it out (500 px taller) before the scroll's
    // event: the part drawn where the reader is not stays passed over.
    page.scrollBy(760, { event: false });
    beforePageGrows(/** @type {any} */ (sections[0]));
    sections[0].children[2].own += 500;
    page.scrollBy(0);
    assert.equal(sections[0].dataset.notAnchor, "");
    // The page reports its new size: the window's content is kept, section1 at 40 px.
    page.grow(sections[2].children[2], 0);
    assert.equal(page.top(sections[1]), 40);
  });

  for (const engineAnchors of [false, true]) {
    it(`marks a section at the top edge again after anchoring's scroll that follows a scroll down (${engineAnchors ? "the engine's" : "its own"})`, () => {
      const { root, sections } = article();
      const page = fakePage(root, { scrollY: 0, engineAnchors });
      stops.push(startScrollAnchor(root, /** @type {any} */ (sections)));
      // The reader scrolls down to 760 (section0, 200-800, to show its last 40 px). section0
      // draws away from the reader (the anchor, section1's heading, is taken first) and grows by
      // 500 px in the first layout, so that when the scroll's event comes it shows 540 px and is
      // not marked.
      page.scrollBy(760, { event: false });
      beforePageGrows(/** @type {any} */ (sections[0]));
      sections[0].children[2].own += 500;
      page.scrollBy(0);
      assert.equal(sections[0].dataset.atTopEdge, undefined);
      // Anchoring scrolls by 500 (an engine in the layout, before the size is reported; the page
      // after): section0 shows its last 40 px again, and is passed over from now on.
      if (engineAnchors) page.state.scrollY += 500;
      page.grow(sections[2].children[2], 0);
      assert.equal(page.state.scrollY, 1260);
      assert.equal(sections[0].dataset.atTopEdge, "");
    });
  }

  for (const engineAnchors of [false, true]) {
    it(`does not count anchoring's scroll as the reader's scroll down (${engineAnchors ? "the engine's" : "its own"})`, () => {
      const { root, sections } = article();
      // The reader scrolls up to 1,300: section1 (800-1400) shows its last 100 px at the top.
      const page = fakePage(root, { scrollY: 1400, engineAnchors });
      stops.push(startScrollAnchor(root, /** @type {any} */ (sections)));
      page.scrollBy(-100);
      assert.equal(sections[1].dataset.atTopEdge, undefined);
      // figure0 grows by 550 px above the window: anchoring scrolls down by as much (an engine
      // does it in the layout, before the size is reported; here the page does it after), and
      // section1 (now 1350-1950) still shows its last 100 px. It was not the reader who moved.
      if (engineAnchors) page.state.scrollY += 550;
      page.grow(sections[0].children[1], 550);
      if (engineAnchors) page.scrollBy(0);
      assert.equal(page.state.scrollY, 1850);
      assert.equal(sections[1].dataset.atTopEdge, undefined);
    });
  }

  it("does nothing where the engine anchors scrolling itself", () => {
    const { root, sections } = article();
    const page = fakePage(root, { scrollY: 1400, engineAnchors: true });
    stops.push(startScrollAnchor(root));
    page.grow(sections[0].children[1], 968);
    assert.equal(page.state.scrollY, 1400);
  });

  for (const pinFirst of [true, false]) {
    it(`and a jump's pin correct a growth once (${pinFirst ? "pin" : "anchor"} started first)`, () => {
      const { root, sections } = article();
      // The window's top at 1500: the anchor is figure2 (1500-1800); the pinned target, section2,
      // starts 100 px above the window.
      const page = fakePage(root, { scrollY: 1500 });
      const target = sections[2];
      const starts = [() => pinJumpTarget(target), () => startScrollAnchor(root)];
      for (const start of pinFirst ? starts : starts.reverse()) stops.push(start());
      page.grow(sections[0].children[1], 500);
      assert.equal(page.top(target), -100);
      assert.equal(page.top(sections[2].children[1]), 0);
      // Both correcting the growth would have scrolled 1,000 px.
      assert.equal(page.state.scrollY, 2000);
    });
  }
});
