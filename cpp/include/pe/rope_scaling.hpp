// Stretching RoPE past its training length: each pair's frequency before and after a scaling rule.
// Pair i (0 <= i < d/2) of a RoPE model with base b turns by theta_i = b^(-2i/d) per position; its
// wavelength is lambda_i = 2 pi / theta_i, and over the original training length L it turns
// r_i = L / lambda_i times. With a factor s >= 1 (the new length over L):
//   none    theta'_i = theta_i
//   pi      theta'_i = theta_i / s                         Position Interpolation (Chen et al.
//                                                          2023): m -> m / s, every pair slowed
//   ntk     theta'_i = b'^(-2i/d),  b' = b s^(d/(d-2))     "NTK-aware" scaling (bloc97, 2023): a new
//                                                          base; pair 0 is kept, the last pair is
//                                                          slowed by exactly s
//   yarn    theta'_i = (1 - g_i) theta_i / s + g_i theta_i YaRN (Peng et al. 2023), with the ramp
//           g_i = 0 if r_i < alpha, 1 if r_i > beta,       of the paper, linear in r_i
//                 (r_i - alpha) / (beta - alpha) between   (alpha = 1, beta = 32): pairs that
//                                                          turned fewer than alpha times in training
//                                                          are interpolated, more than beta kept.
//           attention_factor = 0.1 ln s + 1                q and k are both multiplied by it, so
//                                                          the scores by its square ("sqrt(1/t)")
//   llama3  theta'_i = theta_i                    if lambda_i < L / high
//           theta'_i = theta_i / s                if lambda_i > L / low
//           theta'_i = (1 - g_i) theta_i / s + g_i theta_i,  g_i = (r_i - low) / (high - low),
//                                                 between (Meta's Llama 3.1 rule: s = 8, low = 1,
//                                                 high = 4, L = 8192)
// Hugging Face's YaRN ramps linearly in the pair index i between rounded boundaries instead of
// linearly in r_i; this is the paper's form, whose boundaries are the turn counts the page explains.
#pragma once
#include <string>
#include <vector>

#include "pe/status.hpp"

namespace pe {

constexpr double kMaxRopeFactor = 1e6;
constexpr double kYarnAlpha = 1;
constexpr double kYarnBeta = 32;
constexpr double kLlama3Factor = 8;
constexpr double kLlama3LowFrequencyFactor = 1;
constexpr double kLlama3HighFrequencyFactor = 4;
constexpr double kLlama3OriginalLength = 8192;

struct RopeScalingOptions {
  std::string kind = "none";  // "none", "pi", "ntk", "yarn" or "llama3"
  double factor = 1;          // s, finite, in 1..1e6; llama3's default is 8; none ignores it
  // L: an integer in 1..1000000, 8192 by default (the ramps of yarn and llama3, and every kind's
  // turns)
  double original_length = kLlama3OriginalLength;
  double alpha = kYarnAlpha, beta = kYarnBeta;  // yarn: 0 <= alpha < beta <= 1e6
  // llama3: 0 <= low < high <= 1e6
  double low_frequency_factor = kLlama3LowFrequencyFactor;
  double high_frequency_factor = kLlama3HighFrequencyFactor;
  bool factor_given = false;  // whether factor was set (llama3 then defaults to 8)
};

struct RopeFrequencies : Status {
  std::string kind;
  double factor = 1;                // the s used (1 for none, which scales nothing)
  double base = 0;                  // the base used: b, or b' for ntk
  double attention_factor = 1;      // yarn: 0.1 ln s + 1; else 1
  std::vector<double> original;     // d/2 values: theta_i = b^(-2i/d)
  std::vector<double> frequencies;  // d/2 values: theta'_i
  std::vector<double> wavelengths;  // d/2 values: 2 pi / theta'_i
  std::vector<double> turns;        // d/2 values: r_i = L / lambda_i = L theta_i / (2 pi)
  std::vector<double> kept;         // d/2 values: theta'_i / theta_i, 1 (kept) down to 1/s
  std::vector<double> ramp;         // yarn and llama3: d/2 values g_i; else empty
};

// dModel even in 2..4096 (ntk: 4..4096), base as check_base; a refusal names the option it
// refuses (options.kind, options.factor, ...).
RopeFrequencies rope_frequencies(double d_model, double base, const RopeScalingOptions& options);

}  // namespace pe
