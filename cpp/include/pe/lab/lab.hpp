// The training lab's public entry points (labCreate, labTrain, labEvaluate, labPredict, labWeights,
// labFree in JS): models are held by the core and named by integer handles, so JS never owns a C++
// object. Every argument is checked here, with a message that names the limit and the value:
//   kind        "none", "sinusoidal", "learned" or "rope"
//   seed        an integer in 0..4294967295 (2^32 - 1)
//   lr          finite, in (0, 1]                          (option; 0.01 by default)
//   batch       an integer in 1..256                       (option; 16 by default)
//   causal      a causal mask (keys j <= the verb's)       (option; false by default)
//   id          a live handle; at most 16 models are alive at once
//   steps       an integer in 1..1000 per labTrain call
//   length      an integer in 5..64 (a learned model: 5..16, its max_len)
//   count       an integer in 1..4096
//   sentence    1..64 words of the lab's vocabulary with exactly one verb (a learned model: at most
//               16 words)
// A learned model refuses any length or sentence past its 16 rows with exactly
// "no learned row for position 16 (max_len 16)".
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "pe/status.hpp"

namespace pe {

constexpr int kLabMaxModels = 16;
constexpr int kLabMaxStepsPerCall = 1000;
constexpr int kLabMaxCount = 4096;
constexpr int kLabMaxBatch = 256;
constexpr double kLabDefaultLr = 1e-2;
constexpr int kLabDefaultBatch = 16;

struct LabOptions {
  bool causal = false;
  double lr = kLabDefaultLr;
  double batch = kLabDefaultBatch;
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
LabTrained lab_train(double id, double steps);

struct LabEvaluated : Status {
  double accuracy = 0;  // fraction of the test set with argmax == agent
  double chance = 0;    // the position-blind ceiling on the same sentences (task.hpp)
  int count = 0;
};
LabEvaluated lab_evaluate(double id, double length, double count);

struct LabPredicted : Status {
  std::vector<std::string> tokens;
  std::string agent;                 // the predicted noun
  std::vector<std::string> nouns;    // the 8 nouns, in the order of probabilities
  std::vector<float> probabilities;  // softmax over the nouns
  std::vector<float> attention;      // the verb's weights over the tokens
  int verb = 0;                      // the verb's position
};
LabPredicted lab_predict(double id, const std::string& sentence);

struct LabWeights : Status {
  std::string kind;
  bool causal = false;
  double step = 0;
  // Row-major, row = input: embeddings 26 x 16, positions 16 x 16 (learned only, else empty),
  // wQ, wK, wV, wO 16 x 16, readout 16 x 8, readoutBias 8.
  std::vector<float> embeddings, positions, wq, wk, wv, wo, readout, readout_bias;
};
LabWeights lab_weights(double id);

Status lab_free(double id);
// How many models are alive (tests, and the memory checks).
int lab_live_models();

}  // namespace pe
