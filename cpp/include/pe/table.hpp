// Whole positional-encoding tables: nPos x dModel, row-major, interleaved (paper layout):
//   table[pos*dModel + 2i] = sin(pos*omega_i),  table[pos*dModel + 2i+1] = cos(pos*omega_i).
#pragma once
#include "pe/buffer.hpp"
#include "pe/pair_rotation.hpp"
#include "pe/recurrence.hpp"
#include "pe/status.hpp"

namespace pe {

// float64 reference: every element from the closed form with std::sin/std::cos.
void fill_table_reference(int n_pos, int d_model, double base, double* out);

// Rows per float64 anchor in fill_table_recurrence: the rows of one fan-out.
constexpr int kRowsPerAnchor = kFanOutRows;

// float32 table from the angle-addition identity, in two levels (rows 0..nPos-1):
//   anchors, every kRowsPerAnchor rows: float64 recurrence PE(a + 8) = M_8 PE(a), re-seeded exactly
//     every reseed_interval anchors (EncodingRecurrence);
//   rows a+j, j < 8: PE(a + j) = M_j PE(a) in float32, written interleaved (fan_out_anchor),
//     with M_j's cos/sin computed once per table in float64.
// Each float32 row is one rotation away from a float64 anchor, so float32 rounding never
// accumulates: within ~3e-7 of the float64 reference for every pos < 65536.
void fill_table_recurrence(int n_pos, int d_model, double base, float* out,
                           KernelPath path = KernelPath::fast,
                           int reseed_interval = kReseedInterval);

struct PeTable : Status {
  int n_pos = 0;
  int d_model = 0;
  Buffer<float> data;  // n_pos * d_model
};

// Validated entry point: the limits of docs/api.md's Limits section (limits.hpp), then the fast
// kernel, written straight into the result (no zero fill: buffer.hpp).
PeTable pe_table(double n_pos, double d_model, double base);

}  // namespace pe
