#include "pe/unicode.hpp"

#include <algorithm>

namespace pe {

namespace {

// The run r whose start is the last one <= c, or -1 when c lies before every run.
long last_start_at_or_before(const std::uint32_t* starts, std::size_t count, char32_t c) {
  const std::uint32_t* after = std::upper_bound(starts, starts + count, std::uint32_t{c});
  return static_cast<long>(after - starts) - 1;
}

}  // namespace

bool is_word_character(char32_t c) {
  using namespace unicode_data;
  const long r = last_start_at_or_before(kWordStart, kWordRanges, c);
  return r >= 0 && c - kWordStart[r] < kWordLength[r];
}

char32_t simple_lowercase(char32_t c) {
  using namespace unicode_data;
  const long r = last_start_at_or_before(kLowerStart, kLowerRuns, c);
  if (r < 0) return c;
  const std::uint32_t offset = c - kLowerStart[r];
  if (offset % kLowerStride[r] != 0 || offset / kLowerStride[r] >= kLowerCount[r]) return c;
  return static_cast<char32_t>(static_cast<std::int64_t>(c) + kLowerDelta[r]);
}

}  // namespace pe
