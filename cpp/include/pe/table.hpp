// Whole positional-encoding tables: nPos x dModel, row-major, interleaved (paper layout):
//   table[pos*dModel + 2i] = sin(pos*omega_i),  table[pos*dModel + 2i+1] = cos(pos*omega_i).
#pragma once
#include <vector>

#include "pe/recurrence.hpp"
#include "pe/status.hpp"

namespace pe {

// float64 reference: every element from the closed form with std::sin/std::cos.
void fill_table_reference(int n_pos, int d_model, double base, double* out);

// float32 table from the recurrence (rows 0..nPos-1). Within 1e-6 of the reference for nPos<=65536.
void fill_table_recurrence(int n_pos, int d_model, double base, float* out,
                           KernelPath path = KernelPath::fast,
                           int reseed_interval = kReseedInterval);

struct PeTable : Status {
  int n_pos = 0;
  int d_model = 0;
  std::vector<float> data;  // n_pos * d_model
};

// Validated entry point: limits of DESIGN.md, then the fast kernel.
PeTable pe_table(double n_pos, double d_model, double base);

}  // namespace pe
