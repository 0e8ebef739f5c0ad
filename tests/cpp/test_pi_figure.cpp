// Position Interpolation's figure (Chen et al. 2023, Fig. 2) against a float64 reference written
// here from the header's documentation, not from the code under test:
//   SplitMix64 (Steele, Lea, Flood 2014) seeded with the seed, u = (next >> 40) / 2^24 * 2 - 1;
//   point k draws s_k = L (u + 1) / 2, then y_k = u;
//   A[k][2j] = cos(s_k theta_j), A[k][2j+1] = -sin(s_k theta_j), theta_j = base^(-2j/d);
//   a(s) = sum_j h_{2j} cos(s theta_j) - h_{2j+1} sin(s theta_j).
// The fit is checked by what makes it a (ridge) least-squares solution, not by its numbers: the
// residual r = A h - y is orthogonal to every column of A up to the documented ridge,
// A^T r = -lambda h with lambda = 1e-10 trace(A^T A) / d.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "pe/pi_figure.hpp"
#include "refusal_args.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinRel;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

// SplitMix64 again, from the published constants.
struct Reference {
  std::uint64_t state;
  double uniform() {
    state += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return static_cast<double>(z >> 40) / 16777216.0 * 2.0 - 1.0;
  }
};

double norm(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x * x;
  return std::sqrt(sum);
}

struct Fit {
  std::vector<double> s, y, theta;
  std::vector<std::vector<double>> a;  // rows
};

Fit reference_fit(int d, double base, double length, int points, std::uint64_t seed) {
  Fit f;
  Reference rng{seed};
  for (int k = 0; k < points; ++k) {
    f.s.push_back(length * (rng.uniform() + 1) / 2);
    f.y.push_back(rng.uniform());
  }
  for (int j = 0; j < d / 2; ++j) f.theta.push_back(1.0 / std::pow(base, 2.0 * j / d));
  for (double s : f.s) {
    std::vector<double> row;
    for (double t : f.theta) {
      row.push_back(std::cos(s * t));
      row.push_back(-std::sin(s * t));
    }
    f.a.push_back(row);
  }
  return f;
}

// What two float64 trig sums of the same h may differ by at s: each term's angle s theta_j carries a
// few ulps of itself (theta_j from pow, then the product), the sum ~d eps of sum |h|.
double score_tolerance(double s, const std::vector<double>& theta, const std::vector<double>& h) {
  const double eps = std::numeric_limits<double>::epsilon();
  double tolerance = 1e-15;
  for (size_t j = 0; j < theta.size(); ++j) {
    tolerance += (std::abs(h[2 * j]) + std::abs(h[2 * j + 1])) * (1e-13 + 8 * eps * s * theta[j]);
  }
  return tolerance;
}

double trig_sum(double s, const std::vector<double>& theta, const std::vector<double>& h) {
  double sum = 0;
  for (size_t j = 0; j < theta.size(); ++j) {
    sum += h[2 * j] * std::cos(s * theta[j]) - h[2 * j + 1] * std::sin(s * theta[j]);
  }
  return sum;
}

// Everything the header promises, for one call; returns maxOutside / maxInside.
double check_figure(int d, double base, int length, int points, std::uint64_t seed,
                    const pe::PiFigure& p) {
  CAPTURE(d, base, length, points, seed);
  REQUIRE(p.ok);
  CHECK(p.error.empty());
  CHECK(p.d_model == d);
  CHECK(p.base == base);
  CHECK(p.length == length);
  CHECK(p.points == points);
  CHECK(p.seed == static_cast<double>(seed));
  const Fit f = reference_fit(d, base, length, points, seed);

  // 1. The points, bit for bit (every draw and s_k are exact in float64).
  CHECK(p.fit_distances == f.s);
  CHECK(p.fit_targets == f.y);
  CHECK(std::all_of(f.s.begin(), f.s.end(), [length](double s) { return s >= 0 && s < length; }));

  // 2. Least-squares optimality. The residual r = A h - y is orthogonal to every column of A up to
  // the ridge: A^T r = -lambda h (the gradient of |A h - y|^2 + lambda |h|^2 vanishes), to rounding
  // in the normal equations, ~eps |A|_F^2 |h| (and in this check's own sums).
  const std::vector<double>& h = p.coefficients;
  REQUIRE(h.size() == static_cast<size_t>(d));
  std::vector<double> r;
  double frobenius2 = 0;
  for (int k = 0; k < points; ++k) {
    double ah = 0;
    for (int c = 0; c < d; ++c) {
      ah += f.a[k][c] * h[c];
      frobenius2 += f.a[k][c] * f.a[k][c];
    }
    r.push_back(ah - f.y[k]);
  }
  std::vector<double> atr(d, 0.0), stationarity(d);
  for (int k = 0; k < points; ++k) {
    for (int c = 0; c < d; ++c) atr[c] += f.a[k][c] * r[k];
  }
  const double lambda = 1e-10 * frobenius2 / d;  // trace(A^T A) = |A|_F^2
  CHECK_THAT(p.ridge, WithinRel(lambda, 1e-12));
  for (int c = 0; c < d; ++c) stationarity[c] = atr[c] + lambda * h[c];
  const double frobenius = std::sqrt(frobenius2);
  const double natural = frobenius * (frobenius * norm(h) + norm(f.y));
  const double orthogonality = norm(atr) / (frobenius * norm(r));
  CAPTURE(orthogonality, norm(stationarity) / natural, norm(h), norm(r));
  // Measured: 1e-17 to 7e-17 over the cases below.
  CHECK(norm(stationarity) <= 1e-12 * natural);
  // And so, wherever the ridge's share lambda |h| is small against |A|_F |r| (every overdetermined
  // case here: 2e-12 to 1e-7, 2e-8 at the page's defaults; not a square fit that interpolates, r ~ 0),
  // |A^T r| <= 1e-6 |A|_F |r|: least squares' own optimality.
  if (lambda * norm(h) <= 1e-7 * frobenius * norm(r)) {
    CHECK(orthogonality <= 1e-6);
  } else {
    CHECK(points == d);  // only the square fits of the cases below
  }
  // The fit explains part of the noise, never more than all of it.
  CHECK(norm(r) < norm(f.y));

  // 3. The grids and their scores, from the returned coefficients.
  const double tolerance = score_tolerance(2.0 * length, f.theta, h);  // the largest s
  REQUIRE(p.extrapolation.size() == 1025);
  REQUIRE(p.extrapolation_scores.size() == 1025);
  // One assertion per kind of fault, not per sample.
  int wrong_distance = 0, wrong_score = 0;
  double inside = 0, outside = 0;
  for (int k = 0; k <= 1024; ++k) {
    const double s = static_cast<double>(k) * length / 512;
    if (p.extrapolation[k] != s) ++wrong_distance;
    const double a = trig_sum(s, f.theta, h);
    if (std::abs(p.extrapolation_scores[k] - a) > score_tolerance(s, f.theta, h)) ++wrong_score;
    double& max = k <= 512 ? inside : outside;
    max = std::max(max, std::abs(a));
  }
  const int substeps = std::min(length / 2, 1024);
  REQUIRE(p.interpolation.size() == static_cast<size_t>(substeps + 1));
  REQUIRE(p.interpolation_scores.size() == p.interpolation.size());
  for (int k = 0; k <= substeps; ++k) {
    const double s = k / 16.0;
    if (p.interpolation[k] != s) ++wrong_distance;
    const double a = trig_sum(s, f.theta, h);
    if (std::abs(p.interpolation_scores[k] - a) > score_tolerance(s, f.theta, h)) ++wrong_score;
    inside = std::max(inside, std::abs(a));
  }
  CHECK(wrong_distance == 0);
  CHECK(wrong_score == 0);
  CHECK(p.interpolation.back() <= length / 32.0);
  // 4. The maxima are those of the returned curves.
  CHECK(std::abs(p.max_inside - inside) <= tolerance);
  CHECK(std::abs(p.max_outside - outside) <= tolerance);
  double returned_inside = 0, returned_outside = 0;
  for (int k = 0; k <= 1024; ++k) {
    double& m = k <= 512 ? returned_inside : returned_outside;
    m = std::max(m, std::abs(p.extrapolation_scores[k]));
  }
  for (double a : p.interpolation_scores) returned_inside = std::max(returned_inside, std::abs(a));
  CHECK(p.max_inside == returned_inside);
  CHECK(p.max_outside == returned_outside);
  return p.max_outside / p.max_inside;
}

}  // namespace

TEST_CASE("piFigure at the page's defaults (LLaMA 7B: d 128, base 10000, L 2048)", "[pi_figure]") {
  const pe::PiFigure p = pe::pi_figure(128, 10000);
  const double ratio = check_figure(128, 10000, 2048, 512, 1, p);
  // The figure's point: inside [0, L] the fitted a(s) stays near the targets' [-1, 1]; past L it
  // grows thousands of times larger. Measured (native and wasm): maxInside 0.7993, maxOutside
  // 5590.1, a ratio of ~7000 (the paper's Fig. 2 shows values near 8000 past L).
  CAPTURE(p.max_inside, p.max_outside, ratio);
  CHECK(p.max_inside < 2);
  CHECK(p.max_outside > 1000);
  CHECK(ratio > 1000);
  // Between integer distances (interpolation), the curve stays as small as inside: smooth.
  double interpolated = 0;
  for (double a : p.interpolation_scores) interpolated = std::max(interpolated, std::abs(a));
  CHECK(interpolated <= p.max_inside);
  CHECK(p.interpolation.size() == 1025);  // 0..64 in sixteenths
  CHECK(p.interpolation.back() == 64);
}

TEST_CASE("piFigure on small ladders, other seeds, lengths and point counts", "[pi_figure]") {
  const struct {
    int d;
    double base;
    int length, points;
    std::uint64_t seed;
  } cases[] = {
      {2, 10000, 16, 2, 0},       {2, 1.5, 100, 8192, 7},
      {8, 10000, 2048, 32, 1},    {8, 1e12, 65536, 8, 4294967295u},
      {16, 500000, 1000, 64, 42}, {64, 10000, 4096, 300, 3},
  };
  for (const auto& c : cases) {
    pe::PiFigureOptions options;
    options.length = c.length;
    options.points = c.points;
    options.points_given = true;
    options.seed = static_cast<double>(c.seed);
    check_figure(c.d, c.base, c.length, c.points, c.seed, pe::pi_figure(c.d, c.base, options));
  }
}

TEST_CASE("piFigure's defaults: L 2048, 4 dModel points, seed 1; a seed changes the points",
          "[pi_figure]") {
  const pe::PiFigure p = pe::pi_figure(8, 10000);
  REQUIRE(p.ok);
  CHECK(p.length == 2048);
  CHECK(p.points == 32);
  CHECK(p.seed == 1);
  pe::PiFigureOptions seeded;
  seeded.seed = 1;
  const pe::PiFigure same = pe::pi_figure(8, 10000, seeded);
  CHECK(same.coefficients == p.coefficients);
  CHECK(same.extrapolation_scores == p.extrapolation_scores);
  seeded.seed = 2;
  const pe::PiFigure other = pe::pi_figure(8, 10000, seeded);
  REQUIRE(other.ok);
  CHECK(other.fit_distances != p.fit_distances);
}

TEST_CASE("piFigure refuses each argument out of range and names it", "[pi_figure][refusal]") {
  const auto refusal = [](const pe::PiFigure& p, const char* code, const std::string& name,
                          double value, double min, double max) {
    CAPTURE(name, value);
    CHECK_FALSE(p.ok);
    CHECK(p.code == code);
    CHECK(p.coefficients.empty());
    CHECK(p.extrapolation.empty());
    CHECK(p.fit_distances.empty());
    CHECK(text_arg(p, "name") == name);
    const double got = number_arg(p, "value");
    CHECK((std::isnan(value) ? std::isnan(got) : got == value));
    CHECK(number_arg(p, "min") == min);
    CHECK(number_arg(p, "max") == max);
    CHECK_THAT(p.error, Contains(name));
  };
  for (double d : {0.0, 7.0, 514.0, 1024.0, kNaN, kInf}) {
    refusal(pe::pi_figure(d, 10000), "even_integer_out_of_range", "dModel", d, 2, 512);
  }
  for (double base : {1.0, 0.5, 2e12, kNaN, kInf}) {
    const pe::PiFigure p = pe::pi_figure(8, base);
    CHECK_FALSE(p.ok);
    CHECK(p.code == "base_out_of_range");
  }
  pe::PiFigureOptions o;
  for (double length : {15.0, 65537.0, 2048.5, kNaN}) {
    o = {};
    o.length = length;
    refusal(pe::pi_figure(8, 10000, o), "integer_out_of_range", "options.length", length, 16,
            65536);
  }
  for (double points : {7.0, 8193.0, 100.5, -1.0, kInf}) {
    o = {};
    o.points = points;
    o.points_given = true;
    refusal(pe::pi_figure(8, 10000, o), "integer_out_of_range", "options.points", points, 8, 8192);
  }
  // At least as many points as unknowns: dModel 128 needs 128.
  o = {};
  o.points = 127;
  o.points_given = true;
  refusal(pe::pi_figure(128, 10000, o), "integer_out_of_range", "options.points", 127, 128, 8192);
  for (double seed : {-1.0, 4294967296.0, 0.5, kNaN}) {
    o = {};
    o.seed = seed;
    refusal(pe::pi_figure(8, 10000, o), "integer_out_of_range", "options.seed", seed, 0,
            4294967295.0);
  }
  // dModel is checked first, then base, then the options in the header's order.
  o = {};
  o.length = 0;
  o.seed = -1;
  CHECK(text_arg(pe::pi_figure(3, 10000, o), "name") == "dModel");
  CHECK(pe::pi_figure(8, 1, o).code == "base_out_of_range");
  CHECK(text_arg(pe::pi_figure(8, 10000, o), "name") == "options.length");
}
