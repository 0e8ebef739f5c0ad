#include <catch2/catch.hpp>
#include <cmath>

#include "closed_form.hpp"
#include "pe/mistakes.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {
// f(angle) for dimension j: sin for even j, cos for odd.
double f(int j, double angle) { return j % 2 == 0 ? std::sin(angle) : std::cos(angle); }
double g(int j, double angle) { return j % 2 == 0 ? std::cos(angle) : std::sin(angle); }
}  // namespace

TEST_CASE("each mistaken PE value is the formula with that one slip", "[mistakes]") {
  const int pos = GENERATE(0, 1, 5, 29, 1000);
  const int j = GENERATE(0, 1, 3, 6, 7);
  const int d = GENERATE(8, 16);
  const double base = GENERATE(10000.0, 100.0);
  CAPTURE(pos, j, d, base);
  const pe::Mistakes m = pe::exam_mistakes(pos, j, 3, d, base);
  REQUIRE(m.ok);
  const int i = j / 2;
  const double omega = 1 / std::pow(base, 2.0 * i / d);
  CHECK_THAT(m.value, WithinAbs(closed_form::pe(pos, j, d, base), 1e-12));
  CHECK_THAT(m.degrees, WithinAbs(f(j, pos * omega * M_PI / 180), 1e-12));
  CHECK_THAT(m.dimension_as_pair, WithinAbs(f(j, pos / std::pow(base, 2.0 * j / d)), 1e-12));
  CHECK_THAT(m.two_dropped, WithinAbs(f(j, pos / std::pow(base, 1.0 * i / d)), 1e-12));
  CHECK_THAT(m.swapped, WithinAbs(g(j, pos * omega), 1e-12));
  CHECK_THAT(m.half_d_model, WithinAbs(f(j, pos / std::pow(base, 4.0 * i / d)), 1e-12));
  CHECK_THAT(m.pos_minus_one, WithinAbs(f(j, (pos - 1) * omega), 1e-12));
  CHECK_THAT(m.pos_plus_one, WithinAbs(closed_form::pe(pos + 1, j, d, base), 1e-12));
}

TEST_CASE("the wavelength, the ladder's ratio and their mistakes", "[mistakes]") {
  const int j = GENERATE(0, 2, 5, 15);
  const double base = GENERATE(10000.0, 500.0);
  CAPTURE(j, base);
  const pe::Mistakes m = pe::exam_mistakes(0, j, 1, 16, base);
  REQUIRE(m.ok);
  const int i = j / 2;
  CHECK_THAT(m.wavelength, WithinRel(2 * M_PI * std::pow(base, 2.0 * i / 16), 1e-14));
  CHECK_THAT(m.wavelength_half_d_model, WithinRel(2 * M_PI * std::pow(base, 4.0 * i / 16), 1e-14));
  CHECK_THAT(m.wavelength_two_dropped, WithinRel(2 * M_PI * std::pow(base, 1.0 * i / 16), 1e-14));
  CHECK_THAT(m.wavelength_degrees, WithinRel(360 * std::pow(base, 2.0 * i / 16), 1e-14));
  CHECK_THAT(m.divisor, WithinRel(std::pow(base, 2.0 * i / 16), 1e-14));
  CHECK_THAT(m.omega * m.divisor, WithinRel(1.0, 1e-15));
  // The ratio is lambda_{i+1} / lambda_i of the closed form.
  CHECK_THAT(m.ratio,
             WithinRel(std::pow(base, 2.0 * (i + 1) / 16) / std::pow(base, 2.0 * i / 16), 1e-13));
  CHECK_THAT(m.ratio_half_d_model, WithinRel(std::pow(base, 4.0 / 16), 1e-14));
  CHECK_THAT(m.ratio_two_dropped, WithinRel(std::pow(base, 1.0 / 16), 1e-14));
}

TEST_CASE("M_k's block maps (sin, cos) at pos to pos + k; the mistaken blocks do not",
          "[mistakes]") {
  const int k = GENERATE(-7, 1, 3, 12);
  const int j = GENERATE(0, 2, 4);
  CAPTURE(k, j);
  const pe::Mistakes m = pe::exam_mistakes(5, j, k, 8, 10000);
  REQUIRE(m.ok);
  const int i = j / 2;
  const double w = 1 / std::pow(10000.0, 2.0 * i / 8);
  const double sin_pos = closed_form::pe(5, 2 * i, 8, 10000);
  const double cos_pos = closed_form::pe(5, 2 * i + 1, 8, 10000);
  const auto& b = m.block;
  CHECK_THAT(b[0] * sin_pos + b[1] * cos_pos,
             WithinAbs(closed_form::pe(5 + k, 2 * i, 8, 10000), 1e-12));
  CHECK_THAT(b[2] * sin_pos + b[3] * cos_pos,
             WithinAbs(closed_form::pe(5 + k, 2 * i + 1, 8, 10000), 1e-12));
  // The sign flipped is M_{-k}: it takes pos back to pos - k.
  const auto& f = m.block_sign_flipped;
  CHECK_THAT(f[0] * sin_pos + f[1] * cos_pos, WithinAbs(std::sin(w * (5 - k)), 1e-12));
  CHECK_THAT(m.block_swapped[0], WithinAbs(std::sin(w * k), 1e-15));
  CHECK_THAT(m.block_swapped[2], WithinAbs(-std::cos(w * k), 1e-15));
  CHECK_THAT(m.block_degrees[1], WithinAbs(std::sin(w * k * M_PI / 180), 1e-15));
}

TEST_CASE("the relative dot is sum cos(omega_i k), even in k; its mistakes", "[mistakes]") {
  const int k = GENERATE(1, 4, 30);
  CAPTURE(k);
  const pe::Mistakes plus = pe::exam_mistakes(0, 0, k, 8, 10000);
  const pe::Mistakes minus = pe::exam_mistakes(0, 0, -k, 8, 10000);
  REQUIRE(plus.ok);
  REQUIRE(minus.ok);
  // PE(pos) . PE(pos + k) straight from the closed form, at pos = 9.
  double direct = 0;
  for (int j = 0; j < 8; ++j)
    direct += closed_form::pe(9, j, 8, 10000) * closed_form::pe(9 + k, j, 8, 10000);
  CHECK_THAT(plus.relative_dot, WithinAbs(direct, 1e-12));
  CHECK_THAT(minus.relative_dot, WithinAbs(plus.relative_dot, 1e-15));
  CHECK_THAT(minus.relative_dot_sin, WithinAbs(-plus.relative_dot_sin, 1e-15));
  double degrees = 0, sines = 0, half = 0;
  for (int i = 0; i < 4; ++i) {
    degrees += std::cos(k / std::pow(10000.0, 2.0 * i / 8) * M_PI / 180);
    sines += std::sin(k / std::pow(10000.0, 2.0 * i / 8));
    half += std::cos(k / std::pow(10000.0, 2.0 * i / 4));
  }
  CHECK_THAT(plus.relative_dot_degrees, WithinAbs(degrees, 1e-12));
  CHECK_THAT(plus.relative_dot_sin, WithinAbs(sines, 1e-12));
  CHECK_THAT(plus.relative_dot_half_d_model, WithinAbs(half, 1e-12));
}

TEST_CASE("exam_mistakes refuses bad input with the limit and the value", "[mistakes][limits]") {
  CHECK_THAT(pe::exam_mistakes(-1, 0, 1, 8, 10000).error, Contains("pos") && Contains("-1"));
  CHECK_THAT(pe::exam_mistakes(1, 8, 1, 8, 10000).error,
             Contains("dim must be an integer in 0..7 (got 8)"));
  CHECK_THAT(pe::exam_mistakes(1, 0, 2e6, 8, 10000).error, Contains("k") && Contains("2000000"));
  CHECK_THAT(pe::exam_mistakes(1, 0, 1, 7, 10000).error, Contains("dModel"));
  CHECK_THAT(pe::exam_mistakes(1, 0, 1, 8, 1).error, Contains("base"));
  CHECK_FALSE(pe::exam_mistakes(1, 0.5, 1, 8, 10000).ok);
}
