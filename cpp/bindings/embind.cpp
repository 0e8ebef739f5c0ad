// The only file that knows about Emscripten: converts JS arguments to the core's types and the
// core's result structs to plain JS objects. Every function returns {ok, error, ...}; bulk data are
// typed arrays copied out of the wasm heap (a heap view would detach on memory growth). Arguments
// arrive as emscripten::val so that a string, undefined or an object gives a clear message instead
// of Embind's TypeError.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdlib>
#include <initializer_list>
#include <string>
#include <vector>

#include "pe/attention.hpp"
#include "pe/bench.hpp"
#include "pe/frequencies.hpp"
#include "pe/learned.hpp"
#include "pe/limits.hpp"
#include "pe/pe_value.hpp"
#include "pe/relative.hpp"
#include "pe/rope.hpp"
#include "pe/shift.hpp"
#include "pe/simd.hpp"
#include "pe/table.hpp"
#include "pe/tokenizer.hpp"
#include "pe/toy_weights.hpp"
#include "pe/utf8.hpp"

using emscripten::val;

namespace {

struct NumberArg {
  const val& value;
  const char* name;
  double* out;
};

// Reads each argument as a number; the first non-number becomes "<name> must be a number (got
// string)". Range checks stay in the core, which names the limit.
std::string read_numbers(std::initializer_list<NumberArg> args) {
  for (const NumberArg& arg : args) {
    if (!arg.value.isNumber()) {
      return std::string(arg.name) + " must be a number (got " +
             arg.value.typeOf().as<std::string>() + ")";
    }
    *arg.out = arg.value.as<double>();
  }
  return {};
}

val error_object(const std::string& message) {
  val result = val::object();
  result.set("ok", false);
  result.set("error", message);
  return result;
}

val ok_object() {
  val result = val::object();
  result.set("ok", true);
  result.set("error", std::string());
  return result;
}

template <class T>
val copy_out(const char* constructor, const std::vector<T>& values) {
  return val::global(constructor).new_(emscripten::typed_memory_view(values.size(), values.data()));
}

val pe_value(val pos, val i, val d_model, val base) {
  double p, ii, d, b;
  const std::string bad =
      read_numbers({{pos, "pos", &p}, {i, "i", &ii}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::PeValue v = pe::pe_value(p, ii, d, b);
  if (!v.ok) return error_object(v.error);
  val r = ok_object();
  r.set("exponent", v.exponent);
  r.set("divisor", v.divisor);
  r.set("omega", v.omega);
  r.set("angle", v.angle);
  r.set("sin", v.sin);
  r.set("cos", v.cos);
  r.set("wavelength", v.wavelength);
  r.set("dimSin", v.dim_sin);
  r.set("dimCos", v.dim_cos);
  return r;
}

val pe_table(val n_pos, val d_model, val base) {
  double n, d, b;
  const std::string bad =
      read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::PeTable t = pe::pe_table(n, d, b);
  if (!t.ok) return error_object(t.error);
  val r = ok_object();
  r.set("nPos", t.n_pos);
  r.set("dModel", t.d_model);
  r.set("data", copy_out("Float32Array", t.data));
  return r;
}

val pe_frequencies(val d_model, val base) {
  double d, b;
  const std::string bad = read_numbers({{d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::Frequencies f = pe::pe_frequencies(d, b);
  if (!f.ok) return error_object(f.error);
  val r = ok_object();
  r.set("exponent", copy_out("Float64Array", f.exponent));
  r.set("omega", copy_out("Float64Array", f.omega));
  r.set("wavelength", copy_out("Float64Array", f.wavelength));
  return r;
}

val wavelength_ladder(val n_pos, val d_model, val base) {
  double n, d, b;
  const std::string bad =
      read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::WavelengthLadder ladder = pe::wavelength_ladder(n, d, b);
  if (!ladder.ok) return error_object(ladder.error);
  val r = ok_object();
  r.set("exponent", copy_out("Float64Array", ladder.exponent));
  r.set("omega", copy_out("Float64Array", ladder.omega));
  r.set("wavelength", copy_out("Float64Array", ladder.wavelength));
  r.set("turns", copy_out("Float64Array", ladder.turns));
  r.set("floor", ladder.floor);
  r.set("ceiling", ladder.ceiling);
  r.set("ratio", ladder.ratio);
  r.set("repeating", ladder.repeating);
  return r;
}

val shift_identity(val pos, val k, val i, val d_model, val base) {
  double p, kk, ii, d, b;
  const std::string bad = read_numbers({{pos, "pos", &p},
                                        {k, "k", &kk},
                                        {i, "i", &ii},
                                        {d_model, "dModel", &d},
                                        {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::ShiftIdentity s = pe::shift_identity(p, kk, ii, d, b);
  if (!s.ok) return error_object(s.error);
  val r = ok_object();
  r.set("omega", s.omega);
  r.set("sinPos", s.sin_pos);
  r.set("cosPos", s.cos_pos);
  r.set("sinK", s.sin_k);
  r.set("cosK", s.cos_k);
  r.set("sinDirect", s.sin_direct);
  r.set("cosDirect", s.cos_direct);
  r.set("sinIdentity", s.sin_identity);
  r.set("cosIdentity", s.cos_identity);
  r.set("absError", s.abs_error);
  return r;
}

val shift_matrix(val k, val d_model, val base) {
  double kk, d, b;
  const std::string bad =
      read_numbers({{k, "k", &kk}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::ShiftMatrix m = pe::shift_matrix(kk, d, b);
  if (!m.ok) return error_object(m.error);
  val r = ok_object();
  r.set("dModel", m.d_model);
  r.set("data", copy_out("Float64Array", m.data));
  return r;
}

val shift_check(val pos, val k, val d_model, val base) {
  double p, kk, d, b;
  const std::string bad =
      read_numbers({{pos, "pos", &p}, {k, "k", &kk}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::ShiftCheck c = pe::shift_check(p, kk, d, b);
  if (!c.ok) return error_object(c.error);
  val r = ok_object();
  r.set("maxAbsError", c.max_abs_error);
  r.set("pePos", copy_out("Float64Array", c.pe_pos));
  r.set("shifted", copy_out("Float64Array", c.shifted));
  r.set("pePosK", copy_out("Float64Array", c.pe_pos_k));
  return r;
}

val relative_dots(val n_pos, val d_model, val base, val ref) {
  double n, d, b, rf;
  const std::string bad = read_numbers(
      {{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}, {ref, "ref", &rf}});
  if (!bad.empty()) return error_object(bad);
  const pe::RelativeDots dots = pe::relative_dots(n, d, b, rf);
  if (!dots.ok) return error_object(dots.error);
  val r = ok_object();
  r.set("data", copy_out("Float64Array", dots.data));
  return r;
}

// A JS string argument, or the message saying it is not one.
std::string read_string(const val& arg, const char* name, std::string& out) {
  if (!arg.isString()) {
    return std::string(name) + " must be a string (got " + arg.typeOf().as<std::string>() + ")";
  }
  out = arg.as<std::string>();
  return {};
}

// A sentence: a JS string (UTF-16) as UTF-8 for the core. Embind's own conversion would join a
// lone surrogate with whatever unit follows it into some other character; utf8_from_utf16 keeps it
// as bytes the tokenizer refuses, naming the character.
std::string read_sentence(const val& arg, const char* name, std::string& out) {
  if (!arg.isString()) {
    return std::string(name) + " must be a string (got " + arg.typeOf().as<std::string>() + ")";
  }
  out = pe::utf8_from_utf16(arg.as<std::u16string>());
  return {};
}

// The optional last argument of attentionToy and compareSentences: undefined, null or an object
// with at most the field causal (true or false).
std::string read_attention_options(const val& arg, pe::AttentionOptions& out) {
  out = {};
  if (arg.isUndefined() || arg.isNull()) return {};
  const std::string type = arg.typeOf().as<std::string>();
  if (type != "object" || arg.isArray()) {
    return "options must be an object such as { causal: true } (got " +
           (arg.isArray() ? std::string("array") : type) + ")";
  }
  const val keys = val::global("Object").call<val>("keys", arg);
  const int count = keys["length"].as<int>();
  for (int k = 0; k < count; ++k) {
    const std::string key = keys[k].as<std::string>();
    if (key != "causal") {
      const std::string shown = key.size() > 24 ? key.substr(0, 24) + "..." : key;
      return "options has no field \"" + shown + "\" (the only one is causal)";
    }
  }
  const val causal = arg["causal"];
  if (causal.isUndefined()) return {};
  if (causal.typeOf().as<std::string>() != "boolean") {
    return "options.causal must be true or false (got " + causal.typeOf().as<std::string>() + ")";
  }
  out.causal = causal.as<bool>();
  return {};
}

template <class T>
val js_array(const std::vector<T>& values) {
  val array = val::array();
  for (const T& v : values) array.call<void>("push", val(v));
  return array;
}

val toy_to_js(const pe::AttentionToy& toy) {
  val r = ok_object();
  r.set("n", toy.n);
  r.set("dModel", toy.d_model);
  r.set("tokens", js_array(toy.tokens));
  val known = val::array();
  for (bool k : toy.known) known.call<void>("push", val(k));
  r.set("known", known);
  r.set("embeddings", copy_out("Float32Array", toy.embeddings));
  r.set("positions", copy_out("Float32Array", toy.positions));
  r.set("inputs", copy_out("Float32Array", toy.inputs));
  r.set("queries", copy_out("Float32Array", toy.queries));
  r.set("keys", copy_out("Float32Array", toy.keys));
  r.set("values", copy_out("Float32Array", toy.values));
  r.set("scores", copy_out("Float32Array", toy.scores));
  r.set("weights", copy_out("Float32Array", toy.weights));
  r.set("outputs", copy_out("Float32Array", toy.outputs));
  return r;
}

val tokenize(val sentence) {
  std::string text;
  const std::string bad = read_sentence(sentence, "sentence", text);
  if (!bad.empty()) return error_object(bad);
  const pe::Tokens tokens = pe::tokenize(text);
  if (!tokens.ok) return error_object(tokens.error);
  val r = ok_object();
  r.set("tokens", js_array(tokens.words));
  r.set("characters", tokens.characters);
  return r;
}

val attention_toy(val sentence, val pe_kind, val d_model, val options) {
  std::string text, kind;
  double d;
  pe::AttentionOptions parsed;
  std::string bad = read_sentence(sentence, "sentence", text);
  if (bad.empty()) bad = read_string(pe_kind, "peKind", kind);
  if (bad.empty()) bad = read_numbers({{d_model, "dModel", &d}});
  if (bad.empty()) bad = read_attention_options(options, parsed);
  if (!bad.empty()) return error_object(bad);
  const pe::AttentionToy toy = pe::attention_toy(text, kind, d, parsed);
  return toy.ok ? toy_to_js(toy) : error_object(toy.error);
}

val compare_sentences(val a, val b, val pe_kind, val d_model, val options) {
  std::string text_a, text_b, kind;
  double d;
  pe::AttentionOptions parsed;
  std::string bad = read_sentence(a, "a", text_a);
  if (bad.empty()) bad = read_sentence(b, "b", text_b);
  if (bad.empty()) bad = read_string(pe_kind, "peKind", kind);
  if (bad.empty()) bad = read_numbers({{d_model, "dModel", &d}});
  if (bad.empty()) bad = read_attention_options(options, parsed);
  if (!bad.empty()) return error_object(bad);
  const pe::SentenceComparison cmp = pe::compare_sentences(text_a, text_b, kind, d, parsed);
  if (!cmp.ok) return error_object(cmp.error);
  val r = ok_object();
  r.set("isPermutation", cmp.is_permutation);
  r.set("permutation", js_array(cmp.permutation));
  r.set("maxWeightDiff", cmp.max_weight_diff);
  r.set("maxOutputDiff", cmp.max_output_diff);
  r.set("tokenShift", copy_out("Float64Array", cmp.token_shift));
  r.set("a", toy_to_js(cmp.a));
  r.set("b", toy_to_js(cmp.b));
  return r;
}

val learned_table(val d_model) {
  double d;
  const std::string bad = read_numbers({{d_model, "dModel", &d}});
  if (!bad.empty()) return error_object(bad);
  const pe::LearnedTable t = pe::learned_table(d);
  if (!t.ok) return error_object(t.error);
  val r = ok_object();
  r.set("maxLen", t.max_len);
  r.set("dModel", t.d_model);
  r.set("data", copy_out("Float32Array", t.data));
  return r;
}

val learned_row(val pos, val d_model) {
  double p, d;
  const std::string bad = read_numbers({{pos, "pos", &p}, {d_model, "dModel", &d}});
  if (!bad.empty()) return error_object(bad);
  const pe::LearnedRow row = pe::learned_row(p, d);
  if (!row.ok) return error_object(row.error);
  val r = ok_object();
  r.set("data", copy_out("Float32Array", row.data));
  return r;
}

val rope_check(val m, val n, val shift, val d_model, val base) {
  double mm, nn, s, d, b;
  const std::string bad = read_numbers({{m, "m", &mm},
                                        {n, "n", &nn},
                                        {shift, "shift", &s},
                                        {d_model, "dModel", &d},
                                        {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::RopeCheck c = pe::rope_check(mm, nn, s, d, b);
  if (!c.ok) return error_object(c.error);
  val r = ok_object();
  r.set("dot", c.dot);
  r.set("dotShifted", c.dot_shifted);
  r.set("absDiff", c.abs_diff);
  r.set("normQ", c.norm_q);
  r.set("normRotatedQ", c.norm_rotated_q);
  return r;
}

val rope_dots(val n_pos, val d_model, val base, val ref) {
  double n, d, b, rf;
  const std::string bad = read_numbers(
      {{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}, {ref, "ref", &rf}});
  if (!bad.empty()) return error_object(bad);
  const pe::RopeDots dots = pe::rope_dots(n, d, b, rf);
  if (!dots.ok) return error_object(dots.error);
  val r = ok_object();
  r.set("data", copy_out("Float64Array", dots.data));
  return r;
}

// Benchmark entry points (tests/bench): the kernels without copying results out.
val bench_result(const pe::BenchResult& b) {
  if (!b.ok) return error_object(b.error);
  val r = ok_object();
  r.set("checksum", b.checksum);
  return r;
}

val bench_table(val n_pos, val d_model, val base) {
  double n, d, b;
  const std::string bad =
      read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}});
  return bad.empty() ? bench_result(pe::bench_table(n, d, b)) : error_object(bad);
}

val bench_fill_bound(val n_pos, val d_model) {
  double n, d;
  const std::string bad = read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}});
  return bad.empty() ? bench_result(pe::bench_fill_bound(n, d)) : error_object(bad);
}

val bench_attention(val sentence, val pe_kind, val d_model) {
  std::string text, kind;
  double d;
  std::string bad = read_sentence(sentence, "sentence", text);
  if (bad.empty()) bad = read_string(pe_kind, "peKind", kind);
  if (bad.empty()) bad = read_numbers({{d_model, "dModel", &d}});
  return bad.empty() ? bench_result(pe::bench_attention(text, kind, d)) : error_object(bad);
}

// The limits of DESIGN.md, so the page validates URL parameters against the same numbers.
val limits() {
  val r = ok_object();
  r.set("minDModel", pe::kMinDModel);
  r.set("maxDModel", pe::kMaxDModel);
  r.set("minPositions", pe::kMinPositions);
  r.set("maxPositions", pe::kMaxPositions);
  r.set("maxCells", static_cast<double>(pe::kMaxCells));
  r.set("maxPosition", pe::kMaxPosition);
  r.set("maxBase", pe::kMaxBase);
  r.set("maxSentenceTokens", pe::kMaxSentenceTokens);
  r.set("maxSentenceChars", pe::kMaxSentenceChars);
  r.set("maxToyDModel", pe::kMaxToyDModel);
  r.set("learnedMaxLen", pe::kLearnedMaxLen);
  return r;
}

std::string kernel_path() { return pe::kernel_path(); }

// Test hook: stops the module the way a wasm trap or an out-of-memory abort would, so that tests
// can check that the page notices, says so and starts a fresh module (call-guard.js,
// web/js/core.js).
void debug_abort() { std::abort(); }

}  // namespace

EMSCRIPTEN_BINDINGS(pe_core) {
  emscripten::function("peValue", &pe_value);
  emscripten::function("peTable", &pe_table);
  emscripten::function("peFrequencies", &pe_frequencies);
  emscripten::function("wavelengthLadder", &wavelength_ladder);
  emscripten::function("shiftIdentity", &shift_identity);
  emscripten::function("shiftMatrix", &shift_matrix);
  emscripten::function("shiftCheck", &shift_check);
  emscripten::function("relativeDots", &relative_dots);
  emscripten::function("tokenize", &tokenize);
  emscripten::function("attentionToy", &attention_toy);
  emscripten::function("compareSentences", &compare_sentences);
  emscripten::function("learnedTable", &learned_table);
  emscripten::function("learnedRow", &learned_row);
  emscripten::function("ropeCheck", &rope_check);
  emscripten::function("ropeDots", &rope_dots);
  emscripten::function("benchTable", &bench_table);
  emscripten::function("benchFillBound", &bench_fill_bound);
  emscripten::function("benchAttention", &bench_attention);
  emscripten::function("limits", &limits);
  emscripten::function("kernelPath", &kernel_path);
  emscripten::function("debugAbort", &debug_abort);
}
