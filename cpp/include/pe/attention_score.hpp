// One attention score of the toy (attention.hpp), step by step, in float64 from the toy's float32
// queries and keys, as the exam's worked solution shows it:
//   dot   = Q_s . K_t = sum_j Q[s][j] K[t][j]      (s: the query's token, t: the key's)
//   scale = sqrt(dModel)
//   score = dot / scale                           (what the softmax of row s receives)
// with the two usual slips beside it: unscaled = dot, overDModel = dot / dModel.
#pragma once
#include <string>
#include <vector>

#include "pe/status.hpp"

namespace pe {

struct AttentionScore : Status {
  std::vector<std::string> tokens;
  std::vector<double> query, key;  // dModel each: Q_s and K_t
  double dot = 0, scale = 0, score = 0, over_d_model = 0;
  double toy_score = 0;  // the toy's own (float32) score S[s][t], for comparison
};

// The sentence, peKind and dModel as attention_toy takes them; s and t integers 0..n-1.
AttentionScore attention_score(const std::string& sentence, const std::string& pe_kind,
                               double d_model, double s, double t);

}  // namespace pe
