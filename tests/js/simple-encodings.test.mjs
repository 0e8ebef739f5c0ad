// simpleEncodings (the formula section's "from first principles") for both cores, against an
// oracle written here from the definitions: raw pos, pos/n for two lengths, one-hot codes, the
// bits of pos, and the sinusoidal rows (oracle.mjs's peVector, Math.sin / Math.cos), with
// Euclidean distances.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import {
  CORES,
  assertArrayClose,
  assertCopiedArray,
  assertOk,
  assertRefused,
  assertStillWorks,
  useModule,
} from "./cores.mjs";
import { peVector } from "../oracle/oracle.mjs";

// ---- the oracle ----

function distance(a, b) {
  let sum = 0;
  for (let j = 0; j < a.length; j += 1) sum += (a[j] - b[j]) ** 2;
  return Math.sqrt(sum);
}

function bitsOf(pos, bits) {
  return Array.from({ length: bits }, (_, b) => (pos >> (bits - 1 - b)) & 1);
}

function oracle(n, nShort, d, base) {
  const bits = Math.max(1, Math.ceil(Math.log2(n)));
  const oneHot = Array.from({ length: n }, (_, pos) =>
    Array.from({ length: n }, (_, j) => (j === pos ? 1 : 0)),
  );
  const binary = Array.from({ length: n }, (_, pos) => bitsOf(pos, bits));
  const sinusoidal = Array.from({ length: n }, (_, pos) => peVector(pos, d, base));
  const pairwise = (codes) => codes.flatMap((a) => codes.map((b) => distance(a, b)));
  return {
    bits,
    raw: Array.from({ length: n }, (_, pos) => pos),
    fraction: Array.from({ length: n }, (_, pos) => pos / n),
    fractionShort: Array.from({ length: nShort }, (_, pos) => pos / nShort),
    oneHot: oneHot.flat(),
    oneHotDistance: pairwise(oneHot),
    binary: binary.flat(),
    binaryDistance: pairwise(binary),
    binaryFlips: Array.from(
      { length: n - 1 },
      (_, pos) => binary[pos].filter((bit, b) => bit !== binary[pos + 1][b]).length,
    ),
    sinusoidalDistance: pairwise(sinusoidal),
    sinusoidalMaxAbs: sinusoidal
      .flatMap((row) => Array.from(row))
      .reduce((top, v) => Math.max(top, Math.abs(v)), 0),
  };
}

const fields = [
  "nPos",
  "nShort",
  "dModel",
  "bits",
  "raw",
  "fraction",
  "fractionShort",
  "oneHot",
  "oneHotDistance",
  "binary",
  "binaryDistance",
  "binaryFlips",
  "sinusoidalDistance",
  "sinusoidalMaxAbs",
];

for (const core of CORES) {
  describe(`simpleEncodings (${core.name})`, () => {
    const m = useModule(core);

    for (const [n, nShort, d, base] of [
      [32, 16, 128, 10000],
      [16, 16, 8, 10000],
      [64, 1, 4096, 10000],
      [2, 1, 2, 1.5],
      [33, 20, 64, 100],
    ]) {
      it(`equals the oracle at nPos ${n}, nShort ${nShort}, dModel ${d}, base ${base}`, () => {
        const what = `simpleEncodings(${n}, ${nShort}, ${d}, ${base})`;
        const r = m.simpleEncodings(n, nShort, d, base);
        assertOk(r, fields, what);
        const o = oracle(n, nShort, d, base);
        assert.equal(r.nPos, n);
        assert.equal(r.nShort, nShort);
        assert.equal(r.dModel, d);
        assert.equal(r.bits, o.bits, `${what}.bits`);
        assertCopiedArray(r.raw, Float64Array, n, `${what}.raw`);
        assertCopiedArray(r.binaryFlips, Int32Array, n - 1, `${what}.binaryFlips`);
        assertCopiedArray(r.sinusoidalDistance, Float64Array, n * n, `${what}.sinusoidalDistance`);
        // Exact: integers, and divisions the core and JS round the same way.
        for (const key of ["raw", "fraction", "fractionShort", "oneHot", "binary", "binaryFlips"]) {
          assert.deepEqual(Array.from(r[key]), o[key], `${what}.${key}`);
        }
        assertArrayClose(r.oneHotDistance, o.oneHotDistance, 1e-15, `${what}.oneHotDistance`);
        assertArrayClose(r.binaryDistance, o.binaryDistance, 1e-15, `${what}.binaryDistance`);
        // Two libms' sin and cos, summed over up to 4096 terms.
        assertArrayClose(r.sinusoidalDistance, o.sinusoidalDistance, 1e-11, `${what}.sinusoidal`);
        assert.ok(Math.abs(r.sinusoidalMaxAbs - o.sinusoidalMaxAbs) <= 1e-15, `${what}.maxAbs`);
      });
    }

    it("shows what each simple code gets wrong, in its own numbers", () => {
      const r = m.simpleEncodings(16, 8, 64, 10000);
      // pos/n: position 4 is 4/16 in one sentence and 4/8 in the other.
      assert.notEqual(r.fraction[4], r.fractionShort[4]);
      // one-hot: 3 is as far from 4 as from 15.
      assert.equal(r.oneHotDistance[3 * 16 + 4], r.oneHotDistance[3 * 16 + 15]);
      // binary: 7 (0111) to 8 (1000) flips every one of the 4 bits, 8 to 9 only one.
      assert.deepEqual([r.binaryFlips[7], r.binaryFlips[8]], [4, 1]);
      // sinusoidal: every neighbour pair equally far apart.
      const steps = Array.from(
        { length: 15 },
        (_, pos) => r.sinusoidalDistance[pos * 16 + pos + 1],
      );
      for (const step of steps) assert.ok(Math.abs(step - steps[0]) < 1e-12, `step ${step}`);
    });

    it("refuses what it cannot show, naming the limit and the value", () => {
      assertRefused(m.simpleEncodings(65, 1, 8, 10000), ["nPos"], "65", "nPos 65");
      assertRefused(m.simpleEncodings(1, 1, 8, 10000), ["nPos"], "1", "nPos 1");
      assertRefused(m.simpleEncodings(16, 17, 8, 10000), ["nShort"], "17", "nShort 17");
      assertRefused(m.simpleEncodings(16, 0, 8, 10000), ["nShort"], "0", "nShort 0");
      assertRefused(m.simpleEncodings(16, 8, 7, 10000), ["dModel"], "7", "dModel 7");
      assertRefused(m.simpleEncodings(16, 8, 8, 1), ["base"], "1", "base 1");
      assertRefused(m.simpleEncodings("16", 8, 8, 10000), ["nPos"], undefined, "a string");
      assertRefused(m.simpleEncodings(16, 8, 8), ["base"], undefined, "base missing");
      assertStillWorks(m, "simpleEncodings refusals");
    });
  });
}
