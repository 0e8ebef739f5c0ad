// The tests' independent oracle: every formula the core implements, written out again directly
// from its definition (docs/api.md, "The toy's fixed numbers"), without calling the core. Tests compare
// the core against these, never against the core's own helpers.
//   PE(pos, 2i) = sin(pos / base^(2i/d)),  PE(pos, 2i+1) = cos(pos / base^(2i/d))
//   RoPE: pair i of x at position m turns by the angle m / base^(2i/d):
//     x'[2i] = x[2i] cos - x[2i+1] sin,  x'[2i+1] = x[2i] sin + x[2i+1] cos
//   The toy's weights: SplitMix64 streams, u = (next >> 40) / 2^24 * 2 - 1.
#pragma once
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace closed_form {

inline double pe(double pos, int dim, int d_model, double base) {
  const int i = dim / 2;
  const double angle = pos / std::pow(base, 2.0 * i / d_model);
  return dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

// RoPE's rotation of a whole vector by position m, in float64.
inline std::vector<double> rope_rotate(const std::vector<double>& x, double m, double base) {
  const int d = static_cast<int>(x.size());
  std::vector<double> out(x.size());
  for (int i = 0; i < d / 2; ++i) {
    const double angle = m / std::pow(base, 2.0 * i / d);
    out[2 * i] = x[2 * i] * std::cos(angle) - x[2 * i + 1] * std::sin(angle);
    out[2 * i + 1] = x[2 * i] * std::sin(angle) + x[2 * i + 1] * std::cos(angle);
  }
  return out;
}

inline double dot(const std::vector<double>& a, const std::vector<double>& b) {
  double sum = 0;
  for (size_t j = 0; j < a.size(); ++j) sum += a[j] * b[j];
  return sum;
}

// SplitMix64 (Steele, Lea, Flood 2014) as published; the tests pin it to reference outputs. A
// deliberate copy of pe/splitmix.hpp: the oracle must not share code with the core it checks.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double uniform() { return static_cast<double>(next() >> 40) / 16777216.0 * 2.0 - 1.0; }

 private:
  std::uint64_t state_;
};

inline std::vector<double> uniform_stream(std::uint64_t seed, size_t count, double scale) {
  SplitMix64 rng(seed);
  std::vector<double> values(count);
  for (double& v : values) v = rng.uniform() * scale;
  return values;
}

// FNV-1a, 64 bits: the seed of a word outside the vocabulary.
inline std::uint64_t fnv1a64(const std::string& text) {
  std::uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char byte : text) h = (h ^ byte) * 0x100000001B3ull;
  return h;
}

// W_Q, W_K, W_V (seeds 1, 2, 3): float32(u * sqrt(3/d)), d x d, row = input dimension.
inline std::vector<double> toy_projection(std::uint64_t seed, int d) {
  std::vector<double> w = uniform_stream(seed, static_cast<size_t>(d) * d, std::sqrt(3.0 / d));
  for (double& v : w) v = static_cast<float>(v);
  return w;
}

// A word's embedding: seed 1000 + its index in the vocabulary, or FNV-1a-64 of its letters.
inline std::vector<double> toy_embedding(int vocabulary_index, const std::string& word, int d) {
  const std::uint64_t seed =
      vocabulary_index >= 0 ? 1000u + static_cast<std::uint64_t>(vocabulary_index) : fnv1a64(word);
  std::vector<double> e = uniform_stream(seed, static_cast<size_t>(d), 1.0);
  for (double& v : e) v = static_cast<float>(v);
  return e;
}

// Row pos of the learned position table (seed 4, 16 x d, row-major).
inline std::vector<double> toy_learned_row(int pos, int d) {
  const std::vector<double> table = uniform_stream(4, static_cast<size_t>(16) * d, 1.0);
  std::vector<double> row(table.begin() + pos * d, table.begin() + (pos + 1) * d);
  for (double& v : row) v = static_cast<float>(v);
  return row;
}

}  // namespace closed_form
