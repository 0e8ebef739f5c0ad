// The lab's tasks (local and far): the vocabulary and its query, the generator's form, streams and
// training lengths, the exact sentence probabilities, and the position-blind ceiling (50% on both
// tasks by construction).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "pe/lab/task.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;

namespace {

bool is_class(int token, pe::LabWordClass c) { return pe::lab_word_class(token) == c; }

// The structure of a sentence read back from its tokens: (a1, a2, b), or false if it is not of
// the form Det Adj* N V Det Adj* N Adv* with distinct nouns.
bool read_form(const std::vector<int>& t, int& a1, int& a2, int& b) {
  using C = pe::LabWordClass;
  size_t j = 0;
  auto run = [&](C c) {
    int count = 0;
    while (j < t.size() && is_class(t[j], c)) ++j, ++count;
    return count;
  };
  auto one = [&](C c) { return j < t.size() && is_class(t[j++], c); };
  if (!one(C::determiner)) return false;
  a1 = run(C::adjective);
  const size_t n1 = j;
  if (!one(C::noun) || !one(C::verb) || !one(C::determiner)) return false;
  a2 = run(C::adjective);
  const size_t n2 = j;
  if (!one(C::noun)) return false;
  b = run(C::adverb);
  return j == t.size() && t[n1] != t[n2];
}

// Every sentence of n tokens the grammar allows, written out by nested choices.
void all_sentences(int n, std::vector<std::vector<int>>& out) {
  const int e = n - 5;
  for (int a1 = 0; a1 <= e; ++a1) {
    for (int a2 = 0; a1 + a2 <= e; ++a2) {
      const int b = e - a1 - a2;
      // slots: det, adj^a1, N1, V, det, adj^a2, N2, adv^b, each with its choices
      std::vector<std::vector<int>> slots;
      slots.push_back({0, 1});
      for (int k = 0; k < a1; ++k) slots.push_back({15, 16, 17, 18, 19, 20});
      slots.push_back({-1});  // N1
      slots.push_back({10, 11, 12, 13, 14});
      slots.push_back({0, 1});
      for (int k = 0; k < a2; ++k) slots.push_back({15, 16, 17, 18, 19, 20});
      slots.push_back({-2});  // N2
      for (int k = 0; k < b; ++k) slots.push_back({21, 22, 23, 24, 25});
      std::vector<size_t> choice(slots.size(), 0);
      for (;;) {
        for (int x = 0; x < 8; ++x) {
          for (int y = 0; y < 8; ++y) {
            if (x == y) continue;
            std::vector<int> s;
            for (size_t k = 0; k < slots.size(); ++k) {
              const int w = slots[k][choice[k]];
              s.push_back(w == -1 ? 2 + x : w == -2 ? 2 + y : w);
            }
            out.push_back(s);
          }
        }
        size_t k = 0;
        while (k < slots.size() && ++choice[k] == slots[k].size()) choice[k++] = 0;
        if (k == slots.size()) break;
      }
    }
  }
}

}  // namespace

TEST_CASE("the lab's vocabulary: 26 typed words in five classes, then the query \"who\"",
          "[lab][task]") {
  REQUIRE(pe::kLabVocabularySize == 27);
  REQUIRE(pe::kLabTypedWords == 26);
  REQUIRE(pe::kLabQuery == 26);
  std::map<pe::LabWordClass, int> counts;
  for (int t = 0; t < pe::kLabVocabularySize; ++t) {
    ++counts[pe::lab_word_class(t)];
    // a reader types every word but the query, which only the core appends
    CHECK(pe::lab_token(pe::kLabVocabulary[t]) == (t < 26 ? t : -1));
  }
  CHECK(counts[pe::LabWordClass::determiner] == 2);
  CHECK(counts[pe::LabWordClass::noun] == 8);
  CHECK(counts[pe::LabWordClass::verb] == 5);
  CHECK(counts[pe::LabWordClass::adjective] == 6);
  CHECK(counts[pe::LabWordClass::adverb] == 5);
  CHECK(counts[pe::LabWordClass::query] == 1);
  CHECK(std::string(pe::kLabVocabulary[pe::kLabFirstNoun]) == "dog");
  CHECK(std::string(pe::kLabVocabulary[25]) == "loudly");
  CHECK(std::string(pe::kLabVocabulary[26]) == "who");
  CHECK(pe::lab_word_class(26) == pe::LabWordClass::query);
  CHECK(pe::lab_token("who") == -1);
  CHECK(pe::lab_token("unicorn") == -1);
  CHECK(pe::lab_vocabulary_list().find("who") == std::string::npos);
  CHECK(pe::lab_min_length(pe::LabTask::local) == 5);
  CHECK(pe::lab_min_length(pe::LabTask::far) == 6);
  CHECK(pe::lab_default_lengths(pe::LabTask::local).lo == 5);
  CHECK(pe::lab_default_lengths(pe::LabTask::local).hi == 16);
  CHECK(pe::lab_default_lengths(pe::LabTask::far).lo == 6);
  CHECK(pe::lab_default_lengths(pe::LabTask::far).hi == 16);
}

TEST_CASE("uniform_below stays below its bound, also when rejection is likely", "[lab][task]") {
  pe::SplitMix64 rng(3);
  const std::uint64_t bounds[] = {1, 2, 7, 12, 56, (std::uint64_t{1} << 63) + 1};
  for (std::uint64_t k : bounds) {
    for (int j = 0; j < 200; ++j) CHECK(pe::uniform_below(rng, k) < k);
  }
  // k = 2^63 + 1 rejects almost half of all draws: the values still cover both halves.
  int high = 0;
  for (int j = 0; j < 400; ++j)
    high += pe::uniform_below(rng, bounds[5]) >= (std::uint64_t{1} << 62);
  CHECK(high > 100);
  CHECK(high < 300);
}

TEST_CASE("every generated sentence has the task's form, length, verb and agent", "[lab][task]") {
  const int n = GENERATE(5, 6, 16, 24, 64);
  for (const pe::LabSentence& s : pe::lab_test_set(n, 300)) {
    REQUIRE(s.tokens.size() == static_cast<size_t>(n));
    int a1 = -1, a2 = -1, b = -1;
    REQUIRE(read_form(s.tokens, a1, a2, b));
    CHECK(s.verb == 2 + a1);
    CHECK(is_class(s.tokens[static_cast<size_t>(s.verb)], pe::LabWordClass::verb));
    CHECK(s.tokens[static_cast<size_t>(s.verb) - 1] == pe::kLabFirstNoun + s.agent);
  }
}

TEST_CASE("a far sentence of n tokens is n - 1 words, then \"who\", read there", "[lab][task]") {
  const int n = GENERATE(6, 7, 16, 24, 64);
  const std::vector<pe::LabSentence> far = pe::lab_test_set(n, 300, pe::LabTask::far);
  REQUIRE(far.size() == 300);
  // the documented stream: the test set's state, each sentence of n - 1 tokens plus the query
  pe::SplitMix64 rng(pe::lab_test_state(n));
  for (const pe::LabSentence& s : far) {
    REQUIRE(s.tokens.size() == static_cast<size_t>(n));
    CHECK(s.tokens.back() == pe::kLabQuery);
    CHECK(s.reader == n - 1);
    const std::vector<int> words(s.tokens.begin(), s.tokens.end() - 1);
    int a1 = -1, a2 = -1, b = -1;
    REQUIRE(read_form(words, a1, a2, b));  // no other query, the words of a local sentence
    CHECK(s.verb == 2 + a1);
    CHECK(is_class(s.tokens[static_cast<size_t>(s.verb)], pe::LabWordClass::verb));
    CHECK(s.tokens[static_cast<size_t>(s.verb) - 1] == pe::kLabFirstNoun + s.agent);  // the agent
    const pe::LabSentence local = pe::draw_sentence(rng, n - 1);
    CHECK(local.tokens == words);
    CHECK(local.verb == s.verb);
    CHECK(local.agent == s.agent);
  }
  // the local task reads at the verb
  for (const pe::LabSentence& s : pe::lab_test_set(n, 50)) CHECK(s.reader == s.verb);
  // with_query appends the query and moves the reader to it, nothing else
  const pe::LabSentence local = pe::lab_test_set(n, 1)[0];
  const pe::LabSentence queried = pe::with_query(local);
  REQUIRE(queried.tokens.size() == local.tokens.size() + 1);
  CHECK(std::vector<int>(queried.tokens.begin(), queried.tokens.end() - 1) == local.tokens);
  CHECK(queried.tokens.back() == 26);
  CHECK(queried.reader == n);
  CHECK(queried.verb == local.verb);
  CHECK(queried.agent == local.agent);
  // draw_task_sentence draws the same as draw_sentence (local) or draw_sentence of n - 1 (far)
  pe::SplitMix64 a(99), b(99), c(99), d(99);
  CHECK(pe::draw_task_sentence(a, n, pe::LabTask::local).tokens == pe::draw_sentence(b, n).tokens);
  CHECK(pe::draw_task_sentence(c, n, pe::LabTask::far).tokens ==
        pe::with_query(pe::draw_sentence(d, n - 1)).tokens);
}

TEST_CASE("the local task's default stream is the one lab v1 drew", "[lab][task]") {
  // Printed by lab v1 (the commit before the far task): lab_training_batch(seed, step, batch) and
  // lab_test_set(9, 2), as {tokens, verb, agent}.
  struct Expected {
    std::vector<int> tokens;
    int verb, agent;
  };
  struct Batch {
    std::uint32_t seed;
    std::uint64_t step;
    std::vector<Expected> sentences;
  };
  const Batch batches[] = {
      {11,
       7,
       {{{0, 4, 11, 1, 15, 16, 17, 15, 20, 18, 7}, 2, 2},
        {{1, 20, 18, 18, 15, 4, 13, 1, 6, 21}, 6, 2},
        {{0, 17, 19, 18, 17, 4, 11, 1, 17, 17, 9, 25}, 6, 2},
        {{1, 8, 14, 1, 6}, 2, 6}}},
      {0,
       0,
       {{{1, 15, 7, 14, 0, 18, 19, 4, 21}, 3, 5},
        {{1, 8, 11, 1, 9}, 2, 6},
        {{0, 19, 8, 12, 1, 15, 7, 24, 25}, 3, 6}}},
      {4294967295u,
       123456,
       {{{0, 20, 4, 10, 0, 17, 20, 17, 6, 23}, 3, 2}, {{0, 2, 13, 0, 8}, 2, 0}}},
  };
  for (const Batch& expected : batches) {
    INFO("seed " << expected.seed << ", step " << expected.step);
    const int size = static_cast<int>(expected.sentences.size());
    const auto by_default = pe::lab_training_batch(expected.seed, expected.step, size);
    const auto explicit_local =
        pe::lab_training_batch(expected.seed, expected.step, size, pe::LabTask::local, {5, 16});
    REQUIRE(by_default.size() == expected.sentences.size());
    REQUIRE(explicit_local.size() == expected.sentences.size());
    for (size_t j = 0; j < expected.sentences.size(); ++j) {
      const Expected& e = expected.sentences[j];
      for (const pe::LabSentence* s : {&by_default[j], &explicit_local[j]}) {
        CHECK(s->tokens == e.tokens);
        CHECK(s->verb == e.verb);
        CHECK(s->agent == e.agent);
        CHECK(s->reader == e.verb);
      }
    }
  }
  const auto test = pe::lab_test_set(9, 2);
  CHECK(test[0].tokens == std::vector<int>{0, 15, 9, 11, 1, 7, 23, 21, 22});
  CHECK(test[0].verb == 3);
  CHECK(test[0].agent == 7);
  CHECK(test[1].tokens == std::vector<int>{0, 20, 20, 7, 13, 0, 6, 21, 23});
  CHECK(test[1].verb == 4);
  CHECK(test[1].agent == 5);
  // and over many batches, the default is the explicit local task of lengths 5..16
  for (std::uint64_t step = 0; step < 50; ++step) {
    const auto a = pe::lab_training_batch(3, step, 16);
    const auto b = pe::lab_training_batch(3, step, 16, pe::LabTask::local, {5, 16});
    for (size_t j = 0; j < a.size(); ++j) CHECK(a[j].tokens == b[j].tokens);
  }
}

TEST_CASE("training lengths lo..hi: each one drawn, uniformly, and no other", "[lab][task]") {
  struct Case {
    pe::LabTask task;
    int lo, hi;
  };
  const Case c = GENERATE(Case{pe::LabTask::local, 17, 32}, Case{pe::LabTask::far, 6, 16},
                          Case{pe::LabTask::far, 17, 32}, Case{pe::LabTask::local, 5, 64},
                          Case{pe::LabTask::far, 6, 64}, Case{pe::LabTask::local, 20, 20});
  INFO((c.task == pe::LabTask::far ? "far" : "local") << " " << c.lo << ".." << c.hi);
  std::map<size_t, int> lengths;
  const int steps = 250, batch = 16;
  for (int step = 0; step < steps; ++step) {
    for (const pe::LabSentence& s :
         pe::lab_training_batch(21, std::uint64_t(step), batch, c.task, {c.lo, c.hi})) {
      ++lengths[s.tokens.size()];
      const bool far = c.task == pe::LabTask::far;
      CHECK(s.reader == (far ? static_cast<int>(s.tokens.size()) - 1 : s.verb));
      CHECK((s.tokens.back() == pe::kLabQuery) == far);
      int a1, a2, b;
      CHECK(
          read_form(std::vector<int>(s.tokens.begin(), s.tokens.end() - (far ? 1 : 0)), a1, a2, b));
    }
  }
  const int spread = c.hi - c.lo + 1;
  REQUIRE(lengths.size() == static_cast<size_t>(spread));
  CHECK(lengths.begin()->first == static_cast<size_t>(c.lo));
  CHECK(lengths.rbegin()->first == static_cast<size_t>(c.hi));
  // 4000 draws, each length with probability 1/spread: within 5 binomial sigmas
  const double total = steps * batch, p = 1.0 / spread;
  const double sigma = std::sqrt(total * p * (1 - p));
  for (const auto& [length, count] : lengths) {
    INFO("length " << length << ": " << count);
    CHECK(std::fabs(count - total * p) <= 5 * sigma + 1e-9);
  }
}

TEST_CASE("training batches: lengths 5..16 uniform, fixed by (seed, step) alone", "[lab][task]") {
  std::map<size_t, int> lengths;
  for (std::uint64_t step = 0; step < 250; ++step) {
    for (const pe::LabSentence& s : pe::lab_training_batch(11, step, 16)) {
      ++lengths[s.tokens.size()];
      int a1, a2, b;
      CHECK(read_form(s.tokens, a1, a2, b));
    }
  }
  REQUIRE(lengths.size() == 12);
  CHECK(lengths.begin()->first == 5);
  CHECK(lengths.rbegin()->first == 16);
  // 4000 sentences, 333 expected per length: 5 sigma is about 90
  for (const auto& [length, count] : lengths) CHECK(std::abs(count - 4000.0 / 12) < 90);

  auto tokens_of = [](const std::vector<pe::LabSentence>& batch) {
    std::vector<std::vector<int>> t;
    for (const auto& s : batch) t.push_back(s.tokens);
    return t;
  };
  CHECK(tokens_of(pe::lab_training_batch(11, 7, 16)) ==
        tokens_of(pe::lab_training_batch(11, 7, 16)));
  CHECK(tokens_of(pe::lab_training_batch(11, 7, 16)) !=
        tokens_of(pe::lab_training_batch(11, 8, 16)));
  CHECK(tokens_of(pe::lab_training_batch(11, 7, 16)) !=
        tokens_of(pe::lab_training_batch(12, 7, 16)));
  // a batch of 16 starts with the batch of 4 (sentences are drawn in a row from the step's stream)
  const auto small = tokens_of(pe::lab_training_batch(11, 7, 4));
  const auto big = tokens_of(pe::lab_training_batch(11, 7, 16));
  CHECK(std::vector<std::vector<int>>(big.begin(), big.begin() + 4) == small);
  // the documented stream states
  CHECK(pe::lab_batch_state(7, 0) == ((std::uint64_t{1} << 32) | 7));
  CHECK(pe::lab_test_state(24) == ((pe::kLabTestSeed << 32) | 24));
}

TEST_CASE("a test set of count N is the first N sentences of its length's stream", "[lab][task]") {
  const auto a = pe::lab_test_set(24, 10), b = pe::lab_test_set(24, 50);
  for (size_t j = 0; j < a.size(); ++j) CHECK(a[j].tokens == b[j].tokens);
  CHECK(pe::lab_test_set(24, 1)[0].tokens != pe::lab_test_set(32, 1)[0].tokens);
}

TEST_CASE("the exact probabilities of all sentences of a length sum to 1", "[lab][task]") {
  const int n = GENERATE(5, 6, 7);
  std::vector<std::vector<int>> sentences;
  all_sentences(n, sentences);
  double sum = 0;
  for (const auto& s : sentences) sum += pe::lab_sentence_probability(s);
  CHECK_THAT(sum, WithinAbs(1.0, 1e-9));  // ~10^5 terms of float64 rounding
  // n = 5: one split, 2 * 2 determiners, 56 noun pairs, 5 verbs
  if (n == 5) {
    CHECK(sentences.size() == 1120);
    CHECK_THAT(pe::lab_sentence_probability(sentences[0]), WithinAbs(1.0 / 1120, 1e-18));
  }
}

TEST_CASE("a final query leaves a sentence's probability as it is; elsewhere it is 0",
          "[lab][task]") {
  const int d = 2, m = 3, q = pe::kLabQuery;
  const double p = pe::lab_sentence_probability({0, d, 10, 0, m});
  REQUIRE(p > 0);
  CHECK(pe::lab_sentence_probability({0, d, 10, 0, m, q}) == p);
  CHECK(pe::lab_sentence_probability({0, d, 10, 0, m, q, q}) == 0);  // two queries
  CHECK(pe::lab_sentence_probability({q, 0, d, 10, 0, m}) == 0);
  CHECK(pe::lab_sentence_probability({0, d, q, 10, 0, m}) == 0);
  CHECK(pe::lab_sentence_probability({0, d, 10, 0, m, q, 21}) == 0);
  CHECK(pe::lab_sentence_probability({0, d, 10, 0, q}) == 0);  // 4 words and the query
  CHECK(pe::lab_sentence_probability({q}) == 0);
  CHECK(pe::lab_sentence_probability({}) == 0);
  for (const pe::LabSentence& s : pe::lab_test_set(11, 200, pe::LabTask::far)) {
    const std::vector<int> words(s.tokens.begin(), s.tokens.end() - 1);
    CHECK(pe::lab_sentence_probability(s.tokens) == pe::lab_sentence_probability(words));
    CHECK(pe::lab_sentence_probability(words) > 0);
  }
  // all far sentences of 6 tokens: the 1120 sentences of 5 words, each with the query; sum 1
  std::vector<std::vector<int>> sentences;
  all_sentences(5, sentences);
  double sum = 0;
  for (std::vector<int> s : sentences) {
    s.push_back(q);
    sum += pe::lab_sentence_probability(s);
  }
  CHECK_THAT(sum, WithinAbs(1.0, 1e-12));
}

TEST_CASE("the generator's frequencies follow the exact probabilities", "[lab][task]") {
  // Length 6: the filler is an adjective of NP1, one of NP2, or an adverb, 1/3 each; the agent is
  // each noun 1/8 of the time. 30000 draws: 5 sigma is under 0.014 for both.
  std::map<int, int> filler_class, agents;
  const auto test = pe::lab_test_set(6, 30000);
  for (const pe::LabSentence& s : test) {
    int a1, a2, b;
    REQUIRE(read_form(s.tokens, a1, a2, b));
    ++filler_class[a1 ? 0 : a2 ? 1 : 2];
    ++agents[s.agent];
    CHECK(pe::lab_sentence_probability(s.tokens) > 0);
  }
  for (const auto& [c, count] : filler_class) CHECK(std::fabs(count / 30000.0 - 1.0 / 3) < 0.014);
  for (const auto& [agent, count] : agents) CHECK(std::fabs(count / 30000.0 - 1.0 / 8) < 0.01);
}

TEST_CASE("sequences outside the grammar have probability 0", "[lab][task]") {
  const int d = 2;  // dog
  const int m = 3;  // man
  CHECK(pe::lab_sentence_probability({0, d, 10, 0, m}) > 0);
  CHECK(pe::lab_sentence_probability({0, d, 10, 0, d}) == 0);      // the same noun twice
  CHECK(pe::lab_sentence_probability({0, d, 10, 11, m}) == 0);     // two verbs
  CHECK(pe::lab_sentence_probability({d, 0, 10, 0, m}) == 0);      // noun first
  CHECK(pe::lab_sentence_probability({0, d, 10, 0, m, 15}) == 0);  // an adjective at the end
  CHECK(pe::lab_sentence_probability({0, 21, d, 10, 0, m}) == 0);  // an adverb in NP1
  CHECK(pe::lab_sentence_probability({0, d, 10, 0}) == 0);
}

TEST_CASE("the none ceiling is 50% on both tasks by construction", "[lab][task]") {
  // Swapping the nouns keeps the bag of words and the probability, so a position-blind model is
  // right on at most one sentence of each pair: max(P(s), P(swap s)) / (P(s) + P(swap s)) = 1/2.
  for (int n : {5, 9, 16, 24, 32, 64}) {
    for (const pe::LabSentence& s : pe::lab_test_set(n, 2000)) {
      const std::vector<int> swapped = pe::lab_swap_roles(s.tokens);
      CHECK(swapped != s.tokens);
      std::vector<int> a = s.tokens, b = swapped;
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      REQUIRE(a == b);  // the same bag of words
      const double p = pe::lab_sentence_probability(s.tokens);
      const double q = pe::lab_sentence_probability(swapped);
      REQUIRE(p > 0);
      REQUIRE(p == q);
      REQUIRE(pe::position_blind_ceiling(p, q) == 0.5);
    }
  }
  // The far task: the same words and the query, which stays at the end of both sentences.
  for (int n : {6, 16, 33, 64}) {
    for (const pe::LabSentence& s : pe::lab_test_set(n, 1000, pe::LabTask::far)) {
      const std::vector<int> swapped = pe::lab_swap_roles(s.tokens);
      REQUIRE(swapped.size() == s.tokens.size());
      CHECK(swapped.back() == pe::kLabQuery);
      CHECK(swapped != s.tokens);
      const double p = pe::lab_sentence_probability(s.tokens);
      const double q = pe::lab_sentence_probability(swapped);
      REQUIRE(p > 0);
      REQUIRE(p == q);
      REQUIRE(pe::position_blind_ceiling(p, q) == 0.5);
    }
  }
  // The formula itself, on an unfair pair: a 3:1 bias gives a ceiling of 75%.
  CHECK(pe::position_blind_ceiling(0.3, 0.1) == Approx(0.75));
  CHECK(pe::position_blind_ceiling(0.1, 0.3) == Approx(0.75));
}

TEST_CASE("a reader's sentence is split into words of the lab's vocabulary", "[lab][task]") {
  const pe::LabParsed p = pe::parse_lab_sentence("The big Dog bites a small man, today!");
  REQUIRE(p.ok);
  CHECK(p.words ==
        std::vector<std::string>{"the", "big", "dog", "bites", "a", "small", "man", "today"});
  CHECK(p.sentence.verb == 3);
  CHECK(p.sentence.agent == 0);   // dog
  CHECK(p.sentence.reader == 3);  // a typed sentence is read at its verb (lab.hpp adds the query)
  CHECK(pe::parse_lab_sentence("bites the dog").sentence.agent == -1);
  // "who" is the far task's query: the core appends it, a reader cannot type it
  const pe::LabParsed who = pe::parse_lab_sentence("the dog bites a man who");
  CHECK_FALSE(who.ok);
  CHECK(who.code == "lab_unknown_word");
  CHECK_THAT(who.error, Contains("unknown word \"who\"") && Contains("often, loudly"));
  CHECK_THAT(who.error, !Contains("loudly, who"));

  const pe::LabParsed unknown = pe::parse_lab_sentence("the unicorn bites a man");
  CHECK_FALSE(unknown.ok);
  CHECK_THAT(unknown.error, Contains("unknown word \"unicorn\"") &&
                                Contains("the, a, dog, man, cat, bird, child, farmer, teacher, "
                                         "horse, bites, sees, chases, helps, follows, big, small, "
                                         "old, young, happy, angry, today, quickly, again, often, "
                                         "loudly"));
  // Words of any script are words (pe::tokenize), and outside the lab's ASCII vocabulary: the
  // message quotes them whole, or their first 24 characters (not 24 bytes, which could split one).
  CHECK_THAT(pe::parse_lab_sentence("the Hund bites a man").error,
             Contains("unknown word \"hund\""));
  CHECK_THAT(pe::parse_lab_sentence("the café bites").error, Contains("unknown word \"café\""));
  std::string accented;
  for (int c = 0; c < 30; ++c) accented += "\xC3\xA9";  // é, two bytes each
  CHECK_THAT(pe::parse_lab_sentence("the " + accented + " bites").error,
             Contains("unknown word \"" + accented.substr(0, 48) + "...\""));
  CHECK_THAT(pe::parse_lab_sentence("the dog a man").error,
             Contains("exactly one verb") && Contains("has 0"));
  CHECK_THAT(pe::parse_lab_sentence("the dog bites a man sees").error, Contains("has 2"));
  CHECK_THAT(pe::parse_lab_sentence("").error, Contains("at least one word"));
}
