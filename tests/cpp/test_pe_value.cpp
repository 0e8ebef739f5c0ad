#include <catch2/catch.hpp>
#include <cmath>

#include "closed_form.hpp"
#include "pe/pe_value.hpp"

using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("pe_value matches the closed form at every step", "[pe_value]") {
  const double pos = GENERATE(0, 1, 7, 63, 999, 1000000);
  const int i = GENERATE(0, 1, 17, 63);
  const double base = GENERATE(10000.0, 2.5, 1e6);
  CAPTURE(pos, i, base);
  const pe::PeValue v = pe::pe_value(pos, i, 128, base);
  REQUIRE(v.ok);
  CHECK(v.error.empty());
  CHECK_THAT(v.exponent, WithinRel(2.0 * i / 128.0, 1e-15));
  CHECK_THAT(v.divisor, WithinRel(std::pow(base, 2.0 * i / 128.0), 1e-14));
  CHECK_THAT(v.omega * v.divisor, WithinRel(1.0, 1e-15));
  CHECK_THAT(v.angle, WithinRel(pos / std::pow(base, 2.0 * i / 128.0), 1e-14));
  CHECK_THAT(v.sin, WithinAbs(closed_form::pe(pos, 2 * i, 128, base), 1e-9));
  CHECK_THAT(v.cos, WithinAbs(closed_form::pe(pos, 2 * i + 1, 128, base), 1e-9));
  CHECK_THAT(v.wavelength, WithinRel(2 * M_PI * std::pow(base, 2.0 * i / 128.0), 1e-14));
  CHECK(v.dim_sin == 2 * i);
  CHECK(v.dim_cos == 2 * i + 1);
}

TEST_CASE("sin^2 + cos^2 = 1 for every pair", "[pe_value][property]") {
  const double pos = GENERATE(range(0, 200, 13));
  CAPTURE(pos);
  for (int i = 0; i < 16; ++i) {
    const pe::PeValue v = pe::pe_value(pos, i, 32, 10000);
    REQUIRE(v.ok);
    CHECK_THAT(v.sin * v.sin + v.cos * v.cos, WithinAbs(1.0, 1e-15));
  }
}

TEST_CASE("the first pair has wavelength 2*pi and the ladder grows toward base*2*pi",
          "[pe_value][wavelength]") {
  const pe::PeValue first = pe::pe_value(0, 0, 512, 10000);
  const pe::PeValue last = pe::pe_value(0, 255, 512, 10000);
  CHECK_THAT(first.wavelength, WithinRel(2 * M_PI, 1e-15));
  CHECK(last.wavelength < 10000 * 2 * M_PI);
  CHECK_THAT(last.wavelength, WithinRel(2 * M_PI * std::pow(10000.0, 510.0 / 512.0), 1e-14));
}
