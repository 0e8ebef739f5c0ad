// Every limit of the core (docs/api.md, Limits), for both cores: accepted at the boundary, refused one past it with
// {ok: false, error} naming the parameter and showing the value; non-numbers, NaN, +-Infinity and
// non-integers refused without throwing; and the same instance computing correctly after each refusal.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import {
  CORES,
  assertArrayClose,
  assertClose,
  assertOk,
  assertRefused,
  assertStillWorks,
  corePath,
  useModule,
} from "./cores.mjs";
import * as oracle from "../oracle/oracle.mjs";

const MAX_POS = 1000000;
const JUST_ABOVE_ONE = 1 + Number.EPSILON; // the smallest double > 1: a valid base

// The argument names of each function, in order, and a valid call.
const SIGNATURES = {
  peValue: { names: ["pos", "i", "dModel", "base"], valid: [3, 1, 8, 10000] },
  peTable: { names: ["nPos", "dModel", "base"], valid: [4, 8, 10000] },
  peFrequencies: { names: ["dModel", "base"], valid: [8, 10000] },
  shiftIdentity: { names: ["pos", "k", "i", "dModel", "base"], valid: [3, 2, 1, 8, 10000] },
  shiftMatrix: { names: ["k", "dModel", "base"], valid: [2, 8, 10000] },
  shiftCheck: { names: ["pos", "k", "dModel", "base"], valid: [3, 2, 8, 10000] },
  relativeDots: { names: ["nPos", "dModel", "base", "ref"], valid: [4, 8, 10000, 2] },
};

function withArg(fn, name, value) {
  const { names, valid } = SIGNATURES[fn];
  const args = valid.slice();
  const index = names.indexOf(name);
  assert.ok(index >= 0, `${fn} has no argument ${name}`);
  args[index] = value;
  return args;
}

function describeCall(fn, args) {
  const show = (v) =>
    typeof v === "bigint"
      ? `${v}n`
      : typeof v === "symbol" || typeof v === "function"
        ? String(v)
        : v === undefined
          ? "undefined"
          : Object.is(v, -0)
            ? "-0"
            : (JSON.stringify(v) ?? String(v));
  return `${fn}(${args.map(show).join(", ")})`;
}

// [function, args, parameter names the message must contain, value text the message must show]
const REFUSED_ONE_PAST = [
  // dModel: even integer in 2..4096
  ["peValue", [0, 0, 0, 10000], ["dModel"], "0"],
  ["peValue", [0, 0, 4098, 10000], ["dModel"], "4098"],
  ["peValue", [0, 0, 3, 10000], ["dModel"], "3"],
  ["peValue", [0, 0, 4095, 10000], ["dModel"], "4095"],
  ["peValue", [0, 0, -2, 10000], ["dModel"], "-2"],
  ["peFrequencies", [0, 10000], ["dModel"], "0"],
  ["peFrequencies", [4098, 10000], ["dModel"], "4098"],
  ["peFrequencies", [7, 10000], ["dModel"], "7"],
  ["peTable", [1, 4098, 10000], ["dModel"], "4098"],
  ["peTable", [1, 0, 10000], ["dModel"], "0"],
  ["peTable", [1, 5, 10000], ["dModel"], "5"],
  ["shiftIdentity", [0, 0, 0, 4098, 10000], ["dModel"], "4098"],
  ["shiftCheck", [0, 0, 4098, 10000], ["dModel"], "4098"],
  ["shiftCheck", [0, 0, 9, 10000], ["dModel"], "9"],
  ["relativeDots", [1, 4098, 10000, 0], ["dModel"], "4098"],
  ["relativeDots", [1, 1, 10000, 0], ["dModel"], "1"],
  // nPos: integer in 1..65536
  ["peTable", [0, 2, 10000], ["nPos"], "0"],
  ["peTable", [65537, 2, 10000], ["nPos"], "65537"],
  ["relativeDots", [0, 2, 10000, 0], ["nPos"], "0"],
  ["relativeDots", [65537, 2, 10000, 0], ["nPos"], "65537"],
  // nPos * dModel <= 4194304
  ["peTable", [65536, 66, 10000], ["nPos", "dModel"], undefined],
  ["peTable", [1025, 4096, 10000], ["nPos", "dModel"], undefined],
  ["peTable", [2049, 2048, 10000], ["nPos", "dModel"], undefined],
  // shiftMatrix: dModel * dModel <= 4194304 (dModel <= 2048)
  ["shiftMatrix", [1, 2050, 10000], ["dModel"], "2050"],
  ["shiftMatrix", [1, 4096, 10000], ["dModel"], "4096"],
  // base: finite and > 1
  ["peValue", [0, 0, 2, 1], ["base"], "1"],
  ["peValue", [0, 0, 2, 0.5], ["base"], "0.5"],
  ["peValue", [0, 0, 2, 0], ["base"], "0"],
  ["peValue", [0, 0, 2, -10000], ["base"], "-10000"],
  ["peTable", [1, 2, 1], ["base"], "1"],
  ["peFrequencies", [2, 1], ["base"], "1"],
  ["shiftIdentity", [0, 0, 0, 2, 1], ["base"], "1"],
  ["shiftMatrix", [0, 2, 1], ["base"], "1"],
  ["shiftCheck", [0, 0, 2, 1], ["base"], "1"],
  ["relativeDots", [1, 2, 1, 0], ["base"], "1"],
  // pos: integer in 0..1000000
  ["peValue", [-1, 0, 2, 10000], ["pos"], "-1"],
  ["peValue", [MAX_POS + 1, 0, 2, 10000], ["pos"], "1000001"],
  ["shiftIdentity", [-1, 1, 0, 2, 10000], ["pos"], "-1"],
  ["shiftIdentity", [MAX_POS + 1, 0, 0, 2, 10000], ["pos"], "1000001"],
  ["shiftCheck", [-1, 1, 2, 10000], ["pos"], "-1"],
  ["shiftCheck", [MAX_POS + 1, 0, 2, 10000], ["pos"], "1000001"],
  // k: integer in -pos..1000000
  ["shiftIdentity", [0, -1, 0, 2, 10000], ["k"], "-1"],
  ["shiftIdentity", [5, -6, 0, 2, 10000], ["k"], "-6"],
  ["shiftIdentity", [MAX_POS, -MAX_POS - 1, 0, 2, 10000], ["k"], "-1000001"],
  ["shiftIdentity", [0, MAX_POS + 1, 0, 2, 10000], ["k"], "1000001"],
  ["shiftCheck", [0, -1, 2, 10000], ["k"], "-1"],
  ["shiftCheck", [77, -78, 2, 10000], ["k"], "-78"],
  ["shiftCheck", [0, MAX_POS + 1, 2, 10000], ["k"], "1000001"],
  // k for shiftMatrix: integer in -1000000..1000000
  ["shiftMatrix", [-MAX_POS - 1, 2, 10000], ["k"], "-1000001"],
  ["shiftMatrix", [MAX_POS + 1, 2, 10000], ["k"], "1000001"],
  // i: integer in 0..dModel/2-1
  ["peValue", [0, -1, 8, 10000], ["i"], "-1"],
  ["peValue", [0, 4, 8, 10000], ["i"], "4"],
  ["peValue", [0, 1, 2, 10000], ["i"], "1"],
  ["peValue", [0, 2048, 4096, 10000], ["i"], "2048"],
  ["shiftIdentity", [0, 0, -1, 8, 10000], ["i"], "-1"],
  ["shiftIdentity", [0, 0, 4, 8, 10000], ["i"], "4"],
  // ref: integer in 0..1000000
  ["relativeDots", [4, 2, 10000, -1], ["ref"], "-1"],
  ["relativeDots", [4, 2, 10000, MAX_POS + 1], ["ref"], "1000001"],
];

// The same boundaries from the inside. Each is checked for ok and, where cheap, for its value.
const ACCEPTED_AT_BOUNDARY = [
  ["peValue", [0, 0, 2, 10000]],
  ["peValue", [MAX_POS, 2047, 4096, 10000]],
  ["peValue", [MAX_POS, 0, 4096, JUST_ABOVE_ONE]],
  ["peValue", [0, 3, 8, 10000]],
  ["peFrequencies", [2, 10000]],
  ["peFrequencies", [4096, 10000]],
  ["peFrequencies", [64, JUST_ABOVE_ONE]],
  ["peTable", [1, 2, 10000]],
  ["peTable", [1, 4096, 10000]],
  ["peTable", [65536, 2, 10000]],
  ["peTable", [65536, 64, 10000]],
  ["peTable", [1024, 4096, 10000]],
  ["peTable", [2048, 2048, 10000]],
  ["peTable", [16, 8, JUST_ABOVE_ONE]],
  ["shiftIdentity", [0, 0, 0, 2, 10000]],
  ["shiftIdentity", [5, -5, 0, 2, 10000]],
  ["shiftIdentity", [MAX_POS, -MAX_POS, 2047, 4096, 10000]],
  ["shiftIdentity", [MAX_POS, MAX_POS, 0, 2, 10000]],
  ["shiftIdentity", [0, MAX_POS, 3, 8, JUST_ABOVE_ONE]],
  ["shiftMatrix", [-MAX_POS, 2, 10000]],
  ["shiftMatrix", [MAX_POS, 2, 10000]],
  ["shiftMatrix", [1, 2048, 10000]],
  ["shiftMatrix", [1, 2, JUST_ABOVE_ONE]],
  ["shiftCheck", [0, 0, 2, 10000]],
  ["shiftCheck", [77, -77, 2, 10000]],
  ["shiftCheck", [MAX_POS, MAX_POS, 4096, 10000]],
  ["shiftCheck", [MAX_POS, -MAX_POS, 2, 10000]],
  ["relativeDots", [1, 2, 10000, 0]],
  ["relativeDots", [65536, 2, 10000, MAX_POS]],
  ["relativeDots", [65536, 64, 10000, 0]],
  ["relativeDots", [4, 4096, JUST_ABOVE_ONE, 3]],
];

// A value check for an accepted call, from the oracle, sized to stay cheap.
function checkAcceptedValue(fn, args, r, what) {
  const tol = (angle) => oracle.angleTolerance(angle);
  if (fn === "peValue") {
    const e = oracle.peValue(...args);
    assertClose(r.sin, e.sin, tol(e.angle), `${what}.sin`);
    assertClose(r.cos, e.cos, tol(e.angle), `${what}.cos`);
    assert.equal(r.dimCos, e.dimCos, `${what}.dimCos`);
  } else if (fn === "peFrequencies") {
    const e = oracle.frequencies(...args);
    assertArrayClose(r.omega, e.omega, (j) => 1e-12 * e.omega[j], `${what}.omega`);
  } else if (fn === "peTable") {
    const [nPos, dModel, base] = args;
    assert.equal(r.data.length, nPos * dModel, `${what}.data.length`);
    const pos = nPos - 1; // the last row only; core-tables.test.mjs checks whole tables
    const e = oracle.peVector(pos, dModel, base);
    assertArrayClose(r.data.subarray(pos * dModel), e, 1e-6, `${what} last row`);
  } else if (fn === "shiftIdentity") {
    const [pos, k, i, dModel, base] = args;
    const w = oracle.omegaOf(i, dModel, base);
    assertClose(r.sinDirect, Math.sin(w * (pos + k)), tol(w * (pos + Math.abs(k))), `${what}`);
    assertClose(r.cosIdentity, Math.cos(w * (pos + k)), 3 * tol(w * (pos + Math.abs(k))), what);
  } else if (fn === "shiftMatrix") {
    const [k, dModel, base] = args;
    assert.equal(r.data.length, dModel * dModel, `${what}.data.length`);
    const w = oracle.omegaOf(dModel / 2 - 1, dModel, base);
    const last = dModel - 2; // the last block
    assertClose(r.data[last * dModel + last], Math.cos(w * k), tol(w * k), `${what} last block`);
    assertClose(
      r.data[last * dModel + last + 1],
      Math.sin(w * k),
      tol(w * k),
      `${what} last block`,
    );
  } else if (fn === "shiftCheck") {
    const [pos, k, dModel, base] = args;
    assertArrayClose(
      r.pePosK,
      oracle.peVector(pos + k, dModel, base),
      tol(pos + Math.abs(k)),
      what,
    );
  } else if (fn === "relativeDots") {
    const [nPos, dModel, base, ref] = args;
    assert.equal(r.data.length, nPos, `${what}.data.length`);
    const p = nPos - 1;
    const expected = oracle.relativeDot(p, ref, dModel, base);
    assertClose(r.data[p], expected, (dModel / 2) * tol(p + ref), `${what}[${p}]`);
  }
}

const NON_NUMBERS = [
  ["a numeric string", "5"],
  ["an empty string", ""],
  ["undefined", undefined],
  ["null", null],
  ["an object", {}],
  ["an array", [5]],
  ["a boxed number", Object(5)],
  ["a boolean", true],
  ["a bigint", 5n],
  ["a symbol", Symbol("five")],
  ["a function", () => 5],
];

// Values every integer parameter refuses: [label, value, text the message must show].
const BAD_INTEGERS = [
  ["NaN", NaN, "NaN"],
  ["Infinity", Infinity, "Infinity"],
  ["-Infinity", -Infinity, "-Infinity"],
  ["2.5", 2.5, "2.5"],
  ["a near-integer 3.0000000000000004", 3.0000000000000004, undefined],
];

for (const core of CORES) {
  describe(`${corePath(core)} limits`, () => {
    const m = useModule(core);

    it("accepts every limit at its boundary, with correct values", () => {
      for (const [fn, args] of ACCEPTED_AT_BOUNDARY) {
        const what = describeCall(fn, args);
        const r = m[fn](...args);
        assertOk(r, [], what);
        checkAcceptedValue(fn, args, r, what);
      }
    });

    it("refuses every limit one past its boundary, naming it, and keeps working", () => {
      for (const [fn, args, names, valueText] of REFUSED_ONE_PAST) {
        const what = describeCall(fn, args);
        assertRefused(m[fn](...args), names, valueText, what);
        assertStillWorks(m, what);
      }
    });

    it("refuses nPos*dModel above 2^22 naming nPos and dModel, and accepts it at 2^22", () => {
      // 2^22 exactly, three ways, then one even dModel or one position past it.
      for (const [nPos, dModel] of [
        [65536, 64],
        [1024, 4096],
        [2048, 2048],
      ]) {
        assertOk(m.peTable(nPos, dModel, 10000), [], `peTable(${nPos}, ${dModel})`);
        if (nPos < 65536) {
          assertRefused(m.peTable(nPos + 1, dModel, 10000), ["nPos", "dModel"], undefined, "n+1");
          assertStillWorks(m, `peTable(${nPos + 1}, ${dModel})`);
        }
        if (dModel < 4096) {
          assertRefused(m.peTable(nPos, dModel + 2, 10000), ["nPos", "dModel"], undefined, "d+2");
          assertStillWorks(m, `peTable(${nPos}, ${dModel + 2})`);
        }
      }
    });

    it("refuses a non-finite base", () => {
      for (const fn of Object.keys(SIGNATURES)) {
        for (const [label, value, text] of BAD_INTEGERS.slice(0, 3)) {
          const args = withArg(fn, "base", value);
          const what = `${describeCall(fn, args)} (base ${label})`;
          assertRefused(m[fn](...args), ["base"], text, what);
          assertStillWorks(m, what);
        }
      }
    });

    it("accepts a non-integer base (base only needs to be finite and > 1)", () => {
      const r = m.peValue(10, 1, 4, 2.5);
      assertOk(r, ["sin"], "peValue(10, 1, 4, 2.5)");
      const e = oracle.peValue(10, 1, 4, 2.5);
      assertClose(r.sin, e.sin, oracle.angleTolerance(e.angle), "peValue(10, 1, 4, 2.5).sin");
    });

    it("refuses NaN, +-Infinity and non-integers for every integer parameter, naming it", () => {
      let refusals = 0;
      for (const [fn, { names }] of Object.entries(SIGNATURES)) {
        for (const name of names) {
          if (name === "base") continue;
          for (const [label, value, text] of BAD_INTEGERS) {
            const args = withArg(fn, name, value);
            const what = `${describeCall(fn, args)} (${name} ${label})`;
            assertRefused(m[fn](...args), [name], text, what);
            assertStillWorks(m, what);
            refusals++;
          }
        }
      }
      assert.ok(refusals >= 90);
    });

    it('refuses a non-number argument with "<name> must be a number", without throwing', () => {
      for (const [fn, { names }] of Object.entries(SIGNATURES)) {
        for (const name of names) {
          for (const [label, value] of NON_NUMBERS) {
            const args = withArg(fn, name, value);
            const what = `${fn} with ${name} = ${label}`;
            let r;
            assert.doesNotThrow(() => {
              r = m[fn](...args);
            }, `${what} threw`);
            assertRefused(r, [name], undefined, what);
            assert.match(r.error, new RegExp(`\\b${name} must be a number`), `${what}: message`);
            assertStillWorks(m, what);
          }
        }
      }
    });

    it("accepts -0 as position 0", () => {
      const r = m.peValue(-0, 0, 2, 10000);
      assertOk(r, ["sin", "cos"], "peValue(-0, 0, 2, 10000)");
      assert.ok(r.sin === 0, `sin(-0) = ${r.sin}`); // +0 or -0
      assert.equal(r.cos, 1);
      assertOk(m.shiftIdentity(0, -0, 0, 2, 10000), [], "shiftIdentity(0, -0, 0, 2, 10000)");
    });

    it("refuses a missing argument (and ignores an extra one) instead of throwing", () => {
      for (const [fn, { names, valid }] of Object.entries(SIGNATURES)) {
        const last = names[names.length - 1];
        let r;
        assert.doesNotThrow(() => {
          r = m[fn](...valid.slice(0, -1));
        }, `${fn} with ${last} omitted threw`);
        assertRefused(r, [last], undefined, `${fn} with ${last} omitted`);
        assertStillWorks(m, `${fn} with ${last} omitted`);
        assert.doesNotThrow(() => {
          r = m[fn](...valid, 1);
        }, `${fn} with an extra argument threw`);
        assertOk(r, [], `${fn} with an extra argument`);
      }
    });
  });
}

// base has an upper limit too: 1e12 (2*pi*base^(2i/d) must stay finite, see cpp/include/pe/limits.hpp).
for (const core of CORES) {
  describe(`base upper limit (${core.name})`, () => {
    const m = useModule(core);
    it("accepts base 1e12 and refuses the next double and Number.MAX_VALUE", () => {
      assertOk(m.peValue(1, 1, 8, 1e12), ["sin"], "peValue base 1e12");
      for (const base of [1e12 * (1 + Number.EPSILON), Number.MAX_VALUE]) {
        const r = m.peValue(1, 1, 8, base);
        assertRefused(r, ["base"], undefined, `peValue base ${base}`);
        assert.match(r.error, /at most 1e12/);
        assertStillWorks(m, `peValue base ${base}`);
      }
    });
  });
}
