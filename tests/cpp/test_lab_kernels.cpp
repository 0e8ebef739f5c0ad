// The lab's kernels: each reference against a float64 computation written out here, and each SIMD
// version against its reference (bit for bit where the operation order is the same: the matmuls
// and Adam; to float rounding for softmax, whose exp differs, and for softmax's backward, whose
// dot product sums lanes first).
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <vector>

#include "pe/attention_kernels.hpp"
#include "pe/lab/adam.hpp"
#include "pe/lab/lab_kernels.hpp"
#include "pe/splitmix.hpp"

using Catch::Matchers::WithinAbs;

namespace {

std::vector<float> random_floats(std::uint64_t seed, size_t n, double scale = 1.0) {
  pe::SplitMix64 rng(seed);
  std::vector<float> v(n);
  for (float& x : v) x = static_cast<float>(rng.uniform() * scale);
  return v;
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

double max_abs_diff(const std::vector<float>& a, const std::vector<double>& b) {
  double worst = 0;
  for (size_t j = 0; j < a.size(); ++j) worst = std::max(worst, std::fabs(a[j] - b[j]));
  return worst;
}

// Shapes the model uses (32 wide, 8 wide, one row, up to 64 keys, a head's 4..32 lanes) and odd
// ones for the tails.
struct Shape {
  int rows, inner, cols;
};
const Shape kShapes[] = {{1, 32, 32}, {16, 32, 32}, {168, 32, 32}, {16, 32, 8}, {1, 64, 4},
                         {1, 4, 64},  {1, 37, 8},   {1, 8, 37},    {1, 13, 16}, {5, 7, 3},
                         {3, 64, 16}, {7, 16, 64},  {9, 1, 11},    {1, 16, 16}};

// Operands of the three products for one shape: x w (x rows x inner, w inner x cols), x b^T
// (b cols x inner) and x^T y (y rows x cols).
struct Operands {
  Operands(const Shape& s, std::uint64_t seed)
      : x(random_floats(seed, size_t(s.rows) * s.inner)),
        w(random_floats(seed + 1, size_t(s.inner) * s.cols)),
        b(random_floats(seed + 2, size_t(s.cols) * s.inner)),
        y(random_floats(seed + 3, size_t(s.rows) * s.cols)) {}
  std::vector<float> x, w, b, y;
};

}  // namespace

TEST_CASE("lab matmul references match float64 sums", "[lab][kernels]") {
  for (const Shape& s : kShapes) {
    INFO(s.rows << " x " << s.inner << " x " << s.cols);
    const Operands o(s, 1);
    const auto &x = o.x, &w = o.w, &b = o.b, &y = o.y;
    std::vector<float> out(size_t(s.rows) * s.cols), out_t(size_t(s.rows) * s.cols),
        out_at(size_t(s.inner) * s.cols);
    pe::lab_matmul_scalar(x.data(), w.data(), out.data(), s.rows, s.inner, s.cols);
    pe::lab_matmul_transposed_scalar(x.data(), b.data(), out_t.data(), s.rows, s.cols, s.inner);
    pe::lab_matmul_at_scalar(x.data(), y.data(), out_at.data(), s.rows, s.inner, s.cols);
    std::vector<double> expect(out.size(), 0), expect_t(out.size(), 0), expect_at(out_at.size(), 0);
    for (int r = 0; r < s.rows; ++r)
      for (int k = 0; k < s.inner; ++k)
        for (int j = 0; j < s.cols; ++j) {
          const double xk = x[size_t(r) * s.inner + k];
          expect[size_t(r) * s.cols + j] += xk * w[size_t(k) * s.cols + j];
          expect_t[size_t(r) * s.cols + j] += xk * b[size_t(j) * s.inner + k];
          expect_at[size_t(k) * s.cols + j] += xk * y[size_t(r) * s.cols + j];
        }
    const double tolerance = 1e-6 * std::max(s.inner, s.rows);
    CHECK(max_abs_diff(out, expect) < tolerance);
    CHECK(max_abs_diff(out_t, expect_t) < tolerance);
    CHECK(max_abs_diff(out_at, expect_at) < tolerance);
  }
}

TEST_CASE("the float64 references are the float32 ones in double precision", "[lab][kernels]") {
  const auto x = random_floats(5, 4 * 16), w = random_floats(6, 16 * 8);
  std::vector<float> out_f(4 * 8);
  std::vector<double> xd(x.begin(), x.end()), wd(w.begin(), w.end()), out_d(4 * 8);
  pe::lab_matmul_scalar(x.data(), w.data(), out_f.data(), 4, 16, 8);
  pe::lab_matmul_scalar(xd.data(), wd.data(), out_d.data(), 4, 16, 8);
  CHECK(max_abs_diff(out_f, out_d) < 1e-5);
  // and the float reference is the attention toy's matmul, bit for bit
  std::vector<float> toy(4 * 8);
  pe::matmul_scalar(x.data(), w.data(), toy.data(), 4, 16, 8);
  CHECK(same_bits(out_f, toy));
}

TEST_CASE("softmax rows sum to 1, keep their order, and survive large scores", "[lab][kernels]") {
  std::vector<double> row = {1000.0, 999.0, -5.0, 0.0};
  pe::lab_softmax_scalar(row.data(), 4);
  const double denominator = 1 + std::exp(-1.0) + std::exp(-1005.0) + std::exp(-1000.0);
  CHECK_THAT(row[0], WithinAbs(1 / denominator, 1e-15));
  CHECK_THAT(row[1], WithinAbs(std::exp(-1.0) / denominator, 1e-15));
  CHECK_THAT(row[0] + row[1] + row[2] + row[3], WithinAbs(1.0, 1e-15));
}

TEST_CASE("softmax backward is the Jacobian of softmax applied to da", "[lab][kernels]") {
  // ds_j = sum_k (d a_k / d s_j) da_k with d a_k / d s_j = a_k (delta_jk - a_j), written out.
  const int n = 11;
  const auto s = random_floats(7, n, 3.0), da = random_floats(8, n);
  std::vector<double> a(s.begin(), s.end()), dad(da.begin(), da.end()), ds(n);
  pe::lab_softmax_scalar(a.data(), n);
  pe::lab_softmax_backward_scalar(a.data(), dad.data(), ds.data(), n, 0.25);
  for (int j = 0; j < n; ++j) {
    double expect = 0;
    for (int k = 0; k < n; ++k) expect += a[k] * ((j == k ? 1.0 : 0.0) - a[j]) * dad[k];
    CHECK_THAT(ds[j], WithinAbs(0.25 * expect, 1e-15));
  }
}

#if PE_HAVE_SIMD
TEST_CASE("SIMD matmuls agree with their references bit for bit", "[lab][kernels][simd]") {
  const pe::LabKernels<float> fast = pe::lab_kernels(pe::KernelPath::fast);
  const pe::LabKernels<float> scalar = pe::lab_kernels(pe::KernelPath::scalar);
  for (const Shape& s : kShapes) {
    INFO(s.rows << " x " << s.inner << " x " << s.cols);
    const Operands o(s, 11);
    const auto &x = o.x, &w = o.w, &b = o.b, &y = o.y;
    for (int variant = 0; variant < 3; ++variant) {
      const size_t size = variant == 2 ? size_t(s.inner) * s.cols : size_t(s.rows) * s.cols;
      std::vector<float> a(size, 123.0f), r(size, -7.0f);  // garbage: outputs are overwritten
      if (variant == 0) {
        fast.matmul(x.data(), w.data(), a.data(), s.rows, s.inner, s.cols);
        scalar.matmul(x.data(), w.data(), r.data(), s.rows, s.inner, s.cols);
      } else if (variant == 1) {
        fast.matmul_transposed(x.data(), b.data(), a.data(), s.rows, s.cols, s.inner);
        scalar.matmul_transposed(x.data(), b.data(), r.data(), s.rows, s.cols, s.inner);
      } else {
        fast.matmul_at(x.data(), y.data(), a.data(), s.rows, s.inner, s.cols);
        scalar.matmul_at(x.data(), y.data(), r.data(), s.rows, s.inner, s.cols);
      }
      INFO("variant " << variant);
      CHECK(same_bits(a, r));
    }
  }
}

TEST_CASE("SIMD softmax and its backward agree with the references to float rounding",
          "[lab][kernels][simd]") {
  const pe::LabKernels<float> fast = pe::lab_kernels(pe::KernelPath::fast);
  const pe::LabKernels<float> scalar = pe::lab_kernels(pe::KernelPath::scalar);
  const int n = GENERATE(1, 3, 4, 8, 13, 16, 64);
  const auto s = random_floats(15, size_t(n), 4.0), da = random_floats(16, size_t(n));
  std::vector<float> a = s, r = s;
  fast.softmax(a.data(), n);
  scalar.softmax(r.data(), n);
  const size_t count = static_cast<size_t>(n);
  std::vector<float> ds_a(count), ds_r(count);
  fast.softmax_backward(a.data(), da.data(), ds_a.data(), n, 0.25f);
  scalar.softmax_backward(a.data(), da.data(), ds_r.data(), n, 0.25f);
  for (int j = 0; j < n; ++j) {
    CHECK_THAT(a[size_t(j)], WithinAbs(r[size_t(j)], 2e-7));
    CHECK_THAT(ds_a[size_t(j)], WithinAbs(ds_r[size_t(j)], 2e-7));
  }
}

TEST_CASE("SIMD Adam agrees with the reference bit for bit over many steps",
          "[lab][kernels][simd]") {
  const int n = GENERATE(1, 7, 1832);
  std::vector<float> p_fast = random_floats(17, size_t(n)), p_ref = p_fast;
  const size_t count = static_cast<size_t>(n);
  std::vector<float> m_fast(count), v_fast(count), m_ref(count), v_ref(count);
  for (int t = 1; t <= 50; ++t) {
    const auto g = random_floats(100 + std::uint64_t(t), size_t(n), t % 7 == 0 ? 0.0 : 0.1);
    const pe::AdamStep k = pe::adam_step_constants(1e-2, t);
    pe::adam_update_simd(p_fast.data(), g.data(), m_fast.data(), v_fast.data(), n, k);
    pe::adam_update_scalar(p_ref.data(), g.data(), m_ref.data(), v_ref.data(), n, k);
  }
  CHECK(same_bits(p_fast, p_ref));
  CHECK(same_bits(m_fast, m_ref));
  CHECK(same_bits(v_fast, v_ref));
}
#endif

TEST_CASE("Adam's first step moves each parameter by lr against its gradient's sign",
          "[lab][kernels]") {
  // t = 1: m c1 = g and v c2 = g^2 exactly, so the step is lr g / (|g| + eps) ~ lr sign(g).
  std::vector<float> p = {0.5f, -0.25f, 1.0f, 2.0f}, g = {0.3f, -2.0f, 1e-3f, 0.0f};
  pe::Adam adam(4, 1e-2);
  adam.step(p.data(), g.data());
  CHECK_THAT(p[0], WithinAbs(0.49, 1e-6));
  CHECK_THAT(p[1], WithinAbs(-0.24, 1e-6));
  CHECK_THAT(p[2], WithinAbs(0.99, 1e-6));
  CHECK(p[3] == 2.0f);  // no gradient, no move
  CHECK(adam.steps_taken() == 1);
}

TEST_CASE("Adam follows the bias-corrected formula in float64", "[lab][kernels]") {
  // Three steps of a float64 Adam written out, against the float32 kernel.
  const double lr = 1e-2, b1 = 0.9, b2 = 0.99, eps = 1e-8;
  const double grads[3] = {0.5, -0.1, 0.2};
  double p = 1.0, m = 0, v = 0;
  float pf = 1.0f;
  pe::Adam adam(1, lr, pe::KernelPath::scalar);
  for (int t = 1; t <= 3; ++t) {
    const double g = grads[t - 1];
    m = b1 * m + (1 - b1) * g;
    v = b2 * v + (1 - b2) * g * g;
    p -= lr * (m / (1 - std::pow(b1, t))) / (std::sqrt(v / (1 - std::pow(b2, t))) + eps);
    const float gf = static_cast<float>(g);
    adam.step(&pf, &gf);
    CHECK_THAT(pf, WithinAbs(p, 1e-6));
  }
}
