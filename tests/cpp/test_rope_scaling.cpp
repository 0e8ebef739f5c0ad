// RoPE scaling rules against references written here again in float64 from the published
// formulas, not from the code under test (d = dModel, b = base, pair i in 0..d/2-1, s = factor,
// L = originalLength):
//   theta_i = b^(-2i/d), lambda_i = 2 pi / theta_i, r_i = L / lambda_i
//   pi      theta_i / s                                     (Chen et al. 2023)
//   ntk     b'^(-2i/d), b' = b s^(d/(d-2))                  (bloc97 2023)
//   yarn    (1 - g(r_i)) theta_i / s + g(r_i) theta_i, g the paper's linear ramp in r between
//           alpha and beta; attention factor 0.1 ln s + 1    (Peng et al. 2023)
//   llama3  Hugging Face's _compute_llama3_parameters, in wavelengths (Meta's Llama 3.1 rule)
// The refusals' codes, names and limits come from pe/refusal_codes.hpp and pe/rope_scaling.hpp.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "pe/rope_scaling.hpp"
#include "refusal_args.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinRel;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();
const double kTwoPi = 2 * M_PI;

struct Expected {
  double base = 0;
  double attention_factor = 1;
  std::vector<double> original, frequencies, turns, ramp;
};

// theta_i = b^(-2i/d), straight from the definition.
double theta(double base, int d, int i) { return std::pow(base, -2.0 * i / d); }

// The reference for every kind; s is the factor the rule should use (8 for llama3's default).
Expected reference(const std::string& kind, int d, double b, double s,
                   const pe::RopeScalingOptions& o) {
  Expected e;
  e.base = b;
  const double L = o.original_length;
  if (kind == "ntk") e.base = b * std::pow(s, static_cast<double>(d) / (d - 2));
  if (kind == "yarn") e.attention_factor = 0.1 * std::log(s) + 1;
  for (int i = 0; i < d / 2; ++i) {
    const double t = theta(b, d, i);
    e.original.push_back(t);
    e.turns.push_back(L * t / kTwoPi);
    if (kind == "none") {
      e.frequencies.push_back(t);
    } else if (kind == "pi") {
      e.frequencies.push_back(t / s);
    } else if (kind == "ntk") {
      e.frequencies.push_back(std::pow(e.base, -2.0 * i / d));
    } else if (kind == "yarn") {
      // The paper's ramp gamma(r): 0 below alpha (interpolate), 1 above beta (keep), linear in
      // between.
      const double r = L / (kTwoPi / t);
      double g;
      if (r < o.alpha) {
        g = 0;
      } else if (r > o.beta) {
        g = 1;
      } else {
        g = (r - o.alpha) / (o.beta - o.alpha);
      }
      e.ramp.push_back(g);
      e.frequencies.push_back((1 - g) * t / s + g * t);
    } else if (kind == "llama3") {
      // As Hugging Face writes it: wavelengths against L / low and L / high.
      const double low = o.low_frequency_factor, high = o.high_frequency_factor;
      const double low_freq_wavelen = L / low;
      const double high_freq_wavelen = L / high;
      const double wavelen = kTwoPi / t;
      if (wavelen < high_freq_wavelen) {
        e.ramp.push_back(1);
        e.frequencies.push_back(t);
      } else if (wavelen > low_freq_wavelen) {
        e.ramp.push_back(0);
        e.frequencies.push_back(t / s);
      } else {
        const double smooth = (L / wavelen - low) / (high - low);
        e.ramp.push_back(smooth);
        e.frequencies.push_back((1 - smooth) * t / s + smooth * t);
      }
    }
  }
  return e;
}

pe::RopeScalingOptions with_factor(const std::string& kind, double factor) {
  pe::RopeScalingOptions o;
  o.kind = kind;
  o.factor = factor;
  o.factor_given = true;
  return o;
}

// Checks r against the reference, and the fields every kind shares.
// Tolerances: every value is a pow, a product and at most a blend of two terms; an implementation
// that takes pow through exp(log) loses ~|ln b'| ulps (b' up to ~1e18 for ntk: ~42 ulps ~ 1e-14).
// 1e-12 leaves room for that and for a ladder built by repeated multiplication (d/2 <= 2048
// products, ~5e-13 at worst), and still catches any wrong exponent, factor or ramp.
void check_against_reference(const pe::RopeFrequencies& r, const Expected& e,
                             const std::string& kind, double s, int d) {
  REQUIRE(r.ok);
  CHECK(r.error.empty());
  CHECK(r.code.empty());
  CHECK(r.args.empty());
  CHECK(r.kind == kind);
  CHECK(r.factor == s);
  CHECK_THAT(r.base, WithinRel(e.base, 1e-14));
  CHECK_THAT(r.attention_factor, WithinRel(e.attention_factor, 1e-15));
  const size_t pairs = static_cast<size_t>(d / 2);
  REQUIRE(r.original.size() == pairs);
  REQUIRE(r.frequencies.size() == pairs);
  REQUIRE(r.wavelengths.size() == pairs);
  REQUIRE(r.turns.size() == pairs);
  REQUIRE(r.kept.size() == pairs);
  // The ramp exists only for the two rules that have one.
  REQUIRE(r.ramp.size() == e.ramp.size());
  for (size_t i = 0; i < pairs; ++i) {
    CAPTURE(i);
    CHECK_THAT(r.original[i], WithinRel(e.original[i], 1e-12));
    CHECK_THAT(r.frequencies[i], WithinRel(e.frequencies[i], 1e-12));
    CHECK_THAT(r.turns[i], WithinRel(e.turns[i], 1e-12));
    if (!e.ramp.empty()) {
      // The ramp is 0 on whole ranges of pairs: compare it with a margin, not relatively.
      CHECK_THAT(r.ramp[i], Catch::Matchers::WithinAbs(e.ramp[i], 1e-12));
      CHECK(r.ramp[i] >= 0);
      CHECK(r.ramp[i] <= 1);
    }
    // Definitions, checked against the result's own frequencies: a division each, a few ulps.
    CHECK_THAT(r.wavelengths[i], WithinRel(kTwoPi / r.frequencies[i], 1e-14));
    CHECK_THAT(r.kept[i], WithinRel(r.frequencies[i] / r.original[i], 1e-14));
    // No rule speeds a pair up or slows it by more than s.
    CHECK(r.kept[i] <= 1 + 1e-14);
    CHECK(r.kept[i] >= 1 / s * (1 - 1e-14));
  }
}

// A refusal leaves every vector empty.
void check_refused_empty(const pe::RopeFrequencies& r) {
  CHECK_FALSE(r.ok);
  CHECK(r.original.empty());
  CHECK(r.frequencies.empty());
  CHECK(r.wavelengths.empty());
  CHECK(r.turns.empty());
  CHECK(r.kept.empty());
  CHECK(r.ramp.empty());
}

}  // namespace

TEST_CASE("rope scaling none, pi and ntk match their closed forms", "[rope_scaling]") {
  const std::string kind = GENERATE(as<std::string>{}, "none", "pi", "ntk");
  const int d = GENERATE(4, 8, 64, 128, 512);  // 4096: llama3's defaults case
  const double base = GENERATE(10000.0, 500000.0, 1.5);
  const double s = GENERATE(1.5, 8.0, 1e6);
  CAPTURE(kind, d, base, s);
  // none keeps every frequency whatever the factor; give it s = 1 so its factor field is defined.
  const double used = kind == "none" ? 1.0 : s;
  const pe::RopeScalingOptions o = with_factor(kind, used);
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, o);
  check_against_reference(r, reference(kind, d, base, used, o), kind, used, d);
  if (kind == "none") {
    for (size_t i = 0; i < r.frequencies.size(); ++i) CHECK(r.frequencies[i] == r.original[i]);
  }
}

TEST_CASE("rope scaling none ignores a factor and reports 1", "[rope_scaling]") {
  const pe::RopeFrequencies r = pe::rope_frequencies(8, 10000, with_factor("none", 3.0));
  REQUIRE(r.ok);
  CHECK(r.factor == 1);
  for (size_t i = 0; i < r.frequencies.size(); ++i) CHECK(r.frequencies[i] == r.original[i]);
}

TEST_CASE("rope scaling yarn matches the paper's ramp in r", "[rope_scaling]") {
  const int d = GENERATE(4, 64, 128);
  const double base = GENERATE(10000.0, 500000.0);
  const double s = GENERATE(1.5, 4.0, 16.0, 1e6);
  const double length = GENERATE(1.0, 8192.0, 1000000.0);
  // The paper's alpha = 1, beta = 32 first, then other bounds, alpha = 0 and beta = 1e6 included.
  const auto bounds = GENERATE(std::make_pair(1.0, 32.0), std::make_pair(0.0, 1e6),
                               std::make_pair(2.0, 8.0), std::make_pair(0.5, 0.75));
  pe::RopeScalingOptions o = with_factor("yarn", s);
  o.original_length = length;
  o.alpha = bounds.first;
  o.beta = bounds.second;
  CAPTURE(d, base, s, length, o.alpha, o.beta);
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, o);
  check_against_reference(r, reference("yarn", d, base, s, o), "yarn", s, d);
}

TEST_CASE("rope scaling yarn at hand-checked pairs", "[rope_scaling]") {
  // d = 128, b = 10000, L = 8192, s = 4: pair 0 turns 8192 / 2pi ~ 1304 times (> 32: kept);
  // the last pair, theta = 10000^(-126/128) ~ 1.15e-4, turns ~ 0.15 times (< 1: divided by 4).
  pe::RopeScalingOptions o = with_factor("yarn", 4);
  const pe::RopeFrequencies r = pe::rope_frequencies(128, 10000, o);
  REQUIRE(r.ok);
  REQUIRE(r.frequencies.size() == 64);
  CHECK(r.ramp[0] == 1);
  CHECK(r.frequencies[0] == 1);
  CHECK(r.ramp[63] == 0);
  CHECK_THAT(r.frequencies[63], WithinRel(std::pow(10000.0, -126.0 / 128) / 4, 1e-14));
  // Pair 32: theta = 10000^(-1/2) = 1/100 exactly in the formula, r = 8192 / (200 pi) ~ 13.04.
  const double r32 = 8192 / (200 * M_PI);
  const double g32 = (r32 - 1) / 31;
  CHECK_THAT(r.turns[32], WithinRel(r32, 1e-14));
  CHECK_THAT(r.ramp[32], WithinRel(g32, 1e-13));
  CHECK_THAT(r.frequencies[32], WithinRel(0.01 * ((1 - g32) / 4 + g32), 1e-13));
  CHECK_THAT(r.attention_factor, WithinRel(0.1 * std::log(4.0) + 1, 1e-15));
}

TEST_CASE("rope scaling llama3 with Meta's defaults matches Hugging Face's rule",
          "[rope_scaling]") {
  // s = 8 when no factor is given, low 1, high 4, L 8192.
  const int d = GENERATE(4, 64, 128, 4096);
  const double base = GENERATE(10000.0, 500000.0);
  CAPTURE(d, base);
  pe::RopeScalingOptions o;
  o.kind = "llama3";
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, o);
  check_against_reference(r, reference("llama3", d, base, 8, o), "llama3", 8, d);
}

TEST_CASE("rope scaling llama3 with another factor, ramp and length matches Hugging Face's rule",
          "[rope_scaling]") {
  const int d = GENERATE(4, 64, 128);
  const double base = GENERATE(10000.0, 500000.0);
  const double s = GENERATE(1.5, 16.0, 1e6);
  const auto bounds =
      GENERATE(std::make_pair(1.0, 4.0), std::make_pair(0.5, 32.0), std::make_pair(2.0, 2.5));
  const double length = GENERATE(1.0, 4096.0, 1000000.0);
  pe::RopeScalingOptions o = with_factor("llama3", s);
  o.low_frequency_factor = bounds.first;
  o.high_frequency_factor = bounds.second;
  o.original_length = length;
  CAPTURE(d, base, s, o.low_frequency_factor, o.high_frequency_factor, length);
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, o);
  check_against_reference(r, reference("llama3", d, base, s, o), "llama3", s, d);
}

TEST_CASE("rope scaling llama3 on Llama 3.1's own config (d_head 128, base 500000)",
          "[rope_scaling]") {
  pe::RopeScalingOptions o;
  o.kind = "llama3";  // factor not given: 8
  const pe::RopeFrequencies r = pe::rope_frequencies(128, 500000, o);
  check_against_reference(r, reference("llama3", 128, 500000, 8, o), "llama3", 8, 128);
  REQUIRE(r.ok);
  CHECK(r.factor == 8);
  CHECK(r.attention_factor == 1);
  // Pair 0 (wavelength 2 pi, far below 8192 / 4 = 2048) is kept as is.
  CHECK(r.frequencies[0] == 1);
  CHECK(r.kept[0] == 1);
  CHECK(r.ramp[0] == 1);
  // The last pair (wavelength 2 pi 500000^(126/128) ~ 2.6e6, past 8192) is divided by 8.
  CHECK_THAT(r.frequencies[63], WithinRel(std::pow(500000.0, -126.0 / 128) / 8, 1e-14));
  CHECK_THAT(r.kept[63], WithinRel(1.0 / 8, 1e-14));
  CHECK(r.ramp[63] == 0);
  // By hand: lambda_i = 2 pi 500000^(i/64) < 2048 for i <= 28 (i < 28.2) and > 8192 for i >= 35
  // (i > 34.98): 29 pairs kept, 6 blended (29..34), 29 divided by 8.
  int kept = 0, blended = 0, divided = 0;
  for (size_t i = 0; i < r.frequencies.size(); ++i) {
    if (r.kept[i] == 1) {
      kept += 1;
      CHECK(i <= 28);
    } else if (r.kept[i] == 1.0 / 8) {
      divided += 1;
      CHECK(i >= 35);
    } else {
      blended += 1;
    }
  }
  CHECK(kept == 29);
  CHECK(blended == 6);
  CHECK(divided == 29);
  // Pair 32: theta = 500000^(-1/2), lambda = 2 pi sqrt(500000) ~ 4443 (between 2048 and 8192),
  // smooth = (8192 / lambda - 1) / 3 ~ 0.2813.
  const double lambda32 = kTwoPi * std::sqrt(500000.0);
  const double smooth32 = (8192 / lambda32 - 1) / 3;
  CHECK_THAT(r.ramp[32], WithinRel(smooth32, 1e-13));
  CHECK_THAT(
      r.frequencies[32],
      WithinRel((1 - smooth32) / 8 / std::sqrt(500000.0) + smooth32 / std::sqrt(500000.0), 1e-13));
}

TEST_CASE("rope scaling ntk keeps pair 0 and slows the last pair by exactly s", "[rope_scaling]") {
  const int d = GENERATE(4, 8, 128, 512);
  const double base = GENERATE(10000.0, 500000.0, 1.5);
  const double s = GENERATE(1.5, 4.0, 1e6);
  CAPTURE(d, base, s);
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, with_factor("ntk", s));
  REQUIRE(r.ok);
  CHECK(r.frequencies[0] == 1);  // b'^0, whatever b'
  const size_t last = static_cast<size_t>(d / 2 - 1);
  // b'^(-(d-2)/d) = b^(-(d-2)/d) s^(-1): equal in exact arithmetic; the rounding of b' and of two
  // pows of exponents below 1 in size leaves a few ulps times ln b' (< 42), far below 1e-13.
  CHECK_THAT(r.frequencies[last], WithinRel(r.original[last] / s, 1e-13));
  CHECK_THAT(r.kept[last], WithinRel(1 / s, 1e-13));
  CHECK_THAT(r.base, WithinRel(base * std::pow(s, static_cast<double>(d) / (d - 2)), 1e-14));
  CHECK(r.ramp.empty());
}

TEST_CASE("rope scaling pi's wavelengths are exactly s times the original", "[rope_scaling]") {
  // s a power of two: dividing by s is exact, so the wavelengths are bit for bit s times.
  const int d = GENERATE(8, 128);
  const double base = GENERATE(10000.0, 500000.0);
  const double s = GENERATE(2.0, 8.0, 1024.0, 524288.0);
  CAPTURE(d, base, s);
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, with_factor("pi", s));
  REQUIRE(r.ok);
  for (size_t i = 0; i < r.wavelengths.size(); ++i) {
    CAPTURE(i);
    CHECK(r.frequencies[i] == r.original[i] / s);
    CHECK(r.wavelengths[i] == s * (kTwoPi / r.original[i]));
  }
}

TEST_CASE("rope scaling pi's wavelengths are s times the original for any s", "[rope_scaling]") {
  const int d = GENERATE(8, 128);
  const double base = GENERATE(10000.0, 500000.0);
  const double s = GENERATE(1.5, 3.0, 1e6);
  CAPTURE(d, base, s);
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, with_factor("pi", s));
  REQUIRE(r.ok);
  for (size_t i = 0; i < r.wavelengths.size(); ++i) {
    CAPTURE(i);
    // theta / s, then 2 pi over it: two roundings against one, so within an ulp or two.
    CHECK_THAT(r.wavelengths[i] / (kTwoPi / r.original[i]), WithinRel(s, 1e-15));
    CHECK_THAT(r.kept[i], WithinRel(1 / s, 1e-15));
  }
}

TEST_CASE("rope scaling with factor exactly 1 leaves every kind equal to none", "[rope_scaling]") {
  const std::string kind = GENERATE(as<std::string>{}, "pi", "ntk", "yarn", "llama3");
  const int d = GENERATE(4, 128);
  const double base = GENERATE(10000.0, 500000.0);
  CAPTURE(kind, d, base);
  const pe::RopeFrequencies none = pe::rope_frequencies(d, base, with_factor("none", 1));
  const pe::RopeFrequencies r = pe::rope_frequencies(d, base, with_factor(kind, 1));
  REQUIRE(none.ok);
  REQUIRE(r.ok);
  CHECK(r.factor == 1);
  CHECK_THAT(r.base, WithinRel(base, 1e-15));             // ntk: b * 1^(d/(d-2)) = b
  CHECK_THAT(r.attention_factor, WithinRel(1.0, 1e-15));  // yarn: 0.1 ln 1 + 1
  REQUIRE(r.frequencies.size() == none.frequencies.size());
  for (size_t i = 0; i < r.frequencies.size(); ++i) {
    CAPTURE(i);
    // Blends of theta and theta / 1 are theta; 1e-15 allows one rounding of the blend.
    CHECK_THAT(r.frequencies[i], WithinRel(none.frequencies[i], 1e-15));
    CHECK_THAT(r.wavelengths[i], WithinRel(none.wavelengths[i], 1e-15));
    CHECK_THAT(r.kept[i], WithinRel(1.0, 1e-15));
    CHECK_THAT(r.turns[i], WithinRel(none.turns[i], 1e-15));
  }
}

TEST_CASE("rope scaling accepts the factor's bounds 1 and 1e6", "[rope_scaling]") {
  const std::string kind = GENERATE(as<std::string>{}, "pi", "ntk", "yarn", "llama3");
  const double s = GENERATE(1.0, 1e6);
  CAPTURE(kind, s);
  const pe::RopeFrequencies r = pe::rope_frequencies(64, 10000, with_factor(kind, s));
  CHECK(r.ok);
  CHECK(r.factor == s);
}

TEST_CASE("rope scaling refuses an unknown kind with unknown_rope_scaling {value}",
          "[rope_scaling][refusal]") {
  const auto kinds = GENERATE(std::make_pair(std::string("NTK"), std::string("NTK")),
                              std::make_pair(std::string(""), std::string("")),
                              // An embedded NUL is not printable: shown as '?'.
                              std::make_pair(std::string("yarn\0x", 6), std::string("yarn?x")),
                              std::make_pair(std::string("linear"), std::string("linear")));
  CAPTURE(kinds.second);
  pe::RopeScalingOptions o;
  o.kind = kinds.first;
  const pe::RopeFrequencies r = pe::rope_frequencies(64, 10000, o);
  check_refused_empty(r);
  CHECK(r.code == "unknown_rope_scaling");
  CHECK(arg_names(r) == std::set<std::string>{"value"});
  CHECK(text_arg(r, "value") == kinds.second);
  CHECK_THAT(r.error, Contains("options.kind"));
}

TEST_CASE("rope scaling refuses a factor outside 1..1e6 with number_out_of_range",
          "[rope_scaling][refusal]") {
  const std::string kind = GENERATE(as<std::string>{}, "pi", "ntk", "yarn", "llama3");
  const double s = GENERATE(0.0, 0.5, -2.0, kNaN, kInf, 1e6 + 1);
  CAPTURE(kind, s);
  const pe::RopeFrequencies r = pe::rope_frequencies(64, 10000, with_factor(kind, s));
  check_refused_empty(r);
  CHECK(r.code == "number_out_of_range");
  CHECK(arg_names(r) == std::set<std::string>{"name", "value", "min", "max"});
  CHECK(text_arg(r, "name") == "options.factor");
  const double value = number_arg(r, "value");
  CHECK((std::isnan(s) ? std::isnan(value) : value == s));
  CHECK(number_arg(r, "min") == 1);
  CHECK(number_arg(r, "max") == 1e6);
  CHECK_THAT(r.error, Contains("options.factor"));
}

TEST_CASE("rope scaling refuses yarn's alpha outside 0..1e6 with number_out_of_range",
          "[rope_scaling][refusal]") {
  pe::RopeScalingOptions o = with_factor("yarn", 4);
  o.alpha = GENERATE(-1.0, kNaN);
  CAPTURE(o.alpha);
  const pe::RopeFrequencies r = pe::rope_frequencies(64, 10000, o);
  check_refused_empty(r);
  CHECK(r.code == "number_out_of_range");
  CHECK(text_arg(r, "name") == "options.alpha");
  CHECK(number_arg(r, "min") == 0);
  CHECK(number_arg(r, "max") == 1e6);
  CHECK_THAT(r.error, Contains("options.alpha"));
}

TEST_CASE("rope scaling refuses yarn's alpha >= beta with ramp_bounds_order",
          "[rope_scaling][refusal]") {
  const auto bounds =
      GENERATE(std::make_pair(32.0, 32.0), std::make_pair(33.0, 32.0), std::make_pair(5.0, 1.0));
  pe::RopeScalingOptions o = with_factor("yarn", 4);
  o.alpha = bounds.first;
  o.beta = bounds.second;
  CAPTURE(o.alpha, o.beta);
  const pe::RopeFrequencies r = pe::rope_frequencies(64, 10000, o);
  check_refused_empty(r);
  CHECK(r.code == "ramp_bounds_order");
  CHECK(arg_names(r) == std::set<std::string>{"lowName", "low", "highName", "high"});
  CHECK(text_arg(r, "lowName") == "options.alpha");
  CHECK(number_arg(r, "low") == o.alpha);
  CHECK(text_arg(r, "highName") == "options.beta");
  CHECK(number_arg(r, "high") == o.beta);
  CHECK_THAT(r.error, Contains("options.alpha"));
}

TEST_CASE("rope scaling refuses llama3's low >= high frequency factor with ramp_bounds_order",
          "[rope_scaling][refusal]") {
  const auto bounds =
      GENERATE(std::make_pair(4.0, 4.0), std::make_pair(4.0, 1.0), std::make_pair(2.0, 1.5));
  pe::RopeScalingOptions o;
  o.kind = "llama3";
  o.low_frequency_factor = bounds.first;
  o.high_frequency_factor = bounds.second;
  CAPTURE(o.low_frequency_factor, o.high_frequency_factor);
  const pe::RopeFrequencies r = pe::rope_frequencies(64, 10000, o);
  check_refused_empty(r);
  CHECK(r.code == "ramp_bounds_order");
  CHECK(arg_names(r) == std::set<std::string>{"lowName", "low", "highName", "high"});
  CHECK(text_arg(r, "lowName") == "options.lowFrequencyFactor");
  CHECK(number_arg(r, "low") == o.low_frequency_factor);
  CHECK(text_arg(r, "highName") == "options.highFrequencyFactor");
  CHECK(number_arg(r, "high") == o.high_frequency_factor);
  CHECK_THAT(r.error, Contains("options.lowFrequencyFactor"));
}

TEST_CASE("rope scaling refuses an originalLength that is not an integer in 1..1000000",
          "[rope_scaling][refusal]") {
  // Every kind: every kind reports the turns r_i = L / lambda_i.
  const std::string kind = GENERATE(as<std::string>{}, "none", "pi", "ntk", "yarn", "llama3");
  const double length = GENERATE(0.0, -5.0, 2.5, 1000001.0, kNaN);
  CAPTURE(kind, length);
  pe::RopeScalingOptions o;
  o.kind = kind;
  o.original_length = length;
  const pe::RopeFrequencies r = pe::rope_frequencies(64, 10000, o);
  check_refused_empty(r);
  CHECK(r.code == "integer_out_of_range");
  CHECK(arg_names(r) == std::set<std::string>{"name", "value", "min", "max"});
  CHECK(text_arg(r, "name") == "options.originalLength");
  const double value = number_arg(r, "value");
  CHECK((std::isnan(length) ? std::isnan(value) : value == length));
  CHECK(number_arg(r, "min") == 1);
  CHECK(number_arg(r, "max") == 1000000);
  CHECK_THAT(r.error, Contains("options.originalLength"));
}

TEST_CASE("rope scaling refuses an odd dModel with even_integer_out_of_range",
          "[rope_scaling][refusal]") {
  const std::string kind = GENERATE(as<std::string>{}, "none", "pi", "yarn", "llama3");
  CAPTURE(kind);
  pe::RopeScalingOptions o;
  o.kind = kind;
  const pe::RopeFrequencies r = pe::rope_frequencies(7, 10000, o);
  check_refused_empty(r);
  CHECK(r.code == "even_integer_out_of_range");
  CHECK(arg_names(r) == std::set<std::string>{"name", "value", "min", "max"});
  CHECK(text_arg(r, "name") == "dModel");
  CHECK(number_arg(r, "value") == 7);
  CHECK(number_arg(r, "min") == 2);
  CHECK(number_arg(r, "max") == 4096);
  CHECK_THAT(r.error, Contains("dModel"));
}

TEST_CASE("rope scaling ntk refuses dModel 2: b' = b s^(d/(d-2)) divides by zero",
          "[rope_scaling][refusal]") {
  const pe::RopeFrequencies r = pe::rope_frequencies(2, 10000, with_factor("ntk", 4));
  check_refused_empty(r);
  CHECK(r.code == "even_integer_out_of_range");
  CHECK(arg_names(r) == std::set<std::string>{"name", "value", "min", "max"});
  CHECK(text_arg(r, "name") == "dModel");
  CHECK(number_arg(r, "value") == 2);
  CHECK(number_arg(r, "min") == 4);
  CHECK(number_arg(r, "max") == 4096);
}

TEST_CASE("rope scaling takes dModel 2 for every kind but ntk", "[rope_scaling]") {
  const std::string kind = GENERATE(as<std::string>{}, "none", "pi", "yarn", "llama3");
  CAPTURE(kind);
  const pe::RopeFrequencies r =
      pe::rope_frequencies(2, 10000, with_factor(kind, kind == "none" ? 1.0 : 4.0));
  REQUIRE(r.ok);
  REQUIRE(r.frequencies.size() == 1);
  // One pair, theta_0 = 1: about 1304 turns over 8192 positions, so yarn and llama3 keep it.
  const double expected = kind == "pi" ? 0.25 : 1.0;
  CHECK_THAT(r.frequencies[0], WithinRel(expected, 1e-15));
}

TEST_CASE("rope scaling refuses a base not in (1, 1e12] with base_out_of_range",
          "[rope_scaling][refusal]") {
  const double base = GENERATE(1.0, 0.5, 2e12, kNaN);
  CAPTURE(base);
  const pe::RopeFrequencies r = pe::rope_frequencies(64, base, with_factor("pi", 2));
  check_refused_empty(r);
  CHECK(r.code == "base_out_of_range");
  CHECK(arg_names(r) == std::set<std::string>{"value", "max"});
  const double value = number_arg(r, "value");
  CHECK((std::isnan(base) ? std::isnan(value) : value == base));
  CHECK(number_arg(r, "max") == 1e12);
}
