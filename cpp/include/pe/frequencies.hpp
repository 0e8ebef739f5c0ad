// Frequencies and wavelengths of the sinusoidal encoding.
//   pair i (0 <= i < dModel/2) owns dimensions 2i (sin) and 2i+1 (cos);
//   exponent_i = 2i / dModel,  divisor_i = base^exponent_i,  omega_i = 1 / divisor_i,
//   wavelength_i = 2*pi / omega_i = 2*pi * divisor_i
// (a geometric ladder from 2*pi toward base*2*pi).
#pragma once
#include <vector>

#include "pe/status.hpp"

namespace pe {

constexpr double kTwoPi = 6.283185307179586476925286766559;

// omega_i for i in 0..dModel/2-1, in float64. Inputs must already be valid.
std::vector<double> pair_frequencies(int d_model, double base);

struct Frequencies : Status {
  std::vector<double> exponent;    // dModel/2 values, 2i/dModel: 0, 2/dModel, ..., 1 - 2/dModel
  std::vector<double> omega;       // dModel/2 values, decreasing from 1
  std::vector<double> wavelength;  // dModel/2 values, increasing from 2*pi
};

Frequencies pe_frequencies(double d_model, double base);

// The wavelength ladder laid against a sequence of nPos positions (the wavelengths section):
//   turns_i  = nPos / wavelength_i      full turns pair i makes within the sequence
//   floor    = 2*pi                     wavelength_0 (exponent 0)
//   ceiling  = base * 2*pi              what an exponent of 1 would give; never reached, since
//                                       the last exponent is 1 - 2/dModel
//   ratio    = base^(2/dModel)          wavelength_{i+1} / wavelength_i, the same at every rung
//   repeating = #{i : wavelength_i <= nPos}   pairs that repeat within the sequence
struct WavelengthLadder : Frequencies {
  std::vector<double> turns;  // dModel/2 values
  double floor = 0;
  double ceiling = 0;
  double ratio = 0;
  int repeating = 0;
};

WavelengthLadder wavelength_ladder(double n_pos, double d_model, double base);

}  // namespace pe
