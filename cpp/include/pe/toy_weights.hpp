// Every fixed number of the attention toy, each from a SplitMix64 stream with a documented seed, so
// a student (or a test written in another language) can regenerate them:
//
//   word embedding, vocabulary word number v (0-based, kVocabulary order): seed 1000 + v
//   word embedding, any other word: seed = FNV-1a-64 of its letters
//       (h = 0xCBF29CE484222325; for each byte: h ^= byte; h *= 0x100000001B3)
//   W_Q, W_K, W_V (dModel x dModel, row-major, row = input dim): seeds 1, 2, 3
//   learned position table (maxLen x dModel, row-major): seed 4
//
// Values, drawn in row-major order: embeddings and the learned table take u (in [-1, 1)); the
// projections take float32(u * sqrt(3 / dModel)), so each column of W has unit variance in total.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace pe {

constexpr int kLearnedMaxLen = 16;

// The built-in vocabulary (lowercase), in seed order.
extern const std::vector<std::string> kVocabulary;

std::uint64_t fnv1a64(const std::string& text);
// -1 when the word is not in the vocabulary.
int vocabulary_index(const std::string& word);
// The embedding of one word: d_model values written to out.
void fill_word_embedding(const std::string& word, int d_model, float* out);
std::vector<float> word_embedding(const std::string& word, int d_model);
// seed 1, 2 or 3 for W_Q, W_K, W_V.
std::vector<float> projection_matrix(std::uint64_t seed, int d_model);
// Rows first_row .. first_row + rows - 1 of the learned position table (rows x d_model written to
// out; the stream's values of the rows before first_row are drawn and dropped).
void fill_learned_rows(int first_row, int rows, int d_model, float* out);

}  // namespace pe
