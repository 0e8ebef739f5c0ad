// piFigure(dModel, base, options), Position Interpolation's Fig. 2 (Chen et al. 2023), for every
// built core, against tests/oracle/pi-figure-oracle.mjs (SplitMix64 in BigInt, the trig sum and
// its own ridge solve, written from cpp/include/pe/pi_figure.hpp, never from the module). The fit
// is checked by what makes it a least-squares fit: the residual r = A h − y is orthogonal to every
// column of A up to the documented ridge, Aᵀr = −λh with λ = 1e-10 · trace(AᵀA) / d.
// Limits from pi_figure.hpp: dModel even 2..512, base in (1, 1e12], length an integer 16..65536,
// points an integer dModel..8192 (4 dModel by default), seed an integer 0..2^32 − 1.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import {
  CORES,
  assertClose,
  assertCopiedArray,
  assertOk,
  assertRefusal,
  assertRefused,
  assertStillWorks,
  corePath,
  useModule,
} from "./cores.mjs";
import { piMatrix, piPoints, piRidgeFit, piScore, piThetas } from "../oracle/pi-figure-oracle.mjs";

const FIELDS = [
  "dModel",
  "base",
  "length",
  "points",
  "seed",
  "ridge",
  "fitDistances",
  "fitTargets",
  "coefficients",
  "extrapolation",
  "extrapolationScores",
  "interpolation",
  "interpolationScores",
  "maxInside",
  "maxOutside",
];

const norm = (v) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
const shown = (value) => (value === undefined ? "undefined" : JSON.stringify(value));

// Every documented property of one result; returns maxOutside / maxInside.
function assertFigure(r, dModel, base, { length = 2048, points = 4 * dModel, seed = 1 }, what) {
  assertOk(r, FIELDS, what);
  assert.equal(r.dModel, dModel, `${what}.dModel`);
  assert.equal(r.base, base, `${what}.base`);
  assert.equal(r.length, length, `${what}.length`);
  assert.equal(r.points, points, `${what}.points`);
  assert.equal(r.seed, seed, `${what}.seed`);
  const substeps = Math.min(Math.floor(length / 2), 1024);
  for (const [name, size] of [
    ["fitDistances", points],
    ["fitTargets", points],
    ["coefficients", dModel],
    ["extrapolation", 1025],
    ["extrapolationScores", 1025],
    ["interpolation", substeps + 1],
    ["interpolationScores", substeps + 1],
  ]) {
    assertCopiedArray(r[name], Float64Array, size, `${what}.${name}`);
  }

  // 1. The points, bit for bit.
  const { s, y } = piPoints(length, points, seed);
  assert.deepEqual(Array.from(r.fitDistances), s, `${what}.fitDistances`);
  assert.deepEqual(Array.from(r.fitTargets), y, `${what}.fitTargets`);

  // 2. Aᵀr = −λh (stationarity of the ridge objective), and |Aᵀr| <= 1e-6 |A|_F |r| where the
  // ridge's share is small (not a square fit that interpolates).
  const theta = piThetas(dModel, base);
  const rows = piMatrix(s, theta);
  const h = Array.from(r.coefficients);
  const residual = rows.map((row, k) => row.reduce((sum, a, c) => sum + a * h[c], 0) - y[k]);
  const atr = new Array(dModel).fill(0);
  let frobenius2 = 0;
  rows.forEach((row, k) => {
    for (let c = 0; c < dModel; c++) {
      atr[c] += row[c] * residual[k];
      frobenius2 += row[c] * row[c];
    }
  });
  const lambda = (1e-10 * frobenius2) / dModel;
  assertClose(r.ridge, lambda, 1e-12 * lambda, `${what}.ridge`);
  const frobenius = Math.sqrt(frobenius2);
  const natural = frobenius * (frobenius * norm(h) + norm(y));
  const stationarity = norm(atr.map((g, c) => g + lambda * h[c]));
  assert.ok(stationarity <= 1e-12 * natural, `${what}: |Aᵀr + λh| ${stationarity / natural}`);
  if (lambda * norm(h) <= 1e-7 * frobenius * norm(residual)) {
    const orthogonality = norm(atr) / (frobenius * norm(residual));
    assert.ok(orthogonality <= 1e-6, `${what}: |Aᵀr| / (|A|_F |r|) = ${orthogonality}`);
  } else {
    assert.equal(points, dModel, `${what}: only a square fit may lean on its ridge`);
  }
  assert.ok(norm(residual) < norm(y), `${what}: the fit explains part of the targets`);

  // 3. The grids, their scores from the returned coefficients, and the maxima.
  // Two float64 trig sums of the same h differ by a few ulps of each angle s θ_j (θ_j from two
  // pows, then the product) and ~d ε of Σ|h| in the sum.
  const scoreTolerance = (distance) =>
    theta.reduce(
      (sum, t, j) =>
        sum +
        (Math.abs(h[2 * j]) + Math.abs(h[2 * j + 1])) * (1e-13 + 8 * Number.EPSILON * distance * t),
      1e-15,
    );
  let inside = 0;
  let outside = 0;
  for (let k = 0; k <= 1024; k++) {
    const distance = (k * length) / 512;
    assert.equal(r.extrapolation[k], distance, `${what}.extrapolation[${k}]`);
    const a = piScore(distance, theta, h);
    assertClose(
      r.extrapolationScores[k],
      a,
      scoreTolerance(distance),
      `${what}.extrapolationScores[${k}]`,
    );
    if (k <= 512) inside = Math.max(inside, Math.abs(r.extrapolationScores[k]));
    else outside = Math.max(outside, Math.abs(r.extrapolationScores[k]));
  }
  for (let k = 0; k <= substeps; k++) {
    assert.equal(r.interpolation[k], k / 16, `${what}.interpolation[${k}]`);
    const a = piScore(k / 16, theta, h);
    assertClose(
      r.interpolationScores[k],
      a,
      scoreTolerance(k / 16),
      `${what}.interpolationScores[${k}]`,
    );
    inside = Math.max(inside, Math.abs(r.interpolationScores[k]));
  }
  assert.ok(r.interpolation[substeps] <= length / 32, `${what}: interpolation within L/32`);
  assert.equal(r.maxInside, inside, `${what}.maxInside`);
  assert.equal(r.maxOutside, outside, `${what}.maxOutside`);
  return r.maxOutside / r.maxInside;
}

const range = (name, value, min, max) => ({ name, value, min, max });

for (const core of CORES) {
  describe(`${corePath(core)}: piFigure`, () => {
    const m = useModule(core);

    it("at the page's defaults (LLaMA 7B: d 128, base 10000, L 2048) extrapolates wildly", () => {
      const r = m.piFigure(128, 10000);
      const ratio = assertFigure(r, 128, 10000, {}, "piFigure(128, 10000)");
      // Measured in every core: maxInside 0.7993, maxOutside 5590.1, a ratio of ~7000 (the
      // paper's Fig. 2 shows values near 8000 past L).
      assert.ok(r.maxInside < 2, `maxInside ${r.maxInside}`);
      assert.ok(r.maxOutside > 1000, `maxOutside ${r.maxOutside}`);
      assert.ok(ratio > 1000, `maxOutside / maxInside = ${ratio}`);
      assert.equal(r.interpolation.at(-1), 64);
      // The oracle's own solve of the same ridge problem (a different elimination, a different
      // libm): the problem is conditioned near 1e12, so the two agree to ~1e-5, not to ulps.
      const { s, y } = piPoints(2048, 512, 1);
      const fit = piRidgeFit(piMatrix(s, piThetas(128, 10000)), y);
      const theta = piThetas(128, 10000);
      let oracleOutside = 0;
      for (let k = 513; k <= 1024; k++) {
        oracleOutside = Math.max(oracleOutside, Math.abs(piScore(k * 4, theta, fit.h)));
      }
      assertClose(r.maxOutside, oracleOutside, 1e-3 * oracleOutside, "maxOutside vs the oracle");
      assertClose(r.ridge, fit.lambda, 1e-12 * fit.lambda, "λ vs the oracle");
    });

    it("null, undefined and {} are the defaults; keys left undefined count as left out", () => {
      const expected = m.piFigure(16, 10000, { length: 2048, points: 64, seed: 1 });
      for (const options of [undefined, null, {}, { seed: undefined }]) {
        const what = `piFigure(16, 10000, ${shown(options)})`;
        const r = m.piFigure(16, 10000, options);
        assertFigure(r, 16, 10000, {}, what);
        assert.deepEqual(r.coefficients, expected.coefficients, `${what}: same fit`);
      }
    });

    it("holds on small ladders, other bases, lengths, point counts and seeds", () => {
      for (const [dModel, base, options] of [
        [2, 10000, { length: 16, points: 2, seed: 0 }],
        [2, 1.5, { length: 100, points: 8192, seed: 7 }],
        [8, 1e12, { length: 65536, points: 8, seed: 2 ** 32 - 1 }],
        [16, 500000, { length: 1000, points: 64, seed: 42 }],
        [64, 10000, { length: 4096, points: 300, seed: 3 }],
        [128, 10000, { seed: 2 }],
      ]) {
        assertFigure(
          m.piFigure(dModel, base, options),
          dModel,
          base,
          options,
          `piFigure(${dModel}, ${base}, ${shown(options)})`,
        );
      }
    });

    it("refuses what is out of range, naming the argument or option", () => {
      const refusals = [
        [[7, 10000], "even_integer_out_of_range", range("dModel", 7, 2, 512)],
        [[514, 10000], "even_integer_out_of_range", range("dModel", 514, 2, 512)],
        [[NaN, 10000], "even_integer_out_of_range", range("dModel", NaN, 2, 512)],
        [[8, 1], "base_out_of_range", { value: 1, max: 1e12 }],
        [[8, 2e12], "base_out_of_range", { value: 2e12, max: 1e12 }],
        [
          [8, 10000, { length: 15 }],
          "integer_out_of_range",
          range("options.length", 15, 16, 65536),
        ],
        [
          [8, 10000, { length: 65537 }],
          "integer_out_of_range",
          range("options.length", 65537, 16, 65536),
        ],
        [
          [8, 10000, { length: 100.5 }],
          "integer_out_of_range",
          range("options.length", 100.5, 16, 65536),
        ],
        [[8, 10000, { points: 7 }], "integer_out_of_range", range("options.points", 7, 8, 8192)],
        [
          [128, 10000, { points: 127 }],
          "integer_out_of_range",
          range("options.points", 127, 128, 8192),
        ],
        [
          [8, 10000, { points: 8193 }],
          "integer_out_of_range",
          range("options.points", 8193, 8, 8192),
        ],
        [[8, 10000, { points: -1 }], "integer_out_of_range", range("options.points", -1, 8, 8192)],
        [
          [8, 10000, { seed: -1 }],
          "integer_out_of_range",
          range("options.seed", -1, 0, 2 ** 32 - 1),
        ],
        [
          [8, 10000, { seed: 2 ** 32 }],
          "integer_out_of_range",
          range("options.seed", 2 ** 32, 0, 2 ** 32 - 1),
        ],
        [
          [8, 10000, { seed: Infinity }],
          "integer_out_of_range",
          range("options.seed", Infinity, 0, 2 ** 32 - 1),
        ],
        [[8, 10000, [2048]], "options_not_object", { got: "array" }],
        [[8, 10000, 2048], "options_not_object", { got: "number" }],
        [[8, 10000, { L: 2048 }], "unknown_option", { key: "L" }],
        [
          [8, 10000, { length: "2048" }],
          "wrong_type",
          { name: "options.length", expected: "number", got: "string" },
        ],
        [
          [8, 10000, { points: null }],
          "wrong_type",
          { name: "options.points", expected: "number", got: "object" },
        ],
        [["8", 10000], "wrong_type", { name: "dModel", expected: "number", got: "string" }],
        [[8], "wrong_type", { name: "base", expected: "number", got: "undefined" }],
      ];
      for (const [args, code, expected] of refusals) {
        const what = `piFigure(${args.map(shown).join(", ")})`;
        const r = m.piFigure(...args);
        assertRefusal(r, code, expected, what);
        assertRefused(r, [], undefined, what);
        if ("name" in expected && code !== "wrong_type") {
          assertRefused(r, [expected.name], String(expected.value), what);
        }
      }
      assertStillWorks(m, "piFigure's refusals");
    });
  });
}
