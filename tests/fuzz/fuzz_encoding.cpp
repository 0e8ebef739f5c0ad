// Every numeric entry point of the core with hostile numbers (PE, shift, relative, learned, RoPE).
// The first byte picks the entry point, one case each (kEntryPoints of them); the default traps, so
// a count that disagrees with the cases is found at once.
// Invariants: nothing crashes or aborts; a refusal has a message and no data; an accepted call has
// data of the promised size and no NaN.
#include <cmath>
#include <vector>

#include "fuzz_input.hpp"
#include "pe/frequencies.hpp"
#include "pe/learned.hpp"
#include "pe/pe_value.hpp"
#include "pe/relative.hpp"
#include "pe/rope.hpp"
#include "pe/shift.hpp"
#include "pe/table.hpp"

namespace {

// values: a result's pe::Buffer or a std::vector.
template <class Values>
bool all_finite(const Values& values) {
  for (auto v : values)
    if (!std::isfinite(v)) return false;
  return true;
}

void check_status(const pe::Status& status) { FUZZ_REQUIRE(status.ok == status.error.empty()); }

// A result whose data is rows x cols values (a table; a series of one value per position has
// cols = 1): that many finite values, or none when refused. rows and cols are the fuzzed numbers,
// so they are turned into sizes only once the core has accepted them.
template <class Result>
void check_data(const Result& r, double rows, double cols = 1) {
  check_status(r);
  if (r.ok) {
    FUZZ_REQUIRE(r.data.size() == static_cast<size_t>(rows) * static_cast<size_t>(cols));
    FUZZ_REQUIRE(all_finite(r.data));
  } else {
    FUZZ_REQUIRE(r.data.empty());
  }
}

// A result with an error measure (an identity or invariance checked by the core): when accepted,
// the error is finite and below bound.
void check_error_below(const pe::Status& r, double error, double bound) {
  check_status(r);
  if (r.ok) FUZZ_REQUIRE(std::isfinite(error) && error < bound);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzInput in(data, size);
  constexpr int kEntryPoints = 11;
  const int entry = in.byte() % kEntryPoints;
  switch (entry) {
    case 0: {
      const pe::PeValue v = pe::pe_value(in.number(), in.number(), in.number(), in.number());
      check_status(v);
      if (v.ok) {
        FUZZ_REQUIRE(std::isfinite(v.sin) && std::isfinite(v.cos) && std::isfinite(v.omega));
        FUZZ_REQUIRE(std::isfinite(v.divisor) && std::isfinite(v.wavelength));
        FUZZ_REQUIRE(std::fabs(v.sin * v.sin + v.cos * v.cos - 1.0) < 1e-12);
      }
      break;
    }
    case 1: {
      const double n = in.number(), d = in.number();
      check_data(pe::pe_table(n, d, in.number()), n, d);
      break;
    }
    case 2: {
      const pe::Frequencies f = pe::pe_frequencies(in.number(), in.number());
      check_status(f);
      if (f.ok) FUZZ_REQUIRE(all_finite(f.omega) && all_finite(f.wavelength));
      break;
    }
    case 3: {
      const pe::ShiftIdentity s =
          pe::shift_identity(in.number(), in.number(), in.number(), in.number(), in.number());
      check_error_below(s, s.abs_error, 1e-6);
      // The pair's block is a rotation whatever the numbers: det = cos^2 + sin^2 = +1.
      if (s.ok) FUZZ_REQUIRE(std::fabs(s.det - 1.0) < 1e-12);
      break;
    }
    case 4: {
      const pe::ShiftMatrix m = pe::shift_matrix(in.number(), in.number(), in.number());
      check_status(m);
      if (m.ok) FUZZ_REQUIRE(all_finite(m.data));
      break;
    }
    case 5: {
      const pe::ShiftCheck c = pe::shift_check(in.number(), in.number(), in.number(), in.number());
      check_error_below(c, c.max_abs_error, 1e-6);
      break;
    }
    case 6:
    case 9: {
      // rope_dots and relative_dots take the same numbers and answer one dot per position.
      const double n = in.number(), d = in.number(), base = in.number(), ref = in.number();
      if (entry == 6) {
        check_data(pe::rope_dots(n, d, base, ref), n);
      } else {
        check_data(pe::relative_dots(n, d, base, ref), n);
      }
      break;
    }
    case 7: {
      const pe::LearnedRow row = pe::learned_row(in.number(), in.number());
      check_status(row);
      if (!row.ok) FUZZ_REQUIRE(row.data.empty());
      break;
    }
    case 8: {
      const pe::RopeCheck c =
          pe::rope_check(in.number(), in.number(), in.number(), in.number(), in.number());
      check_error_below(c, c.abs_diff, 1e-3);
      break;
    }
    case 10: {
      const double d = in.number();
      const pe::LearnedTable t = pe::learned_table(d);
      check_data(t, t.max_len, d);
      break;
    }
    default:
      FUZZ_REQUIRE(false);  // kEntryPoints and the cases disagree
  }
  return 0;
}
