#include "pe/pe_value.hpp"

#include <cmath>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"

namespace pe {

PeValue pe_value(double pos, double i, double d_model, double base) {
  Status status = check_position(pos);
  if (status.ok) status = check_d_model(d_model);
  if (status.ok) status = check_base(base);
  if (status.ok) status = check_pair_index(i, static_cast<int>(d_model));
  if (!status.ok) return refused<PeValue>(status);
  PeValue v;
  v.exponent = 2.0 * i / d_model;
  v.divisor = std::pow(base, v.exponent);
  v.omega = 1.0 / v.divisor;
  v.angle = pos * v.omega;
  v.sin = std::sin(v.angle);
  v.cos = std::cos(v.angle);
  v.wavelength = kTwoPi * v.divisor;
  v.dim_sin = 2 * static_cast<int>(i);
  v.dim_cos = v.dim_sin + 1;
  return v;
}

}  // namespace pe
