// The limits of docs/api.md's Limits section, in one place, with the checks that turn an untrusted
// number (from a URL, a form field or the console) into a clear message. Inputs arrive as double
// because JS numbers do: NaN, +-Inf and 2.5 must be refused here, not truncated by a cast.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "pe/refusal_codes.hpp"
#include "pe/status.hpp"

namespace pe {

constexpr int kMinDModel = 2;
constexpr int kMaxDModel = 4096;
constexpr int kMinPositions = 1;
constexpr int kMaxPositions = 65536;
constexpr std::int64_t kMaxCells = std::int64_t{1} << 22;  // nPos * dModel, and dModel^2 for M_k
constexpr int kMaxPosition = 1000000;                      // pos and |k|
constexpr double kMaxBase = 1e12;  // far past any model's base; keeps 2*pi*base^(2i/d) finite
constexpr int kMaxSentenceTokens = 32;
constexpr int kMaxSentenceChars = 256;
constexpr int kMaxToyDModel = 512;

// "name must be an integer in lo..hi (got v)" unless value is an integer in [lo, hi].
Status check_integer(const char* name, double value, std::int64_t lo, std::int64_t hi);
// As check_integer, and also even ("dModel must be an even integer in 2..4096 (got 7)").
Status check_even_integer(const char* name, double value, std::int64_t lo, std::int64_t hi);
// "name must be a finite number in lo..hi (got v)" unless value is finite and in [lo, hi].
Status check_number(const char* name, double value, double lo, double hi);
// The index of value among choices, or -1 with "name must be one of "a", "b" (got "v")" in status.
int check_choice(const char* name, const std::string& value,
                 const std::vector<const char*>& choices, Status& status);
// dModel even in 2..4096.
Status check_d_model(double d_model);
// base finite, > 1 and <= 1e12.
Status check_base(double base);
// nPos in 1..65536, dModel valid, and nPos * dModel <= 2^22.
Status check_table_shape(double n_pos, double d_model);
// pos integer in 0..10^6.
Status check_position(double pos);
// k integer in -pos..10^6 (a shift may go back to position 0, not before it).
Status check_offset(double k, double pos);
// Pair index i in 0..dModel/2-1 (call after check_d_model).
Status check_pair_index(double i, int d_model);

// Formats a double for a message: integers without a decimal point, others with up to 17 digits.
std::string describe_number(double value);

// A name from the console or a URL, safe to show in a message or a refusal's argument: at most 24
// printable ASCII characters, anything else as '?', then "..." if it was longer.
std::string printable_excerpt(const std::string& text);
// printable_excerpt in double quotes, for the English sentence.
std::string quoted_excerpt(const std::string& text);

}  // namespace pe
