// The training lab's entry points (lab.hpp) driven by hostile arguments: up to 8 calls per input,
// each create (any kind, task and head count) / train (with or without lengths and a RoPE scaling)
// / evaluate (with or without a scaling) / predict / weights / free, with numbers from FuzzInput
// (often boundary values) and sentences of raw bytes or of vocabulary words (the query "who"
// included, which a reader may not type). Invariants: nothing crashes; ok == error.empty() and a
// refusal has a code; a refusal carries no data; an accepted call's arrays have their promised
// sizes, finite values, weights and probabilities that sum to 1 (each head's too); a far model's
// prediction ends in "who" and is read there; never more than 16 live models. Each execution stays
// fast: a valid step count is cut to 1..3 and a valid count to 1..8.
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "fuzz_input.hpp"
#include "pe/lab/lab.hpp"
#include "pe/lab/task.hpp"

namespace {

bool is_integer_in(double x, double lo, double hi) {
  return std::isfinite(x) && x == std::floor(x) && x >= lo && x <= hi;
}

double sum(const std::vector<float>& values) {
  double s = 0;
  for (float v : values) s += v;
  return s;
}

bool all_finite(const std::vector<float>& values) {
  for (float v : values)
    if (!std::isfinite(v)) return false;
  return true;
}

std::string kind(FuzzInput& in) {
  static const char* kKinds[] = {"none", "sinusoidal", "learned", "rope",    "alibi",
                                 "",     "ROPE",       "ALiBi",   "learned "};
  const std::uint8_t selector = in.byte();
  return selector < 224 ? kKinds[selector % 9] : in.text(16);
}

std::string task(FuzzInput& in) {
  static const char* kTasks[] = {"local", "far", "near", ""};
  const std::uint8_t selector = in.byte();
  return selector < 224 ? kTasks[selector % 4] : in.text(8);
}

double heads(FuzzInput& in) {
  const std::uint8_t selector = in.byte();
  return selector < 160 ? double(1 << (selector % 4)) : in.number();  // 1, 2, 4, 8 or anything
}

// options.scaling: a kind (a valid one most of the time), with a factor or not.
pe::LabScaling scaling(FuzzInput& in) {
  static const char* kScalings[] = {"none", "pi", "ntk", "yarn", "llama3", "bogus", "PI"};
  pe::LabScaling s;
  const std::uint8_t selector = in.byte();
  s.kind = selector < 224 ? kScalings[selector % 7] : in.text(8);
  if (in.byte() & 1) {
    s.factor_given = true;
    s.factor = in.byte() < 128 ? 1 + in.byte() % 8 : in.number();
  }
  return s;
}

// A length for options.lengths: mostly a small integer near the limits, else any number.
double train_length(FuzzInput& in) { return in.byte() < 160 ? 3 + in.byte() % 64 : in.number(); }

// A live id most of the time, else a hostile number (freed, never issued, NaN, ...).
double pick_id(FuzzInput& in, const std::vector<double>& ids) {
  const std::uint8_t selector = in.byte();
  if (selector < 192 && !ids.empty()) return ids[selector % ids.size()];
  return in.number();
}

// Raw bytes, or words of the vocabulary (0..70 of them, so past the 64-word limit too).
std::string sentence(FuzzInput& in) {
  if (in.byte() < 64) return in.text(400);
  const int words = in.byte() % 71;
  std::string s;
  for (int j = 0; j < words; ++j) {
    // the 26 typed words, and now and then the query "who", which is refused
    s += (j ? " " : "") + std::string(pe::kLabVocabulary[in.byte() % pe::kLabVocabularySize]);
  }
  return s;
}

void check_status(const pe::Status& status) {
  FUZZ_REQUIRE(status.ok == status.error.empty());
  FUZZ_REQUIRE(status.ok == status.code.empty());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzInput in(data, size);
  std::vector<double> ids;
  const int calls = 1 + in.byte() % 8;
  for (int call = 0; call < calls; ++call) {
    switch (in.byte() % 6) {
      case 0: {
        pe::LabOptions options;
        const std::uint8_t which = in.byte();
        options.causal = which & 1;
        if (which & 2) options.lr = in.number();
        if (which & 4) options.batch = in.number();
        if (which & 16) options.task = task(in);
        if (which & 32) options.heads = heads(in);
        const double seed = (which & 8) ? in.number() : in.byte();
        const pe::LabCreated c = pe::lab_create(kind(in), seed, options);
        check_status(c);
        if (c.ok) {
          ids.push_back(c.id);
          FUZZ_REQUIRE(c.vocabulary.size() == pe::kLabTypedWords);
          FUZZ_REQUIRE(c.max_len == 16 || c.max_len == 64);
          const pe::LabWeights w = pe::lab_weights(c.id);
          FUZZ_REQUIRE(w.ok && w.task == options.task && w.heads == options.heads);
        } else {
          FUZZ_REQUIRE(c.vocabulary.empty());
        }
        FUZZ_REQUIRE(pe::lab_live_models() <= pe::kLabMaxModels);
        break;
      }
      case 1: {
        const double id = pick_id(in, ids);
        double steps = in.number();
        if (is_integer_in(steps, 1, pe::kLabMaxStepsPerCall)) steps = 1 + std::fmod(steps, 3);
        pe::LabTrainOptions options;
        const std::uint8_t which = in.byte();
        if (which & 1) {
          options.lengths_given = true;
          options.lo = train_length(in);
          options.hi = train_length(in);
        }
        if (which & 2) options.scaling = scaling(in);
        const pe::LabTrained t = pe::lab_train(id, steps, options);
        check_status(t);
        if (t.ok) {
          FUZZ_REQUIRE(t.loss.size() == static_cast<size_t>(steps));
          FUZZ_REQUIRE(t.accuracy.size() == t.loss.size());
          FUZZ_REQUIRE(all_finite(t.loss));
          for (float a : t.accuracy) FUZZ_REQUIRE(a >= 0 && a <= 1);
        } else {
          FUZZ_REQUIRE(t.loss.empty() && t.accuracy.empty());
        }
        break;
      }
      case 2: {
        const double id = pick_id(in, ids);
        const double length = in.byte() < 128 ? 5 + in.byte() % 64 : in.number();
        double count = in.number();
        if (is_integer_in(count, 1, pe::kLabMaxCount)) count = 1 + std::fmod(count, 8);
        const pe::LabScaling stretch = in.byte() & 1 ? scaling(in) : pe::LabScaling{};
        const pe::LabEvaluated e = pe::lab_evaluate(id, length, count, stretch);
        check_status(e);
        if (e.ok) {
          FUZZ_REQUIRE(e.accuracy >= 0 && e.accuracy <= 1);
          FUZZ_REQUIRE(e.chance == 0.5);
          FUZZ_REQUIRE(e.count == static_cast<int>(count));
          FUZZ_REQUIRE(e.factor >= 1 && std::isfinite(e.factor));
          if (stretch.kind == "none") FUZZ_REQUIRE(e.factor == 1);
          if (stretch.kind != "none" && !stretch.factor_given) {
            FUZZ_REQUIRE(e.factor == std::fmax(1.0, length / 16));
          }
        }
        break;
      }
      case 3: {
        const double id = pick_id(in, ids);
        const pe::LabPredicted p = pe::lab_predict(id, sentence(in));
        check_status(p);
        if (p.ok) {
          FUZZ_REQUIRE(!p.tokens.empty() && p.tokens.size() <= pe::kLabMaxLength);
          FUZZ_REQUIRE(p.attention.size() == p.tokens.size());
          FUZZ_REQUIRE(p.probabilities.size() == pe::kLabNouns);
          FUZZ_REQUIRE(all_finite(p.probabilities) && all_finite(p.attention));
          FUZZ_REQUIRE(std::fabs(sum(p.probabilities) - 1) < 1e-4);
          FUZZ_REQUIRE(std::fabs(sum(p.attention) - 1) < 1e-4);
          FUZZ_REQUIRE(p.verb >= 0 && p.verb < static_cast<int>(p.tokens.size()));
          const size_t n = p.tokens.size();
          FUZZ_REQUIRE(p.heads >= 1 && p.heads <= pe::kLabMaxHeads);
          FUZZ_REQUIRE(p.head_attention.size() == n * static_cast<size_t>(p.heads));
          FUZZ_REQUIRE(all_finite(p.head_attention));
          for (size_t h = 0; h < static_cast<size_t>(p.heads); ++h) {
            const std::vector<float> row(p.head_attention.begin() + std::ptrdiff_t(h * n),
                                         p.head_attention.begin() + std::ptrdiff_t((h + 1) * n));
            FUZZ_REQUIRE(std::fabs(sum(row) - 1) < 1e-4);
          }
          const pe::LabWeights w = pe::lab_weights(id);
          FUZZ_REQUIRE(w.ok && w.heads == p.heads);
          if (w.task == "far") {
            FUZZ_REQUIRE(p.tokens.back() == "who" && p.reader == static_cast<int>(n) - 1);
          } else {
            FUZZ_REQUIRE(p.reader == p.verb);
          }
          // "who" is never typed: only a far model's last token is the query
          for (size_t j = 0; j + 1 < n; ++j) FUZZ_REQUIRE(p.tokens[j] != "who");
        } else {
          FUZZ_REQUIRE(p.tokens.empty() && p.probabilities.empty() && p.attention.empty() &&
                       p.head_attention.empty());
        }
        break;
      }
      case 4: {
        const pe::LabWeights w = pe::lab_weights(pick_id(in, ids));
        check_status(w);
        if (w.ok) {
          FUZZ_REQUIRE(w.embeddings.size() == 27 * 32 && w.wq.size() == 32 * 32);
          FUZZ_REQUIRE(w.readout.size() == 32 * 8 && w.readout_bias.size() == 8);
          FUZZ_REQUIRE(w.positions.size() == (w.kind == "learned" ? 16u * 32 : 0u));
          FUZZ_REQUIRE(w.alibi_slopes.size() == (w.kind == "alibi" ? size_t(w.heads) : 0u));
          FUZZ_REQUIRE(w.task == "local" || w.task == "far");
          FUZZ_REQUIRE(all_finite(w.embeddings) && all_finite(w.readout));
        } else {
          FUZZ_REQUIRE(w.embeddings.empty());
        }
        break;
      }
      case 5: {
        const double id = pick_id(in, ids);
        const bool was_live = is_integer_in(id, 1, 1e15) && pe::lab_weights(id).ok;
        const pe::Status s = pe::lab_free(id);
        check_status(s);
        FUZZ_REQUIRE(s.ok == was_live);
        if (s.ok) FUZZ_REQUIRE(!pe::lab_weights(id).ok);  // freed means freed
        break;
      }
    }
  }
  // Leave no model behind: the next input starts with 16 free slots.
  for (double id : ids) pe::lab_free(id);
  FUZZ_REQUIRE(pe::lab_live_models() == 0);
  return 0;
}
