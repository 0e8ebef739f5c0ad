// The only file that knows about Emscripten: converts JS arguments to the core's types and the
// core's result structs to plain JS objects. Every function returns {ok, error, ...}; bulk data are
// typed arrays copied out of the wasm heap (a heap view would detach on memory growth). Arguments
// arrive as emscripten::val so that a string, undefined or an object gives a clear message instead
// of Embind's TypeError.
//
// Compiled twice (CMakeLists.txt): as the core module (createPeCore: the encoding, the identity,
// the toy, the benchmark entry points) and, with PE_LAB_MODULE=1, as the lab module (createPeLab:
// the training lab), which the page loads only when the lab section needs it, so that the core
// the whole article waits for stays small. Both answer limits(), kernelPath() and debugAbort().
#ifndef PE_LAB_MODULE
#define PE_LAB_MODULE 0
#endif
// PE_WASM2JS=1 (CMake's PE_WASM2JS, the wasm-js preset): this module is linked with -sWASM=0, so
// wasm2js has turned it into plain JavaScript. It only changes what moduleFormat() answers.
#ifndef PE_WASM2JS
#define PE_WASM2JS 0
#endif
#include <emscripten/bind.h>
#include <emscripten/em_js.h>
#include <emscripten/em_macros.h>
#include <emscripten/val.h>

#include <array>
#include <cstdlib>
#include <initializer_list>
#include <string>
#include <vector>

#include "pe/attention.hpp"
#include "pe/attention_score.hpp"
#include "pe/bench.hpp"
#include "pe/frequencies.hpp"
#include "pe/lab/lab.hpp"
#include "pe/learned.hpp"
#include "pe/limits.hpp"
#include "pe/mistakes.hpp"
#include "pe/pe_value.hpp"
#include "pe/relative.hpp"
#include "pe/rope.hpp"
#include "pe/shift.hpp"
#include "pe/simd.hpp"
#include "pe/simple_encodings.hpp"
#include "pe/table.hpp"
#include "pe/tokenizer.hpp"
#include "pe/toy_weights.hpp"
#include "pe/utf8.hpp"

using emscripten::EM_VAL;
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

// A bulk result to JS, the one copy it makes: from the core's array in the wasm heap (sized without
// a zero fill and written once by its kernel, pe/buffer.hpp) into a new typed array that owns its
// memory (Float32Array for float, Float64Array for double, Int32Array for int; a heap view would detach when memory
// grows). The core's array is freed when its result goes out of scope, right after. Any
// contiguous container works (pe::Buffer, std::vector): r.set("data", copy_out(result.data)).
// The slice runs in JS, one call from wasm per array (val::global(name).new_(typed_memory_view)
// takes four: the global, the view, the constructor call, the view's release).
EM_JS(EM_VAL, pe_copy_out_float32, (const float* data, size_t count),
      { return Emval.toHandle(HEAPF32.slice(data >>> 2, (data >>> 2) + count)); });
EM_JS(EM_VAL, pe_copy_out_float64, (const double* data, size_t count),
      { return Emval.toHandle(HEAPF64.slice(data >>> 3, (data >>> 3) + count)); });

EM_JS(EM_VAL, pe_copy_out_int32, (const int* data, size_t count),
      { return Emval.toHandle(HEAP32.slice(data >>> 2, (data >>> 2) + count)); });

val copy_out_array(const float* data, size_t count) {
  return val::take_ownership(pe_copy_out_float32(data, count));
}
val copy_out_array(const double* data, size_t count) {
  return val::take_ownership(pe_copy_out_float64(data, count));
}
val copy_out_array(const int* data, size_t count) {
  return val::take_ownership(pe_copy_out_int32(data, count));
}

// result.tokens = the space-separated words as an array of strings, result.known = the flags
// ('0'/'1' characters) as booleans.
// (JS inside: clang-format would split its operators.)
// clang-format off
EM_JS(void, pe_set_words, (EM_VAL result, const char* words, const char* known), {
  var r = Emval.toValue(result);
  var flags = UTF8ToString(known);
  r.tokens = flags.length ? UTF8ToString(words).split(" ") : [];
  r.known = Array.prototype.map.call(flags, function(flag) { return flag === "1"; });
});
// clang-format on

template <class Container>
val copy_out(const Container& values) {
  return copy_out_array(values.data(), values.size());
}

// A JS string argument, or the message saying it is not one.
std::string read_string(const val& arg, const char* name, std::string& out) {
  if (!arg.isString()) {
    return std::string(name) + " must be a string (got " + arg.typeOf().as<std::string>() + ")";
  }
  out = arg.as<std::string>();
  return {};
}

// A JS object key or value shown safely in a message: at most 24 printable ASCII characters.
std::string shown_key(const std::string& key) {
  std::string out;
  for (char ch : key.substr(0, 24)) out += (ch >= 0x20 && ch < 0x7F) ? ch : '?';
  return "\"" + out + (key.size() > 24 ? "...\"" : "\"");
}

template <class T>
val js_array(const std::vector<T>& values) {
  val array = val::array();
  for (const T& v : values) array.call<void>("push", val(v));
  return array;
}

#if !PE_LAB_MODULE
// --- The core module (createPeCore): the encoding, the identity, the toy ----------------------

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
  r.set("data", copy_out(t.data));
  return r;
}

val pe_frequencies(val d_model, val base) {
  double d, b;
  const std::string bad = read_numbers({{d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::Frequencies f = pe::pe_frequencies(d, b);
  if (!f.ok) return error_object(f.error);
  val r = ok_object();
  r.set("exponent", copy_out(f.exponent));
  r.set("omega", copy_out(f.omega));
  r.set("wavelength", copy_out(f.wavelength));
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
  r.set("exponent", copy_out(ladder.exponent));
  r.set("omega", copy_out(ladder.omega));
  r.set("wavelength", copy_out(ladder.wavelength));
  r.set("turns", copy_out(ladder.turns));
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
  r.set("det", s.det);
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
  r.set("data", copy_out(m.data));
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
  r.set("pePos", copy_out(c.pe_pos));
  r.set("shifted", copy_out(c.shifted));
  r.set("pePosK", copy_out(c.pe_pos_k));
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
  r.set("data", copy_out(dots.data));
  return r;
}

val simple_encodings(val n_pos, val n_short, val d_model, val base) {
  double n, ns, d, b;
  const std::string bad = read_numbers(
      {{n_pos, "nPos", &n}, {n_short, "nShort", &ns}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::SimpleEncodings e = pe::simple_encodings(n, ns, d, b);
  if (!e.ok) return error_object(e.error);
  val r = ok_object();
  r.set("nPos", e.n_pos);
  r.set("nShort", e.n_short);
  r.set("dModel", e.d_model);
  r.set("bits", e.bits);
  r.set("raw", copy_out(e.raw));
  r.set("fraction", copy_out(e.fraction));
  r.set("fractionShort", copy_out(e.fraction_short));
  r.set("oneHot", copy_out(e.one_hot));
  r.set("oneHotDistance", copy_out(e.one_hot_distance));
  r.set("binary", copy_out(e.binary));
  r.set("binaryDistance", copy_out(e.binary_distance));
  r.set("binaryFlips", copy_out(e.binary_flips));
  r.set("sinusoidalDistance", copy_out(e.sinusoidal_distance));
  r.set("sinusoidalMaxAbs", e.sinusoidal_max_abs);
  return r;
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
      return "options has no field " + shown_key(key) + " (the only one is causal)";
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

val toy_to_js(const pe::AttentionToy& toy) {
  val r = ok_object();
  r.set("n", toy.n);
  r.set("dModel", toy.d_model);
  // tokens and known in one call, not a push per word and per flag (64 calls at 32 words): the
  // words joined by spaces (a word never holds one) and the flags as '0'/'1'.
  std::string words, known;
  for (int t = 0; t < toy.n; ++t) {
    if (t > 0) words += ' ';
    words += toy.tokens[t];
    known += toy.known[t] ? '1' : '0';
  }
  pe_set_words(r.as_handle(), words.c_str(), known.c_str());
  r.set("embeddings", copy_out(toy.embeddings));
  r.set("positions", copy_out(toy.positions));
  r.set("inputs", copy_out(toy.inputs));
  r.set("queries", copy_out(toy.queries));
  r.set("keys", copy_out(toy.keys));
  r.set("values", copy_out(toy.values));
  r.set("scores", copy_out(toy.scores));
  r.set("weights", copy_out(toy.weights));
  r.set("outputs", copy_out(toy.outputs));
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
  r.set("tokenShift", copy_out(cmp.token_shift));
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
  r.set("data", copy_out(t.data));
  return r;
}

val learned_row(val pos, val d_model) {
  double p, d;
  const std::string bad = read_numbers({{pos, "pos", &p}, {d_model, "dModel", &d}});
  if (!bad.empty()) return error_object(bad);
  const pe::LearnedRow row = pe::learned_row(p, d);
  if (!row.ok) return error_object(row.error);
  val r = ok_object();
  r.set("data", copy_out(row.data));
  return r;
}

val rope_check(val m, val n, val shift, val d_model, val base) {
  double mm, nn, s, d, b;
  const std::string bad = read_numbers({{m, "queryPos", &mm},
                                        {n, "keyPos", &nn},
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
  r.set("data", copy_out(dots.data));
  return r;
}

template <std::size_t N>
val js_numbers(const std::array<double, N>& values) {
  val out = val::array();
  for (double v : values) out.call<void>("push", v);
  return out;
}

val exam_mistakes(val pos, val dim, val k, val d_model, val base) {
  double p, j, kk, d, b;
  const std::string bad = read_numbers({{pos, "pos", &p},
                                        {dim, "dim", &j},
                                        {k, "k", &kk},
                                        {d_model, "dModel", &d},
                                        {base, "base", &b}});
  if (!bad.empty()) return error_object(bad);
  const pe::Mistakes m = pe::exam_mistakes(p, j, kk, d, b);
  if (!m.ok) return error_object(m.error);
  val r = ok_object();
  r.set("value", m.value);
  r.set("degrees", m.degrees);
  r.set("dimensionAsPair", m.dimension_as_pair);
  r.set("twoDropped", m.two_dropped);
  r.set("swapped", m.swapped);
  r.set("halfDModel", m.half_d_model);
  r.set("posMinusOne", m.pos_minus_one);
  r.set("posPlusOne", m.pos_plus_one);
  r.set("wavelength", m.wavelength);
  r.set("wavelengthHalfDModel", m.wavelength_half_d_model);
  r.set("wavelengthTwoDropped", m.wavelength_two_dropped);
  r.set("wavelengthDegrees", m.wavelength_degrees);
  r.set("divisor", m.divisor);
  r.set("omega", m.omega);
  r.set("ratio", m.ratio);
  r.set("ratioHalfDModel", m.ratio_half_d_model);
  r.set("ratioTwoDropped", m.ratio_two_dropped);
  r.set("block", js_numbers(m.block));
  r.set("blockSignFlipped", js_numbers(m.block_sign_flipped));
  r.set("blockSwapped", js_numbers(m.block_swapped));
  r.set("blockDegrees", js_numbers(m.block_degrees));
  r.set("relativeDot", m.relative_dot);
  r.set("relativeDotDegrees", m.relative_dot_degrees);
  r.set("relativeDotSin", m.relative_dot_sin);
  r.set("relativeDotHalfDModel", m.relative_dot_half_d_model);
  return r;
}

val attention_score(val sentence, val pe_kind, val d_model, val s, val t) {
  std::string text, kind;
  double d, ss, tt;
  std::string bad = read_string(sentence, "sentence", text);
  if (bad.empty()) bad = read_string(pe_kind, "peKind", kind);
  if (bad.empty()) bad = read_numbers({{d_model, "dModel", &d}, {s, "s", &ss}, {t, "t", &tt}});
  if (!bad.empty()) return error_object(bad);
  const pe::AttentionScore a = pe::attention_score(text, kind, d, ss, tt);
  if (!a.ok) return error_object(a.error);
  val r = ok_object();
  r.set("tokens", js_array(a.tokens));
  r.set("query", copy_out(a.query));
  r.set("key", copy_out(a.key));
  r.set("dot", a.dot);
  r.set("scale", a.scale);
  r.set("score", a.score);
  r.set("overDModel", a.over_d_model);
  r.set("toyScore", a.toy_score);
  return r;
}

#endif  // !PE_LAB_MODULE

#if PE_LAB_MODULE
// --- The lab module (createPeLab): models live in the core, JS holds integer handles ----------

// labCreate's options: undefined or null for the defaults, else an object whose keys are among
// causal (boolean), lr and batch (numbers); a key set to undefined counts as absent.
std::string read_lab_options(const val& options, pe::LabOptions& out) {
  if (options.isUndefined() || options.isNull()) return {};
  const std::string type = options.typeOf().as<std::string>();
  if (type != "object" || val::global("Array").call<bool>("isArray", options)) {
    return "options must be an object such as {causal: true, lr: 0.01, batch: 16} (got " +
           (type == "object" ? std::string("an array") : type) + ")";
  }
  const val keys = val::global("Object").call<val>("keys", options);
  const int count = keys["length"].as<int>();
  for (int j = 0; j < count; ++j) {
    const std::string key = keys[j].as<std::string>();
    const val value = options[key];
    if (value.isUndefined()) continue;
    const std::string value_type = value.typeOf().as<std::string>();
    if (key == "causal") {
      if (value_type != "boolean")
        return "options.causal must be a boolean (got " + value_type + ")";
      out.causal = value.as<bool>();
    } else if (key == "lr" || key == "batch") {
      if (!value.isNumber()) return "options." + key + " must be a number (got " + value_type + ")";
      (key == "lr" ? out.lr : out.batch) = value.as<double>();
    } else {
      return "unknown option " + shown_key(key) + " (labCreate takes causal, lr and batch)";
    }
  }
  return {};
}

val lab_create(val kind, val seed, val options) {
  std::string kind_text;
  double s;
  pe::LabOptions parsed;
  std::string bad = read_string(kind, "kind", kind_text);
  if (bad.empty()) bad = read_numbers({{seed, "seed", &s}});
  if (bad.empty()) bad = read_lab_options(options, parsed);
  if (!bad.empty()) return error_object(bad);
  const pe::LabCreated c = pe::lab_create(kind_text, s, parsed);
  if (!c.ok) return error_object(c.error);
  val r = ok_object();
  r.set("id", c.id);
  r.set("maxLen", c.max_len);
  r.set("vocabulary", js_array(c.vocabulary));
  return r;
}

val lab_train(val id, val steps) {
  double i, n;
  const std::string bad = read_numbers({{id, "id", &i}, {steps, "steps", &n}});
  if (!bad.empty()) return error_object(bad);
  const pe::LabTrained t = pe::lab_train(i, n);
  if (!t.ok) return error_object(t.error);
  val r = ok_object();
  r.set("step", t.step);
  r.set("loss", copy_out(t.loss));
  r.set("accuracy", copy_out(t.accuracy));
  return r;
}

val lab_evaluate(val id, val length, val count) {
  double i, l, c;
  const std::string bad =
      read_numbers({{id, "id", &i}, {length, "length", &l}, {count, "count", &c}});
  if (!bad.empty()) return error_object(bad);
  const pe::LabEvaluated e = pe::lab_evaluate(i, l, c);
  if (!e.ok) return error_object(e.error);
  val r = ok_object();
  r.set("accuracy", e.accuracy);
  r.set("chance", e.chance);
  r.set("count", e.count);
  return r;
}

val lab_predict(val id, val sentence) {
  double i;
  std::string text;
  std::string bad = read_numbers({{id, "id", &i}});
  if (bad.empty()) bad = read_string(sentence, "sentence", text);
  if (!bad.empty()) return error_object(bad);
  const pe::LabPredicted p = pe::lab_predict(i, text);
  if (!p.ok) return error_object(p.error);
  val r = ok_object();
  r.set("tokens", js_array(p.tokens));
  r.set("verb", p.verb);
  r.set("agent", p.agent);
  r.set("nouns", js_array(p.nouns));
  r.set("probabilities", copy_out(p.probabilities));
  r.set("attention", copy_out(p.attention));
  return r;
}

val lab_weights(val id) {
  double i;
  const std::string bad = read_numbers({{id, "id", &i}});
  if (!bad.empty()) return error_object(bad);
  const pe::LabWeights w = pe::lab_weights(i);
  if (!w.ok) return error_object(w.error);
  val r = ok_object();
  r.set("kind", w.kind);
  r.set("causal", w.causal);
  r.set("step", w.step);
  r.set("dModel", 16);
  r.set("embeddings", copy_out(w.embeddings));
  r.set("positions", copy_out(w.positions));
  r.set("wQ", copy_out(w.wq));
  r.set("wK", copy_out(w.wk));
  r.set("wV", copy_out(w.wv));
  r.set("wO", copy_out(w.wo));
  r.set("readout", copy_out(w.readout));
  r.set("readoutBias", copy_out(w.readout_bias));
  return r;
}

val lab_free(val id) {
  double i;
  const std::string bad = read_numbers({{id, "id", &i}});
  if (!bad.empty()) return error_object(bad);
  const pe::Status s = pe::lab_free(i);
  return s.ok ? ok_object() : error_object(s.error);
}

#endif  // PE_LAB_MODULE

#if !PE_LAB_MODULE
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

#endif  // !PE_LAB_MODULE

// --- Both modules ---------------------------------------------------------------------------

// The limits of docs/api.md's Limits section (pe/limits.hpp), so the page validates URL
// parameters against the same numbers.
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

// What runs this module: "wasm" (WebAssembly) or "wasm2js" (the same build turned into plain
// JavaScript, for hosts that cannot compile WebAssembly). The page names the core it runs from
// this and kernelPath(), never from the file it asked for.
std::string module_format() { return PE_WASM2JS ? "wasm2js" : "wasm"; }

// Test hook: stops the module the way a wasm trap or an out-of-memory abort would, so that tests
// can check that the page notices, says so and starts a fresh module (call-guard.js,
// web/js/core.js).
void debug_abort() { std::abort(); }

}  // namespace

#if PE_LAB_MODULE
EMSCRIPTEN_BINDINGS(pe_lab) {
  emscripten::function("labCreate", &lab_create);
  emscripten::function("labTrain", &lab_train);
  emscripten::function("labEvaluate", &lab_evaluate);
  emscripten::function("labPredict", &lab_predict);
  emscripten::function("labWeights", &lab_weights);
  emscripten::function("labFree", &lab_free);
  emscripten::function("limits", &limits);
  emscripten::function("kernelPath", &kernel_path);
  emscripten::function("moduleFormat", &module_format);
  emscripten::function("debugAbort", &debug_abort);
}
#else
EMSCRIPTEN_BINDINGS(pe_core) {
  emscripten::function("peValue", &pe_value);
  emscripten::function("peTable", &pe_table);
  emscripten::function("peFrequencies", &pe_frequencies);
  emscripten::function("wavelengthLadder", &wavelength_ladder);
  emscripten::function("shiftIdentity", &shift_identity);
  emscripten::function("shiftMatrix", &shift_matrix);
  emscripten::function("shiftCheck", &shift_check);
  emscripten::function("relativeDots", &relative_dots);
  emscripten::function("simpleEncodings", &simple_encodings);
  emscripten::function("tokenize", &tokenize);
  emscripten::function("attentionToy", &attention_toy);
  emscripten::function("compareSentences", &compare_sentences);
  emscripten::function("learnedTable", &learned_table);
  emscripten::function("learnedRow", &learned_row);
  emscripten::function("ropeCheck", &rope_check);
  emscripten::function("ropeDots", &rope_dots);
  emscripten::function("examMistakes", &exam_mistakes);
  emscripten::function("attentionScore", &attention_score);
  emscripten::function("benchTable", &bench_table);
  emscripten::function("benchFillBound", &bench_fill_bound);
  emscripten::function("benchAttention", &bench_attention);
  emscripten::function("limits", &limits);
  emscripten::function("kernelPath", &kernel_path);
  emscripten::function("moduleFormat", &module_format);
  emscripten::function("debugAbort", &debug_abort);
}
#endif
