// The figure of Position Interpolation (Chen et al. 2023, "Extending Context Window of Large
// Language Models via Positional Interpolation", Fig. 2): why RoPE extrapolates badly and
// interpolates well.
//
// The paper writes RoPE's attention score as a function of the relative distance s alone:
//   a(s) = Re[ sum_{j=0}^{d/2-1} h_j e^{i s theta_j} ]
//        = sum_j Re(h_j) cos(s theta_j) - Im(h_j) sin(s theta_j),   theta_j = base^(-2j/d)
// (theta_j as pair_frequencies computes it, 1 / base^(2j/d)). Fig. 2 fits the d/2 complex h_j,
// d real unknowns, by least squares to random points inside the training length L, then looks at
// the fitted a(s) past L (it grows far outside [-1, 1]) and between integer distances (smooth).
//
// The random points, so that anyone can rebuild them (pe/splitmix.hpp's SplitMix64 seeded with
// options.seed, u = uniform() in [-1, 1)): for k = 0 .. points-1, two draws in this order,
//   s_k = L (u + 1) / 2     a distance in [0, L), exact in float64
//   y_k = u                 a target in [-1, 1)
//
// The fit. Column 2j of A is cos(s_k theta_j), column 2j+1 is -sin(s_k theta_j), so that
// a(s_k) = (A h)_k with h = (Re h_0, Im h_0, Re h_1, Im h_1, ...). A is numerically singular: its
// slow pairs turn by less than a radian over [0, L], so their columns are all close to 1 and to
// a line in s, and its condition number is ~7e16 at the page's defaults (d 128, base 10000,
// L 2048, 512 points). A plain least-squares solution is then decided by rounding: numpy's
// SVD-based lstsq gives |h| ~ 8e9 and a curve reaching 3e10 past L, the ridge below |h| ~ 1800
// and 5590, with residuals within 1% of each other. So the fit is the ridge solution of the
// normal equations
//   (A^T A + lambda I) h = A^T y,   lambda = 1e-10 trace(A^T A) / d
// solved by Cholesky in float64. The tiny ridge keeps least squares' optimality to ~1e-8
// (A^T r = -lambda h for r = A h - y, so |A^T r| / (|A|_F |r|) ~ 2e-8 at the defaults), keeps
// A^T A + lambda I's condition number near 3e11 (far from float64's 1e16, where Cholesky fails),
// and gives a solution that every float64 build reproduces to ~1e-5 relative (the native and wasm
// cores' maxOutside agree to 2e-6). Householder QR of A alone would not help: the problem, not the
// method, is singular; QR of A stacked on sqrt(lambda) I would give the same ridge solution at
// about four times the cost.
//
// Sizes: at most 8192 points, 1025 extrapolation and 1025 interpolation distances, 512
// coefficients: at most 22,000 doubles (~180 KB). The work is points * d^2 / 2 multiply-adds for
// A^T A: 4.2e6 at the page's defaults (5 ms in the SIMD core, 27 ms in the plain-JS one), 1.1e9 at
// the limits 8192 x 512 (0.5 s native, 0.45 s in the SIMD core, 1.7 s in the plain-JS one).
#pragma once
#include <cstdint>
#include <vector>

#include "pe/status.hpp"

namespace pe {

constexpr int kPiFigureMaxDModel = 512;
constexpr int kPiFigureMinLength = 16;
constexpr int kPiFigureMaxLength = 65536;
constexpr int kPiFigureMaxPoints = 8192;
constexpr std::int64_t kPiFigureMaxSeed = 4294967295;  // 2^32 - 1
constexpr double kPiFigureRidge = 1e-10;               // lambda = 1e-10 trace(A^T A) / d
// The extrapolation grid: s = k L / 512 for k = 0..1024, i.e. 0..2L in steps of L/512.
constexpr int kPiFigureGridSteps = 512;
// The interpolation grid: s = k / 16 for k = 0..K, K = min(floor(L / 2), 1024): distances up to
// L / 32 (rounded down to a sixteenth), at most 64 (0..64 at L = 2048).
constexpr int kPiFigureSubsteps = 16;
constexpr int kPiFigureMaxSubstep = 1024;

struct PiFigureOptions {
  double length = 2048;       // L, the training length: an integer in 16..65536
  double points = 0;          // an integer in dModel..8192; 4 dModel unless points_given
  double seed = 1;            // an integer in 0..2^32-1
  bool points_given = false;  // whether points was set
};

struct PiFigure : Status {
  int d_model = 0;
  double base = 0;
  int length = 0;  // L
  int points = 0;
  double seed = 0;
  double ridge = 0;                          // the lambda used
  std::vector<double> fit_distances;         // points values s_k
  std::vector<double> fit_targets;           // points values y_k
  std::vector<double> coefficients;          // d values: Re h_0, Im h_0, Re h_1, ...
  std::vector<double> extrapolation;         // 1025 distances: 0..2L, step L/512
  std::vector<double> extrapolation_scores;  // a(s) there
  std::vector<double> interpolation;         // K + 1 distances: 0..K/16, step 1/16
  std::vector<double> interpolation_scores;  // a(s) there
  // max |a(s)| over every sampled s in [0, L] (the first 513 of the extrapolation grid, and the
  // whole interpolation grid), and over the extrapolation grid's s in (L, 2L].
  double max_inside = 0;
  double max_outside = 0;
};

// dModel even in 2..512, base as check_base; a refusal names the option it refuses
// (options.length, options.points, options.seed).
PiFigure pi_figure(double d_model, double base, const PiFigureOptions& options = {});

}  // namespace pe
