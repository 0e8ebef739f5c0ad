// Every kind of refusal carries its code and its arguments (pe/refusal_codes.hpp,
// docs/refusal-codes.md). The expected codes, names and numbers come from that list and the limits
// in docs/api.md (dModel even 2..4096, nPos 1..65536, nPos*dModel <= 2^22, pos 0..10^6, base in
// (1, 1e12], sentences of 1..32 words and at most 256 characters, the toy's dModel 2..512, learned
// rows 0..15), not from the code under test.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <set>
#include <string>
#include <vector>

#include "pe/attention.hpp"
#include "pe/lab/lab.hpp"
#include "pe/lab/task.hpp"
#include "pe/learned.hpp"
#include "pe/pe_value.hpp"
#include "pe/shift.hpp"
#include "pe/table.hpp"
#include "pe/tokenizer.hpp"
#include "refusal_args.hpp"

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();

std::string words(int n) {
  std::string s = "dog";
  for (int j = 1; j < n; ++j) s += " dog";
  return s;
}

// A lab model freed when the test leaves (the lab has 16 slots shared by every test).
struct LabModel {
  explicit LabModel(const std::string& kind) : created(pe::lab_create(kind, 1, {})) {}
  ~LabModel() {
    if (created.ok) pe::lab_free(created.id);
  }
  LabModel(const LabModel&) = delete;
  LabModel& operator=(const LabModel&) = delete;
  pe::LabCreated created;
};

}  // namespace

TEST_CASE("a success carries no code and no arguments", "[refusal]") {
  const pe::PeValue v = pe::pe_value(3, 1, 8, 10000);
  REQUIRE(v.ok);
  CHECK(v.code.empty());
  CHECK(v.args.empty());
  CHECK(v.error.empty());
}

TEST_CASE("an integer outside its range is integer_out_of_range {name, value, min, max}",
          "[refusal][limits]") {
  SECTION("pos below 0") {
    const pe::PeValue v = pe::pe_value(-1, 0, 8, 10000);
    CHECK(v.code == "integer_out_of_range");
    CHECK(arg_names(v) == std::set<std::string>{"name", "value", "min", "max"});
    CHECK(text_arg(v, "name") == "pos");
    CHECK(number_arg(v, "value") == -1);
    CHECK(number_arg(v, "min") == 0);
    CHECK(number_arg(v, "max") == 1000000);
  }
  SECTION("a fraction and NaN are out of range too, shown as they came") {
    const pe::PeValue half = pe::pe_value(2.5, 0, 8, 10000);
    CHECK(half.code == "integer_out_of_range");
    CHECK(number_arg(half, "value") == 2.5);
    const pe::PeTable nan = pe::pe_table(kNaN, 8, 10000);
    CHECK(nan.code == "integer_out_of_range");
    CHECK(text_arg(nan, "name") == "nPos");
    CHECK(std::isnan(number_arg(nan, "value")));
    CHECK(number_arg(nan, "min") == 1);
    CHECK(number_arg(nan, "max") == 65536);
  }
  SECTION("k may go back to position 0, not before: its min is -pos") {
    const pe::ShiftIdentity s = pe::shift_identity(3, -4, 0, 8, 10000);
    CHECK(s.code == "integer_out_of_range");
    CHECK(text_arg(s, "name") == "k");
    CHECK(number_arg(s, "min") == -3);
    CHECK(number_arg(s, "max") == 1000000);
  }
  SECTION("the pair index i stops at dModel/2 - 1") {
    const pe::PeValue v = pe::pe_value(0, 4, 8, 10000);
    CHECK(v.code == "integer_out_of_range");
    CHECK(text_arg(v, "name") == "i");
    CHECK(number_arg(v, "max") == 3);
  }
}

TEST_CASE("an odd or out-of-range dModel is even_integer_out_of_range", "[refusal][limits]") {
  const pe::PeTable t = pe::pe_table(4, 7, 10000);
  CHECK(t.code == "even_integer_out_of_range");
  CHECK(arg_names(t) == std::set<std::string>{"name", "value", "min", "max"});
  CHECK(text_arg(t, "name") == "dModel");
  CHECK(number_arg(t, "value") == 7);
  CHECK(number_arg(t, "min") == 2);
  CHECK(number_arg(t, "max") == 4096);
  const pe::AttentionToy toy = pe::attention_toy("dog bites man", "none", 514);
  CHECK(toy.code == "even_integer_out_of_range");
  CHECK(number_arg(toy, "max") == 512);
}

TEST_CASE("a base not in (1, 1e12] is base_out_of_range {value, max}", "[refusal][limits]") {
  for (double base : {1.0, 0.5, 2e12}) {
    const pe::PeValue v = pe::pe_value(0, 0, 8, base);
    CHECK(v.code == "base_out_of_range");
    CHECK(arg_names(v) == std::set<std::string>{"value", "max"});
    CHECK(number_arg(v, "value") == base);
    CHECK(number_arg(v, "max") == 1e12);
  }
}

TEST_CASE("too many cells: table_too_large and shift_matrix_too_large", "[refusal][limits]") {
  const pe::PeTable t = pe::pe_table(65536, 128, 10000);
  CHECK(t.code == "table_too_large");
  CHECK(arg_names(t) == std::set<std::string>{"nPos", "dModel", "cells", "maxCells"});
  CHECK(number_arg(t, "nPos") == 65536);
  CHECK(number_arg(t, "dModel") == 128);
  CHECK(number_arg(t, "cells") == 65536.0 * 128);
  CHECK(number_arg(t, "maxCells") == 4194304);  // 2^22
  const pe::ShiftMatrix m = pe::shift_matrix(1, 4096, 10000);
  CHECK(m.code == "shift_matrix_too_large");
  CHECK(arg_names(m) == std::set<std::string>{"dModel", "cells", "maxCells"});
  CHECK(number_arg(m, "dModel") == 4096);
  CHECK(number_arg(m, "cells") == 4096.0 * 4096);
  CHECK(number_arg(m, "maxCells") == 4194304);
}

TEST_CASE("an unknown kind of position is unknown_position_kind {name, value}",
          "[refusal][attention][lab]") {
  const pe::AttentionToy toy = pe::attention_toy("dog bites man", "alibi", 8);
  CHECK(toy.code == "unknown_position_kind");
  CHECK(arg_names(toy) == std::set<std::string>{"name", "value"});
  CHECK(text_arg(toy, "name") == "peKind");
  CHECK(text_arg(toy, "value") == "alibi");
  SECTION("the value is cut to 24 printable ASCII characters, others shown as '?'") {
    const pe::AttentionToy long_kind = pe::attention_toy("dog", std::string(30, 'x') + "", 8);
    CHECK(text_arg(long_kind, "value") == std::string(24, 'x') + "...");
    const pe::AttentionToy accented = pe::attention_toy("dog", "r\xC3\xB6pe", 8);
    CHECK(text_arg(accented, "value") == "r??pe");
  }
  SECTION("the lab names its own argument, kind, and its five choices") {
    LabModel m("ALiBi");
    CHECK(m.created.code == "unknown_choice");
    CHECK(text_arg(m.created, "name") == "kind");
    CHECK(text_arg(m.created, "value") == "ALiBi");
    CHECK(text_arg(m.created, "choices") ==
          "\"none\", \"sinusoidal\", \"learned\", \"rope\", \"alibi\"");
  }
}

TEST_CASE("a position past the learned table is learned_no_row {pos, maxLen}",
          "[refusal][learned]") {
  const pe::LearnedRow row = pe::learned_row(16, 8);
  CHECK(row.code == "learned_no_row");
  CHECK(arg_names(row) == std::set<std::string>{"pos", "maxLen"});
  CHECK(number_arg(row, "pos") == 16);
  CHECK(number_arg(row, "maxLen") == 16);
  SECTION("the toy adds the sentence's word count; the row it lacks is maxLen") {
    const pe::AttentionToy toy = pe::attention_toy(words(17), "learned", 8);
    CHECK(toy.code == "learned_no_row");
    CHECK(arg_names(toy) == std::set<std::string>{"pos", "maxLen", "words"});
    CHECK(number_arg(toy, "pos") == 16);
    CHECK(number_arg(toy, "maxLen") == 16);
    CHECK(number_arg(toy, "words") == 17);
  }
  SECTION("the lab's learned model, evaluated or asked past its 16 rows") {
    LabModel m("learned");
    REQUIRE(m.created.ok);
    const pe::LabEvaluated e = pe::lab_evaluate(m.created.id, 17, 8);
    CHECK(e.code == "learned_no_row");
    CHECK(number_arg(e, "pos") == 16);
    CHECK(number_arg(e, "maxLen") == 16);
    std::string seventeen = "the dog bites a man";
    for (int j = 5; j < 17; ++j) seventeen += " today";
    const pe::LabPredicted p = pe::lab_predict(m.created.id, seventeen);
    CHECK(p.code == "learned_no_row");
    CHECK(number_arg(p, "maxLen") == 16);
  }
}

TEST_CASE("sentences: not Unicode, too long, no words, too many words", "[refusal][tokenizer]") {
  SECTION("a broken UTF-8 sequence: sentence_not_unicode {character, byte}") {
    const pe::Tokens t = pe::tokenize("ab\xC3");  // 'a', 'b', then a lead byte with no tail
    CHECK(t.code == "sentence_not_unicode");
    CHECK(arg_names(t) == std::set<std::string>{"character", "byte"});
    CHECK(number_arg(t, "character") == 3);
    CHECK(number_arg(t, "byte") == 2);
  }
  SECTION("257 characters: sentence_too_many_characters {characters, max}") {
    const pe::Tokens t = pe::tokenize(std::string(257, 'a'));
    CHECK(t.code == "sentence_too_many_characters");
    CHECK(arg_names(t) == std::set<std::string>{"characters", "max"});
    CHECK(number_arg(t, "characters") == 257);
    CHECK(number_arg(t, "max") == 256);
  }
  SECTION("no letters: sentence_no_words, no arguments") {
    const pe::Tokens t = pe::tokenize(" ,!");
    CHECK(t.code == "sentence_no_words");
    CHECK(t.args.empty());
  }
  SECTION("33 words: sentence_too_many_words {words, max}") {
    const pe::Tokens t = pe::tokenize(words(33));
    CHECK(t.code == "sentence_too_many_words");
    CHECK(arg_names(t) == std::set<std::string>{"words", "max"});
    CHECK(number_arg(t, "words") == 33);
    CHECK(number_arg(t, "max") == 32);
  }
}

TEST_CASE("compareSentences keeps a sentence's code and arguments and adds which sentence",
          "[refusal][attention]") {
  const pe::SentenceComparison cmp = pe::compare_sentences("dog bites man", words(33), "none", 8);
  CHECK(cmp.code == "sentence_too_many_words");
  CHECK(arg_names(cmp) == std::set<std::string>{"words", "max", "sentence"});
  CHECK(number_arg(cmp, "words") == 33);
  CHECK(text_arg(cmp, "sentence") == "b");
  CHECK_THAT(cmp.error, Catch::Matchers::StartsWith("sentence b: "));
  const pe::SentenceComparison first = pe::compare_sentences("", "dog", "none", 8);
  CHECK(first.code == "sentence_no_words");
  CHECK(text_arg(first, "sentence") == "a");
}

TEST_CASE("lab refusals: ids, lr, slots, words, verbs", "[refusal][lab]") {
  SECTION("an id never given and a freed id: lab_model_unknown and lab_model_freed {id}") {
    const pe::LabCreated c = pe::lab_create("none", 1, {});
    REQUIRE(c.ok);
    REQUIRE(pe::lab_free(c.id).ok);
    const pe::Status freed = pe::lab_free(c.id);
    CHECK(freed.code == "lab_model_freed");
    CHECK(arg_names(freed) == std::set<std::string>{"id"});
    CHECK(number_arg(freed, "id") == c.id);
    const pe::LabTrained unknown = pe::lab_train(c.id + 1000, 1);
    CHECK(unknown.code == "lab_model_unknown");
    CHECK(number_arg(unknown, "id") == c.id + 1000);
  }
  SECTION("lr outside (0, 1]: lab_lr_out_of_range {value, max}") {
    for (double lr : {0.0, 1.5, kNaN}) {
      pe::LabOptions options;
      options.lr = lr;
      const pe::LabCreated c = pe::lab_create("none", 1, options);
      CHECK(c.code == "lab_lr_out_of_range");
      CHECK(arg_names(c) == std::set<std::string>{"value", "max"});
      CHECK((std::isnan(lr) ? std::isnan(number_arg(c, "value")) : number_arg(c, "value") == lr));
      CHECK(number_arg(c, "max") == 1);
    }
  }
  SECTION("a 17th live model: lab_too_many_models {max}") {
    std::vector<double> ids;
    for (int j = 0; j < 16; ++j) {
      const pe::LabCreated c = pe::lab_create("none", j, {});
      REQUIRE(c.ok);
      ids.push_back(c.id);
    }
    const pe::LabCreated seventeenth = pe::lab_create("none", 1, {});
    CHECK(seventeenth.code == "lab_too_many_models");
    CHECK(arg_names(seventeenth) == std::set<std::string>{"max"});
    CHECK(number_arg(seventeenth, "max") == 16);
    for (double id : ids) pe::lab_free(id);
  }
  SECTION("a word outside the vocabulary: lab_unknown_word {word}") {
    const pe::LabParsed p = pe::parse_lab_sentence("the dog bites a unicorn");
    CHECK(p.code == "lab_unknown_word");
    CHECK(arg_names(p) == std::set<std::string>{"word"});
    CHECK(text_arg(p, "word") == "unicorn");
  }
  SECTION("no verb or two: lab_verb_count {verbs}") {
    const pe::LabParsed none = pe::parse_lab_sentence("the dog");
    CHECK(none.code == "lab_verb_count");
    CHECK(number_arg(none, "verbs") == 0);
    const pe::LabParsed two = pe::parse_lab_sentence("the dog bites sees a man");
    CHECK(two.code == "lab_verb_count");
    CHECK(number_arg(two, "verbs") == 2);
  }
  SECTION("the lab's sentences are refused with the tokenizer's codes") {
    const pe::LabParsed empty = pe::parse_lab_sentence(" ,!");
    CHECK(empty.code == "sentence_no_words");
  }
}
