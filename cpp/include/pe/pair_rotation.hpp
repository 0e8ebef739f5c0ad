// The angle-addition step, the identity the page teaches, as a kernel.
//
// For P frequency pairs held as separate sin and cos arrays (float64, length P) and per-pair step
// coefficients cos_step[i] = cos(theta_i), sin_step[i] = sin(theta_i):
//   s'[i] = s[i] * cos_step[i] + c[i] * sin_step[i]    (sin(a + t) = sin a cos t + cos a sin t)
//   c'[i] = c[i] * cos_step[i] - s[i] * sin_step[i]    (cos(a + t) = cos a cos t - sin a sin t)
// (t = theta_i). With theta_i = omega_i this is PE(pos+1) = M_1 PE(pos). Only mul/add: no sin/cos per element.
// The arrays are kept de-interleaved so that the SIMD kernel needs no shuffles.
#pragma once
#include <cstddef>

#include "pe/simd.hpp"

namespace pe {

// Scalar reference: the two formulas above, element by element.
void rotate_pairs_scalar(double* s, double* c, const double* cos_step, const double* sin_step,
                         int pairs);

#if PE_HAVE_SIMD
// xsimd version: a batch loop over pairs, then the scalar tail. Same operations in the same order
// as the reference, so the two agree bit for bit when no FMA contraction is enabled.
void rotate_pairs_simd(double* s, double* c, const double* cos_step, const double* sin_step,
                       int pairs);
#endif

// The build's fast path (SIMD when the build has it).
void rotate_pairs(double* s, double* c, const double* cos_step, const double* sin_step, int pairs);

// The same identity on a float32 row in the paper's interleaved layout [s0, c0, s1, c1, ...]
// (RoPE, rope.hpp):
//   out[x] = row[x] * cos_lanes[x] + swapped[x] * sin_lanes[x]     (x < d)
// with swapped = [c0, s0, c1, s1, ...], cos_lanes = [cos t0, cos t0, cos t1, cos t1, ...] and
// sin_lanes = [sin t0, -sin t0, sin t1, -sin t1, ...]. Lane 2i gets s cos t + c sin t and lane
// 2i+1 gets c cos t - s sin t: M_t applied to each pair, with no shuffle in the SIMD loop.
void rotate_interleaved_scalar(const float* row, const float* swapped, const float* cos_lanes,
                               const float* sin_lanes, int d, float* out);
#if PE_HAVE_SIMD
void rotate_interleaved_simd(const float* row, const float* swapped, const float* cos_lanes,
                             const float* sin_lanes, int d, float* out);
#endif

// The table's fan-out (table.hpp): one float64 anchor PE(a), held as s[i] = sin(a w_i) and
// c[i] = cos(a w_i) (i < pairs), to the kFanOutRows float32 interleaved rows PE(a + t), t < 8:
//   out[t*d + 2i]     = float(s[i]) * cos(t w_i) + float(c[i]) * sin(t w_i)      sin((a + t) w_i)
//   out[t*d + 2i + 1] = float(c[i]) * cos(t w_i) - float(s[i]) * sin(t w_i)      cos((a + t) w_i)
// with d = 2 * pairs, in float32. The M_t come in `rotations`, laid out for the SIMD loop: for each
// chunk q of two pairs (2q, 2q+1) and each t, 8 floats (fan_out_rotations_size(pairs) in all)
//   rotations[(q * kFanOutRows + t) * 8 + 0..7] =
//     [cos t w_2q, cos t w_2q, cos t w_2q+1, cos t w_2q+1,
//      sin t w_2q, -sin t w_2q, sin t w_2q+1, -sin t w_2q+1]
// (an odd last pair uses lanes 0, 1, 4 and 5 of its chunk; set_fan_out_rotation writes one entry).
// The SIMD version converts each chunk of the anchor to float32 once, as row [s, c, s', c'] and
// swapped [c, s, c', s'], and writes the 8 rows as row * cos lanes + swapped * sin lanes: two
// loads, two multiplies, one add and one store per 4 floats, no shuffles in the loop over t.
// Same operations in the same order as the scalar reference (bit for bit).
constexpr int kFanOutRows = 8;
constexpr size_t fan_out_rotations_size(int pairs) {
  return static_cast<size_t>((pairs + 1) / 2) * kFanOutRows * 8;
}
void set_fan_out_rotation(float* rotations, int pair, int t, float cos_tw, float sin_tw);
void fan_out_anchor_scalar(const double* s, const double* c, const float* rotations, int pairs,
                           float* out);
#if PE_HAVE_SIMD
void fan_out_anchor_simd(const double* s, const double* c, const float* rotations, int pairs,
                         float* out);
#endif

// Dot product of two rows held de-interleaved: sum_i sa[i]*sb[i] + ca[i]*cb[i].
double dot_pairs_scalar(const double* sa, const double* ca, const double* sb, const double* cb,
                        int pairs);
#if PE_HAVE_SIMD
double dot_pairs_simd(const double* sa, const double* ca, const double* sb, const double* cb,
                      int pairs);
#endif
double dot_pairs(const double* sa, const double* ca, const double* sb, const double* cb, int pairs);

}  // namespace pe
