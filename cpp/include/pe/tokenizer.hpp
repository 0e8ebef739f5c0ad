// Splits a sentence into lowercase words of letters a-z. Anything else ASCII (spaces, punctuation,
// digits) separates words and is dropped; a non-ASCII character is refused with a message (the
// toy's vocabulary is a-z, and silently dropping an accented letter would change the word).
#pragma once
#include <string>
#include <vector>

#include "pe/status.hpp"

namespace pe {

struct Tokens : Status {
  std::vector<std::string> words;
};

// 1..32 words, at most 256 characters.
Tokens tokenize(const std::string& sentence);

}  // namespace pe
