#include "pe/recurrence.hpp"

#include <cmath>

#include "pe/frequencies.hpp"
#include "pe/pair_rotation.hpp"

namespace pe {

EncodingRecurrence::EncodingRecurrence(int d_model, double base, KernelPath path,
                                       int reseed_interval, int stride)
    : omega_(pair_frequencies(d_model, base)),
      path_(path),
      reseed_interval_(reseed_interval < 1 ? 1 : reseed_interval),
      stride_(stride < 1 ? 1 : stride) {
  const int pairs = static_cast<int>(omega_.size());
  cos_step_.resize(pairs);
  sin_step_.resize(pairs);
  s_.resize(pairs);
  c_.resize(pairs);
  for (int i = 0; i < pairs; ++i) {
    cos_step_[i] = std::cos(stride_ * omega_[i]);  // M_stride's block for pair i
    sin_step_[i] = std::sin(stride_ * omega_[i]);
  }
  seek(0);
}

void EncodingRecurrence::seek(std::int64_t pos) {
  pos_ = pos;
  steps_since_seed_ = 0;
  const double p = static_cast<double>(pos);
  for (size_t i = 0; i < omega_.size(); ++i) {
    s_[i] = std::sin(p * omega_[i]);
    c_[i] = std::cos(p * omega_[i]);
  }
}

void EncodingRecurrence::advance() {
  if (++steps_since_seed_ >= reseed_interval_) {
    seek(pos_ + stride_);
    return;
  }
  pos_ += stride_;
  if (path_ == KernelPath::scalar) {
    rotate_pairs_scalar(s_.data(), c_.data(), cos_step_.data(), sin_step_.data(), pairs());
  } else {
    rotate_pairs(s_.data(), c_.data(), cos_step_.data(), sin_step_.data(), pairs());
  }
}

}  // namespace pe
