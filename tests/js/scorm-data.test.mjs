// web/js/scormData.js: the values the SCORM 1.2 launch page writes, against the data types of
// the SCORM 1.2 run-time environment (RTE 3.4.2, appendix A), with expected values worked out by
// hand: CMITimespan HHHH:MM:SS.SS, score.raw in percent, lesson_status against a pass mark, the
// interactions' types and values, and suspend_data within its 4096 characters.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import {
  decimalText,
  decodeSuspend,
  encodeSuspend,
  interactionValues,
  lessonStatus,
  masteryOf,
  optionLetter,
  percent,
  sessionTime,
} from "../../web/js/scormData.js";

// SCORM 1.2 (RTE appendix A): CMITimespan, CMIDecimal, CMIIdentifier, and the vocabularies.
const timespan = /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/;
const decimal = /^-?\d+(\.\d+)?$/;
const identifier = /^[\x21-\x7e]{1,255}$/;

describe("scormData.js", () => {
  it("sessionTime: CMITimespan HHHH:MM:SS.SS", () => {
    assert.equal(sessionTime(0), "0000:00:00.00");
    assert.equal(sessionTime(65300), "0000:01:05.30");
    // 2 h 3 min 4.567 s: hundredths rounded.
    assert.equal(sessionTime(((2 * 60 + 3) * 60 + 4.567) * 1000), "0002:03:04.57");
    assert.equal(sessionTime(59999.6), "0000:01:00.00");
    assert.equal(sessionTime(-5), "0000:00:00.00");
    assert.equal(sessionTime(NaN), "0000:00:00.00");
    // At most 9999:59:59.99.
    assert.equal(sessionTime(1e12), "9999:59:59.99");
    for (const ms of [0, 1, 999, 61234, 3600000, 1e9]) assert.match(sessionTime(ms), timespan);
  });

  it("percent and lessonStatus", () => {
    assert.equal(percent(3, 5), 60);
    assert.equal(percent(2, 3), 67);
    assert.equal(percent(0, 7), 0);
    assert.equal(lessonStatus({ finished: false, raw: 100, mastery: 50 }), "incomplete");
    assert.equal(lessonStatus({ finished: true, raw: 60, mastery: null }), "completed");
    assert.equal(lessonStatus({ finished: true, raw: 60, mastery: 60 }), "passed");
    assert.equal(lessonStatus({ finished: true, raw: 59, mastery: 60 }), "failed");
    assert.equal(lessonStatus({ finished: true, raw: 0, mastery: 0 }), "passed");
  });

  it("masteryOf: a pass mark 0..100 or none", () => {
    assert.equal(masteryOf("80"), 80);
    assert.equal(masteryOf(" 75.5 "), 75.5);
    for (const none of ["", null, undefined, "abc", "101", "-1", "1e2"])
      assert.equal(masteryOf(none), null, String(none));
  });

  it("decimalText: CMIDecimal, no exponent", () => {
    assert.equal(decimalText(0.8414709848), "0.841470985");
    assert.equal(decimalText(-3), "-3");
    assert.equal(decimalText(1e-7), "0.0000001");
    assert.equal(decimalText(2.5e-8), "0.000000025");
    assert.equal(decimalText(1234567890), "1234567890");
    assert.equal(decimalText(-0), "0");
    assert.equal(decimalText(1e21), "");
    assert.equal(decimalText(NaN), "");
  });

  it("optionLetter: a..z", () => {
    assert.deepEqual([0, 1, 25].map(optionLetter), ["a", "b", "z"]);
    assert.deepEqual([-1, 26, 1.5].map(optionLetter), ["", "", ""]);
  });

  it("interactionValues: one answer of each type", () => {
    const number = interactionValues({
      index: 0,
      kind: "value",
      seed: 1234,
      type: "number",
      correct: true,
      response: 0.841,
      answer: 0.8414709848,
      latency: 12340,
    });
    assert.deepEqual(number, {
      id: "q1-value-1234",
      type: "numeric",
      student_response: "0.841",
      pattern: "0.841470985",
      result: "correct",
      latency: "0000:00:12.34",
      weighting: "1",
    });
    const choice = interactionValues({
      index: 4,
      kind: "order",
      seed: 9,
      type: "choice",
      correct: false,
      response: 2,
      answer: 0,
      latency: 500,
    });
    assert.deepEqual(
      [choice.id, choice.type, choice.student_response, choice.pattern, choice.result],
      ["q5-order-9", "choice", "c", "a", "wrong"],
    );
    const matrix = interactionValues({
      index: 1,
      kind: "shift",
      seed: 7,
      type: "matrix",
      correct: true,
      response: [1, 0, -0.5, 0.25],
      answer: [1, 0, -0.5, 0.25],
      latency: 0,
    });
    assert.deepEqual(
      [matrix.type, matrix.student_response, matrix.pattern],
      ["fill-in", "1,0,-0.5,0.25", "1,0,-0.5,0.25"],
    );
    // The solution opened first: no response, a wrong result.
    const missed = interactionValues({
      index: 2,
      kind: "value",
      seed: 3,
      type: "number",
      correct: false,
      response: null,
      answer: 2,
      latency: 100,
    });
    assert.equal(missed.result, "wrong");
    for (const values of [number, choice, matrix]) {
      assert.match(values.id, identifier);
      assert.match(values.latency, timespan);
      assert.match(values.weighting, decimal);
      assert.ok(values.student_response.length <= 255 && values.pattern.length <= 255);
    }
    // Too many numbers for 255 characters: cut to 255.
    const long = interactionValues({
      index: 0,
      kind: "shift",
      seed: 1,
      type: "matrix",
      correct: false,
      response: Array.from({ length: 40 }, () => -0.123456789),
      answer: [1],
      latency: 0,
    });
    assert.equal(long.student_response.length, 255);
  });

  it("suspend data: back as it was, and never over 4096 characters", () => {
    const state = {
      count: 5,
      first: "value:7",
      answers: [
        { index: 0, correct: true, response: 0.8414709848 },
        { index: 1, correct: false, response: [1, 0, 0.5, 2] },
        { index: 2, correct: true, response: 1 },
        { index: 3, correct: false, response: null },
      ],
    };
    const text = encodeSuspend(state);
    assert.deepEqual(decodeSuspend(text), {
      ...state,
      answers: state.answers.map((a, n) => (n === 0 ? { ...a, response: 0.841470985 } : a)),
    });
    // 50 questions of 100 long numbers each cannot all keep their responses.
    const big = {
      count: 50,
      first: "shift:1",
      answers: Array.from({ length: 50 }, (_, index) => ({
        index,
        correct: index % 2 === 0,
        response: Array.from({ length: 100 }, () => -0.123456789),
      })),
    };
    const bigText = encodeSuspend(big);
    assert.ok(bigText.length > 0 && bigText.length <= 4096, String(bigText.length));
    const back = decodeSuspend(bigText);
    assert.deepEqual(
      back.answers.map((a) => [a.index, a.correct]),
      big.answers.map((a) => [a.index, a.correct]),
    );
    assert.equal(back.answers[0].response, null);
    assert.deepEqual(back.answers[49].response, big.answers[49].response);
    // Not ours, or another shape: nothing.
    for (const bad of [
      "",
      "x",
      "{}",
      '{"v":2,"n":1,"f":"a","a":[]}',
      '{"v":1,"n":2,"f":"a","a":[[5,1]]}',
    ])
      assert.equal(decodeSuspend(bad), null, bad);
  });
});
