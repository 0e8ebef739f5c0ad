#include <catch2/catch.hpp>
#include <cmath>

#include "offset_invariance.hpp"
#include "pe/relative.hpp"

using Catch::Matchers::WithinAbs;

TEST_CASE("PE(ref).PE(p) is sum_i cos(omega_i (p - ref))", "[relative]") {
  const int ref = GENERATE(0, 10, 300);
  CAPTURE(ref);
  const pe::RelativeDots dots = pe::relative_dots(600, 32, 10000, ref);
  REQUIRE(dots.ok);
  REQUIRE(dots.data.size() == 600);
  for (int p = 0; p < 600; ++p) {
    double expected = 0;
    for (int i = 0; i < 16; ++i) expected += std::cos((p - ref) / std::pow(10000.0, 2.0 * i / 32));
    CHECK_THAT(dots.data[p], WithinAbs(expected, 1e-9));
  }
  CHECK_THAT(dots.data[ref], WithinAbs(16.0, 1e-12));  // |PE(p)|^2 = dModel / 2
}

TEST_CASE("relative dots depend only on the offset", "[relative][property]") {
  check_offset_invariance(pe::relative_dots(400, 64, 10000, 5), 5,
                          pe::relative_dots(400, 64, 10000, 105), 105, 1e-9);
}

TEST_CASE("relative dots: SIMD and scalar paths agree", "[relative][simd]") {
  const pe::RelativeDots fast = pe::relative_dots(300, 66, 500, 7, pe::KernelPath::fast);
  const pe::RelativeDots scalar = pe::relative_dots(300, 66, 500, 7, pe::KernelPath::scalar);
  for (int p = 0; p < 300; ++p) CHECK_THAT(fast.data[p], WithinAbs(scalar.data[p], 1e-12));
}
