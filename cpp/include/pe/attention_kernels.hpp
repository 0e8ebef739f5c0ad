// float32 kernels of one attention head, each a scalar reference plus an xsimd version.
// All matrices are row-major. In the toy (n tokens, width d):
//   Q, K, V = X W_*      matmul             (n x d) (d x d)   -> n x d
//   S = Q K^T            matmul_transposed  (n x d) (n x d)^T -> n x n
//   O = W V              matmul             (n x n) (n x d)   -> n x d
#pragma once
#include "pe/simd.hpp"

namespace pe {

// out = x w, x rows x inner, w inner x cols, out rows x cols:
//   out[r][j] = sum_k x[r][k] * w[k][j], summed from 0 with k ascending.
// The SIMD version keeps that order for every output (one accumulator lane per output), so the two
// agree bit for bit.
void matmul_scalar(const float* x, const float* w, float* out, int rows, int inner, int cols);
// out = a b^T, a rows x inner, b b_rows x inner, out rows x b_rows:
//   out[r][c] = sum_k a[r][k] * b[c][k] (the dot product of row r of a and row c of b), summed
// from 0 with k ascending; the SIMD version too (bit for bit).
void matmul_transposed_scalar(const float* a, const float* b, float* out, int rows, int b_rows,
                              int inner);
// row <- exp(row - max(row)) / sum(...)  (subtracting the max keeps exp from overflowing)
void softmax_scalar(float* row, int n);

#if PE_HAVE_SIMD
void matmul_simd(const float* x, const float* w, float* out, int rows, int inner, int cols);
void matmul_transposed_simd(const float* a, const float* b, float* out, int rows, int b_rows,
                            int inner);
void softmax_simd(float* row, int n);
#endif

}  // namespace pe
