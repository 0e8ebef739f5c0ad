// The attention toy with arbitrary sentence bytes (invalid UTF-8 included), every peKind string,
// hostile dModel values, with and without the causal mask. Invariants: nothing crashes; a refusal
// has a message; an accepted call has n in 1..32, rows of weights summing to 1 (0 after the query
// with the mask), and no NaN anywhere. The tokenizer on the same bytes: its words are valid UTF-8,
// non-empty, already lowercase (tokenizing a word again gives the word), and the sentence was
// valid UTF-8 of at most 256 characters.
#include <cmath>
#include <string>
#include <vector>

#include "fuzz_input.hpp"
#include "pe/attention.hpp"
#include "pe/tokenizer.hpp"
#include "pe/utf8.hpp"

namespace {

void check_toy(const pe::AttentionToy& toy, bool causal) {
  FUZZ_REQUIRE(toy.ok == toy.error.empty());
  if (!toy.ok) return;
  FUZZ_REQUIRE(toy.n >= 1 && toy.n <= 32);
  FUZZ_REQUIRE(toy.tokens.size() == static_cast<size_t>(toy.n));
  FUZZ_REQUIRE(toy.outputs.size() == static_cast<size_t>(toy.n) * toy.d_model);
  for (float v : toy.outputs) FUZZ_REQUIRE(std::isfinite(v));
  for (int r = 0; r < toy.n; ++r) {
    double sum = 0;
    for (int c = 0; c < toy.n; ++c) {
      sum += toy.weights[r * toy.n + c];
      if (causal && c > r) FUZZ_REQUIRE(toy.weights[r * toy.n + c] == 0.0f);
    }
    FUZZ_REQUIRE(std::fabs(sum - 1.0) < 1e-5);
  }
}

void check_tokens(const std::string& sentence) {
  const pe::Tokens tokens = pe::tokenize(sentence);
  FUZZ_REQUIRE(tokens.ok == tokens.error.empty());
  if (!tokens.ok) return;
  const pe::DecodedUtf8 decoded = pe::decode_utf8(sentence);
  FUZZ_REQUIRE(decoded.ok && decoded.code_points.size() <= 256);
  FUZZ_REQUIRE(tokens.characters == static_cast<int>(decoded.code_points.size()));
  FUZZ_REQUIRE(!tokens.words.empty() && tokens.words.size() <= 32);
  for (const std::string& word : tokens.words) {
    FUZZ_REQUIRE(!word.empty() && pe::decode_utf8(word).ok);
    const pe::Tokens again = pe::tokenize(word);
    FUZZ_REQUIRE(again.ok && again.words.size() == 1 && again.words[0] == word);
  }
}

std::string kind(FuzzInput& in) {
  static const char* kKinds[] = {"none", "sinusoidal", "learned", "rope", "", "NONE", "none\0x"};
  const std::uint8_t selector = in.byte();
  if (selector < 224) return kKinds[selector % 7];
  return in.text(16);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzInput in(data, size);
  const std::uint8_t flags = in.byte();
  const bool compare = flags & 1;
  const pe::AttentionOptions options{(flags & 2) != 0};
  const std::string pe_kind = kind(in);
  const double d_model = in.byte() < 200 ? 8.0 : in.number();
  const std::string a = in.text(300);
  if (compare) {
    const std::string b = in.text(300);
    const pe::SentenceComparison cmp = pe::compare_sentences(a, b, pe_kind, d_model, options);
    FUZZ_REQUIRE(cmp.ok == cmp.error.empty());
    if (cmp.ok) {
      check_toy(cmp.a, options.causal);
      check_toy(cmp.b, options.causal);
      FUZZ_REQUIRE(cmp.permutation.size() == static_cast<size_t>(cmp.b.n));
      FUZZ_REQUIRE(std::isfinite(cmp.max_weight_diff) && std::isfinite(cmp.max_output_diff));
      if (cmp.is_permutation && pe_kind == "none" && !options.causal) {
        FUZZ_REQUIRE(cmp.max_output_diff < 1e-4);
      }
    }
  } else {
    check_toy(pe::attention_toy(a, pe_kind, d_model, options), options.causal);
    check_tokens(a);
  }
  return 0;
}
