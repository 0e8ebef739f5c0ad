// The lab's entry points (lab.hpp): every limit accepted at its boundary and refused one past it
// with a code and a message naming it (kinds, tasks, heads, training lengths, RoPE scaling), the
// learned table's max_len, the far task's query, handles, and the shapes of the results.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "pe/lab/lab.hpp"
#include "pe/lab/task.hpp"
#include "refusal_args.hpp"

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

pe::LabOptions with_task(const std::string& task, double heads = pe::kLabDefaultHeads) {
  pe::LabOptions o;
  o.task = task;
  o.heads = heads;
  return o;
}

pe::LabOptions with_heads(double heads) {
  pe::LabOptions o;
  o.heads = heads;
  return o;
}

pe::LabTrainOptions with_lengths(double lo, double hi) {
  pe::LabTrainOptions o;
  o.lengths_given = true;
  o.lo = lo;
  o.hi = hi;
  return o;
}

pe::LabScaling scaling(const std::string& kind) {
  pe::LabScaling s;
  s.kind = kind;
  return s;
}

pe::LabScaling scaling(const std::string& kind, double factor) {
  pe::LabScaling s = scaling(kind);
  s.factor = factor;
  s.factor_given = true;
  return s;
}

// The refusal of a text option that is none of its choices.
void check_unknown_choice(const pe::Status& status, const std::string& name,
                          const std::string& value) {
  CHECK_FALSE(status.ok);
  CHECK(status.code == "unknown_choice");
  CHECK(arg_names(status) == std::set<std::string>{"name", "value", "choices"});
  CHECK(text_arg(status, "name") == name);
  CHECK(text_arg(status, "value") == value);
  CHECK_THAT(status.error, Contains(name + " must be one of "));
}

// The refusal of check_integer / check_number: {name, value, min, max}.
void check_range(const pe::Status& status, const char* code, const std::string& name, double min,
                 double max) {
  CHECK_FALSE(status.ok);
  CHECK(status.code == code);
  CHECK(text_arg(status, "name") == name);
  CHECK(number_arg(status, "min") == min);
  CHECK(number_arg(status, "max") == max);
}

std::string words(int n) {
  // "the dog bites a man" then n - 5 adverbs
  std::string s = "the dog bites a man";
  for (int j = 5; j < n; ++j) s += " today";
  return s;
}

}  // namespace

TEST_CASE("labCreate takes the five kinds and returns the 26 typed words", "[lab][limits]") {
  for (const char* kind : {"none", "sinusoidal", "learned", "rope", "alibi"}) {
    Model m(kind);
    REQUIRE(m.created.ok);
    CHECK(m.created.error.empty());
    CHECK(m.created.code.empty());
    CHECK(m.created.id >= 1);
    CHECK(m.created.max_len == (std::string(kind) == "learned" ? 16 : 64));
    REQUIRE(m.created.vocabulary.size() == 26);
    CHECK(m.created.vocabulary[2] == "dog");
    CHECK(m.created.vocabulary[25] == "loudly");  // not the query
    CHECK(std::find(m.created.vocabulary.begin(), m.created.vocabulary.end(), "who") ==
          m.created.vocabulary.end());
    CHECK(pe::lab_weights(m.id()).kind == kind);
  }
  for (const char* bad : {"", "None", "ALiBi", "alibi ", "none "}) {
    Model m(bad);
    INFO("kind \"" << bad << "\"");
    check_unknown_choice(m.created, "kind", bad);
    CHECK_THAT(m.created.error,
               Equals(std::string("kind must be one of \"none\", \"sinusoidal\", \"learned\", "
                                  "\"rope\", \"alibi\" (got \"") +
                      bad + "\")"));
    CHECK(text_arg(m.created, "choices") ==
          "\"none\", \"sinusoidal\", \"learned\", \"rope\", \"alibi\"");
    CHECK(m.created.vocabulary.empty());
  }
  CHECK(pe::lab_live_models() == 0);
}

TEST_CASE("options.task is \"local\" or \"far\"", "[lab][limits]") {
  for (const char* task : {"local", "far"}) {
    Model m("rope", 1, with_task(task));
    REQUIRE(m.created.ok);
    CHECK(pe::lab_weights(m.id()).task == task);
  }
  CHECK(pe::lab_weights(Model("none").id()).task == "local");  // the default
  for (const char* bad : {"near", "Far", "", "far "}) {
    Model m("rope", 1, with_task(bad));
    INFO("task \"" << bad << "\"");
    check_unknown_choice(m.created, "options.task", bad);
    CHECK(text_arg(m.created, "choices") == "\"local\", \"far\"");
  }
  CHECK(pe::lab_live_models() == 0);
}

TEST_CASE("options.heads is 1, 2, 4 or 8", "[lab][limits]") {
  for (double heads : {1.0, 2.0, 4.0, 8.0}) {
    Model m("alibi", 1, with_heads(heads));
    REQUIRE(m.created.ok);
    const pe::LabWeights w = pe::lab_weights(m.id());
    CHECK(w.heads == heads);
    // ALiBi's slopes m_h = 2^(-8h/H), h = 1..H
    REQUIRE(w.alibi_slopes.size() == static_cast<size_t>(heads));
    for (size_t h = 1; h <= w.alibi_slopes.size(); ++h) {
      CHECK(w.alibi_slopes[h - 1] == Approx(std::exp2(-8.0 * double(h) / heads)).epsilon(1e-14));
    }
    const pe::LabPredicted p = pe::lab_predict(m.id(), "the dog bites a man");
    REQUIRE(p.ok);
    CHECK(p.heads == heads);
    CHECK(p.head_attention.size() == static_cast<size_t>(heads) * 5);
  }
  CHECK(pe::lab_weights(Model("none").id()).heads == pe::kLabDefaultHeads);
  CHECK(pe::lab_weights(Model("rope").id()).alibi_slopes.empty());
  const struct {
    double heads;
    const char* shown;
  } bad[] = {{3, "3"},      {0, "0"},   {16, "16"},        {2.5, "2.5"},
             {kNaN, "NaN"}, {-4, "-4"}, {kInf, "Infinity"}};
  for (const auto& b : bad) {
    Model m("rope", 1, with_heads(b.heads));
    INFO("heads " << b.shown);
    check_unknown_choice(m.created, "options.heads", b.shown);
    CHECK(text_arg(m.created, "choices") == "1, 2, 4, 8");
    CHECK_THAT(m.created.error, Contains("options.heads must be one of 1, 2, 4, 8"));
  }
  CHECK(pe::lab_live_models() == 0);
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
    CHECK(e.factor == 1.0);  // no scaling
  }
  CHECK(pe::lab_evaluate(m.id(), 5, 4096).count == 4096);
  for (double bad : {4.0, 65.0, 16.5, kNaN}) {
    const pe::LabEvaluated e = pe::lab_evaluate(m.id(), bad, 10);
    CHECK_THAT(e.error, Contains("length must be an integer in 5..64"));
    check_range(e, "integer_out_of_range", "length", 5, 64);
  }
  for (double bad : {0.0, 4097.0, 1.5, -kInf}) {
    CHECK_THAT(pe::lab_evaluate(m.id(), 16, bad).error,
               Contains("count must be an integer in 1..4096"));
  }
}

TEST_CASE("a far model reads lengths 6..64 and appends \"who\" to a sentence", "[lab][limits]") {
  Model far("sinusoidal", 2, with_task("far", 2));
  REQUIRE(far.created.ok);
  CHECK(far.created.max_len == 64);
  const pe::LabEvaluated refused = pe::lab_evaluate(far.id(), 5, 10);
  CHECK_THAT(refused.error, Contains("length must be an integer in 6..64"));
  check_range(refused, "integer_out_of_range", "length", 6, 64);
  for (double length : {6.0, 64.0}) {
    const pe::LabEvaluated e = pe::lab_evaluate(far.id(), length, 32);
    REQUIRE(e.ok);
    CHECK(e.chance == 0.5);  // the position-blind ceiling of the far test set too
  }
  const pe::LabPredicted p = pe::lab_predict(far.id(), "the big dog bites a man today");
  REQUIRE(p.ok);
  CHECK(p.tokens ==
        std::vector<std::string>{"the", "big", "dog", "bites", "a", "man", "today", "who"});
  CHECK(p.verb == 3);
  CHECK(p.reader == 7);  // the query, the last token
  CHECK(p.heads == 2);
  CHECK(p.attention.size() == 8);
  CHECK(p.head_attention.size() == 16);
  // at most 63 words: with the query, 64 tokens
  const pe::LabPredicted longest = pe::lab_predict(far.id(), words(63));
  REQUIRE(longest.ok);
  CHECK(longest.tokens.size() == 64);
  CHECK(longest.tokens.back() == "who");
  CHECK(longest.reader == 63);
  const pe::LabPredicted too_long = pe::lab_predict(far.id(), words(64));
  CHECK_FALSE(too_long.ok);
  CHECK(too_long.code == "sentence_too_many_words");
  CHECK_THAT(too_long.error, Contains("at most 63 words (got 64)"));
  CHECK(number_arg(too_long, "max") == 63);
  CHECK(number_arg(too_long, "words") == 64);
  CHECK(too_long.tokens.empty());
  // "who" is the core's to append: typed, it is an unknown word
  CHECK(pe::lab_predict(far.id(), "the dog bites a man who").code == "lab_unknown_word");
  // a local model reads at the verb and takes 64 words
  Model local("sinusoidal", 2);
  const pe::LabPredicted l = pe::lab_predict(local.id(), "the big dog bites a man today");
  REQUIRE(l.ok);
  CHECK(l.tokens.size() == 7);
  CHECK(l.reader == 3);
  CHECK(pe::lab_predict(local.id(), words(64)).ok);
  // a far learned model: 16 tokens, so 15 words and the query
  Model far_learned("learned", 2, with_task("far"));
  CHECK(far_learned.created.max_len == 16);
  CHECK(pe::lab_predict(far_learned.id(), words(15)).ok);
  CHECK_THAT(pe::lab_predict(far_learned.id(), words(16)).error,
             Equals("no learned row for position 16 (max_len 16)"));
  CHECK(pe::lab_evaluate(far_learned.id(), 16, 4).ok);
  CHECK(pe::lab_evaluate(far_learned.id(), 17, 4).code == "learned_no_row");
}

TEST_CASE("labTrain's lengths: integers from the task's shortest to 64 (16 learned), lo <= hi",
          "[lab][limits]") {
  Model rope("rope", 3, with_batch(2));
  const pe::LabTrained ok = pe::lab_train(rope.id(), 2, with_lengths(17, 32));
  REQUIRE(ok.ok);
  CHECK(ok.step == 2);
  CHECK(pe::lab_train(rope.id(), 1, with_lengths(5, 64)).ok);
  CHECK(pe::lab_train(rope.id(), 1, with_lengths(64, 64)).ok);
  CHECK(pe::lab_train(rope.id(), 1, with_lengths(5, 5)).ok);
  CHECK(pe::lab_weights(rope.id()).step == 5);
  const pe::LabTrained low = pe::lab_train(rope.id(), 1, with_lengths(4, 10));
  check_range(low, "integer_out_of_range", "options.lengths[0]", 5, 64);
  CHECK(low.loss.empty());
  check_range(pe::lab_train(rope.id(), 1, with_lengths(65, 65)), "integer_out_of_range",
              "options.lengths[0]", 5, 64);
  check_range(pe::lab_train(rope.id(), 1, with_lengths(2.5, 10)), "integer_out_of_range",
              "options.lengths[0]", 5, 64);
  check_range(pe::lab_train(rope.id(), 1, with_lengths(kNaN, 10)), "integer_out_of_range",
              "options.lengths[0]", 5, 64);
  // hi below lo: the second is refused, its range starting at lo
  const pe::LabTrained reversed = pe::lab_train(rope.id(), 1, with_lengths(20, 17));
  check_range(reversed, "integer_out_of_range", "options.lengths[1]", 20, 64);
  CHECK_THAT(reversed.error, Contains("options.lengths[1] must be an integer in 20..64 (got 17)"));
  check_range(pe::lab_train(rope.id(), 1, with_lengths(17, 65)), "integer_out_of_range",
              "options.lengths[1]", 17, 64);
  check_range(pe::lab_train(rope.id(), 1, with_lengths(17, kInf)), "integer_out_of_range",
              "options.lengths[1]", 17, 64);
  CHECK(pe::lab_weights(rope.id()).step == 5);  // refusals trained nothing
  // the far task starts at 6
  Model far("alibi", 3, with_task("far"));
  check_range(pe::lab_train(far.id(), 1, with_lengths(5, 10)), "integer_out_of_range",
              "options.lengths[0]", 6, 64);
  CHECK(pe::lab_train(far.id(), 1, with_lengths(6, 10)).ok);
  // a learned model has 16 rows
  Model learned("learned", 3);
  check_range(pe::lab_train(learned.id(), 1, with_lengths(10, 17)), "integer_out_of_range",
              "options.lengths[1]", 10, 16);
  check_range(pe::lab_train(learned.id(), 1, with_lengths(17, 17)), "integer_out_of_range",
              "options.lengths[0]", 5, 16);
  CHECK(pe::lab_train(learned.id(), 1, with_lengths(10, 16)).ok);
}

TEST_CASE("options.scaling stretches a rope model's RoPE, and only a rope model's",
          "[lab][limits]") {
  Model rope("rope", 4, with_batch(2));
  Model sinusoidal("sinusoidal", 4, with_batch(2));
  Model alibi("alibi", 4, with_batch(2));
  for (const char* kind : {"none", "pi", "ntk", "yarn", "llama3"}) {
    INFO("scaling " << kind);
    pe::LabTrainOptions train = with_lengths(17, 32);
    train.scaling = scaling(kind);
    CHECK(pe::lab_train(rope.id(), 1, train).ok);
    CHECK(pe::lab_evaluate(rope.id(), 32, 4, scaling(kind)).ok);
  }
  for (double factor : {1.0, 2.0, 1e6}) {
    pe::LabTrainOptions train;
    train.scaling = scaling("pi", factor);
    CHECK(pe::lab_train(rope.id(), 1, train).ok);
  }
  // "none" asks nothing of the model's kind; any other kind needs RoPE
  CHECK(pe::lab_evaluate(sinusoidal.id(), 32, 4, scaling("none")).ok);
  for (const Model* m : {&sinusoidal, &alibi}) {
    const std::string kind = pe::lab_weights(m->id()).kind;
    INFO("model " << kind);
    pe::LabTrainOptions train;
    train.scaling = scaling("pi");
    const pe::LabTrained t = pe::lab_train(m->id(), 1, train);
    CHECK(t.code == "lab_scaling_needs_rope");
    CHECK(arg_names(t) == std::set<std::string>{"name", "kind"});
    CHECK(text_arg(t, "name") == "options.scaling");
    CHECK(text_arg(t, "kind") == kind);
    CHECK_THAT(t.error, Contains("only a rope model") && Contains(kind));
    const pe::LabEvaluated e = pe::lab_evaluate(m->id(), 32, 4, scaling("yarn", 2));
    CHECK(e.code == "lab_scaling_needs_rope");
    CHECK(text_arg(e, "kind") == kind);
  }
  CHECK(pe::lab_weights(sinusoidal.id()).step == 0);
  // an unknown scaling, on any model
  for (const Model* m : {&rope, &sinusoidal}) {
    pe::LabTrainOptions train;
    train.scaling = scaling("bogus");
    check_unknown_choice(pe::lab_train(m->id(), 1, train), "options.scaling", "bogus");
    const pe::LabEvaluated e = pe::lab_evaluate(m->id(), 16, 4, scaling("PI"));
    check_unknown_choice(e, "options.scaling", "PI");
    CHECK(text_arg(e, "choices") == "\"none\", \"pi\", \"ntk\", \"yarn\", \"llama3\"");
  }
  // the factor: finite, 1..1e6
  for (double bad : {0.5, 0.0, -2.0, 1e6 + 1, kNaN, kInf}) {
    INFO("factor " << bad);
    pe::LabTrainOptions train;
    train.scaling = scaling("pi", bad);
    const pe::LabTrained t = pe::lab_train(rope.id(), 1, train);
    check_range(t, "number_out_of_range", "options.factor", 1, 1e6);
    CHECK(t.loss.empty());
    check_range(pe::lab_evaluate(rope.id(), 32, 4, scaling("yarn", bad)), "number_out_of_range",
                "options.factor", 1, 1e6);
  }
}

TEST_CASE("labEvaluate's factor: max(1, length / 16) by default, else the one given",
          "[lab][limits]") {
  Model rope("rope", 5, with_heads(8));
  for (const char* kind : {"pi", "ntk", "yarn", "llama3"}) {
    for (double length : {5.0, 16.0, 17.0, 24.0, 32.0, 64.0}) {
      INFO(kind << " at length " << length);
      const pe::LabEvaluated e = pe::lab_evaluate(rope.id(), length, 4, scaling(kind));
      REQUIRE(e.ok);
      CHECK(e.factor == std::max(1.0, length / 16));
      CHECK(pe::lab_evaluate(rope.id(), length, 4, scaling(kind, 3)).factor == 3);
      CHECK(pe::lab_evaluate(rope.id(), length, 4, scaling(kind, 1)).factor == 1);
    }
  }
  // no scaling: no stretch, even with a factor given
  CHECK(pe::lab_evaluate(rope.id(), 64, 4).factor == 1);
  CHECK(pe::lab_evaluate(rope.id(), 64, 4, scaling("none", 3)).factor == 1);
}

TEST_CASE("fine-tuning: labTrain over lengths 17..32 under a stretched RoPE", "[lab][limits]") {
  Model rope("rope", 6, with_batch(8));
  REQUIRE(pe::lab_train(rope.id(), 5).ok);
  const std::vector<float> before = pe::lab_weights(rope.id()).wq;
  pe::LabTrainOptions tune = with_lengths(17, 32);
  tune.scaling = scaling("pi");
  const pe::LabTrained t = pe::lab_train(rope.id(), 3, tune);
  REQUIRE(t.ok);
  CHECK(t.step == 8);
  REQUIRE(t.loss.size() == 3);
  for (float l : t.loss) CHECK((std::isfinite(l) && l > 0));
  for (float a : t.accuracy) CHECK((a >= 0 && a <= 1));
  CHECK(pe::lab_weights(rope.id()).step == 8);
  CHECK(pe::lab_weights(rope.id()).wq != before);
  // the batches it trained on: lengths 17..32 only (the task's own function, steps 5..7)
  for (std::uint64_t step = 5; step < 8; ++step) {
    for (const pe::LabSentence& s :
         pe::lab_training_batch(6, step, 8, pe::LabTask::local, {17, 32})) {
      CHECK(s.tokens.size() >= 17);
      CHECK(s.tokens.size() <= 32);
    }
  }
  // and on an evaluation past the training length, the stretched model answers
  const pe::LabEvaluated e = pe::lab_evaluate(rope.id(), 32, 16, scaling("pi"));
  REQUIRE(e.ok);
  CHECK(e.factor == 2);
  CHECK(e.chance == 0.5);
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
  CHECK(p.heads == pe::kLabDefaultHeads);
  CHECK(p.head_attention.size() == 64 * static_cast<size_t>(pe::kLabDefaultHeads));
  CHECK(p.verb == 2);
  CHECK(p.reader == 2);
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
  CHECK(w.task == "local");
  CHECK_FALSE(w.causal);
  CHECK(w.embeddings.size() == 27 * 32);  // 26 words and the query
  CHECK(w.positions.size() == 16 * 32);
  for (const auto* m : {&w.wq, &w.wk, &w.wv, &w.wo}) CHECK(m->size() == 32 * 32);
  CHECK(w.readout.size() == 32 * 8);
  CHECK(w.readout_bias.size() == 8);
  CHECK(w.alibi_slopes.empty());
  pe::LabOptions causal = with_task("far", 8);
  causal.causal = true;
  Model rope("rope", 4, causal);
  const pe::LabWeights r = pe::lab_weights(rope.id());
  CHECK(r.causal);
  CHECK(r.task == "far");
  CHECK(r.heads == 8);
  CHECK(r.positions.empty());  // no position parameters
  CHECK(r.wq == w.wq);         // the same seed starts from the same weights, whatever the heads
  CHECK(r.embeddings == w.embeddings);
}
