#include "pe/relative.hpp"

#include "pe/limits.hpp"
#include "pe/pair_rotation.hpp"

namespace pe {

RelativeDots relative_dots(double n_pos, double d_model, double base, double ref, KernelPath path) {
  Status status = check_table_shape(n_pos, d_model);
  if (status.ok) status = check_base(base);
  if (status.ok) status = check_integer("ref", ref, 0, kMaxPosition);
  if (!status.ok) return refused<RelativeDots>(status);
  RelativeDots r;
  const int d = static_cast<int>(d_model);
  EncodingRecurrence at_ref(d, base, path);
  at_ref.seek(static_cast<std::int64_t>(ref));
  EncodingRecurrence walker(d, base, path);
  const int n = static_cast<int>(n_pos);
  r.data.resize(n);
  const int pairs = walker.pairs();
  for (int p = 0; p < n; ++p) {
    if (p > 0) walker.advance();
    const double* sa = at_ref.sin_values();
    const double* ca = at_ref.cos_values();
    r.data[p] = path == KernelPath::scalar
                    ? dot_pairs_scalar(sa, ca, walker.sin_values(), walker.cos_values(), pairs)
                    : dot_pairs(sa, ca, walker.sin_values(), walker.cos_values(), pairs);
  }
  return r;
}

}  // namespace pe
