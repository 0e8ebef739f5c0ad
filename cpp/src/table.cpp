#include "pe/table.hpp"

#include <cmath>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"

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
  EncodingRecurrence walker(d_model, base, path, reseed_interval);
  for (int pos = 0; pos < n_pos; ++pos) {
    if (pos > 0) walker.advance();
    walker.write_row(out + static_cast<size_t>(pos) * d_model);
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
