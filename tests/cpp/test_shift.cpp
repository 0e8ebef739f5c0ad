#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "closed_form.hpp"
#include "pe/shift.hpp"

using Catch::Matchers::WithinAbs;

TEST_CASE("M_k maps PE(pos) to PE(pos+k) for every pos", "[shift][property]") {
  const int d_model = 64;
  const double base = 10000;
  const int k = GENERATE(1, 3, 50, -2);
  CAPTURE(k);
  const pe::ShiftMatrix m = pe::shift_matrix(k, d_model, base);
  REQUIRE(m.ok);
  // One matrix, many positions: M_k does not depend on pos.
  for (int pos = std::max(0, -k); pos < 500; pos += 7) {
    for (int a = 0; a < d_model; ++a) {
      double shifted = 0;
      for (int b = 0; b < d_model; ++b) {
        shifted += m.data[a * d_model + b] * closed_form::pe(pos, b, d_model, base);
      }
      CHECK_THAT(shifted, WithinAbs(closed_form::pe(pos + k, a, d_model, base), 1e-12));
    }
  }
}

TEST_CASE("M_k is block-diagonal with 2x2 rotations", "[shift]") {
  const pe::ShiftMatrix m = pe::shift_matrix(5, 8, 10000);
  REQUIRE(m.ok);
  for (int a = 0; a < 8; ++a) {
    for (int b = 0; b < 8; ++b) {
      if (a / 2 != b / 2) CHECK(m.data[a * 8 + b] == 0.0);
    }
  }
  for (int i = 0; i < 4; ++i) {
    const double w = 1.0 / std::pow(10000.0, 2.0 * i / 8);
    CHECK_THAT(m.data[(2 * i) * 8 + 2 * i], WithinAbs(std::cos(5 * w), 1e-15));
    CHECK_THAT(m.data[(2 * i) * 8 + 2 * i + 1], WithinAbs(std::sin(5 * w), 1e-15));
    CHECK_THAT(m.data[(2 * i + 1) * 8 + 2 * i], WithinAbs(-std::sin(5 * w), 1e-15));
    CHECK_THAT(m.data[(2 * i + 1) * 8 + 2 * i + 1], WithinAbs(std::cos(5 * w), 1e-15));
  }
}

TEST_CASE("shift_identity computes both sides of the angle-addition identity", "[shift]") {
  const double pos = GENERATE(0, 5, 1234);
  const double k = GENERATE(0, 3, 77);
  const int i = GENERATE(0, 3, 7);
  CAPTURE(pos, k, i);
  const pe::ShiftIdentity r = pe::shift_identity(pos, k, i, 16, 10000);
  REQUIRE(r.ok);
  CHECK_THAT(r.sin_direct, WithinAbs(closed_form::pe(pos + k, 2 * i, 16, 10000), 1e-12));
  CHECK_THAT(r.cos_direct, WithinAbs(closed_form::pe(pos + k, 2 * i + 1, 16, 10000), 1e-12));
  CHECK_THAT(r.sin_identity, WithinAbs(r.sin_direct, 1e-12));
  CHECK_THAT(r.cos_identity, WithinAbs(r.cos_direct, 1e-12));
  CHECK_THAT(r.sin_pos * r.sin_pos + r.cos_pos * r.cos_pos, WithinAbs(1.0, 1e-15));
  CHECK(r.abs_error < 1e-12);
}

TEST_CASE("shift_check finds rounding-level error for any pos and k", "[shift]") {
  const double pos = GENERATE(0, 1, 999, 1000000);
  const double k = GENERATE(1, 10, 1000000);
  CAPTURE(pos, k);
  const pe::ShiftCheck c = pe::shift_check(pos, k, 128, 10000);
  REQUIRE(c.ok);
  CHECK(c.max_abs_error < 1e-9);
  REQUIRE(c.pe_pos_k.size() == 128);
  CHECK_THAT(c.pe_pos_k[0], WithinAbs(std::sin(pos + k), 1e-9));
}

TEST_CASE("The 2x2 block of shift_identity has determinant +1: a rotation, not a reflection",
          "[shift][property]") {
  const double k = GENERATE(0, 1, 3, -2, 77, 1000000);
  const int i = GENERATE(0, 3, 7);
  CAPTURE(k, i);
  const pe::ShiftIdentity r = pe::shift_identity(1000, k, i, 16, 10000);
  REQUIRE(r.ok);
  // The closed form: det [[c, s], [-s, c]] = c^2 + s^2 = 1 for the angle k / base^(2i/d).
  const double angle = k / std::pow(10000.0, 2.0 * i / 16);
  const double c = std::cos(angle), s = std::sin(angle);
  CHECK_THAT(r.det, WithinAbs(c * c + s * s, 1e-15));
  CHECK_THAT(r.det, WithinAbs(1.0, 4e-16));
}
