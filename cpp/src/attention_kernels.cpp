#include "pe/attention_kernels.hpp"

#include <algorithm>
#include <cmath>

namespace pe {

void project_rows_scalar(const float* x, const float* w, float* out, int rows, int d) {
  for (int r = 0; r < rows; ++r) {
    float* out_row = out + static_cast<size_t>(r) * d;
    std::fill(out_row, out_row + d, 0.0f);
    for (int k = 0; k < d; ++k) {
      const float xk = x[static_cast<size_t>(r) * d + k];
      const float* w_row = w + static_cast<size_t>(k) * d;
      for (int j = 0; j < d; ++j) out_row[j] += xk * w_row[j];
    }
  }
}

float dot_scalar(const float* a, const float* b, int n) {
  float sum = 0.0f;
  for (int i = 0; i < n; ++i) sum += a[i] * b[i];
  return sum;
}

void softmax_scalar(float* row, int n) {
  const float max_value = *std::max_element(row, row + n);
  float sum = 0.0f;
  for (int i = 0; i < n; ++i) {
    row[i] = std::exp(row[i] - max_value);
    sum += row[i];
  }
  for (int i = 0; i < n; ++i) row[i] /= sum;
}

void axpy_scalar(float alpha, const float* x, float* y, int n) {
  for (int i = 0; i < n; ++i) y[i] += alpha * x[i];
}

#if PE_HAVE_SIMD
using batch = xsimd::batch<float>;
constexpr int kLanes = static_cast<int>(batch::size);

void project_rows_simd(const float* x, const float* w, float* out, int rows, int d) {
  const int vector_end = d - d % kLanes;
  for (int r = 0; r < rows; ++r) {
    float* out_row = out + static_cast<size_t>(r) * d;
    std::fill(out_row, out_row + d, 0.0f);
    for (int k = 0; k < d; ++k) {
      const float xk = x[static_cast<size_t>(r) * d + k];
      const float* w_row = w + static_cast<size_t>(k) * d;
      const batch xk_lanes(xk);
      int j = 0;
      // 1. batch loop over output columns
      for (; j < vector_end; j += kLanes) {
        (batch::load_unaligned(out_row + j) + xk_lanes * batch::load_unaligned(w_row + j))
            .store_unaligned(out_row + j);
      }
      // 2. scalar tail
      for (; j < d; ++j) out_row[j] += xk * w_row[j];
    }
  }
}

float dot_simd(const float* a, const float* b, int n) {
  const int vector_end = n - n % kLanes;
  batch acc(0.0f);
  int i = 0;
  for (; i < vector_end; i += kLanes) {
    acc += batch::load_unaligned(a + i) * batch::load_unaligned(b + i);
  }
  return xsimd::hadd(acc) + dot_scalar(a + i, b + i, n - i);
}

void softmax_simd(float* row, int n) {
  const int vector_end = n - n % kLanes;
  // 1. row max: lane-wise, then across lanes and the tail
  float max_value = row[0];
  int i = 0;
  if (vector_end > 0) {
    batch lane_max = batch::load_unaligned(row);
    for (i = kLanes; i < vector_end; i += kLanes) {
      lane_max = xsimd::max(lane_max, batch::load_unaligned(row + i));
    }
    float lanes[kLanes];
    lane_max.store_unaligned(lanes);
    max_value = *std::max_element(lanes, lanes + kLanes);
  }
  for (; i < n; ++i) max_value = std::max(max_value, row[i]);
  // 2. exp(x - max) and the sum
  const batch max_lanes(max_value);
  batch sum_lanes(0.0f);
  for (i = 0; i < vector_end; i += kLanes) {
    const batch e = xsimd::exp(batch::load_unaligned(row + i) - max_lanes);
    e.store_unaligned(row + i);
    sum_lanes += e;
  }
  float sum = xsimd::hadd(sum_lanes);
  for (; i < n; ++i) {
    row[i] = std::exp(row[i] - max_value);
    sum += row[i];
  }
  // 3. normalise
  const batch sum_all(sum);
  for (i = 0; i < vector_end; i += kLanes) {
    (batch::load_unaligned(row + i) / sum_all).store_unaligned(row + i);
  }
  for (; i < n; ++i) row[i] /= sum;
}

void axpy_simd(float alpha, const float* x, float* y, int n) {
  const int vector_end = n - n % kLanes;
  const batch alpha_lanes(alpha);
  int i = 0;
  for (; i < vector_end; i += kLanes) {
    (batch::load_unaligned(y + i) + alpha_lanes * batch::load_unaligned(x + i))
        .store_unaligned(y + i);
  }
  axpy_scalar(alpha, x + i, y + i, n - i);
}
#endif

}  // namespace pe
