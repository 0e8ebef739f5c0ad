#include <catch2/catch.hpp>
#include <cmath>

#include "pe/attention.hpp"
#include "pe/attention_score.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("attention_score is Q_s . K_t / sqrt(dModel), the toy's score", "[attention_score]") {
  const char* kind = GENERATE("none", "sinusoidal", "learned", "rope");
  const int d = GENERATE(4, 8);
  CAPTURE(kind, d);
  const pe::AttentionToy toy = pe::attention_toy("the dog bites the man", kind, d);
  REQUIRE(toy.ok);
  for (int s = 0; s < toy.n; ++s) {
    for (int t = 0; t < toy.n; ++t) {
      const pe::AttentionScore r = pe::attention_score("the dog bites the man", kind, d, s, t);
      REQUIRE(r.ok);
      // The dot written out from the toy's own query and key rows, in float64.
      double dot = 0;
      for (int j = 0; j < d; ++j) {
        CHECK(r.query[j] == toy.queries[s * d + j]);
        CHECK(r.key[j] == toy.keys[t * d + j]);
        dot += double(toy.queries[s * d + j]) * double(toy.keys[t * d + j]);
      }
      CHECK_THAT(r.dot, WithinAbs(dot, 1e-12));
      CHECK_THAT(r.scale * r.scale, WithinRel(double(d), 1e-15));
      CHECK_THAT(r.score, WithinAbs(dot / std::sqrt(double(d)), 1e-12));
      CHECK_THAT(r.over_d_model, WithinAbs(dot / d, 1e-12));
      CHECK_THAT(r.toy_score, WithinAbs(r.score, 1e-5));
    }
  }
}

TEST_CASE("attention_score refuses tokens past the sentence", "[attention_score][limits]") {
  CHECK_THAT(pe::attention_score("dog bites man", "none", 8, 3, 0).error,
             Contains("s must be an integer in 0..2 (got 3)"));
  CHECK_THAT(pe::attention_score("dog bites man", "none", 8, 0, -1).error,
             Contains("t must be an integer in 0..2 (got -1)"));
  CHECK_FALSE(pe::attention_score("dog bites man", "magic", 8, 0, 0).ok);
}
