#include "pe/lab/model.hpp"

#include <algorithm>
#include <cmath>

#include "pe/alibi.hpp"
#include "pe/frequencies.hpp"
#include "pe/splitmix.hpp"
#include "pe/table.hpp"

namespace pe {

namespace {
constexpr int kOffsetP = kLabVocabularySize * kLabD;
constexpr int kOffsetWQ = kOffsetP + kLabLearnedMaxLen * kLabD;
constexpr int kMatrix = kLabD * kLabD;
constexpr int kOffsetWR = kOffsetWQ + 4 * kMatrix;
constexpr int kOffsetBR = kOffsetWR + kLabD * kLabNouns;
static_assert(kOffsetBR + kLabNouns == kLabParameterCount, "the tensors fill the parameters");
}  // namespace

const LabTensor kLabTensors[kLabTensorCount] = {
    {"embeddings", 0, kLabVocabularySize, kLabD},
    {"positions", kOffsetP, kLabLearnedMaxLen, kLabD},
    {"wQ", kOffsetWQ, kLabD, kLabD},
    {"wK", kOffsetWQ + kMatrix, kLabD, kLabD},
    {"wV", kOffsetWQ + 2 * kMatrix, kLabD, kLabD},
    {"wO", kOffsetWQ + 3 * kMatrix, kLabD, kLabD},
    {"readout", kOffsetWR, kLabD, kLabNouns},
    {"readoutBias", kOffsetBR, 1, kLabNouns},
};

namespace {

constexpr int kD = kLabD;
constexpr int kTablePositions = kLabMaxLength;
constexpr int kEvalChunk = 64;

// One standard normal from two draws (Box-Muller, the cosine branch; documented in model.hpp).
double gaussian(SplitMix64& rng) {
  const double u1 = static_cast<double>((rng.next() >> 11) + 1) / 9007199254740992.0;
  const double u2 = static_cast<double>(rng.next() >> 11) / 9007199254740992.0;
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(kTwoPi * u2);
}

// RoPE's lanes and ALiBi's slopes for H heads: lane pair i of the row (i < 16) is pair i mod
// (d_head / 2) of head i / (d_head / 2).
template <class T>
void fill_head_tables(LabTables<T>& tables, int heads, const LabRope& rope) {
  const int pairs_per_head = kD / heads / 2;
  const size_t size = static_cast<size_t>(kTablePositions) * kD;
  tables.rope_cos.resize(size);
  tables.rope_sin.resize(size);
  tables.rope_sin_back.resize(size);
  for (int pos = 0; pos < kTablePositions; ++pos) {
    for (int i = 0; i < kD / 2; ++i) {
      const double angle = pos * rope.frequencies[static_cast<size_t>(i % pairs_per_head)];
      const size_t lane = static_cast<size_t>(pos) * kD + 2 * static_cast<size_t>(i);
      const T c = static_cast<T>(rope.attention_factor * std::cos(angle));
      const T s = static_cast<T>(rope.attention_factor * std::sin(angle));
      tables.rope_cos[lane] = tables.rope_cos[lane + 1] = c;
      tables.rope_sin[lane] = -s;
      tables.rope_sin[lane + 1] = s;
      tables.rope_sin_back[lane] = s;
      tables.rope_sin_back[lane + 1] = -s;
    }
  }
  const std::vector<double> slopes = alibi_slopes(heads).slopes;
  tables.alibi_slopes.assign(slopes.begin(), slopes.end());
}

// Packs each head's lanes of rows x 32 values into H blocks of rows x d_head (head-major).
template <class T>
void pack_heads(const T* rows_of_d, int rows, int heads, T* packed) {
  const int dh = kD / heads;
  for (int h = 0; h < heads; ++h) {
    for (int t = 0; t < rows; ++t) {
      const T* from = rows_of_d + static_cast<size_t>(t) * kD + h * dh;
      std::copy(from, from + dh, packed + (static_cast<size_t>(h) * rows + t) * dh);
    }
  }
}

// The inverse of pack_heads.
template <class T>
void unpack_heads(const T* packed, int rows, int heads, T* rows_of_d) {
  const int dh = kD / heads;
  for (int h = 0; h < heads; ++h) {
    for (int t = 0; t < rows; ++t) {
      const T* from = packed + (static_cast<size_t>(h) * rows + t) * dh;
      std::copy(from, from + dh, rows_of_d + static_cast<size_t>(t) * kD + h * dh);
    }
  }
}

// Rotates row (32 values) in place by position pos: sin_lanes = rope_sin forward, rope_sin_back
// for the transpose. (The kernel works element by element, so in place is safe.)
template <class T>
void rotate_row(const LabKernels<T>& kernels, const LabTables<T>& tables, const std::vector<T>& sin,
                int pos, T* row) {
  T swapped[kD];
  for (int i = 0; i < kD; i += 2) {
    swapped[i] = row[i + 1];
    swapped[i + 1] = row[i];
  }
  const size_t at = static_cast<size_t>(pos) * kD;
  kernels.rotate(row, swapped, tables.rope_cos.data() + at, sin.data() + at, kD, row);
}

// RoPE over a batch: each sentence's reader row of q (B x 32) by the reader's position, and its
// rows of k (T x 32) by their positions in the sentence.
template <class T>
void rotate_batch(const LabKernels<T>& kernels, const LabTables<T>& tables,
                  const std::vector<T>& sin, const std::vector<LabSentence>& batch,
                  const std::vector<int>& offsets, T* q, T* k) {
  for (size_t b = 0; b < batch.size(); ++b) {
    rotate_row(kernels, tables, sin, batch[b].reader, q + b * kD);
    for (size_t i = 0; i < batch[b].tokens.size(); ++i) {
      rotate_row(kernels, tables, sin, static_cast<int>(i),
                 k + (static_cast<size_t>(offsets[b]) + i) * kD);
    }
  }
}

template <class T>
const T* tensor(const T* params, LabTensorId id) {
  return params + kLabTensors[id].offset;
}

template <class T>
T* tensor(T* params, LabTensorId id) {
  return params + kLabTensors[id].offset;
}

void add_into(float* to, const float* from, size_t n) {
  for (size_t j = 0; j < n; ++j) to[j] += from[j];
}
void add_into(double* to, const double* from, size_t n) {
  for (size_t j = 0; j < n; ++j) to[j] += from[j];
}

int argmax(const float* z, int n) { return static_cast<int>(std::max_element(z, z + n) - z); }
int argmax(const double* z, int n) { return static_cast<int>(std::max_element(z, z + n) - z); }

}  // namespace

std::vector<float> lab_initial_parameters(std::uint32_t seed) {
  SplitMix64 rng(seed);
  std::vector<float> params(kLabParameterCount, 0.0f);
  for (int id = 0; id < kLabTensorCount; ++id) {
    const LabTensor& t = kLabTensors[id];
    if (id == kLabBR) continue;  // readout bias starts at 0
    const double std = (id == kLabE || id == kLabP) ? 0.3 : 1.0 / std::sqrt(double(kD));
    for (int j = 0; j < t.rows * t.cols; ++j) {
      params[static_cast<size_t>(t.offset + j)] = static_cast<float>(std * gaussian(rng));
    }
  }
  return params;
}

LabRope lab_default_rope(int heads) {
  LabRope rope;
  rope.frequencies = pair_frequencies(kD / heads, kLabRopeBase);
  return rope;
}

LabTables<float> lab_tables_float(KernelPath path, int heads, const LabRope& rope) {
  LabTables<float> tables;
  tables.sinusoidal.resize(static_cast<size_t>(kTablePositions) * kD);
  fill_table_recurrence(kTablePositions, kD, kLabRopeBase, tables.sinusoidal.data(), path);
  fill_head_tables(tables, heads, rope);
  return tables;
}

LabTables<double> lab_tables_double(int heads, const LabRope& rope) {
  LabTables<double> tables;
  tables.sinusoidal.resize(static_cast<size_t>(kTablePositions) * kD);
  fill_table_reference(kTablePositions, kD, kLabRopeBase, tables.sinusoidal.data());
  fill_head_tables(tables, heads, rope);
  return tables;
}

template <class T>
LabBatchStats lab_forward(const LabConfig& config, const T* params, const LabTables<T>& tables,
                          const LabKernels<T>& kernels, const std::vector<LabSentence>& batch,
                          LabWorkspace<T>& ws) {
  const int b_count = static_cast<int>(batch.size());
  ws.offsets.assign(static_cast<size_t>(b_count) + 1, 0);
  ws.keys.resize(static_cast<size_t>(b_count));
  for (int b = 0; b < b_count; ++b) {
    const LabSentence& s = batch[static_cast<size_t>(b)];
    ws.offsets[static_cast<size_t>(b) + 1] =
        ws.offsets[static_cast<size_t>(b)] + static_cast<int>(s.tokens.size());
    ws.keys[static_cast<size_t>(b)] =
        config.causal ? s.reader + 1 : static_cast<int>(s.tokens.size());
  }
  const int rows = ws.offsets.back();
  const size_t row_floats = static_cast<size_t>(rows) * kD, verb_floats = size_t(b_count) * kD;
  const int heads = config.heads, dh = kD / heads;
  for (auto* buffer : {&ws.x, &ws.k, &ws.v, &ws.kh, &ws.vh}) buffer->resize(row_floats);
  ws.attention.resize(static_cast<size_t>(rows) * heads);
  for (auto* buffer : {&ws.xv, &ws.q, &ws.c, &ws.h}) buffer->resize(verb_floats);
  ws.z.resize(static_cast<size_t>(b_count) * kLabNouns);
  ws.probabilities.resize(ws.z.size());

  // 1. X = E[t] + P, and the reader rows X_r
  const T* embeddings = tensor(params, kLabE);
  const T* learned = tensor(params, kLabP);
  for (int b = 0; b < b_count; ++b) {
    const LabSentence& s = batch[static_cast<size_t>(b)];
    for (size_t i = 0; i < s.tokens.size(); ++i) {
      T* x = ws.x.data() + (static_cast<size_t>(ws.offsets[size_t(b)]) + i) * kD;
      const T* e = embeddings + static_cast<size_t>(s.tokens[i]) * kD;
      const T* p = config.kind == LabKind::sinusoidal ? tables.sinusoidal.data() + i * kD
                   : config.kind == LabKind::learned  ? learned + i * kD
                                                      : nullptr;
      for (int j = 0; j < kD; ++j) x[j] = p ? e[j] + p[j] : e[j];
    }
    const T* xv = ws.x.data() + static_cast<size_t>(ws.offsets[size_t(b)] + s.reader) * kD;
    std::copy(xv, xv + kD, ws.xv.data() + static_cast<size_t>(b) * kD);
  }

  // 2. q = X_r W_Q for each sentence, K = X W_K, V = X W_V; rope rotates q and K
  kernels.matmul(ws.xv.data(), tensor(params, kLabWQ), ws.q.data(), b_count, kD, kD);
  kernels.matmul(ws.x.data(), tensor(params, kLabWK), ws.k.data(), rows, kD, kD);
  kernels.matmul(ws.x.data(), tensor(params, kLabWV), ws.v.data(), rows, kD, kD);
  if (config.kind == LabKind::rope) {
    rotate_batch(kernels, tables, tables.rope_sin, batch, ws.offsets, ws.q.data(), ws.k.data());
  }
  pack_heads(ws.k.data(), rows, heads, ws.kh.data());
  pack_heads(ws.v.data(), rows, heads, ws.vh.data());

  // 3. per sentence and head: a_h = softmax(q_h K_h^T / sqrt(d_head) - m_h |r - j|) over its m
  //    keys, c_h = a_h V_h
  const T scale = T(1) / std::sqrt(T(dh));
  for (int b = 0; b < b_count; ++b) {
    const int offset = ws.offsets[size_t(b)], n = ws.offsets[size_t(b) + 1] - offset;
    const int m = ws.keys[size_t(b)], reader = batch[size_t(b)].reader;
    for (int h = 0; h < heads; ++h) {
      T* a = ws.attention.data() + static_cast<size_t>(h) * rows + offset;
      const size_t block = (static_cast<size_t>(h) * rows + offset) * dh;
      const T* qh = ws.q.data() + size_t(b) * kD + h * dh;
      kernels.matmul_transposed(qh, ws.kh.data() + block, a, 1, m, dh);
      const T slope = config.kind == LabKind::alibi ? tables.alibi_slopes[size_t(h)] : T(0);
      for (int j = 0; j < m; ++j) a[j] = a[j] * scale - slope * T(std::abs(reader - j));
      std::fill(a + m, a + n, T(0));
      kernels.softmax(a, m);
      kernels.matmul(a, ws.vh.data() + block, ws.c.data() + size_t(b) * kD + h * dh, 1, m, dh);
    }
  }

  // 4. h = X_v + c W_O, z = h W_r + b_r
  kernels.matmul(ws.c.data(), tensor(params, kLabWO), ws.h.data(), b_count, kD, kD);
  for (size_t j = 0; j < verb_floats; ++j) ws.h[j] = ws.xv[j] + ws.h[j];
  kernels.matmul(ws.h.data(), tensor(params, kLabWR), ws.z.data(), b_count, kD, kLabNouns);
  const T* bias = tensor(params, kLabBR);
  LabBatchStats stats;
  double loss_sum = 0;
  for (int b = 0; b < b_count; ++b) {
    T* z = ws.z.data() + size_t(b) * kLabNouns;
    for (int j = 0; j < kLabNouns; ++j) z[j] += bias[j];
    // 5. loss = logsumexp(z) - z_agent, with the max taken out first
    const int agent = batch[static_cast<size_t>(b)].agent;
    const int best = argmax(z, kLabNouns);
    if (agent >= 0) {
      T sum = 0;
      for (int j = 0; j < kLabNouns; ++j) sum += std::exp(z[j] - z[best]);
      loss_sum += static_cast<double>(z[best] + std::log(sum) - z[agent]);
      if (best == agent) ++stats.correct;
    }
    T* p = ws.probabilities.data() + size_t(b) * kLabNouns;
    std::copy(z, z + kLabNouns, p);
    kernels.softmax(p, kLabNouns);
  }
  stats.loss = b_count > 0 ? loss_sum / b_count : 0.0;
  return stats;
}

template <class T>
void lab_backward(const LabConfig& config, const T* params, const LabTables<T>& tables,
                  const LabKernels<T>& kernels, const std::vector<LabSentence>& batch,
                  LabWorkspace<T>& ws, T* grads) {
  const int b_count = static_cast<int>(batch.size());
  const int rows = ws.offsets.back();
  const size_t row_floats = static_cast<size_t>(rows) * kD, verb_floats = size_t(b_count) * kD;
  const int heads = config.heads, dh = kD / heads;
  std::fill(grads, grads + kLabParameterCount, T(0));
  for (auto* buffer : {&ws.dx, &ws.dk, &ws.dv, &ws.dkh, &ws.dvh, &ws.scratch}) {
    buffer->resize(row_floats);
  }
  for (auto* buffer : {&ws.dq, &ws.dc, &ws.dh, &ws.dxv}) buffer->resize(verb_floats);
  ws.dz.resize(static_cast<size_t>(b_count) * kLabNouns);
  ws.da.resize(kLabMaxLength);
  ws.ds.resize(kLabMaxLength);

  // 1. dz = (softmax(z) - onehot(agent)) / B
  const T inverse_batch = T(1) / T(b_count);
  for (int b = 0; b < b_count; ++b) {
    const int agent = batch[static_cast<size_t>(b)].agent;
    for (int j = 0; j < kLabNouns; ++j) {
      const size_t at = size_t(b) * kLabNouns + size_t(j);
      ws.dz[at] = agent < 0 ? T(0) : (ws.probabilities[at] - T(j == agent ? 1 : 0)) * inverse_batch;
    }
  }
  // 2. dW_r = h^T dz, db_r = sum of dz, dh = dz W_r^T
  kernels.matmul_at(ws.h.data(), ws.dz.data(), tensor(grads, kLabWR), b_count, kD, kLabNouns);
  T* d_bias = tensor(grads, kLabBR);
  for (int b = 0; b < b_count; ++b)
    add_into(d_bias, ws.dz.data() + size_t(b) * kLabNouns, kLabNouns);
  kernels.matmul_transposed(ws.dz.data(), tensor(params, kLabWR), ws.dh.data(), b_count, kD,
                            kLabNouns);
  // 3. dW_O = c^T dh, dc = dh W_O^T; the residual passes dh to X_r
  kernels.matmul_at(ws.c.data(), ws.dh.data(), tensor(grads, kLabWO), b_count, kD, kD);
  kernels.matmul_transposed(ws.dh.data(), tensor(params, kLabWO), ws.dc.data(), b_count, kD, kD);
  std::copy(ws.dh.begin(), ws.dh.end(), ws.dxv.begin());

  // 4. per sentence and head: da_h = dc_h V_h^T, dV_h = a_h^T dc_h, ds_h = softmax'(a_h) da_h /
  //    sqrt(d_head), dq_h = ds_h K_h, dK_h = ds_h^T q_h (rows past the m keys get no gradient)
  const T scale = T(1) / std::sqrt(T(dh));
  for (int b = 0; b < b_count; ++b) {
    const int offset = ws.offsets[size_t(b)], n = ws.offsets[size_t(b) + 1] - offset;
    const int m = ws.keys[size_t(b)];
    for (int h = 0; h < heads; ++h) {
      const size_t block = (static_cast<size_t>(h) * rows + offset) * dh;
      const T* a = ws.attention.data() + static_cast<size_t>(h) * rows + offset;
      const T* dc = ws.dc.data() + size_t(b) * kD + h * dh;
      kernels.matmul_transposed(dc, ws.vh.data() + block, ws.da.data(), 1, m, dh);
      kernels.matmul_at(a, dc, ws.dvh.data() + block, 1, m, dh);
      kernels.softmax_backward(a, ws.da.data(), ws.ds.data(), m, scale);
      kernels.matmul(ws.ds.data(), ws.kh.data() + block, ws.dq.data() + size_t(b) * kD + h * dh, 1,
                     m, dh);
      kernels.matmul_at(ws.ds.data(), ws.q.data() + size_t(b) * kD + h * dh, ws.dkh.data() + block,
                        1, m, dh);
      const size_t past = block + size_t(m) * dh, end = block + size_t(n) * dh;
      std::fill(ws.dvh.data() + past, ws.dvh.data() + end, T(0));
      std::fill(ws.dkh.data() + past, ws.dkh.data() + end, T(0));
    }
  }
  unpack_heads(ws.dkh.data(), rows, heads, ws.dk.data());
  unpack_heads(ws.dvh.data(), rows, heads, ws.dv.data());
  // 5. rope: the gradients reach the unrotated q and K through R^T
  if (config.kind == LabKind::rope) {
    rotate_batch(kernels, tables, tables.rope_sin_back, batch, ws.offsets, ws.dq.data(),
                 ws.dk.data());
  }
  // 6. dW_Q = X_r^T dq, dW_K = X^T dK, dW_V = X^T dV
  kernels.matmul_at(ws.xv.data(), ws.dq.data(), tensor(grads, kLabWQ), b_count, kD, kD);
  kernels.matmul_at(ws.x.data(), ws.dk.data(), tensor(grads, kLabWK), rows, kD, kD);
  kernels.matmul_at(ws.x.data(), ws.dv.data(), tensor(grads, kLabWV), rows, kD, kD);
  // 7. dX = dK W_K^T + dV W_V^T, plus dq W_Q^T and the residual at the reader rows
  kernels.matmul_transposed(ws.dk.data(), tensor(params, kLabWK), ws.dx.data(), rows, kD, kD);
  kernels.matmul_transposed(ws.dv.data(), tensor(params, kLabWV), ws.scratch.data(), rows, kD, kD);
  add_into(ws.dx.data(), ws.scratch.data(), row_floats);
  kernels.matmul_transposed(ws.dq.data(), tensor(params, kLabWQ), ws.scratch.data(), b_count, kD,
                            kD);
  add_into(ws.dxv.data(), ws.scratch.data(), verb_floats);
  // 8. dE[t] += dX (and dP += dX for the learned table)
  T* d_embeddings = tensor(grads, kLabE);
  T* d_learned = tensor(grads, kLabP);
  for (int b = 0; b < b_count; ++b) {
    const LabSentence& s = batch[static_cast<size_t>(b)];
    const size_t first = static_cast<size_t>(ws.offsets[size_t(b)]);
    add_into(ws.dx.data() + (first + size_t(s.reader)) * kD, ws.dxv.data() + size_t(b) * kD, kD);
    for (size_t i = 0; i < s.tokens.size(); ++i) {
      const T* dx = ws.dx.data() + (first + i) * kD;
      add_into(d_embeddings + static_cast<size_t>(s.tokens[i]) * kD, dx, kD);
      if (config.kind == LabKind::learned) add_into(d_learned + i * kD, dx, kD);
    }
  }
}

template LabBatchStats lab_forward<float>(const LabConfig&, const float*, const LabTables<float>&,
                                          const LabKernels<float>&, const std::vector<LabSentence>&,
                                          LabWorkspace<float>&);
template LabBatchStats lab_forward<double>(const LabConfig&, const double*,
                                           const LabTables<double>&, const LabKernels<double>&,
                                           const std::vector<LabSentence>&, LabWorkspace<double>&);
template void lab_backward<float>(const LabConfig&, const float*, const LabTables<float>&,
                                  const LabKernels<float>&, const std::vector<LabSentence>&,
                                  LabWorkspace<float>&, float*);
template void lab_backward<double>(const LabConfig&, const double*, const LabTables<double>&,
                                   const LabKernels<double>&, const std::vector<LabSentence>&,
                                   LabWorkspace<double>&, double*);

LabModel::LabModel(const LabConfig& config, std::uint32_t seed, double lr, int batch,
                   KernelPath path)
    : config_(config),
      seed_(seed),
      lr_(lr),
      batch_(batch),
      path_(path),
      kernels_(lab_kernels(path)),
      tables_(lab_tables_float(path, config.heads, lab_default_rope(config.heads))),
      params_(lab_initial_parameters(seed)),
      grads_(kLabParameterCount, 0.0f),
      adam_(kLabParameterCount, lr, path) {}

const LabTables<float>& LabModel::tables_for(const LabRope* rope) {
  if (!rope) return tables_;
  if (stretched_.rope_cos.empty() || stretched_rope_.frequencies != rope->frequencies ||
      stretched_rope_.attention_factor != rope->attention_factor) {
    stretched_ = lab_tables_float(path_, config_.heads, *rope);
    stretched_rope_ = *rope;
  }
  return stretched_;
}

LabBatchStats LabModel::train_step(const LabLengths& lengths, const LabRope* rope) {
  const std::vector<LabSentence> batch =
      lab_training_batch(seed_, static_cast<std::uint64_t>(step_), batch_, config_.task, lengths);
  const LabTables<float>& tables = tables_for(rope);
  const LabBatchStats stats = lab_forward(config_, params_.data(), tables, kernels_, batch, ws_);
  lab_backward(config_, params_.data(), tables, kernels_, batch, ws_, grads_.data());
  adam_.step(params_.data(), grads_.data());
  ++step_;
  return stats;
}

LabModel::Evaluation LabModel::evaluate(int length, int count, const LabRope* rope) {
  const std::vector<LabSentence> test = lab_test_set(length, count, config_.task);
  const LabTables<float>& tables = tables_for(rope);
  Evaluation result;
  int correct = 0;
  double chance_sum = 0;
  for (int first = 0; first < count; first += kEvalChunk) {
    const int last = std::min(count, first + kEvalChunk);
    const std::vector<LabSentence> chunk(test.begin() + first, test.begin() + last);
    correct += lab_forward(config_, params_.data(), tables, kernels_, chunk, ws_).correct;
  }
  for (const LabSentence& s : test) {
    chance_sum += position_blind_ceiling(lab_sentence_probability(s.tokens),
                                         lab_sentence_probability(lab_swap_roles(s.tokens)));
  }
  result.accuracy = static_cast<double>(correct) / count;
  result.chance = chance_sum / count;
  return result;
}

LabModel::Prediction LabModel::predict(const LabSentence& sentence) {
  lab_forward(config_, params_.data(), tables_, kernels_, std::vector<LabSentence>{sentence}, ws_);
  Prediction p;
  p.probabilities = ws_.probabilities;
  p.head_attention = ws_.attention;
  const size_t n = sentence.tokens.size();
  p.attention.assign(n, 0.0f);
  for (size_t h = 0; h < static_cast<size_t>(config_.heads); ++h) {
    for (size_t j = 0; j < n; ++j)
      p.attention[j] += ws_.attention[h * n + j] / static_cast<float>(config_.heads);
  }
  p.noun = argmax(p.probabilities.data(), kLabNouns);
  return p;
}

void LabModel::gradient(const std::vector<LabSentence>& sentences, std::vector<float>& grads) {
  grads.resize(kLabParameterCount);
  lab_forward(config_, params_.data(), tables_, kernels_, sentences, ws_);
  lab_backward(config_, params_.data(), tables_, kernels_, sentences, ws_, grads.data());
}

}  // namespace pe
