// web/js/visibility.js's createVisibilityGate: a part on screen draws at once; one near the screen
// draws in idle time, and once it has drawn, draws again there only when its task has stood for
// quietMs (a slider dragged elsewhere makes it out of date at every step; drawing it between steps
// is work thrown away). Node has no IntersectionObserver or requestIdleCallback: a fake observer
// lets the test say what is on screen and near, a fake requestIdleCallback runs when the test says
// the page is idle, and node's mock timers stand in for setTimeout and performance.now's clock.
import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it, mock } from "node:test";

import { fakeGlobal, restoreGlobals } from "./fake-page-globals.mjs";
import { createVisibilityGate, quietMs } from "../../web/js/visibility.js";

/** @type {{ margin: string, callback: (entries: { isIntersecting: boolean }[]) => void }[]} */
let observers = [];
/** @type {(() => void)[]} */
let idleCallbacks = [];
/** @type {((time: number) => void)[]} */
let frameCallbacks = [];
let clock = 0;

beforeEach(() => {
  observers = [];
  idleCallbacks = [];
  clock = 0;
  fakeGlobal(
    "IntersectionObserver",
    class {
      /** @param {any} callback @param {{ rootMargin: string }} options */
      constructor(callback, options) {
        observers.push({ margin: options.rootMargin, callback });
      }
      observe() {}
      disconnect() {}
    },
  );
  fakeGlobal("requestIdleCallback", (/** @type {() => void} */ callback) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
  // The scroll offset a part is passed over at (scrollAnchor.js): the window never scrolls here.
  fakeGlobal("window", { scrollY: 0 });
  frameCallbacks = [];
  fakeGlobal("requestAnimationFrame", (/** @type {(time: number) => void} */ callback) => {
    frameCallbacks.push(callback);
    return frameCallbacks.length;
  });
  mock.timers.enable({ apis: ["setTimeout"] });
  mock.method(performance, "now", () => clock);
});
afterEach(() => {
  mock.timers.reset();
  mock.restoreAll();
  restoreGlobals();
});

/** The page is idle: the idle callbacks asked for so far run. */
function idle() {
  const due = idleCallbacks.splice(0);
  for (const callback of due) callback();
}

/** An animation frame passes: the callbacks asked for before it run. */
function frame() {
  const due = frameCallbacks.splice(0);
  for (const callback of due) callback(0);
}

/** Time passes: the clock and the timers move on by `ms`. */
function wait(ms) {
  clock += ms;
  mock.timers.tick(ms);
}

/** A gate on a fake element, with the part near the screen (within its margin) but not on it. */
function nearGate() {
  const element = /** @type {any} */ ({ dataset: {} });
  const gate = createVisibilityGate(element, { figure: false });
  const [screen, near] = observers;
  // The screen band is the window without its top and bottom tenths (a sliver at an edge is
  // drawn as a near part is); the near band reaches 400 px beyond the window.
  assert.equal(screen.margin, "-10% 0px");
  assert.equal(near.margin, "400px 0px");
  screen.callback([{ isIntersecting: false }]);
  near.callback([{ isIntersecting: true }]);
  return { element, gate, screen };
}

describe("createVisibilityGate", () => {
  it("draws a part near the screen in the first idle period, the first time", () => {
    const { element, gate } = nearGate();
    const drawn = [];
    gate.run(() => drawn.push("first"));
    assert.equal(element.dataset.drawn, "false");
    idle();
    assert.deepEqual(drawn, ["first"]);
    assert.equal(element.dataset.drawn, "true");
  });

  it("draws it again only once the latest task has stood for quietMs, not at every step", () => {
    const { element, gate } = nearGate();
    const drawn = [];
    gate.run(() => drawn.push(0));
    idle();
    // A drag: a step every 50 ms, each idle period in between.
    for (let step = 1; step <= 10; step += 1) {
      wait(50);
      gate.run(() => drawn.push(step));
      idle();
    }
    assert.deepEqual(drawn, [0], "nothing drawn during the drag");
    assert.equal(element.dataset.drawn, "false");
    wait(quietMs - 1);
    idle();
    assert.deepEqual(drawn, [0], "nor before the last step has stood for quietMs");
    wait(1);
    idle();
    assert.deepEqual(drawn, [0, 10], "then the last step, once");
    assert.equal(element.dataset.drawn, "true");
    wait(1000);
    idle();
    assert.deepEqual(drawn, [0, 10]);
  });

  it("draws at once when the part comes on screen, whatever the quiet", () => {
    const { gate, screen } = nearGate();
    const drawn = [];
    gate.run(() => drawn.push("first"));
    idle();
    wait(10);
    gate.run(() => drawn.push("second"));
    screen.callback([{ isIntersecting: true }]);
    assert.deepEqual(drawn, ["first", "second"]);
    wait(quietMs);
    idle();
    assert.deepEqual(drawn, ["first", "second"], "and not once more afterwards");
  });

  it("keeps the task when the part leaves the near band before it stood long enough", () => {
    const { gate } = nearGate();
    const near = observers[1];
    const drawn = [];
    gate.run(() => drawn.push("first"));
    idle();
    wait(10);
    gate.run(() => drawn.push("second"));
    idle();
    near.callback([{ isIntersecting: false }]);
    wait(quietMs);
    idle();
    assert.deepEqual(drawn, ["first"], "not drawn while far");
    near.callback([{ isIntersecting: true }]);
    idle();
    assert.deepEqual(drawn, ["first", "second"], "drawn when near again");
  });
});

// A derivation's line (drawsWhenQuiet): off screen, far or near, it waits only during a burst of
// changes (each within quietMs of the one before), and then once the burst has stood for quietMs.
describe("createVisibilityGate, drawsWhenQuiet", () => {
  /** A line's gate, off screen (and nowhere near it). */
  function lineGate() {
    const element = /** @type {any} */ ({ dataset: {} });
    const gate = createVisibilityGate(element, {
      figure: false,
      edge: "0px",
      drawsWhenQuiet: true,
    });
    assert.equal(observers.length, 1, "one observer: the screen's, with the line's edge");
    assert.equal(observers[0].margin, "0px");
    assert.ok("drawnWhenQuiet" in element.dataset, "marked for the tests' lookAt");
    // Not out of date before its first task (a section not drawn yet says so itself).
    assert.equal(element.dataset.drawn, undefined);
    observers[0].callback([{ isIntersecting: false }]);
    return { element, gate, screen: observers[0] };
  }

  it("draws a single change at once, on screen or not", () => {
    const { element, gate } = lineGate();
    const drawn = [];
    gate.run(() => drawn.push("first"));
    assert.deepEqual(drawn, ["first"]);
    wait(quietMs);
    gate.run(() => drawn.push("second"));
    assert.deepEqual(drawn, ["first", "second"], "a change after quietMs is not a burst");
    assert.equal(element.dataset.drawn, "true");
  });

  it("during a burst, waits off screen, then draws the last task once it has stood", () => {
    const { element, gate } = lineGate();
    const drawn = [];
    gate.run(() => drawn.push(0));
    for (let step = 1; step <= 10; step += 1) {
      wait(50);
      gate.run(() => drawn.push(step));
      idle();
    }
    assert.deepEqual(drawn, [0], "nothing drawn off screen during the drag");
    assert.equal(element.dataset.drawn, "false");
    wait(quietMs - 1);
    idle();
    assert.deepEqual(drawn, [0]);
    wait(1);
    idle();
    assert.deepEqual(drawn, [0, 10], "far from the screen too: it does not wait to come near");
    assert.equal(element.dataset.drawn, "true");
  });

  it("on screen, draws every step of a burst at once", () => {
    const { gate, screen } = lineGate();
    screen.callback([{ isIntersecting: true }]);
    const drawn = [];
    for (let step = 0; step < 5; step += 1) {
      gate.run(() => drawn.push(step));
      wait(20);
    }
    assert.deepEqual(drawn, [0, 1, 2, 3, 4]);
  });
});

// A part drawn where the reader is not must not be scroll anchoring's anchor while its drawing is
// laid out (scrollAnchor.js): it carries data-not-anchor for two frames.
describe("createVisibilityGate and scroll anchoring", () => {
  it("passes over a part drawn away from the reader for two frames", () => {
    const { element, gate } = nearGate();
    gate.run(() => {});
    assert.equal(element.dataset.notAnchor, undefined);
    idle();
    assert.equal(element.dataset.notAnchor, "");
    frame();
    assert.equal(element.dataset.notAnchor, "");
    frame();
    assert.equal(element.dataset.notAnchor, undefined);
  });

  it("does not pass over a part drawn on screen", () => {
    const { element, gate, screen } = nearGate();
    screen.callback([{ isIntersecting: true }]);
    gate.run(() => {});
    assert.equal(element.dataset.drawn, "true");
    assert.equal(element.dataset.notAnchor, undefined);
  });

  for (const sectionOnScreen of [false, true]) {
    it(`passes over ${sectionOnScreen ? "only the part, its section on screen" : "the section around a part, both off screen"}`, () => {
      const section = /** @type {any} */ ({ dataset: {}, parentElement: null });
      const part = /** @type {any} */ ({ dataset: {}, parentElement: section });
      createVisibilityGate(section);
      const gate = createVisibilityGate(part);
      const [sectionScreen, , partScreen, partNear] = observers;
      sectionScreen.callback([{ isIntersecting: sectionOnScreen }]);
      partScreen.callback([{ isIntersecting: false }]);
      partNear.callback([{ isIntersecting: true }]);
      gate.run(() => {});
      idle();
      assert.equal(part.dataset.drawn, "true");
      assert.equal(section.dataset.notAnchor, sectionOnScreen ? undefined : "");
      assert.equal(part.dataset.notAnchor, sectionOnScreen ? "" : undefined);
    });
  }
});
