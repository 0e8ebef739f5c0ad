#include "pe/toy_weights.hpp"

#include <cmath>

#include "pe/splitmix.hpp"

namespace pe {

const std::vector<std::string> kVocabulary = {"the",   "a",    "dog",   "man",    "woman",   "cat",
                                              "bites", "saw",  "sees",  "chased", "loves",   "eats",
                                              "fish",  "bird", "ball",  "park",   "in",      "on",
                                              "and",   "big",  "small", "red",    "quickly", "ran"};

std::uint64_t fnv1a64(const std::string& text) {
  std::uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char byte : text) {
    h ^= byte;
    h *= 0x100000001B3ull;
  }
  return h;
}

int vocabulary_index(const std::string& word) {
  for (size_t v = 0; v < kVocabulary.size(); ++v) {
    if (kVocabulary[v] == word) return static_cast<int>(v);
  }
  return -1;
}

static std::vector<float> uniform_values(std::uint64_t seed, size_t count, double scale) {
  SplitMix64 rng(seed);
  std::vector<float> values(count);
  for (float& v : values) v = static_cast<float>(rng.uniform() * scale);
  return values;
}

std::vector<float> word_embedding(const std::string& word, int d_model) {
  const int v = vocabulary_index(word);
  const std::uint64_t seed = v >= 0 ? 1000u + static_cast<std::uint64_t>(v) : fnv1a64(word);
  return uniform_values(seed, static_cast<size_t>(d_model), 1.0);
}

std::vector<float> projection_matrix(std::uint64_t seed, int d_model) {
  return uniform_values(seed, static_cast<size_t>(d_model) * d_model, std::sqrt(3.0 / d_model));
}

std::vector<float> learned_position_table(int max_len, int d_model) {
  return uniform_values(4, static_cast<size_t>(max_len) * d_model, 1.0);
}

}  // namespace pe
