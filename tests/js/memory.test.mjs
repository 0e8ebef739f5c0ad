// Long sessions must not leak: a page embedded in a course stays open for hours while a student
// drags sliders. Checks, for both cores, that 10,000 API calls of varying sizes keep the wasm heap
// within the high-water mark of the first 100, and that no Embind value handle is left behind.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import { CORES, loadCore, useModule } from "./cores.mjs";

// A deterministic mix of every API function, sizes varying call by call (including refusals).
function call(m, step) {
  const n = 1 + ((step * 37) % 512);
  const d = 2 * (1 + ((step * 11) % 128));
  switch (step % 9) {
    case 0:
      return m.peTable(n, d, 10000);
    case 1:
      return m.peValue(step % 1000, step % (d / 2), d, 10000);
    case 2:
      return m.shiftMatrix(step % 50, 2 * (1 + (step % 64)), 10000);
    case 3:
      return m.shiftCheck(step % 500, step % 40, d, 10000);
    case 4:
      return m.relativeDots(n, d, 10000, step % n);
    case 5:
      return m.attentionToy("the dog saw the cat ".repeat(1 + (step % 6)), "sinusoidal", 8);
    case 6:
      return m.compareSentences("dog bites man", "man bites dog", "learned", 2 + (step % 32) * 2);
    case 7:
      return m.peTable(70000, d, 10000); // refused
    default:
      return m.attentionToy("", "none", 8); // refused
  }
}

for (const core of CORES) {
  describe(`memory over many calls (${core.name})`, () => {
    const m = useModule(core);

    it("10,000 calls stay within the heap high-water mark of the first 100", () => {
      const heapBytes = () => m.HEAPU8.buffer.byteLength;
      for (let step = 0; step < 100; step++) call(m, step);
      const highWater = heapBytes();
      for (let step = 100; step < 10000; step++) call(m, step);
      assert.ok(
        heapBytes() <= highWater,
        `heap grew from ${highWater} to ${heapBytes()} bytes after 10,000 calls`,
      );
    });

    it("leaves no Embind value handles behind", () => {
      assert.equal(typeof m.count_emval_handles, "function", "count_emval_handles is exported");
      const before = m.count_emval_handles();
      for (let step = 0; step < 2000; step++) call(m, step);
      assert.equal(m.count_emval_handles(), before);
    });
  });
}

for (const core of CORES) {
  describe(`after an abort (${core.name})`, () => {
    it("answers {ok: false, aborted: true} instead of throwing, and a fresh module works", async () => {
      const m = await loadCore(core);
      const crash = m.debugAbort();
      assert.equal(crash.ok, false);
      assert.equal(crash.aborted, true);
      assert.match(crash.error, /debugAbort failed inside the core/);
      assert.equal(m.aborted, true);
      const after = m.peValue(1, 0, 4, 10000);
      assert.equal(after.ok, false);
      assert.equal(after.aborted, true);
      assert.match(after.error, /must be restarted/);
      const fresh = await loadCore(core);
      assert.equal(fresh.peValue(1, 0, 4, 10000).sin, Math.sin(1));
    });
  });
}
