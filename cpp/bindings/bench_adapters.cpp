// The benchmark entry points of the core module (tests/bench): the kernels without copying
// results out, answering {ok, error, checksum} or a refusal.
#include "bench_adapters.hpp"

#include "convert.hpp"
#include "pe/bench.hpp"

namespace pe_js {

namespace {

void set_checksum(val& r, const pe::BenchResult& b) { r.set("checksum", b.checksum); }

}  // namespace

val bench_table(val n_pos, val d_model, val base) {
  return answer_numbers(pe::bench_table, {{n_pos, "nPos"}, {d_model, "dModel"}, {base, "base"}},
                        set_checksum);
}

val bench_fill_bound(val n_pos, val d_model) {
  return answer_numbers(pe::bench_fill_bound, {{n_pos, "nPos"}, {d_model, "dModel"}}, set_checksum);
}

val bench_attention(val sentence, val pe_kind, val d_model) {
  std::string text, kind;
  double d;
  pe::Status bad = read_sentence(sentence, "sentence", text);
  if (bad.ok) bad = read_string(pe_kind, "peKind", kind);
  if (bad.ok) bad = read_number(d_model, "dModel", d);
  return bad.ok ? answer(pe::bench_attention(text, kind, d), set_checksum) : refusal_object(bad);
}

}  // namespace pe_js
