// The core module's functions (createPeCore): the encoding, the identity, the toy, the exam's
// mistakes. Each reads its JS arguments (convert.hpp), calls the core and answers a plain object:
// {ok: true, error: "", ...fields} or a refusal {ok: false, code, args, error}.
#include "core_adapters.hpp"

#include "convert.hpp"
#include "pe/alibi.hpp"
#include "pe/attention.hpp"
#include "pe/attention_score.hpp"
#include "pe/frequencies.hpp"
#include "pe/learned.hpp"
#include "pe/limits.hpp"
#include "pe/mistakes.hpp"
#include "pe/pe_value.hpp"
#include "pe/pi_figure.hpp"
#include "pe/refusal_codes.hpp"
#include "pe/relative.hpp"
#include "pe/rope.hpp"
#include "pe/rope_scaling.hpp"
#include "pe/shift.hpp"
#include "pe/simple_encodings.hpp"
#include "pe/table.hpp"
#include "pe/tokenizer.hpp"

namespace pe_js {

namespace {

// The optional last argument of attentionToy and compareSentences: undefined, null or an object
// with at most the field causal (true or false).
pe::Status read_attention_options(const val& options, pe::AttentionOptions& out) {
  out = {};
  return read_options(options, "{causal: true}", "causal",
                      [&out](const std::string& key, const val& value, pe::Status& status) {
                        if (key != "causal") return false;
                        status = read_boolean(value, "options.causal", out.causal);
                        return true;
                      });
}

// ropeFrequencies' options: kind (a string), factor, originalLength, alpha, beta,
// lowFrequencyFactor, highFrequencyFactor (numbers; the core checks their ranges).
pe::Status read_rope_scaling_options(const val& options, pe::RopeScalingOptions& out) {
  out = {};
  return read_options(
      options, "{kind: \"pi\", factor: 2}",
      "kind, factor, originalLength, alpha, beta, lowFrequencyFactor and highFrequencyFactor",
      [&out](const std::string& key, const val& value, pe::Status& status) {
        if (key == "kind") {
          status = read_string(value, "options.kind", out.kind);
          return true;
        }
        const struct {
          const char* key;
          const char* name;
          double* field;
        } kNumbers[] = {
            {"factor", "options.factor", &out.factor},
            {"originalLength", "options.originalLength", &out.original_length},
            {"alpha", "options.alpha", &out.alpha},
            {"beta", "options.beta", &out.beta},
            {"lowFrequencyFactor", "options.lowFrequencyFactor", &out.low_frequency_factor},
            {"highFrequencyFactor", "options.highFrequencyFactor", &out.high_frequency_factor},
        };
        for (const auto& number : kNumbers) {
          if (key != number.key) continue;
          status = read_number(value, number.name, *number.field);
          if (key == "factor") out.factor_given = true;
          return true;
        }
        return false;
      });
}

// alibiBiases' options: causal (true or false).
pe::Status read_alibi_bias_options(const val& options, pe::AlibiBiasOptions& out) {
  out = {};
  return read_options(options, "{causal: true}", "causal",
                      [&out](const std::string& key, const val& value, pe::Status& status) {
                        if (key != "causal") return false;
                        status = read_boolean(value, "options.causal", out.causal);
                        return true;
                      });
}

// piFigure's options: length, points, seed (numbers; the core checks their ranges).
pe::Status read_pi_figure_options(const val& options, pe::PiFigureOptions& out) {
  out = {};
  return read_options(options, "{length: 2048, points: 512, seed: 1}", "length, points and seed",
                      [&out](const std::string& key, const val& value, pe::Status& status) {
                        if (key == "length") {
                          status = read_number(value, "options.length", out.length);
                        } else if (key == "points") {
                          status = read_number(value, "options.points", out.points);
                          out.points_given = true;
                        } else if (key == "seed") {
                          status = read_number(value, "options.seed", out.seed);
                        } else {
                          return false;
                        }
                        return true;
                      });
}

// attentionToy's fields, also compareSentences' a and b.
void set_toy(val& r, const pe::AttentionToy& toy) {
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
}

// {data}: the results that are one array (relativeDots, learnedRow, ropeDots).
const auto set_data = [](val& r, const auto& result) { r.set("data", copy_out(result.data)); };

}  // namespace

val pe_value(val pos, val i, val d_model, val base) {
  return answer_numbers(pe::pe_value, {{pos, "pos"}, {i, "i"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::PeValue& v) {
                          r.set("exponent", v.exponent);
                          r.set("divisor", v.divisor);
                          r.set("omega", v.omega);
                          r.set("angle", v.angle);
                          r.set("sin", v.sin);
                          r.set("cos", v.cos);
                          r.set("wavelength", v.wavelength);
                          r.set("dimSin", v.dim_sin);
                          r.set("dimCos", v.dim_cos);
                        });
}

val pe_table(val n_pos, val d_model, val base) {
  return answer_numbers(pe::pe_table, {{n_pos, "nPos"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::PeTable& t) {
                          r.set("nPos", t.n_pos);
                          r.set("dModel", t.d_model);
                          r.set("data", copy_out(t.data));
                        });
}

val pe_frequencies(val d_model, val base) {
  return answer_numbers(pe::pe_frequencies, {{d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::Frequencies& f) {
                          r.set("exponent", copy_out(f.exponent));
                          r.set("omega", copy_out(f.omega));
                          r.set("wavelength", copy_out(f.wavelength));
                        });
}

val rope_frequencies(val d_model, val base, val options) {
  double d, b;
  pe::RopeScalingOptions parsed;
  pe::Status bad = read_numbers({{d_model, "dModel", &d}, {base, "base", &b}});
  if (bad.ok) bad = read_rope_scaling_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::rope_frequencies(d, b, parsed), [](val& r, const pe::RopeFrequencies& f) {
    r.set("kind", f.kind);
    r.set("factor", f.factor);
    r.set("base", f.base);
    r.set("attentionFactor", f.attention_factor);
    r.set("original", copy_out(f.original));
    r.set("frequencies", copy_out(f.frequencies));
    r.set("wavelengths", copy_out(f.wavelengths));
    r.set("turns", copy_out(f.turns));
    r.set("kept", copy_out(f.kept));
    r.set("ramp", copy_out(f.ramp));
  });
}

val alibi_slopes(val heads) {
  return answer_numbers(pe::alibi_slopes, {{heads, "heads"}}, [](val& r, const pe::AlibiSlopes& a) {
    r.set("slopes", copy_out(a.slopes));
  });
}

val alibi_biases(val heads, val length, val options) {
  double h, n;
  pe::AlibiBiasOptions parsed;
  pe::Status bad = read_numbers({{heads, "heads", &h}, {length, "length", &n}});
  if (bad.ok) bad = read_alibi_bias_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::alibi_biases(h, n, parsed), [](val& r, const pe::AlibiBiases& a) {
    r.set("heads", a.heads);
    r.set("length", a.length);
    r.set("causal", a.causal);
    r.set("slopes", copy_out(a.slopes));
    r.set("biases", copy_out(a.biases));
    r.set("masked", copy_out(a.masked));
  });
}

val pi_figure(val d_model, val base, val options) {
  double d, b;
  pe::PiFigureOptions parsed;
  pe::Status bad = read_numbers({{d_model, "dModel", &d}, {base, "base", &b}});
  if (bad.ok) bad = read_pi_figure_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::pi_figure(d, b, parsed), [](val& r, const pe::PiFigure& p) {
    r.set("dModel", p.d_model);
    r.set("base", p.base);
    r.set("length", p.length);
    r.set("points", p.points);
    r.set("seed", p.seed);
    r.set("ridge", p.ridge);
    r.set("fitDistances", copy_out(p.fit_distances));
    r.set("fitTargets", copy_out(p.fit_targets));
    r.set("coefficients", copy_out(p.coefficients));
    r.set("extrapolation", copy_out(p.extrapolation));
    r.set("extrapolationScores", copy_out(p.extrapolation_scores));
    r.set("interpolation", copy_out(p.interpolation));
    r.set("interpolationScores", copy_out(p.interpolation_scores));
    r.set("maxInside", p.max_inside);
    r.set("maxOutside", p.max_outside);
  });
}

val wavelength_ladder(val n_pos, val d_model, val base) {
  return answer_numbers(pe::wavelength_ladder,
                        {{n_pos, "nPos"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::WavelengthLadder& ladder) {
                          r.set("exponent", copy_out(ladder.exponent));
                          r.set("omega", copy_out(ladder.omega));
                          r.set("wavelength", copy_out(ladder.wavelength));
                          r.set("turns", copy_out(ladder.turns));
                          r.set("floor", ladder.floor);
                          r.set("ceiling", ladder.ceiling);
                          r.set("ratio", ladder.ratio);
                          r.set("repeating", ladder.repeating);
                        });
}

val shift_identity(val pos, val k, val i, val d_model, val base) {
  return answer_numbers(pe::shift_identity,
                        {{pos, "pos"}, {k, "k"}, {i, "i"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::ShiftIdentity& s) {
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
                        });
}

val shift_matrix(val k, val d_model, val base) {
  return answer_numbers(pe::shift_matrix, {{k, "k"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::ShiftMatrix& m) {
                          r.set("dModel", m.d_model);
                          r.set("data", copy_out(m.data));
                        });
}

val shift_check(val pos, val k, val d_model, val base) {
  return answer_numbers(pe::shift_check,
                        {{pos, "pos"}, {k, "k"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::ShiftCheck& c) {
                          r.set("maxAbsError", c.max_abs_error);
                          r.set("pePos", copy_out(c.pe_pos));
                          r.set("shifted", copy_out(c.shifted));
                          r.set("pePosK", copy_out(c.pe_pos_k));
                        });
}

val relative_dots(val n_pos, val d_model, val base, val ref) {
  // pe::relative_dots also takes a kernel path (default: fast), so it is called through a lambda.
  return answer_numbers(
      [](double n, double d, double b, double rf) { return pe::relative_dots(n, d, b, rf); },
      {{n_pos, "nPos"}, {d_model, "dModel"}, {base, "base"}, {ref, "ref"}}, set_data);
}

val simple_encodings(val n_pos, val n_short, val d_model, val base) {
  return answer_numbers(pe::simple_encodings,
                        {{n_pos, "nPos"}, {n_short, "nShort"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::SimpleEncodings& e) {
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
                        });
}

val tokenize(val sentence) {
  std::string text;
  const pe::Status bad = read_sentence(sentence, "sentence", text);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::tokenize(text), [](val& r, const pe::Tokens& tokens) {
    r.set("tokens", js_array(tokens.words));
    r.set("characters", tokens.characters);
  });
}

val attention_toy(val sentence, val pe_kind, val d_model, val options) {
  std::string text, kind;
  double d;
  pe::AttentionOptions parsed;
  pe::Status bad = read_sentence(sentence, "sentence", text);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_number(d_model, "dModel", d);
  if (bad.ok) bad = read_attention_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::attention_toy(text, kind, d, parsed), set_toy);
}

val compare_sentences(val a, val b, val pe_kind, val d_model, val options) {
  std::string text_a, text_b, kind;
  double d;
  pe::AttentionOptions parsed;
  pe::Status bad = read_sentence(a, "a", text_a);
  if (bad.ok) bad = read_sentence(b, "b", text_b);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_number(d_model, "dModel", d);
  if (bad.ok) bad = read_attention_options(options, parsed);
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::compare_sentences(text_a, text_b, kind, d, parsed),
                [](val& r, const pe::SentenceComparison& cmp) {
                  r.set("isPermutation", cmp.is_permutation);
                  r.set("permutation", js_array(cmp.permutation));
                  r.set("maxWeightDiff", cmp.max_weight_diff);
                  r.set("maxOutputDiff", cmp.max_output_diff);
                  r.set("tokenShift", copy_out(cmp.token_shift));
                  // a and b are ok whenever cmp is (the core refuses with their refusal).
                  r.set("a", answer(cmp.a, set_toy));
                  r.set("b", answer(cmp.b, set_toy));
                });
}

val learned_table(val d_model) {
  return answer_numbers(pe::learned_table, {{d_model, "dModel"}},
                        [](val& r, const pe::LearnedTable& t) {
                          r.set("maxLen", t.max_len);
                          r.set("dModel", t.d_model);
                          r.set("data", copy_out(t.data));
                        });
}

val learned_row(val pos, val d_model) {
  return answer_numbers(pe::learned_row, {{pos, "pos"}, {d_model, "dModel"}}, set_data);
}

val rope_check(val m, val n, val shift, val d_model, val base) {
  return answer_numbers(
      pe::rope_check,
      {{m, "queryPos"}, {n, "keyPos"}, {shift, "shift"}, {d_model, "dModel"}, {base, "base"}},
      [](val& r, const pe::RopeCheck& c) {
        r.set("dot", c.dot);
        r.set("dotShifted", c.dot_shifted);
        r.set("absDiff", c.abs_diff);
        r.set("normQ", c.norm_q);
        r.set("normRotatedQ", c.norm_rotated_q);
      });
}

val rope_dots(val n_pos, val d_model, val base, val ref) {
  return answer_numbers(pe::rope_dots,
                        {{n_pos, "nPos"}, {d_model, "dModel"}, {base, "base"}, {ref, "ref"}},
                        set_data);
}

val exam_mistakes(val pos, val dim, val k, val d_model, val base) {
  return answer_numbers(pe::exam_mistakes,
                        {{pos, "pos"}, {dim, "dim"}, {k, "k"}, {d_model, "dModel"}, {base, "base"}},
                        [](val& r, const pe::Mistakes& m) {
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
                        });
}

val attention_score(val sentence, val pe_kind, val d_model, val s, val t) {
  std::string text, kind;
  double d, ss, tt;
  pe::Status bad = read_string(sentence, "sentence", text);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_numbers({{d_model, "dModel", &d}, {s, "s", &ss}, {t, "t", &tt}});
  if (!bad.ok) return refusal_object(bad);
  return answer(pe::attention_score(text, kind, d, ss, tt),
                [](val& r, const pe::AttentionScore& a) {
                  r.set("tokens", js_array(a.tokens));
                  r.set("query", copy_out(a.query));
                  r.set("key", copy_out(a.key));
                  r.set("dot", a.dot);
                  r.set("scale", a.scale);
                  r.set("score", a.score);
                  r.set("overDModel", a.over_d_model);
                  r.set("toyScore", a.toy_score);
                });
}

}  // namespace pe_js
