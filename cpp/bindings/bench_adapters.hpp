// The benchmark entry points, one per JS name (bench_bindings.cpp registers them).
#pragma once
#include "js_val.hpp"

namespace pe_js {

val bench_table(val n_pos, val d_model, val base);
val bench_fill_bound(val n_pos, val d_model);
val bench_attention(val sentence, val pe_kind, val d_model);

}  // namespace pe_js
