// Answers as people type them: web/js/exam/answerParser.js reads comma and
// point decimals, the Unicode minus, spaces, and simple expressions through jsep, evaluated by a
// walker that allows only numbers, + − × ÷ ^, brackets, a few functions and pi/e. Expected values
// are written out here (Math, or exact). Injection-like text is refused with a message and runs
// nothing.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { parseAnswer } from "../../web/js/exam/answerParser.js";
import { check, withinTolerance } from "../../web/js/exam/check.js";

const value = (text) => {
  const result = parseAnswer(text);
  assert.equal(result.ok, true, `${JSON.stringify(text)}: ${result.error}`);
  return result.value;
};

describe("exam answers: numbers as typed", () => {
  it("point and comma decimals, ASCII and Unicode minus, spaces, exponents", () => {
    for (const [text, expected] of [
      ["0.995", 0.995],
      ["0,995", 0.995],
      ["  0,995  ", 0.995],
      ["−0.5", -0.5],
      ["-0,5", -0.5],
      ["− 0.5", -0.5],
      [".5", 0.5],
      ["8.4e-1", 0.84],
      ["8,4E-1", 0.84],
      ["+1", 1],
      ["62,831.85", 62831.85],
      ["6283", 6283],
    ]) {
      assert.equal(value(text), expected, text);
    }
  });

  it("expressions: functions, constants, ^ as a right-associative power above × and ÷", () => {
    for (const [text, expected] of [
      ["cos(0.1)", Math.cos(0.1)],
      ["cos(0,1)", Math.cos(0.1)],
      ["1/sqrt(8)", 1 / Math.sqrt(8)],
      ["10000^(2/8)", 10],
      ["2*3^2", 18],
      ["2^3^2", 512],
      ["-(2^2)", -4],
      ["(−2)^2", 4],
      ["pi", Math.PI],
      ["π/4", Math.PI / 4],
      ["2π", 2 * Math.PI],
      ["2 × π × 10", 20 * Math.PI],
      ["e", Math.E],
      ["e^-1", Math.exp(-1)],
      ["ln(e)", 1],
      ["log(10)", Math.log(10)],
      ["exp(1)", Math.E],
      ["pow(2, 10)", 1024],
      ["abs(−3)", 3],
      [
        "sin(0.5)*cos(0.3)+cos(0.5)*sin(0.3)",
        Math.sin(0.5) * Math.cos(0.3) + Math.cos(0.5) * Math.sin(0.3),
      ],
      ["tan(1)", Math.tan(1)],
      ["√8", Math.sqrt(8)],
      ["10 ÷ 4", 2.5],
    ]) {
      assert.ok(Math.abs(value(text) - expected) <= 1e-12 * Math.max(1, Math.abs(expected)), text);
    }
  });

  it("refuses what is not a number, with a message", () => {
    for (const text of [
      "",
      "  ",
      "abc",
      "1e",
      "1.2.3",
      "2*(3",
      "1 2",
      "x+1",
      "sin",
      "pow(2,3)",
      "1e999",
      "0x10",
      "[1, 2]",
      "'1'",
      "true",
      "-2^2",
      "1;2",
    ]) {
      const result = parseAnswer(text);
      assert.equal(result.ok, false, JSON.stringify(text));
      assert.equal(result.value, null);
      assert.ok(result.error.length > 10, `${JSON.stringify(text)}: a message`);
    }
    assert.match(parseAnswer("-2^2").error, /−\(2\^2\) or \(−2\)\^2/);
    assert.match(parseAnswer("pow(2,3)").error, /pow\(2, 3\)/);
  });

  it("injection-like text is refused with a message and runs nothing", () => {
    const ran = [];
    const saved = { alert: globalThis.alert, evil: globalThis.evil };
    globalThis.alert = () => ran.push("alert");
    globalThis.evil = () => ran.push("evil");
    try {
      for (const text of [
        "alert(1)",
        "constructor",
        "constructor.constructor('alert(1)')()",
        "this.constructor",
        "__proto__",
        "toString()",
        "Math.sin(1)",
        "evil()",
        "sin.constructor('alert(1)')()",
        "window.alert(1)",
        "process.exit(1)",
        "(() => 1)()",
        "`${alert(1)}`",
        "sin(alert(1))",
        "x = 1",
        "hasOwnProperty",
      ]) {
        const result = parseAnswer(text);
        assert.equal(result.ok, false, text);
        assert.match(result.error, /not|only|allowed|read|Enter/, `${text}: ${result.error}`);
      }
      assert.match(
        parseAnswer("alert(1)").error,
        /“alert” is not a function you can use here \(sin, cos, tan, sqrt, exp, log, ln, abs, pow\)/,
      );
      assert.match(parseAnswer("constructor").error, /“constructor” is not a number or a constant/);
      assert.deepEqual(ran, [], "nothing ran");
    } finally {
      Object.assign(globalThis, saved);
    }
  });
});

describe("exam answers: check()", () => {
  const numberQuestion = {
    kind: "value",
    type: "number",
    answer: 0.841471,
    tolerance: { abs: 0.001 },
    mistakes: [{ mistake: "swapped", answer: 0.540302, diagnosis: "swapped!" }],
  };
  it("a number: right within the tolerance, a known mistake named, junk not counted", () => {
    assert.deepEqual(check(numberQuestion, "0,841"), {
      correct: true,
      value: 0.841,
      diagnosis: "",
      error: "",
    });
    assert.deepEqual(check(numberQuestion, "sin(1)"), {
      correct: true,
      value: Math.sin(1),
      diagnosis: "",
      error: "",
    });
    assert.deepEqual(check(numberQuestion, "cos(1)"), {
      correct: false,
      value: Math.cos(1),
      diagnosis: "swapped!",
      error: "",
    });
    assert.deepEqual(check(numberQuestion, "0.9"), {
      correct: false,
      value: 0.9,
      diagnosis: "",
      error: "",
    });
    const junk = check(numberQuestion, "alert(1)");
    assert.equal(junk.correct, false);
    assert.equal(junk.value, null);
    assert.match(junk.error, /not a function/);
  });
  it("a matrix: every entry within the tolerance; a choice: the index", () => {
    const q = { kind: "shift", type: "matrix", answer: [1, 0, 0, 1], tolerance: { abs: 0.001 } };
    assert.equal(check(q, ["1", "0", "−0", "1,0004"]).correct, true);
    assert.equal(check(q, ["1", "0", "0.01", "1"]).correct, false);
    assert.match(check(q, ["1", "0"]).error, /4 numbers/);
    const c = {
      kind: "linear",
      type: "choice",
      options: ["a", "b", "c", "d"],
      answer: 2,
      optionDiagnoses: ["no a", "no b", "", "no d"],
    };
    assert.deepEqual(check(c, 2), { correct: true, value: 2, diagnosis: "", error: "" });
    assert.deepEqual(check(c, 0), { correct: false, value: 0, diagnosis: "no a", error: "" });
    assert.match(check(c, 4).error, /index from 0 to 3/);
    assert.match(check(c, "2").error, /index/);
  });
  it("tolerances: absolute and relative", () => {
    assert.ok(withinTolerance(0.8405, 0.841, { abs: 0.001 }));
    assert.ok(!withinTolerance(0.8395, 0.841, { abs: 0.001 }));
    assert.ok(withinTolerance(6288, 6283.19, { rel: 0.001 }));
    assert.ok(!withinTolerance(6290, 6283.19, { rel: 0.001 }));
  });
});
