// The formula written out directly, independently of the core, as the tests' float64 oracle:
//   PE(pos, 2i) = sin(pos / base^(2i/d)),  PE(pos, 2i+1) = cos(pos / base^(2i/d)).
#pragma once
#include <cmath>

namespace closed_form {

inline double pe(double pos, int dim, int d_model, double base) {
  const int i = dim / 2;
  const double angle = pos / std::pow(base, 2.0 * i / d_model);
  return dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

}  // namespace closed_form
