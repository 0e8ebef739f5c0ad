#include "pe/attention_score.hpp"

#include <cmath>

#include "pe/attention.hpp"
#include "pe/limits.hpp"

namespace pe {

AttentionScore attention_score(const std::string& sentence, const std::string& pe_kind,
                               double d_model, double s, double t) {
  const AttentionToy toy = attention_toy(sentence, pe_kind, d_model);
  Status status = toy;
  if (status.ok) status = check_integer("s", s, 0, toy.n - 1);
  if (status.ok) status = check_integer("t", t, 0, toy.n - 1);
  if (!status.ok) return refused<AttentionScore>(status);
  AttentionScore r;
  const int d = toy.d_model;
  const int row = static_cast<int>(s);
  const int col = static_cast<int>(t);
  r.tokens = toy.tokens;
  r.query.assign(toy.queries.begin() + row * d, toy.queries.begin() + (row + 1) * d);
  r.key.assign(toy.keys.begin() + col * d, toy.keys.begin() + (col + 1) * d);
  for (int j = 0; j < d; ++j) r.dot += r.query[j] * r.key[j];
  r.scale = std::sqrt(static_cast<double>(d));
  r.score = r.dot / r.scale;
  r.over_d_model = r.dot / d;
  r.toy_score = toy.scores[row * toy.n + col];
  return r;
}

}  // namespace pe
