// Entry points for tests/bench: the same kernels as the API, without copying results out, so a
// benchmark times the computation itself. Each writes into a buffer that outlives the call and
// returns a checksum read from it, so the compiler cannot drop the work.
#pragma once
#include <string>

#include "pe/status.hpp"

namespace pe {

struct BenchResult : Status {
  double checksum = 0;
};

// The fast table kernel (recurrence) for nPos x dModel; limits as pe_table.
BenchResult bench_table(double n_pos, double d_model, double base);
// The fill bound: writes the same number of floats (a value known only at run time), nothing else.
BenchResult bench_fill_bound(double n_pos, double d_model);
// One attention_toy call (all kernels, no copy to JS).
BenchResult bench_attention(const std::string& sentence, const std::string& pe_kind,
                            double d_model);

}  // namespace pe
