// The attention toy with arbitrary sentence bytes (invalid UTF-8 included), every peKind string and
// hostile dModel values. Invariants: nothing crashes; a refusal has a message; an accepted call has
// n in 1..32, rows of weights summing to 1, and no NaN anywhere.
#include <cmath>
#include <string>
#include <vector>

#include "fuzz_input.hpp"
#include "pe/attention.hpp"

namespace {

void check_toy(const pe::AttentionToy& toy) {
  FUZZ_REQUIRE(toy.ok == toy.error.empty());
  if (!toy.ok) return;
  FUZZ_REQUIRE(toy.n >= 1 && toy.n <= 32);
  FUZZ_REQUIRE(toy.tokens.size() == static_cast<size_t>(toy.n));
  FUZZ_REQUIRE(toy.outputs.size() == static_cast<size_t>(toy.n) * toy.d_model);
  for (float v : toy.outputs) FUZZ_REQUIRE(std::isfinite(v));
  for (int r = 0; r < toy.n; ++r) {
    double sum = 0;
    for (int c = 0; c < toy.n; ++c) sum += toy.weights[r * toy.n + c];
    FUZZ_REQUIRE(std::fabs(sum - 1.0) < 1e-5);
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
  const bool compare = in.byte() & 1;
  const std::string pe_kind = kind(in);
  const double d_model = in.byte() < 200 ? 8.0 : in.number();
  const std::string a = in.text(300);
  if (compare) {
    const std::string b = in.text(300);
    const pe::SentenceComparison cmp = pe::compare_sentences(a, b, pe_kind, d_model);
    FUZZ_REQUIRE(cmp.ok == cmp.error.empty());
    if (cmp.ok) {
      check_toy(cmp.a);
      check_toy(cmp.b);
      FUZZ_REQUIRE(cmp.permutation.size() == static_cast<size_t>(cmp.b.n));
      FUZZ_REQUIRE(std::isfinite(cmp.max_weight_diff) && std::isfinite(cmp.max_output_diff));
      if (cmp.is_permutation && pe_kind == "none") FUZZ_REQUIRE(cmp.max_output_diff < 1e-4);
    }
  } else {
    check_toy(pe::attention_toy(a, pe_kind, d_model));
  }
  return 0;
}
