// The benchmark entry points' JS names (in the core module): registration only; the functions are
// in bench_adapters.cpp.
#include <emscripten/bind.h>

#include "bench_adapters.hpp"

EMSCRIPTEN_BINDINGS(pe_bench) {
  using emscripten::function;
  function("benchTable", &pe_js::bench_table);
  function("benchFillBound", &pe_js::bench_fill_bound);
  function("benchAttention", &pe_js::bench_attention);
}
