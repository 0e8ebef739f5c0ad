// The lab's entry points (lab.hpp): every limit accepted at its boundary and refused one past it
// with a message naming it, the learned table's max_len, handles, and the shapes of the results.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "pe/lab/lab.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

// A model freed when the test leaves, so that tests never leak into each other's 16 slots.
struct Model {
  explicit Model(const std::string& kind, double seed = 1, pe::LabOptions options = {})
      : created(pe::lab_create(kind, seed, options)) {}
  ~Model() {
    if (created.ok) pe::lab_free(created.id);
  }
  Model(const Model&) = delete;
  Model& operator=(const Model&) = delete;
  double id() const { return created.id; }
  pe::LabCreated created;
};

pe::LabOptions with_batch(double batch) {
  pe::LabOptions o;
  o.batch = batch;
  return o;
}

pe::LabOptions with_lr(double lr) {
  pe::LabOptions o;
  o.lr = lr;
  return o;
}

std::string words(int n) {
  // "the dog bites a man" then n - 5 adverbs
  std::string s = "the dog bites a man";
  for (int j = 5; j < n; ++j) s += " today";
  return s;
}

}  // namespace

TEST_CASE("labCreate takes the four kinds and returns the vocabulary", "[lab][limits]") {
  for (const char* kind : {"none", "sinusoidal", "learned", "rope"}) {
    Model m(kind);
    REQUIRE(m.created.ok);
    CHECK(m.created.error.empty());
    CHECK(m.created.id >= 1);
    CHECK(m.created.max_len == (std::string(kind) == "learned" ? 16 : 64));
    REQUIRE(m.created.vocabulary.size() == 26);
    CHECK(m.created.vocabulary[2] == "dog");
  }
  for (const char* bad : {"", "None", "alibi", "none "}) {
    Model m(bad);
    CHECK_FALSE(m.created.ok);
    CHECK_THAT(m.created.error, Contains("kind must be \"none\", \"sinusoidal\", \"learned\" or "
                                         "\"rope\""));
  }
}

TEST_CASE("seed is an integer in 0..2^32-1", "[lab][limits]") {
  CHECK(Model("none", 0).created.ok);
  CHECK(Model("none", 4294967295.0).created.ok);
  for (double bad : {-1.0, 4294967296.0, 1.5, kNaN, kInf}) {
    Model m("none", bad);
    CHECK_FALSE(m.created.ok);
    CHECK_THAT(m.created.error, Contains("seed must be an integer in 0..4294967295"));
  }
}

TEST_CASE("lr is finite in (0, 1] and batch an integer in 1..256", "[lab][limits]") {
  CHECK(Model("none", 1, with_lr(1.0)).created.ok);
  CHECK(Model("none", 1, with_lr(1e-300)).created.ok);
  for (double bad : {0.0, -0.01, std::nextafter(1.0, 2.0), kNaN, kInf}) {
    Model m("none", 1, with_lr(bad));
    CHECK_FALSE(m.created.ok);
    CHECK_THAT(m.created.error, Contains("lr must be a finite number in (0, 1]"));
  }
  CHECK(Model("none", 1, with_batch(1)).created.ok);
  CHECK(Model("none", 1, with_batch(256)).created.ok);
  for (double bad : {0.0, 257.0, 2.5, kNaN}) {
    Model m("none", 1, with_batch(bad));
    CHECK_FALSE(m.created.ok);
    CHECK_THAT(m.created.error, Contains("batch must be an integer in 1..256"));
  }
}

TEST_CASE("at most 16 models are alive at once; freeing one makes room", "[lab][limits]") {
  REQUIRE(pe::lab_live_models() == 0);
  std::vector<double> ids;
  for (int j = 0; j < 16; ++j) {
    const pe::LabCreated c = pe::lab_create("none", j);
    REQUIRE(c.ok);
    ids.push_back(c.id);
  }
  const pe::LabCreated refused = pe::lab_create("rope", 1);
  CHECK_FALSE(refused.ok);
  CHECK_THAT(refused.error,
             Equals("at most 16 lab models can be alive at once; free one with labFree"));
  REQUIRE(pe::lab_free(ids.back()).ok);
  const pe::LabCreated again = pe::lab_create("rope", 1);
  CHECK(again.ok);
  CHECK(again.id > ids.back());  // ids are never reused
  ids.back() = again.id;
  for (double id : ids) CHECK(pe::lab_free(id).ok);
  CHECK(pe::lab_live_models() == 0);
}

TEST_CASE("ids: a freed or unknown id is refused clearly", "[lab][limits]") {
  const pe::LabCreated c = pe::lab_create("none", 1);
  REQUIRE(c.ok);
  REQUIRE(pe::lab_free(c.id).ok);
  const pe::Status twice = pe::lab_free(c.id);
  CHECK_FALSE(twice.ok);
  CHECK_THAT(twice.error,
             Contains("no lab model has id " + std::to_string(int(c.id))) && Contains("freed"));
  CHECK_THAT(pe::lab_train(c.id, 1).error, Contains("freed"));
  CHECK_THAT(pe::lab_evaluate(c.id + 1000, 16, 1).error, Contains("ids come from labCreate"));
  for (double bad : {0.0, -1.0, 1.5, kNaN, kInf}) {
    CHECK_THAT(pe::lab_weights(bad).error, Contains("id must be an integer"));
    CHECK_THAT(pe::lab_predict(bad, "the dog bites a man").error, Contains("id must be"));
  }
}

TEST_CASE("labTrain takes 1..1000 steps and returns one loss and accuracy per step",
          "[lab][limits]") {
  Model m("sinusoidal", 3, with_batch(1));
  const pe::LabTrained one = pe::lab_train(m.id(), 1);
  REQUIRE(one.ok);
  CHECK(one.loss.size() == 1);
  CHECK(one.step == 1);
  const pe::LabTrained many = pe::lab_train(m.id(), 1000);
  REQUIRE(many.ok);
  CHECK(many.loss.size() == 1000);
  CHECK(many.accuracy.size() == 1000);
  CHECK(many.step == 1001);
  for (float a : many.accuracy) CHECK((a == 0.0f || a == 1.0f));  // batch 1
  for (float l : many.loss) CHECK((std::isfinite(l) && l >= 0));
  for (double bad : {0.0, 1001.0, 2.5, -1.0, kNaN}) {
    const pe::LabTrained t = pe::lab_train(m.id(), bad);
    CHECK_FALSE(t.ok);
    CHECK_THAT(t.error, Contains("steps must be an integer in 1..1000"));
    CHECK(t.loss.empty());
  }
  CHECK(pe::lab_weights(m.id()).step == 1001);  // refusals trained nothing
}

TEST_CASE("labEvaluate takes lengths 5..64 and counts 1..4096", "[lab][limits]") {
  Model m("rope");
  for (double length : {5.0, 64.0}) {
    const pe::LabEvaluated e = pe::lab_evaluate(m.id(), length, 1);
    REQUIRE(e.ok);
    CHECK(e.count == 1);
    CHECK((e.accuracy == 0.0 || e.accuracy == 1.0));
    CHECK(e.chance == 0.5);
  }
  CHECK(pe::lab_evaluate(m.id(), 5, 4096).count == 4096);
  for (double bad : {4.0, 65.0, 16.5, kNaN}) {
    CHECK_THAT(pe::lab_evaluate(m.id(), bad, 10).error,
               Contains("length must be an integer in 5..64"));
  }
  for (double bad : {0.0, 4097.0, 1.5, -kInf}) {
    CHECK_THAT(pe::lab_evaluate(m.id(), 16, bad).error,
               Contains("count must be an integer in 1..4096"));
  }
}

TEST_CASE("a learned model refuses lengths and sentences past its 16 rows", "[lab][limits]") {
  Model learned("learned");
  CHECK(pe::lab_evaluate(learned.id(), 16, 8).ok);
  CHECK_THAT(pe::lab_evaluate(learned.id(), 17, 8).error,
             Equals("no learned row for position 16 (max_len 16)"));
  CHECK_THAT(pe::lab_evaluate(learned.id(), 64, 8).error,
             Equals("no learned row for position 16 (max_len 16)"));
  CHECK(pe::lab_predict(learned.id(), words(16)).ok);
  CHECK_THAT(pe::lab_predict(learned.id(), words(17)).error,
             Equals("no learned row for position 16 (max_len 16)"));
  Model sinusoidal("sinusoidal");
  CHECK(pe::lab_evaluate(sinusoidal.id(), 17, 8).ok);
  CHECK(pe::lab_predict(sinusoidal.id(), words(17)).ok);
}

TEST_CASE("labPredict takes 1..64 words of the vocabulary with exactly one verb", "[lab][limits]") {
  Model m("none", 2, {});
  const pe::LabPredicted p = pe::lab_predict(m.id(), words(64));
  REQUIRE(p.ok);
  CHECK(p.tokens.size() == 64);
  CHECK(p.attention.size() == 64);
  CHECK(p.verb == 2);
  REQUIRE(p.probabilities.size() == 8);
  REQUIRE(p.nouns.size() == 8);
  CHECK(p.nouns[0] == "dog");
  CHECK_THAT(pe::lab_predict(m.id(), words(65)).error, Contains("at most 64 words (got 65)"));
  CHECK(pe::lab_predict(m.id(), "bites").ok);  // one word is enough
  CHECK_THAT(pe::lab_predict(m.id(), "the dog").error, Contains("exactly one verb"));
  CHECK_THAT(pe::lab_predict(m.id(), "the dog bites a unicorn").error,
             Contains("unknown word \"unicorn\"") && Contains("the, a, dog"));
  // "mané" is one word (pe::tokenize reads any script), and not one of the lab's.
  CHECK_THAT(pe::lab_predict(m.id(), "the dog bites a man\xC3\xA9").error,
             Contains("unknown word \"man\xC3\xA9\""));
  CHECK_THAT(pe::lab_predict(m.id(), "the dog bites a man\xC3").error, Contains("valid Unicode"));
  CHECK_THAT(pe::lab_predict(m.id(), " ,!").error, Contains("at least one word"));
}

TEST_CASE("labWeights returns every parameter tensor with its shape", "[lab][limits]") {
  Model learned("learned", 4);
  const pe::LabWeights w = pe::lab_weights(learned.id());
  REQUIRE(w.ok);
  CHECK(w.kind == "learned");
  CHECK_FALSE(w.causal);
  CHECK(w.embeddings.size() == 26 * 16);
  CHECK(w.positions.size() == 16 * 16);
  for (const auto* m : {&w.wq, &w.wk, &w.wv, &w.wo}) CHECK(m->size() == 256);
  CHECK(w.readout.size() == 16 * 8);
  CHECK(w.readout_bias.size() == 8);
  pe::LabOptions causal;
  causal.causal = true;
  Model rope("rope", 4, causal);
  const pe::LabWeights r = pe::lab_weights(rope.id());
  CHECK(r.causal);
  CHECK(r.positions.empty());  // no position parameters
  CHECK(r.wq == w.wq);         // the same seed starts from the same weights
  CHECK(r.embeddings == w.embeddings);
}
