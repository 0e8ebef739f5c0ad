// ALiBi's slopes against the paper's own code (Press et al. 2022, get_slopes), written here again
// in float64 from the rule, not from the code under test:
//   def get_slopes_power_of_2(n): start = 2**(-2**-(log2(n) - 3)); return [start * start**i ...]
//   H a power of two: get_slopes_power_of_2(H), i.e. m_h = 2^(-8h/H) for h = 1..H;
//   otherwise, n = 2**floor(log2(H)): get_slopes_power_of_2(n) + get_slopes(2n)[0::2][:H - n].
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "pe/alibi.hpp"
#include "refusal_args.hpp"

using Catch::Matchers::WithinRel;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

// The paper's get_slopes_power_of_2(n): start * start^i for i = 0..n-1 with start = 2^(-8/n), i.e.
// 2^(-8h/n) for h = 1..n. exp2 of the exponent is within an ulp; no product is accumulated.
std::vector<double> slopes_power_of_2(int n) {
  std::vector<double> out;
  for (int h = 1; h <= n; ++h) out.push_back(std::exp2(-8.0 * h / n));
  return out;
}

// The paper's get_slopes(H), recursion and all.
std::vector<double> reference_slopes(int heads) {
  int n = 1;
  while (n * 2 <= heads) n *= 2;  // 2^floor(log2 H)
  if (n == heads) return slopes_power_of_2(heads);
  std::vector<double> out = slopes_power_of_2(n);
  const std::vector<double> twice = reference_slopes(2 * n);  // a power of two: no recursion
  for (size_t j = 0; j < twice.size() && out.size() < static_cast<size_t>(heads); j += 2)
    out.push_back(twice[j]);  // [0::2][:H - n]
  return out;
}

}  // namespace

TEST_CASE("alibi slopes for 1..16 heads and 1024 heads follow the paper's get_slopes", "[alibi]") {
  const int heads = GENERATE(range(1, 17), 1024);
  CAPTURE(heads);
  const pe::AlibiSlopes a = pe::alibi_slopes(heads);
  REQUIRE(a.ok);
  CHECK(a.error.empty());
  CHECK(a.code.empty());
  const std::vector<double> expected = reference_slopes(heads);
  REQUIRE(expected.size() == static_cast<size_t>(heads));
  REQUIRE(a.slopes.size() == expected.size());
  for (size_t h = 0; h < expected.size(); ++h) {
    CAPTURE(h);
    // 1e-13: the paper's form multiplies start by itself up to 1023 times, and an implementation
    // that does so may drift by ~1 ulp per product (1024 ulps ~ 2.3e-13 at worst, far less in
    // practice); pow/exp2 forms are within a few ulps.
    CHECK_THAT(a.slopes[h], WithinRel(expected[h], heads == 1024 ? 1e-12 : 1e-13));
    // Every slope lies in (0, 1): a penalty that grows with distance, never a reward.
    CHECK(a.slopes[h] > 0);
    CHECK(a.slopes[h] < 1);
  }
}

TEST_CASE("alibi slopes at hand-computed head counts", "[alibi]") {
  // The slopes here are powers of two, so any faithful float64 route gets them to an ulp or two;
  // 1e-15 allows for a pow/exp route, whose exponent carries ~8 ln 2 ~ 5.5 ulps of argument error.
  const auto check_slopes = [](int heads, const std::vector<double>& expected) {
    CAPTURE(heads);
    const pe::AlibiSlopes a = pe::alibi_slopes(heads);
    REQUIRE(a.ok);
    REQUIRE(a.slopes.size() == expected.size());
    for (size_t h = 0; h < expected.size(); ++h) {
      CAPTURE(h);
      CHECK_THAT(a.slopes[h], WithinRel(expected[h], 1e-15));
    }
  };
  SECTION("H = 8: 1/2, 1/4, ..., 1/256 (the paper's example)") {
    check_slopes(8,
                 {1.0 / 2, 1.0 / 4, 1.0 / 8, 1.0 / 16, 1.0 / 32, 1.0 / 64, 1.0 / 128, 1.0 / 256});
  }
  SECTION("H = 1: the one head gets 2^-8") { check_slopes(1, {1.0 / 256}); }
  SECTION("H = 2: 2^-4, 2^-8") { check_slopes(2, {1.0 / 16, 1.0 / 256}); }
  SECTION("H = 3: the 2 slopes of 2 heads, then 2^-2 (slope 1 of 4 heads)") {
    check_slopes(3, {1.0 / 16, 1.0 / 256, 1.0 / 4});
  }
  SECTION("H = 6: the 4 slopes of 4 heads, then 2^-1 and 2^-3 (slopes 1 and 3 of 8 heads)") {
    check_slopes(6, {1.0 / 4, 1.0 / 16, 1.0 / 64, 1.0 / 256, 1.0 / 2, 1.0 / 8});
  }
  SECTION("H = 16: 2^(-h/2), every other one a power of two") {
    const pe::AlibiSlopes a = pe::alibi_slopes(16);
    REQUIRE(a.ok);
    REQUIRE(a.slopes.size() == 16);
    CHECK_THAT(a.slopes[0], WithinRel(1 / std::sqrt(2.0), 1e-15));
    CHECK_THAT(a.slopes[1], WithinRel(0.5, 1e-15));
    CHECK_THAT(a.slopes[15], WithinRel(1.0 / 256, 1e-15));
  }
}

TEST_CASE("alibi slopes of a power of two form a geometric sequence with ratio 2^(-8/H)",
          "[alibi]") {
  const int heads = GENERATE(2, 4, 8, 16, 32, 64, 128, 256, 512, 1024);
  CAPTURE(heads);
  const pe::AlibiSlopes a = pe::alibi_slopes(heads);
  REQUIRE(a.ok);
  REQUIRE(a.slopes.size() == static_cast<size_t>(heads));
  const double ratio = std::exp2(-8.0 / heads);
  CHECK_THAT(a.slopes[0], WithinRel(ratio, 1e-15));  // the first slope is the ratio itself
  // The last head always gets 2^-8 = 1/256, whatever H.
  CHECK_THAT(a.slopes.back(), WithinRel(1.0 / 256, 1e-12));
  for (size_t h = 1; h < a.slopes.size(); ++h) {
    CAPTURE(h);
    // A quotient of two slopes each within ~1e-13 of the rule (see the reference test).
    CHECK_THAT(a.slopes[h] / a.slopes[h - 1], WithinRel(ratio, 1e-12));
  }
}

TEST_CASE("alibi refuses a head count that is not an integer in 1..1024 and names it heads",
          "[alibi][refusal]") {
  const double heads = GENERATE(0.0, 1025.0, 2.5, -1.0, kNaN, kInf, -kInf);
  CAPTURE(heads);
  const pe::AlibiSlopes a = pe::alibi_slopes(heads);
  CHECK_FALSE(a.ok);
  CHECK(a.slopes.empty());
  CHECK(a.code == "integer_out_of_range");
  CHECK(arg_names(a) == std::set<std::string>{"name", "value", "min", "max"});
  CHECK(text_arg(a, "name") == "heads");
  const double value = number_arg(a, "value");
  // The value is shown as it came: NaN stays NaN, Infinity stays Infinity.
  CHECK((std::isnan(heads) ? std::isnan(value) : value == heads));
  CHECK(number_arg(a, "min") == 1);
  CHECK(number_arg(a, "max") == 1024);
  CHECK_THAT(a.error, Catch::Matchers::Contains("heads"));
}

// alibi_biases against the closed form B[h][i][j] = -m_h |i - j|, m_h from the paper's get_slopes
// above (reference_slopes), laid out row-major by head, query i, key j.
TEST_CASE("alibi biases are -m_h |i - j| for every head, query and key", "[alibi]") {
  const int heads = GENERATE(1, 3, 8, 12, 64);
  const int length = GENERATE(1, 2, 7, 64);
  const bool causal = GENERATE(false, true);
  CAPTURE(heads, length, causal);
  pe::AlibiBiasOptions options;
  options.causal = causal;
  const pe::AlibiBiases a = pe::alibi_biases(heads, length, options);
  REQUIRE(a.ok);
  CHECK(a.error.empty());
  CHECK(a.heads == heads);
  CHECK(a.length == length);
  CHECK(a.causal == causal);
  const std::vector<double> m = reference_slopes(heads);
  REQUIRE(a.slopes.size() == m.size());
  for (size_t h = 0; h < m.size(); ++h) CHECK_THAT(a.slopes[h], WithinRel(m[h], 1e-13));
  const size_t cells = static_cast<size_t>(heads) * length * length;
  REQUIRE(a.biases.size() == cells);
  REQUIRE(a.masked.size() == cells);
  // One assertion per kind of fault, not per cell (262144 cells at 64 x 64 x 64).
  size_t masked = 0, wrong = 0, wrong_mask = 0, signed_zero = 0, not_finite = 0;
  for (int h = 0; h < heads; ++h) {
    for (int i = 0; i < length; ++i) {
      for (int j = 0; j < length; ++j) {
        const size_t at = (static_cast<size_t>(h) * length + i) * length + j;
        const double b = a.biases[at];
        const double expected = -m[h] * std::abs(i - j);
        if (std::abs(b - expected) > 1e-13 * std::abs(expected)) ++wrong;
        if (i == j && std::signbit(b)) ++signed_zero;  // 0, not -0 (a page would print "-0")
        if (!std::isfinite(b)) ++not_finite;
        // The mask: only under causal, exactly the keys after the query.
        if (a.masked[at] != (causal && j > i ? 1 : 0)) ++wrong_mask;
        masked += a.masked[at];
      }
    }
  }
  CHECK(wrong == 0);
  CHECK(signed_zero == 0);
  CHECK(not_finite == 0);
  CHECK(wrong_mask == 0);
  // Under causal, n (n - 1) / 2 keys per head are hidden.
  CHECK(masked == (causal ? static_cast<size_t>(heads) * length * (length - 1) / 2 : 0));
}

TEST_CASE("alibi biases by hand: 2 heads (slopes 1/16 and 1/256), 3 positions", "[alibi]") {
  const pe::AlibiBiases a = pe::alibi_biases(2, 3);
  REQUIRE(a.ok);
  CHECK_FALSE(a.causal);
  const std::vector<double> expected = {
      0, -1.0 / 16,  -2.0 / 16,  -1.0 / 16,  0, -1.0 / 16,  -2.0 / 16,  -1.0 / 16,  0,
      0, -1.0 / 256, -2.0 / 256, -1.0 / 256, 0, -1.0 / 256, -2.0 / 256, -1.0 / 256, 0};
  CHECK(a.biases == expected);  // powers of two: exact
  CHECK(a.masked == std::vector<std::uint8_t>(18, 0));
}

TEST_CASE("alibi biases refuse heads and length outside 1..64 and name them", "[alibi][refusal]") {
  const double bad = GENERATE(0.0, 65.0, 2.5, -1.0, kNaN, kInf);
  CAPTURE(bad);
  const struct {
    const char* name;
    double heads, length;
  } cases[] = {{"heads", bad, 8}, {"length", 8, bad}};
  for (const auto& c : cases) {
    CAPTURE(c.name);
    const pe::AlibiBiases a = pe::alibi_biases(c.heads, c.length);
    CHECK_FALSE(a.ok);
    CHECK(a.biases.empty());
    CHECK(a.masked.empty());
    CHECK(a.slopes.empty());
    CHECK(a.code == "integer_out_of_range");
    CHECK(arg_names(a) == std::set<std::string>{"name", "value", "min", "max"});
    CHECK(text_arg(a, "name") == c.name);
    const double value = number_arg(a, "value");
    CHECK((std::isnan(bad) ? std::isnan(value) : value == bad));
    CHECK(number_arg(a, "min") == 1);
    CHECK(number_arg(a, "max") == 64);
    CHECK_THAT(a.error, Catch::Matchers::Contains(c.name));
  }
  // heads is checked first.
  CHECK(text_arg(pe::alibi_biases(0, 0), "name") == "heads");
}
