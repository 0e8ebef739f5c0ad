#include "pe/attention.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>

#include "pe/attention_kernels.hpp"
#include "pe/limits.hpp"
#include "pe/rope.hpp"
#include "pe/table.hpp"
#include "pe/tokenizer.hpp"
#include "pe/toy_weights.hpp"

namespace pe {

namespace {

// One sentence's refusal as compareSentences' own: the same code, its arguments and which
// sentence ("sentence a: ..." in the English).
Status refusal_of_sentence(const char* which, const Status& refusal) {
  Status status = refusal;
  status.error = "sentence " + std::string(which) + ": " + refusal.error;
  status.args.push_back(arg("sentence", which));
  return status;
}

// The three kernels, by path.
struct Kernels {
  void (*matmul)(const float*, const float*, float*, int, int, int);
  void (*matmul_transposed)(const float*, const float*, float*, int, int, int);
  void (*softmax)(float*, int);
};

Kernels kernels_for(KernelPath path) {
#if PE_HAVE_SIMD
  if (path == KernelPath::fast) return {matmul_simd, matmul_transposed_simd, softmax_simd};
#else
  (void)path;
#endif
  return {matmul_scalar, matmul_transposed_scalar, softmax_scalar};
}

// W_Q, W_K, W_V for the last dModel used. They are constants of the toy, and generating 3 d^2
// values on every call cost as much as the projections themselves (tests/bench). One cache for
// the process, behind a mutex: a call holds its entry (a shared_ptr) while it uses it, so a call on
// another thread that replaces the entry for another dModel cannot free the matrices under it.
// (Not thread_local: with bulk memory, which the wasm modules use, LLVM 14 keeps thread-local
// storage only with the atomics feature, and the module is single-threaded.)
struct Projections {
  int d_model = 0;
  std::vector<float> query, key, value;
};

std::shared_ptr<const Projections> projections_for(int d_model) {
  static std::mutex mutex;
  static std::shared_ptr<const Projections> cached;
  const std::lock_guard<std::mutex> lock(mutex);
  if (!cached || cached->d_model != d_model) {
    auto fresh = std::make_shared<Projections>();
    fresh->d_model = d_model;
    fresh->query = projection_matrix(1, d_model);
    fresh->key = projection_matrix(2, d_model);
    fresh->value = projection_matrix(3, d_model);
    cached = std::move(fresh);
  }
  return cached;
}

}  // namespace

ParsedPositionKind parse_position_kind(const std::string& name, const char* argument) {
  ParsedPositionKind parsed;
  if (name == "none") {
    parsed.kind = PositionKind::none;
  } else if (name == "sinusoidal") {
    parsed.kind = PositionKind::sinusoidal;
  } else if (name == "learned") {
    parsed.kind = PositionKind::learned;
  } else if (name == "rope") {
    parsed.kind = PositionKind::rope;
  } else {
    static_cast<Status&>(parsed) = failure(
        codes::unknown_position_kind,
        std::string(argument) + " must be \"none\", \"sinusoidal\", \"learned\" or \"rope\" (got " +
            quoted_excerpt(name) + ")",
        {arg("name", argument), arg("value", printable_excerpt(name))});
  }
  return parsed;
}

AttentionToy attention_toy(const std::string& sentence, const std::string& pe_kind, double d_model,
                           AttentionOptions options, KernelPath path) {
  const ParsedPositionKind kind = parse_position_kind(pe_kind);
  Status status = kind;
  if (status.ok) status = check_even_integer("dModel", d_model, kMinDModel, kMaxToyDModel);
  Tokens tokens;
  if (status.ok) {
    tokens = tokenize(sentence);
    status = tokens;
  }
  const int n = static_cast<int>(tokens.words.size());
  if (status.ok && kind.kind == PositionKind::learned && n > kLearnedMaxLen) {
    status = failure(codes::learned_no_row,
                     "no learned row for position " + std::to_string(kLearnedMaxLen) +
                         " (max_len " + std::to_string(kLearnedMaxLen) + "): the sentence has " +
                         std::to_string(n) + " words",
                     {arg("pos", kLearnedMaxLen), arg("maxLen", kLearnedMaxLen), arg("words", n)});
  }
  if (!status.ok) return refused<AttentionToy>(status);
  AttentionToy toy;
  const int d = static_cast<int>(d_model);
  const size_t nd = static_cast<size_t>(n) * d;
  toy.n = n;
  toy.d_model = d;
  toy.tokens = tokens.words;

  // 1. X = E + P (each array sized without a zero fill and written in full, buffer.hpp)
  toy.embeddings.resize(nd);
  for (int r = 0; r < n; ++r) {
    toy.known.push_back(vocabulary_index(toy.tokens[r]) >= 0);
    fill_word_embedding(toy.tokens[r], d, toy.embeddings.data() + static_cast<size_t>(r) * d);
  }
  if (kind.kind == PositionKind::sinusoidal) {
    toy.positions.resize(nd);
    fill_table_recurrence(n, d, 10000.0, toy.positions.data(), path);
  } else if (kind.kind == PositionKind::learned) {
    toy.positions.resize(nd);
    fill_learned_rows(0, n, d, toy.positions.data());
  } else {
    toy.positions.assign(nd, 0.0f);  // "none" and "rope" add no position
  }
  toy.inputs.resize(nd);
  for (size_t j = 0; j < nd; ++j) toy.inputs[j] = toy.embeddings[j] + toy.positions[j];

  // 2. Q, K, V
  const Kernels k = kernels_for(path);
  toy.queries.resize(nd);
  toy.keys.resize(nd);
  toy.values.resize(nd);
  const std::shared_ptr<const Projections> w = projections_for(d);
  k.matmul(toy.inputs.data(), w->query.data(), toy.queries.data(), n, d, d);
  k.matmul(toy.inputs.data(), w->key.data(), toy.keys.data(), n, d, d);
  k.matmul(toy.inputs.data(), w->value.data(), toy.values.data(), n, d, d);
  if (kind.kind == PositionKind::rope) {
    rope_rotate_rows(toy.queries.data(), n, d, 10000.0, path);
    rope_rotate_rows(toy.keys.data(), n, d, 10000.0, path);
  }

  // 3. scores Q K^T / sqrt(d) and softmax, row = query. With the causal mask, row s is a softmax
  // over its first s + 1 entries (the keys t <= s) and the rest of the row is 0.
  const float inverse_sqrt_d = static_cast<float>(1.0 / std::sqrt(static_cast<double>(d)));
  toy.scores.resize(static_cast<size_t>(n) * n);
  k.matmul_transposed(toy.queries.data(), toy.keys.data(), toy.scores.data(), n, n, d);
  for (float& score : toy.scores) score *= inverse_sqrt_d;
  toy.weights = toy.scores;
  for (int r = 0; r < n; ++r) {
    float* row = &toy.weights[static_cast<size_t>(r) * n];
    const int seen = options.causal ? r + 1 : n;
    k.softmax(row, seen);
    std::fill(row + seen, row + n, 0.0f);
  }

  // 4. O = W V: row r = sum_c W[r][c] V[c], c ascending
  toy.outputs.resize(nd);
  k.matmul(toy.weights.data(), toy.values.data(), toy.outputs.data(), n, n, d);
  return toy;
}

SentenceComparison compare_sentences(const std::string& a, const std::string& b,
                                     const std::string& pe_kind, double d_model,
                                     AttentionOptions options, KernelPath path) {
  // Arguments shared by both sentences first, so their message is not blamed on sentence a.
  Status shared = parse_position_kind(pe_kind);
  if (shared.ok) shared = check_even_integer("dModel", d_model, kMinDModel, kMaxToyDModel);
  if (!shared.ok) return refused<SentenceComparison>(shared);
  SentenceComparison cmp;
  cmp.a = attention_toy(a, pe_kind, d_model, options, path);
  if (!cmp.a.ok) return refused<SentenceComparison>(refusal_of_sentence("a", cmp.a));
  cmp.b = attention_toy(b, pe_kind, d_model, options, path);
  if (!cmp.b.ok) return refused<SentenceComparison>(refusal_of_sentence("b", cmp.b));
  const AttentionToy& ta = cmp.a;
  const AttentionToy& tb = cmp.b;
  const int d = ta.d_model;

  // 1. match each token of b to an unused occurrence of the same word in a, in order
  std::vector<bool> used(ta.n, false);
  int matched = 0;
  for (int r = 0; r < tb.n; ++r) {
    int found = -1;
    for (int s = 0; s < ta.n && found < 0; ++s) {
      if (!used[s] && ta.tokens[s] == tb.tokens[r]) found = s;
    }
    if (found >= 0) {
      used[found] = true;
      ++matched;
    }
    cmp.permutation.push_back(found);
  }
  cmp.is_permutation = ta.n == tb.n && matched == tb.n;

  // 2. compare W_b with P W_a P^T and O_b with P O_a over matched tokens
  for (int r = 0; r < tb.n; ++r) {
    const int pr = cmp.permutation[r];
    if (pr < 0) {
      cmp.token_shift.push_back(-1.0);
      continue;
    }
    for (int c = 0; c < tb.n; ++c) {
      const int pc = cmp.permutation[c];
      if (pc < 0) continue;
      cmp.max_weight_diff = std::max<double>(
          cmp.max_weight_diff, std::fabs(tb.weights[r * tb.n + c] - ta.weights[pr * ta.n + pc]));
    }
    double squared = 0;
    for (int j = 0; j < d; ++j) {
      const double diff = static_cast<double>(tb.outputs[static_cast<size_t>(r) * d + j]) -
                          ta.outputs[static_cast<size_t>(pr) * d + j];
      cmp.max_output_diff = std::max(cmp.max_output_diff, std::fabs(diff));
      squared += diff * diff;
    }
    cmp.token_shift.push_back(std::sqrt(squared));
  }
  return cmp;
}

}  // namespace pe
