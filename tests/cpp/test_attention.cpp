#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "closed_form.hpp"
#include "pe/attention.hpp"
#include "pe/attention_kernels.hpp"
#include "pe/splitmix.hpp"
#include "pe/toy_weights.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::Equals;
using Catch::Matchers::WithinAbs;

namespace {

// m: a toy array (pe::Buffer<float>) or a row taken from one.
template <class Floats>
std::vector<float> row(const Floats& m, int r, int d) {
  return {m.begin() + static_cast<long>(r) * d, m.begin() + static_cast<long>(r + 1) * d};
}

template <class FloatsA, class FloatsB>
double max_abs_diff(const FloatsA& a, const FloatsB& b) {
  double worst = 0;
  for (size_t j = 0; j < a.size(); ++j) worst = std::max<double>(worst, std::fabs(a[j] - b[j]));
  return worst;
}

std::string join(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

// The toy's input rows X = E + P, rebuilt from the documented seeds (closed_form.hpp), in float64.
std::vector<double> reference_inputs(const std::vector<std::string>& words, const std::string& kind,
                                     int d) {
  const int n = static_cast<int>(words.size());
  std::vector<double> x(static_cast<size_t>(n) * d);
  for (int r = 0; r < n; ++r) {
    const auto found = std::find(pe::kVocabulary.begin(), pe::kVocabulary.end(), words[r]);
    const int index = found == pe::kVocabulary.end() ? -1 : int(found - pe::kVocabulary.begin());
    const std::vector<double> e = closed_form::toy_embedding(index, words[r], d);
    const std::vector<double> learned =
        kind == "learned" ? closed_form::toy_learned_row(r, d) : std::vector<double>(d, 0.0);
    for (int j = 0; j < d; ++j) {
      const double position = kind == "sinusoidal" ? closed_form::pe(r, j, d, 10000)
                              : kind == "learned"  ? learned[j]
                                                   : 0.0;
      x[r * d + j] = e[j] + position;
    }
  }
  return x;
}

struct ReferenceToy {
  std::vector<double> queries, weights, outputs;
};

// The whole forward pass again, in float64, straight from the definitions: X from the seeds, then
// Q, K, V = X W (RoPE: rows of Q and K turned by their positions), softmax(Q K^T / sqrt d) V.
// causal: row s of the softmax runs over the keys t <= s alone; the others get weight 0.
ReferenceToy reference_toy(const std::vector<std::string>& words, const std::string& kind, int d,
                           bool causal = false) {
  const int n = static_cast<int>(words.size());
  const std::vector<double> x = reference_inputs(words, kind, d);
  std::vector<double> q(n * d, 0), k(n * d, 0), v(n * d, 0), out(n * d, 0);
  const auto wq = closed_form::toy_projection(1, d), wk = closed_form::toy_projection(2, d),
             wv = closed_form::toy_projection(3, d);
  for (int r = 0; r < n; ++r)
    for (int a = 0; a < d; ++a)
      for (int j = 0; j < d; ++j) {
        q[r * d + j] += x[r * d + a] * wq[a * d + j];
        k[r * d + j] += x[r * d + a] * wk[a * d + j];
        v[r * d + j] += x[r * d + a] * wv[a * d + j];
      }
  if (kind == "rope") {
    for (int r = 0; r < n; ++r) {
      for (std::vector<double>* m : {&q, &k}) {
        const std::vector<double> row(m->begin() + r * d, m->begin() + (r + 1) * d);
        const std::vector<double> turned = closed_form::rope_rotate(row, r, 10000);
        std::copy(turned.begin(), turned.end(), m->begin() + r * d);
      }
    }
  }
  std::vector<double> weights(static_cast<size_t>(n) * n, 0.0);
  for (int r = 0; r < n; ++r) {
    const int seen = causal ? r + 1 : n;  // keys t < seen take part
    std::vector<double> s(seen);
    for (int c = 0; c < seen; ++c) {
      for (int j = 0; j < d; ++j) s[c] += q[r * d + j] * k[c * d + j];
      s[c] /= std::sqrt(double(d));
    }
    const double m = *std::max_element(s.begin(), s.end());
    double sum = 0;
    for (double& e : s) sum += (e = std::exp(e - m));
    for (int c = 0; c < seen; ++c) {
      weights[r * n + c] = s[c] / sum;
      for (int j = 0; j < d; ++j) out[r * d + j] += s[c] / sum * v[c * d + j];
    }
  }
  return {q, weights, out};
}

}  // namespace

TEST_CASE("SplitMix64 reproduces the published reference outputs", "[toy_weights]") {
  pe::SplitMix64 rng(0);
  CHECK(rng.next() == 0xE220A8397B1DCDAFull);
  CHECK(rng.next() == 0x6E789E6AA1B965F4ull);
  CHECK(rng.next() == 0x06C45D188009454Full);
}

TEST_CASE("FNV-1a-64 matches its published test vectors", "[toy_weights]") {
  CHECK(pe::fnv1a64("") == 0xCBF29CE484222325ull);
  CHECK(pe::fnv1a64("a") == 0xAF63DC4C8601EC8Cull);
  CHECK(pe::fnv1a64("foobar") == 0x85944171F73967E8ull);
}

TEST_CASE("sentences split into lowercase words of letters", "[tokenizer]") {
  const pe::AttentionToy toy = pe::attention_toy("Dog, bites... MAN!", "none", 8);
  REQUIRE(toy.ok);
  CHECK_THAT(toy.tokens, Equals(std::vector<std::string>{"dog", "bites", "man"}));
  CHECK(toy.known == std::vector<bool>{true, true, true});
}

TEST_CASE("an unknown word gets the same embedding every time, from its spelling",
          "[toy_weights]") {
  const auto e1 = pe::word_embedding("zebra", 16), e2 = pe::word_embedding("zebra", 16);
  const auto other = pe::word_embedding("zebras", 16);
  CHECK(e1 == e2);
  CHECK(e1 != other);
  pe::SplitMix64 rng(pe::fnv1a64("zebra"));
  CHECK(e1[0] == static_cast<float>(rng.uniform()));
  const pe::AttentionToy toy = pe::attention_toy("the zebra bites", "none", 8);
  REQUIRE(toy.ok);
  CHECK(toy.known == std::vector<bool>{true, false, true});
}

TEST_CASE("the toy's outputs match a float64 forward pass", "[attention]") {
  const std::string kind = GENERATE("none", "sinusoidal", "learned", "rope");
  const int d = GENERATE(8, 10);
  const std::string sentence = GENERATE("the dog saw the big cat", "zebra bites dog");
  CAPTURE(kind, d, sentence);
  const pe::AttentionToy toy = pe::attention_toy(sentence, kind, d);
  REQUIRE(toy.ok);
  const ReferenceToy expected = reference_toy(toy.tokens, kind, d);
  const std::vector<double> inputs = reference_inputs(toy.tokens, kind, d);
  for (size_t j = 0; j < inputs.size(); ++j) CHECK_THAT(toy.inputs[j], WithinAbs(inputs[j], 1e-6));
  for (size_t j = 0; j < expected.queries.size(); ++j)
    CHECK_THAT(toy.queries[j], WithinAbs(expected.queries[j], 1e-5));
  for (size_t j = 0; j < expected.outputs.size(); ++j)
    CHECK_THAT(toy.outputs[j], WithinAbs(expected.outputs[j], 1e-5));
  if (kind == "sinusoidal") {
    for (int r = 0; r < toy.n; ++r)
      for (int j = 0; j < d; ++j)
        CHECK_THAT(toy.positions[r * d + j], WithinAbs(closed_form::pe(r, j, d, 10000), 1e-6));
  }
  for (size_t j = 0; j < toy.inputs.size(); ++j) {
    CHECK(toy.inputs[j] == toy.embeddings[j] + toy.positions[j]);
  }
}

TEST_CASE("with the causal mask, the toy matches a float64 forward pass with the mask",
          "[attention][causal]") {
  const std::string kind = GENERATE("none", "sinusoidal", "learned", "rope");
  const int d = GENERATE(8, 10);
  const std::string sentence = GENERATE("the dog saw the big cat", "zebra bites dog");
  CAPTURE(kind, d, sentence);
  const pe::AttentionToy toy = pe::attention_toy(sentence, kind, d, {true});
  REQUIRE(toy.ok);
  const ReferenceToy expected = reference_toy(toy.tokens, kind, d, true);
  for (size_t j = 0; j < expected.weights.size(); ++j)
    CHECK_THAT(toy.weights[j], WithinAbs(expected.weights[j], 1e-6));
  for (size_t j = 0; j < expected.outputs.size(); ++j)
    CHECK_THAT(toy.outputs[j], WithinAbs(expected.outputs[j], 1e-5));
  // The mask leaves the scores alone and acts in the softmax only.
  const pe::AttentionToy open = pe::attention_toy(sentence, kind, d);
  REQUIRE(open.ok);
  CHECK(toy.scores == open.scores);
}

TEST_CASE("the causal mask: weights exactly 0 after the query, rows of the rest sum to 1",
          "[attention][causal][property]") {
  const std::string kind = GENERATE("none", "sinusoidal", "rope");
  const int d = GENERATE(2, 8, 64);
  CAPTURE(kind, d);
  const pe::AttentionToy toy = pe::attention_toy("a man saw a dog in the park", kind, d, {true});
  REQUIRE(toy.ok);
  const int n = toy.n;
  for (int s = 0; s < n; ++s) {
    double sum = 0;
    for (int t = 0; t < n; ++t) {
      const float w = toy.weights[s * n + t];
      if (t > s) {
        CHECK(w == 0.0f);
      } else {
        CHECK(w > 0.0f);
        sum += w;
      }
    }
    CHECK_THAT(sum, WithinAbs(1.0, 1e-6));
  }
  // The first word sees only itself: its output is its own value vector.
  for (int j = 0; j < d; ++j) CHECK_THAT(toy.outputs[j], WithinAbs(toy.values[j], 1e-6));
}

TEST_CASE("the causal mask breaks the permutation property that holds without it",
          "[attention][causal][order]") {
  const pe::SentenceComparison open =
      pe::compare_sentences("dog bites man", "man bites dog", "none", 8);
  const pe::SentenceComparison masked =
      pe::compare_sentences("dog bites man", "man bites dog", "none", 8, {true});
  REQUIRE(open.ok);
  REQUIRE(masked.ok);
  CHECK(open.max_weight_diff < 1e-6);
  CHECK(open.token_shift[1] < 1e-6);
  CHECK(masked.is_permutation);
  CHECK(masked.max_weight_diff > 0.05);
  // "bites" stands second in both, but it sees "dog" before it in one and "man" in the other.
  CHECK(masked.token_shift[1] > 1e-2);
  // With the mask, what a word sees is the set of words up to it: the last word of "dog man
  // bites" and of "man dog bites" sees the same set, so its output is the same; the first word
  // sees a different one.
  const pe::SentenceComparison prefix =
      pe::compare_sentences("dog man bites", "man dog bites", "none", 8, {true});
  REQUIRE(prefix.ok);
  CHECK(max_abs_diff(row(prefix.a.outputs, 2, 8), row(prefix.b.outputs, 2, 8)) < 1e-6);
  CHECK(max_abs_diff(row(prefix.a.outputs, 0, 8), row(prefix.b.outputs, 0, 8)) > 1e-2);
}

TEST_CASE("rows of the attention weights sum to 1", "[attention][property]") {
  const std::string kind = GENERATE("none", "sinusoidal", "learned");
  const int d = GENERATE(2, 8, 64);
  CAPTURE(kind, d);
  const pe::AttentionToy toy = pe::attention_toy("a man saw a dog in the park", kind, d);
  REQUIRE(toy.ok);
  for (int r = 0; r < toy.n; ++r) {
    float sum = 0;
    for (int c = 0; c < toy.n; ++c) {
      CHECK(toy.weights[r * toy.n + c] > 0.0f);
      sum += toy.weights[r * toy.n + c];
    }
    CHECK_THAT(sum, WithinAbs(1.0, 1e-6));
  }
}

TEST_CASE("without position, dog bites man and man bites dog give the same bites vector",
          "[attention][order]") {
  const pe::AttentionToy a = pe::attention_toy("dog bites man", "none", 8);
  const pe::AttentionToy b = pe::attention_toy("man bites dog", "none", 8);
  REQUIRE(a.ok);
  REQUIRE(b.ok);
  CHECK(max_abs_diff(row(a.outputs, 1, 8), row(b.outputs, 1, 8)) < 1e-6);
  // W_b = P W_a P^T with P swapping tokens 0 and 2
  const int p[3] = {2, 1, 0};
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      CHECK_THAT(b.weights[r * 3 + c], WithinAbs(a.weights[p[r] * 3 + p[c]], 1e-6));
  const pe::SentenceComparison cmp =
      pe::compare_sentences("dog bites man", "man bites dog", "none", 8);
  REQUIRE(cmp.ok);
  CHECK(cmp.is_permutation);
  CHECK(cmp.permutation == std::vector<int>{2, 1, 0});
  CHECK(cmp.max_weight_diff < 1e-6);
  CHECK(cmp.max_output_diff < 1e-6);
  CHECK(cmp.token_shift[1] < 1e-6);
}

TEST_CASE("with position, the bites vector moves", "[attention][order]") {
  const std::string kind = GENERATE("sinusoidal", "learned");
  CAPTURE(kind);
  const pe::SentenceComparison cmp =
      pe::compare_sentences("dog bites man", "man bites dog", kind, 8);
  REQUIRE(cmp.ok);
  CHECK(cmp.is_permutation);
  CHECK(cmp.token_shift[1] > 1e-3);
  CHECK(cmp.max_weight_diff > 1e-3);
  const double direct = max_abs_diff(row(cmp.a.outputs, 1, 8), row(cmp.b.outputs, 1, 8));
  CHECK(direct > 1e-3);
}

TEST_CASE("without position, any reordering only permutes weights and outputs",
          "[attention][property]") {
  const unsigned seed = GENERATE(1u, 2u, 3u, 4u, 5u);
  CAPTURE(seed);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> length(1, 12), word(0, int(pe::kVocabulary.size()) - 1);
  std::vector<std::string> words(length(rng));
  for (auto& w : words) w = pe::kVocabulary[word(rng)];
  std::vector<int> order(words.size());
  for (size_t j = 0; j < order.size(); ++j) order[j] = int(j);
  std::shuffle(order.begin(), order.end(), rng);
  std::vector<std::string> shuffled;
  for (int j : order) shuffled.push_back(words[j]);
  const int d = GENERATE(8, 30);
  CAPTURE(d, join(words), join(shuffled));
  const pe::SentenceComparison cmp = pe::compare_sentences(join(words), join(shuffled), "none", d);
  REQUIRE(cmp.ok);
  CHECK(cmp.is_permutation);
  CHECK(cmp.max_weight_diff < 1e-6);
  CHECK(cmp.max_output_diff < 1e-6);
  // Independently of compare_sentences' matching: each shuffled token's output equals the
  // original token's.
  for (size_t r = 0; r < order.size(); ++r) {
    CHECK(max_abs_diff(row(cmp.b.outputs, int(r), d), row(cmp.a.outputs, order[r], d)) < 1e-6);
  }
}

TEST_CASE("repeated words are matched occurrence by occurrence", "[attention]") {
  const pe::SentenceComparison cmp =
      pe::compare_sentences("the dog saw the cat", "the cat saw the dog", "none", 8);
  REQUIRE(cmp.ok);
  CHECK(cmp.is_permutation);
  CHECK(cmp.permutation == std::vector<int>{0, 4, 2, 3, 1});
  CHECK(cmp.max_output_diff < 1e-6);
  const pe::SentenceComparison other = pe::compare_sentences("the dog", "the the cat", "none", 8);
  REQUIRE(other.ok);
  CHECK_FALSE(other.is_permutation);
  CHECK(other.permutation == std::vector<int>{0, -1, -1});
  CHECK(other.token_shift[1] == -1.0);
}

TEST_CASE("SIMD and scalar attention agree", "[attention][simd]") {
  const std::string kind = GENERATE("none", "sinusoidal", "learned");
  const int d = GENERATE(6, 8, 64);
  CAPTURE(kind, d);
  const bool causal = GENERATE(false, true);
  CAPTURE(causal);
  const auto fast = pe::attention_toy("the quick dog bites the small man", kind, d, {causal},
                                      pe::KernelPath::fast);
  const auto scalar = pe::attention_toy("the quick dog bites the small man", kind, d, {causal},
                                        pe::KernelPath::scalar);
  REQUIRE(fast.ok);
  REQUIRE(scalar.ok);
  CHECK(fast.queries == scalar.queries);  // same operation order per output
  CHECK(fast.scores == scalar.scores);    // Q K^T too: k ascending in both
  CHECK(max_abs_diff(fast.weights, scalar.weights) < 1e-6);
  CHECK(max_abs_diff(fast.outputs, scalar.outputs) < 1e-5);
}

TEST_CASE("toy limits: accepted at the boundary, refused one past it", "[attention][limits]") {
  SECTION("32 words") {
    std::string s32, s33;
    for (int j = 0; j < 32; ++j) s32 += "a ";
    s33 = s32 + "a";
    CHECK(pe::attention_toy(s32, "sinusoidal", 8).ok);
    CHECK_THAT(pe::attention_toy(s33, "sinusoidal", 8).error,
               Contains("at most 32 words (got 33)"));
  }
  SECTION("256 characters") {
    const std::string s256 = std::string(255, 'a') + "b";
    CHECK(pe::attention_toy(s256, "none", 8).ok);
    CHECK_THAT(pe::attention_toy(s256 + "c", "none", 8).error,
               Contains("at most 256 characters (got 257)"));
  }
  SECTION("dModel even in 2..512") {
    CHECK(pe::attention_toy("dog", "none", 2).ok);
    CHECK(pe::attention_toy("dog", "none", 512).ok);
    for (double bad : {0.0, 3.0, 514.0, 8.5, std::nan("")})
      CHECK_THAT(pe::attention_toy("dog", "none", bad).error,
                 Contains("dModel must be an even integer in 2..512"));
  }
  SECTION("learned positions stop at max_len") {
    std::string s16;
    for (int j = 0; j < 16; ++j) s16 += "dog ";
    CHECK(pe::attention_toy(s16, "learned", 8).ok);
    CHECK_THAT(pe::attention_toy(s16 + "man", "learned", 8).error,
               Contains("no learned row for position 16 (max_len 16)"));
    CHECK(pe::attention_toy(s16 + "man", "sinusoidal", 8).ok);
  }
  SECTION("words, kinds and characters") {
    CHECK_THAT(pe::attention_toy("  ,, 42 !", "none", 8).error, Contains("at least one word"));
    CHECK_THAT(pe::attention_toy("", "none", 8).error, Contains("at least one word"));
    CHECK_THAT(pe::attention_toy("dog", "rope?", 8).error, Contains("peKind must be"));
    CHECK(pe::attention_toy("dog", "rope", 8).ok);
    CHECK(pe::attention_toy("caf\xc3\xa9", "none", 8).ok);
    CHECK_THAT(pe::attention_toy(std::string("\xff\xfe dog", 6), "none", 8).error,
               Contains("valid Unicode text"));
    CHECK_THAT(pe::compare_sentences("dog", "", "none", 8).error, Contains("sentence b"));
  }
}

#if PE_HAVE_SIMD
TEST_CASE("SIMD matmul kernels equal the scalar references bit for bit", "[attention][simd]") {
  // Shapes around the SIMD tiles (4 rows x 8 columns): partial row tiles, column tails, the toy's
  // 32 x 64 and a single row or column.
  const int rows = GENERATE(1, 3, 4, 7, 32);
  const int inner = GENERATE(1, 6, 64);
  const int cols = GENERATE(1, 6, 8, 13, 32, 64);
  CAPTURE(rows, inner, cols);
  std::mt19937 rng(static_cast<unsigned>(rows * 10000 + inner * 100 + cols));
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  auto random_matrix = [&](int r, int c) {
    std::vector<float> m(static_cast<size_t>(r) * c);
    for (float& x : m) x = uniform(rng);
    return m;
  };
  const auto x = random_matrix(rows, inner), w = random_matrix(inner, cols);
  std::vector<float> fast(static_cast<size_t>(rows) * cols, 42.0f), scalar(fast.size(), -1.0f);
  pe::matmul_simd(x.data(), w.data(), fast.data(), rows, inner, cols);
  pe::matmul_scalar(x.data(), w.data(), scalar.data(), rows, inner, cols);
  CHECK(fast == scalar);
  // a b^T with b = cols x inner
  const auto b = random_matrix(cols, inner);
  std::fill(fast.begin(), fast.end(), 42.0f);
  std::fill(scalar.begin(), scalar.end(), -1.0f);
  pe::matmul_transposed_simd(x.data(), b.data(), fast.data(), rows, cols, inner);
  pe::matmul_transposed_scalar(x.data(), b.data(), scalar.data(), rows, cols, inner);
  CHECK(fast == scalar);
}
#endif
