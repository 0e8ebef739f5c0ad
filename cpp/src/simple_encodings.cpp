#include "pe/simple_encodings.hpp"

#include <cmath>
#include <cstddef>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"

namespace pe {

namespace {

// Fills dist (n x n, row-major) with the Euclidean distances between the rows of codes
// (n x width, row-major): dist[a*n+b] = sqrt(sum_j (codes[a*width+j] - codes[b*width+j])^2).
// Symmetric with a zero diagonal by construction: each pair is summed once.
void pairwise_distances(const std::vector<double>& codes, int n, int width,
                        std::vector<double>& dist) {
  dist.assign(static_cast<size_t>(n) * n, 0.0);
  for (int a = 0; a < n; ++a) {
    const double* row_a = codes.data() + static_cast<size_t>(a) * width;
    for (int b = a + 1; b < n; ++b) {
      const double* row_b = codes.data() + static_cast<size_t>(b) * width;
      double sum = 0;
      for (int j = 0; j < width; ++j) {
        const double diff = row_a[j] - row_b[j];
        sum += diff * diff;
      }
      const double distance = std::sqrt(sum);
      dist[static_cast<size_t>(a) * n + b] = distance;
      dist[static_cast<size_t>(b) * n + a] = distance;
    }
  }
}

}  // namespace

SimpleEncodings simple_encodings(double n_pos, double n_short, double d_model, double base) {
  Status status = check_integer("nPos", n_pos, 2, kMaxSimplePositions);
  if (status.ok) status = check_integer("nShort", n_short, 1, static_cast<std::int64_t>(n_pos));
  if (status.ok) status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) return refused<SimpleEncodings>(status);
  SimpleEncodings r;
  const int n = static_cast<int>(n_pos);
  const int n_s = static_cast<int>(n_short);
  const int d = static_cast<int>(d_model);
  r.n_pos = n;
  r.n_short = n_s;
  r.d_model = d;

  // 1. The position itself, and the position as a fraction of two sentence lengths.
  r.raw.resize(n);
  r.fraction.resize(n);
  r.fraction_short.resize(n_s);
  for (int pos = 0; pos < n; ++pos) {
    r.raw[pos] = pos;
    r.fraction[pos] = static_cast<double>(pos) / n;
    if (pos < n_s) r.fraction_short[pos] = static_cast<double>(pos) / n_s;
  }

  // 2. One-hot: the n x n identity matrix, one row per position.
  r.one_hot.assign(static_cast<size_t>(n) * n, 0.0);
  for (int pos = 0; pos < n; ++pos) r.one_hot[static_cast<size_t>(pos) * n + pos] = 1.0;
  pairwise_distances(r.one_hot, n, n, r.one_hot_distance);

  // 3. Binary: the smallest number of bits that counts to n - 1, most significant first.
  r.bits = 1;
  while ((1 << r.bits) < n) ++r.bits;
  r.binary.resize(static_cast<size_t>(n) * r.bits);
  for (int pos = 0; pos < n; ++pos) {
    for (int b = 0; b < r.bits; ++b) {
      r.binary[static_cast<size_t>(pos) * r.bits + b] = (pos >> (r.bits - 1 - b)) & 1;
    }
  }
  pairwise_distances(r.binary, n, r.bits, r.binary_distance);
  r.binary_flips.resize(n - 1);
  for (int pos = 0; pos + 1 < n; ++pos) {
    int flips = 0;
    for (int b = 0; b < r.bits; ++b) {
      const size_t at = static_cast<size_t>(pos) * r.bits + b;
      flips += r.binary[at] != r.binary[at + r.bits] ? 1 : 0;
    }
    r.binary_flips[pos] = flips;
  }

  // 4. Sinusoidal: PE(pos) from the closed form, [2i] = sin(pos w_i), [2i+1] = cos(pos w_i).
  const std::vector<double> omega = pair_frequencies(d, base);
  std::vector<double> table(static_cast<size_t>(n) * d);
  for (int pos = 0; pos < n; ++pos) {
    double* row = table.data() + static_cast<size_t>(pos) * d;
    for (int i = 0; i < d / 2; ++i) {
      row[2 * i] = std::sin(pos * omega[i]);
      row[2 * i + 1] = std::cos(pos * omega[i]);
      r.sinusoidal_max_abs = std::fmax(r.sinusoidal_max_abs,
                                       std::fmax(std::fabs(row[2 * i]), std::fabs(row[2 * i + 1])));
    }
  }
  pairwise_distances(table, n, d, r.sinusoidal_distance);
  return r;
}

}  // namespace pe
