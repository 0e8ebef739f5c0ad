#include "pe/mistakes.hpp"

#include <cmath>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"

namespace pe {

namespace {

constexpr double kPi = kTwoPi / 2;
constexpr double kRadiansPerDegree = kPi / 180;

// The formula with its exponent's numerator and denominator as given (the mistakes change them):
// f(pos / base^(numerator/denominator)), f = sin when use_sin.
double pe_with(double pos, double numerator, double denominator, double base, bool use_sin,
               double angle_scale = 1) {
  const double angle = pos / std::pow(base, numerator / denominator) * angle_scale;
  return use_sin ? std::sin(angle) : std::cos(angle);
}

// M_k's block for the angle a = omega k, row-major, acting on (sin, cos).
std::array<double, 4> block_of(double a) {
  return {std::cos(a), std::sin(a), -std::sin(a), std::cos(a)};
}

}  // namespace

Mistakes exam_mistakes(double pos, double dim, double k, double d_model, double base) {
  Status status = check_position(pos);
  if (status.ok) status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (status.ok) status = check_integer("dim", dim, 0, static_cast<std::int64_t>(d_model) - 1);
  if (status.ok) status = check_integer("k", k, -kMaxPosition, kMaxPosition);
  if (!status.ok) return refused<Mistakes>(status);
  Mistakes m;
  const double d = d_model;
  const double i = std::floor(dim / 2);
  const bool is_sin = std::fmod(dim, 2.0) == 0.0;

  // 1. PE(pos, dim) and the same number under each mistake.
  m.value = pe_with(pos, 2 * i, d, base, is_sin);
  m.degrees = pe_with(pos, 2 * i, d, base, is_sin, kRadiansPerDegree);
  m.dimension_as_pair = pe_with(pos, 2 * dim, d, base, is_sin);
  m.two_dropped = pe_with(pos, i, d, base, is_sin);
  m.swapped = pe_with(pos, 2 * i, d, base, !is_sin);
  m.half_d_model = pe_with(pos, 2 * i, d / 2, base, is_sin);
  m.pos_minus_one = pe_with(pos - 1, 2 * i, d, base, is_sin);
  m.pos_plus_one = pe_with(pos + 1, 2 * i, d, base, is_sin);

  // 2. The wavelength of pair i and the ladder's ratio.
  m.divisor = std::pow(base, 2 * i / d);
  m.omega = 1 / m.divisor;
  m.wavelength = kTwoPi * m.divisor;
  m.wavelength_half_d_model = kTwoPi * std::pow(base, 4 * i / d);
  m.wavelength_two_dropped = kTwoPi * std::pow(base, i / d);
  m.wavelength_degrees = 360 * m.divisor;
  m.ratio = std::pow(base, 2 / d);
  m.ratio_half_d_model = std::pow(base, 4 / d);
  m.ratio_two_dropped = std::pow(base, 1 / d);

  // 3. M_k's block of pair i.
  const double angle = m.omega * k;
  m.block = block_of(angle);
  m.block_sign_flipped = block_of(-angle);
  m.block_swapped = {std::sin(angle), std::cos(angle), -std::cos(angle), std::sin(angle)};
  m.block_degrees = block_of(angle * kRadiansPerDegree);

  // 4. PE(pos) . PE(pos + k) = sum over the pairs of cos(omega_p k), and its mistakes.
  for (int p = 0; p < static_cast<int>(d) / 2; ++p) {
    const double a = k / std::pow(base, 2.0 * p / d);
    m.relative_dot += std::cos(a);
    m.relative_dot_degrees += std::cos(a * kRadiansPerDegree);
    m.relative_dot_sin += std::sin(a);
    m.relative_dot_half_d_model += std::cos(k / std::pow(base, 2.0 * p / (d / 2)));
  }
  return m;
}

}  // namespace pe
