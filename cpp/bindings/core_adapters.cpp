// The core module's functions (createPeCore): the encoding, the identity, the toy, the exam's
// mistakes. Each reads its JS arguments (convert.hpp), calls the core and answers a plain object:
// {ok: true, error: "", ...fields} or a refusal {ok: false, code, args, error}.
#include "core_adapters.hpp"

#include "convert.hpp"
#include "pe/attention.hpp"
#include "pe/attention_score.hpp"
#include "pe/frequencies.hpp"
#include "pe/learned.hpp"
#include "pe/limits.hpp"
#include "pe/mistakes.hpp"
#include "pe/pe_value.hpp"
#include "pe/refusal_codes.hpp"
#include "pe/relative.hpp"
#include "pe/rope.hpp"
#include "pe/shift.hpp"
#include "pe/simple_encodings.hpp"
#include "pe/table.hpp"
#include "pe/tokenizer.hpp"

namespace pe_js {

namespace {

// The optional last argument of attentionToy and compareSentences: undefined, null or an object
// with at most the field causal (true or false).
pe::Status read_attention_options(const val& arg, pe::AttentionOptions& out) {
  out = {};
  if (arg.isUndefined() || arg.isNull()) return {};
  const std::string type = arg.typeOf().as<std::string>();
  if (type != "object" || arg.isArray()) {
    const std::string got = arg.isArray() ? std::string("array") : type;
    return pe::failure(pe::codes::options_not_object,
                       "options must be an object such as { causal: true } (got " + got + ")",
                       {pe::arg("got", got)});
  }
  for (const std::string& key : object_keys(arg)) {
    if (key != "causal") {
      return pe::failure(
          pe::codes::unknown_option,
          "options has no field " + pe::quoted_excerpt(key) + " (the only one is causal)",
          {pe::arg("key", pe::printable_excerpt(key))});
    }
  }
  const val causal = arg["causal"];
  if (causal.isUndefined()) return {};
  if (causal.typeOf().as<std::string>() != "boolean") {
    return wrong_type("options.causal", "boolean", "true or false", causal);
  }
  out.causal = causal.as<bool>();
  return {};
}

val toy_to_js(const pe::AttentionToy& toy) {
  val r = ok_object();
  r.set("n", toy.n);
  r.set("dModel", toy.d_model);
  set_words(r, toy.tokens, toy.known);
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

}  // namespace

val pe_value(val pos, val i, val d_model, val base) {
  double p, ii, d, b;
  const pe::Status bad =
      read_numbers({{pos, "pos", &p}, {i, "i", &ii}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::PeValue v = pe::pe_value(p, ii, d, b);
  if (!v.ok) return refusal_object(v);
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
  const pe::Status bad =
      read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::PeTable t = pe::pe_table(n, d, b);
  if (!t.ok) return refusal_object(t);
  val r = ok_object();
  r.set("nPos", t.n_pos);
  r.set("dModel", t.d_model);
  r.set("data", copy_out(t.data));
  return r;
}

val pe_frequencies(val d_model, val base) {
  double d, b;
  const pe::Status bad = read_numbers({{d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::Frequencies f = pe::pe_frequencies(d, b);
  if (!f.ok) return refusal_object(f);
  val r = ok_object();
  r.set("exponent", copy_out(f.exponent));
  r.set("omega", copy_out(f.omega));
  r.set("wavelength", copy_out(f.wavelength));
  return r;
}

val wavelength_ladder(val n_pos, val d_model, val base) {
  double n, d, b;
  const pe::Status bad =
      read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::WavelengthLadder ladder = pe::wavelength_ladder(n, d, b);
  if (!ladder.ok) return refusal_object(ladder);
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
  const pe::Status bad = read_numbers({{pos, "pos", &p},
                                       {k, "k", &kk},
                                       {i, "i", &ii},
                                       {d_model, "dModel", &d},
                                       {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::ShiftIdentity s = pe::shift_identity(p, kk, ii, d, b);
  if (!s.ok) return refusal_object(s);
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
  const pe::Status bad = read_numbers({{k, "k", &kk}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::ShiftMatrix m = pe::shift_matrix(kk, d, b);
  if (!m.ok) return refusal_object(m);
  val r = ok_object();
  r.set("dModel", m.d_model);
  r.set("data", copy_out(m.data));
  return r;
}

val shift_check(val pos, val k, val d_model, val base) {
  double p, kk, d, b;
  const pe::Status bad =
      read_numbers({{pos, "pos", &p}, {k, "k", &kk}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::ShiftCheck c = pe::shift_check(p, kk, d, b);
  if (!c.ok) return refusal_object(c);
  val r = ok_object();
  r.set("maxAbsError", c.max_abs_error);
  r.set("pePos", copy_out(c.pe_pos));
  r.set("shifted", copy_out(c.shifted));
  r.set("pePosK", copy_out(c.pe_pos_k));
  return r;
}

val relative_dots(val n_pos, val d_model, val base, val ref) {
  double n, d, b, rf;
  const pe::Status bad = read_numbers(
      {{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}, {ref, "ref", &rf}});
  if (!bad.ok) return refusal_object(bad);
  const pe::RelativeDots dots = pe::relative_dots(n, d, b, rf);
  if (!dots.ok) return refusal_object(dots);
  val r = ok_object();
  r.set("data", copy_out(dots.data));
  return r;
}

val simple_encodings(val n_pos, val n_short, val d_model, val base) {
  double n, ns, d, b;
  const pe::Status bad = read_numbers(
      {{n_pos, "nPos", &n}, {n_short, "nShort", &ns}, {d_model, "dModel", &d}, {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::SimpleEncodings e = pe::simple_encodings(n, ns, d, b);
  if (!e.ok) return refusal_object(e);
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

val tokenize(val sentence) {
  std::string text;
  const pe::Status bad = read_sentence(sentence, "sentence", text);
  if (!bad.ok) return refusal_object(bad);
  const pe::Tokens tokens = pe::tokenize(text);
  if (!tokens.ok) return refusal_object(tokens);
  val r = ok_object();
  r.set("tokens", js_array(tokens.words));
  r.set("characters", tokens.characters);
  return r;
}

val attention_toy(val sentence, val pe_kind, val d_model, val options) {
  std::string text, kind;
  double d;
  pe::AttentionOptions parsed;
  pe::Status bad = read_sentence(sentence, "sentence", text);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_numbers({{d_model, "dModel", &d}});
  if (bad.ok) bad = read_attention_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  const pe::AttentionToy toy = pe::attention_toy(text, kind, d, parsed);
  return toy.ok ? toy_to_js(toy) : refusal_object(toy);
}

val compare_sentences(val a, val b, val pe_kind, val d_model, val options) {
  std::string text_a, text_b, kind;
  double d;
  pe::AttentionOptions parsed;
  pe::Status bad = read_sentence(a, "a", text_a);
  if (bad.ok) bad = read_sentence(b, "b", text_b);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_numbers({{d_model, "dModel", &d}});
  if (bad.ok) bad = read_attention_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  const pe::SentenceComparison cmp = pe::compare_sentences(text_a, text_b, kind, d, parsed);
  if (!cmp.ok) return refusal_object(cmp);
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
  const pe::Status bad = read_numbers({{d_model, "dModel", &d}});
  if (!bad.ok) return refusal_object(bad);
  const pe::LearnedTable t = pe::learned_table(d);
  if (!t.ok) return refusal_object(t);
  val r = ok_object();
  r.set("maxLen", t.max_len);
  r.set("dModel", t.d_model);
  r.set("data", copy_out(t.data));
  return r;
}

val learned_row(val pos, val d_model) {
  double p, d;
  const pe::Status bad = read_numbers({{pos, "pos", &p}, {d_model, "dModel", &d}});
  if (!bad.ok) return refusal_object(bad);
  const pe::LearnedRow row = pe::learned_row(p, d);
  if (!row.ok) return refusal_object(row);
  val r = ok_object();
  r.set("data", copy_out(row.data));
  return r;
}

val rope_check(val m, val n, val shift, val d_model, val base) {
  double mm, nn, s, d, b;
  const pe::Status bad = read_numbers({{m, "queryPos", &mm},
                                       {n, "keyPos", &nn},
                                       {shift, "shift", &s},
                                       {d_model, "dModel", &d},
                                       {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::RopeCheck c = pe::rope_check(mm, nn, s, d, b);
  if (!c.ok) return refusal_object(c);
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
  const pe::Status bad = read_numbers(
      {{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}, {ref, "ref", &rf}});
  if (!bad.ok) return refusal_object(bad);
  const pe::RopeDots dots = pe::rope_dots(n, d, b, rf);
  if (!dots.ok) return refusal_object(dots);
  val r = ok_object();
  r.set("data", copy_out(dots.data));
  return r;
}

val exam_mistakes(val pos, val dim, val k, val d_model, val base) {
  double p, j, kk, d, b;
  const pe::Status bad = read_numbers({{pos, "pos", &p},
                                       {dim, "dim", &j},
                                       {k, "k", &kk},
                                       {d_model, "dModel", &d},
                                       {base, "base", &b}});
  if (!bad.ok) return refusal_object(bad);
  const pe::Mistakes m = pe::exam_mistakes(p, j, kk, d, b);
  if (!m.ok) return refusal_object(m);
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
  pe::Status bad = read_string(sentence, "sentence", text);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_numbers({{d_model, "dModel", &d}, {s, "s", &ss}, {t, "t", &tt}});
  if (!bad.ok) return refusal_object(bad);
  const pe::AttentionScore a = pe::attention_score(text, kind, d, ss, tt);
  if (!a.ok) return refusal_object(a);
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

}  // namespace pe_js
