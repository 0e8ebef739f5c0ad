#include "pe/table.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"
#include "pe/pair_rotation.hpp"

namespace pe {

void fill_table_reference(int n_pos, int d_model, double base, double* out) {
  const std::vector<double> omega = pair_frequencies(d_model, base);
  for (int pos = 0; pos < n_pos; ++pos) {
    double* row = out + static_cast<size_t>(pos) * d_model;
    for (int i = 0; i < d_model / 2; ++i) {
      const double angle = pos * omega[i];
      row[2 * i] = std::sin(angle);
      row[2 * i + 1] = std::cos(angle);
    }
  }
}

void fill_table_recurrence(int n_pos, int d_model, double base, float* out, KernelPath path,
                           int reseed_interval) {
  const int d = d_model, pairs = d_model / 2;
  // 1. M_t for t = 0..7 in the fan-out's layout (pair_rotation.hpp). cos(t w), sin(t w) come from
  //    the float64 recurrence itself (7 steps from t = 0).
  std::vector<float> rotations(fan_out_rotations_size(pairs), 0.0f);
  EncodingRecurrence offsets(d, base, path, kRowsPerAnchor);
  for (int t = 0; t < kRowsPerAnchor; ++t) {
    if (t > 0) offsets.advance();
    for (int i = 0; i < pairs; ++i) {
      set_fan_out_rotation(rotations.data(), i, t, static_cast<float>(offsets.cos_values()[i]),
                           static_cast<float>(offsets.sin_values()[i]));
    }
  }
#if PE_HAVE_SIMD
  const auto fan_out = path == KernelPath::scalar ? fan_out_anchor_scalar : fan_out_anchor_simd;
#else
  const auto fan_out = fan_out_anchor_scalar;
#endif
  // 2. float64 anchors every 8 rows; 3. each anchor fans out to its 8 rows in float32. The fan-out
  //    always writes 8 rows, so a last anchor with fewer rows left writes into a scratch block.
  EncodingRecurrence anchor(d, base, path, reseed_interval, kRowsPerAnchor);
  std::vector<float> last_block;
  for (int a = 0; a < n_pos; a += kRowsPerAnchor) {
    if (a > 0) anchor.advance();
    float* rows = out + static_cast<size_t>(a) * d;
    const int rows_left = n_pos - a;
    if (rows_left >= kRowsPerAnchor) {
      fan_out(anchor.sin_values(), anchor.cos_values(), rotations.data(), pairs, rows);
    } else {
      last_block.resize(static_cast<size_t>(kRowsPerAnchor) * d);
      fan_out(anchor.sin_values(), anchor.cos_values(), rotations.data(), pairs, last_block.data());
      std::copy(last_block.begin(), last_block.begin() + static_cast<long>(rows_left) * d, rows);
    }
  }
}

PeTable pe_table(double n_pos, double d_model, double base) {
  Status status = check_table_shape(n_pos, d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) return refused<PeTable>(status);
  PeTable table;
  table.n_pos = static_cast<int>(n_pos);
  table.d_model = static_cast<int>(d_model);
  table.data.resize(static_cast<size_t>(table.n_pos) * table.d_model);
  fill_table_recurrence(table.n_pos, table.d_model, base, table.data.data());
  return table;
}

}  // namespace pe
