// The lab's model: the manual backward pass against float64 central differences of every parameter
// tensor (each kind, causal on and off), float32 gradients against the float64 ones, determinism,
// and the seeded initialisation.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "pe/lab/model.hpp"
#include "pe/splitmix.hpp"

using Catch::Matchers::WithinAbs;

namespace {

const pe::PositionKind kKinds[] = {pe::PositionKind::none, pe::PositionKind::sinusoidal,
                                   pe::PositionKind::learned, pe::PositionKind::rope};

const char* name_of(pe::PositionKind kind) {
  switch (kind) {
    case pe::PositionKind::sinusoidal:
      return "sinusoidal";
    case pe::PositionKind::learned:
      return "learned";
    case pe::PositionKind::rope:
      return "rope";
    default:
      return "none";
  }
}

// A batch of 3 sentences of different lengths (<= 16, so the learned table has every row), the
// verb away from both ends.
std::vector<pe::LabSentence> check_batch() {
  pe::SplitMix64 rng(77);
  return {pe::draw_sentence(rng, 7), pe::draw_sentence(rng, 12), pe::draw_sentence(rng, 16)};
}

// Parameters after a few training steps, so that no tensor sits at its initial symmetry.
std::vector<float> trained_parameters(const pe::LabConfig& config) {
  pe::LabModel model(config, 5, 1e-2, 16);
  for (int s = 0; s < 20; ++s) model.train_step();
  return model.parameters();
}

double loss_at(const pe::LabConfig& config, const std::vector<double>& params,
               const pe::LabTables<double>& tables, const std::vector<pe::LabSentence>& batch) {
  pe::LabWorkspace<double> ws;
  return pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws).loss;
}

}  // namespace

TEST_CASE("the backward pass matches float64 central differences of every parameter",
          "[lab][gradient]") {
  const pe::PositionKind kind = GENERATE(pe::PositionKind::none, pe::PositionKind::sinusoidal,
                                         pe::PositionKind::learned, pe::PositionKind::rope);
  const bool causal = GENERATE(false, true);
  INFO("kind " << name_of(kind) << (causal ? ", causal" : ", bidirectional"));
  pe::LabConfig config;
  config.kind = kind;
  config.causal = causal;
  const std::vector<float> trained = trained_parameters(config);
  std::vector<double> params(trained.begin(), trained.end());
  const pe::LabTables<double> tables = pe::lab_tables_double();
  const std::vector<pe::LabSentence> batch = check_batch();

  pe::LabWorkspace<double> ws;
  std::vector<double> analytic(pe::kLabParameterCount);
  pe::lab_forward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws);
  pe::lab_backward(config, params.data(), tables, pe::lab_kernels_double(), batch, ws,
                   analytic.data());

  // (L(p + h) - L(p - h)) / 2h: error O(h^2) from the Taylor series plus ~1e-16 / h from rounding,
  // both far below the tolerance at h = 1e-6.
  const double h = 1e-6;
  for (const pe::LabTensor& tensor : pe::kLabTensors) {
    INFO("tensor " << tensor.name);
    double worst = 0, largest = 0;
    for (int j = 0; j < tensor.rows * tensor.cols; ++j) {
      const size_t at = static_cast<size_t>(tensor.offset + j);
      const double saved = params[at];
      params[at] = saved + h;
      const double up = loss_at(config, params, tables, batch);
      params[at] = saved - h;
      const double down = loss_at(config, params, tables, batch);
      params[at] = saved;
      const double numeric = (up - down) / (2 * h);
      worst = std::max(worst, std::fabs(numeric - analytic[at]) / (1e-3 + std::fabs(numeric)));
      largest = std::max(largest, std::fabs(analytic[at]));
    }
    CHECK(worst < 1e-5);  // |numeric - analytic| < 1e-8 + 1e-5 |numeric|
    // A tensor the kind uses has a real gradient (the learned table only for "learned").
    if (tensor.offset == pe::kLabTensors[pe::kLabP].offset && kind != pe::PositionKind::learned) {
      CHECK(largest == 0.0);
    } else {
      CHECK(largest > 1e-4);
    }
  }
}

TEST_CASE("float32 gradients agree with the float64 ones to float precision", "[lab][gradient]") {
  const pe::PositionKind kind = GENERATE(pe::PositionKind::none, pe::PositionKind::sinusoidal,
                                         pe::PositionKind::learned, pe::PositionKind::rope);
  const bool causal = GENERATE(false, true);
  const pe::KernelPath path = GENERATE(pe::KernelPath::fast, pe::KernelPath::scalar);
  INFO("kind " << name_of(kind) << (causal ? ", causal" : "")
               << (path == pe::KernelPath::fast ? ", fast path" : ", scalar path"));
  pe::LabConfig config;
  config.kind = kind;
  config.causal = causal;
  const std::vector<float> trained = trained_parameters(config);
  const std::vector<pe::LabSentence> batch = check_batch();

  pe::LabWorkspace<float> ws_float;
  std::vector<float> g_float(pe::kLabParameterCount);
  const pe::LabTables<float> tables_float = pe::lab_tables_float(path);
  const pe::LabKernels<float> kernels = pe::lab_kernels(path);
  const double loss_float =
      pe::lab_forward(config, trained.data(), tables_float, kernels, batch, ws_float).loss;
  pe::lab_backward(config, trained.data(), tables_float, kernels, batch, ws_float, g_float.data());

  const std::vector<double> params(trained.begin(), trained.end());
  const pe::LabTables<double> tables = pe::lab_tables_double();
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

TEST_CASE("the same seed gives the same loss curve, and other seeds another", "[lab][model]") {
  const pe::PositionKind kind = GENERATE(pe::PositionKind::none, pe::PositionKind::rope);
  pe::LabConfig config;
  config.kind = kind;
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
  const pe::PositionKind kind = GENERATE(pe::PositionKind::none, pe::PositionKind::sinusoidal,
                                         pe::PositionKind::learned, pe::PositionKind::rope);
  pe::LabConfig config;
  config.kind = kind;
  pe::LabModel fast(config, 3, 1e-2, 16, pe::KernelPath::fast);
  pe::LabModel scalar(config, 3, 1e-2, 16, pe::KernelPath::scalar);
  for (int s = 0; s < 100; ++s) {
    const double a = fast.train_step().loss, b = scalar.train_step().loss;
    INFO("step " << s);
    REQUIRE_THAT(a, WithinAbs(b, 1e-3 * (1 + b)));
  }
}

TEST_CASE("every kind starts from the same seeded weights, with the documented spread",
          "[lab][model]") {
  const std::vector<float> a = pe::lab_initial_parameters(42);
  CHECK(a == pe::lab_initial_parameters(42));
  CHECK(a != pe::lab_initial_parameters(43));
  for (pe::PositionKind kind : kKinds) {
    pe::LabConfig config;
    config.kind = kind;
    CHECK(pe::LabModel(config, 42, 1e-2, 16).parameters() == a);
  }
  // Sample standard deviations: 0.3 for E and P, 1/sqrt(16) for the matrices, 0 for b_r. With
  // 416 .. 1024 samples the sampling error of a std is about std / sqrt(2N) (< 4%).
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
  CHECK_THAT(spread({pe::kLabE, pe::kLabP}), WithinAbs(0.3, 0.3 * 0.1));
  CHECK_THAT(spread({pe::kLabWQ, pe::kLabWK, pe::kLabWV, pe::kLabWO, pe::kLabWR}),
             WithinAbs(0.25, 0.25 * 0.1));
  const pe::LabTensor& bias = pe::kLabTensors[pe::kLabBR];
  for (int j = 0; j < bias.cols; ++j) CHECK(big[static_cast<size_t>(bias.offset + j)] == 0.0f);
}

TEST_CASE("the parameter tensors tile the flat vector in the documented order", "[lab][model]") {
  int offset = 0;
  for (const pe::LabTensor& t : pe::kLabTensors) {
    CHECK(t.offset == offset);
    offset += t.rows * t.cols;
  }
  CHECK(offset == pe::kLabParameterCount);
  CHECK(std::string(pe::kLabTensors[pe::kLabE].name) == "embeddings");
}

TEST_CASE("attention rows sum to 1 and the causal mask gives later keys no weight",
          "[lab][model]") {
  const bool causal = GENERATE(false, true);
  pe::LabConfig config;
  config.kind = pe::PositionKind::rope;
  config.causal = causal;
  pe::LabModel model(config, 1, 1e-2, 16);
  pe::SplitMix64 rng(5);
  const pe::LabSentence s = pe::draw_sentence(rng, 20);
  const pe::LabModel::Prediction p = model.predict(s);
  REQUIRE(p.attention.size() == s.tokens.size());
  double sum = 0;
  for (size_t j = 0; j < p.attention.size(); ++j) {
    sum += p.attention[j];
    if (causal && j > static_cast<size_t>(s.verb)) CHECK(p.attention[j] == 0.0f);
    if (!causal || j <= static_cast<size_t>(s.verb)) CHECK(p.attention[j] > 0.0f);
  }
  CHECK_THAT(sum, WithinAbs(1.0, 1e-6));
  double total = 0;
  for (float x : p.probabilities) total += x;
  CHECK_THAT(total, WithinAbs(1.0, 1e-6));
}
