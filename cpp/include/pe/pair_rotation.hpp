// The angle-addition step, the identity the page teaches, as a kernel.
//
// For P frequency pairs held as separate sin and cos arrays (float64, length P) and per-pair step
// coefficients cos_step[i] = cos(theta_i), sin_step[i] = sin(theta_i):
//   s'[i] = s[i] * cos_step[i] + c[i] * sin_step[i]     sin(a + theta) = sin a cos theta + cos a
//   sin theta c'[i] = c[i] * cos_step[i] - s[i] * sin_step[i]     cos(a + theta) = cos a cos theta
//   - sin a sin theta
// With theta_i = omega_i this is PE(pos+1) = M_1 PE(pos). Only mul/add: no sin/cos per element.
// The arrays are kept de-interleaved so that the SIMD kernel needs no shuffles.
#pragma once
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

// The same identity on a float32 row in the paper's interleaved layout [s0, c0, s1, c1, ...],
// fanned out to several offsets t_j at once (j < offsets):
//   out[j*d + x] = row[x] * cos_lanes[j*d + x] + swapped[x] * sin_lanes[j*d + x]     (x < d)
// with swapped = [c0, s0, c1, s1, ...], cos_lanes row j = [cos t0, cos t0, cos t1, cos t1, ...] and
// sin_lanes row j = [sin t0, -sin t0, sin t1, -sin t1, ...]. Lane 2i gets s cos t + c sin t and
// lane 2i+1 gets c cos t - s sin t: M_t applied to each pair, with no shuffle in the SIMD loop. The
// SIMD version loads each chunk of row and swapped once for all offsets.
void fan_out_interleaved_scalar(const float* row, const float* swapped, const float* cos_lanes,
                                const float* sin_lanes, int offsets, int d, float* out);
#if PE_HAVE_SIMD
void fan_out_interleaved_simd(const float* row, const float* swapped, const float* cos_lanes,
                              const float* sin_lanes, int offsets, int d, float* out);
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
