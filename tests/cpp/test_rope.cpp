#include <catch2/catch.hpp>
#include <cmath>
#include <random>
#include <vector>

#include "closed_form.hpp"
#include "offset_invariance.hpp"
#include "pe/attention.hpp"
#include "pe/rope.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;

TEST_CASE("RoPE rotation preserves norms", "[rope][property]") {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> uniform(-1, 1);
  std::vector<double> x(64);
  for (double& v : x) v = uniform(rng);
  const double m = GENERATE(0, 1, 17, 999999);
  CAPTURE(m);
  const std::vector<double> y = pe::rope_rotate(x, m, 10000);
  double nx = 0, ny = 0;
  for (size_t j = 0; j < x.size(); ++j) nx += x[j] * x[j], ny += y[j] * y[j];
  CHECK_THAT(ny, WithinAbs(nx, 1e-10));
}

TEST_CASE("rope_rotate turns each pair by m omega_i, as the closed form does", "[rope]") {
  const std::vector<double> x = closed_form::uniform_stream(77, 16, 1.0);
  const double m = GENERATE(0, 1, 5, 1000, 999999);
  const double base = GENERATE(10000.0, 500.0);
  CAPTURE(m, base);
  const std::vector<double> expected = closed_form::rope_rotate(x, m, base);
  const std::vector<double> got = pe::rope_rotate(x, m, base);
  for (size_t j = 0; j < x.size(); ++j) CHECK_THAT(got[j], WithinAbs(expected[j], 1e-9));
}

TEST_CASE("RoPE dot products depend only on the offset m - n", "[rope][property]") {
  const unsigned seed = GENERATE(1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u);
  CAPTURE(seed);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> position(0, 100000), shift(0, 100000);
  const int m = position(rng), n = position(rng), s = shift(rng);
  CAPTURE(m, n, s);
  const pe::RopeCheck c = pe::rope_check(m, n, s, 64, 10000);
  REQUIRE(c.ok);
  CHECK(c.abs_diff < 1e-6);
  CHECK_THAT(c.norm_rotated_q, WithinAbs(c.norm_q, 1e-12));
  // q and k are the SplitMix64 streams of seeds 5 and 6 (rope.hpp), rotated independently here.
  const std::vector<double> q = closed_form::uniform_stream(5, 64, 1.0);
  const std::vector<double> k = closed_form::uniform_stream(6, 64, 1.0);
  const double expected = closed_form::dot(closed_form::rope_rotate(q, m, 10000),
                                           closed_form::rope_rotate(k, n, 10000));
  CHECK_THAT(c.dot, WithinAbs(expected, 1e-9));
  CHECK_THAT(c.norm_q, WithinAbs(std::sqrt(closed_form::dot(q, q)), 1e-12));
}

TEST_CASE("RoPE dots from two references agree at equal offsets", "[rope][property]") {
  const pe::RopeDots a = pe::rope_dots(300, 32, 10000, 10);
  const pe::RopeDots b = pe::rope_dots(300, 32, 10000, 110);
  check_offset_invariance(a, 10, b, 110, 1e-9);
  const std::vector<double> q_ref =
      closed_form::rope_rotate(closed_form::uniform_stream(5, 32, 1.0), 10, 10000);
  const std::vector<double> k = closed_form::uniform_stream(6, 32, 1.0);
  for (int p : {0, 1, 10, 57, 299}) {
    CAPTURE(p);
    CHECK_THAT(a.data[p],
               WithinAbs(closed_form::dot(q_ref, closed_form::rope_rotate(k, p, 10000)), 1e-9));
  }
}

TEST_CASE("rope_rotate_rows rotates row r by position r like the float64 reference", "[rope]") {
  const int n = 5, d = 10;
  std::vector<float> rows(n * d);
  for (int j = 0; j < n * d; ++j) rows[j] = std::sin(0.37f * j);
  std::vector<float> fast = rows, scalar = rows;
  pe::rope_rotate_rows(fast.data(), n, d, 10000, pe::KernelPath::fast);
  pe::rope_rotate_rows(scalar.data(), n, d, 10000, pe::KernelPath::scalar);
  CHECK(fast == scalar);
  for (int r = 0; r < n; ++r) {
    const std::vector<double> x(rows.begin() + r * d, rows.begin() + (r + 1) * d);
    const std::vector<double> expected = closed_form::rope_rotate(x, r, 10000);
    CAPTURE(r);
    for (int j = 0; j < d; ++j) CHECK_THAT(fast[r * d + j], WithinAbs(expected[j], 1e-6));
  }
}

TEST_CASE("with RoPE, dog bites man and man bites dog differ; nothing is added", "[rope]") {
  const pe::SentenceComparison cmp =
      pe::compare_sentences("dog bites man", "man bites dog", "rope", 8);
  REQUIRE(cmp.ok);
  CHECK(cmp.is_permutation);
  CHECK(cmp.token_shift[1] > 1e-3);
  for (float p : cmp.a.positions) CHECK(p == 0.0f);
  for (size_t j = 0; j < cmp.a.inputs.size(); ++j) CHECK(cmp.a.inputs[j] == cmp.a.embeddings[j]);
  // Values are not rotated: V is the projection of the plain embeddings, as with "none".
  const pe::AttentionToy none = pe::attention_toy("dog bites man", "none", 8);
  CHECK(cmp.a.values == none.values);
  CHECK(cmp.a.queries != none.queries);
}

TEST_CASE("rope_check limits", "[rope][limits]") {
  CHECK(pe::rope_check(5, 7, -5, 8, 10000).ok);
  CHECK_THAT(pe::rope_check(5, 7, -6, 8, 10000).error,
             Contains("shift must be an integer in -5.."));
  CHECK(pe::rope_check(1000000, 0, 0, 8, 10000).ok);
  CHECK_THAT(pe::rope_check(1000000, 0, 1, 8, 10000).error, Contains("shift"));
  CHECK_THAT(pe::rope_check(-1, 0, 0, 8, 10000).error, Contains("queryPos must be an integer"));
  CHECK_THAT(pe::rope_check(0, 0.5, 0, 8, 10000).error, Contains("keyPos must be an integer"));
  CHECK_THAT(pe::rope_check(0, 0, 0, 7, 10000).error, Contains("dModel"));
}
