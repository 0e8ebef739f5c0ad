#include "pe/pi_figure.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"
#include "pe/splitmix.hpp"

namespace pe {

namespace {

Status check_arguments(double d_model, double base, const PiFigureOptions& options, double points) {
  Status status = check_even_integer("dModel", d_model, kMinDModel, kPiFigureMaxDModel);
  if (status.ok) status = check_base(base);
  if (status.ok) {
    status =
        check_integer("options.length", options.length, kPiFigureMinLength, kPiFigureMaxLength);
  }
  // At least as many points as unknowns (d): fewer would leave the fit underdetermined.
  if (status.ok) {
    status = check_integer("options.points", points, static_cast<std::int64_t>(d_model),
                           kPiFigureMaxPoints);
  }
  if (status.ok) status = check_integer("options.seed", options.seed, 0, kPiFigureMaxSeed);
  return status;
}

// a(s) = sum_j h_{2j} cos(s theta_j) - h_{2j+1} sin(s theta_j).
double score(double s, const std::vector<double>& theta, const std::vector<double>& h) {
  double sum = 0;
  for (std::size_t j = 0; j < theta.size(); ++j) {
    const double angle = s * theta[j];
    sum += h[2 * j] * std::cos(angle) - h[2 * j + 1] * std::sin(angle);
  }
  return sum;
}

// Solves (G + lambda I) h = b in place for h (b on entry), G symmetric positive semidefinite d x d
// (its lower triangle is used and overwritten by the Cholesky factor L, G + lambda I = L L^T).
// With lambda = 1e-10 trace(G) / d, every pivot stays above lambda - d eps |G| > 0.
void ridge_solve(std::vector<double>& g, int d, double lambda, std::vector<double>& b) {
  const auto at = [&g, d](int r, int c) -> double& {
    return g[static_cast<std::size_t>(r) * d + c];
  };
  for (int c = 0; c < d; ++c) {
    double pivot = at(c, c) + lambda;
    for (int k = 0; k < c; ++k) pivot -= at(c, k) * at(c, k);
    // Not reachable in float64 with this ridge (see above); kept so that a root is never taken of
    // a negative number.
    pivot = std::sqrt(std::max(pivot, lambda));
    at(c, c) = pivot;
    for (int r = c + 1; r < d; ++r) {
      double sum = at(r, c);
      for (int k = 0; k < c; ++k) sum -= at(r, k) * at(c, k);
      at(r, c) = sum / pivot;
    }
  }
  for (int r = 0; r < d; ++r) {  // L z = b
    double sum = b[r];
    for (int k = 0; k < r; ++k) sum -= at(r, k) * b[k];
    b[r] = sum / at(r, r);
  }
  for (int r = d - 1; r >= 0; --r) {  // L^T h = z
    double sum = b[r];
    for (int k = r + 1; k < d; ++k) sum -= at(k, r) * b[k];
    b[r] = sum / at(r, r);
  }
}

}  // namespace

PiFigure pi_figure(double d_model, double base, const PiFigureOptions& options) {
  // points' default depends on dModel (a dModel out of range is refused before points is read).
  const double points = options.points_given ? options.points : 4 * d_model;
  const Status status = check_arguments(d_model, base, options, points);
  if (!status.ok) return refused<PiFigure>(status);

  PiFigure result;
  const int d = static_cast<int>(d_model);
  const int n = static_cast<int>(points);
  const double L = options.length;
  result.d_model = d;
  result.base = base;
  result.length = static_cast<int>(L);
  result.points = n;
  result.seed = options.seed;
  const std::vector<double> theta = pair_frequencies(d, base);

  // 1. The random points, two draws each (header).
  SplitMix64 rng(static_cast<std::uint64_t>(options.seed));
  result.fit_distances.reserve(n);
  result.fit_targets.reserve(n);
  for (int k = 0; k < n; ++k) {
    result.fit_distances.push_back(L * (rng.uniform() + 1) / 2);
    result.fit_targets.push_back(rng.uniform());
  }

  // 2. The normal equations: G = A^T A (lower triangle), b = A^T y, one row of A at a time.
  const auto du = static_cast<std::size_t>(d);
  std::vector<double> g(du * du, 0.0), b(du, 0.0), row(du);
  for (int k = 0; k < n; ++k) {
    const double s = result.fit_distances[k];
    for (std::size_t j = 0; j < theta.size(); ++j) {
      row[2 * j] = std::cos(s * theta[j]);
      row[2 * j + 1] = -std::sin(s * theta[j]);
    }
    const double y = result.fit_targets[k];
    for (std::size_t r = 0; r < du; ++r) {
      const double a = row[r];
      b[r] += a * y;
      double* out = &g[r * du];
      for (std::size_t c = 0; c <= r; ++c) out[c] += a * row[c];
    }
  }
  double trace = 0;
  for (std::size_t r = 0; r < du; ++r) trace += g[r * du + r];
  result.ridge = kPiFigureRidge * trace / d;
  ridge_solve(g, d, result.ridge, b);
  result.coefficients = b;

  // 3. The fitted a(s) on both grids.
  const int grid = 2 * kPiFigureGridSteps + 1;
  result.extrapolation.reserve(grid);
  result.extrapolation_scores.reserve(grid);
  for (int k = 0; k < grid; ++k) {
    const double s = k * L / kPiFigureGridSteps;
    const double a = score(s, theta, result.coefficients);
    result.extrapolation.push_back(s);
    result.extrapolation_scores.push_back(a);
    double& max = k <= kPiFigureGridSteps ? result.max_inside : result.max_outside;
    max = std::max(max, std::abs(a));
  }
  const int substeps =
      std::min(static_cast<int>(L) / 2, kPiFigureMaxSubstep);  // L / 32 in sixteenths
  result.interpolation.reserve(substeps + 1);
  result.interpolation_scores.reserve(substeps + 1);
  for (int k = 0; k <= substeps; ++k) {
    const double s = static_cast<double>(k) / kPiFigureSubsteps;
    const double a = score(s, theta, result.coefficients);
    result.interpolation.push_back(s);
    result.interpolation_scores.push_back(a);
    result.max_inside = std::max(result.max_inside, std::abs(a));
  }
  return result;
}

}  // namespace pe
