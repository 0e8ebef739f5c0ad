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
  std::mt19937_64 rng(100 + pairs);
  const auto sa = random_values(rng, pairs), ca = random_values(rng, pairs);
  const auto sb = random_values(rng, pairs), cb = random_values(rng, pairs);
  CHECK_THAT(pe::dot_pairs_simd(sa.data(), ca.data(), sb.data(), cb.data(), pairs),
             Catch::Matchers::WithinAbs(
                 pe::dot_pairs_scalar(sa.data(), ca.data(), sb.data(), cb.data(), pairs), 1e-12));
}
#endif
