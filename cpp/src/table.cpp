#include "pe/table.hpp"

#include <algorithm>
#include <cmath>

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
  // 1. M_j for j = 0..7 as lane vectors (see fan_out_interleaved): [cos, cos], [sin, -sin] per
  // pair.
  //    cos(j w), sin(j w) come from the float64 recurrence itself (7 steps from j = 0).
  std::vector<float> cos_lanes(static_cast<size_t>(kRowsPerAnchor) * d);
  std::vector<float> sin_lanes(cos_lanes.size());
  EncodingRecurrence offsets(d, base, path, kRowsPerAnchor);
  for (int j = 0; j < kRowsPerAnchor; ++j) {
    if (j > 0) offsets.advance();
    for (int i = 0; i < pairs; ++i) {
      const size_t at = static_cast<size_t>(j) * d + 2 * i;
      cos_lanes[at] = cos_lanes[at + 1] = static_cast<float>(offsets.cos_values()[i]);
      sin_lanes[at] = static_cast<float>(offsets.sin_values()[i]);
      sin_lanes[at + 1] = static_cast<float>(-offsets.sin_values()[i]);
    }
  }
#if PE_HAVE_SIMD
  const auto fan_out =
      path == KernelPath::scalar ? fan_out_interleaved_scalar : fan_out_interleaved_simd;
#else
  const auto fan_out = fan_out_interleaved_scalar;
#endif
  // 2. float64 anchors every 8 rows; 3. each anchor fans out to its 8 rows in float32
  EncodingRecurrence anchor(d, base, path, reseed_interval, kRowsPerAnchor);
  std::vector<float> row(d), swapped(d);
  for (int a = 0; a < n_pos; a += kRowsPerAnchor) {
    if (a > 0) anchor.advance();
    for (int i = 0; i < pairs; ++i) {
      row[2 * i] = swapped[2 * i + 1] = static_cast<float>(anchor.sin_values()[i]);
      row[2 * i + 1] = swapped[2 * i] = static_cast<float>(anchor.cos_values()[i]);
    }
    fan_out(row.data(), swapped.data(), cos_lanes.data(), sin_lanes.data(),
            std::min(kRowsPerAnchor, n_pos - a), d, out + static_cast<size_t>(a) * d);
  }
}

PeTable pe_table(double n_pos, double d_model, double base) {
  PeTable table;
  Status status = check_table_shape(n_pos, d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) {
    static_cast<Status&>(table) = status;
    return table;
  }
  table.n_pos = static_cast<int>(n_pos);
  table.d_model = static_cast<int>(d_model);
  table.data.resize(static_cast<size_t>(table.n_pos) * table.d_model);
  fill_table_recurrence(table.n_pos, table.d_model, base, table.data.data());
  return table;
}

}  // namespace pe
