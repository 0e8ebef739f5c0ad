// A tiny, deterministic, single-head self-attention: why position has to be injected.
//
// For a sentence of n words and width d (dModel):
//   X = E + P            n x d   E: word embeddings (toy_weights.hpp), P: positions (or zero)
//   Q = X W_Q, K = X W_K, V = X W_V                  n x d each
//   S = Q K^T / sqrt(d)                              n x n, row s = query s, column t = key t
//   W = softmax(S) row by row                        n x n, rows sum to 1
//       causal: row s over the keys t <= s only; W[s][t] = 0 exactly for t > s
//   O = W V                                          n x d, row s = sum_t W[s][t] V[t]
// Without position (and without the mask), reordering the words only reorders the rows of X, so W
// and O are permuted and nothing else: the output for "bites" is the same in "dog bites man" and
// "man bites dog". The causal mask of a decoder (GPT-style) already breaks this: token s sees the
// tokens before it, and "before" depends on the order.
#pragma once
#include <string>
#include <vector>

#include "pe/buffer.hpp"
#include "pe/recurrence.hpp"
#include "pe/status.hpp"

namespace pe {

enum class PositionKind { none, sinusoidal, learned, rope };

struct ParsedPositionKind : Status {
  PositionKind kind = PositionKind::none;
};
// "none", "sinusoidal", "learned" or "rope"; a refusal names the argument (peKind, or the lab's
// kind).
ParsedPositionKind parse_position_kind(const std::string& name, const char* argument = "peKind");

struct AttentionToy : Status {
  int n = 0;  // tokens
  int d_model = 0;
  std::vector<std::string> tokens;      // n lowercase words
  std::vector<bool> known;              // n: word is in the built-in vocabulary
  Buffer<float> embeddings;             // n x d: E
  Buffer<float> positions;              // n x d: P (zeros for "none" and "rope")
  Buffer<float> inputs;                 // n x d: X = E + P
  Buffer<float> queries, keys, values;  // n x d each
  Buffer<float> scores;                 // n x n: Q K^T / sqrt(d)
  Buffer<float> weights;                // n x n: softmax rows
  Buffer<float> outputs;                // n x d: W V
};

struct AttentionOptions {
  // A causal mask: query s attends to the keys t <= s only (the scores of t > s are left out of
  // the softmax; `scores` still holds them, `weights` is 0 there).
  bool causal = false;
};

// dModel even in 2..512; "learned" refuses sentences longer than kLearnedMaxLen words. "rope" adds
// nothing to the embeddings and rotates queries and keys by their positions (rope.hpp).
AttentionToy attention_toy(const std::string& sentence, const std::string& pe_kind, double d_model,
                           AttentionOptions options = {}, KernelPath path = KernelPath::fast);

struct SentenceComparison : Status {
  // True when b's words are a rearrangement of a's (same multiset of words).
  bool is_permutation = false;
  // For each token of b, the index of the same word in a (the j-th "the" of b pairs with the j-th
  // "the" of a), or -1 when a has no such word left.
  std::vector<int> permutation;
  // max |W_b[r][c] - W_a[p(r)][p(c)]| and max |O_b[r] - O_a[p(r)]| over matched tokens.
  double max_weight_diff = 0;
  double max_output_diff = 0;
  // For each token of b: |O_b[r] - O_a[p(r)]| (Euclidean), or -1 when it has no match in a.
  Buffer<double> token_shift;
  AttentionToy a, b;
};

SentenceComparison compare_sentences(const std::string& a, const std::string& b,
                                     const std::string& pe_kind, double d_model,
                                     AttentionOptions options = {},
                                     KernelPath path = KernelPath::fast);

}  // namespace pe
