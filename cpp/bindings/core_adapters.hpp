// The core module's functions, one per JS name (core_bindings.cpp registers them).
#pragma once
#include "js_val.hpp"

namespace pe_js {

val pe_value(val pos, val i, val d_model, val base);
val pe_table(val n_pos, val d_model, val base);
val pe_frequencies(val d_model, val base);
val wavelength_ladder(val n_pos, val d_model, val base);
// ropeFrequencies(dModel, base, options): pe/rope_scaling.hpp.
val rope_frequencies(val d_model, val base, val options);
// alibiSlopes(heads): pe/alibi.hpp.
val alibi_slopes(val heads);
// alibiBiases(heads, length, options): pe/alibi.hpp.
val alibi_biases(val heads, val length, val options);
// piFigure(dModel, base, options): pe/pi_figure.hpp.
val pi_figure(val d_model, val base, val options);
val shift_identity(val pos, val k, val i, val d_model, val base);
val shift_matrix(val k, val d_model, val base);
val shift_check(val pos, val k, val d_model, val base);
val relative_dots(val n_pos, val d_model, val base, val ref);
val simple_encodings(val n_pos, val n_short, val d_model, val base);
val tokenize(val sentence);
val attention_toy(val sentence, val pe_kind, val d_model, val options);
val compare_sentences(val a, val b, val pe_kind, val d_model, val options);
val learned_table(val d_model);
val learned_row(val pos, val d_model);
val rope_check(val m, val n, val shift, val d_model, val base);
val rope_dots(val n_pos, val d_model, val base, val ref);
val exam_mistakes(val pos, val dim, val k, val d_model, val base);
val attention_score(val sentence, val pe_kind, val d_model, val s, val t);

}  // namespace pe_js
