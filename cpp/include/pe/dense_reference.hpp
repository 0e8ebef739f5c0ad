// The scalar references of the dense kernels both the toy's attention (attention_kernels.hpp,
// float32) and the training lab (lab/lab_kernels.hpp, float32 and the float64 of its gradient
// check) run, written once as templates. Row-major throughout; every sum runs from 0 with its
// index ascending, the order the SIMD versions keep (so that they agree bit for bit).
//   matmul_columns     columns first..last-1 of out = x w   x rows x inner, w inner x cols
//                      (the whole product: first = 0, last = cols; the SIMD matmul's column tail)
//   matmul_transposed  out = a b^T                         a rows x inner, b b_rows x inner
//   softmax            row <- exp(row - max(row)) / sum    (subtracting the max keeps exp finite)
#pragma once
#include <algorithm>
#include <cmath>
#include <cstddef>

namespace pe {

// out[r][j] = sum_k x[r][k] * w[k][j] for j in first..last-1.
template <class T>
void matmul_columns_reference(const T* x, const T* w, T* out, int rows, int inner, int cols,
                              int first, int last) {
  for (int r = 0; r < rows; ++r) {
    T* out_row = out + static_cast<std::size_t>(r) * cols;
    std::fill(out_row + first, out_row + last, T(0));
    for (int k = 0; k < inner; ++k) {
      const T xk = x[static_cast<std::size_t>(r) * inner + k];
      const T* w_row = w + static_cast<std::size_t>(k) * cols;
      for (int j = first; j < last; ++j) out_row[j] += xk * w_row[j];
    }
  }
}

// out[r][c] = sum_k a[r][k] * b[c][k]: the dot product of row r of a and row c of b.
template <class T>
void matmul_transposed_reference(const T* a, const T* b, T* out, int rows, int b_rows, int inner) {
  for (int r = 0; r < rows; ++r) {
    const T* a_row = a + static_cast<std::size_t>(r) * inner;
    for (int c = 0; c < b_rows; ++c) {
      const T* b_row = b + static_cast<std::size_t>(c) * inner;
      T sum = 0;
      for (int k = 0; k < inner; ++k) sum += a_row[k] * b_row[k];
      out[static_cast<std::size_t>(r) * b_rows + c] = sum;
    }
  }
}

// row <- exp(row - max) / sum, over row[0..n-1].
template <class T>
void softmax_reference(T* row, int n) {
  const T max_value = *std::max_element(row, row + n);
  T sum = 0;
  for (int i = 0; i < n; ++i) {
    row[i] = std::exp(row[i] - max_value);
    sum += row[i];
  }
  for (int i = 0; i < n; ++i) row[i] /= sum;
}

}  // namespace pe
