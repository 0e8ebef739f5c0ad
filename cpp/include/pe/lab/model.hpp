// The training lab's model: one single-head self-attention layer read out at the verb, with a
// manual backward pass. d = d_model = d_head = 16; 8 output classes (the nouns).
//
// Forward, for one sentence of n tokens t_0..t_{n-1} with the verb at position v:
//   X = E[t] + P                     n x 16   P: sinusoidal rows (base 10000, the core's table),
//                                             the learned table's rows, or 0 (none, rope)
//   q = X_v W_Q                      1 x 16   only the verb's query: the readout is there, and no
//                                             other row of the attention reaches the loss
//   K = X W_K,  V = X W_V            n x 16   (rope: q rotated by v and K's row j by j; V is not)
//   s_j = q . K_j / sqrt(16)         j < m    m = n, or v + 1 with the causal mask (keys j <= v)
//   a = softmax(s)                   1 x m    (minus the max)
//   c = a V                          1 x 16
//   h = X_v + c W_O                  1 x 16   residual
//   z = h W_r + b_r                  1 x 8
//   loss = logsumexp(z) - z_agent             cross-entropy, as max + log(sum exp(z - max))
// A batch's loss is the mean over its sentences; accuracy counts argmax z == agent.
//
// Backward (the batch's gradient of the mean loss; each line the chain rule of one line above):
//   dz = (softmax(z) - onehot(agent)) / B
//   dW_r = h^T dz,  db_r = dz,  dh = dz W_r^T
//   dW_O = c^T dh,  dc = dh W_O^T,  dX_v += dh
//   da_j = dc . V_j,  dV_j = a_j dc,  ds = softmax'(a) da / sqrt(16)
//   dq = ds K,  dK_j = ds_j q                   (rope: both rotated back, R^T)
//   dW_Q = X_v^T dq,  dW_K = X^T dK,  dW_V = X^T dV
//   dX += dK W_K^T + dV W_V^T,  dX_v += dq W_Q^T
//   dE[t_i] += dX_i,  learned: dP_i += dX_i
// The batch runs as one: the rows of all its sentences are stacked (T rows in all), so that the
// projections and their gradients are single matrix products.
//
// Parameters, one flat float vector (Adam runs over it whole), in this order (kLabTensors):
//   embeddings E 26 x 16, positions P 16 x 16 (the learned table; unused by the other kinds, whose
//   gradient there is 0), W_Q, W_K, W_V, W_O 16 x 16 (row = input), W_r 16 x 8, b_r 8.
// Initial values depend on the seed only, so every kind starts from the same weights: SplitMix64
// from state seed, Gaussians by Box-Muller, one per two draws x1, x2:
//   u1 = ((x1 >> 11) + 1) / 2^53 in (0, 1],  u2 = (x2 >> 11) / 2^53,  z = sqrt(-2 ln u1) cos(2 pi
//   u2)
// drawn in the order above, row-major, value float32(std * z): std 0.3 for E and P (a larger init
// leaves some RoPE keys dead), 1/sqrt(16) = 0.25 for the five matrices; b_r = 0.
//
// The forward and backward passes are templates over the scalar type: float32 for training (SIMD
// or scalar kernels), float64 for the gradient check (the scalar references).
#pragma once
#include <cstdint>
#include <vector>

#include "pe/attention.hpp"
#include "pe/lab/adam.hpp"
#include "pe/lab/lab_kernels.hpp"
#include "pe/lab/task.hpp"

namespace pe {

constexpr int kLabD = 16;
constexpr int kLabLearnedMaxLen = 16;

struct LabTensor {
  const char* name;
  int offset, rows, cols;
};
enum LabTensorId { kLabE, kLabP, kLabWQ, kLabWK, kLabWV, kLabWO, kLabWR, kLabBR, kLabTensorCount };
extern const LabTensor kLabTensors[kLabTensorCount];
constexpr int kLabParameterCount = 26 * 16 + 16 * 16 + 4 * 16 * 16 + 16 * 8 + 8;  // 1832

struct LabConfig {
  PositionKind kind = PositionKind::none;
  bool causal = false;
};

// The initial parameters of `seed` (above).
std::vector<float> lab_initial_parameters(std::uint32_t seed);

// What a model needs besides its parameters: the position rows and RoPE's rotation lanes for
// positions 0..63, in the model's scalar type.
template <class T>
struct LabTables {
  std::vector<T> sinusoidal;     // 64 x 16: PE(pos)
  std::vector<T> rope_cos;       // 64 x 16: cos(pos w_i) in lanes 2i and 2i+1
  std::vector<T> rope_sin;       // 64 x 16: -sin, +sin (rotation by +pos w_i)
  std::vector<T> rope_sin_back;  // 64 x 16: +sin, -sin (the transpose: rotation by -pos w_i)
};
// float: the core's float32 table (fill_table_recurrence); double: fill_table_reference.
LabTables<float> lab_tables_float(KernelPath path);
LabTables<double> lab_tables_double();

// Intermediate values of one batch (T stacked rows, B sentences), kept for the backward pass.
template <class T>
struct LabWorkspace {
  std::vector<int> offsets;         // B + 1: sentence b has rows offsets[b]..offsets[b+1]-1
  std::vector<int> keys;            // B: m, the keys the verb attends to
  std::vector<T> x, k, v;           // T x 16 (k rotated for rope)
  std::vector<T> xv, q, c, h;       // B x 16: X_v, q (rotated for rope), c = a V, h
  std::vector<T> attention;         // T: sentence b's weights at offsets[b]..; 0 past its m keys
  std::vector<T> z, probabilities;  // B x 8
  // the backward pass: dX, dK, dV (T x 16), dq, dc, dh, dX_v (B x 16), dz (B x 8), da, ds (<= 64)
  std::vector<T> dx, dk, dv, scratch, dq, dc, dh, dxv, dz, da, ds;
};

struct LabBatchStats {
  double loss = 0;  // mean over the batch
  int correct = 0;  // argmax == agent
};

// Forward pass of a batch; fills ws. agent < 0 (a reader's sentence without one) counts as wrong
// and adds nothing to the loss.
template <class T>
LabBatchStats lab_forward(const LabConfig& config, const T* params, const LabTables<T>& tables,
                          const LabKernels<T>& kernels, const std::vector<LabSentence>& batch,
                          LabWorkspace<T>& ws);
// Gradient of the batch's mean loss with respect to every parameter (grads: kLabParameterCount),
// after lab_forward on the same batch.
template <class T>
void lab_backward(const LabConfig& config, const T* params, const LabTables<T>& tables,
                  const LabKernels<T>& kernels, const std::vector<LabSentence>& batch,
                  LabWorkspace<T>& ws, T* grads);

// A model being trained: parameters, Adam's state, and the step it has reached. Callers check the
// arguments (lab.hpp does): sentences of 5..64 tokens, at most 16 for a learned model.
class LabModel {
 public:
  LabModel(const LabConfig& config, std::uint32_t seed, double lr, int batch,
           KernelPath path = KernelPath::fast);

  // One training step on the batch of step step(): forward, backward, Adam.
  LabBatchStats train_step();
  // Accuracy (argmax == agent) on the first count sentences of the test set of that length, and
  // the position-blind ceiling on them (task.hpp).
  struct Evaluation {
    double accuracy = 0, chance = 0;
  };
  Evaluation evaluate(int length, int count);
  // Softmax over the nouns and the verb's attention weights (n values, 0 past the causal mask).
  struct Prediction {
    std::vector<float> probabilities, attention;
    int noun = 0;  // argmax
  };
  Prediction predict(const LabSentence& sentence);

  const LabConfig& config() const { return config_; }
  std::uint32_t seed() const { return seed_; }
  int batch() const { return batch_; }
  double lr() const { return lr_; }
  std::int64_t step() const { return step_; }
  const std::vector<float>& parameters() const { return params_; }
  // Tests: the gradient of a batch at the current parameters.
  void gradient(const std::vector<LabSentence>& sentences, std::vector<float>& grads);

 private:
  LabConfig config_;
  std::uint32_t seed_;
  double lr_;
  int batch_;
  LabKernels<float> kernels_;
  LabTables<float> tables_;
  std::vector<float> params_, grads_;
  Adam adam_;
  LabWorkspace<float> ws_;
  std::int64_t step_ = 0;
};

}  // namespace pe
