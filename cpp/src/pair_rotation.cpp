#include "pe/pair_rotation.hpp"

#include <cstddef>
#include <type_traits>

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

void rotate_interleaved_scalar(const float* row, const float* swapped, const float* cos_lanes,
                               const float* sin_lanes, int d, float* out) {
  for (int x = 0; x < d; ++x) out[x] = row[x] * cos_lanes[x] + swapped[x] * sin_lanes[x];
}

#if PE_HAVE_SIMD
void rotate_interleaved_simd(const float* row, const float* swapped, const float* cos_lanes,
                             const float* sin_lanes, int d, float* out) {
  using batch = xsimd::batch<float>;
  constexpr int lanes = static_cast<int>(batch::size);
  const int vector_end = d - d % lanes;
  int x = 0;
  // 1. batch loop
  for (; x < vector_end; x += lanes) {
    (batch::load_unaligned(row + x) * batch::load_unaligned(cos_lanes + x) +
     batch::load_unaligned(swapped + x) * batch::load_unaligned(sin_lanes + x))
        .store_unaligned(out + x);
  }
  // 2. scalar tail: the last d % lanes columns
  rotate_interleaved_scalar(row + x, swapped + x, cos_lanes + x, sin_lanes + x, d - x, out + x);
}
#endif

namespace {

// Where the rotations entry of pair i and offset t starts: cos at [0], sin at [4].
size_t fan_out_entry(int i, int t) {
  return (static_cast<size_t>(i / 2) * kFanOutRows + t) * 8 + 2 * (i % 2);
}

// fan_out_anchor_scalar for the pairs first..last-1. Also the SIMD version's tail (an odd last
// pair).
void fan_out_pairs_scalar(const double* s, const double* c, const float* rotations, int first,
                          int last, int d, float* out) {
  for (int i = first; i < last; ++i) {
    const float s_anchor = static_cast<float>(s[i]), c_anchor = static_cast<float>(c[i]);
    for (int t = 0; t < kFanOutRows; ++t) {
      const float* entry = rotations + fan_out_entry(i, t);
      const float cos_tw = entry[0], sin_tw = entry[4];
      float* pair_out = out + static_cast<size_t>(t) * d + 2 * i;
      pair_out[0] = s_anchor * cos_tw + c_anchor * sin_tw;
      pair_out[1] = c_anchor * cos_tw - s_anchor * sin_tw;
    }
  }
}

}  // namespace

void set_fan_out_rotation(float* rotations, int pair, int t, float cos_tw, float sin_tw) {
  float* entry = rotations + fan_out_entry(pair, t);
  entry[0] = entry[1] = cos_tw;
  entry[4] = sin_tw;
  entry[5] = -sin_tw;
}

void fan_out_anchor_scalar(const double* s, const double* c, const float* rotations, int pairs,
                           float* out) {
  fan_out_pairs_scalar(s, c, rotations, 0, pairs, 2 * pairs, out);
}

#if PE_HAVE_SIMD
namespace {

using fan_out_batch = xsimd::batch<float>;
// The rotations layout (pair_rotation.hpp) holds one chunk of two pairs, [s, c, s', c'], per batch.
static_assert(fan_out_batch::size == 4,
              "fan_out_anchor_simd needs 4 float lanes (two pairs per batch): SSE or wasm SIMD");

// [float(p[0]), float(p[1]), 0, 0]: two float64 values rounded to float32 as static_cast<float>
// rounds them, in the low lanes. xsimd 8.1 has no float64 -> float32 narrowing, so this breaks out
// of xsimd where the architecture has an instruction for it (SSE2's cvtpd2ps; Emscripten turns
// _mm_cvtpd_ps into f32x4.demote_f64x2_zero) and goes through memory elsewhere.
fan_out_batch narrow_two(const double* p) {
#if XSIMD_WITH_SSE2
  static_assert(std::is_same<fan_out_batch::register_type, __m128>::value,
                "an SSE float batch converts from __m128");
  return _mm_cvtpd_ps(_mm_loadu_pd(p));
#else
  alignas(16)
      const float lanes[4] = {static_cast<float>(p[0]), static_cast<float>(p[1]), 0.0f, 0.0f};
  return fan_out_batch::load_aligned(lanes);
#endif
}

}  // namespace

void fan_out_anchor_simd(const double* s, const double* c, const float* rotations, int pairs,
                         float* out) {
  using batch = fan_out_batch;
  const int d = 2 * pairs, chunk_end = pairs - pairs % 2;
  const float* entries = rotations;
  // 1. chunks of two pairs: 4 floats of each of the 8 rows
  for (int i = 0; i < chunk_end; i += 2, entries += kFanOutRows * 8) {
    // [s_i, s_i+1] and [c_i, c_i+1] rounded to float32, then interleaved (zip_lo, one shuffle)
    // into row = [s_i, c_i, s_i+1, c_i+1] and swapped = [c_i, s_i, c_i+1, s_i+1].
    const batch s_anchor = narrow_two(s + i);
    const batch c_anchor = narrow_two(c + i);
    const batch row = xsimd::zip_lo(s_anchor, c_anchor);
    const batch swapped = xsimd::zip_lo(c_anchor, s_anchor);
    // The 8 rows: a constant trip count, so the loop unrolls and every rotation load has a
    // constant offset from `entries`.
    float* chunk_out = out + 2 * i;
    for (int t = 0; t < kFanOutRows; ++t) {
      const batch cos_tw = batch::load_unaligned(entries + 8 * t);
      const batch sin_tw = batch::load_unaligned(entries + 8 * t + 4);
      (row * cos_tw + swapped * sin_tw).store_unaligned(chunk_out + static_cast<size_t>(t) * d);
    }
  }
  // 2. an odd last pair
  fan_out_pairs_scalar(s, c, rotations, chunk_end, pairs, d, out);
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
