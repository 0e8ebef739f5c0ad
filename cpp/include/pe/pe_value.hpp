// One value of the sinusoidal encoding with every intermediate step, in float64, as the formula
// section shows it:
//   PE(pos, 2i)   = sin(pos / base^(2i/dModel))
//   PE(pos, 2i+1) = cos(pos / base^(2i/dModel))
#pragma once
#include "pe/status.hpp"

namespace pe {

struct PeValue : Status {
  double exponent = 0;    // 2i / dModel
  double divisor = 0;     // base^exponent
  double omega = 0;       // 1 / divisor
  double angle = 0;       // pos * omega (radians)
  double sin = 0;         // PE(pos, 2i)
  double cos = 0;         // PE(pos, 2i+1)
  double wavelength = 0;  // 2*pi * divisor, in positions
  int dim_sin = 0;        // 2i
  int dim_cos = 0;        // 2i + 1
};

PeValue pe_value(double pos, double i, double d_model, double base);

}  // namespace pe
