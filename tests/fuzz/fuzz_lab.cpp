// The training lab's entry points (lab.hpp) driven by hostile arguments: up to 8 calls per input,
// each create / train / evaluate / predict / weights / free with numbers from FuzzInput (often
// boundary values) and sentences of raw bytes or of vocabulary words. Invariants: nothing crashes;
// ok == error.empty(); a refusal carries no data; an accepted call's arrays have their promised
// sizes, finite values, weights and probabilities that sum to 1; never more than 16 live models.
// Each execution stays fast: a valid step count is cut to 1..3 and a valid count to 1..8.
#include <cmath>
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
  static const char* kKinds[] = {"none", "sinusoidal", "learned", "rope", "", "ROPE", "learned "};
  const std::uint8_t selector = in.byte();
  return selector < 224 ? kKinds[selector % 7] : in.text(16);
}

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
    s += (j ? " " : "") + std::string(pe::kLabVocabulary[in.byte() % pe::kLabVocabularySize]);
  }
  return s;
}

void check_status(const pe::Status& status) { FUZZ_REQUIRE(status.ok == status.error.empty()); }

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
        const double seed = (which & 8) ? in.number() : in.byte();
        const pe::LabCreated c = pe::lab_create(kind(in), seed, options);
        check_status(c);
        if (c.ok) {
          ids.push_back(c.id);
          FUZZ_REQUIRE(c.vocabulary.size() == pe::kLabVocabularySize);
          FUZZ_REQUIRE(c.max_len == 16 || c.max_len == 64);
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
        const pe::LabTrained t = pe::lab_train(id, steps);
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
        const pe::LabEvaluated e = pe::lab_evaluate(id, length, count);
        check_status(e);
        if (e.ok) {
          FUZZ_REQUIRE(e.accuracy >= 0 && e.accuracy <= 1);
          FUZZ_REQUIRE(e.chance == 0.5);
          FUZZ_REQUIRE(e.count == static_cast<int>(count));
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
        } else {
          FUZZ_REQUIRE(p.tokens.empty() && p.probabilities.empty() && p.attention.empty());
        }
        break;
      }
      case 4: {
        const pe::LabWeights w = pe::lab_weights(pick_id(in, ids));
        check_status(w);
        if (w.ok) {
          FUZZ_REQUIRE(w.embeddings.size() == 26 * 16 && w.wq.size() == 256);
          FUZZ_REQUIRE(w.positions.size() == (w.kind == "learned" ? 256u : 0u));
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
