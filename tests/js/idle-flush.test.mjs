// web/js/visibility.js's flushInIdleTime: the article's formulas are typeset in idle time, one per
// idle callback, each only in an idle period with room for it (12 ms) unless it has waited 3 s, so
// that a formula typeset while the lab trains does not overrun a frame. Node has no
// requestIdleCallback: a fake one hands each callback the deadline the test chooses, and a fake
// clock says how long the work has waited.
import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it } from "node:test";

import { flushInIdleTime } from "../../web/js/visibility.js";

/** @type {{ callback: (deadline: IdleDeadline) => void, timeout: number }[]} */
let asked = [];
let clock = 0;
let nowBefore;
beforeEach(() => {
  asked = [];
  clock = 0;
  globalThis.requestIdleCallback = (callback, options) => {
    asked.push({ callback, timeout: options?.timeout ?? Infinity });
    return asked.length;
  };
  nowBefore = performance.now;
  performance.now = () => clock;
});
afterEach(() => {
  delete globalThis.requestIdleCallback;
  performance.now = nowBefore;
});

/** Runs the one idle callback asked for, with `msLeft` of idle time (or as its timeout). */
function idle(msLeft, { didTimeout = false } = {}) {
  assert.equal(asked.length, 1, "one idle callback is asked for at a time");
  const { callback } = asked.shift();
  callback({ didTimeout, timeRemaining: () => msLeft });
}

const gatesNamed = (names, flushed) => names.map((name) => ({ flush: () => flushed.push(name) }));

describe("flushInIdleTime", () => {
  it("runs one gate per idle period with room for it, in order, and stops when all have run", () => {
    const flushed = [];
    flushInIdleTime(gatesNamed(["a", "b", "c"], flushed));
    idle(40);
    assert.deepEqual(flushed, ["a"]);
    idle(12);
    assert.deepEqual(flushed, ["a", "b"]);
    idle(49.9);
    assert.deepEqual(flushed, ["a", "b", "c"]);
    idle(50); // the queue is empty: nothing runs, and nothing more is asked for
    assert.deepEqual(flushed, ["a", "b", "c"]);
    assert.equal(asked.length, 0);
  });

  it("lets a short idle period go by and asks again, with what is left of its patience", () => {
    const flushed = [];
    flushInIdleTime(gatesNamed(["a", "b"], flushed));
    assert.equal(asked[0].timeout, 3000);
    clock = 1000;
    idle(11.9);
    assert.deepEqual(flushed, []);
    assert.equal(asked[0].timeout, 2000);
    clock = 2500;
    idle(3);
    assert.deepEqual(flushed, []);
    assert.equal(asked[0].timeout, 500);
    idle(16);
    assert.deepEqual(flushed, ["a"]);
    // The next gate's patience counts from the moment the last one ran.
    assert.equal(asked[0].timeout, 3000);
  });

  it("runs a gate in a short period once it has waited 3 s, or when the timeout ran out", () => {
    const flushed = [];
    flushInIdleTime(gatesNamed(["a", "b"], flushed));
    clock = 3000;
    idle(1);
    assert.deepEqual(flushed, ["a"]);
    clock = 3100;
    idle(0, { didTimeout: true });
    assert.deepEqual(flushed, ["a", "b"]);
  });

  it("runs every gate, one per timer, where there is no requestIdleCallback (Safari)", async () => {
    delete globalThis.requestIdleCallback;
    const flushed = [];
    await new Promise((resolve) => {
      const gates = gatesNamed(["a", "b"], flushed);
      gates.push({ flush: resolve });
      flushInIdleTime(gates);
    });
    assert.deepEqual(flushed, ["a", "b"]);
  });
});
