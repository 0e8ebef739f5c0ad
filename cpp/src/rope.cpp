#include "pe/rope.hpp"

#include <cmath>
#include <cstdint>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"
#include "pe/pair_rotation.hpp"
#include "pe/splitmix.hpp"

namespace pe {

namespace {

std::vector<double> seeded_vector(std::uint64_t seed, int d) {
  SplitMix64 rng(seed);
  std::vector<double> v(d);
  for (double& x : v) x = rng.uniform();
  return v;
}

double dot(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (size_t j = 0; j < a.size(); ++j) sum += a[j] * b[j];
  return sum;
}

}  // namespace

void rope_rotate_rows(float* rows, int n, int d, double base, KernelPath path) {
  const std::vector<double> omega = pair_frequencies(d, base);
  std::vector<float> row(d), swapped(d), cos_lanes(d), sin_lanes(d);
#if PE_HAVE_SIMD
  const auto rotate =
      path == KernelPath::scalar ? rotate_interleaved_scalar : rotate_interleaved_simd;
#else
  (void)path;
  const auto rotate = rotate_interleaved_scalar;
#endif
  for (int r = 0; r < n; ++r) {
    float* x = rows + static_cast<size_t>(r) * d;
    for (int i = 0; i < d / 2; ++i) {
      const double angle = r * omega[i];
      // rotate_interleaved computes row * cos_lanes + swapped * sin_lanes; with sin_lanes
      // [-sin, +sin] that is x0 cos - x1 sin and x1 cos + x0 sin: RoPE's rotation by +angle.
      cos_lanes[2 * i] = cos_lanes[2 * i + 1] = static_cast<float>(std::cos(angle));
      sin_lanes[2 * i] = static_cast<float>(-std::sin(angle));
      sin_lanes[2 * i + 1] = static_cast<float>(std::sin(angle));
      swapped[2 * i] = x[2 * i + 1];
      swapped[2 * i + 1] = x[2 * i];
    }
    std::copy(x, x + d, row.begin());
    rotate(row.data(), swapped.data(), cos_lanes.data(), sin_lanes.data(), d, x);
  }
}

std::vector<double> rope_rotate(const std::vector<double>& x, double m, double base) {
  const int d = static_cast<int>(x.size());
  const std::vector<double> omega = pair_frequencies(d, base);
  std::vector<double> out(d);
  for (int i = 0; i < d / 2; ++i) {
    const double c = std::cos(m * omega[i]), s = std::sin(m * omega[i]);
    out[2 * i] = x[2 * i] * c - x[2 * i + 1] * s;
    out[2 * i + 1] = x[2 * i] * s + x[2 * i + 1] * c;
  }
  return out;
}

RopeCheck rope_check(double m, double n, double shift, double d_model, double base) {
  // Named as the page and docs/api.md name them: m is the query's position, n the key's.
  Status status = check_integer("queryPos", m, 0, kMaxPosition);
  if (status.ok) status = check_integer("keyPos", n, 0, kMaxPosition);
  if (status.ok) {
    const double lowest = -std::fmin(m, n), highest = kMaxPosition - std::fmax(m, n);
    status = check_integer("shift", shift, static_cast<std::int64_t>(lowest),
                           static_cast<std::int64_t>(highest));
  }
  if (status.ok) status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) return refused<RopeCheck>(status);
  RopeCheck r;
  const int d = static_cast<int>(d_model);
  const std::vector<double> q = seeded_vector(5, d), k = seeded_vector(6, d);
  const std::vector<double> q_m = rope_rotate(q, m, base);
  r.dot = dot(q_m, rope_rotate(k, n, base));
  r.dot_shifted = dot(rope_rotate(q, m + shift, base), rope_rotate(k, n + shift, base));
  r.abs_diff = std::fabs(r.dot - r.dot_shifted);
  r.norm_q = std::sqrt(dot(q, q));
  r.norm_rotated_q = std::sqrt(dot(q_m, q_m));
  return r;
}

RopeDots rope_dots(double n_pos, double d_model, double base, double ref) {
  Status status = check_table_shape(n_pos, d_model);
  if (status.ok) status = check_base(base);
  if (status.ok) status = check_integer("ref", ref, 0, kMaxPosition);
  if (!status.ok) return refused<RopeDots>(status);
  RopeDots r;
  const int d = static_cast<int>(d_model), n = static_cast<int>(n_pos);
  const std::vector<double> q_ref = rope_rotate(seeded_vector(5, d), ref, base);
  const std::vector<double> k = seeded_vector(6, d);
  r.data.resize(n);
  for (int p = 0; p < n; ++p) r.data[p] = dot(q_ref, rope_rotate(k, p, base));
  return r;
}

}  // namespace pe
