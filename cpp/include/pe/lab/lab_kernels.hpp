// The training lab's kernels: each a scalar reference (a template, so that the gradient check can
// run the model in float64) and, for float32, an xsimd version beside it. Row-major throughout.
//
//   matmul             out = x w       x rows x inner, w inner x cols        -> rows x cols
//   matmul_transposed  out = a b^T     a rows x inner, b b_rows x inner      -> rows x b_rows
//   matmul_at          out = a^T b     a rows x a_cols, b rows x b_cols      -> a_cols x b_cols
//   softmax            row <- exp(row - max) / sum
//   softmax_backward   ds_j = scale * a_j * (da_j - sum_k a_k da_k)
//   rotate             out = row * cos_lanes + swapped * sin_lanes  (RoPE: float32 runs the core's
//                      rotate_interleaved_*, pair_rotation.hpp; lab_rotate_scalar is its float64)
//   adam_update        (float32 only, lab/adam.hpp)
//
// Every sum runs from 0 with its index ascending. The SIMD matmuls keep that order for every output
// (one lane per output, no horizontal sums), so they agree with the references bit for bit.
// softmax uses xsimd::exp and softmax_backward a lane-wise dot product with a horizontal sum: those
// two agree to float rounding, not bit for bit.
#pragma once
#include "pe/recurrence.hpp"
#include "pe/simd.hpp"

namespace pe {

template <class T>
void lab_matmul_scalar(const T* x, const T* w, T* out, int rows, int inner, int cols);
template <class T>
void lab_matmul_transposed_scalar(const T* a, const T* b, T* out, int rows, int b_rows, int inner);
template <class T>
void lab_matmul_at_scalar(const T* a, const T* b, T* out, int rows, int a_cols, int b_cols);
template <class T>
void lab_softmax_scalar(T* row, int n);
template <class T>
void lab_softmax_backward_scalar(const T* a, const T* da, T* ds, int n, T scale);
template <class T>
void lab_rotate_scalar(const T* row, const T* swapped, const T* cos_lanes, const T* sin_lanes,
                       int d, T* out);

#if PE_HAVE_SIMD
// matmul: pe::matmul_simd (attention_kernels.hpp), 4 x 8 register tiles. The transposed products
// transpose one operand into a scratch buffer, then run matmul_simd: b^T for a b^T (lanes over
// b's rows), a^T for a^T b (the sum over rows becomes matmul's inner loop).
void lab_matmul_transposed_simd(const float* a, const float* b, float* out, int rows, int b_rows,
                                int inner);
void lab_matmul_at_simd(const float* a, const float* b, float* out, int rows, int a_cols,
                        int b_cols);
void lab_softmax_backward_simd(const float* a, const float* da, float* ds, int n, float scale);
#endif

// The kernels a model runs, by scalar type and path.
template <class T>
struct LabKernels {
  void (*matmul)(const T*, const T*, T*, int, int, int);
  void (*matmul_transposed)(const T*, const T*, T*, int, int, int);
  void (*matmul_at)(const T*, const T*, T*, int, int, int);
  void (*softmax)(T*, int);
  void (*softmax_backward)(const T*, const T*, T*, int, T);
  void (*rotate)(const T*, const T*, const T*, const T*, int, T*);
};

// float32: SIMD when the build has it and path is fast, else the references.
LabKernels<float> lab_kernels(KernelPath path);
// float64: the references (the gradient check).
LabKernels<double> lab_kernels_double();

}  // namespace pe
