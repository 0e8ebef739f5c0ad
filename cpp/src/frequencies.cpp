#include "pe/frequencies.hpp"

#include <cmath>

#include "pe/limits.hpp"

namespace pe {

std::vector<double> pair_frequencies(int d_model, double base) {
  const int pairs = d_model / 2;
  std::vector<double> omega(pairs);
  for (int i = 0; i < pairs; ++i) {
    const double exponent = 2.0 * i / d_model;
    omega[i] = 1.0 / std::pow(base, exponent);
  }
  return omega;
}

Frequencies pe_frequencies(double d_model, double base) {
  Status status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) return refused<Frequencies>(status);
  Frequencies result;
  const int d = static_cast<int>(d_model);
  result.omega = pair_frequencies(d, base);
  result.exponent.reserve(result.omega.size());
  result.wavelength.reserve(result.omega.size());
  for (size_t i = 0; i < result.omega.size(); ++i) {
    result.exponent.push_back(2.0 * static_cast<double>(i) / d);
    result.wavelength.push_back(kTwoPi / result.omega[i]);
  }
  return result;
}

WavelengthLadder wavelength_ladder(double n_pos, double d_model, double base) {
  Status status = check_integer("nPos", n_pos, kMinPositions, kMaxPositions);
  if (!status.ok) return refused<WavelengthLadder>(status);
  WavelengthLadder result;
  static_cast<Frequencies&>(result) = pe_frequencies(d_model, base);
  if (!result.ok) return result;
  // 1. Turns within the sequence, and how many pairs fit a whole wavelength into it.
  result.turns.reserve(result.wavelength.size());
  for (double lambda : result.wavelength) {
    result.turns.push_back(n_pos / lambda);
    if (lambda <= n_pos) result.repeating += 1;
  }
  // 2. The ladder's floor, ceiling and the factor between rungs.
  result.floor = kTwoPi;
  result.ceiling = base * kTwoPi;
  result.ratio = std::pow(base, 2.0 / d_model);
  return result;
}

}  // namespace pe
