// Relative position: PE(ref) . PE(p) = sum_i cos(omega_i (p - ref)), a function of p - ref only.
#pragma once
#include "pe/buffer.hpp"
#include "pe/recurrence.hpp"
#include "pe/status.hpp"

namespace pe {

struct RelativeDots : Status {
  Buffer<double> data;  // nPos values: PE(ref) . PE(p) for p = 0..nPos-1
};

// Rows p come from the float64 recurrence; each dot is the pair kernel (SIMD when available).
RelativeDots relative_dots(double n_pos, double d_model, double base, double ref,
                           KernelPath path = KernelPath::fast);

}  // namespace pe
