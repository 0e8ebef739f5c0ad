// Adam (Kingma & Ba 2015) with bias correction, in float32, over a flat parameter vector.
//
// Step t = 1, 2, ... with gradient g, for every parameter p (shapes: n floats each):
//   m <- beta1 m + (1 - beta1) g
//   v <- beta2 v + (1 - beta2) g^2
//   p <- p - lr (m c1) / (sqrt(v c2) + eps),   c1 = 1 / (1 - beta1^t),  c2 = 1 / (1 - beta2^t)
// c1 and c2 are computed in float64 and rounded to float32 once per step. The SIMD version does the
// same operations in the same order (sqrt and division are correctly rounded in both), so the two
// agree bit for bit.
#pragma once
#include <cstdint>
#include <vector>

#include "pe/recurrence.hpp"
#include "pe/simd.hpp"

namespace pe {

constexpr double kAdamBeta1 = 0.9;
constexpr double kAdamBeta2 = 0.99;
constexpr double kAdamEpsilon = 1e-8;

// The per-step constants, float32 as the kernels use them.
struct AdamStep {
  float lr, beta1, one_minus_beta1, beta2, one_minus_beta2, c1, c2, eps;
};
AdamStep adam_step_constants(double lr, std::int64_t t);

void adam_update_scalar(float* p, const float* g, float* m, float* v, int n, const AdamStep& k);
#if PE_HAVE_SIMD
void adam_update_simd(float* p, const float* g, float* m, float* v, int n, const AdamStep& k);
#endif

// Adam's state for one parameter vector.
class Adam {
 public:
  Adam(int n, double lr, KernelPath path = KernelPath::fast);
  // One step with gradient g (n floats): t advances by 1.
  void step(float* params, const float* g);
  std::int64_t steps_taken() const { return t_; }
  // The kernels it runs (a scalar build has only the scalar ones, whatever was asked).
  KernelPath path() const;

 private:
  std::vector<float> m_, v_;
  double lr_;
  KernelPath path_;
  std::int64_t t_ = 0;
};

}  // namespace pe
