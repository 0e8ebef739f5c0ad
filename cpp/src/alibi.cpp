#include "pe/alibi.hpp"

#include <cmath>

#include "pe/limits.hpp"

namespace pe {

namespace {

// 2^(-8h/n) for h = 1..n (n a power of two).
std::vector<double> power_of_two_slopes(int n) {
  std::vector<double> slopes;
  for (int h = 1; h <= n; ++h) slopes.push_back(std::exp2(-8.0 * h / n));
  return slopes;
}

}  // namespace

AlibiSlopes alibi_slopes(double heads) {
  const Status status = check_integer("heads", heads, 1, kMaxAlibiHeads);
  if (!status.ok) return refused<AlibiSlopes>(status);
  const int count = static_cast<int>(heads);
  int n = 1;  // the largest power of two <= count
  while (n * 2 <= count) n *= 2;
  AlibiSlopes result;
  result.slopes = power_of_two_slopes(n);
  // The heads past n take every other slope of 2n heads: h = 1, 3, 5, ...
  const std::vector<double> finer = power_of_two_slopes(2 * n);
  for (int extra = 0; extra < count - n; ++extra) result.slopes.push_back(finer[2 * extra]);
  return result;
}

AlibiBiases alibi_biases(double heads, double length, const AlibiBiasOptions& options) {
  Status status = check_integer("heads", heads, 1, kMaxAlibiBiasHeads);
  if (status.ok) status = check_integer("length", length, 1, kMaxAlibiBiasLength);
  if (!status.ok) return refused<AlibiBiases>(status);
  AlibiBiases result;
  result.heads = static_cast<int>(heads);
  result.length = static_cast<int>(length);
  result.causal = options.causal;
  result.slopes = alibi_slopes(heads).slopes;
  const int n = result.length;
  const std::size_t cells = static_cast<std::size_t>(result.heads) * n * n;
  result.biases.reserve(cells);
  result.masked.reserve(cells);
  for (const double m : result.slopes) {
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        const int distance = i > j ? i - j : j - i;
        result.biases.push_back(distance == 0 ? 0.0 : -m * distance);
        result.masked.push_back(options.causal && j > i ? 1 : 0);
      }
    }
  }
  return result;
}

}  // namespace pe
