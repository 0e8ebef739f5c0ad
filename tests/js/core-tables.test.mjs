// peTable for both cores: every float32 element within 1e-6 (absolute) of the float64 oracle, for
// the shapes the accuracy target names (4096 x 512, and positions up to 65535) and for shapes that exercise
// the kernel's edges (one pair, pair counts that are not a multiple of the SIMD width, extreme bases).
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { CORES, assertClose, assertCopiedArray, assertOk, corePath, useModule } from "./cores.mjs";
import * as oracle from "../oracle/oracle.mjs";

const TABLE_TOLERANCE = 1e-6;

// Compares the whole table with sin/cos(pos * omega_i) in float64; fails at the first element out of
// tolerance, naming its position and dimension. Returns the largest error seen.
function checkTable(m, nPos, dModel, base) {
  const what = `peTable(${nPos}, ${dModel}, ${base})`;
  const r = m.peTable(nPos, dModel, base);
  assertOk(r, ["nPos", "dModel", "data"], what);
  assert.equal(r.nPos, nPos, `${what}.nPos`);
  assert.equal(r.dModel, dModel, `${what}.dModel`);
  assertCopiedArray(r.data, Float32Array, nPos * dModel, `${what}.data`);
  const { omega } = oracle.frequencies(dModel, base);
  const half = dModel / 2;
  const data = r.data;
  let worst = 0;
  for (let pos = 0; pos < nPos; pos++) {
    const row = pos * dModel;
    for (let i = 0; i < half; i++) {
      const angle = pos * omega[i];
      const es = Math.abs(data[row + 2 * i] - Math.sin(angle));
      const ec = Math.abs(data[row + 2 * i + 1] - Math.cos(angle));
      if (!(es <= TABLE_TOLERANCE && ec <= TABLE_TOLERANCE)) {
        const dim = es <= TABLE_TOLERANCE ? 2 * i + 1 : 2 * i;
        const expected = dim === 2 * i ? Math.sin(angle) : Math.cos(angle);
        assert.fail(`${what}: [pos ${pos}, dim ${dim}] = ${data[row + dim]}, expected ${expected}`);
      }
      worst = Math.max(worst, es, ec);
    }
  }
  return { worst, data };
}

for (const core of CORES) {
  describe(`${corePath(core)} peTable`, () => {
    const m = useModule(core);

    it("peTable(4096, 512, 10000) is within 1e-6 of float64 everywhere", () => {
      checkTable(m, 4096, 512, 10000);
    });

    it("peTable(65536, 64, 10000) is within 1e-6 of float64 up to pos 65535", () => {
      const { data } = checkTable(m, 65536, 64, 10000);
      // The last row, named explicitly: the recurrence's error would be largest here.
      const last = oracle.peVector(65535, 64, 10000);
      for (let d = 0; d < 64; d++) {
        assertClose(data[65535 * 64 + d], last[d], TABLE_TOLERANCE, `row 65535, dim ${d}`);
      }
    });

    it("is within 1e-6 of float64 for edge shapes and bases", () => {
      for (const [nPos, dModel, base] of [
        [1, 2, 10000], // a single row: PE(0) = [0, 1]
        [1, 4096, 10000],
        [65536, 2, 2], // one pair, omega = 1 whatever the base
        [65536, 6, 1.5], // three pairs: a SIMD batch plus a tail, or a tail only
        [32768, 10, 10000],
        [16384, 18, 1e9],
        [2048, 2048, 10000], // the largest square table
        [1024, 4096, 1.0001], // base near 1: every omega near 1, fast everywhere
        [1000, 4094, 10000], // 2047 pairs: odd count
        [8192, 128, 10], // small base: no slow dimension
        [3000, 200, 1e12], // huge base: the slow dimensions barely move
      ]) {
        checkTable(m, nPos, dModel, base);
      }
    });

    it("is interleaved [2i] = sin, [2i+1] = cos, row-major, with PE(0) = [0, 1, 0, 1, ...]", () => {
      const r = m.peTable(3, 8, 10000);
      assertOk(r, ["data"], "peTable(3, 8, 10000)");
      for (let d = 0; d < 8; d++) assert.equal(r.data[d], d % 2 === 0 ? 0 : 1, `PE(0)[${d}]`);
      // Row 1, pair 0: omega = 1, so [sin 1, cos 1]; textbook values, not Math.
      assertClose(r.data[8], 0.8414709848078965, 1e-7, "PE(1)[0] = sin(1)");
      assertClose(r.data[9], 0.5403023058681398, 1e-7, "PE(1)[1] = cos(1)");
      // Row 2, pair 2 of dModel 8: omega = 10000^(-1/2) = 0.01, angle 0.02.
      assertClose(r.data[16 + 4], Math.sin(0.02), 1e-7, "PE(2)[4] = sin(0.02)");
      assertClose(r.data[16 + 5], Math.cos(0.02), 1e-7, "PE(2)[5] = cos(0.02)");
    });

    it("satisfies sin^2 + cos^2 = 1 in every pair of a float32 table", () => {
      const nPos = 8192;
      const dModel = 96;
      const r = m.peTable(nPos, dModel, 10000);
      assertOk(r, ["data"], "peTable(8192, 96, 10000)");
      // Each float32 value is within 1e-6 of the truth, so the sum of squares is within ~4e-6 of 1.
      for (let j = 0; j < nPos * dModel; j += 2) {
        const s = r.data[j];
        const c = r.data[j + 1];
        const norm = s * s + c * c;
        if (!(Math.abs(norm - 1) <= 4.2e-6)) {
          assert.fail(
            `pos ${Math.floor(j / dModel)}, pair ${(j % dModel) / 2}: sin^2+cos^2 = ${norm}`,
          );
        }
      }
    });

    it("agrees with peValue cell by cell (the heatmap and the derivation show the same numbers)", () => {
      const r = m.peTable(512, 64, 10000);
      for (const [pos, i] of [
        [0, 0],
        [1, 0],
        [37, 5],
        [511, 31],
        [256, 16],
      ]) {
        const v = m.peValue(pos, i, 64, 10000);
        const e = oracle.peValue(pos, i, 64, 10000);
        assertClose(
          r.data[pos * 64 + v.dimSin],
          e.sin,
          TABLE_TOLERANCE,
          `table sin at ${pos}, ${i}`,
        );
        assertClose(
          r.data[pos * 64 + v.dimCos],
          e.cos,
          TABLE_TOLERANCE,
          `table cos at ${pos}, ${i}`,
        );
        assertClose(r.data[pos * 64 + v.dimSin], v.sin, 2 * TABLE_TOLERANCE, `vs peValue.sin`);
        assertClose(r.data[pos * 64 + v.dimCos], v.cos, 2 * TABLE_TOLERANCE, `vs peValue.cos`);
      }
    });
  });
}
