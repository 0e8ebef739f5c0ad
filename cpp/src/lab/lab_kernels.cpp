#include "pe/lab/lab_kernels.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "pe/attention_kernels.hpp"
#include "pe/pair_rotation.hpp"

namespace pe {

// out[r][j] = sum_k x[r][k] * w[k][j]
template <class T>
void lab_matmul_scalar(const T* x, const T* w, T* out, int rows, int inner, int cols) {
  for (int r = 0; r < rows; ++r) {
    T* out_row = out + static_cast<size_t>(r) * cols;
    std::fill(out_row, out_row + cols, T(0));
    for (int k = 0; k < inner; ++k) {
      const T xk = x[static_cast<size_t>(r) * inner + k];
      const T* w_row = w + static_cast<size_t>(k) * cols;
      for (int j = 0; j < cols; ++j) out_row[j] += xk * w_row[j];
    }
  }
}

// out[r][c] = sum_k a[r][k] * b[c][k]
template <class T>
void lab_matmul_transposed_scalar(const T* a, const T* b, T* out, int rows, int b_rows, int inner) {
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < b_rows; ++c) {
      T sum = 0;
      for (int k = 0; k < inner; ++k) {
        sum += a[static_cast<size_t>(r) * inner + k] * b[static_cast<size_t>(c) * inner + k];
      }
      out[static_cast<size_t>(r) * b_rows + c] = sum;
    }
  }
}

// out[i][j] = sum_r a[r][i] * b[r][j]
template <class T>
void lab_matmul_at_scalar(const T* a, const T* b, T* out, int rows, int a_cols, int b_cols) {
  std::fill(out, out + static_cast<size_t>(a_cols) * b_cols, T(0));
  for (int r = 0; r < rows; ++r) {
    const T* a_row = a + static_cast<size_t>(r) * a_cols;
    const T* b_row = b + static_cast<size_t>(r) * b_cols;
    for (int i = 0; i < a_cols; ++i) {
      T* out_row = out + static_cast<size_t>(i) * b_cols;
      for (int j = 0; j < b_cols; ++j) out_row[j] += a_row[i] * b_row[j];
    }
  }
}

// row <- exp(row - max) / sum: subtracting the max keeps exp from overflowing.
template <class T>
void lab_softmax_scalar(T* row, int n) {
  const T max_value = *std::max_element(row, row + n);
  T sum = 0;
  for (int i = 0; i < n; ++i) {
    row[i] = std::exp(row[i] - max_value);
    sum += row[i];
  }
  for (int i = 0; i < n; ++i) row[i] /= sum;
}

// The Jacobian of softmax applied to da: ds_j = a_j (da_j - a . da), then times scale.
template <class T>
void lab_softmax_backward_scalar(const T* a, const T* da, T* ds, int n, T scale) {
  T dot = 0;
  for (int j = 0; j < n; ++j) dot += a[j] * da[j];
  for (int j = 0; j < n; ++j) ds[j] = a[j] * (da[j] - dot) * scale;
}

// pair_rotation.hpp's rotate_interleaved_scalar (which the float32 model runs), in float64.
template <class T>
void lab_rotate_scalar(const T* row, const T* swapped, const T* cos_lanes, const T* sin_lanes,
                       int d, T* out) {
  for (int x = 0; x < d; ++x) out[x] = row[x] * cos_lanes[x] + swapped[x] * sin_lanes[x];
}

template void lab_matmul_scalar<float>(const float*, const float*, float*, int, int, int);
template void lab_matmul_scalar<double>(const double*, const double*, double*, int, int, int);
template void lab_matmul_transposed_scalar<float>(const float*, const float*, float*, int, int,
                                                  int);
template void lab_matmul_transposed_scalar<double>(const double*, const double*, double*, int, int,
                                                   int);
template void lab_matmul_at_scalar<float>(const float*, const float*, float*, int, int, int);
template void lab_matmul_at_scalar<double>(const double*, const double*, double*, int, int, int);
template void lab_softmax_scalar<float>(float*, int);
template void lab_softmax_scalar<double>(double*, int);
template void lab_softmax_backward_scalar<float>(const float*, const float*, float*, int, float);
template void lab_softmax_backward_scalar<double>(const double*, const double*, double*, int,
                                                  double);
template void lab_rotate_scalar<double>(const double*, const double*, const double*, const double*,
                                        int, double*);

#if PE_HAVE_SIMD
namespace {

using batch = xsimd::batch<float>;
constexpr int kLanes = static_cast<int>(batch::size);

// m^T (cols x rows) in a buffer kept between calls, so that the training loop does not allocate.
// A plain static, not thread_local: the wasm modules link with bulk memory, where LLVM 14 refuses
// thread-local storage without atomics; the lab runs on one thread (the page's, or a test's).
// The two transposed products below become matmul_simd, whose 4 x 8 register tiles sum each
// output over k ascending, as the references do: a transpose costs rows * cols copies against
// rows * cols * (other side) multiply-adds.
const float* transposed(const float* m, int rows, int cols) {
  static std::vector<float> buffer;
  const size_t size = static_cast<size_t>(rows) * cols;
  if (buffer.size() < size) buffer.resize(size);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      buffer[static_cast<size_t>(c) * rows + r] = m[static_cast<size_t>(r) * cols + c];
    }
  }
  return buffer.data();
}

}  // namespace

// a b^T = a (b^T): lanes run over b's rows.
void lab_matmul_transposed_simd(const float* a, const float* b, float* out, int rows, int b_rows,
                                int inner) {
  matmul_simd(a, transposed(b, b_rows, inner), out, rows, inner, b_rows);
}

// a^T b = (a^T) b: the sum over a's rows becomes matmul's inner loop.
void lab_matmul_at_simd(const float* a, const float* b, float* out, int rows, int a_cols,
                        int b_cols) {
  matmul_simd(transposed(a, rows, a_cols), b, out, a_cols, rows, b_cols);
}

void lab_softmax_backward_simd(const float* a, const float* da, float* ds, int n, float scale) {
  const int vector_end = n - n % kLanes;
  // 1. a . da: lane-wise partial sums, a horizontal sum, then the tail
  batch acc(0.0f);
  int j = 0;
  for (; j < vector_end; j += kLanes) {
    acc += batch::load_unaligned(a + j) * batch::load_unaligned(da + j);
  }
  float dot = xsimd::hadd(acc);
  for (; j < n; ++j) dot += a[j] * da[j];
  // 2. ds = a (da - dot) scale
  const batch dot_lanes(dot), scale_lanes(scale);
  for (j = 0; j < vector_end; j += kLanes) {
    (batch::load_unaligned(a + j) * (batch::load_unaligned(da + j) - dot_lanes) * scale_lanes)
        .store_unaligned(ds + j);
  }
  for (; j < n; ++j) ds[j] = a[j] * (da[j] - dot) * scale;
}
#endif

LabKernels<float> lab_kernels(KernelPath path) {
#if PE_HAVE_SIMD
  if (path == KernelPath::fast) {
    return {matmul_simd,  lab_matmul_transposed_simd, lab_matmul_at_simd,
            softmax_simd, lab_softmax_backward_simd,  rotate_interleaved_simd};
  }
#else
  (void)path;
#endif
  return {lab_matmul_scalar<float>,           lab_matmul_transposed_scalar<float>,
          lab_matmul_at_scalar<float>,        lab_softmax_scalar<float>,
          lab_softmax_backward_scalar<float>, rotate_interleaved_scalar};
}

LabKernels<double> lab_kernels_double() {
  return {lab_matmul_scalar<double>,           lab_matmul_transposed_scalar<double>,
          lab_matmul_at_scalar<double>,        lab_softmax_scalar<double>,
          lab_softmax_backward_scalar<double>, lab_rotate_scalar<double>};
}

}  // namespace pe
