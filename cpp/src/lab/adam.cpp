#include "pe/lab/adam.hpp"

#include <cmath>

namespace pe {

AdamStep adam_step_constants(double lr, std::int64_t t) {
  const double td = static_cast<double>(t);
  return {static_cast<float>(lr),
          static_cast<float>(kAdamBeta1),
          static_cast<float>(1.0 - kAdamBeta1),
          static_cast<float>(kAdamBeta2),
          static_cast<float>(1.0 - kAdamBeta2),
          static_cast<float>(1.0 / (1.0 - std::pow(kAdamBeta1, td))),
          static_cast<float>(1.0 / (1.0 - std::pow(kAdamBeta2, td))),
          static_cast<float>(kAdamEpsilon)};
}

void adam_update_scalar(float* p, const float* g, float* m, float* v, int n, const AdamStep& k) {
  for (int j = 0; j < n; ++j) {
    m[j] = k.beta1 * m[j] + k.one_minus_beta1 * g[j];
    v[j] = k.beta2 * v[j] + k.one_minus_beta2 * (g[j] * g[j]);
    p[j] = p[j] - k.lr * (m[j] * k.c1) / (std::sqrt(v[j] * k.c2) + k.eps);
  }
}

#if PE_HAVE_SIMD
void adam_update_simd(float* p, const float* g, float* m, float* v, int n, const AdamStep& k) {
  using batch = xsimd::batch<float>;
  constexpr int lanes = static_cast<int>(batch::size);
  const batch beta1(k.beta1), one_minus_beta1(k.one_minus_beta1), beta2(k.beta2),
      one_minus_beta2(k.one_minus_beta2), lr(k.lr), c1(k.c1), c2(k.c2), eps(k.eps);
  const int vector_end = n - n % lanes;
  int j = 0;
  // 1. batch loop: the reference's operations, lanes parameters at a time
  for (; j < vector_end; j += lanes) {
    const batch gj = batch::load_unaligned(g + j);
    const batch mj = beta1 * batch::load_unaligned(m + j) + one_minus_beta1 * gj;
    const batch vj = beta2 * batch::load_unaligned(v + j) + one_minus_beta2 * (gj * gj);
    mj.store_unaligned(m + j);
    vj.store_unaligned(v + j);
    (batch::load_unaligned(p + j) - lr * (mj * c1) / (xsimd::sqrt(vj * c2) + eps))
        .store_unaligned(p + j);
  }
  // 2. scalar tail
  adam_update_scalar(p + j, g + j, m + j, v + j, n - j, k);
}
#endif

Adam::Adam(int n, double lr, KernelPath path)
    : m_(static_cast<size_t>(n), 0.0f), v_(static_cast<size_t>(n), 0.0f), lr_(lr), path_(path) {}

void Adam::step(float* params, const float* g) {
  ++t_;
  const AdamStep k = adam_step_constants(lr_, t_);
  const int n = static_cast<int>(m_.size());
#if PE_HAVE_SIMD
  if (path_ == KernelPath::fast) {
    adam_update_simd(params, g, m_.data(), v_.data(), n, k);
    return;
  }
#endif
  adam_update_scalar(params, g, m_.data(), v_.data(), n, k);
}

KernelPath Adam::path() const { return path_; }

}  // namespace pe
