// The common mistakes of the exam, each worked out by the core so that the page can say which one
// a wrong answer probably was ("this is PE computed with i = 3, the dimension, instead of the pair
// index 1"). For a dimension j of an encoding of width dModel, with pair i = floor(j / 2),
// f = sin for even j and cos for odd j, and g the other one:
//   value                 f(pos / base^(2i/dModel))                      the right number
//   degrees               f(pos / base^(2i/dModel) * pi/180)             the angle read as degrees
//   dimensionAsPair       f(pos / base^(2j/dModel))                      j used as the pair index
//   twoDropped            f(pos / base^(i/dModel))                       the exponent written
//   i/dModel swapped               g(pos / base^(2i/dModel))                      sin and cos
//   swapped halfDModel            f(pos / base^(2i/(dModel/2)))                  dModel/2 used for
//   dModel posMinusOne/PlusOne   f((pos -+ 1) / base^(2i/dModel))               pos off by one
// The wavelength of pair i, lambda_i = 2 pi base^(2i/dModel), and its mistakes: base^(4i/dModel)
// (dModel/2), base^(i/dModel) (2 dropped), 360 base^(2i/dModel) (a turn taken as 360), the
// divisor alone (2 pi forgotten) and omega_i (the frequency given instead). The ladder's ratio
// lambda_{i+1} / lambda_i = base^(2/dModel), with base^(4/dModel) and base^(1/dModel).
// M_k's 2 x 2 block of pair i acting on (sin, cos), row-major, with w = omega_i:
//   block            [cos wk,  sin wk, -sin wk, cos wk]
//   blockSignFlipped [cos wk, -sin wk,  sin wk, cos wk]   the block of M_{-k}
//   blockSwapped     [sin wk,  cos wk, -cos wk, sin wk]   sin and cos swapped
//   blockDegrees     the block with wk read as degrees
// The relative dot PE(pos) . PE(pos + k) = sum_i cos(omega_i k) and its mistakes: the angles
// read as degrees, sin for cos (sum_i sin(omega_i k), odd in k), and dModel/2 for dModel.
#pragma once
#include <array>

#include "pe/status.hpp"

namespace pe {

struct Mistakes : Status {
  double value = 0, degrees = 0, dimension_as_pair = 0, two_dropped = 0, swapped = 0;
  double half_d_model = 0, pos_minus_one = 0, pos_plus_one = 0;
  double wavelength = 0, wavelength_half_d_model = 0, wavelength_two_dropped = 0;
  double wavelength_degrees = 0, divisor = 0, omega = 0;
  double ratio = 0, ratio_half_d_model = 0, ratio_two_dropped = 0;
  std::array<double, 4> block{}, block_sign_flipped{}, block_swapped{}, block_degrees{};
  double relative_dot = 0, relative_dot_degrees = 0, relative_dot_sin = 0;
  double relative_dot_half_d_model = 0;
};

// pos integer 0..10^6, dim integer 0..dModel-1, k integer -10^6..10^6, dModel and base as
// everywhere (limits.hpp).
Mistakes exam_mistakes(double pos, double dim, double k, double d_model, double base);

}  // namespace pe
