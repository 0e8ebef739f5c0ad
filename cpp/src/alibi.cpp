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

}  // namespace pe
