#include "pe/tokenizer.hpp"

#include "pe/limits.hpp"

namespace pe {

Tokens tokenize(const std::string& sentence, int max_words, int max_chars) {
  Tokens result;
  // Characters, not bytes: UTF-8 continuation bytes (10xxxxxx) do not start a character.
  int characters = 0;
  int first_non_ascii = -1;
  for (unsigned char byte : sentence) {
    if ((byte & 0xC0) != 0x80) ++characters;
    if (byte >= 0x80 && first_non_ascii < 0) first_non_ascii = characters;
  }
  if (characters > max_chars) {
    static_cast<Status&>(result) =
        failure("a sentence must be at most " + std::to_string(max_chars) + " characters (got " +
                std::to_string(characters) + ")");
    return result;
  }
  if (first_non_ascii >= 0) {
    static_cast<Status&>(result) =
        failure("only the letters a-z are supported: character " + std::to_string(first_non_ascii) +
                " is not (accents and other scripts are not)");
    return result;
  }
  std::string word;
  auto flush = [&] {
    if (!word.empty()) result.words.push_back(word);
    word.clear();
  };
  for (char ch : sentence) {
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    if (ch >= 'a' && ch <= 'z') {
      word += ch;
    } else {
      flush();
    }
  }
  flush();
  if (result.words.empty()) {
    static_cast<Status&>(result) = failure("a sentence needs at least one word of letters a-z");
  } else if (result.words.size() > static_cast<size_t>(max_words)) {
    static_cast<Status&>(result) =
        failure("a sentence must have at most " + std::to_string(max_words) + " words (got " +
                std::to_string(result.words.size()) + ")");
    result.words.clear();
  }
  return result;
}

}  // namespace pe
