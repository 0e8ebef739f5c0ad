// Splits a sentence into lowercase words of letters a-z. Anything else ASCII (spaces, punctuation,
// digits) separates words and is dropped; a non-ASCII character is refused with a message (the
// toy's vocabulary is a-z, and silently dropping an accented letter would change the word).
#pragma once
#include <string>
#include <vector>

#include "pe/limits.hpp"
#include "pe/status.hpp"

namespace pe {

struct Tokens : Status {
  std::vector<std::string> words;
};

// 1..max_words words, at most max_chars characters (the toy's 32 and 256 by default; the training
// lab allows longer sentences, lab/task.hpp).
Tokens tokenize(const std::string& sentence, int max_words = kMaxSentenceTokens,
                int max_chars = kMaxSentenceChars);

}  // namespace pe
