// Splits a sentence (UTF-8) into lowercase words, in any script:
//   - a word is a run of letters and combining marks (pe/unicode.hpp: general category L* or M*),
//     so "Hund beißt Mann" is ["hund", "beißt", "mann"] and "café" one word, composed or not;
//   - a Han character (Chinese writes no spaces) is a word on its own, with any variation selector
//     after it: "狗咬人" is ["狗", "咬", "人"], "AI狗" is ["ai", "狗"];
//   - an apostrophe (' or ’) between two such characters (neither of them Han) stays in the word,
//     written ': "don't" and "don’t" are the same word; one at either end of a word, two in a row,
//     or one next to a Han character, separates ("it'狗" is ["it", "狗"]);
//   - everything else (spaces, punctuation, digits, symbols, emoji) separates words and is dropped;
//   - each character is lowercased by Unicode's simple mapping ("ÉCOLE" -> "école").
// The limits count characters (code points), not bytes, and words. Text that is not valid UTF-8 is
// refused with a message naming the first character that is not. Every message starts with
// "a sentence" (the page puts the parameter's name there).
#pragma once
#include <string>
#include <vector>

#include "pe/limits.hpp"
#include "pe/status.hpp"

namespace pe {

struct Tokens : Status {
  std::vector<std::string> words;  // UTF-8, lowercase
  int characters = 0;              // code points of the sentence
};

// 1..max_words words, at most max_chars characters (the toy's 32 and 256 by default; the training
// lab allows longer sentences, lab/task.hpp).
Tokens tokenize(const std::string& sentence, int max_words = kMaxSentenceTokens,
                int max_chars = kMaxSentenceChars);

}  // namespace pe
