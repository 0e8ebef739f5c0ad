#include "pe/rope_scaling.hpp"

#include <cmath>

#include "pe/frequencies.hpp"
#include "pe/limits.hpp"
#include "pe/refusal_codes.hpp"

namespace pe {

namespace {

enum class Scaling { none, pi, ntk, yarn, llama3 };

bool parse_scaling(const std::string& name, Scaling& out) {
  static const struct {
    const char* name;
    Scaling scaling;
  } kScalings[] = {{"none", Scaling::none},
                   {"pi", Scaling::pi},
                   {"ntk", Scaling::ntk},
                   {"yarn", Scaling::yarn},
                   {"llama3", Scaling::llama3}};
  for (const auto& known : kScalings) {
    if (name == known.name) {
      out = known.scaling;
      return true;
    }
  }
  return false;
}

Status check_ramp_order(const char* low_name, double low, const char* high_name, double high) {
  if (low < high) return {};
  return failure(
      codes::ramp_bounds_order,
      std::string(low_name) + " must be less than " + high_name + " (got " + describe_number(low) +
          " and " + describe_number(high) + ")",
      {arg("lowName", low_name), arg("low", low), arg("highName", high_name), arg("high", high)});
}

// Every check of the options that the kind uses, in the order the header lists them. L is checked
// for every kind: every kind reports the turns r_i = L / lambda_i.
Status check_options(Scaling scaling, const RopeScalingOptions& options, double factor) {
  Status status = check_number("options.factor", factor, 1, kMaxRopeFactor);
  if (status.ok) {
    status = check_integer("options.originalLength", options.original_length, 1, kMaxPosition);
  }
  if (!status.ok) return status;
  if (scaling == Scaling::yarn) {
    status = check_number("options.alpha", options.alpha, 0, kMaxRopeFactor);
    if (status.ok) status = check_number("options.beta", options.beta, 0, kMaxRopeFactor);
    if (status.ok) {
      status = check_ramp_order("options.alpha", options.alpha, "options.beta", options.beta);
    }
  } else if (scaling == Scaling::llama3) {
    status =
        check_number("options.lowFrequencyFactor", options.low_frequency_factor, 0, kMaxRopeFactor);
    if (status.ok) {
      status = check_number("options.highFrequencyFactor", options.high_frequency_factor, 0,
                            kMaxRopeFactor);
    }
    if (status.ok) {
      status = check_ramp_order("options.lowFrequencyFactor", options.low_frequency_factor,
                                "options.highFrequencyFactor", options.high_frequency_factor);
    }
  }
  return status;
}

// g(r) = 0 below low, 1 above high, (r - low) / (high - low) between: the share of a pair's
// original frequency that is kept, by the turns r it made in training.
double ramp(double r, double low, double high) {
  if (r < low) return 0;
  if (r > high) return 1;
  return (r - low) / (high - low);
}

}  // namespace

RopeFrequencies rope_frequencies(double d_model, double base, const RopeScalingOptions& options) {
  Scaling scaling = Scaling::none;
  if (!parse_scaling(options.kind, scaling)) {
    return refused<RopeFrequencies>(
        failure(codes::unknown_rope_scaling,
                "options.kind must be \"none\", \"pi\", \"ntk\", \"yarn\" or \"llama3\" (got " +
                    quoted_excerpt(options.kind) + ")",
                {arg("value", printable_excerpt(options.kind))}));
  }
  // NTK's new base divides by d - 2: it needs two pairs at least.
  Status status = scaling == Scaling::ntk ? check_even_integer("dModel", d_model, 4, kMaxDModel)
                                          : check_d_model(d_model);
  if (status.ok) status = check_base(base);
  const double factor =
      scaling == Scaling::llama3 && !options.factor_given ? kLlama3Factor : options.factor;
  if (status.ok) status = check_options(scaling, options, factor);
  if (!status.ok) return refused<RopeFrequencies>(status);

  RopeFrequencies result;
  const int d = static_cast<int>(d_model);
  result.kind = options.kind;
  result.factor = scaling == Scaling::none ? 1 : factor;  // none scales nothing
  result.base = base;
  // 1. The original ladder: theta_i = b^(-2i/d), lambda_i = 2 pi / theta_i, r_i = L / lambda_i.
  result.original = pair_frequencies(d, base);
  for (double theta : result.original) {
    result.turns.push_back(options.original_length * theta / kTwoPi);
  }
  // 2. The new frequencies, by kind.
  switch (scaling) {
    case Scaling::none:
      result.frequencies = result.original;
      break;
    case Scaling::pi:
      for (double theta : result.original) result.frequencies.push_back(theta / factor);
      break;
    case Scaling::ntk:
      result.base = base * std::pow(factor, d_model / (d_model - 2));
      result.frequencies = pair_frequencies(d, result.base);
      break;
    case Scaling::yarn:
    case Scaling::llama3: {
      const bool yarn = scaling == Scaling::yarn;
      const double low = yarn ? options.alpha : options.low_frequency_factor;
      const double high = yarn ? options.beta : options.high_frequency_factor;
      for (std::size_t i = 0; i < result.original.size(); ++i) {
        const double g = ramp(result.turns[i], low, high);
        const double theta = result.original[i];
        result.ramp.push_back(g);
        result.frequencies.push_back((1 - g) * theta / factor + g * theta);
      }
      if (yarn) result.attention_factor = 0.1 * std::log(factor) + 1;
      break;
    }
  }
  // 3. What each pair keeps of its speed, and its new wavelength.
  for (std::size_t i = 0; i < result.original.size(); ++i) {
    result.kept.push_back(result.frequencies[i] / result.original[i]);
    result.wavelengths.push_back(kTwoPi / result.frequencies[i]);
  }
  return result;
}

}  // namespace pe
