#include "pe/lab/task.hpp"

#include <cmath>
#include <limits>
#include <vector>

#include "pe/refusal_codes.hpp"
#include "pe/tokenizer.hpp"
#include "pe/utf8.hpp"

namespace pe {

const char* const kLabVocabulary[kLabVocabularySize] = {
    "the",   "a",                                                                    // determiners
    "dog",   "man",     "cat",    "bird",  "child",   "farmer", "teacher", "horse",  // nouns
    "bites", "sees",    "chases", "helps", "follows",                                // verbs
    "big",   "small",   "old",    "young", "happy",   "angry",                       // adjectives
    "today", "quickly", "again",  "often", "loudly",                                 // adverbs
    "who"};                                                                          // query

namespace {

constexpr int kLabMaxChars = 1024;  // 64 words of up to 7 letters with separators fit easily

// C(e + 2, 2): the number of ways to split e fillers into (a1, a2, b).
std::uint64_t split_count(int e) {
  return static_cast<std::uint64_t>(e + 2) * static_cast<std::uint64_t>(e + 1) / 2;
}

// The c-th split of e in the documented order (a1 ascending, then a2 ascending).
void nth_split(int e, std::uint64_t c, int& a1, int& a2, int& b) {
  for (a1 = 0; a1 <= e; ++a1) {
    const std::uint64_t with_a1 = static_cast<std::uint64_t>(e - a1 + 1);  // a2 = 0..e-a1
    if (c < with_a1) {
      a2 = static_cast<int>(c);
      b = e - a1 - a2;
      return;
    }
    c -= with_a1;
  }
}

int draw_in_class(SplitMix64& rng, int first, int count) {
  return first + static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(count)));
}

bool in_class(int token, LabWordClass c) {
  return token >= 0 && token < kLabVocabularySize && lab_word_class(token) == c;
}

}  // namespace

int lab_min_length(LabTask task) { return task == LabTask::far ? kLabFarMinLength : kLabMinLength; }

LabWordClass lab_word_class(int token) {
  if (token == kLabQuery) return LabWordClass::query;
  if (token < kLabFirstNoun) return LabWordClass::determiner;
  if (token < kLabFirstVerb) return LabWordClass::noun;
  if (token < kLabFirstAdjective) return LabWordClass::verb;
  if (token < kLabFirstAdverb) return LabWordClass::adjective;
  return LabWordClass::adverb;
}

int lab_token(const std::string& word) {
  for (int t = 0; t < kLabTypedWords; ++t) {
    if (word == kLabVocabulary[t]) return t;
  }
  return -1;
}

std::uint64_t uniform_below(SplitMix64& rng, std::uint64_t k) {
  // 2^64 mod k, computed without 2^64: (2^64 - k) mod k.
  const std::uint64_t excess = (0 - k) % k;
  const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - excess;  // 2^64-excess-1
  std::uint64_t x = rng.next();
  while (x > limit) x = rng.next();
  return x % k;
}

LabSentence draw_sentence(SplitMix64& rng, int n) {
  LabSentence s;
  const int e = n - kLabMinLength;
  int a1 = 0, a2 = 0, b = 0;
  nth_split(e, uniform_below(rng, split_count(e)), a1, a2, b);
  s.agent = static_cast<int>(uniform_below(rng, kLabNouns));
  int patient = static_cast<int>(uniform_below(rng, kLabNouns - 1));
  if (patient >= s.agent) ++patient;
  s.tokens.reserve(static_cast<size_t>(n));
  s.tokens.push_back(draw_in_class(rng, 0, 2));
  for (int j = 0; j < a1; ++j) s.tokens.push_back(draw_in_class(rng, kLabFirstAdjective, 6));
  s.tokens.push_back(kLabFirstNoun + s.agent);
  s.verb = static_cast<int>(s.tokens.size());
  s.tokens.push_back(draw_in_class(rng, kLabFirstVerb, kLabVerbs));
  s.tokens.push_back(draw_in_class(rng, 0, 2));
  for (int j = 0; j < a2; ++j) s.tokens.push_back(draw_in_class(rng, kLabFirstAdjective, 6));
  s.tokens.push_back(kLabFirstNoun + patient);
  for (int j = 0; j < b; ++j) s.tokens.push_back(draw_in_class(rng, kLabFirstAdverb, kLabAdverbs));
  s.reader = s.verb;
  return s;
}

LabSentence with_query(LabSentence sentence) {
  sentence.tokens.push_back(kLabQuery);
  sentence.reader = static_cast<int>(sentence.tokens.size()) - 1;
  return sentence;
}

LabSentence draw_task_sentence(SplitMix64& rng, int n, LabTask task) {
  return task == LabTask::far ? with_query(draw_sentence(rng, n - 1)) : draw_sentence(rng, n);
}

LabLengths lab_default_lengths(LabTask task) { return {lab_min_length(task), kLabMaxTrainLength}; }

std::uint64_t lab_batch_state(std::uint32_t seed, std::uint64_t step) {
  return ((step + 1) << 32) | seed;
}

std::uint64_t lab_test_state(int length) {
  return (kLabTestSeed << 32) | static_cast<std::uint64_t>(length);
}

std::vector<LabSentence> lab_training_batch(std::uint32_t seed, std::uint64_t step, int batch,
                                            LabTask task, LabLengths lengths) {
  SplitMix64 rng(lab_batch_state(seed, step));
  std::vector<LabSentence> sentences;
  sentences.reserve(static_cast<size_t>(batch));
  const auto spread = static_cast<std::uint64_t>(lengths.hi - lengths.lo + 1);
  for (int j = 0; j < batch; ++j) {
    const int n = lengths.lo + static_cast<int>(uniform_below(rng, spread));
    sentences.push_back(draw_task_sentence(rng, n, task));
  }
  return sentences;
}

std::vector<LabSentence> lab_test_set(int length, int count, LabTask task) {
  SplitMix64 rng(lab_test_state(length));
  std::vector<LabSentence> sentences;
  sentences.reserve(static_cast<size_t>(count));
  for (int j = 0; j < count; ++j) sentences.push_back(draw_task_sentence(rng, length, task));
  return sentences;
}

double lab_sentence_probability(const std::vector<int>& tokens) {
  // Parse Det Adj* N V Det Adj* N Adv* left to right; any deviation has probability 0.
  const bool query = !tokens.empty() && tokens.back() == kLabQuery;
  const int n = static_cast<int>(tokens.size()) - (query ? 1 : 0);
  int j = 0;
  auto take = [&](LabWordClass c) {
    if (j < n && in_class(tokens[j], c)) {
      ++j;
      return true;
    }
    return false;
  };
  auto take_run = [&](LabWordClass c) {
    int count = 0;
    while (take(c)) ++count;
    return count;
  };
  if (n < kLabMinLength || !take(LabWordClass::determiner)) return 0.0;
  const int a1 = take_run(LabWordClass::adjective);
  const int n1 = j;
  if (!take(LabWordClass::noun) || !take(LabWordClass::verb)) return 0.0;
  if (!take(LabWordClass::determiner)) return 0.0;
  const int a2 = take_run(LabWordClass::adjective);
  const int n2 = j;
  if (!take(LabWordClass::noun)) return 0.0;
  const int b = take_run(LabWordClass::adverb);
  if (j != n || tokens[n1] == tokens[n2]) return 0.0;
  const int e = n - kLabMinLength;
  return 1.0 / static_cast<double>(split_count(e)) * 0.25 * std::pow(1.0 / 6.0, a1 + a2) *
         std::pow(1.0 / 5.0, 1 + b) / 56.0;
}

std::vector<int> lab_swap_roles(const std::vector<int>& tokens) {
  std::vector<int> swapped = tokens;
  int first = -1;
  for (size_t j = 0; j < swapped.size(); ++j) {
    if (!in_class(swapped[j], LabWordClass::noun)) continue;
    if (first < 0) {
      first = static_cast<int>(j);
    } else {
      std::swap(swapped[static_cast<size_t>(first)], swapped[j]);
      break;
    }
  }
  return swapped;
}

double position_blind_ceiling(double p, double p_swap) {
  return std::fmax(p, p_swap) / (p + p_swap);
}

std::string lab_vocabulary_list() {
  std::string list;
  for (int t = 0; t < kLabTypedWords; ++t) {
    list += (list.empty() ? "" : ", ") + std::string(kLabVocabulary[t]);
  }
  return list;
}

LabParsed parse_lab_sentence(const std::string& text) {
  const Tokens words = tokenize(text, kLabMaxLength, kLabMaxChars);
  if (!words.ok) return refused<LabParsed>(words);
  LabParsed parsed;
  int verbs = 0;
  for (const std::string& word : words.words) {
    const int t = lab_token(word);
    if (t < 0) {
      // At most 24 characters of the word (code points: a word may be in any script).
      const std::vector<char32_t> letters = decode_utf8(word).code_points;
      std::string shown;
      for (std::size_t c = 0; c < letters.size() && c < 24; ++c) append_utf8(shown, letters[c]);
      if (letters.size() > 24) shown += "...";
      return refused<LabParsed>(failure(
          codes::lab_unknown_word,
          "unknown word \"" + shown + "\": the lab's vocabulary is " + lab_vocabulary_list(),
          {arg("word", shown)}));
    }
    if (lab_word_class(t) == LabWordClass::verb) {
      ++verbs;
      parsed.sentence.verb = static_cast<int>(parsed.sentence.tokens.size());
    }
    parsed.sentence.tokens.push_back(t);
  }
  if (verbs != 1) {
    return refused<LabParsed>(
        failure(codes::lab_verb_count,
                "a lab sentence needs exactly one verb (bites, sees, chases, helps or follows); "
                "this one has " +
                    std::to_string(verbs),
                {arg("verbs", verbs)}));
  }
  const int before = parsed.sentence.verb - 1;
  parsed.sentence.reader = parsed.sentence.verb;
  parsed.sentence.agent =
      before >= 0 &&
              in_class(parsed.sentence.tokens[static_cast<size_t>(before)], LabWordClass::noun)
          ? parsed.sentence.tokens[static_cast<size_t>(before)] - kLabFirstNoun
          : -1;
  parsed.words = words.words;
  return parsed;
}

}  // namespace pe
