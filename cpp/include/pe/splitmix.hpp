// The toy's only source of "random" numbers: SplitMix64 (Steele, Lea, Flood 2014), written out so
// that anyone can reproduce every weight by hand or in another language.
//   state += 0x9E3779B97F4A7C15
//   z = state; z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9; z = (z ^ (z >> 27)) * 0x94D049BB133111EB
//   next = z ^ (z >> 31)
// uniform() takes the top 24 bits: u = (next >> 40) / 2^24 * 2 - 1, a value in [-1, 1) that is
// exact in float32 and float64 alike.
#pragma once
#include <cstdint>

namespace pe {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ull;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  double uniform() { return static_cast<double>(next() >> 40) / 16777216.0 * 2.0 - 1.0; }

 private:
  std::uint64_t state_;
};

}  // namespace pe
