#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <string>

#include "pe/frequencies.hpp"
#include "pe/pe_value.hpp"
#include "pe/relative.hpp"
#include "pe/shift.hpp"
#include "pe/table.hpp"

using Catch::Matchers::Contains;

namespace {
const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();
}  // namespace

TEST_CASE("dModel is accepted at 2 and 4096 and refused past them, odd or fractional", "[limits]") {
  CHECK(pe::pe_value(0, 0, 2, 10000).ok);
  CHECK(pe::pe_value(0, 0, 4096, 10000).ok);
  const double bad = GENERATE(0.0, 4098.0, 7.0, 2.5, -2.0, kNaN, kInf);
  CAPTURE(bad);
  const pe::PeValue v = pe::pe_value(0, 0, bad, 10000);
  CHECK_FALSE(v.ok);
  CHECK_THAT(v.error, Contains("dModel") && Contains("2..4096"));
}

TEST_CASE("nPos is accepted at 1 and 65536 and refused at 0 and 65537", "[limits]") {
  CHECK(pe::pe_table(1, 64, 10000).ok);
  CHECK(pe::pe_table(65536, 64, 10000).ok);
  for (double bad : {0.0, 65537.0, 1.5, kNaN}) {
    const pe::PeTable t = pe::pe_table(bad, 64, 10000);
    CHECK_FALSE(t.ok);
    CHECK_THAT(t.error, Contains("nPos") && Contains("1..65536"));
    CHECK(t.data.empty());
  }
}

TEST_CASE("nPos*dModel is accepted at 2^22 and refused one row past it", "[limits]") {
  CHECK(pe::pe_table(1024, 4096, 10000).ok);
  const pe::PeTable t = pe::pe_table(1025, 4096, 10000);
  CHECK_FALSE(t.ok);
  CHECK_THAT(t.error, Contains("nPos*dModel") && Contains("4194304") && Contains("4198400"));
  const pe::RelativeDots r = pe::relative_dots(1025, 4096, 10000, 0);
  CHECK_FALSE(r.ok);
  CHECK_THAT(r.error, Contains("nPos*dModel"));
}

TEST_CASE("base must be finite, greater than 1 and at most 1e12", "[limits]") {
  CHECK(pe::pe_value(3, 1, 8, std::nextafter(1.0, 2.0)).ok);
  CHECK(pe::pe_value(3, 1, 8, 1e12).ok);
  const double bad = GENERATE(1.0, 0.5, -3.0, 0.0, kNaN, kInf, -kInf, std::nextafter(1e12, 2e12));
  CAPTURE(bad);
  for (const std::string& error :
       {pe::pe_value(3, 1, 8, bad).error, pe::pe_table(4, 8, bad).error,
        pe::pe_frequencies(8, bad).error, pe::shift_matrix(1, 8, bad).error,
        pe::shift_check(1, 1, 8, bad).error, pe::relative_dots(4, 8, bad, 0).error,
        pe::shift_identity(1, 1, 0, 8, bad).error}) {
    CHECK_THAT(error, Contains("base must be a finite number greater than 1 and at most 1e12"));
  }
}

TEST_CASE("pos is accepted in 0..10^6 and refused outside or fractional", "[limits]") {
  CHECK(pe::pe_value(0, 0, 8, 10000).ok);
  CHECK(pe::pe_value(1000000, 0, 8, 10000).ok);
  for (double bad : {-1.0, 1000001.0, 0.5, kNaN, -kInf}) {
    const pe::PeValue v = pe::pe_value(bad, 0, 8, 10000);
    CHECK_FALSE(v.ok);
    CHECK_THAT(v.error, Contains("pos") && Contains("0..1000000"));
  }
}

TEST_CASE("k may go back to -pos and up to 10^6, no further", "[limits]") {
  CHECK(pe::shift_check(5, -5, 8, 10000).ok);
  CHECK(pe::shift_check(5, 1000000, 8, 10000).ok);
  CHECK(pe::shift_identity(5, -5, 0, 8, 10000).ok);
  for (double bad : {-6.0, 1000001.0, 1.5}) {
    const pe::ShiftCheck c = pe::shift_check(5, bad, 8, 10000);
    CHECK_FALSE(c.ok);
    CHECK_THAT(c.error, Contains("k must be an integer in -5..1000000"));
  }
  CHECK(pe::shift_matrix(-1000000, 8, 10000).ok);
  CHECK(pe::shift_matrix(1000000, 8, 10000).ok);
  CHECK_THAT(pe::shift_matrix(1000001, 8, 10000).error, Contains("-1000000..1000000"));
}

TEST_CASE("the dense M_k is limited to dModel^2 <= 2^22", "[limits]") {
  CHECK(pe::shift_matrix(1, 2048, 10000).ok);
  const pe::ShiftMatrix m = pe::shift_matrix(1, 2050, 10000);
  CHECK_FALSE(m.ok);
  CHECK_THAT(m.error, Contains("dModel*dModel") && Contains("4194304"));
}

TEST_CASE("the pair index i runs from 0 to dModel/2-1", "[limits]") {
  CHECK(pe::pe_value(1, 0, 8, 10000).ok);
  CHECK(pe::pe_value(1, 3, 8, 10000).ok);
  for (double bad : {-1.0, 4.0, 1.5}) {
    const pe::PeValue v = pe::pe_value(1, bad, 8, 10000);
    CHECK_FALSE(v.ok);
    CHECK_THAT(v.error, Contains("i must be an integer in 0..3"));
  }
  CHECK_THAT(pe::shift_identity(1, 1, 4, 8, 10000).error, Contains("i must be an integer in 0..3"));
}

TEST_CASE("ref for relative dots is a position in 0..10^6", "[limits]") {
  CHECK(pe::relative_dots(4, 8, 10000, 1000000).ok);
  CHECK_THAT(pe::relative_dots(4, 8, 10000, -1).error, Contains("ref must be an integer"));
}
