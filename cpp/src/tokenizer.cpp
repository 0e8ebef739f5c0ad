#include "pe/tokenizer.hpp"

#include "pe/refusal_codes.hpp"
#include "pe/unicode.hpp"
#include "pe/utf8.hpp"

namespace pe {

namespace {

bool is_apostrophe(char32_t c) { return c == U'\'' || c == U'\u2019'; }

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
  for (std::size_t at = 0; at < c.size(); ++at) {
    if (is_word_character(c[at])) {
      append_utf8(word, simple_lowercase(c[at]));
    } else if (is_apostrophe(c[at]) && !word.empty() && at + 1 < c.size() &&
               is_word_character(c[at + 1])) {
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
