// The benchmark entry points of the core module (tests/bench): the kernels without copying
// results out, answering {ok, error, checksum} or a refusal.
#include "bench_adapters.hpp"

#include "convert.hpp"
#include "pe/bench.hpp"

namespace pe_js {

namespace {

val bench_result(const pe::BenchResult& b) {
  if (!b.ok) return refusal_object(b);
  val r = ok_object();
  r.set("checksum", b.checksum);
  return r;
}

}  // namespace

val bench_table(val n_pos, val d_model, val base) {
  double n, d, b;
  const pe::Status bad =
      read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}, {base, "base", &b}});
  return bad.ok ? bench_result(pe::bench_table(n, d, b)) : refusal_object(bad);
}

val bench_fill_bound(val n_pos, val d_model) {
  double n, d;
  const pe::Status bad = read_numbers({{n_pos, "nPos", &n}, {d_model, "dModel", &d}});
  return bad.ok ? bench_result(pe::bench_fill_bound(n, d)) : refusal_object(bad);
}

val bench_attention(val sentence, val pe_kind, val d_model) {
  std::string text, kind;
  double d;
  pe::Status bad = read_sentence(sentence, "sentence", text);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_numbers({{d_model, "dModel", &d}});
  return bad.ok ? bench_result(pe::bench_attention(text, kind, d)) : refusal_object(bad);
}

}  // namespace pe_js
