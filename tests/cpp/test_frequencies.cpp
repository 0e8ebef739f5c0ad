#include <catch2/catch.hpp>
#include <cmath>

#include "pe/frequencies.hpp"

using Catch::Matchers::WithinRel;

TEST_CASE("frequencies form a geometric ladder with ratio base^(-2/d)", "[frequencies]") {
  const double base = GENERATE(10000.0, 100.0);
  CAPTURE(base);
  const pe::Frequencies f = pe::pe_frequencies(64, base);
  REQUIRE(f.ok);
  REQUIRE(f.omega.size() == 32);
  REQUIRE(f.wavelength.size() == 32);
  CHECK(f.omega[0] == 1.0);
  const double ratio = std::pow(base, -2.0 / 64.0);
  for (size_t i = 1; i < f.omega.size(); ++i) {
    CHECK_THAT(f.omega[i] / f.omega[i - 1], WithinRel(ratio, 1e-13));
    CHECK_THAT(f.wavelength[i] * f.omega[i], WithinRel(2 * M_PI, 1e-15));
  }
}
