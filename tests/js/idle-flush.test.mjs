// web/js/visibility.js's flushInIdleTime: the article's formulas are typeset in idle time, one per
// idle callback, each only in an idle period with room for it unless it has waited 3 s, so that a
// formula typeset while the lab trains does not overrun a frame. The room: 12 ms at least, and
// the task's size x the median ms per unit of size of the tasks run so far, up to 45 ms; a task
// with nothing left to do (size 0) is passed over without waiting; while a hold is taken
// (holdIdleWork: the lab training) nothing runs. Node has no requestIdleCallback: a fake one hands
// each callback the deadline the test chooses, and a fake clock says how long the work has waited
// (and how long each task takes).
import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, it } from "node:test";

import { flushInIdleTime, holdIdleWork } from "../../web/js/visibility.js";

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

// Tasks of size 1 that take no time: each needs the 12 ms floor.
const gatesNamed = (names, flushed) =>
  names.map((name) => ({ flush: () => flushed.push(name), size: () => 1 }));

// A task of `size` that takes `ms` of the fake clock when it runs.
const taskTaking = (name, size, ms, flushed) => ({
  flush: () => {
    clock += ms;
    flushed.push(name);
  },
  size: () => size,
});

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

  it("asks for room in proportion to a task's size, at the median rate so far, up to 45 ms", () => {
    const flushed = [];
    flushInIdleTime([
      taskTaking("a", 100, 40, flushed), // 0.4 ms per unit of size (a first, slow one)
      taskTaking("b", 50, 5, flushed), // needs 0.4 x 50 = 20 ms; runs at 0.1
      taskTaking("c", 100, 10, flushed), // needs (0.4 + 0.1) / 2 x 100 = 25 ms; runs at 0.1
      taskTaking("d", 100, 10, flushed), // needs the median, 0.1 x 100 = 10 ms: the 12 ms floor
      taskTaking("e", 1000, 1, flushed), // needs 100 ms: at most 45, a page at rest has 50
    ]);
    idle(12);
    assert.deepEqual(flushed, ["a"]);
    idle(19.9);
    assert.deepEqual(flushed, ["a"]);
    idle(20);
    assert.deepEqual(flushed, ["a", "b"]);
    idle(24.9);
    assert.deepEqual(flushed, ["a", "b"]);
    idle(25);
    assert.deepEqual(flushed, ["a", "b", "c"]);
    idle(11.9);
    assert.deepEqual(flushed, ["a", "b", "c"]);
    idle(12);
    assert.deepEqual(flushed, ["a", "b", "c", "d"]);
    idle(44.9);
    assert.deepEqual(flushed, ["a", "b", "c", "d"]);
    idle(45);
    assert.deepEqual(flushed, ["a", "b", "c", "d", "e"]);
  });

  it("passes over a task with nothing left at once: it waits for no room, and sets no rate", () => {
    const flushed = [];
    let bLeft = 30; // b's work is done before its turn comes (its formula came on screen)
    flushInIdleTime([
      taskTaking("a", 100, 40, flushed), // 0.4 ms per unit of size
      { flush: () => flushed.push("b"), size: () => bLeft },
      taskTaking("c", 50, 5, flushed), // needs 0.4 x 50 = 20 ms, if b's no-op set no rate
    ]);
    idle(12);
    assert.deepEqual(flushed, ["a"]);
    bLeft = 0;
    // b is not run, and does not hold c up; c still waits for its own room.
    idle(19.9);
    assert.deepEqual(flushed, ["a"]);
    idle(20);
    assert.deepEqual(flushed, ["a", "c"]);
    assert.equal(asked.length, 1); // asked once more, and then nothing is left
    idle(50);
    assert.deepEqual(flushed, ["a", "c"]);
    assert.equal(asked.length, 0);
  });

  it("holds every task while something is held (the lab training), past its patience too", () => {
    const flushed = [];
    const releaseLab = holdIdleWork();
    const releaseOther = holdIdleWork();
    flushInIdleTime(gatesNamed(["a", "b"], flushed));
    idle(50);
    clock = 5000;
    idle(0, { didTimeout: true });
    assert.deepEqual(flushed, []);
    releaseLab();
    releaseLab(); // a second release of the same hold changes nothing
    idle(50);
    assert.deepEqual(flushed, [], "one hold is left");
    releaseOther();
    // Released: room rules again, the patience counted from the last look while held.
    clock = 6000;
    idle(11.9);
    assert.deepEqual(flushed, []);
    assert.equal(asked[0].timeout, 2000);
    idle(12);
    assert.deepEqual(flushed, ["a"]);
    idle(12);
    assert.deepEqual(flushed, ["a", "b"]);
  });

  it("tells onDone, once nothing is left, the tasks it ran itself", () => {
    const flushed = [];
    const [a, typesetOnScreen, c] = gatesNamed(["a", "b", "c"], flushed);
    typesetOnScreen.size = () => 0;
    /** @type {unknown[][]} */
    const done = [];
    flushInIdleTime([a, typesetOnScreen, c], (ran) => done.push(ran));
    idle(20);
    idle(20);
    assert.deepEqual(flushed, ["a", "c"]);
    assert.deepEqual(done, [], "not before the idle callback that finds the queue empty");
    idle(20);
    assert.equal(done.length, 1);
    assert.ok(done[0].length === 2 && done[0][0] === a && done[0][1] === c);
    assert.equal(asked.length, 0, "and nothing more is asked for");
  });

  it("tells onDone of no task when every one had been done already", () => {
    const done = [];
    const tasks = gatesNamed(["a"], []);
    tasks[0].size = () => 0;
    flushInIdleTime(tasks, (ran) => done.push(ran));
    idle(0);
    assert.deepEqual(done, [[]]);
  });

  it("runs every gate, one per timer, where there is no requestIdleCallback (Safari)", async () => {
    delete globalThis.requestIdleCallback;
    const flushed = [];
    await new Promise((resolve) => {
      const gates = gatesNamed(["a", "b"], flushed);
      gates.push({ flush: resolve, size: () => 1 });
      flushInIdleTime(gates);
    });
    assert.deepEqual(flushed, ["a", "b"]);
  });
});
