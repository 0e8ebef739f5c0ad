// Walks the encoding along positions with the angle-addition recurrence PE(pos+s) = M_s PE(pos)
// (stride s, 1 by default: PE(pos+1) = M_1 PE(pos)).
//
// State: for the current position, s[i] = sin(pos*omega_i) and c[i] = cos(pos*omega_i),
// i < dModel/2, in float64. advance() applies one rotation step per pair (mul/add only). Every
// reseed_interval steps the state is recomputed exactly with std::sin/std::cos, so rounding cannot
// accumulate: in float64 each step adds a few 1e-16, far below the 1e-6 the float32 tables promise,
// even over the 65536 rows of the largest table (tests check intervals of 1 and of a whole table).
#pragma once
#include <cstdint>
#include <vector>

namespace pe {

constexpr int kReseedInterval = 256;

enum class KernelPath { fast, scalar };  // fast = SIMD when the build has it

class EncodingRecurrence {
 public:
  EncodingRecurrence(int d_model, double base, KernelPath path = KernelPath::fast,
                     int reseed_interval = kReseedInterval, int stride = 1);

  void seek(std::int64_t pos);  // exact state for pos
  void advance();               // pos + stride
  std::int64_t position() const { return pos_; }
  int pairs() const { return static_cast<int>(omega_.size()); }
  const double* sin_values() const { return s_.data(); }
  const double* cos_values() const { return c_.data(); }

 private:
  std::vector<double> omega_, cos_step_, sin_step_, s_, c_;
  KernelPath path_;
  int reseed_interval_;
  int stride_;
  int steps_since_seed_ = 0;
  std::int64_t pos_ = 0;
};

}  // namespace pe
