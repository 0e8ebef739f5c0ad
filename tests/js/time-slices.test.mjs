// web/js/timeSlices.js: runInSlices on a fake clock and fake frames. Each step costs a fixed
// time; a slice calls steps while time is left (the first always), ends early on "yield", ends
// the work on "done" (finished: true), and stop() ends it (finished: false) with no slice after.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { runInSlices } from "../../web/js/timeSlices.js";

function fakeFrames() {
  const clock = { now: 0 };
  const queue = [];
  return {
    clock,
    options: {
      schedule: (callback) => queue.push(callback),
      cancel: () => queue.splice(0),
      now: () => clock.now,
    },
    // Runs the queued frames one at a time, 16 ms apart; returns how many ran.
    run() {
      let frames = 0;
      while (queue.length) {
        queue.shift()(clock.now);
        clock.now += 16;
        frames += 1;
      }
      return frames;
    },
  };
}

describe("timeSlices.js: runInSlices", () => {
  it("fills each slice up to the budget, and the last step of a slice may pass it", async () => {
    const frames = fakeFrames();
    const perSlice = [];
    let calls = 0;
    let inSlice = 0;
    const slices = runInSlices(
      () => {
        frames.clock.now += 3; // a step of 3 ms: slices of ceil(8 / 3) = 3 steps
        calls += 1;
        inSlice += 1;
        return calls === 10 ? "done" : "more";
      },
      {
        ...frames.options,
        budgetMs: 8,
        onSlice: () => {
          perSlice.push(inSlice);
          inSlice = 0;
        },
      },
    );
    assert.equal(frames.run(), 4);
    assert.deepEqual(perSlice, [3, 3, 3, 1]);
    assert.equal(await slices.finished, true);
    assert.equal(slices.running, false);
  });

  it("the first step of a slice runs even past the budget; yield ends the slice", () => {
    const frames = fakeFrames();
    const seen = [];
    let calls = 0;
    runInSlices(
      (msLeft, first) => {
        seen.push([msLeft, first]);
        calls += 1;
        if (calls === 1) frames.clock.now += 20; // longer than the whole budget
        if (calls === 3) return "yield";
        return calls === 4 ? "done" : "more";
      },
      { ...frames.options, budgetMs: 8 },
    );
    frames.run();
    // Slice 1: one 20 ms step. Slice 2: a step, then yield. Slice 3: the last step.
    assert.deepEqual(seen, [
      [8, true],
      [8, true],
      [8, false],
      [8, true],
    ]);
  });

  it("stop: no slice after it, and finished is false", async () => {
    const frames = fakeFrames();
    let calls = 0;
    const slices = runInSlices(() => {
      frames.clock.now += 10;
      calls += 1;
      if (calls === 2) slices.stop();
      return "more";
    }, frames.options);
    frames.run();
    assert.equal(calls, 2);
    assert.equal(await slices.finished, false);
  });
});
