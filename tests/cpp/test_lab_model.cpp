// The lab's model (lab/model.hpp): the forward pass against a float64 reference written out here
// from the documented maths, the manual backward pass against float64 central differences (every
// kind, causal on and off, 1..8 heads, the local and the far task, a stretched RoPE), float32
// against float64, ALiBi's weights against their closed form, the heads' bookkeeping, determinism,
// and the seeded initialisation.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "closed_form.hpp"
#include "pe/lab/model.hpp"
#include "pe/rope_scaling.hpp"
#include "pe/splitmix.hpp"

using Catch::Matchers::WithinAbs;

namespace {

constexpr int kD = 32;  // d_model, written out: the tests do not read it from the code under test

const pe::LabKind kKinds[] = {pe::LabKind::none, pe::LabKind::sinusoidal, pe::LabKind::learned,
                              pe::LabKind::rope, pe::LabKind::alibi};

const char* name_of(pe::LabKind kind) {
  switch (kind) {
    case pe::LabKind::sinusoidal:
      return "sinusoidal";
    case pe::LabKind::learned:
      return "learned";
    case pe::LabKind::rope:
      return "rope";
    case pe::LabKind::alibi:
      return "alibi";
    default:
      return "none";
  }
}

const char* name_of(pe::LabTask task) { return task == pe::LabTask::far ? "far" : "local"; }

pe::LabConfig make_config(pe::LabKind kind, bool causal, int heads, pe::LabTask task) {
  pe::LabConfig config;
  config.kind = kind;
  config.causal = causal;
  config.heads = heads;
  config.task = task;
  return config;
}

// A batch of 3 sentences of different lengths (<= 16, so the learned table has every row), the
// local task's verb away from both ends, the far task's query at the end.
std::vector<pe::LabSentence> check_batch(pe::LabTask task) {
  pe::SplitMix64 rng(77);
  return {pe::draw_task_sentence(rng, 7, task), pe::draw_task_sentence(rng, 12, task),
          pe::draw_task_sentence(rng, 16, task)};
}

// Longer sentences, past the training length 16 (a stretched RoPE is for those).
std::vector<pe::LabSentence> long_batch(pe::LabTask task) {
  pe::SplitMix64 rng(78);
  return {pe::draw_task_sentence(rng, 9, task), pe::draw_task_sentence(rng, 21, task),
          pe::draw_task_sentence(rng, 32, task)};
}

// A stretched RoPE (rope_scaling.hpp) of factor 2 over the training length 16, for d_head lanes.
pe::LabRope stretched_rope(const char* kind, int heads) {
  pe::RopeScalingOptions options;
  options.kind = kind;
  options.factor = 2;
  options.factor_given = true;
  options.original_length = 16;
  const pe::RopeFrequencies f = pe::rope_frequencies(kD / heads, 10000, options);
  REQUIRE(f.ok);
  pe::LabRope rope;
  rope.frequencies = f.frequencies;
  rope.attention_factor = f.attention_factor;
  return rope;
}

// theta_i = 10000^(-2i/d_head), i < d_head / 2, written out.
std::vector<double> default_frequencies(int heads) {
  const int dh = kD / heads;
  std::vector<double> f;
  for (int i = 0; i < dh / 2; ++i) f.push_back(std::pow(10000.0, -2.0 * i / dh));
  return f;
}

// Parameters after a few training steps, so that no tensor sits at its initial symmetry (b_r = 0).
// rope: train under that rotation over lengths 17..32 (fine-tuning), else the task's defaults.
std::vector<float> trained_parameters(const pe::LabConfig& config,
                                      const pe::LabRope* rope = nullptr) {
  pe::LabModel model(config, 5, 1e-2, 16);
  for (int s = 0; s < 20; ++s) {
    if (rope) {
      model.train_step({17, 32}, rope);
    } else {
      model.train_step();
    }
  }
  return model.parameters();
}

// The initial parameters with a random readout bias, for tests that need no training.
std::vector<double> untrained_parameters(std::uint32_t seed) {
  const std::vector<float> initial = pe::lab_initial_parameters(seed);
  std::vector<double> params(initial.begin(), initial.end());
  pe::SplitMix64 rng(seed + 1000);
  const pe::LabTensor& bias = pe::kLabTensors[pe::kLabBR];
  for (int j = 0; j < bias.cols; ++j) params[static_cast<size_t>(bias.offset + j)] = rng.uniform();
  return params;
}

// ---- A float64 reference of the forward pass, written from model.hpp's maths, sentence by
// sentence and head by head, with none of the model's kernels, packing or tables.
struct Reference {
  double loss = 0;
  std::vector<std::vector<double>> attention;      // per sentence: H x n, 0 past the m keys
  std::vector<std::vector<double>> probabilities;  // per sentence: 8
};

double param(const std::vector<double>& p, pe::LabTensorId id, int row, int col) {
  const pe::LabTensor& t = pe::kLabTensors[id];
  return p[static_cast<size_t>(t.offset + row * t.cols + col)];
}

std::vector<double> project(const std::vector<double>& p, const std::vector<double>& x,
                            pe::LabTensorId w) {
  std::vector<double> out(kD, 0.0);
  for (int i = 0; i < kD; ++i) {
    for (int o = 0; o < kD; ++o) out[size_t(o)] += x[size_t(i)] * param(p, w, i, o);
  }
  return out;
}

Reference reference_forward(const pe::LabConfig& config, const std::vector<double>& p,
                            const std::vector<pe::LabSentence>& batch,
                            const std::vector<double>& frequencies, double attention_factor) {
  const int heads = config.heads, dh = kD / heads;
  // RoPE: pair i of each head turns by pos * theta_i, both lanes times the attention factor
  auto rotate = [&](std::vector<double>& v, int pos) {
    for (int h = 0; h < heads; ++h) {
      for (int i = 0; i < dh / 2; ++i) {
        const size_t l = size_t(h * dh + 2 * i);
        const double angle = pos * frequencies[size_t(i)];
        const double c = std::cos(angle), s = std::sin(angle), x0 = v[l], x1 = v[l + 1];
        v[l] = attention_factor * (x0 * c - x1 * s);
        v[l + 1] = attention_factor * (x0 * s + x1 * c);
      }
    }
  };
  Reference result;
  double loss_sum = 0;
  for (const pe::LabSentence& s : batch) {
    const int n = static_cast<int>(s.tokens.size()), r = s.reader;
    const int m = config.causal ? r + 1 : n;
    std::vector<std::vector<double>> x(static_cast<size_t>(n), std::vector<double>(kD));
    for (int i = 0; i < n; ++i) {
      for (int k = 0; k < kD; ++k) {
        double position = 0;
        if (config.kind == pe::LabKind::sinusoidal) position = closed_form::pe(i, k, kD, 10000);
        if (config.kind == pe::LabKind::learned) position = param(p, pe::kLabP, i, k);
        x[size_t(i)][size_t(k)] = param(p, pe::kLabE, s.tokens[size_t(i)], k) + position;
      }
    }
    std::vector<double> q = project(p, x[size_t(r)], pe::kLabWQ);
    if (config.kind == pe::LabKind::rope) rotate(q, r);
    std::vector<std::vector<double>> keys(static_cast<size_t>(n)), values(static_cast<size_t>(n));
    for (int j = 0; j < n; ++j) {
      keys[size_t(j)] = project(p, x[size_t(j)], pe::kLabWK);
      if (config.kind == pe::LabKind::rope) rotate(keys[size_t(j)], j);
      values[size_t(j)] = project(p, x[size_t(j)], pe::kLabWV);
    }
    std::vector<double> c(kD, 0.0), attention(size_t(heads * n), 0.0);
    for (int h = 0; h < heads; ++h) {
      const double slope =
          config.kind == pe::LabKind::alibi ? std::pow(2.0, -8.0 * (h + 1) / heads) : 0.0;
      std::vector<double> score(static_cast<size_t>(m));
      double top = -std::numeric_limits<double>::infinity(), sum = 0;
      for (int j = 0; j < m; ++j) {
        double dot = 0;
        for (int l = h * dh; l < (h + 1) * dh; ++l)
          dot += q[size_t(l)] * keys[size_t(j)][size_t(l)];
        score[size_t(j)] = dot / std::sqrt(double(dh)) - slope * std::abs(r - j);
        top = std::max(top, score[size_t(j)]);
      }
      for (int j = 0; j < m; ++j) sum += std::exp(score[size_t(j)] - top);
      for (int j = 0; j < m; ++j) {
        const double a = std::exp(score[size_t(j)] - top) / sum;
        attention[size_t(h * n + j)] = a;
        for (int l = h * dh; l < (h + 1) * dh; ++l)
          c[size_t(l)] += a * values[size_t(j)][size_t(l)];
      }
    }
    std::vector<double> hidden = x[size_t(r)];
    for (int o = 0; o < kD; ++o) {
      for (int i = 0; i < kD; ++i) hidden[size_t(o)] += c[size_t(i)] * param(p, pe::kLabWO, i, o);
    }
    std::vector<double> z(8), probabilities(8);
    double top = -std::numeric_limits<double>::infinity(), sum = 0;
    for (int k = 0; k < 8; ++k) {
      z[size_t(k)] = param(p, pe::kLabBR, 0, k);
      for (int i = 0; i < kD; ++i) z[size_t(k)] += hidden[size_t(i)] * param(p, pe::kLabWR, i, k);
      top = std::max(top, z[size_t(k)]);
    }
    for (int k = 0; k < 8; ++k) sum += std::exp(z[size_t(k)] - top);
    for (int k = 0; k < 8; ++k) probabilities[size_t(k)] = std::exp(z[size_t(k)] - top) / sum;
    if (s.agent >= 0) loss_sum += top + std::log(sum) - z[size_t(s.agent)];
    result.attention.push_back(attention);
    result.probabilities.push_back(probabilities);
  }
  result.loss = loss_sum / static_cast<double>(batch.size());
  return result;
}

double loss_at(const pe::LabConfig& config, const std::vector<double>& params,
               const pe::LabTables<double>& tables, const std::vector<pe::LabSentence>& batch) {
  pe::LabWorkspace<double> ws;
  return pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws).loss;
}

// The gradient check of one configuration at params. Per tensor: a central difference of up to 40
// entries drawn at random (among the rows the batch can reach: E's rows of its tokens, P's rows
// below its longest sentence), and of 2 random directions over the whole tensor (which sees every
// entry at once); rows the batch cannot reach must have a gradient of exactly 0.
void check_gradient(const pe::LabConfig& config, const std::vector<double>& params_in,
                    const pe::LabTables<double>& tables,
                    const std::vector<pe::LabSentence>& batch) {
  std::vector<double> params = params_in;
  pe::LabWorkspace<double> ws;
  std::vector<double> analytic(pe::kLabParameterCount);
  pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws);
  pe::lab_backward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws,
                   analytic.data());

  std::vector<bool> token_used(27, false);
  size_t longest = 0;
  for (const pe::LabSentence& s : batch) {
    for (int t : s.tokens) token_used[size_t(t)] = true;
    longest = std::max(longest, s.tokens.size());
  }
  auto reachable = [&](const pe::LabTensor& tensor, int row) {
    if (tensor.offset == pe::kLabTensors[pe::kLabE].offset) return bool(token_used[size_t(row)]);
    if (tensor.offset == pe::kLabTensors[pe::kLabP].offset) {
      return config.kind == pe::LabKind::learned && size_t(row) < longest;
    }
    return true;
  };

  // (L(p + h v) - L(p - h v)) / 2h: error O(h^2) from the Taylor series plus ~1e-16 / h from
  // rounding, both far below the tolerance at h = 1e-6.
  const double h = 1e-6;
  pe::SplitMix64 rng(123);
  for (const pe::LabTensor& tensor : pe::kLabTensors) {
    INFO("tensor " << tensor.name);
    std::vector<int> candidates;
    double largest = 0, unreachable = 0;
    for (int j = 0; j < tensor.rows * tensor.cols; ++j) {
      const double g = analytic[size_t(tensor.offset + j)];
      if (reachable(tensor, j / tensor.cols)) {
        candidates.push_back(j);
        largest = std::max(largest, std::fabs(g));
      } else {
        unreachable = std::max(unreachable, std::fabs(g));
      }
    }
    CHECK(unreachable == 0.0);
    if (candidates.empty()) continue;  // P of a kind without a learned table
    CHECK(largest > 1e-4);             // a tensor the model uses has a real gradient
    // up to 40 entries, a partial Fisher-Yates shuffle
    const size_t count = std::min<size_t>(40, candidates.size());
    for (size_t k = 0; k < count; ++k) {
      std::swap(candidates[k], candidates[k + rng.next() % (candidates.size() - k)]);
    }
    double worst = 0;
    for (size_t k = 0; k < count; ++k) {
      const size_t at = static_cast<size_t>(tensor.offset + candidates[k]);
      const double saved = params[at];
      params[at] = saved + h;
      const double up = loss_at(config, params, tables, batch);
      params[at] = saved - h;
      const double down = loss_at(config, params, tables, batch);
      params[at] = saved;
      const double numeric = (up - down) / (2 * h);
      worst = std::max(worst, std::fabs(numeric - analytic[at]) / (1e-3 + std::fabs(numeric)));
    }
    CHECK(worst < 1e-5);  // |numeric - analytic| < 1e-8 + 1e-5 |numeric|
    for (int direction = 0; direction < 2; ++direction) {
      std::vector<double> v(size_t(tensor.rows * tensor.cols));
      for (double& x : v) x = rng.uniform();
      std::vector<double> up = params, down = params;
      double along = 0;
      for (size_t j = 0; j < v.size(); ++j) {
        up[size_t(tensor.offset) + j] += h * v[j];
        down[size_t(tensor.offset) + j] -= h * v[j];
        along += v[j] * analytic[size_t(tensor.offset) + j];
      }
      const double numeric =
          (loss_at(config, up, tables, batch) - loss_at(config, down, tables, batch)) / (2 * h);
      INFO("direction " << direction << ": numeric " << numeric << ", analytic " << along);
      CHECK(std::fabs(numeric - along) < 1e-8 + 1e-5 * std::fabs(numeric));
    }
  }
}

// The softmax of -m |r - j| over j < keys, n values (0 past keys): ALiBi's weights when q.K = 0.
std::vector<double> alibi_weights(double slope, int reader, int keys, int n) {
  std::vector<double> a(size_t(n), 0.0);
  double sum = 0;
  for (int j = 0; j < keys; ++j) sum += std::exp(-slope * std::abs(reader - j));
  for (int j = 0; j < keys; ++j) a[size_t(j)] = std::exp(-slope * std::abs(reader - j)) / sum;
  return a;
}

}  // namespace

TEST_CASE("the forward pass matches a float64 reference written from the documented maths",
          "[lab][model]") {
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::sinusoidal,
                                    pe::LabKind::learned, pe::LabKind::rope, pe::LabKind::alibi);
  const bool causal = GENERATE(false, true);
  const int heads = GENERATE(1, 2, 4, 8);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  INFO("kind " << name_of(kind) << (causal ? ", causal" : ", bidirectional") << ", " << heads
               << " heads, task " << name_of(task));
  const pe::LabConfig config = make_config(kind, causal, heads, task);
  const std::vector<double> params = untrained_parameters(3);
  const std::vector<pe::LabSentence> batch = check_batch(task);
  const pe::LabTables<double> tables = pe::lab_tables_double(heads, pe::lab_default_rope(heads));
  pe::LabWorkspace<double> ws;
  const pe::LabBatchStats stats =
      pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws);
  const Reference ref = reference_forward(config, params, batch, default_frequencies(heads), 1.0);
  CHECK_THAT(stats.loss, WithinAbs(ref.loss, 1e-12 * (1 + ref.loss)));
  const int rows = ws.offsets.back();
  int correct = 0;
  for (size_t b = 0; b < batch.size(); ++b) {
    const int n = static_cast<int>(batch[b].tokens.size());
    REQUIRE(ws.offsets[b + 1] - ws.offsets[b] == n);
    for (int h = 0; h < heads; ++h) {
      for (int j = 0; j < n; ++j) {
        const double got = ws.attention[size_t(h * rows + ws.offsets[b] + j)];
        CHECK_THAT(got, WithinAbs(ref.attention[b][size_t(h * n + j)], 1e-12));
      }
    }
    for (size_t k = 0; k < 8; ++k) {
      CHECK_THAT(ws.probabilities[b * 8 + k], WithinAbs(ref.probabilities[b][k], 1e-12));
    }
    const auto& p = ref.probabilities[b];
    correct += std::max_element(p.begin(), p.end()) - p.begin() == batch[b].agent;
  }
  CHECK(stats.correct == correct);
}

TEST_CASE("the forward pass under a stretched RoPE matches the float64 reference", "[lab][model]") {
  const char* scaling = GENERATE("pi", "yarn");
  const int heads = GENERATE(1, 4);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  INFO(scaling << ", " << heads << " heads, task " << name_of(task));
  const pe::LabRope rope = stretched_rope(scaling, heads);
  // the frequencies themselves, written out: pi halves every theta_i; yarn's factor 0.1 ln 2 + 1
  const std::vector<double> theta = default_frequencies(heads);
  REQUIRE(rope.frequencies.size() == theta.size());
  if (std::string(scaling) == "pi") {
    for (size_t i = 0; i < theta.size(); ++i) {
      CHECK_THAT(rope.frequencies[i], WithinAbs(theta[i] / 2, 1e-15));
    }
    CHECK(rope.attention_factor == 1.0);
  } else {
    CHECK_THAT(rope.attention_factor, WithinAbs(0.1 * std::log(2.0) + 1, 1e-15));
  }
  const pe::LabConfig config = make_config(pe::LabKind::rope, false, heads, task);
  const std::vector<double> params = untrained_parameters(4);
  const std::vector<pe::LabSentence> batch = long_batch(task);
  const double loss = loss_at(config, params, pe::lab_tables_double(heads, rope), batch);
  const Reference ref =
      reference_forward(config, params, batch, rope.frequencies, rope.attention_factor);
  CHECK_THAT(loss, WithinAbs(ref.loss, 1e-12 * (1 + ref.loss)));
  // and the stretch changes something (the model's own rotation gives another loss)
  CHECK(std::fabs(loss - loss_at(config, params,
                                 pe::lab_tables_double(heads, pe::lab_default_rope(heads)),
                                 batch)) > 1e-6);
}

TEST_CASE("YaRN's attention factor f scales the scores by f^2", "[lab][model]") {
  // q and every key are multiplied by f, so q.K by f^2: the same as W_Q times f^2 and no factor.
  const int heads = GENERATE(1, 4);
  const pe::LabRope yarn = stretched_rope("yarn", heads);
  const double f = yarn.attention_factor;
  REQUIRE(f > 1.05);
  pe::LabRope plain = yarn;
  plain.attention_factor = 1;
  const pe::LabConfig config = make_config(pe::LabKind::rope, false, heads, pe::LabTask::far);
  const std::vector<double> params = untrained_parameters(6);
  std::vector<double> scaled = params;
  const pe::LabTensor& wq = pe::kLabTensors[pe::kLabWQ];
  for (int j = 0; j < wq.rows * wq.cols; ++j) scaled[size_t(wq.offset + j)] *= f * f;
  const std::vector<pe::LabSentence> batch = long_batch(pe::LabTask::far);
  pe::LabWorkspace<double> a, b;
  const double with_factor =
      pe::lab_forward(config, params.data(), pe::lab_tables_double(heads, yarn),
                      pe::lab_kernels_double(), batch, a)
          .loss;
  const double with_weights =
      pe::lab_forward(config, scaled.data(), pe::lab_tables_double(heads, plain),
                      pe::lab_kernels_double(), batch, b)
          .loss;
  CHECK_THAT(with_factor, WithinAbs(with_weights, 1e-12));
  REQUIRE(a.attention.size() == b.attention.size());
  for (size_t j = 0; j < a.attention.size(); ++j) {
    CHECK_THAT(a.attention[j], WithinAbs(b.attention[j], 1e-12));
  }
}

TEST_CASE("the tables hold the core's sinusoids, each head's RoPE lanes and ALiBi's slopes",
          "[lab][model]") {
  const int heads = GENERATE(1, 2, 4, 8);
  const bool yarn = GENERATE(false, true);
  const pe::LabRope rope = yarn ? stretched_rope("yarn", heads) : pe::lab_default_rope(heads);
  const double f = rope.attention_factor;
  const std::vector<double> theta = default_frequencies(heads);
  if (!yarn) {
    REQUIRE(rope.frequencies.size() == theta.size());
    for (size_t i = 0; i < theta.size(); ++i)
      CHECK_THAT(rope.frequencies[i], WithinAbs(theta[i], 1e-15));
    CHECK(f == 1.0);
  }
  const pe::LabTables<double> t = pe::lab_tables_double(heads, rope);
  const pe::LabTables<float> tf = pe::lab_tables_float(pe::KernelPath::fast, heads, rope);
  REQUIRE(t.rope_cos.size() == 64 * 32);
  REQUIRE(t.sinusoidal.size() == 64 * 32);
  const int pairs = kD / heads / 2;
  double worst = 0, worst_float = 0;
  for (int pos = 0; pos < 64; ++pos) {
    for (int lane = 0; lane < kD; ++lane) {
      const size_t at = size_t(pos * kD + lane);
      worst = std::max(worst, std::fabs(t.sinusoidal[at] - closed_form::pe(pos, lane, kD, 10000)));
      worst_float = std::max(worst_float, std::fabs(tf.sinusoidal[at] - t.sinusoidal[at]));
      // lane pair i of the row is pair i mod (d_head / 2) of its head
      const double angle = pos * rope.frequencies[size_t((lane / 2) % pairs)];
      const double sign = lane % 2 == 0 ? -1 : 1;
      worst = std::max(worst, std::fabs(t.rope_cos[at] - f * std::cos(angle)));
      worst = std::max(worst, std::fabs(t.rope_sin[at] - sign * f * std::sin(angle)));
      worst = std::max(worst, std::fabs(t.rope_sin_back[at] + sign * f * std::sin(angle)));
      worst_float = std::max(worst_float, std::fabs(tf.rope_cos[at] - t.rope_cos[at]));
      worst_float = std::max(worst_float, std::fabs(tf.rope_sin[at] - t.rope_sin[at]));
    }
  }
  CHECK(worst < 1e-12);
  CHECK(worst_float < 1e-5);
  REQUIRE(t.alibi_slopes.size() == size_t(heads));
  for (int h = 1; h <= heads; ++h) {
    CHECK_THAT(t.alibi_slopes[size_t(h - 1)], WithinAbs(std::pow(2.0, -8.0 * h / heads), 1e-15));
  }
}

TEST_CASE("the backward pass matches float64 central differences", "[lab][gradient]") {
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::sinusoidal,
                                    pe::LabKind::learned, pe::LabKind::rope, pe::LabKind::alibi);
  const bool causal = GENERATE(false, true);
  const int heads = GENERATE(1, 4);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  INFO("kind " << name_of(kind) << (causal ? ", causal" : ", bidirectional") << ", " << heads
               << " heads, task " << name_of(task));
  const pe::LabConfig config = make_config(kind, causal, heads, task);
  const std::vector<float> trained = trained_parameters(config);
  check_gradient(config, std::vector<double>(trained.begin(), trained.end()),
                 pe::lab_tables_double(heads, pe::lab_default_rope(heads)), check_batch(task));
}

TEST_CASE("the backward pass matches central differences with 2 and 8 heads", "[lab][gradient]") {
  const pe::LabKind kind = GENERATE(pe::LabKind::sinusoidal, pe::LabKind::rope, pe::LabKind::alibi);
  const int heads = GENERATE(2, 8);
  const bool causal = GENERATE(false, true);
  INFO("kind " << name_of(kind) << ", " << heads << " heads" << (causal ? ", causal" : ""));
  const pe::LabConfig config = make_config(kind, causal, heads, pe::LabTask::far);
  const std::vector<float> trained = trained_parameters(config);
  check_gradient(config, std::vector<double>(trained.begin(), trained.end()),
                 pe::lab_tables_double(heads, pe::lab_default_rope(heads)),
                 check_batch(pe::LabTask::far));
}

TEST_CASE("the backward pass matches central differences under a stretched RoPE",
          "[lab][gradient]") {
  const char* scaling = GENERATE("pi", "yarn");
  const int heads = GENERATE(1, 4);
  const bool causal = GENERATE(false, true);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  INFO(scaling << ", " << heads << " heads" << (causal ? ", causal" : "") << ", task "
               << name_of(task));
  const pe::LabRope rope = stretched_rope(scaling, heads);
  const pe::LabConfig config = make_config(pe::LabKind::rope, causal, heads, task);
  const std::vector<float> trained = trained_parameters(config, &rope);
  check_gradient(config, std::vector<double>(trained.begin(), trained.end()),
                 pe::lab_tables_double(heads, rope), long_batch(task));
}

TEST_CASE("float32 gradients agree with the float64 ones to float precision", "[lab][gradient]") {
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::sinusoidal,
                                    pe::LabKind::learned, pe::LabKind::rope, pe::LabKind::alibi);
  const bool causal = GENERATE(false, true);
  const int heads = GENERATE(1, 4);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  const pe::KernelPath path = GENERATE(pe::KernelPath::fast, pe::KernelPath::scalar);
  INFO("kind " << name_of(kind) << (causal ? ", causal" : "") << ", " << heads << " heads, task "
               << name_of(task)
               << (path == pe::KernelPath::fast ? ", fast path" : ", scalar path"));
  const pe::LabConfig config = make_config(kind, causal, heads, task);
  const std::vector<float> trained = trained_parameters(config);
  const std::vector<pe::LabSentence> batch = check_batch(task);
  const pe::LabRope rope = pe::lab_default_rope(heads);

  pe::LabWorkspace<float> ws_float;
  std::vector<float> g_float(pe::kLabParameterCount);
  const pe::LabTables<float> tables_float = pe::lab_tables_float(path, heads, rope);
  const pe::LabKernels<float> kernels = pe::lab_kernels(path);
  const double loss_float =
      pe::lab_forward(config, trained.data(), tables_float, kernels, batch, ws_float).loss;
  pe::lab_backward(config, trained.data(), tables_float, kernels, batch, ws_float, g_float.data());

  const std::vector<double> params(trained.begin(), trained.end());
  const pe::LabTables<double> tables = pe::lab_tables_double(heads, rope);
  pe::LabWorkspace<double> ws;
  std::vector<double> g_double(pe::kLabParameterCount);
  const double loss_double =
      pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws).loss;
  pe::lab_backward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws,
                   g_double.data());

  CHECK_THAT(loss_float, WithinAbs(loss_double, 1e-5 * (1 + loss_double)));
  for (const pe::LabTensor& tensor : pe::kLabTensors) {
    INFO("tensor " << tensor.name);
    double worst = 0, largest = 0;
    for (int j = 0; j < tensor.rows * tensor.cols; ++j) {
      const size_t at = static_cast<size_t>(tensor.offset + j);
      worst = std::max(worst, std::fabs(g_float[at] - g_double[at]));
      largest = std::max(largest, std::fabs(g_double[at]));
    }
    // float32 has 24 bits (6e-8); a few hundred roundings along the chain stay under 1e-5.
    CHECK(worst <= 1e-5 * largest + 1e-9);
  }
}

TEST_CASE("with q.K = 0, ALiBi's head h weighs key j by softmax(-m_h |r - j|)", "[lab][model]") {
  // m_h = 2^(-8h/H), h = 1..H (Press et al.), written out here.
  const int heads = GENERATE(1, 2, 4, 8);
  const bool causal = GENERATE(false, true);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  INFO(heads << " heads" << (causal ? ", causal" : "") << ", task " << name_of(task));
  const pe::LabConfig config = make_config(pe::LabKind::alibi, causal, heads, task);
  std::vector<double> params = untrained_parameters(8);
  for (pe::LabTensorId id : {pe::kLabWQ, pe::kLabWK}) {
    const pe::LabTensor& t = pe::kLabTensors[id];
    std::fill(params.begin() + t.offset, params.begin() + t.offset + t.rows * t.cols, 0.0);
  }
  const std::vector<float> params_float(params.begin(), params.end());
  pe::SplitMix64 rng(21);
  const std::vector<pe::LabSentence> batch = {pe::draw_task_sentence(rng, 9, task),
                                              pe::draw_task_sentence(rng, 40, task),
                                              pe::draw_task_sentence(rng, 64, task)};
  pe::LabWorkspace<double> ws;
  pe::lab_forward(config, params.data(), pe::lab_tables_double(heads, pe::lab_default_rope(heads)),
                  pe::lab_kernels_double(), batch, ws);
  pe::LabWorkspace<float> wsf;
  pe::lab_forward(config, params_float.data(),
                  pe::lab_tables_float(pe::KernelPath::fast, heads, pe::lab_default_rope(heads)),
                  pe::lab_kernels(pe::KernelPath::fast), batch, wsf);
  const int rows = ws.offsets.back();
  for (size_t b = 0; b < batch.size(); ++b) {
    const int n = static_cast<int>(batch[b].tokens.size()), r = batch[b].reader;
    for (int h = 1; h <= heads; ++h) {
      const std::vector<double> expect =
          alibi_weights(std::pow(2.0, -8.0 * h / heads), r, causal ? r + 1 : n, n);
      double worst = 0, worst_float = 0;
      for (int j = 0; j < n; ++j) {
        const size_t at = size_t((h - 1) * rows + ws.offsets[b] + j);
        worst = std::max(worst, std::fabs(ws.attention[at] - expect[size_t(j)]));
        worst_float = std::max(worst_float, std::fabs(wsf.attention[at] - expect[size_t(j)]));
      }
      INFO("sentence " << b << " (n " << n << ", reader " << r << "), head " << h);
      CHECK(worst < 1e-14);
      CHECK(worst_float < 1e-6);
    }
  }
}

TEST_CASE("ALiBi shifts each head's log-weights by -m_h |r - j| against no position",
          "[lab][model]") {
  // With the same weights, alibi's scores are none's minus m_h |r - j|: log a_alibi - log a_none
  // is -m_h |r - j| plus a constant per head (the two softmax denominators).
  const int heads = GENERATE(1, 4, 8);
  const std::vector<double> params = untrained_parameters(9);
  pe::SplitMix64 rng(22);
  const std::vector<pe::LabSentence> batch = {pe::draw_task_sentence(rng, 30, pe::LabTask::far)};
  const pe::LabTables<double> tables = pe::lab_tables_double(heads, pe::lab_default_rope(heads));
  pe::LabWorkspace<double> alibi, none;
  pe::lab_forward(make_config(pe::LabKind::alibi, false, heads, pe::LabTask::far), params.data(),
                  tables, pe::lab_kernels_double(), batch, alibi);
  pe::lab_forward(make_config(pe::LabKind::none, false, heads, pe::LabTask::far), params.data(),
                  tables, pe::lab_kernels_double(), batch, none);
  const int n = 30, r = batch[0].reader;
  REQUIRE(r == n - 1);
  for (int h = 1; h <= heads; ++h) {
    const double m = std::pow(2.0, -8.0 * h / heads);
    const size_t row = size_t((h - 1) * n);
    const double c =
        std::log(alibi.attention[row + size_t(r)]) - std::log(none.attention[row + size_t(r)]);
    double worst = 0;
    for (int j = 0; j < n; ++j) {
      const double shift =
          std::log(alibi.attention[row + size_t(j)]) - std::log(none.attention[row + size_t(j)]);
      worst = std::max(worst, std::fabs(shift - c + m * std::abs(r - j)));
    }
    INFO("head " << h);
    CHECK(worst < 1e-10);
  }
}

TEST_CASE("predict's head weights: rows sum to 1, the causal mask, their mean", "[lab][model]") {
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::rope, pe::LabKind::alibi);
  const bool causal = GENERATE(false, true);
  const int heads = GENERATE(1, 2, 4, 8);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  INFO("kind " << name_of(kind) << (causal ? ", causal" : "") << ", " << heads << " heads, task "
               << name_of(task));
  pe::LabModel model(make_config(kind, causal, heads, task), 1, 1e-2, 16);
  for (int s = 0; s < 3; ++s) model.train_step();
  pe::SplitMix64 rng(5);
  const pe::LabSentence s = pe::draw_task_sentence(rng, 20, task);
  const pe::LabModel::Prediction p = model.predict(s);
  const size_t n = s.tokens.size();
  REQUIRE(p.attention.size() == n);
  REQUIRE(p.head_attention.size() == size_t(heads) * n);
  REQUIRE(p.probabilities.size() == 8);
  for (int h = 0; h < heads; ++h) {
    INFO("head " << h);
    double sum = 0;
    for (size_t j = 0; j < n; ++j) {
      const float a = p.head_attention[size_t(h) * n + j];
      sum += a;
      if (causal && j > size_t(s.reader)) {
        CHECK(a == 0.0f);
      } else {
        CHECK(a > 0.0f);
      }
    }
    CHECK_THAT(sum, WithinAbs(1.0, 1e-6));
  }
  double total = 0;
  for (size_t j = 0; j < n; ++j) {
    double mean = 0;
    for (int h = 0; h < heads; ++h) mean += p.head_attention[size_t(h) * n + j];
    CHECK_THAT(p.attention[j], WithinAbs(mean / heads, 1e-7));
    total += p.attention[j];
  }
  CHECK_THAT(total, WithinAbs(1.0, 1e-6));
  double probability = 0;
  for (float x : p.probabilities) probability += x;
  CHECK_THAT(probability, WithinAbs(1.0, 1e-6));
  CHECK(p.noun ==
        std::max_element(p.probabilities.begin(), p.probabilities.end()) - p.probabilities.begin());
  // predict is the float forward pass at the model's parameters, within float rounding of float64
  const std::vector<double> params(model.parameters().begin(), model.parameters().end());
  const Reference ref =
      reference_forward(model.config(), params, {s}, default_frequencies(heads), 1);
  for (size_t j = 0; j < p.head_attention.size(); ++j) {
    CHECK_THAT(p.head_attention[j], WithinAbs(ref.attention[0][j], 2e-5));
  }
  for (size_t k = 0; k < 8; ++k)
    CHECK_THAT(p.probabilities[k], WithinAbs(ref.probabilities[0][k], 2e-5));
}

TEST_CASE("heads split lanes: permuting the heads' blocks permutes their weights", "[lab][model]") {
  // Moving head g's lanes of W_Q, W_K, W_V (columns) and of W_O (rows) to head pi(g) renames the
  // heads and changes nothing else, for every kind whose heads are alike (not ALiBi's slopes).
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::learned, pe::LabKind::rope);
  const int heads = GENERATE(2, 4, 8);
  INFO("kind " << name_of(kind) << ", " << heads << " heads");
  const int dh = kD / heads;
  auto target = [&](int g) { return (g + 1) % heads; };  // a cyclic shift of the heads
  const std::vector<double> params = untrained_parameters(10);
  std::vector<double> moved = params;
  for (pe::LabTensorId id : {pe::kLabWQ, pe::kLabWK, pe::kLabWV, pe::kLabWO}) {
    const pe::LabTensor& t = pe::kLabTensors[id];
    for (int row = 0; row < kD; ++row) {
      for (int col = 0; col < kD; ++col) {
        const int lane = id == pe::kLabWO ? row : col;
        const int to = target(lane / dh) * dh + lane % dh;
        const int to_row = id == pe::kLabWO ? to : row, to_col = id == pe::kLabWO ? col : to;
        moved[size_t(t.offset + to_row * kD + to_col)] = params[size_t(t.offset + row * kD + col)];
      }
    }
  }
  const pe::LabConfig config = make_config(kind, true, heads, pe::LabTask::local);
  const std::vector<pe::LabSentence> batch = check_batch(pe::LabTask::local);
  const pe::LabTables<double> tables = pe::lab_tables_double(heads, pe::lab_default_rope(heads));
  pe::LabWorkspace<double> a, b;
  const double loss_a =
      pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), batch, a).loss;
  const double loss_b =
      pe::lab_forward(config, moved.data(), tables, pe::lab_kernels_double(), batch, b).loss;
  CHECK_THAT(loss_b, WithinAbs(loss_a, 1e-12));
  const size_t rows = size_t(a.offsets.back());
  double worst = 0;
  for (int g = 0; g < heads; ++g) {
    for (size_t j = 0; j < rows; ++j) {
      worst = std::max(worst, std::fabs(b.attention[size_t(target(g)) * rows + j] -
                                        a.attention[size_t(g) * rows + j]));
    }
  }
  CHECK(worst < 1e-12);
  // and the heads differ from each other, so that the check above is not vacuous
  double spread = 0;
  for (size_t j = 0; j < rows; ++j)
    spread = std::max(spread, std::fabs(a.attention[j] - a.attention[rows + j]));
  CHECK(spread > 1e-3);
}

TEST_CASE("train_step and evaluate use the rotation they are given", "[lab][model]") {
  // The loss train_step reports is the float forward pass of the step's batch at the parameters
  // before the step, under the rotation asked for: the stretched one, then the model's own, then
  // another stretched one (the model keeps one stretched table and rebuilds it when asked).
  const int heads = GENERATE(1, 4);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  const pe::LabConfig config = make_config(pe::LabKind::rope, false, heads, task);
  pe::LabModel model(config, 12, 1e-2, 8);
  const pe::LabRope pi = stretched_rope("pi", heads), yarn = stretched_rope("yarn", heads);
  const pe::LabLengths lengths{17, 32};
  const pe::LabRope* ropes[] = {&pi, nullptr, &yarn, &pi};
  const pe::LabKernels<float> kernels = pe::lab_kernels(pe::KernelPath::fast);
  for (int step = 0; step < 4; ++step) {
    INFO("step " << step);
    const std::vector<float> before = model.parameters();
    const pe::LabRope* rope = ropes[step];
    const pe::LabTables<float> tables = pe::lab_tables_float(
        pe::KernelPath::fast, heads, rope ? *rope : pe::lab_default_rope(heads));
    const std::vector<pe::LabSentence> batch =
        pe::lab_training_batch(12, std::uint64_t(step), 8, task, lengths);
    for (const pe::LabSentence& s : batch) {
      CHECK(s.tokens.size() >= 17);
      CHECK(s.tokens.size() <= 32);
    }
    pe::LabWorkspace<float> ws;
    const double expect = pe::lab_forward(config, before.data(), tables, kernels, batch, ws).loss;
    CHECK(model.train_step(lengths, rope).loss == expect);
    CHECK(model.step() == step + 1);
    CHECK(model.parameters() != before);
  }
  // evaluate: the accuracy is that of the float forward pass on the test set, under the rotation
  const std::vector<pe::LabSentence> test = pe::lab_test_set(32, 64, task);
  for (const pe::LabRope* rope : {&yarn, static_cast<const pe::LabRope*>(nullptr), &pi}) {
    const pe::LabTables<float> tables = pe::lab_tables_float(
        pe::KernelPath::fast, heads, rope ? *rope : pe::lab_default_rope(heads));
    pe::LabWorkspace<float> ws;
    const int correct =
        pe::lab_forward(config, model.parameters().data(), tables, kernels, test, ws).correct;
    const pe::LabModel::Evaluation e = model.evaluate(32, 64, rope);
    CHECK(e.accuracy == correct / 64.0);
    CHECK(e.chance == 0.5);
  }
}

TEST_CASE("a workspace used before gives the gradient a fresh one gives", "[lab][gradient]") {
  // The model keeps one workspace for every batch. A causal batch read at the verbs masks keys
  // that a batch read at the end (same lengths, so the same rows) attended to: nothing of the
  // first batch may leak into the second's gradient.
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::rope, pe::LabKind::alibi);
  const int heads = GENERATE(1, 4);
  INFO("kind " << name_of(kind) << ", " << heads << " heads");
  const pe::LabConfig config = make_config(kind, true, heads, pe::LabTask::local);
  pe::LabModel used(config, 14, 1e-2, 16), fresh(config, 14, 1e-2, 16);
  std::vector<float> first, second, expect;
  used.gradient(check_batch(pe::LabTask::far), first);
  used.gradient(check_batch(pe::LabTask::local), second);
  fresh.gradient(check_batch(pe::LabTask::local), expect);
  CHECK(first != second);
  CHECK(second == expect);
  // and the float64 pass agrees, each from its own workspace
  const std::vector<double> params(used.parameters().begin(), used.parameters().end());
  const pe::LabTables<double> tables = pe::lab_tables_double(heads, pe::lab_default_rope(heads));
  pe::LabWorkspace<double> ws;
  std::vector<double> g(pe::kLabParameterCount), g_again(pe::kLabParameterCount);
  for (pe::LabTask task : {pe::LabTask::far, pe::LabTask::local}) {
    pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), check_batch(task), ws);
    pe::lab_backward(config, params.data(), tables, pe::lab_kernels_double(), check_batch(task), ws,
                     g.data());
  }
  pe::LabWorkspace<double> ws_fresh;
  const std::vector<pe::LabSentence> local = check_batch(pe::LabTask::local);
  pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), local, ws_fresh);
  pe::lab_backward(config, params.data(), tables, pe::lab_kernels_double(), local, ws_fresh,
                   g_again.data());
  CHECK(g == g_again);
}

TEST_CASE("the same seed gives the same loss curve, and other seeds another", "[lab][model]") {
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::rope, pe::LabKind::alibi);
  const pe::LabTask task = GENERATE(pe::LabTask::local, pe::LabTask::far);
  const pe::LabConfig config = make_config(kind, false, 4, task);
  auto curve = [&](std::uint32_t seed) {
    pe::LabModel model(config, seed, 1e-2, 16);
    std::vector<double> losses;
    for (int s = 0; s < 40; ++s) losses.push_back(model.train_step().loss);
    return losses;
  };
  const std::vector<double> first = curve(9), again = curve(9), other = curve(10);
  CHECK(first == again);
  CHECK(first != other);
}

TEST_CASE("SIMD and scalar kernels give the same loss curve to float rounding", "[lab][model]") {
  const pe::LabKind kind = GENERATE(pe::LabKind::none, pe::LabKind::sinusoidal,
                                    pe::LabKind::learned, pe::LabKind::rope, pe::LabKind::alibi);
  const int heads = GENERATE(1, 4);
  const pe::LabConfig config = make_config(kind, false, heads, pe::LabTask::local);
  pe::LabModel fast(config, 3, 1e-2, 16, pe::KernelPath::fast);
  pe::LabModel scalar(config, 3, 1e-2, 16, pe::KernelPath::scalar);
  for (int s = 0; s < 100; ++s) {
    const double a = fast.train_step().loss, b = scalar.train_step().loss;
    INFO("kind " << name_of(kind) << ", " << heads << " heads, step " << s);
    REQUIRE_THAT(a, WithinAbs(b, 1e-3 * (1 + b)));
  }
}

TEST_CASE("every kind starts from the same seeded weights, with the documented spread",
          "[lab][model]") {
  const std::vector<float> a = pe::lab_initial_parameters(42);
  CHECK(a == pe::lab_initial_parameters(42));
  CHECK(a != pe::lab_initial_parameters(43));
  for (pe::LabKind kind : kKinds) {
    for (int heads : {1, 8}) {
      for (pe::LabTask task : {pe::LabTask::local, pe::LabTask::far}) {
        CHECK(pe::LabModel(make_config(kind, false, heads, task), 42, 1e-2, 16).parameters() == a);
      }
    }
  }
  // The first values of E and of W_Q, from SplitMix64 and Box-Muller written out (model.hpp): E's
  // first Gaussian uses draws 1 and 2; W_Q's first comes after (27 + 16) * 32 Gaussians of E and P.
  closed_form::SplitMix64 rng(42);
  auto gaussian = [&] {
    const double u1 = static_cast<double>((rng.next() >> 11) + 1) / 9007199254740992.0;
    const double u2 = static_cast<double>(rng.next() >> 11) / 9007199254740992.0;
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2 * std::acos(-1.0) * u2);
  };
  CHECK(a[0] == static_cast<float>(0.3 * gaussian()));
  for (int j = 1; j < (27 + 16) * 32; ++j) gaussian();
  CHECK(a[size_t(pe::kLabTensors[pe::kLabWQ].offset)] ==
        static_cast<float>((1.0 / std::sqrt(32.0)) * gaussian()));

  // Sample standard deviations: 0.3 for E and P, 1/sqrt(32) for the matrices, 0 for b_r. With
  // 1376 .. 4352 samples the sampling error of a std is about std / sqrt(2N) (< 2%).
  const std::vector<float> big = pe::lab_initial_parameters(7);
  auto spread = [&](std::initializer_list<pe::LabTensorId> ids) {
    double sum = 0, squares = 0;
    int n = 0;
    for (pe::LabTensorId id : ids) {
      const pe::LabTensor& t = pe::kLabTensors[id];
      for (int j = 0; j < t.rows * t.cols; ++j) {
        const double x = big[static_cast<size_t>(t.offset + j)];
        sum += x;
        squares += x * x;
        ++n;
      }
    }
    return std::sqrt(squares / n - (sum / n) * (sum / n));
  };
  CHECK_THAT(spread({pe::kLabE, pe::kLabP}), WithinAbs(0.3, 0.3 * 0.08));
  const double matrix_std = 1 / std::sqrt(32.0);
  CHECK_THAT(spread({pe::kLabWQ, pe::kLabWK, pe::kLabWV, pe::kLabWO, pe::kLabWR}),
             WithinAbs(matrix_std, matrix_std * 0.08));
  const pe::LabTensor& bias = pe::kLabTensors[pe::kLabBR];
  for (int j = 0; j < bias.cols; ++j) CHECK(big[static_cast<size_t>(bias.offset + j)] == 0.0f);
}

TEST_CASE("the parameter tensors tile the flat vector in the documented order", "[lab][model]") {
  // embeddings 27 x 32, positions 16 x 32, wQ wK wV wO 32 x 32, readout 32 x 8, readoutBias 8
  const int shapes[][2] = {{27, 32}, {16, 32}, {32, 32}, {32, 32},
                           {32, 32}, {32, 32}, {32, 8},  {1, 8}};
  const char* names[] = {"embeddings", "positions", "wQ",      "wK",
                         "wV",         "wO",        "readout", "readoutBias"};
  int offset = 0, id = 0;
  for (const pe::LabTensor& t : pe::kLabTensors) {
    INFO("tensor " << id);
    CHECK(t.offset == offset);
    CHECK(t.rows == shapes[id][0]);
    CHECK(t.cols == shapes[id][1]);
    CHECK(std::string(t.name) == names[id]);
    offset += t.rows * t.cols;
    ++id;
  }
  CHECK(offset == pe::kLabParameterCount);
  CHECK(offset == 5736);
}
