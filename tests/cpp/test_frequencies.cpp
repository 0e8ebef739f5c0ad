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

TEST_CASE("frequencies report the exponent 2i/d of every pair", "[frequencies]") {
  const int d = GENERATE(2, 8, 128, 4096);
  CAPTURE(d);
  const pe::Frequencies f = pe::pe_frequencies(d, 10000);
  REQUIRE(f.ok);
  REQUIRE(f.exponent.size() == static_cast<size_t>(d / 2));
  for (size_t i = 0; i < f.exponent.size(); ++i) {
    CAPTURE(i);
    // 2i/d is exact in float64 for these sizes (d a power of two).
    CHECK(f.exponent[i] == 2.0 * static_cast<double>(i) / d);
    // The closed form: omega_i = base^(-exponent_i).
    CHECK_THAT(f.omega[i], WithinRel(std::pow(10000.0, -2.0 * static_cast<double>(i) / d), 1e-15));
  }
}

TEST_CASE("the wavelength ladder against n positions follows its closed forms", "[frequencies]") {
  const int n = GENERATE(1, 64, 1000, 65536);
  const int d = GENERATE(2, 16, 128);
  const double base = GENERATE(10000.0, 1.5, 1e12);
  CAPTURE(n, d, base);
  const pe::WavelengthLadder ladder = pe::wavelength_ladder(n, d, base);
  REQUIRE(ladder.ok);
  CHECK(ladder.error.empty());
  REQUIRE(ladder.turns.size() == static_cast<size_t>(d / 2));
  CHECK(ladder.floor == 2 * M_PI);
  CHECK_THAT(ladder.ceiling, WithinRel(base * 2 * M_PI, 1e-15));
  CHECK_THAT(ladder.ratio, WithinRel(std::pow(base, 2.0 / d), 1e-15));
  int repeating = 0;
  for (int i = 0; i < d / 2; ++i) {
    CAPTURE(i);
    const double lambda = 2 * M_PI * std::pow(base, 2.0 * i / d);
    CHECK_THAT(ladder.wavelength[i], WithinRel(lambda, 1e-14));
    CHECK_THAT(ladder.turns[i], WithinRel(n / lambda, 1e-14));
    if (lambda <= n) repeating += 1;
    // Each rung is the one before times the ratio, and none reaches the ceiling.
    if (i > 0)
      CHECK_THAT(ladder.wavelength[i] / ladder.wavelength[i - 1], WithinRel(ladder.ratio, 1e-13));
    CHECK(ladder.wavelength[i] < ladder.ceiling);
  }
  CHECK(ladder.repeating == repeating);
}

TEST_CASE("the wavelength ladder refuses a bad sequence length and names it", "[frequencies]") {
  CHECK(pe::wavelength_ladder(0, 8, 10000).error == "nPos must be an integer in 1..65536 (got 0)");
  CHECK(pe::wavelength_ladder(2.5, 8, 10000).error ==
        "nPos must be an integer in 1..65536 (got 2.5)");
  CHECK(pe::wavelength_ladder(65537, 8, 10000).error ==
        "nPos must be an integer in 1..65536 (got 65537)");
  const pe::WavelengthLadder bad_d = pe::wavelength_ladder(10, 7, 10000);
  CHECK_FALSE(bad_d.ok);
  CHECK(bad_d.error == "dModel must be an even integer in 2..4096 (got 7)");
  CHECK(bad_d.turns.empty());
  CHECK_FALSE(pe::wavelength_ladder(10, 8, 1).ok);
}
