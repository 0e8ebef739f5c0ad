#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "closed_form.hpp"
#include "pe/simple_encodings.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

int popcount(int x) {
  int count = 0;
  for (; x != 0; x >>= 1) count += x & 1;
  return count;
}

}  // namespace

TEST_CASE("The raw position and pos/n are the closed forms, for two sentence lengths", "[simple]") {
  const pe::SimpleEncodings r = pe::simple_encodings(32, 16, 8, 10000);
  REQUIRE(r.ok);
  REQUIRE(r.raw.size() == 32);
  REQUIRE(r.fraction.size() == 32);
  REQUIRE(r.fraction_short.size() == 16);
  for (int pos = 0; pos < 32; ++pos) {
    CHECK(r.raw[pos] == pos);
    CHECK(r.fraction[pos] == pos / 32.0);
    if (pos < 16) CHECK(r.fraction_short[pos] == pos / 16.0);
  }
  // The same position, two codes: 8/32 and 8/16.
  CHECK(r.fraction[8] != r.fraction_short[8]);
}

TEST_CASE("One-hot codes: the identity matrix, every two positions sqrt(2) apart", "[simple]") {
  const int n = GENERATE(2, 5, 64);
  CAPTURE(n);
  const pe::SimpleEncodings r = pe::simple_encodings(n, 1, 4, 10000);
  REQUIRE(r.ok);
  REQUIRE(r.one_hot.size() == static_cast<size_t>(n) * n);
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      CHECK(r.one_hot[a * n + b] == (a == b ? 1.0 : 0.0));
      CHECK_THAT(r.one_hot_distance[a * n + b], WithinAbs(a == b ? 0.0 : std::sqrt(2.0), 1e-15));
    }
  }
}

TEST_CASE("Binary codes: the bits of pos, and neighbours 7 and 8 differ in every bit of four",
          "[simple]") {
  SECTION("16 positions need 4 bits") {
    const pe::SimpleEncodings r = pe::simple_encodings(16, 16, 4, 10000);
    REQUIRE(r.ok);
    CHECK(r.bits == 4);
    // 7 = 0111, 8 = 1000: most significant bit first.
    const double seven[] = {0, 1, 1, 1};
    const double eight[] = {1, 0, 0, 0};
    for (int b = 0; b < 4; ++b) {
      CHECK(r.binary[7 * 4 + b] == seven[b]);
      CHECK(r.binary[8 * 4 + b] == eight[b]);
    }
    CHECK(r.binary_flips[7] == 4);
    CHECK_THAT(r.binary_distance[7 * 16 + 8], WithinAbs(2.0, 1e-15));
    CHECK_THAT(r.binary_distance[8 * 16 + 9], WithinAbs(1.0, 1e-15));
  }
  SECTION("every count of positions, against popcount(a xor b)") {
    const int n = GENERATE(2, 3, 17, 32, 33, 64);
    CAPTURE(n);
    const pe::SimpleEncodings r = pe::simple_encodings(n, 1, 4, 10000);
    REQUIRE(r.ok);
    const int bits = static_cast<int>(std::ceil(std::log2(n)));
    CHECK(r.bits == bits);
    REQUIRE(r.binary_flips.size() == static_cast<size_t>(n - 1));
    for (int pos = 0; pos < n; ++pos) {
      int value = 0;
      for (int b = 0; b < bits; ++b) value = 2 * value + static_cast<int>(r.binary[pos * bits + b]);
      CHECK(value == pos);
    }
    for (int pos = 0; pos + 1 < n; ++pos) CHECK(r.binary_flips[pos] == popcount(pos ^ (pos + 1)));
    for (int a = 0; a < n; ++a) {
      for (int b = 0; b < n; ++b) {
        CHECK_THAT(r.binary_distance[a * n + b],
                   WithinAbs(std::sqrt(static_cast<double>(popcount(a ^ b))), 1e-15));
      }
    }
  }
}

TEST_CASE("Sinusoidal distances: the closed form, a function of the offset only", "[simple]") {
  const int d = GENERATE(2, 8, 128, 4096);
  const double base = GENERATE(10000.0, 100.0);
  CAPTURE(d, base);
  const int n = 64;
  const pe::SimpleEncodings r = pe::simple_encodings(n, 32, d, base);
  REQUIRE(r.ok);
  REQUIRE(r.sinusoidal_distance.size() == static_cast<size_t>(n) * n);
  // |PE(a) - PE(b)|^2 = sum_i (2 - 2 cos(w_i (a - b))) = sum_i 4 sin^2(w_i (a - b) / 2).
  auto closed = [&](int offset) {
    double sum = 0;
    for (int i = 0; i < d / 2; ++i) {
      const double half = offset / std::pow(base, 2.0 * i / d) / 2;
      sum += 4 * std::sin(half) * std::sin(half);
    }
    return std::sqrt(sum);
  };
  for (int a = 0; a < n; a += 3) {
    for (int b = 0; b < n; ++b) {
      CHECK_THAT(r.sinusoidal_distance[a * n + b], WithinAbs(closed(b - a), 1e-10));
    }
  }
  // Smooth: every pair of neighbours is the same distance apart.
  for (int pos = 0; pos + 1 < n; ++pos) {
    CHECK_THAT(r.sinusoidal_distance[pos * n + pos + 1], WithinAbs(closed(1), 1e-12));
  }
  // Bounded by 1, and reached (cos 0 = 1 at pos 0).
  CHECK(r.sinusoidal_max_abs <= 1.0);
  CHECK(r.sinusoidal_max_abs == 1.0);
  // A different code per position: every off-diagonal distance is positive.
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      if (a != b) CHECK(r.sinusoidal_distance[a * n + b] > 1e-3);
    }
  }
}

TEST_CASE("simple_encodings refuses what it cannot show, naming the limit and the value",
          "[simple][limits]") {
  SECTION("nPos") {
    const pe::SimpleEncodings r = pe::simple_encodings(65, 1, 8, 10000);
    CHECK_FALSE(r.ok);
    CHECK_THAT(r.error, Contains("nPos") && Contains("2..64") && Contains("65"));
    CHECK_FALSE(pe::simple_encodings(1, 1, 8, 10000).ok);
    CHECK_FALSE(pe::simple_encodings(2.5, 1, 8, 10000).ok);
  }
  SECTION("nShort") {
    const pe::SimpleEncodings r = pe::simple_encodings(16, 17, 8, 10000);
    CHECK_FALSE(r.ok);
    CHECK_THAT(r.error, Contains("nShort") && Contains("1..16") && Contains("17"));
    CHECK_FALSE(pe::simple_encodings(16, 0, 8, 10000).ok);
  }
  SECTION("dModel and base") {
    CHECK_THAT(pe::simple_encodings(16, 8, 7, 10000).error, Contains("dModel"));
    CHECK_THAT(pe::simple_encodings(16, 8, 8, 1).error, Contains("base"));
    CHECK_FALSE(pe::simple_encodings(16, 8, 8, std::nan("")).ok);
  }
  SECTION("a refusal carries no data") {
    const pe::SimpleEncodings r = pe::simple_encodings(100, 1, 8, 10000);
    CHECK(r.raw.empty());
    CHECK(r.sinusoidal_distance.empty());
  }
}
