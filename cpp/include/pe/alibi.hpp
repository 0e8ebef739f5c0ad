// ALiBi, attention with linear biases (Press et al. 2022): no position vectors at all; head h
// (1-based) of H adds -m_h |i - j| to the score of query i and key j (with a causal mask, j <= i,
// so -m_h (i - j)). The slopes form a geometric sequence:
//   m_h = 2^(-8h/H)                                when H is a power of two;
// otherwise, with n = 2^floor(log2 H), the n slopes of n heads followed by the first H - n of the
// odd-numbered slopes of 2n heads, 2^(-8h/2n) for h = 1, 3, 5, ... (the paper's code).
//
// alibi_biases lays the biases out for a figure: H x n x n, B[h][i][j] = -m_h |i - j|.
#pragma once
#include <cstdint>
#include <vector>

#include "pe/status.hpp"

namespace pe {

constexpr int kMaxAlibiHeads = 1024;
// alibi_biases draws one n x n figure per head: at most 64 heads of 64 x 64 (262144 values).
constexpr int kMaxAlibiBiasHeads = 64;
constexpr int kMaxAlibiBiasLength = 64;

struct AlibiSlopes : Status {
  std::vector<double> slopes;  // H values, head 1 first
};

// heads an integer in 1..1024.
AlibiSlopes alibi_slopes(double heads);

struct AlibiBiasOptions {
  // Marks the keys a causal model never sees (j > i) in `masked`; the biases stay as they are.
  bool causal = false;
};

struct AlibiBiases : Status {
  int heads = 0;
  int length = 0;  // n, the queries and the keys 0..n-1
  bool causal = false;
  std::vector<double> slopes;  // H values: alibi_slopes(H)
  // H x n x n, row-major by head, then query i, then key j: -m_h |i - j| (0 on the diagonal, never
  // -0). Every value is finite: a causal mask is reported in `masked`, not as -Infinity.
  std::vector<double> biases;
  // H x n x n, as biases: 1 where causal and j > i (the key is after the query), else 0.
  std::vector<std::uint8_t> masked;
};

// heads an integer in 1..64, length an integer in 1..64.
AlibiBiases alibi_biases(double heads, double length, const AlibiBiasOptions& options = {});

}  // namespace pe
