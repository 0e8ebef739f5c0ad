#include <catch2/catch.hpp>

#include "pe/learned.hpp"
#include "pe/splitmix.hpp"

using Catch::Matchers::Contains;

TEST_CASE("the learned table has max_len rows of seeded values", "[learned]") {
  const pe::LearnedTable t = pe::learned_table(8);
  REQUIRE(t.ok);
  CHECK(t.max_len == 16);
  REQUIRE(t.data.size() == 16u * 8u);
  pe::SplitMix64 rng(4);
  for (float v : t.data) CHECK(v == static_cast<float>(rng.uniform()));
}

TEST_CASE("a learned row exists up to max_len - 1 and not past it", "[learned][limits]") {
  const pe::LearnedRow last = pe::learned_row(15, 8);
  REQUIRE(last.ok);
  const pe::LearnedTable t = pe::learned_table(8);
  CHECK(pe::Buffer<float>(t.data.end() - 8, t.data.end()) == last.data);
  const pe::LearnedRow past = pe::learned_row(20, 8);
  CHECK_FALSE(past.ok);
  CHECK(past.error == "no learned row for position 20 (max_len 16)");
  CHECK(past.data.empty());
  CHECK_THAT(pe::learned_row(16, 8).error, Contains("position 16 (max_len 16)"));
  CHECK_THAT(pe::learned_row(-1, 8).error, Contains("pos must be an integer"));
  CHECK_THAT(pe::learned_table(7).error, Contains("dModel"));
}
