// The simpler position codes that the sinusoidal one replaces, each with the numbers that show
// what goes wrong (the formula section's "from first principles"). For positions pos = 0..nPos-1:
//   raw         code(pos) = pos                      grows without bound
//   fraction    code(pos) = pos / n                  depends on the sentence's length n
//                                                    (given for n = nPos and n = nShort)
//   one-hot     code(pos) = e_pos in R^nPos          a dimension per position, and every two
//                                                    positions are sqrt(2) apart: no nearness
//   binary      code(pos) = the bits of pos          neighbours may differ in every bit (7 -> 8)
//   sinusoidal  code(pos) = PE(pos) in R^dModel      bounded by 1, a different code per position,
//                                                    and every pair of neighbours equally far apart
// Distances are Euclidean, between whole codes: dist(a, b) = sqrt(sum_j (code(a)_j - code(b)_j)^2),
// stored as nPos x nPos matrices, row-major (entry a*nPos + b). Everything is float64.
#pragma once
#include <vector>

#include "pe/status.hpp"

namespace pe {

// Few positions on purpose: one-hot needs nPos dimensions, and the figures list every position.
constexpr int kMaxSimplePositions = 64;

struct SimpleEncodings : Status {
  int n_pos = 0;
  int n_short = 0;
  int d_model = 0;
  int bits = 0;                             // binary digits for nPos positions: ceil(log2 nPos)
  std::vector<double> raw;                  // nPos: pos
  std::vector<double> fraction;             // nPos: pos / nPos
  std::vector<double> fraction_short;       // nShort: pos / nShort
  std::vector<double> one_hot;              // nPos x nPos: row pos is 1 at column pos, else 0
  std::vector<double> one_hot_distance;     // nPos x nPos
  std::vector<double> binary;               // nPos x bits: row pos, most significant bit first
  std::vector<double> binary_distance;      // nPos x nPos
  std::vector<int> binary_flips;            // nPos - 1: bits that differ between pos and pos + 1
  std::vector<double> sinusoidal_distance;  // nPos x nPos, between PE rows
  double sinusoidal_max_abs = 0;            // max over the nPos rows of |PE(pos)_j|
};

// nPos an integer in 2..64, nShort an integer in 1..nPos, dModel even in 2..4096, base as for
// tables. Cost: nPos^2 / 2 distances of dModel terms (at most 2^23 multiply-adds).
SimpleEncodings simple_encodings(double n_pos, double n_short, double d_model, double base);

}  // namespace pe
