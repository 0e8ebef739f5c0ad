// Every refusal answers { ok: false, code, args, error } with the code and the arguments that
// docs/refusal-codes.md lists; a sample call per function of both modules, in every built core.
// Expected codes and numbers come from that list and docs/api.md's limits (pos 0..10^6, dModel even
// 2..4096, the toy's 2..512, nPos 1..65536, nPos*dModel <= 2^22, base in (1, 1e12], sentences of
// 1..32 words and at most 256 characters, 16 learned rows, 16 lab models; ropeFrequencies' factor
// 1..1e6, originalLength 1..10^6, ntk's dModel 4..4096; ALiBi's 1..1024 heads; alibiBiases' heads
// and length 1..64; piFigure's points dModel..8192), not from the core;
// the lab's new options (task, heads, lengths, scaling) from cpp/include/pe/lab/lab.hpp and
// refusal_codes.hpp until docs/ lists them.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { CORES, LABS, assertRefusal, corePath, loadCore, loadLab } from "./cores.mjs";

const MAX_POS = 1000000;
const MAX_CELLS = 2 ** 22;
const range = (name, value, min, max) => ({ name, value, min, max });
const words = (n) => Array(n).fill("dog").join(" ");

// [function, args, code, expected args]
const CORE_REFUSALS = [
  ["peValue", ["3", 1, 8, 10000], "wrong_type", { name: "pos", expected: "number", got: "string" }],
  ["peValue", [-1, 0, 8, 10000], "integer_out_of_range", range("pos", -1, 0, MAX_POS)],
  ["peValue", [0, 4, 8, 10000], "integer_out_of_range", range("i", 4, 0, 3)],
  ["peValue", [0, 0, 8, 1], "base_out_of_range", { value: 1, max: 1e12 }],
  ["peTable", [4, 7, 10000], "even_integer_out_of_range", range("dModel", 7, 2, 4096)],
  ["peTable", [NaN, 8, 10000], "integer_out_of_range", range("nPos", NaN, 1, 65536)],
  [
    "peTable",
    [65536, 128, 10000],
    "table_too_large",
    { nPos: 65536, dModel: 128, cells: 65536 * 128, maxCells: MAX_CELLS },
  ],
  ["peFrequencies", [8, Infinity], "base_out_of_range", { value: Infinity, max: 1e12 }],
  ["wavelengthLadder", [0, 8, 10000], "integer_out_of_range", range("nPos", 0, 1, 65536)],
  ["ropeFrequencies", [8, 10000, { kind: "rope" }], "unknown_rope_scaling", { value: "rope" }],
  [
    "ropeFrequencies",
    [8, 10000, { kind: "pi", factor: 0.5 }],
    "number_out_of_range",
    range("options.factor", 0.5, 1, 1e6),
  ],
  [
    "ropeFrequencies",
    [8, 10000, { kind: "yarn", alpha: 32 }],
    "ramp_bounds_order",
    { lowName: "options.alpha", low: 32, highName: "options.beta", high: 32 },
  ],
  [
    "ropeFrequencies",
    [8, 10000, { kind: "llama3", lowFrequencyFactor: 5 }],
    "ramp_bounds_order",
    {
      lowName: "options.lowFrequencyFactor",
      low: 5,
      highName: "options.highFrequencyFactor",
      high: 4,
    },
  ],
  [
    "ropeFrequencies",
    [8, 10000, { kind: "yarn", originalLength: 0 }],
    "integer_out_of_range",
    range("options.originalLength", 0, 1, MAX_POS),
  ],
  [
    "ropeFrequencies",
    [2, 10000, { kind: "ntk" }],
    "even_integer_out_of_range",
    range("dModel", 2, 4, 4096),
  ],
  ["ropeFrequencies", [8, 10000, "pi"], "options_not_object", { got: "string" }],
  ["ropeFrequencies", [8, 10000, { scale: 2 }], "unknown_option", { key: "scale" }],
  [
    "ropeFrequencies",
    [8, 10000, { factor: "2" }],
    "wrong_type",
    { name: "options.factor", expected: "number", got: "string" },
  ],
  ["alibiSlopes", [0], "integer_out_of_range", range("heads", 0, 1, 1024)],
  ["alibiBiases", [8, 65], "integer_out_of_range", range("length", 65, 1, 64)],
  [
    "piFigure",
    [128, 10000, { points: 100 }],
    "integer_out_of_range",
    range("options.points", 100, 128, 8192),
  ],
  ["shiftIdentity", [3, -4, 0, 8, 10000], "integer_out_of_range", range("k", -4, -3, MAX_POS)],
  [
    "shiftMatrix",
    [1, 4096, 10000],
    "shift_matrix_too_large",
    { dModel: 4096, cells: 4096 * 4096, maxCells: MAX_CELLS },
  ],
  ["shiftCheck", [2.5, 1, 8, 10000], "integer_out_of_range", range("pos", 2.5, 0, MAX_POS)],
  ["relativeDots", [4, 8, 10000, -1], "integer_out_of_range", range("ref", -1, 0, MAX_POS)],
  ["simpleEncodings", [8, 9, 8, 10000], "integer_out_of_range", range("nShort", 9, 1, 8)],
  ["tokenize", [" ,!"], "sentence_no_words", {}],
  ["tokenize", [words(33)], "sentence_too_many_words", { words: 33, max: 32 }],
  ["tokenize", ["a".repeat(257)], "sentence_too_many_characters", { characters: 257, max: 256 }],
  // "ab" then a lone surrogate: the third character, at byte 2 of the UTF-8 the core reads
  ["tokenize", ["ab\uD800"], "sentence_not_unicode", { character: 3, byte: 2 }],
  ["tokenize", [7], "wrong_type", { name: "sentence", expected: "string", got: "number" }],
  [
    "attentionToy",
    ["dog bites man", "alibi", 8],
    "unknown_position_kind",
    { name: "peKind", value: "alibi" },
  ],
  [
    "attentionToy",
    ["dog bites man", "none", 514],
    "even_integer_out_of_range",
    range("dModel", 514, 2, 512),
  ],
  ["attentionToy", [words(17), "learned", 8], "learned_no_row", { pos: 16, maxLen: 16, words: 17 }],
  ["attentionToy", ["dog", "none", 8, []], "options_not_object", { got: "array" }],
  ["attentionToy", ["dog", "none", 8, { mask: true }], "unknown_option", { key: "mask" }],
  [
    "attentionToy",
    ["dog", "none", 8, { causal: "yes" }],
    "wrong_type",
    { name: "options.causal", expected: "boolean", got: "string" },
  ],
  [
    "compareSentences",
    ["dog bites man", words(33), "none", 8],
    "sentence_too_many_words",
    { words: 33, max: 32, sentence: "b" },
  ],
  ["learnedTable", [3], "even_integer_out_of_range", range("dModel", 3, 2, 4096)],
  ["learnedRow", [16, 8], "learned_no_row", { pos: 16, maxLen: 16 }],
  ["ropeCheck", [0, 0, -1, 8, 10000], "integer_out_of_range", range("shift", -1, 0, MAX_POS)],
  ["ropeDots", [4, 8, 0.5, 0], "base_out_of_range", { value: 0.5, max: 1e12 }],
  ["examMistakes", [0, 8, 0, 8, 10000], "integer_out_of_range", range("dim", 8, 0, 7)],
  [
    "attentionScore",
    ["dog bites man", "none", 8, 3, 0],
    "integer_out_of_range",
    range("s", 3, 0, 2),
  ],
  ["benchTable", [0, 8, 10000], "integer_out_of_range", range("nPos", 0, 1, 65536)],
  ["benchFillBound", [4, 8.5], "even_integer_out_of_range", range("dModel", 8.5, 2, 4096)],
  ["benchAttention", ["", "none", 8], "sentence_no_words", {}],
];

for (const core of CORES) {
  describe(`${corePath(core)}: refusal codes and arguments`, () => {
    let m;
    before(async () => {
      m = await loadCore(core);
    });
    for (const [fn, args, code, expected] of CORE_REFUSALS) {
      it(`${fn}(${args.map((a) => JSON.stringify(a) ?? String(a)).join(", ")}) is ${code}`, () => {
        assertRefusal(m[fn](...args), code, expected, fn);
      });
    }
    it("a success carries neither code nor args", () => {
      const r = m.peValue(3, 1, 8, 10000);
      assert.equal(r.ok, true);
      assert.equal("code" in r, false);
      assert.equal("args" in r, false);
    });
  });
}

for (const core of LABS) {
  describe(`${corePath(core)}: lab refusal codes and arguments`, () => {
    let m;
    const ids = [];
    const create = (...args) => {
      const r = m.labCreate(...args);
      if (r.ok) ids.push(r.id);
      return r;
    };
    before(async () => {
      m = await loadLab(core);
    });
    after(() => {
      for (const id of ids) m.labFree(id);
    });
    // The lab's choices (cpp/include/pe/refusal_codes.hpp: unknown_choice and
    // lab_scaling_needs_rope, for the lab's kind, task, heads and scaling).
    const kinds = '"none", "sinusoidal", "learned", "rope", "alibi"';
    const choice = (name, value, choices) => ({ name, value, choices });
    it("labCreate: an unknown kind, task or head count, a bad lr, a wrong option, a 17th model", () => {
      assertRefusal(create("ALiBi", 1), "unknown_choice", choice("kind", "ALiBi", kinds));
      assertRefusal(
        create("x".repeat(30), 1),
        "unknown_choice",
        choice("kind", "x".repeat(24) + "...", kinds),
      );
      assertRefusal(
        create("rope", 1, { task: "near" }),
        "unknown_choice",
        choice("options.task", "near", '"local", "far"'),
      );
      assertRefusal(
        create("rope", 1, { heads: 3 }),
        "unknown_choice",
        choice("options.heads", "3", "1, 2, 4, 8"),
      );
      assertRefusal(create("rope", 1, { heads: "4" }), "wrong_type", {
        name: "options.heads",
        expected: "number",
        got: "string",
      });
      assertRefusal(create("none", 1, { lr: 2 }), "lab_lr_out_of_range", { value: 2, max: 1 });
      assertRefusal(create("none", 1, { lr: "fast" }), "wrong_type", {
        name: "options.lr",
        expected: "number",
        got: "string",
      });
      assertRefusal(create("none", 1, { warmup: 3 }), "unknown_option", { key: "warmup" });
      assertRefusal(create("none", 1, [1]), "options_not_object", { got: "array" });
      assertRefusal(create("none", -1), "integer_out_of_range", range("seed", -1, 0, 2 ** 32 - 1));
      const made = [];
      for (let j = 0; j < 16; ++j) {
        const r = m.labCreate("none", j);
        assert.equal(r.ok, true, r.error);
        made.push(r.id);
      }
      assertRefusal(create("none", 1), "lab_too_many_models", { max: 16 });
      for (const id of made) assert.equal(m.labFree(id).ok, true);
    });
    it("ids: never given, freed", () => {
      const r = create("none", 1);
      assert.equal(r.ok, true, r.error);
      assert.equal(m.labFree(r.id).ok, true);
      ids.pop();
      assertRefusal(m.labTrain(r.id, 1), "lab_model_freed", { id: r.id });
      assertRefusal(m.labWeights(r.id + 1000), "lab_model_unknown", { id: r.id + 1000 });
      assertRefusal(m.labFree(0), "integer_out_of_range", range("id", 0, 1, 2 ** 52));
    });
    it("labTrain, labEvaluate, labPredict: limits, words, verbs, learned rows", () => {
      const none = create("none", 1);
      const learned = create("learned", 1);
      assert.ok(none.ok && learned.ok);
      assertRefusal(
        m.labTrain(none.id, 1001),
        "integer_out_of_range",
        range("steps", 1001, 1, 1000),
      );
      assertRefusal(
        m.labEvaluate(none.id, 65, 8),
        "integer_out_of_range",
        range("length", 65, 5, 64),
      );
      assertRefusal(m.labEvaluate(learned.id, 17, 8), "learned_no_row", { pos: 16, maxLen: 16 });
      assertRefusal(m.labPredict(none.id, "the dog bites a unicorn"), "lab_unknown_word", {
        word: "unicorn",
      });
      assertRefusal(m.labPredict(none.id, "the dog"), "lab_verb_count", { verbs: 0 });
      assertRefusal(m.labPredict(none.id, " ,!"), "sentence_no_words", {});
      assertRefusal(m.labPredict(none.id, 5), "wrong_type", {
        name: "sentence",
        expected: "string",
        got: "number",
      });
    });
    it("labTrain and labEvaluate: training lengths, a stretched RoPE and its factor", () => {
      const none = create("none", 1);
      const rope = create("rope", 1);
      const far = create("alibi", 1, { task: "far" });
      assert.ok(none.ok && rope.ok && far.ok);
      assertRefusal(
        m.labTrain(rope.id, 1, { lengths: [4, 16] }),
        "integer_out_of_range",
        range("options.lengths[0]", 4, 5, 64),
      );
      assertRefusal(
        m.labTrain(far.id, 1, { lengths: [5, 16] }),
        "integer_out_of_range",
        range("options.lengths[0]", 5, 6, 64),
      );
      assertRefusal(
        m.labTrain(rope.id, 1, { lengths: [20, 10] }),
        "integer_out_of_range",
        range("options.lengths[1]", 10, 20, 64),
      );
      assertRefusal(m.labTrain(rope.id, 1, { lengths: [5] }), "wrong_type", {
        name: "options.lengths",
        expected: "pair",
        got: "object",
      });
      assertRefusal(m.labEvaluate(far.id, 5, 8), "integer_out_of_range", range("length", 5, 6, 64));
      assertRefusal(
        m.labEvaluate(rope.id, 32, 8, { scaling: "linear" }),
        "unknown_choice",
        choice("options.scaling", "linear", '"none", "pi", "ntk", "yarn", "llama3"'),
      );
      assertRefusal(m.labTrain(none.id, 1, { scaling: "pi" }), "lab_scaling_needs_rope", {
        name: "options.scaling",
        kind: "none",
      });
      assertRefusal(m.labEvaluate(far.id, 32, 8, { scaling: "yarn" }), "lab_scaling_needs_rope", {
        name: "options.scaling",
        kind: "alibi",
      });
      assertRefusal(
        m.labEvaluate(rope.id, 32, 8, { scaling: "pi", factor: 0.5 }),
        "number_out_of_range",
        range("options.factor", 0.5, 1, 1e6),
      );
      assertRefusal(m.labEvaluate(rope.id, 32, 8, { lengths: [5, 6] }), "unknown_option", {
        key: "lengths",
      });
      assertRefusal(
        m.labPredict(far.id, words(64).replace("dog dog", "dog bites")),
        "sentence_too_many_words",
        { max: 63, words: 64 },
      );
    });
  });
}
