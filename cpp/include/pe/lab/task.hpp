// The training lab's tasks, "who bit whom": `local` answers at the verb, next to the agent; `far`
// appends a query token "who" and answers there, at the end, so the agent's distance from the
// reader grows with the sentence.
//
// Vocabulary (27 tokens, ids in this order, kLabVocabulary; a reader types the first 26):
//   0-1   determiners  the a
//   2-9   nouns        dog man cat bird child farmer teacher horse   (noun index = id - 2)
//   10-14 verbs        bites sees chases helps follows
//   15-20 adjectives   big small old young happy angry
//   21-25 adverbs      today quickly again often loudly
//   26    the query    who          (far task only: appended by the core, never typed)
//
// A sentence is  Det Adj^a1 N1 V Det Adj^a2 N2 Adv^b  with n = 5 + a1 + a2 + b tokens and exactly
// one verb, at position 2 + a1. The label is the agent N1, the noun just before the verb. The
// local task reads the answer at the verb's position; the far task's sentence of length n is such
// a sentence of n - 1 tokens followed by "who", read at position n - 1.
//
// Random numbers: SplitMix64 (pe/splitmix.hpp), one stream per use, each started from a state:
//   initial weights of seed s                  state s                       (lab/model.hpp)
//   the training batch of step t (t = 0, 1..)  state (t + 1) * 2^32 + s
//   the test set of length L                   state kLabTestSeed * 2^32 + L
// (s < 2^32; the top 32 bits keep the streams apart). The training stream depends only on (s, t),
// so every kind of position sees the same batches; a test set depends only on its length, never on
// the model, and a test set of count N is the first N sentences of its stream.
//
// uniform_below(k): an exactly uniform integer in 0..k-1 by rejection: draw x = next() until
// x < 2^64 - (2^64 mod k), then x mod k. (Exact uniformity is what makes the probabilities below
// exact.)
//
// One sentence, drawn in this order from its stream:
//   1. training only: n = lo + uniform_below(hi - lo + 1), uniform in the training lengths lo..hi
//      (5..16 local, 6..16 far by default; fine-tuning chooses others); a test set fixes n. The
//      far task then draws the sentence of n - 1 tokens, and appends "who";
//   2. e = n - 5 fillers split as (a1, a2, b), uniform over the C(e+2, 2) splits:
//      c = uniform_below(C(e+2, 2)), and the split is the c-th of the list a1 = 0..e, then
//      a2 = 0..e-a1, b = e - a1 - a2, in that (lexicographic) order;
//   3. the roles: agent = uniform_below(8), patient = uniform_below(7), plus 1 if >= agent;
//   4. the words, left to right: Det = uniform_below(2); each adjective uniform_below(6); the verb
//      uniform_below(5); Det; adjectives; each adverb uniform_below(5) (as offsets in their class).
// A batch of B sentences is B sentences drawn in a row from the step's stream.
//
// The ceiling of a position-blind model. Given n, the probability of a sentence is
//   P(s | n) = 1/C(e+2, 2) * (1/2)^2 * (1/6)^(a1+a2) * (1/5) * (1/5)^b * 1/56
// (split, determiners, adjectives, verb, adverbs, the ordered pair of distinct nouns). Swapping the
// two nouns maps s to swap(s): the same bag of words with the other noun as agent. A model that
// cannot see order (no position, bidirectional attention, a readout at the verb, which is found by
// its word) gives s and swap(s) the same answer, so on the pair it is right at best
//   max(P(s), P(swap s)) / (P(s) + P(swap s)),
// and the mean of that over a test set is the `chance` labEvaluate reports. It is computed from
// the exact probabilities, not assumed: here P(s) = P(swap s) for every sentence (the roles are
// drawn independently of the fillers, and the ordered noun pairs are uniform), so it is exactly
// 0.5, and tests check that. (A biased generator, say one with the agent more often "dog", would
// give a higher ceiling: the bag {dog, man, ...} would then say "dog" more often than not.)
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "pe/splitmix.hpp"
#include "pe/status.hpp"

namespace pe {

constexpr int kLabVocabularySize = 27;  // with the far task's query
constexpr int kLabTypedWords = 26;      // the words a reader may type: all but the query
constexpr int kLabNouns = 8;
constexpr int kLabFirstNoun = 2;
constexpr int kLabFirstVerb = 10;
constexpr int kLabVerbs = 5;
constexpr int kLabFirstAdjective = 15;
constexpr int kLabAdjectives = 6;
constexpr int kLabFirstAdverb = 21;
constexpr int kLabAdverbs = 5;
constexpr int kLabQuery = 26;
constexpr int kLabMinLength = 5;        // Det N V Det N
constexpr int kLabFarMinLength = 6;     // Det N V Det N who
constexpr int kLabMaxTrainLength = 16;  // training lengths are uniform in 5..16
constexpr int kLabMaxLength = 64;       // test and prediction lengths: 5..64 tokens / 1..64 words
constexpr std::uint64_t kLabTestSeed = 0x7E57AB1E;

extern const char* const kLabVocabulary[kLabVocabularySize];

enum class LabWordClass { determiner, noun, verb, adjective, adverb, query };
enum class LabTask { local, far };
// The shortest sentence of the task: 5 (local) or 6 (far).
int lab_min_length(LabTask task);
LabWordClass lab_word_class(int token);
// Token id of a lowercase word a reader may type (not the query), or -1.
int lab_token(const std::string& word);

struct LabSentence {
  std::vector<int> tokens;  // n token ids
  int verb = 0;             // position of the verb
  int reader = 0;           // the position the answer is read at: the verb (local), n - 1 (far)
  int agent = 0;            // noun index 0..7 of N1 (token kLabFirstNoun + agent)
};

// Exactly uniform in 0..k-1 (k >= 1), by rejection (see above).
std::uint64_t uniform_below(SplitMix64& rng, std::uint64_t k);

// One local sentence of n tokens (5 <= n <= 64), drawn from rng in the documented order.
LabSentence draw_sentence(SplitMix64& rng, int n);
// One sentence of the task of n tokens in all (far: n - 1 words, then the query).
LabSentence draw_task_sentence(SplitMix64& rng, int n, LabTask task);
// The same sentence followed by the query, read out there.
LabSentence with_query(LabSentence sentence);

// The lengths a training batch draws from, lo..hi tokens.
struct LabLengths {
  int lo = kLabMinLength, hi = kLabMaxTrainLength;
};
LabLengths lab_default_lengths(LabTask task);

// The stream states documented above.
std::uint64_t lab_batch_state(std::uint32_t seed, std::uint64_t step);
std::uint64_t lab_test_state(int length);

// The batch of `batch` sentences of training step `step`.
std::vector<LabSentence> lab_training_batch(std::uint32_t seed, std::uint64_t step, int batch,
                                            LabTask task = LabTask::local, LabLengths lengths = {});
// The first `count` sentences of the test set of length `length`.
std::vector<LabSentence> lab_test_set(int length, int count, LabTask task = LabTask::local);

// P(s | n) for a token sequence of the task's form, 0 for any other sequence. A final query is
// ignored: the far task's sentence has the probability of its words. The position-blind ceiling
// is the same for both tasks: a model blind to order sees the same bag for s and swap(s), whatever
// position it answers at.
double lab_sentence_probability(const std::vector<int>& tokens);
// The same tokens with the two nouns exchanged (tokens must be of the task's form).
std::vector<int> lab_swap_roles(const std::vector<int>& tokens);
// max(p, p_swap) / (p + p_swap): the best a position-blind model does on the pair {s, swap s}.
double position_blind_ceiling(double p, double p_swap);

// Words of a sentence typed by the reader: 1..64 words (pe::tokenize, at most 1024 characters),
// each in the vocabulary ("unknown word ...: the lab's vocabulary is ..." otherwise), exactly one
// of them a verb. The noun before the verb, if any, is the agent (else agent = -1).
struct LabParsed : Status {
  LabSentence sentence;
  std::vector<std::string> words;
};
LabParsed parse_lab_sentence(const std::string& text);

// "the, a, dog, ..." for messages.
std::string lab_vocabulary_list();

}  // namespace pe
