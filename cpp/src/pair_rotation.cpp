#include "pe/pair_rotation.hpp"

#include <cstddef>

#include "pe/simd.hpp"

namespace pe {

void rotate_pairs_scalar(double* s, double* c, const double* cos_step, const double* sin_step,
                         int pairs) {
  for (int i = 0; i < pairs; ++i) {
    const double s_old = s[i];
    const double c_old = c[i];
    s[i] = s_old * cos_step[i] + c_old * sin_step[i];
    c[i] = c_old * cos_step[i] - s_old * sin_step[i];
  }
}

#if PE_HAVE_SIMD
void rotate_pairs_simd(double* s, double* c, const double* cos_step, const double* sin_step,
                       int pairs) {
  using batch = xsimd::batch<double>;
  constexpr int lanes = static_cast<int>(batch::size);
  const int vector_end = pairs - pairs % lanes;
  int i = 0;
  // 1. batch loop: lanes pairs at a time
  for (; i < vector_end; i += lanes) {
    const batch s_old = batch::load_unaligned(s + i);
    const batch c_old = batch::load_unaligned(c + i);
    const batch cw = batch::load_unaligned(cos_step + i);
    const batch sw = batch::load_unaligned(sin_step + i);
    (s_old * cw + c_old * sw).store_unaligned(s + i);
    (c_old * cw - s_old * sw).store_unaligned(c + i);
  }
  // 2. scalar tail
  rotate_pairs_scalar(s + i, c + i, cos_step + i, sin_step + i, pairs - i);
}
#endif

void rotate_pairs(double* s, double* c, const double* cos_step, const double* sin_step, int pairs) {
#if PE_HAVE_SIMD
  rotate_pairs_simd(s, c, cos_step, sin_step, pairs);
#else
  rotate_pairs_scalar(s, c, cos_step, sin_step, pairs);
#endif
}

void fan_out_interleaved_scalar(const float* row, const float* swapped, const float* cos_lanes,
                                const float* sin_lanes, int offsets, int d, float* out) {
  for (int t = 0; t < offsets; ++t) {
    const size_t at = static_cast<size_t>(t) * d;
    for (int x = 0; x < d; ++x) {
      out[at + x] = row[x] * cos_lanes[at + x] + swapped[x] * sin_lanes[at + x];
    }
  }
}

#if PE_HAVE_SIMD
void fan_out_interleaved_simd(const float* row, const float* swapped, const float* cos_lanes,
                              const float* sin_lanes, int offsets, int d, float* out) {
  using batch = xsimd::batch<float>;
  constexpr int lanes = static_cast<int>(batch::size);
  const int vector_end = d - d % lanes;
  int x = 0;
  // 1. batch loop: one chunk of the row, rotated to every offset
  for (; x < vector_end; x += lanes) {
    const batch row_chunk = batch::load_unaligned(row + x);
    const batch swapped_chunk = batch::load_unaligned(swapped + x);
    for (int t = 0; t < offsets; ++t) {
      const size_t at = static_cast<size_t>(t) * d + x;
      (row_chunk * batch::load_unaligned(cos_lanes + at) +
       swapped_chunk * batch::load_unaligned(sin_lanes + at))
          .store_unaligned(out + at);
    }
  }
  // 2. scalar tail: the last d % lanes columns of every offset
  for (; x < d; ++x) {
    for (int t = 0; t < offsets; ++t) {
      const size_t at = static_cast<size_t>(t) * d + x;
      out[at] = row[x] * cos_lanes[at] + swapped[x] * sin_lanes[at];
    }
  }
}
#endif

double dot_pairs_scalar(const double* sa, const double* ca, const double* sb, const double* cb,
                        int pairs) {
  double sum = 0.0;
  for (int i = 0; i < pairs; ++i) sum += sa[i] * sb[i] + ca[i] * cb[i];
  return sum;
}

#if PE_HAVE_SIMD
double dot_pairs_simd(const double* sa, const double* ca, const double* sb, const double* cb,
                      int pairs) {
  using batch = xsimd::batch<double>;
  constexpr int lanes = static_cast<int>(batch::size);
  const int vector_end = pairs - pairs % lanes;
  batch acc(0.0);
  int i = 0;
  // 1. batch loop: lane-wise partial sums
  for (; i < vector_end; i += lanes) {
    acc += batch::load_unaligned(sa + i) * batch::load_unaligned(sb + i) +
           batch::load_unaligned(ca + i) * batch::load_unaligned(cb + i);
  }
  // 2. horizontal sum, then the scalar tail
  return xsimd::hadd(acc) + dot_pairs_scalar(sa + i, ca + i, sb + i, cb + i, pairs - i);
}
#endif

double dot_pairs(const double* sa, const double* ca, const double* sb, const double* cb,
                 int pairs) {
#if PE_HAVE_SIMD
  return dot_pairs_simd(sa, ca, sb, cb, pairs);
#else
  return dot_pairs_scalar(sa, ca, sb, cb, pairs);
#endif
}

}  // namespace pe
