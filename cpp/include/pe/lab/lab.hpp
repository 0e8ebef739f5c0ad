// The training lab's public entry points (labCreate, labTrain, labEvaluate, labPredict, labWeights,
// labFree in JS): models are held by the core and named by integer handles, so JS never owns a C++
// object. Every argument is checked here, with a message that names the limit and the value:
//   kind        "none", "sinusoidal", "learned", "rope" or "alibi"
//   seed        an integer in 0..4294967295 (2^32 - 1)
//   lr          finite, in (0, 1]                          (option; 0.01 by default)
//   batch       an integer in 1..256                       (option; 16 by default)
//   causal      a causal mask (keys j <= the reader's)     (option; false by default)
//   task        "local" (read at the verb) or "far" (at a final query)   (option; "local")
//   heads       1, 2, 4 or 8 (d_head = 32 / heads)         (option; kLabDefaultHeads)
//   id          a live handle; at most 16 models are alive at once
//   steps       an integer in 1..1000 per labTrain call
//   lengths     labTrain: [lo, hi], integers, min..64 with lo <= hi (min: 5 local, 6 far; a
//               learned model: hi <= 16); 5..16 (local) or 6..16 (far) by default
//   scaling     labTrain and labEvaluate, rope models only: "none", "pi", "ntk", "yarn" or
//               "llama3", with factor s (finite, 1..1e6); by default s = max(1, L / 16) for the
//               longest length L of the call (the model was trained at 16)
//   length      an integer in 5..64 (far: 6..64; a learned model: up to 16, its max_len)
//   count       an integer in 1..4096
//   sentence    1..64 words of the lab's vocabulary with exactly one verb (a learned model: at most
//               16 words; a far model appends the query, so at most 63 words, or 15)
// A learned model refuses any length or sentence past its 16 rows with exactly
// "no learned row for position 16 (max_len 16)".
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "pe/lab/model.hpp"
#include "pe/status.hpp"

namespace pe {

constexpr int kLabMaxModels = 16;
constexpr int kLabMaxStepsPerCall = 1000;
constexpr int kLabMaxCount = 4096;
constexpr int kLabMaxBatch = 256;
constexpr double kLabDefaultLr = 1e-2;
constexpr int kLabDefaultBatch = 16;
constexpr int kLabDefaultHeads = 4;

struct LabOptions {
  bool causal = false;
  double lr = kLabDefaultLr;
  double batch = kLabDefaultBatch;
  std::string task = "local";
  double heads = kLabDefaultHeads;
};

// A stretched RoPE for labTrain and labEvaluate (rope_scaling.hpp's kinds).
struct LabScaling {
  std::string kind = "none";
  double factor = 1;
  bool factor_given = false;
};

struct LabTrainOptions {
  bool lengths_given = false;
  double lo = 0, hi = 0;
  LabScaling scaling;
};

struct LabCreated : Status {
  double id = 0;
  int max_len = 0;  // 16 for a learned model, else 64 (the longest sentence the lab takes)
  std::vector<std::string> vocabulary;  // the 26 words in token order
};
LabCreated lab_create(const std::string& kind, double seed, const LabOptions& options = {});

struct LabTrained : Status {
  double step = 0;                    // steps taken in all, after this call
  std::vector<float> loss, accuracy;  // one per new step: the training batch's, before its update
};
LabTrained lab_train(double id, double steps, const LabTrainOptions& options = {});

struct LabEvaluated : Status {
  double accuracy = 0;  // fraction of the test set with argmax == agent
  double chance = 0;    // the position-blind ceiling on the same sentences (task.hpp)
  int count = 0;
  double factor = 1;  // the stretch used (1 without scaling)
};
LabEvaluated lab_evaluate(double id, double length, double count, const LabScaling& scaling = {});

struct LabPredicted : Status {
  std::vector<std::string> tokens;
  std::string agent;                  // the predicted noun
  std::vector<std::string> nouns;     // the 8 nouns, in the order of probabilities
  std::vector<float> probabilities;   // softmax over the nouns
  std::vector<float> attention;       // the reader's weights over the tokens, mean over heads
  std::vector<float> head_attention;  // heads x n: each head's weights
  int heads = 1;
  int verb = 0;    // the verb's position
  int reader = 0;  // where the answer is read: the verb, or the final query (far)
};
LabPredicted lab_predict(double id, const std::string& sentence);

struct LabWeights : Status {
  std::string kind, task;
  bool causal = false;
  int heads = 1;
  double step = 0;
  // Row-major, row = input: embeddings 27 x 32 (the query "who" last), positions 16 x 32 (learned
  // only, else empty), wQ, wK, wV, wO 32 x 32, readout 32 x 8, readoutBias 8.
  std::vector<float> embeddings, positions, wq, wk, wv, wo, readout, readout_bias;
  std::vector<double> alibi_slopes;  // alibi: the heads' slopes m_h; else empty
};
LabWeights lab_weights(double id);

Status lab_free(double id);
// How many models are alive (tests, and the memory checks).
int lab_live_models();

}  // namespace pe
