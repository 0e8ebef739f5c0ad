// float32 kernels of one attention head, each a scalar reference plus an xsimd version.
// Shapes: x is rows x d (row-major); w is d x d (row = input dim); a, b, y have n values.
#pragma once
#include "pe/simd.hpp"

namespace pe {

// out = x W:  out[r][j] = sum_k x[r][k] * W[k][j], k ascending (the SIMD version keeps that order
// per output, so the two agree bit for bit).
void project_rows_scalar(const float* x, const float* w, float* out, int rows, int d);
// sum_i a[i] * b[i]
float dot_scalar(const float* a, const float* b, int n);
// row <- exp(row - max(row)) / sum(...)  (subtracting the max keeps exp from overflowing)
void softmax_scalar(float* row, int n);
// y += alpha * x
void axpy_scalar(float alpha, const float* x, float* y, int n);

#if PE_HAVE_SIMD
void project_rows_simd(const float* x, const float* w, float* out, int rows, int d);
float dot_simd(const float* a, const float* b, int n);
void softmax_simd(float* row, int n);
void axpy_simd(float alpha, const float* x, float* y, int n);
#endif

}  // namespace pe
