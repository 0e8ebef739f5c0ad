// wavelengthLadder(nPos, dModel, base) and peFrequencies' exponents, for both built cores, against
// the float64 oracle of oracle.mjs (Math.pow) and the ladder's closed forms:
//   exponent_i = 2i/d, wavelength_i = 2π·base^(2i/d), turns_i = n / wavelength_i,
//   floor = 2π, ceiling = base·2π, ratio = base^(2/d), repeating = #{i : wavelength_i <= n}.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import {
  CORES,
  assertArrayClose,
  assertCopiedArray,
  assertOk,
  assertRefused,
  assertRelClose,
  corePath,
  useModule,
} from "./cores.mjs";
import * as oracle from "../oracle/oracle.mjs";

const REL = 1e-12;
const CASES = [
  [1, 2, 10000],
  [64, 128, 10000],
  [64, 8, 1.5],
  [1000, 512, 1e6],
  [65536, 64, 1e12],
  [7, 4096, 10],
];

for (const core of CORES) {
  describe(`${corePath(core)}: wavelengthLadder`, () => {
    const m = useModule(core);

    it("peFrequencies reports the exponent 2i/d of every pair", () => {
      for (const [, dModel, base] of CASES) {
        const r = m.peFrequencies(dModel, base);
        assertOk(r, ["exponent"], `peFrequencies(${dModel}, ${base})`);
        assertCopiedArray(r.exponent, Float64Array, dModel / 2, "exponent");
        for (let i = 0; i < dModel / 2; i++) {
          assert.equal(r.exponent[i], oracle.exponentOf(i, dModel), `exponent[${i}], d ${dModel}`);
        }
      }
    });

    it("matches the closed forms for every pair", () => {
      for (const [nPos, dModel, base] of CASES) {
        const what = `wavelengthLadder(${nPos}, ${dModel}, ${base})`;
        const r = m.wavelengthLadder(nPos, dModel, base);
        assertOk(
          r,
          ["exponent", "omega", "wavelength", "turns", "floor", "ceiling", "ratio", "repeating"],
          what,
        );
        const half = dModel / 2;
        for (const name of ["exponent", "omega", "wavelength", "turns"]) {
          assertCopiedArray(r[name], Float64Array, half, `${what}.${name}`);
        }
        const e = oracle.frequencies(dModel, base);
        assertArrayClose(r.wavelength, e.wavelength, (j) => REL * e.wavelength[j], `${what}.λ`);
        const turns = e.wavelength.map((lambda) => nPos / lambda);
        assertArrayClose(r.turns, turns, (j) => REL * turns[j], `${what}.turns`);
        assert.equal(r.floor, 2 * Math.PI, `${what}.floor`);
        assertRelClose(r.ceiling, base * 2 * Math.PI, REL, `${what}.ceiling`);
        assertRelClose(r.ratio, Math.pow(base, 2 / dModel), REL, `${what}.ratio`);
        const repeating = e.wavelength.filter((lambda) => lambda <= nPos).length;
        assert.equal(r.repeating, repeating, `${what}.repeating`);
      }
    });

    it("is a ladder: each rung the one before times the ratio, all below the ceiling", () => {
      const r = m.wavelengthLadder(64, 128, 10000);
      for (let i = 1; i < 64; i++) {
        assertRelClose(r.wavelength[i] / r.wavelength[i - 1], r.ratio, 1e-13, `rung ${i}`);
      }
      assert.ok(r.wavelength[63] < r.ceiling);
      // λ_i <= 64 ⇔ i <= 64 · ln(64/2π) / ln(10000) ≈ 16.1: pairs 0 to 16 repeat within n = 64.
      assert.equal(r.repeating, 17);
    });

    it("refuses a bad sequence length, d_model or base, naming it", () => {
      assertRefused(m.wavelengthLadder(0, 8, 10000), "nPos", "0", "nPos 0");
      assertRefused(m.wavelengthLadder(65537, 8, 10000), "nPos", "65537", "nPos 65537");
      assertRefused(m.wavelengthLadder(2.5, 8, 10000), "nPos", "2.5", "nPos 2.5");
      assertRefused(m.wavelengthLadder(10, 7, 10000), "dModel", "7", "dModel 7");
      assertRefused(m.wavelengthLadder(10, 8, 1), "base", "1", "base 1");
      assertRefused(m.wavelengthLadder("10", 8, 10000), "nPos", undefined, "nPos as a string");
    });
  });
}
