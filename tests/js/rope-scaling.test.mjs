// ropeFrequencies(dModel, base, options) and alibiSlopes(heads), for every built core, against a
// float64 oracle written from the published formulas (never from the module under test), shared
// with the lab's oracle in tests/oracle/rope-scaling-oracle.mjs:
//   θ_i = 1 / base^(2i/d), λ_i = 2π / θ_i, r_i = L / λ_i (the turns of pair i over the training
//   length L), s the factor;
//   none    θ'_i = θ_i
//   pi      θ'_i = θ_i / s                                  (Chen et al. 2023)
//   ntk     θ'_i = b'^(-2i/d), b' = b · s^(d/(d−2))          (bloc97 2023)
//   yarn    γ(r) = 0 if r < α, 1 if r > β, else (r − α)/(β − α); θ'_i = (1 − γ) θ_i / s + γ θ_i;
//           attention factor 0.1 ln s + 1                   (Peng et al. 2023, the paper's ramp)
//   llama3  Hugging Face's _compute_llama3_parameters, in wavelengths: λ_i < L/high kept,
//           λ_i > L/low divided by s, between smoothed by (L/λ_i − low)/(high − low); defaults
//           s 8, low 1, high 4, L 8192
//   ALiBi   Press et al.'s get_slopes: 2^(-8/n)^h for n a power of two, else the slopes of the
//           largest power of two n below H followed by every other slope of 2n heads.
// Limits from cpp/include/pe/rope_scaling.hpp and alibi.hpp: factor 1..1e6, originalLength an
// integer 1..10^6, 0 <= alpha < beta <= 1e6, low < high <= 1e6, heads 1..1024.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import {
  CORES,
  assertArrayClose,
  assertClose,
  assertCopiedArray,
  assertOk,
  assertRefusal,
  assertRefused,
  assertStillWorks,
  corePath,
  useModule,
} from "./cores.mjs";
import { LLAMA3, YARN, getSlopes, ropeOracle } from "../oracle/rope-scaling-oracle.mjs";

const REL = 1e-12; // float64 pow/log in two libms: a few ulps, far below this
const MAX_FACTOR = 1e6;
const MAX_LENGTH = 1000000;
const FIELDS = [
  "kind",
  "factor",
  "base",
  "attentionFactor",
  "original",
  "frequencies",
  "wavelengths",
  "turns",
  "kept",
  "ramp",
];
const ARRAYS = ["original", "frequencies", "wavelengths", "turns", "kept"];

// The ramp's bounds of a case, in turns, for the guard below.
function rampBounds(options) {
  const L = options.originalLength ?? 8192;
  if (options.kind === "yarn") return [options.alpha ?? YARN.alpha, options.beta ?? YARN.beta];
  if (options.kind === "llama3") {
    // in wavelengths, L/low and L/high: the turns L/λ at those wavelengths are low and high.
    return [
      L / (L / (options.lowFrequencyFactor ?? LLAMA3.low)),
      L / (L / (options.highFrequencyFactor ?? LLAMA3.high)),
    ];
  }
  return [];
}

// ---- the cases ---------------------------------------------------------------------------------

const LADDERS = [
  [2, 10000],
  [8, 10000],
  [16, 1.5],
  [64, 10000],
  [128, 500000],
  [6, 1e12],
  [4096, 1e6],
];

const OPTIONS = [
  undefined,
  {},
  { kind: "none" },
  { kind: "pi", factor: 2 },
  { kind: "pi", factor: 1 },
  { kind: "pi", factor: 4.5 },
  { kind: "pi", factor: MAX_FACTOR },
  { kind: "ntk", factor: 2 },
  { kind: "ntk", factor: 8 },
  { kind: "ntk", factor: 1 },
  { kind: "ntk", factor: MAX_FACTOR },
  { kind: "yarn", factor: 4 },
  { kind: "yarn", factor: 16, originalLength: 4096 },
  { kind: "yarn", factor: 32, originalLength: 64, alpha: 0.5, beta: 20 },
  { kind: "yarn", factor: 3, originalLength: 1000000, alpha: 0, beta: MAX_FACTOR },
  { kind: "yarn", factor: 1 },
  { kind: "llama3" },
  { kind: "llama3", factor: 16, originalLength: 2048 },
  { kind: "llama3", factor: 4, lowFrequencyFactor: 0.7, highFrequencyFactor: 3.3 },
  {
    kind: "llama3",
    factor: 32,
    originalLength: 131072,
    lowFrequencyFactor: 2,
    highFrequencyFactor: 50,
  },
];

const shown = (value) => (value === undefined ? "undefined" : JSON.stringify(value));

// The cases that ntk takes (dModel >= 4), with no pair within 1e-9 of a ramp's bound (where the
// module's turns and the oracle's wavelengths might round to different sides).
function cases() {
  const out = [];
  for (const [dModel, base] of LADDERS) {
    for (const options of OPTIONS) {
      if (options?.kind === "ntk" && dModel < 4) continue;
      const bounds = rampBounds(options ?? {});
      const turns = ropeOracle(dModel, base, options ?? {}).turns;
      const near = turns.some((r) =>
        bounds.some((bound) => Math.abs(r - bound) <= 1e-9 * Math.max(1, bound)),
      );
      assert.equal(near, false, `a case at a ramp's bound: ${dModel}, ${base}, ${shown(options)}`);
      out.push([dModel, base, options]);
    }
  }
  return out;
}

function assertMatchesOracle(r, e, what) {
  assertOk(r, FIELDS, what);
  assert.equal(r.kind, e.kind, `${what}.kind`);
  assert.equal(r.factor, e.factor, `${what}.factor`);
  assertClose(r.base, e.base, REL * e.base, `${what}.base`);
  assertClose(r.attentionFactor, e.attentionFactor, REL, `${what}.attentionFactor`);
  const half = e.original.length;
  for (const name of ARRAYS) {
    assertCopiedArray(r[name], Float64Array, half, `${what}.${name}`);
    assertArrayClose(r[name], e[name], (j) => REL * Math.abs(e[name][j]), `${what}.${name}`);
  }
  assertCopiedArray(r.ramp, Float64Array, e.ramp.length, `${what}.ramp`);
  assertArrayClose(r.ramp, e.ramp, 1e-9, `${what}.ramp`);
}

// ---- the tests ---------------------------------------------------------------------------------

const range = (name, value, min, max) => ({ name, value, min, max });

for (const core of CORES) {
  describe(`${corePath(core)}: ropeFrequencies`, () => {
    const m = useModule(core);

    it("matches the oracle for every kind, on every ladder", () => {
      let checked = 0;
      for (const [dModel, base, options] of cases()) {
        const what = `ropeFrequencies(${dModel}, ${base}, ${shown(options)})`;
        const r =
          options === undefined
            ? m.ropeFrequencies(dModel, base)
            : m.ropeFrequencies(dModel, base, options);
        assertMatchesOracle(r, ropeOracle(dModel, base, options ?? {}), what);
        checked++;
      }
      assert.ok(checked > 120, `${checked} cases`);
    });

    it("null, undefined, {} and left out are all the defaults: none, factor 1, nothing moved", () => {
      const expected = ropeOracle(64, 10000);
      for (const options of [null, undefined, {}, { kind: undefined, factor: undefined }]) {
        const what = `ropeFrequencies(64, 10000, ${shown(options)})`;
        const r = m.ropeFrequencies(64, 10000, options);
        assertMatchesOracle(r, expected, what);
        assert.equal(r.kind, "none");
        assert.equal(r.factor, 1);
        assert.deepEqual(Array.from(r.kept), Array(32).fill(1), `${what}.kept`);
        assert.equal(r.ramp.length, 0, `${what}.ramp`);
      }
      assertMatchesOracle(m.ropeFrequencies(64, 10000), expected, "ropeFrequencies(64, 10000)");
    });

    it("ignores keys whose value is undefined (llama3 then keeps its factor 8)", () => {
      const r = m.ropeFrequencies(128, 500000, {
        kind: "llama3",
        factor: undefined,
        bogus: undefined,
      });
      assertMatchesOracle(
        r,
        ropeOracle(128, 500000, { kind: "llama3" }),
        "llama3, factor undefined",
      );
      assert.equal(r.factor, 8);
    });

    it("has the closed forms: pi keeps 1/s everywhere, ntk keeps pair 0 and slows the last by s", () => {
      const pi = m.ropeFrequencies(16, 10000, { kind: "pi", factor: 4 });
      // θ/4 is exact in binary, and so is (θ/4)/θ.
      assert.deepEqual(Array.from(pi.kept), Array(8).fill(0.25));
      const ntk = m.ropeFrequencies(16, 10000, { kind: "ntk", factor: 4 });
      assert.equal(ntk.frequencies[0], 1, "pair 0 turns at 1 radian per position");
      assertClose(ntk.kept[7], 0.25, 1e-14, "ntk's last pair is slowed by exactly s");
      assertClose(ntk.base, 10000 * 4 ** (16 / 14), REL * 1e5, "b' = b s^(d/(d-2))");
      for (let i = 1; i < 8; i++) {
        assert.ok(ntk.kept[i] < ntk.kept[i - 1], `ntk slows pair ${i} more than pair ${i - 1}`);
      }
      // yarn's attention factor 0.1 ln s + 1: ln 16 = 4 ln 2 = 2.772588722239781.
      const yarn = m.ropeFrequencies(16, 10000, { kind: "yarn", factor: 16 });
      assertClose(yarn.attentionFactor, 1.2772588722239781, 1e-15, "0.1 ln 16 + 1");
      for (const kind of ["none", "pi", "ntk", "llama3"]) {
        const r = m.ropeFrequencies(16, 10000, { kind, factor: 16 });
        assert.equal(r.attentionFactor, 1, `${kind}: attention factor 1`);
      }
    });

    it("the ramp runs from 0 to 1 and decides how much of each pair is kept", () => {
      for (const options of [
        { kind: "yarn", factor: 8 },
        { kind: "llama3" },
        { kind: "yarn", factor: 8, originalLength: 65536, alpha: 2, beta: 64 },
      ]) {
        const r = m.ropeFrequencies(256, 10000, options);
        const what = `ropeFrequencies(256, 10000, ${shown(options)})`;
        assertOk(r, FIELDS, what);
        for (let i = 0; i < 128; i++) {
          const g = r.ramp[i];
          assert.ok(g >= 0 && g <= 1, `${what}.ramp[${i}] = ${g}`);
          if (i > 0) assert.ok(g <= r.ramp[i - 1], `${what}: the ramp never rises with i (${i})`);
          // kept = (1 − g)/s + g, from 1/s (interpolated) to 1 (kept).
          assertClose(r.kept[i], (1 - g) / r.factor + g, 1e-13, `${what}.kept[${i}]`);
        }
        assert.equal(r.ramp[0], 1, `${what}: the fastest pair is kept`);
        assert.equal(r.ramp[127], 0, `${what}: the slowest pair is interpolated`);
      }
    });

    it("Llama 3.1's real config (head 128, rope_theta 500000, factor 8, low 1, high 4, L 8192)", () => {
      const r = m.ropeFrequencies(128, 500000, { kind: "llama3" });
      const what = "ropeFrequencies(128, 500000, {kind: llama3})";
      assertMatchesOracle(r, ropeOracle(128, 500000, { kind: "llama3" }), what);
      assert.equal(r.factor, 8);
      assert.equal(r.base, 500000);
      // λ_i = 2π · 500000^(i/64) crosses L/high = 2048 at i = 64 ln(2048/2π) / ln 500000 ≈ 28.2
      // and L/low = 8192 at ≈ 35.0: pairs 0-28 are kept, 29-34 smoothed, 35-63 divided by 8.
      const kept = [];
      const smoothed = [];
      const divided = [];
      for (let i = 0; i < 64; i++) {
        if (r.kept[i] === 1) kept.push(i);
        else if (r.kept[i] === 0.125) divided.push(i);
        else smoothed.push(i);
      }
      assert.equal(kept.length, 29);
      assert.equal(kept.at(-1), 28);
      assert.deepEqual(smoothed, [29, 30, 31, 32, 33, 34]);
      assert.equal(divided.length, 29);
      assert.equal(divided[0], 35);
      for (const i of smoothed) {
        const lambda = 2 * Math.PI * 500000 ** (i / 64);
        assert.ok(lambda > 2048 && lambda < 8192, `pair ${i}: λ ${lambda} between L/4 and L`);
        assert.ok(r.kept[i] > 0.125 && r.kept[i] < 1, `pair ${i} between 1/8 and 1`);
      }
      assertClose(r.frequencies[0], 1, 0, "θ'_0");
      assertClose(
        r.wavelengths[63],
        8 * 2 * Math.PI * 500000 ** (63 / 64),
        REL * 1e7,
        "λ'_63 = 8 · 2π · 500000^(63/64)",
      );
    });

    it("refuses in JS what is not an options object, an unknown key, a value of the wrong type", () => {
      const call = (options) => m.ropeFrequencies(8, 10000, options);
      assertRefusal(call([]), "options_not_object", { got: "array" }, "options []");
      assertRefusal(call([{ kind: "pi" }]), "options_not_object", { got: "array" }, "options [{}]");
      assertRefusal(call(2), "options_not_object", { got: "number" }, "options 2");
      assertRefusal(call("pi"), "options_not_object", { got: "string" }, 'options "pi"');
      assertRefusal(call(true), "options_not_object", { got: "boolean" }, "options true");
      assertRefusal(call({ scaling: "pi" }), "unknown_option", { key: "scaling" }, "scaling");
      assertRefusal(
        call({ kind: "yarn", original_max_position_embeddings: 4096 }),
        "unknown_option",
        { key: "original_max_position_embeddings".slice(0, 24) + "..." },
        "a long unknown key",
      );
      assertRefusal(
        call({ factor: "2" }),
        "wrong_type",
        { name: "options.factor", expected: "number", got: "string" },
        "factor as a string",
      );
      assertRefusal(
        call({ kind: 2 }),
        "wrong_type",
        { name: "options.kind", expected: "string", got: "number" },
        "kind as a number",
      );
      assertRefusal(
        call({ kind: "yarn", beta: null }),
        "wrong_type",
        { name: "options.beta", expected: "number", got: "object" },
        "beta null",
      );
      assertRefusal(
        m.ropeFrequencies("8", 10000),
        "wrong_type",
        { name: "dModel", expected: "number", got: "string" },
        "dModel as a string",
      );
      assertRefused(call({ factor: "2" }), ["options.factor"], undefined, "factor as a string");
      assertStillWorks(m, "ropeFrequencies' JS refusals");
    });

    it("refuses in the core an unknown kind, a number out of range, ramp bounds in the wrong order", () => {
      const call = (options, dModel = 8, base = 10000) => m.ropeFrequencies(dModel, base, options);
      // [options, dModel, code, args]
      const refusals = [
        [{ kind: "Yarn" }, 8, "unknown_rope_scaling", { value: "Yarn" }],
        [{ kind: "alibi" }, 8, "unknown_rope_scaling", { value: "alibi" }],
        [{ kind: "" }, 8, "unknown_rope_scaling", { value: "" }],
        [{ kind: "x".repeat(30) }, 8, "unknown_rope_scaling", { value: "x".repeat(24) + "..." }],
        [
          { kind: "pi", factor: 0.5 },
          8,
          "number_out_of_range",
          range("options.factor", 0.5, 1, MAX_FACTOR),
        ],
        [{ factor: 0 }, 8, "number_out_of_range", range("options.factor", 0, 1, MAX_FACTOR)],
        [
          { kind: "ntk", factor: MAX_FACTOR + 1 },
          8,
          "number_out_of_range",
          range("options.factor", MAX_FACTOR + 1, 1, MAX_FACTOR),
        ],
        [
          { kind: "yarn", factor: NaN },
          8,
          "number_out_of_range",
          range("options.factor", NaN, 1, MAX_FACTOR),
        ],
        [
          { kind: "llama3", factor: Infinity },
          8,
          "number_out_of_range",
          range("options.factor", Infinity, 1, MAX_FACTOR),
        ],
        [
          { kind: "yarn", alpha: -1 },
          8,
          "number_out_of_range",
          range("options.alpha", -1, 0, MAX_FACTOR),
        ],
        [
          { kind: "yarn", beta: 2e6 },
          8,
          "number_out_of_range",
          range("options.beta", 2e6, 0, MAX_FACTOR),
        ],
        [
          { kind: "llama3", lowFrequencyFactor: -1 },
          8,
          "number_out_of_range",
          range("options.lowFrequencyFactor", -1, 0, MAX_FACTOR),
        ],
        [
          { kind: "llama3", highFrequencyFactor: Infinity },
          8,
          "number_out_of_range",
          range("options.highFrequencyFactor", Infinity, 0, MAX_FACTOR),
        ],
        [
          { kind: "yarn", alpha: 5, beta: 5 },
          8,
          "ramp_bounds_order",
          { lowName: "options.alpha", low: 5, highName: "options.beta", high: 5 },
        ],
        [
          { kind: "yarn", alpha: 40 },
          8,
          "ramp_bounds_order",
          { lowName: "options.alpha", low: 40, highName: "options.beta", high: 32 },
        ],
        [
          { kind: "llama3", lowFrequencyFactor: 4, highFrequencyFactor: 1 },
          8,
          "ramp_bounds_order",
          {
            lowName: "options.lowFrequencyFactor",
            low: 4,
            highName: "options.highFrequencyFactor",
            high: 1,
          },
        ],
        [
          { kind: "llama3", lowFrequencyFactor: 4 },
          8,
          "ramp_bounds_order",
          {
            lowName: "options.lowFrequencyFactor",
            low: 4,
            highName: "options.highFrequencyFactor",
            high: 4,
          },
        ],
        [
          { kind: "yarn", originalLength: 0 },
          8,
          "integer_out_of_range",
          range("options.originalLength", 0, 1, MAX_LENGTH),
        ],
        [
          { kind: "llama3", originalLength: 2.5 },
          8,
          "integer_out_of_range",
          range("options.originalLength", 2.5, 1, MAX_LENGTH),
        ],
        [
          { kind: "yarn", originalLength: MAX_LENGTH + 1 },
          8,
          "integer_out_of_range",
          range("options.originalLength", MAX_LENGTH + 1, 1, MAX_LENGTH),
        ],
        [{}, 7, "even_integer_out_of_range", range("dModel", 7, 2, 4096)],
        [{ kind: "yarn" }, 4098, "even_integer_out_of_range", range("dModel", 4098, 2, 4096)],
        // NTK's b' divides by d − 2: it needs two pairs.
        [{ kind: "ntk", factor: 2 }, 2, "even_integer_out_of_range", range("dModel", 2, 4, 4096)],
      ];
      for (const [options, dModel, code, args] of refusals) {
        const what = `ropeFrequencies(${dModel}, 10000, ${shown(options)})`;
        const r = call(options, dModel);
        assertRefusal(r, code, args, what);
        assertRefused(r, [], undefined, what);
      }
      assertRefusal(call({}, 8, 1), "base_out_of_range", { value: 1, max: 1e12 }, "base 1");
      assertRefusal(
        call({ kind: "ntk" }, 8, 2e12),
        "base_out_of_range",
        { value: 2e12, max: 1e12 },
        "base 2e12",
      );
      // The English sentences name what they refuse.
      assertRefused(call({ kind: "Yarn" }), ["options.kind"], '"Yarn"', "kind Yarn");
      assertRefused(call({ kind: "pi", factor: 0.5 }), ["options.factor"], "0.5", "factor 0.5");
      assertRefused(
        call({ kind: "yarn", alpha: 40 }),
        ["options.alpha", "options.beta"],
        "40",
        "alpha 40",
      );
      assertStillWorks(m, "ropeFrequencies' core refusals");
    });

    it("checks only the options its kind uses", () => {
      // pi and ntk have no ramp: alpha > beta or low > high are not theirs to refuse.
      for (const kind of ["none", "pi", "ntk"]) {
        const options = {
          kind,
          factor: 2,
          alpha: 40,
          beta: 1,
          lowFrequencyFactor: 9,
          highFrequencyFactor: 2,
        };
        assertMatchesOracle(
          m.ropeFrequencies(8, 10000, options),
          ropeOracle(8, 10000, options),
          kind,
        );
      }
      const yarn = { kind: "yarn", factor: 2, lowFrequencyFactor: 9, highFrequencyFactor: 2 };
      assertMatchesOracle(m.ropeFrequencies(8, 10000, yarn), ropeOracle(8, 10000, yarn), "yarn");
      const llama3 = { kind: "llama3", alpha: 40, beta: 1 };
      assertMatchesOracle(
        m.ropeFrequencies(8, 10000, llama3),
        ropeOracle(8, 10000, llama3),
        "llama3",
      );
    });

    it("refuses an originalLength out of range for every kind, since every kind reports turns", () => {
      for (const kind of ["none", "pi", "ntk"]) {
        for (const value of [-5, 0, NaN, 2.5]) {
          assertRefusal(
            m.ropeFrequencies(8, 10000, { kind, factor: 2, originalLength: value }),
            "integer_out_of_range",
            range("options.originalLength", value, 1, MAX_LENGTH),
            `${kind}, originalLength ${value}`,
          );
        }
      }
    });
  });

  describe(`${corePath(core)}: alibiSlopes`, () => {
    const m = useModule(core);

    it("matches Press et al.'s get_slopes for 1 to 16 heads and a few more", () => {
      for (const heads of [...Array(16).keys()]
        .map((h) => h + 1)
        .concat([24, 48, 100, 1000, 1024])) {
        const what = `alibiSlopes(${heads})`;
        const r = m.alibiSlopes(heads);
        assertOk(r, ["slopes"], what);
        assertCopiedArray(r.slopes, Float64Array, heads, `${what}.slopes`);
        const e = getSlopes(heads);
        assertArrayClose(r.slopes, e, (j) => 1e-13 * e[j], `${what}.slopes`);
      }
    });

    it("gives the paper's slopes by hand: 8 heads 1/2 ... 1/256, and the odd ones of 2n past n", () => {
      const exact = (heads, expected) =>
        assert.deepEqual(
          Array.from(m.alibiSlopes(heads).slopes),
          expected,
          `alibiSlopes(${heads})`,
        );
      exact(1, [1 / 256]);
      exact(2, [1 / 16, 1 / 256]);
      exact(4, [1 / 4, 1 / 16, 1 / 64, 1 / 256]);
      exact(8, [1 / 2, 1 / 4, 1 / 8, 1 / 16, 1 / 32, 1 / 64, 1 / 128, 1 / 256]);
      // 6 heads: the 4 of n = 4, then 2^-1 and 2^-3, the odd-numbered of 8 heads.
      exact(6, [1 / 4, 1 / 16, 1 / 64, 1 / 256, 1 / 2, 1 / 8]);
      // 3 heads: 2^-4, 2^-8, then 2^-2.
      exact(3, [1 / 16, 1 / 256, 1 / 4]);
      const sixteen = m.alibiSlopes(16).slopes;
      for (let h = 1; h <= 16; h++) {
        assertClose(sixteen[h - 1], 2 ** (-h / 2), 1e-15, `16 heads: m_${h} = 2^(-${h}/2)`);
      }
    });

    it("refuses a head count that is not an integer in 1..1024", () => {
      for (const heads of [0, -1, 1025, 2.5, NaN, Infinity]) {
        const r = m.alibiSlopes(heads);
        assertRefusal(r, "integer_out_of_range", range("heads", heads, 1, 1024), `heads ${heads}`);
        assertRefused(r, ["heads"], String(heads), `heads ${heads}`);
      }
      assertRefusal(
        m.alibiSlopes("8"),
        "wrong_type",
        { name: "heads", expected: "number", got: "string" },
        'heads "8"',
      );
      assertRefusal(
        m.alibiSlopes(),
        "wrong_type",
        { name: "heads", expected: "number", got: "undefined" },
        "no heads",
      );
      assertStillWorks(m, "alibiSlopes' refusals");
    });
  });
}

// alibiBiases(heads, length, options): B[h][i][j] = −m_h·|i − j| with m_h from get_slopes above,
// row-major by head, query i, key j; `masked` 1 where causal and j > i. Limits from
// cpp/include/pe/alibi.hpp: heads and length integers in 1..64.
for (const core of CORES) {
  describe(`${corePath(core)}: alibiBiases`, () => {
    const m = useModule(core);

    it("is −m_h·|i − j| for every head, query and key, and masks j > i only under causal", () => {
      for (const heads of [1, 3, 8, 12, 64]) {
        for (const length of [1, 2, 7, 64]) {
          for (const options of [undefined, null, {}, { causal: false }, { causal: true }]) {
            const causal = options?.causal === true;
            const what = `alibiBiases(${heads}, ${length}, ${shown(options)})`;
            const r = m.alibiBiases(heads, length, options);
            assertOk(r, ["heads", "length", "causal", "slopes", "biases", "masked"], what);
            assert.equal(r.heads, heads, `${what}.heads`);
            assert.equal(r.length, length, `${what}.length`);
            assert.equal(r.causal, causal, `${what}.causal`);
            const slopes = getSlopes(heads);
            assertCopiedArray(r.slopes, Float64Array, heads, `${what}.slopes`);
            assertArrayClose(r.slopes, slopes, (h) => 1e-13 * slopes[h], `${what}.slopes`);
            const cells = heads * length * length;
            assertCopiedArray(r.biases, Float64Array, cells, `${what}.biases`);
            assertCopiedArray(r.masked, Uint8Array, cells, `${what}.masked`);
            let hidden = 0;
            for (let h = 0; h < heads; h++) {
              for (let i = 0; i < length; i++) {
                for (let j = 0; j < length; j++) {
                  const at = (h * length + i) * length + j;
                  const b = r.biases[at];
                  if (i === j) assert.ok(Object.is(b, 0), `${what}.biases[${at}] is 0, not -0`);
                  else assertClose(b, -slopes[h] * Math.abs(i - j), 1e-13 * slopes[h] * 64, what);
                  assert.equal(r.masked[at], causal && j > i ? 1 : 0, `${what}.masked[${at}]`);
                  hidden += r.masked[at];
                }
              }
            }
            assert.equal(hidden, causal ? (heads * length * (length - 1)) / 2 : 0, what);
          }
        }
      }
    });

    it("by hand: 2 heads (1/16, 1/256) over 3 positions, causal", () => {
      const r = m.alibiBiases(2, 3, { causal: true });
      const a = 1 / 16;
      const b = 1 / 256;
      assert.deepEqual(Array.from(r.biases), [
        0,
        -a,
        -2 * a,
        -a,
        0,
        -a,
        -2 * a,
        -a,
        0,
        0,
        -b,
        -2 * b,
        -b,
        0,
        -b,
        -2 * b,
        -b,
        0,
      ]);
      assert.deepEqual(
        Array.from(r.masked),
        [0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0],
      );
    });

    it("refuses heads and length outside 1..64, a bad options object or causal", () => {
      for (const bad of [0, 65, 2.5, -1, NaN, Infinity]) {
        for (const [args, name] of [
          [[bad, 8], "heads"],
          [[8, bad], "length"],
        ]) {
          const r = m.alibiBiases(...args);
          const what = `alibiBiases(${args.join(", ")})`;
          assertRefusal(r, "integer_out_of_range", range(name, bad, 1, 64), what);
          assertRefused(r, [name], String(bad), what);
        }
      }
      assertRefusal(
        m.alibiBiases(8, 8, { causal: 1 }),
        "wrong_type",
        { name: "options.causal", expected: "boolean", got: "number" },
        "causal 1",
      );
      assertRefusal(m.alibiBiases(8, 8, { mask: true }), "unknown_option", { key: "mask" }, "mask");
      assertRefusal(m.alibiBiases(8, 8, true), "options_not_object", { got: "boolean" }, "true");
      assertRefusal(
        m.alibiBiases(8),
        "wrong_type",
        { name: "length", expected: "number", got: "undefined" },
        "no length",
      );
      assertStillWorks(m, "alibiBiases' refusals");
    });
  });
}
