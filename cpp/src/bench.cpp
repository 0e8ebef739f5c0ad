#include "pe/bench.hpp"

#include <algorithm>
#include <vector>

#include "pe/attention.hpp"
#include "pe/limits.hpp"
#include "pe/table.hpp"

namespace pe {

namespace {

// Outlives each call: the stores into it are observable, so they cannot be optimised away.
std::vector<float>& bench_buffer(size_t size) {
  static std::vector<float> buffer;
  if (buffer.size() < size) buffer.resize(size);
  return buffer;
}

double sample_checksum(const std::vector<float>& buffer, size_t size) {
  return static_cast<double>(buffer[0]) + buffer[size / 2] + buffer[size - 1];
}

}  // namespace

BenchResult bench_table(double n_pos, double d_model, double base) {
  Status status = check_table_shape(n_pos, d_model);
  if (status.ok) status = check_base(base);
  if (!status.ok) return refused<BenchResult>(status);
  BenchResult r;
  const int n = static_cast<int>(n_pos), d = static_cast<int>(d_model);
  const size_t size = static_cast<size_t>(n) * d;
  std::vector<float>& buffer = bench_buffer(size);
  fill_table_recurrence(n, d, base, buffer.data());
  r.checksum = sample_checksum(buffer, size);
  return r;
}

BenchResult bench_fill_bound(double n_pos, double d_model) {
  Status status = check_table_shape(n_pos, d_model);
  if (!status.ok) return refused<BenchResult>(status);
  BenchResult r;
  const size_t size = static_cast<size_t>(n_pos) * static_cast<size_t>(d_model);
  std::vector<float>& buffer = bench_buffer(size);
  const float value = static_cast<float>(n_pos) * 1e-3f;  // known only at run time
  std::fill(buffer.begin(), buffer.begin() + static_cast<long>(size), value);
  r.checksum = sample_checksum(buffer, size);
  return r;
}

BenchResult bench_attention(const std::string& sentence, const std::string& pe_kind,
                            double d_model) {
  const AttentionToy toy = attention_toy(sentence, pe_kind, d_model);
  if (!toy.ok) return refused<BenchResult>(toy);
  BenchResult r;
  r.checksum = static_cast<double>(toy.outputs.front()) + toy.outputs.back();
  return r;
}

}  // namespace pe
