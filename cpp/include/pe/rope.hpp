// Rotary position embedding (RoPE): the same angle-addition identity, applied inside attention.
// Each pair (x[2i], x[2i+1]) of a query or key at position m is rotated by the angle m * omega_i:
//   x'[2i]   = x[2i] cos(m w_i) - x[2i+1] sin(m w_i)
//   x'[2i+1] = x[2i] sin(m w_i) + x[2i+1] cos(m w_i)
// A rotation by a then the transpose of a rotation by b is a rotation by a - b, so
//   (R_m q) . (R_n k) = q . R_(n-m) k      depends on n - m only.
// Nothing is added to the embeddings; values are not rotated.
#pragma once
#include <vector>

#include "pe/buffer.hpp"
#include "pe/recurrence.hpp"
#include "pe/status.hpp"

namespace pe {

// Rotates rows (n x d, row-major) in place, row r by position r, in float32 with the angles' cos
// and sin from float64. The rotation runs on rotate_interleaved (SIMD when available).
void rope_rotate_rows(float* rows, int n, int d, double base, KernelPath path = KernelPath::fast);

// float64 rotation of one vector by position m (the reference for checks).
std::vector<double> rope_rotate(const std::vector<double>& x, double m, double base);

struct RopeCheck : Status {
  double dot = 0;                         // (R_m q) . (R_n k)
  double dot_shifted = 0;                 // (R_{m+shift} q) . (R_{n+shift} k)
  double abs_diff = 0;                    // |dot - dot_shifted|
  double norm_q = 0, norm_rotated_q = 0;  // |q| and |R_m q|: rotations keep lengths
};

// q and k: seeded vectors of the toy (SplitMix64 seeds 5 and 6, u in [-1, 1)), the article's Q and
// K. m (queryPos) and n (keyPos = pos + k in the article) in 0..10^6; shift an integer with
// m+shift and n+shift in 0..10^6.
RopeCheck rope_check(double m, double n, double shift, double d_model, double base);

struct RopeDots : Status {
  Buffer<double> data;  // nPos values: (R_ref q) . (R_p k) for p = 0..nPos-1
};

RopeDots rope_dots(double n_pos, double d_model, double base, double ref);

}  // namespace pe
