// ALiBi, attention with linear biases (Press et al. 2022): no position vectors at all; head h
// (1-based) of H adds -m_h |i - j| to the score of query i and key j (with a causal mask, j <= i,
// so -m_h (i - j)). The slopes form a geometric sequence:
//   m_h = 2^(-8h/H)                                when H is a power of two;
// otherwise, with n = 2^floor(log2 H), the n slopes of n heads followed by the first H - n of the
// odd-numbered slopes of 2n heads, 2^(-8h/2n) for h = 1, 3, 5, ... (the paper's code).
#pragma once
#include <vector>

#include "pe/status.hpp"

namespace pe {

constexpr int kMaxAlibiHeads = 1024;

struct AlibiSlopes : Status {
  std::vector<double> slopes;  // H values, head 1 first
};

// heads an integer in 1..1024.
AlibiSlopes alibi_slopes(double heads);

}  // namespace pe
