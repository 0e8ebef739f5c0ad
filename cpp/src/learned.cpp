#include "pe/learned.hpp"

#include <string>

#include "pe/limits.hpp"

namespace pe {

LearnedTable learned_table(double d_model) {
  const Status status = check_d_model(d_model);
  if (!status.ok) return refused<LearnedTable>(status);
  LearnedTable table;
  table.d_model = static_cast<int>(d_model);
  table.data.resize(static_cast<size_t>(kLearnedMaxLen) * table.d_model);
  fill_learned_rows(0, kLearnedMaxLen, table.d_model, table.data.data());
  return table;
}

LearnedRow learned_row(double pos, double d_model) {
  Status status = check_position(pos);
  if (status.ok) status = check_d_model(d_model);
  if (status.ok && pos >= kLearnedMaxLen) {
    status = failure(codes::learned_no_row,
                     "no learned row for position " + describe_number(pos) + " (max_len " +
                         std::to_string(kLearnedMaxLen) + ")",
                     {arg("pos", pos), arg("maxLen", kLearnedMaxLen)});
  }
  if (!status.ok) return refused<LearnedRow>(status);
  LearnedRow row;
  const int d = static_cast<int>(d_model), p = static_cast<int>(pos);
  row.data.resize(static_cast<size_t>(d));
  fill_learned_rows(p, 1, d, row.data.data());
  return row;
}

}  // namespace pe
