#include "pe/tokenizer.hpp"

#include "pe/refusal_codes.hpp"
#include "pe/unicode.hpp"
#include "pe/utf8.hpp"

namespace pe {

namespace {

bool is_apostrophe(char32_t c) { return c == U'\'' || c == U'\u2019'; }

// Han characters (Chinese, and the kanji of Japanese): each is a word of its own, since the
// script writes no spaces. The CJK Unified Ideographs and their extensions A to H, the
// compatibility ideographs, and the iteration marks 々 and 〻 (letters of the Han script).
bool is_han(char32_t c) {
  return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x2FA1F) ||
         (c >= 0x30000 && c <= 0x323AF) || c == 0x3005 || c == 0x303B;
}

// Variation selectors, which choose a glyph of the Han character before them and stay with it.
bool is_variation_selector(char32_t c) {
  return (c >= 0xFE00 && c <= 0xFE0F) || (c >= 0xE0100 && c <= 0xE01EF);
}

}  // namespace

Tokens tokenize(const std::string& sentence, int max_words, int max_chars) {
  // 1. Code points, and the character limit on them.
  const DecodedUtf8 text = decode_utf8(sentence);
  if (!text.ok) {
    return refused<Tokens>(failure(
        codes::sentence_not_unicode,
        "a sentence must be valid Unicode text: character " + std::to_string(text.bad_character) +
            " (byte " + std::to_string(text.bad_byte) +
            ") is not (a broken UTF-8 sequence, or a lone surrogate)",
        {arg("character", text.bad_character), arg("byte", static_cast<double>(text.bad_byte))}));
  }
  const std::vector<char32_t>& c = text.code_points;
  const int characters = static_cast<int>(c.size());
  if (characters > max_chars) {
    return refused<Tokens>(failure(codes::sentence_too_many_characters,
                                   "a sentence must be at most " + std::to_string(max_chars) +
                                       " characters (got " + std::to_string(characters) + ")",
                                   {arg("characters", characters), arg("max", max_chars)}));
  }

  // 2. Words: runs of word characters, joined across single inner apostrophes, lowercased.
  Tokens result;
  result.characters = characters;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) result.words.push_back(word);
    word.clear();
  };
  bool han_open = false;  // the word being built is one Han character (and its selectors)
  for (std::size_t at = 0; at < c.size(); ++at) {
    if (han_open && !is_variation_selector(c[at])) {
      flush();
      han_open = false;
    }
    if (is_word_character(c[at]) && is_han(c[at])) {
      flush();
      append_utf8(word, c[at]);
      han_open = true;
    } else if (is_word_character(c[at])) {
      append_utf8(word, simple_lowercase(c[at]));
    } else if (is_apostrophe(c[at]) && !word.empty() && at + 1 < c.size() &&
               is_word_character(c[at + 1]) && !is_han(c[at + 1])) {
      // Only inside a word: before a Han character (a word of its own) it would end one.
      word += '\'';
    } else {
      flush();
    }
  }
  flush();

  // 3. The word limits.
  if (result.words.empty()) {
    return refused<Tokens>(failure(
        codes::sentence_no_words, "a sentence needs at least one word (letters, in any alphabet)"));
  }
  if (result.words.size() > static_cast<std::size_t>(max_words)) {
    const int words = static_cast<int>(result.words.size());
    return refused<Tokens>(failure(codes::sentence_too_many_words,
                                   "a sentence must have at most " + std::to_string(max_words) +
                                       " words (got " + std::to_string(words) + ")",
                                   {arg("words", words), arg("max", max_words)}));
  }
  return result;
}

}  // namespace pe
