#include <catch2/catch.hpp>
#include <cmath>
#include <random>
#include <vector>

#include "pe/pair_rotation.hpp"

namespace {

std::vector<double> random_values(std::mt19937_64& rng, int n) {
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  std::vector<double> v(n);
  for (double& x : v) x = uniform(rng);
  return v;
}

}  // namespace

TEST_CASE("one rotation step is the angle-addition identity", "[pair_rotation]") {
  std::vector<double> s{std::sin(0.3), std::sin(2.0)}, c{std::cos(0.3), std::cos(2.0)};
  const std::vector<double> cw{std::cos(0.1), std::cos(-0.5)}, sw{std::sin(0.1), std::sin(-0.5)};
  pe::rotate_pairs(s.data(), c.data(), cw.data(), sw.data(), 2);
  CHECK_THAT(s[0], Catch::Matchers::WithinAbs(std::sin(0.4), 1e-15));
  CHECK_THAT(c[0], Catch::Matchers::WithinAbs(std::cos(0.4), 1e-15));
  CHECK_THAT(s[1], Catch::Matchers::WithinAbs(std::sin(1.5), 1e-15));
  CHECK_THAT(c[1], Catch::Matchers::WithinAbs(std::cos(1.5), 1e-15));
}

#if PE_HAVE_SIMD
TEST_CASE("SIMD rotate_pairs equals the scalar reference bit for bit", "[pair_rotation][simd]") {
  const int pairs = GENERATE(1, 2, 3, 5, 8, 33, 256);
  CAPTURE(pairs);
  std::mt19937_64 rng(pairs);
  auto s = random_values(rng, pairs), c = random_values(rng, pairs);
  const auto cw = random_values(rng, pairs), sw = random_values(rng, pairs);
  auto s_ref = s, c_ref = c;
  pe::rotate_pairs_simd(s.data(), c.data(), cw.data(), sw.data(), pairs);
  pe::rotate_pairs_scalar(s_ref.data(), c_ref.data(), cw.data(), sw.data(), pairs);
  CHECK(s == s_ref);
  CHECK(c == c_ref);
}

TEST_CASE("SIMD dot_pairs agrees with the scalar reference", "[pair_rotation][simd]") {
  const int pairs = GENERATE(1, 3, 4, 31, 512);
  CAPTURE(pairs);
  std::mt19937_64 rng(100 + pairs);
  const auto sa = random_values(rng, pairs), ca = random_values(rng, pairs);
  const auto sb = random_values(rng, pairs), cb = random_values(rng, pairs);
  CHECK_THAT(pe::dot_pairs_simd(sa.data(), ca.data(), sb.data(), cb.data(), pairs),
             Catch::Matchers::WithinAbs(
                 pe::dot_pairs_scalar(sa.data(), ca.data(), sb.data(), cb.data(), pairs), 1e-12));
}
#endif

TEST_CASE("rotate_interleaved applies M_t to every pair of an interleaved row", "[pair_rotation]") {
  // row = pairs at angles 0.3 and 2.0, rotated by 0.1 and -0.5.
  const float row[4] = {std::sin(0.3f), std::cos(0.3f), std::sin(2.0f), std::cos(2.0f)};
  const float swapped[4] = {row[1], row[0], row[3], row[2]};
  const float cos_lanes[4] = {std::cos(0.1f), std::cos(0.1f), std::cos(-0.5f), std::cos(-0.5f)};
  const float sin_lanes[4] = {std::sin(0.1f), -std::sin(0.1f), std::sin(-0.5f), -std::sin(-0.5f)};
  float out[4];
  pe::rotate_interleaved_scalar(row, swapped, cos_lanes, sin_lanes, 4, out);
  const double expected[4] = {std::sin(0.4), std::cos(0.4), std::sin(1.5), std::cos(1.5)};
  for (int x = 0; x < 4; ++x) CHECK_THAT(out[x], Catch::Matchers::WithinAbs(expected[x], 3e-7));
}

#if PE_HAVE_SIMD
TEST_CASE("SIMD rotate_interleaved equals the scalar reference bit for bit",
          "[pair_rotation][simd]") {
  const int d = GENERATE(2, 4, 6, 10, 64, 130);
  CAPTURE(d);
  std::mt19937_64 rng(7 * d);
  auto as_float = [](const std::vector<double>& v) {
    return std::vector<float>(v.begin(), v.end());
  };
  const auto row = as_float(random_values(rng, d)), swapped = as_float(random_values(rng, d));
  const auto cos_lanes = as_float(random_values(rng, d));
  const auto sin_lanes = as_float(random_values(rng, d));
  std::vector<float> fast(d), scalar(d);
  pe::rotate_interleaved_simd(row.data(), swapped.data(), cos_lanes.data(), sin_lanes.data(), d,
                              fast.data());
  pe::rotate_interleaved_scalar(row.data(), swapped.data(), cos_lanes.data(), sin_lanes.data(), d,
                                scalar.data());
  CHECK(fast == scalar);
}
#endif

TEST_CASE("fan_out_anchor writes PE(a + t) = M_t PE(a) for the 8 rows of an anchor",
          "[pair_rotation]") {
  // Three pairs (an odd last pair) at angles 0.3, 2.0 and -1.0; pair i turns by (i + 1) * 0.1 * t.
  const double angle[3] = {0.3, 2.0, -1.0};
  const double s[3] = {std::sin(angle[0]), std::sin(angle[1]), std::sin(angle[2])};
  const double c[3] = {std::cos(angle[0]), std::cos(angle[1]), std::cos(angle[2])};
  std::vector<float> rotations(pe::fan_out_rotations_size(3), 0.0f);
  REQUIRE(rotations.size() == 2u * pe::kFanOutRows * 8);
  for (int t = 0; t < pe::kFanOutRows; ++t) {
    for (int i = 0; i < 3; ++i) {
      const double turn = (i + 1) * 0.1 * t;
      pe::set_fan_out_rotation(rotations.data(), i, t, static_cast<float>(std::cos(turn)),
                               static_cast<float>(std::sin(turn)));
    }
  }
  std::vector<float> out(pe::kFanOutRows * 6);
  pe::fan_out_anchor_scalar(s, c, rotations.data(), 3, out.data());
  for (int t = 0; t < pe::kFanOutRows; ++t) {
    for (int i = 0; i < 3; ++i) {
      const double turned = angle[i] + (i + 1) * 0.1 * t;
      CHECK_THAT(out[t * 6 + 2 * i], Catch::Matchers::WithinAbs(std::sin(turned), 3e-7));
      CHECK_THAT(out[t * 6 + 2 * i + 1], Catch::Matchers::WithinAbs(std::cos(turned), 3e-7));
    }
  }
}

#if PE_HAVE_SIMD
TEST_CASE("SIMD fan_out_anchor equals the scalar reference bit for bit", "[pair_rotation][simd]") {
  const int pairs = GENERATE(1, 2, 3, 5, 32, 65, 256);
  CAPTURE(pairs);
  std::mt19937_64 rng(11 * pairs);
  const auto s = random_values(rng, pairs), c = random_values(rng, pairs);
  std::vector<float> rotations(pe::fan_out_rotations_size(pairs), 0.0f);
  for (int t = 0; t < pe::kFanOutRows; ++t) {
    const auto cos_tw = random_values(rng, pairs), sin_tw = random_values(rng, pairs);
    for (int i = 0; i < pairs; ++i) {
      pe::set_fan_out_rotation(rotations.data(), i, t, static_cast<float>(cos_tw[i]),
                               static_cast<float>(sin_tw[i]));
    }
  }
  std::vector<float> fast(pe::kFanOutRows * 2 * pairs), scalar(fast.size());
  pe::fan_out_anchor_simd(s.data(), c.data(), rotations.data(), pairs, fast.data());
  pe::fan_out_anchor_scalar(s.data(), c.data(), rotations.data(), pairs, scalar.data());
  CHECK(fast == scalar);
}
#endif
