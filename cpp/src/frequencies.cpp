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
  Frequencies result;
  Status status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) {
    static_cast<Status&>(result) = status;
    return result;
  }
  result.omega = pair_frequencies(static_cast<int>(d_model), base);
  result.wavelength.reserve(result.omega.size());
  for (double omega : result.omega) result.wavelength.push_back(kTwoPi / omega);
  return result;
}

}  // namespace pe
