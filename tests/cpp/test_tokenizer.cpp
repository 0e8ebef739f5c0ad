// The tokenizer in any script, its Unicode tables and its UTF-8. Expected words are written out by
// hand from the Unicode standard's character data (the code charts and UnicodeData.txt), not taken
// from the code: "É" (U+00C9) lowercases to "é" (U+00E9), "Σ" (U+03A3) to "σ" (U+03C3), and so on.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "pe/attention.hpp"
#include "pe/splitmix.hpp"
#include "pe/tokenizer.hpp"
#include "pe/toy_weights.hpp"
#include "pe/unicode.hpp"
#include "pe/utf8.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::Equals;
using Words = std::vector<std::string>;

namespace {

Words words_of(const std::string& sentence) {
  const pe::Tokens tokens = pe::tokenize(sentence);
  REQUIRE(tokens.ok);
  return tokens.words;
}

std::string refusal_of(const std::string& sentence) {
  const pe::Tokens tokens = pe::tokenize(sentence);
  REQUIRE_FALSE(tokens.ok);
  CHECK(tokens.words.empty());
  return tokens.error;
}

std::string repeated(const std::string& unit, int count) {
  std::string out;
  for (int j = 0; j < count; ++j) out += unit;
  return out;
}

}  // namespace

TEST_CASE("words of any script, lowercased by the simple mapping", "[tokenizer][unicode]") {
  CHECK_THAT(words_of("Hund beißt Mann"), Equals(Words{"hund", "beißt", "mann"}));
  CHECK_THAT(words_of("ÉCOLE"), Equals(Words{"école"}));
  CHECK_THAT(words_of("Un café, s'il vous plaît."),
             Equals(Words{"un", "café", "s'il", "vous", "plaît"}));
  // Greek: the simple mapping has no final-sigma rule, so the last Σ is σ too.
  CHECK_THAT(words_of("Ο ΣΚΎΛΟΣ δαγκώνει"), Equals(Words{"ο", "σκύλοσ", "δαγκώνει"}));
  CHECK_THAT(words_of("Собака кусает ЧЕЛОВЕКА"), Equals(Words{"собака", "кусает", "человека"}));
  // Chinese writes no spaces: each Han character is a word of its own, beside words of other
  // scripts.
  CHECK_THAT(words_of("狗咬人 人咬狗"), Equals(Words{"狗", "咬", "人", "人", "咬", "狗"}));
  CHECK_THAT(words_of("AI狗Bites"), Equals(Words{"ai", "狗", "bites"}));
  // Japanese: kana runs stay words, each kanji is one.
  CHECK_THAT(words_of("犬がかむ"), Equals(Words{"犬", "がかむ"}));
  CHECK_THAT(words_of("İstanbul"), Equals(Words{"istanbul"}));
  // Supplementary planes: Deseret capital long I (U+10400) lowercases to U+10428.
  CHECK_THAT(words_of("\xF0\x90\x90\x80"), Equals(Words{"\xF0\x90\x90\xA8"}));
}

TEST_CASE("Han characters in every block are a word each, with their variation selectors",
          "[tokenizer][unicode]") {
  // U+3400 (Extension A), U+9FA5 (the end of Unicode 1.1's block), U+F900 (compatibility),
  // U+20000 (Extension B, four bytes), and U+3005 々, the iteration mark (a Han letter).
  CHECK_THAT(words_of("\xE3\x90\x80\xE9\xBE\xA5\xEF\xA4\x80\xF0\xA0\x80\x80\xE3\x80\x85"),
             Equals(Words{"\xE3\x90\x80", "\xE9\xBE\xA5", "\xEF\xA4\x80", "\xF0\xA0\x80\x80",
                          "\xE3\x80\x85"}));
  // 葛 + U+E0100 VARIATION SELECTOR-17 (an ideographic variant): one word, then 城.
  CHECK_THAT(words_of("\xE8\x91\x9B\xF3\xA0\x84\x80\xE5\x9F\x8E"),
             Equals(Words{"\xE8\x91\x9B\xF3\xA0\x84\x80", "\xE5\x9F\x8E"}));
  // An apostrophe between two Han characters separates them like any other mark.
  CHECK_THAT(words_of("狗'人"), Equals(Words{"狗", "人"}));
  // ... and between a word and a Han character (found by fuzz_attention: "gp'爁" once gave the word
  // "gp'", which tokenizes again as "gp").
  CHECK_THAT(words_of("gp'爁 c"), Equals(Words{"gp", "爁", "c"}));
  CHECK_THAT(words_of("狗'it’s"), Equals(Words{"狗", "it's"}));
}

TEST_CASE("combining marks belong to their word", "[tokenizer][unicode]") {
  // "café" decomposed: e + U+0301 COMBINING ACUTE ACCENT, kept as written (no normalisation).
  CHECK_THAT(words_of("CAFE\xCC\x81 noir"), Equals(Words{"cafe\xCC\x81", "noir"}));
  // Devanagari: the vowel sign U+093F is a mark inside the word.
  CHECK_THAT(words_of("नमस्ते दुनिया"), Equals(Words{"नमस्ते", "दुनिया"}));
}

TEST_CASE("apostrophes inside a word stay, at its ends they separate", "[tokenizer]") {
  CHECK_THAT(words_of("don't stop"), Equals(Words{"don't", "stop"}));
  // The typographic apostrophe U+2019 is written as the ASCII one: the same word.
  CHECK_THAT(words_of("Don\xE2\x80\x99t"), Equals(Words{"don't"}));
  CHECK_THAT(words_of("rock'n'roll"), Equals(Words{"rock'n'roll"}));
  CHECK_THAT(words_of("'tis the dogs' ball"), Equals(Words{"tis", "the", "dogs", "ball"}));
  CHECK_THAT(words_of("a''b ' c"), Equals(Words{"a", "b", "c"}));
}

TEST_CASE("digits, punctuation, symbols and emoji separate words", "[tokenizer][unicode]") {
  CHECK_THAT(words_of("Dog, bites... MAN!"), Equals(Words{"dog", "bites", "man"}));
  CHECK_THAT(words_of("dog\xF0\x9F\x90\x95"
                      "bites\xE2\x9D\xA4man"),
             Equals(Words{"dog", "bites", "man"}));
  CHECK_THAT(words_of("abc123def \xC2\xB2x"), Equals(Words{"abc", "def", "x"}));
  CHECK_THAT(refusal_of("42 !? \xF0\x9F\x98\x80"), Contains("at least one word"));
}

TEST_CASE("the limits count characters and words, not bytes", "[tokenizer][limits]") {
  // 256 two-byte characters (512 bytes) are accepted, 257 are not.
  const pe::Tokens accepted = pe::tokenize(repeated("\xC3\xA9", 256));
  REQUIRE(accepted.ok);
  CHECK(accepted.characters == 256);
  CHECK_THAT(refusal_of(repeated("\xC3\xA9", 257)), Contains("at most 256 characters (got 257)"));
  // Four-byte characters count once each.
  CHECK(pe::tokenize(repeated("\xF0\x90\x90\x80", 256)).ok);
  CHECK_THAT(refusal_of(repeated("\xF0\x90\x90\x80", 257)), Contains("(got 257)"));
  CHECK(pe::tokenize(repeated("hé ", 32)).ok);
  CHECK_THAT(refusal_of(repeated("hé ", 33)), Contains("at most 32 words (got 33)"));
  // The training lab's limits are parameters.
  CHECK(pe::tokenize(repeated("a ", 40), 64, 1024).ok);
}

TEST_CASE("text that is not UTF-8 is refused, naming the character", "[tokenizer][utf8]") {
  const std::string bad = GENERATE(as<std::string>{},
                                   "\x80",              // a continuation byte alone
                                   "\xC3",              // a sequence cut short
                                   "\xC3(",             // a lead byte without its continuation
                                   "\xC0\x80",          // overlong NUL
                                   "\xE0\x80\xAF",      // overlong '/'
                                   "\xED\xA0\x80",      // a surrogate, U+D800
                                   "\xF4\x90\x80\x80",  // past U+10FFFF
                                   "\xF8\x88\x80\x80\x80", "\xFF");
  CAPTURE(bad);
  CHECK_THAT(refusal_of("ab " + bad + " cd"),
             Contains("must be valid Unicode text: character 4 (byte 3) is not"));
}

TEST_CASE("UTF-8 decodes and encodes every kind of code point", "[utf8]") {
  const std::vector<char32_t> code_points = {0x0,    0x41,   0x7F,   0x80,   0x7FF,   0x800,
                                             0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF};
  std::string bytes;
  for (char32_t c : code_points) pe::append_utf8(bytes, c);
  CHECK(bytes.size() == 1 + 1 + 1 + 2 + 2 + 3 + 3 + 3 + 3 + 3 + 4 + 4);
  const pe::DecodedUtf8 decoded = pe::decode_utf8(bytes);
  REQUIRE(decoded.ok);
  CHECK(decoded.code_points == code_points);
}

TEST_CASE("UTF-16 becomes UTF-8, and a lone surrogate stays an error", "[utf8]") {
  CHECK(pe::utf8_from_utf16(u"caf\u00e9") == "caf\xC3\xA9");
  CHECK(pe::utf8_from_utf16(u"\U0001F415") == "\xF0\x9F\x90\x95");
  const std::u16string lone_high = {u'a', char16_t(0xD83D), u'b'};
  const std::u16string lone_low = {char16_t(0xDC15)};
  CHECK_FALSE(pe::decode_utf8(pe::utf8_from_utf16(lone_high)).ok);
  CHECK(pe::decode_utf8(pe::utf8_from_utf16(lone_high)).bad_character == 2);
  CHECK_FALSE(pe::decode_utf8(pe::utf8_from_utf16(lone_low)).ok);
}

TEST_CASE("the Unicode tables classify and lowercase as UnicodeData.txt says", "[unicode]") {
  // Letters (L*) and marks (M*) of several scripts, and characters that are neither.
  for (char32_t c :
       {U'a', U'Z', U'\u00B5', U'\u00DF', U'\u01C5', U'\u0301', U'\u0345', U'\u05D0', U'\u093F',
        U'\u3042', U'\u4E00', U'\uAC00', U'\U00010400', U'\U0001D400', U'\U00020000'})
    CHECK(pe::is_word_character(c));
  for (char32_t c : {U' ', U'0', U'\'', U'-', U'\u00B2', U'\u2019', U'\u3000', U'\u2160',
                     U'\U0001F600', U'\U0010FFFF'})
    CHECK_FALSE(pe::is_word_character(c));
  // Simple lowercase: pairs read from UnicodeData.txt field 13.
  const std::vector<std::pair<char32_t, char32_t>> lower = {{U'A', U'a'},
                                                            {U'\u00C9', U'\u00E9'},
                                                            {U'\u0130', U'i'},
                                                            {U'\u01C5', U'\u01C6'},
                                                            {U'\u0100', U'\u0101'},
                                                            {U'\u03A3', U'\u03C3'},
                                                            {U'\u0410', U'\u0430'},
                                                            {U'\u1C90', U'\u10D0'},
                                                            {U'\u1E9E', U'\u00DF'},
                                                            {U'\u2126', U'\u03C9'},
                                                            {U'\u212A', U'k'},
                                                            {U'\U00010400', U'\U00010428'},
                                                            {U'\U0001E900', U'\U0001E922'}};
  for (auto [upper, expected] : lower) {
    CAPTURE(static_cast<std::uint32_t>(upper));
    CHECK(pe::simple_lowercase(upper) == expected);
  }
  // Characters without a lowercase mapping stay themselves.
  for (char32_t c : {U'a', U'\u00DF', U'\u00B5', U'5', U'\u4E00', U'\U0010FFFF'})
    CHECK(pe::simple_lowercase(c) == c);
  CHECK(std::string(pe::unicode_data::kUnicodeVersion).size() >= 4);
}

TEST_CASE("an unknown word in any script gets its embedding from its UTF-8 spelling",
          "[tokenizer][toy_weights]") {
  const pe::AttentionToy toy = pe::attention_toy("Hund BEISST beißt", "none", 8);
  REQUIRE(toy.ok);
  CHECK(toy.known == std::vector<bool>{false, false, false});
  // FNV-1a-64 of the bytes of the lowercased word "beißt": b e i C3 9F t.
  pe::SplitMix64 rng(pe::fnv1a64("bei\xC3\x9Ft"));
  for (int j = 0; j < 8; ++j) CHECK(toy.embeddings[2 * 8 + j] == static_cast<float>(rng.uniform()));
  CHECK(pe::word_embedding("beisst", 8) != pe::word_embedding("beißt", 8));
}
