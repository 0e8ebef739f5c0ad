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

namespace {

// count values of the stream `seed`, after dropping its first `skip`, as float32(u * scale).
void fill_uniform(std::uint64_t seed, size_t skip, size_t count, double scale, float* out) {
  SplitMix64 rng(seed);
  for (size_t j = 0; j < skip; ++j) rng.next();
  for (size_t j = 0; j < count; ++j) out[j] = static_cast<float>(rng.uniform() * scale);
}

}  // namespace

void fill_word_embedding(const std::string& word, int d_model, float* out) {
  const int v = vocabulary_index(word);
  const std::uint64_t seed = v >= 0 ? 1000u + static_cast<std::uint64_t>(v) : fnv1a64(word);
  fill_uniform(seed, 0, static_cast<size_t>(d_model), 1.0, out);
}

std::vector<float> word_embedding(const std::string& word, int d_model) {
  std::vector<float> values(static_cast<size_t>(d_model));
  fill_word_embedding(word, d_model, values.data());
  return values;
}

std::vector<float> projection_matrix(std::uint64_t seed, int d_model) {
  std::vector<float> values(static_cast<size_t>(d_model) * d_model);
  fill_uniform(seed, 0, values.size(), std::sqrt(3.0 / d_model), values.data());
  return values;
}

void fill_learned_rows(int first_row, int rows, int d_model, float* out) {
  fill_uniform(4, static_cast<size_t>(first_row) * d_model, static_cast<size_t>(rows) * d_model,
               1.0, out);
}

}  // namespace pe
