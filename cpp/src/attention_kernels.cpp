#include "pe/attention_kernels.hpp"

#include <algorithm>
#include <cmath>

#include "pe/buffer.hpp"

namespace pe {

namespace {

// Columns first..last-1 of out = x w, as the scalar reference computes them. Also the SIMD
// version's column tail.
void matmul_columns(const float* x, const float* w, float* out, int rows, int inner, int cols,
                    int first, int last) {
  for (int r = 0; r < rows; ++r) {
    float* out_row = out + static_cast<size_t>(r) * cols;
    std::fill(out_row + first, out_row + last, 0.0f);
    for (int k = 0; k < inner; ++k) {
      const float xk = x[static_cast<size_t>(r) * inner + k];
      const float* w_row = w + static_cast<size_t>(k) * cols;
      for (int j = first; j < last; ++j) out_row[j] += xk * w_row[j];
    }
  }
}

}  // namespace

void matmul_scalar(const float* x, const float* w, float* out, int rows, int inner, int cols) {
  matmul_columns(x, w, out, rows, inner, cols, 0, cols);
}

void matmul_transposed_scalar(const float* a, const float* b, float* out, int rows, int b_rows,
                              int inner) {
  for (int r = 0; r < rows; ++r) {
    const float* a_row = a + static_cast<size_t>(r) * inner;
    for (int c = 0; c < b_rows; ++c) {
      const float* b_row = b + static_cast<size_t>(c) * inner;
      float sum = 0.0f;
      for (int k = 0; k < inner; ++k) sum += a_row[k] * b_row[k];
      out[static_cast<size_t>(r) * b_rows + c] = sum;
    }
  }
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

#if PE_HAVE_SIMD
namespace {

using batch = xsimd::batch<float>;
constexpr int kLanes = static_cast<int>(batch::size);

// Tiles of out = x w: kTileRows rows x kTileBatches batches of columns (4 x 8 floats).
constexpr int kTileRows = 4;
constexpr int kTileBatches = 2;
constexpr int kTileCols = kTileBatches * kLanes;

// One tile of out = x w at row r and column j of out (rows x cols, x rows x inner, w inner x cols).
// The 4 x 2 accumulators stay in registers for the whole k loop (8, plus 2 w batches and the 4
// broadcasts, of the 16 xmm registers V8 has on x64): per k, 2 loads of w and 4 broadcasts of x
// feed 8 multiplies and 8 adds, and out is stored once at the end instead of loaded and stored
// again for every k. Each lane is one output, summed over k in order: no horizontal sums.
// A last tile with fewer than 4 rows repeats the last row of x and stores only the real rows (one
// tile shape keeps the module small).
void matmul_tile(const float* x, const float* w, float* out, int rows, int inner, int cols, int r,
                 int j) {
  const float* x_rows[kTileRows];
  for (int i = 0; i < kTileRows; ++i) {
    x_rows[i] = x + static_cast<size_t>(std::min(r + i, rows - 1)) * inner;
  }
  batch acc[kTileRows][kTileBatches];
  for (auto& acc_row : acc) {
    for (batch& a : acc_row) a = batch(0.0f);
  }
  for (int k = 0; k < inner; ++k) {
    const float* w_row = w + static_cast<size_t>(k) * cols + j;
    const batch w0 = batch::load_unaligned(w_row), w1 = batch::load_unaligned(w_row + kLanes);
    for (int i = 0; i < kTileRows; ++i) {
      const batch xk(x_rows[i][k]);
      acc[i][0] += xk * w0;
      acc[i][1] += xk * w1;
    }
  }
  for (int i = 0; i < kTileRows && r + i < rows; ++i) {
    float* out_row = out + static_cast<size_t>(r + i) * cols + j;
    acc[i][0].store_unaligned(out_row);
    acc[i][1].store_unaligned(out_row + kLanes);
  }
}

}  // namespace

void matmul_simd(const float* x, const float* w, float* out, int rows, int inner, int cols) {
  const int tiled_cols = cols - cols % kTileCols;
  for (int r = 0; r < rows; r += kTileRows) {
    for (int j = 0; j < tiled_cols; j += kTileCols) matmul_tile(x, w, out, rows, inner, cols, r, j);
  }
  // The last cols % 8 columns: the same sums, k ascending.
  matmul_columns(x, w, out, rows, inner, cols, tiled_cols, cols);
}

void matmul_transposed_simd(const float* a, const float* b, float* out, int rows, int b_rows,
                            int inner) {
  // a b^T = a (b^T): with b transposed (inner x b_rows), it is matmul_simd, whose lanes run over
  // the columns c and whose sums run over k ascending, as the scalar dot products do. At 32 x 64
  // the transpose is 2048 copies; it turns the 65536 multiply-adds into register-blocked tiles
  // instead of 1024 dot products that each end in a horizontal sum. (Sized without a zero fill,
  // buffer.hpp: every element is written just below.)
  Buffer<float> b_transposed(static_cast<size_t>(inner) * b_rows);
  for (int k = 0; k < inner; ++k) {
    for (int c = 0; c < b_rows; ++c) {
      b_transposed[static_cast<size_t>(k) * b_rows + c] = b[static_cast<size_t>(c) * inner + k];
    }
  }
  matmul_simd(a, b_transposed.data(), out, rows, inner, b_rows);
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
#endif

}  // namespace pe
