// The training lab's model: one self-attention layer of H heads (H = 1, 2, 4 or 8; d_head =
// 32 / H) read out at one position r (the verb for the local task, the query for the far task),
// with a manual backward pass. d = d_model = 32; 8 output classes (the nouns).
//
// Forward, for one sentence of n tokens t_0..t_{n-1} read at r:
//   X = E[t] + P                     n x 32   P: sinusoidal rows (base 10000, the core's table),
//                                             the learned table's rows, or 0 (none, rope, alibi)
//   q = X_r W_Q                      1 x 32   only the reader's query: no other row reaches the loss
//   K = X W_K,  V = X W_V            n x 32   (rope: q rotated by r and K's row j by j, each head's
//                                             d_head lanes with that head's frequencies; V is not)
//   head h owns lanes h*d_head .. (h+1)*d_head - 1 of q, K, V and c:
//   s_hj = q_h . K_hj / sqrt(d_head) - m_h |r - j|     j < m   (the ALiBi term for alibi only;
//                                             m = n, or r + 1 with the causal mask (keys j <= r))
//   a_h = softmax(s_h)               1 x m    (minus the max)
//   c_h = a_h V_h                    1 x d_head, c = [c_1 .. c_H]  1 x 32
//   h = X_r + c W_O                  1 x 32   residual
//   z = h W_r + b_r                  1 x 8
//   loss = logsumexp(z) - z_agent             cross-entropy, as max + log(sum exp(z - max))
// A batch's loss is the mean over its sentences; accuracy counts argmax z == agent.
// ALiBi's slopes m_h are pe::alibi_slopes(H) (Press et al.: 2^(-8h/H) for H a power of two).
// RoPE's frequencies are theta_i = 10000^(-2i/d_head), i < d_head/2, or the stretched ones of
// pe::rope_frequencies(d_head, 10000, scaling) (original length 16, the training length); YaRN's
// attention factor f multiplies the rotation (cos and sin lanes), so the scores grow by f^2, as
// Hugging Face's implementation does.
//
// Backward (the batch's gradient of the mean loss; each line the chain rule of one line above):
//   dz = (softmax(z) - onehot(agent)) / B
//   dW_r = h^T dz,  db_r = dz,  dh = dz W_r^T
//   dW_O = c^T dh,  dc = dh W_O^T,  dX_r += dh
//   per head: da_hj = dc_h . V_hj,  dV_hj = a_hj dc_h,  ds_h = softmax'(a_h) da_h / sqrt(d_head)
//             (the ALiBi term is a constant: nothing to learn, and it passes ds unchanged)
//             dq_h = ds_h K_h,  dK_hj = ds_hj q_h        (rope: both rotated back, R^T)
//   dW_Q = X_r^T dq,  dW_K = X^T dK,  dW_V = X^T dV
//   dX += dK W_K^T + dV W_V^T,  dX_r += dq W_Q^T
//   dE[t_i] += dX_i,  learned: dP_i += dX_i
// The batch runs as one: the rows of all its sentences are stacked (T rows in all), so that the
// projections and their gradients are single matrix products; each head's lanes of K and V are
// packed into T x d_head blocks (head-major) for the per-sentence products.
//
// Parameters, one flat float vector (Adam runs over it whole), in this order (kLabTensors):
//   embeddings E 27 x 32 (26 words and the query), positions P 16 x 32 (the learned table; unused
//   by the other kinds, whose gradient there is 0), W_Q, W_K, W_V, W_O 32 x 32 (row = input),
//   W_r 32 x 8, b_r 8. The head count splits lanes, not parameters: every H has the same tensors.
// Initial values depend on the seed only, so every kind starts from the same weights: SplitMix64
// from state seed, Gaussians by Box-Muller, one per two draws x1, x2:
//   u1 = ((x1 >> 11) + 1) / 2^53 in (0, 1],  u2 = (x2 >> 11) / 2^53,  z = sqrt(-2 ln u1) cos(2 pi
//   u2)
// drawn in the order above, row-major, value float32(std * z): std 0.3 for E and P (a larger init
// leaves some RoPE keys dead), 1/sqrt(32) for the five matrices; b_r = 0.
//
// The forward and backward passes are templates over the scalar type: float32 for training (SIMD
// or scalar kernels), float64 for the gradient check (the scalar references).
#pragma once
#include <cstdint>
#include <vector>

#include "pe/lab/adam.hpp"
#include "pe/lab/lab_kernels.hpp"
#include "pe/lab/task.hpp"

namespace pe {

constexpr int kLabD = 32;
constexpr int kLabLearnedMaxLen = 16;
constexpr int kLabMaxHeads = 8;  // d_head >= 2: RoPE rotates pairs
constexpr double kLabRopeBase = 10000.0;

struct LabTensor {
  const char* name;
  int offset, rows, cols;
};
enum LabTensorId { kLabE, kLabP, kLabWQ, kLabWK, kLabWV, kLabWO, kLabWR, kLabBR, kLabTensorCount };
extern const LabTensor kLabTensors[kLabTensorCount];
constexpr int kLabParameterCount = 27 * 32 + 16 * 32 + 4 * 32 * 32 + 32 * 8 + 8;  // 5736

enum class LabKind { none, sinusoidal, learned, rope, alibi };

struct LabConfig {
  LabKind kind = LabKind::none;
  bool causal = false;
  int heads = 1;  // 1, 2, 4 or 8
  LabTask task = LabTask::local;
};

// RoPE's rotation: d_head / 2 frequencies (every head the same) and the factor on cos and sin.
struct LabRope {
  std::vector<double> frequencies;
  double attention_factor = 1;
};
// theta_i = 10000^(-2i/d_head): the rotation a model trains with unless fine-tuning stretches it.
LabRope lab_default_rope(int heads);

// The initial parameters of `seed` (above).
std::vector<float> lab_initial_parameters(std::uint32_t seed);

// What a model needs besides its parameters: the position rows, RoPE's rotation lanes for
// positions 0..63 and ALiBi's slopes, in the model's scalar type.
template <class T>
struct LabTables {
  std::vector<T> sinusoidal;     // 64 x 32: PE(pos)
  std::vector<T> rope_cos;       // 64 x 32: f cos(pos w_i) in lanes 2i and 2i+1 of each head
  std::vector<T> rope_sin;       // 64 x 32: -f sin, +f sin (rotation by +pos w_i)
  std::vector<T> rope_sin_back;  // 64 x 32: +f sin, -f sin (the transpose: by -pos w_i)
  std::vector<T> alibi_slopes;   // H: m_h
};
// float: the core's float32 table (fill_table_recurrence); double: fill_table_reference.
LabTables<float> lab_tables_float(KernelPath path, int heads, const LabRope& rope);
LabTables<double> lab_tables_double(int heads, const LabRope& rope);

// Intermediate values of one batch (T stacked rows, B sentences), kept for the backward pass.
template <class T>
struct LabWorkspace {
  std::vector<int> offsets;         // B + 1: sentence b has rows offsets[b]..offsets[b+1]-1
  std::vector<int> keys;            // B: m, the keys the reader attends to
  std::vector<T> x, k, v;           // T x 32 (k rotated for rope)
  std::vector<T> kh, vh;            // H x T x d_head: each head's lanes of k and v, packed
  std::vector<T> xv, q, c, h;       // B x 32: X_r, q (rotated for rope), c = [a_h V_h], h
  std::vector<T> attention;         // H x T: head h, sentence b at h*T + offsets[b]; 0 past m
  std::vector<T> z, probabilities;  // B x 8
  // the backward pass: dX, dK, dV (T x 32), their packed heads dkh, dvh (H x T x d_head), dq, dc,
  // dh, dX_r (B x 32), dz (B x 8), da, ds (<= 64)
  std::vector<T> dx, dk, dv, dkh, dvh, scratch, dq, dc, dh, dxv, dz, da, ds;
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
// after lab_forward on the same batch and tables.
template <class T>
void lab_backward(const LabConfig& config, const T* params, const LabTables<T>& tables,
                  const LabKernels<T>& kernels, const std::vector<LabSentence>& batch,
                  LabWorkspace<T>& ws, T* grads);

// A model being trained: parameters, Adam's state, and the step it has reached. Callers check the
// arguments (lab.hpp does): sentences of 5..64 tokens (far: 6..64), at most 16 for a learned model.
class LabModel {
 public:
  LabModel(const LabConfig& config, std::uint32_t seed, double lr, int batch,
           KernelPath path = KernelPath::fast);

  // One training step on the batch of step step(): forward, backward, Adam. lengths: the batch's
  // sentence lengths; rope: the rotation to train with (fine-tuning under a stretched RoPE), or
  // null for the model's own.
  LabBatchStats train_step(const LabLengths& lengths, const LabRope* rope = nullptr);
  LabBatchStats train_step() { return train_step(lab_default_lengths(config_.task)); }
  // Accuracy (argmax == agent) on the first count sentences of the test set of that length, and
  // the position-blind ceiling on them (task.hpp); rope as in train_step.
  struct Evaluation {
    double accuracy = 0, chance = 0;
  };
  Evaluation evaluate(int length, int count, const LabRope* rope = nullptr);
  // Softmax over the nouns and the reader's attention weights: every head's (H x n, 0 past the
  // causal mask) and their mean over the heads (n).
  struct Prediction {
    std::vector<float> probabilities, attention, head_attention;
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
  KernelPath path_;
  LabKernels<float> kernels_;
  LabTables<float> tables_;
  // tables_ with another rotation, rebuilt when a call asks for a rope it does not hold
  LabTables<float> stretched_;
  LabRope stretched_rope_;
  const LabTables<float>& tables_for(const LabRope* rope);
  std::vector<float> params_, grads_;
  Adam adam_;
  LabWorkspace<float> ws_;
  std::int64_t step_ = 0;
};

}  // namespace pe
