// The public JS API (docs/api.md), for both built cores, against the float64 oracle of oracle.mjs
// (plain Math.pow/sin/cos) and against properties the maths guarantees. Tables: core-tables.test.mjs;
// limits and refusals: core-limits.test.mjs.
import assert from "node:assert/strict";
import { before, describe, it } from "node:test";

import {
  CORES,
  assertArrayClose,
  assertClose,
  assertCopiedArray,
  assertOk,
  assertRelClose,
  corePath,
  useModule,
} from "./cores.mjs";
import * as oracle from "../oracle/oracle.mjs";

const { EPS, angleTolerance } = oracle;
const REL = 1e-12; // float64 results that involve pow: a few ulps between libms, far below this

const D_MODELS = [2, 4, 6, 10, 64, 128, 512, 4096];
const BASES = [1.5, 2, 10, 10000, 1e6, 1e12];
const POSITIONS = [0, 1, 2, 3, 7, 50, 127, 1000, 4095, 65535, 123457, 999999, 1000000];

function pairIndices(dModel) {
  const half = dModel / 2;
  return [...new Set([0, 1, Math.floor(half / 4), Math.floor(half / 2), half - 1])].filter(
    (i) => i >= 0 && i < half,
  );
}

for (const core of CORES) {
  describe(`${corePath(core)}`, () => {
    const m = useModule(core);

    it(`kernelPath() is "${core.kernelPath}", moduleFormat() "${core.moduleFormat}"`, () => {
      assert.equal(m.kernelPath(), core.kernelPath);
      assert.equal(m.moduleFormat(), core.moduleFormat);
    });

    it("limits() reports the documented limits", () => {
      const l = m.limits();
      assertOk(l, [], "limits()");
      assert.equal(l.minDModel, 2);
      assert.equal(l.maxDModel, 4096);
      assert.equal(l.minPositions, 1);
      assert.equal(l.maxPositions, 65536);
      assert.equal(l.maxCells, 4194304);
      assert.equal(l.maxPosition, 1000000);
    });

    describe("peValue", () => {
      const fields = [
        "exponent",
        "divisor",
        "omega",
        "angle",
        "sin",
        "cos",
        "wavelength",
        "dimSin",
        "dimCos",
      ];

      it("matches the oracle term by term over a grid of pos, i, dModel, base", () => {
        let checked = 0;
        for (const dModel of D_MODELS) {
          for (const base of BASES) {
            for (const i of pairIndices(dModel)) {
              for (const pos of POSITIONS) {
                const what = `peValue(${pos}, ${i}, ${dModel}, ${base})`;
                const r = m.peValue(pos, i, dModel, base);
                assertOk(r, fields, what);
                const e = oracle.peValue(pos, i, dModel, base);
                assertRelClose(r.exponent, e.exponent, 4 * EPS, `${what}.exponent`);
                assertRelClose(r.divisor, e.divisor, REL, `${what}.divisor`);
                assertRelClose(r.omega, e.omega, REL, `${what}.omega`);
                assertClose(r.angle, e.angle, REL * Math.abs(e.angle), `${what}.angle`);
                assertClose(r.sin, e.sin, angleTolerance(e.angle), `${what}.sin`);
                assertClose(r.cos, e.cos, angleTolerance(e.angle), `${what}.cos`);
                assertRelClose(r.wavelength, e.wavelength, REL, `${what}.wavelength`);
                assert.equal(r.dimSin, e.dimSin, `${what}.dimSin`);
                assert.equal(r.dimCos, e.dimCos, `${what}.dimCos`);
                checked++;
              }
            }
          }
        }
        assert.ok(checked > 1000);
      });

      it("gives the textbook values", () => {
        // pos 0: the angle is 0, so sin 0 and cos 1 in every dimension.
        const zero = m.peValue(0, 17, 128, 10000);
        assert.equal(zero.angle, 0);
        assert.equal(zero.sin, 0);
        assert.equal(zero.cos, 1);
        // i = 0: exponent 0, divisor 1, omega 1, wavelength 2*pi, angle = pos.
        const first = m.peValue(1, 0, 2, 10000);
        assert.equal(first.exponent, 0);
        assert.equal(first.divisor, 1);
        assert.equal(first.omega, 1);
        assert.equal(first.angle, 1);
        assertClose(first.wavelength, 6.283185307179586, 1e-15, "wavelength of i=0");
        assertClose(first.sin, 0.8414709848078965, 1e-15, "sin(1)");
        assertClose(first.cos, 0.5403023058681398, 1e-15, "cos(1)");
        assert.equal(first.dimSin, 0);
        assert.equal(first.dimCos, 1);
        // i = dModel/4: exponent 1/2, divisor sqrt(10000) = 100, omega 0.01; pos 50 -> angle 0.5.
        const mid = m.peValue(50, 32, 128, 10000);
        assert.equal(mid.exponent, 0.5);
        assertClose(mid.divisor, 100, 1e-12, "divisor 10000^(1/2)");
        assertClose(mid.omega, 0.01, 1e-16, "omega 1/100");
        assertClose(mid.angle, 0.5, 1e-14, "angle 50/100");
        assertClose(mid.sin, 0.479425538604203, 1e-14, "sin(0.5)");
        assertClose(mid.cos, 0.8775825618903728, 1e-14, "cos(0.5)");
        assertClose(mid.wavelength, 628.3185307179586, 1e-11, "wavelength 200*pi");
        assert.equal(mid.dimSin, 64);
        assert.equal(mid.dimCos, 65);
      });

      it("satisfies sin^2 + cos^2 = 1", () => {
        for (const pos of POSITIONS) {
          for (const i of pairIndices(512)) {
            const r = m.peValue(pos, i, 512, 10000);
            assertClose(r.sin * r.sin + r.cos * r.cos, 1, 4 * EPS, `sin^2+cos^2 at ${pos}, ${i}`);
          }
        }
      });
    });

    describe("peFrequencies", () => {
      it("matches the oracle's omega and wavelength ladder", () => {
        for (const dModel of D_MODELS) {
          for (const base of BASES) {
            const what = `peFrequencies(${dModel}, ${base})`;
            const r = m.peFrequencies(dModel, base);
            assertOk(r, ["omega", "wavelength"], what);
            assertCopiedArray(r.omega, Float64Array, dModel / 2, `${what}.omega`);
            assertCopiedArray(r.wavelength, Float64Array, dModel / 2, `${what}.wavelength`);
            const e = oracle.frequencies(dModel, base);
            assertArrayClose(r.omega, e.omega, (j) => REL * e.omega[j], `${what}.omega`);
            assertArrayClose(
              r.wavelength,
              e.wavelength,
              (j) => REL * e.wavelength[j],
              `${what}.wavelength`,
            );
          }
        }
      });

      it("is a geometric ladder from omega 1 (wavelength 2*pi) down by base^(-2/dModel)", () => {
        const dModel = 256;
        const base = 10000;
        const r = m.peFrequencies(dModel, base);
        assert.equal(r.omega[0], 1);
        assertClose(r.wavelength[0], 2 * Math.PI, 1e-15, "wavelength[0]");
        const ratio = Math.pow(base, -2 / dModel);
        for (let i = 1; i < dModel / 2; i++) {
          assert.ok(r.omega[i] < r.omega[i - 1], `omega decreasing at ${i}`);
          assertRelClose(r.omega[i] / r.omega[i - 1], ratio, REL, `omega ratio at ${i}`);
          assertRelClose(
            r.omega[i] * r.wavelength[i],
            2 * Math.PI,
            REL,
            `omega*wavelength at ${i}`,
          );
        }
        // The last wavelength approaches base*2*pi: 2*pi*base^((d-2)/d).
        assertRelClose(
          r.wavelength[dModel / 2 - 1],
          2 * Math.PI * base ** (1 - 2 / dModel),
          REL,
          "top",
        );
      });
    });

    describe("shiftIdentity", () => {
      const fields = [
        "omega",
        "sinPos",
        "cosPos",
        "sinK",
        "cosK",
        "sinDirect",
        "cosDirect",
        "sinIdentity",
        "cosIdentity",
        "absError",
        "det",
      ];

      it("matches the oracle, and the identity holds to rounding error", () => {
        for (const [dModel, base] of [
          [2, 10000],
          [16, 10],
          [128, 10000],
          [4096, 1e6],
        ]) {
          for (const i of pairIndices(dModel)) {
            for (const pos of [0, 1, 10, 999, 65535, 1000000]) {
              for (const k of [-pos, -1, 0, 1, 17, 4096, 1000000]) {
                if (k < -pos) continue;
                const what = `shiftIdentity(${pos}, ${k}, ${i}, ${dModel}, ${base})`;
                const r = m.shiftIdentity(pos, k, i, dModel, base);
                assertOk(r, fields, what);
                const w = oracle.omegaOf(i, dModel, base);
                assertRelClose(r.omega, w, REL, `${what}.omega`);
                const tPos = angleTolerance(w * pos);
                const tK = angleTolerance(w * Math.abs(k));
                const tSum = angleTolerance(w * (pos + Math.abs(k)));
                assertClose(r.sinPos, Math.sin(w * pos), tPos, `${what}.sinPos`);
                assertClose(r.cosPos, Math.cos(w * pos), tPos, `${what}.cosPos`);
                assertClose(r.sinK, Math.sin(w * k), tK, `${what}.sinK`);
                assertClose(r.cosK, Math.cos(w * k), tK, `${what}.cosK`);
                assertClose(r.sinDirect, Math.sin(w * (pos + k)), tSum, `${what}.sinDirect`);
                assertClose(r.cosDirect, Math.cos(w * (pos + k)), tSum, `${what}.cosDirect`);
                // The identity, from the oracle's own sin/cos of pos and k:
                const sinId =
                  Math.sin(w * pos) * Math.cos(w * k) + Math.cos(w * pos) * Math.sin(w * k);
                const cosId =
                  Math.cos(w * pos) * Math.cos(w * k) - Math.sin(w * pos) * Math.sin(w * k);
                assertClose(r.sinIdentity, sinId, tPos + tK, `${what}.sinIdentity`);
                assertClose(r.cosIdentity, cosId, tPos + tK, `${what}.cosIdentity`);
                // The block's determinant, cos² + sin² of ω·k: +1, a rotation.
                assertClose(
                  r.det,
                  Math.cos(w * k) ** 2 + Math.sin(w * k) ** 2,
                  2 * tK + 4 * EPS,
                  `${what}.det`,
                );
                assertClose(r.det, 1, 4 * EPS, `${what}.det = +1`);
                // The identity as the page shows it: built from the returned terms.
                assertClose(
                  r.sinIdentity,
                  r.sinPos * r.cosK + r.cosPos * r.sinK,
                  4 * EPS,
                  `${what}: sinIdentity = sinPos cosK + cosPos sinK`,
                );
                assertClose(
                  r.cosIdentity,
                  r.cosPos * r.cosK - r.sinPos * r.sinK,
                  4 * EPS,
                  `${what}: cosIdentity = cosPos cosK - sinPos sinK`,
                );
                const err = Math.max(
                  Math.abs(r.sinIdentity - r.sinDirect),
                  Math.abs(r.cosIdentity - r.cosDirect),
                );
                assertClose(
                  r.absError,
                  err,
                  2 * EPS * err,
                  `${what}.absError = max |identity - direct|`,
                );
                assert.ok(
                  r.absError <= tPos + tK + tSum,
                  `${what}.absError ${r.absError} too large`,
                );
                assertClose(r.sinK ** 2 + r.cosK ** 2, 1, 4 * EPS, `${what}: sinK^2+cosK^2`);
              }
            }
          }
        }
      });
    });

    describe("shiftMatrix", () => {
      // [k, dModel, base]
      const cases = [
        [0, 8, 10000],
        [1, 64, 10000],
        [-7, 16, 10],
        [3, 2, 1.5],
        [250, 6, 2],
        [1000000, 128, 10000],
        [-1000000, 32, 10000],
        [37, 2048, 10000],
      ];

      it("is block-diagonal with blocks [cos wk, sin wk; -sin wk, cos wk] and exact zeros elsewhere", () => {
        for (const [k, dModel, base] of cases) {
          const what = `shiftMatrix(${k}, ${dModel}, ${base})`;
          const r = m.shiftMatrix(k, dModel, base);
          assertOk(r, ["dModel", "data"], what);
          assert.equal(r.dModel, dModel, `${what}.dModel`);
          assertCopiedArray(r.data, Float64Array, dModel * dModel, `${what}.data`);
          const { omega } = oracle.frequencies(dModel, base);
          for (let a = 0; a < dModel; a++) {
            const pair = a >> 1;
            for (let b = 0; b < dModel; b++) {
              const v = r.data[a * dModel + b];
              if (b >> 1 !== pair) {
                if (v !== 0) assert.fail(`${what}[${a}][${b}] = ${v}, outside the blocks`);
                continue;
              }
              const c = Math.cos(omega[pair] * k);
              const s = Math.sin(omega[pair] * k);
              const expected = a === b ? c : a < b ? s : -s;
              const diff = Math.abs(v - expected);
              const tol = angleTolerance(omega[pair] * k);
              if (!(diff <= tol)) assert.fail(`${what}[${a}][${b}] = ${v}, expected ${expected}`);
            }
          }
        }
      });

      it("maps PE(pos) to PE(pos+k) for many pos with the same M_k", () => {
        const many = [...Array(64).keys(), 97, 1000, 4095, 65535, 500000, 999999, 1000000];
        for (const [k, dModel, base] of cases) {
          const r = m.shiftMatrix(k, dModel, base);
          assertOk(r, ["data"], `shiftMatrix(${k}, ${dModel}, ${base})`);
          const { omega } = oracle.frequencies(dModel, base);
          // For k < 0 start at -k, so that pos + k runs over the same values as for k > 0.
          const positions = (dModel > 256 ? many.filter((p, j) => j % 8 === 0) : many).map((p) =>
            k < 0 ? p - k : p,
          );
          for (const pos of positions) {
            const shifted = oracle.matVec(
              r.data,
              oracle.peVector(pos, dModel, base, omega),
              dModel,
            );
            const target = oracle.peVector(pos + k, dModel, base, omega);
            const tol = 2 * angleTolerance(Math.abs(k)) + 2 * angleTolerance(pos + Math.abs(k));
            assertArrayClose(
              shifted,
              target,
              tol,
              `M_${k} PE(${pos}) vs PE(${pos + k}), d=${dModel}`,
            );
          }
        }
      });

      it("composes as rotations: M_a M_b = M_(a+b), M_-k = M_k^T, M_k M_-k = I", () => {
        const d = 16;
        const base = 10000;
        const get = (k) => {
          const r = m.shiftMatrix(k, d, base);
          assertOk(r, ["data"], `shiftMatrix(${k}, ${d}, ${base})`);
          return r.data;
        };
        const tol = 1e-12;
        assertArrayClose(oracle.matMul(get(5), get(12), d), get(17), tol, "M_5 M_12 vs M_17");
        assertArrayClose(oracle.matMul(get(-40), get(3), d), get(-37), tol, "M_-40 M_3 vs M_-37");
        const mk = get(29);
        const transposed = new Float64Array(d * d);
        for (let a = 0; a < d; a++)
          for (let b = 0; b < d; b++) transposed[b * d + a] = mk[a * d + b];
        assertArrayClose(get(-29), transposed, tol, "M_-29 vs M_29^T");
        const identity = new Float64Array(d * d);
        for (let a = 0; a < d; a++) identity[a * d + a] = 1;
        assertArrayClose(oracle.matMul(mk, get(-29), d), identity, tol, "M_29 M_-29 vs I");
        assertArrayClose(get(0), identity, 0, "M_0 is exactly I");
      });

      it("returns a copy: changing the returned data does not change the next result", () => {
        const first = m.shiftMatrix(3, 8, 10000);
        const snapshot = Float64Array.from(first.data);
        first.data.fill(42);
        assertArrayClose(m.shiftMatrix(3, 8, 10000).data, snapshot, 0, "second shiftMatrix(3, 8)");
      });
    });

    describe("shiftCheck", () => {
      it("returns PE(pos), M_k PE(pos) and PE(pos+k) matching the oracle, and their max error", () => {
        for (const [dModel, base] of [
          [2, 10000],
          [8, 10],
          [128, 10000],
          [4096, 10000],
        ]) {
          const { omega } = oracle.frequencies(dModel, base);
          for (const [pos, k] of [
            [0, 0],
            [0, 1],
            [5, -5],
            [100, 7],
            [1000, -999],
            [65535, 1],
            [999999, -999999],
            [1000000, 1000000],
            [5, 1000000],
          ]) {
            const what = `shiftCheck(${pos}, ${k}, ${dModel}, ${base})`;
            const r = m.shiftCheck(pos, k, dModel, base);
            assertOk(r, ["maxAbsError", "pePos", "shifted", "pePosK"], what);
            for (const name of ["pePos", "shifted", "pePosK"]) {
              assertCopiedArray(r[name], Float64Array, dModel, `${what}.${name}`);
            }
            const tPos = angleTolerance(pos);
            const tSum = angleTolerance(pos + Math.abs(k));
            const target = oracle.peVector(pos + k, dModel, base, omega);
            assertArrayClose(
              r.pePos,
              oracle.peVector(pos, dModel, base, omega),
              tPos,
              `${what}.pePos`,
            );
            assertArrayClose(r.pePosK, target, tSum, `${what}.pePosK`);
            assertArrayClose(
              r.shifted,
              target,
              2 * tSum + 2 * angleTolerance(k),
              `${what}.shifted`,
            );
            const { worst } = oracle.maxAbsDiff(r.shifted, r.pePosK);
            assert.equal(r.maxAbsError, worst, `${what}.maxAbsError = max |shifted - pePosK|`);
            assert.ok(r.maxAbsError <= 4 * tSum, `${what}.maxAbsError ${r.maxAbsError} too large`);
            for (let i = 0; i < dModel / 2; i++) {
              const s = r.pePosK[2 * i];
              const c = r.pePosK[2 * i + 1];
              assertClose(s * s + c * c, 1, 4 * EPS, `${what}: sin^2+cos^2 of pair ${i}`);
            }
          }
        }
      });
    });

    describe("relativeDots", () => {
      // Per-term float64 error of cos(omega (p - ref)) through PE(ref) and PE(p) separately.
      const tolerance = (p, ref, dModel) => (dModel / 2) * angleTolerance(p + ref);

      it("matches the oracle: PE(ref).PE(p) = sum_i cos(omega_i (p - ref))", () => {
        for (const [nPos, dModel, base, ref] of [
          [1, 2, 10000, 0],
          [64, 2, 2, 7],
          [128, 6, 1.5, 127],
          [200, 128, 10000, 50],
          [1000, 512, 10000, 500],
          [300, 64, 10000, 1000000],
          [2048, 2048, 10, 12345],
          [65536, 64, 10000, 0],
          [65536, 64, 10000, 1000000],
        ]) {
          const what = `relativeDots(${nPos}, ${dModel}, ${base}, ${ref})`;
          const r = m.relativeDots(nPos, dModel, base, ref);
          assertOk(r, ["data"], what);
          assertCopiedArray(r.data, Float64Array, nPos, `${what}.data`);
          const { omega } = oracle.frequencies(dModel, base);
          for (let p = 0; p < nPos; p++) {
            const expected = oracle.relativeDot(p, ref, dModel, base, omega);
            const tol = tolerance(p, ref, dModel);
            const diff = Math.abs(r.data[p] - expected);
            if (!(diff <= tol)) assert.fail(`${what}[${p}] = ${r.data[p]}, expected ${expected}`);
          }
          // Spot-check the closed form against the literal dot product of two oracle vectors.
          const peRef = oracle.peVector(ref, dModel, base, omega);
          for (const p of [0, nPos >> 1, nPos - 1]) {
            const direct = oracle.dot(peRef, oracle.peVector(p, dModel, base, omega));
            assertClose(
              r.data[p],
              direct,
              tolerance(p, ref, dModel),
              `${what}[${p}] vs direct dot`,
            );
          }
        }
      });

      it("depends only on p - ref, is even in it, and is dModel/2 at p = ref", () => {
        const nPos = 512;
        const dModel = 128;
        const base = 10000;
        const refA = 100;
        const refB = 333;
        const a = m.relativeDots(nPos, dModel, base, refA);
        const b = m.relativeDots(nPos, dModel, base, refB);
        assertOk(a, ["data"], "relativeDots A");
        assertOk(b, ["data"], "relativeDots B");
        let compared = 0;
        for (let p = 0; p < nPos; p++) {
          const q = p - refA + refB; // the same offset from refB
          if (q < 0 || q >= nPos) continue;
          assertClose(a.data[p], b.data[q], 2 * tolerance(q, refB, dModel), `offset ${p - refA}`);
          compared++;
        }
        assert.ok(compared > 200);
        assertClose(a.data[refA], dModel / 2, tolerance(refA, refA, dModel), "PE(ref).PE(ref)");
        for (let offset = 1; offset <= refA; offset++) {
          assertClose(
            a.data[refA + offset],
            a.data[refA - offset],
            2 * tolerance(refA + offset, refA, dModel),
            `even in the offset ${offset}`,
          );
        }
      });
    });

    it("gives each call its own copy, which survives later calls that grow the heap", () => {
      const small = m.peTable(4, 8, 10000);
      const freq = m.peFrequencies(8, 10000);
      const before = Float32Array.from(small.data);
      const beforeOmega = Float64Array.from(freq.omega);
      small.data.fill(7);
      assertArrayClose(m.peTable(4, 8, 10000).data, before, 0, "peTable after mutating a result");
      small.data.set(before);
      // Large results (tens of MB) make the wasm memory grow; earlier results must stay intact.
      assertOk(m.shiftMatrix(1, 2048, 10000), ["data"], "shiftMatrix(1, 2048)");
      assertOk(m.peTable(65536, 64, 10000), ["data"], "peTable(65536, 64)");
      assertArrayClose(small.data, before, 0, "earlier peTable result");
      assertArrayClose(freq.omega, beforeOmega, 0, "earlier peFrequencies result");
      const e = oracle.peVector(3, 8, 10000);
      assertArrayClose(small.data.subarray(24, 32), e, 1e-6, "earlier peTable row 3 vs oracle");
    });
  });
}
