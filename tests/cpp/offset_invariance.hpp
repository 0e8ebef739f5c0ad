// The property relative_dots and rope_dots share: a series of dots against a reference position ref
// depends only on the offset p - ref. Two series over the same positions 0..n-1, from ref_a and
// ref_b >= ref_a, agree at every offset both hold:
//   b[ref_b + offset] == a[ref_a + offset]  for offset in -ref_a .. n - 1 - ref_b
#pragma once
#include <catch2/catch.hpp>
#include <cstddef>

template <class Dots>
void check_offset_invariance(const Dots& a, int ref_a, const Dots& b, int ref_b, double tolerance) {
  REQUIRE(a.ok);
  REQUIRE(b.ok);
  REQUIRE(a.data.size() == b.data.size());
  const int n = static_cast<int>(a.data.size());
  for (int offset = -ref_a; offset < n - ref_b; ++offset) {
    CAPTURE(offset);
    CHECK_THAT(
        b.data[static_cast<std::size_t>(ref_b + offset)],
        Catch::Matchers::WithinAbs(a.data[static_cast<std::size_t>(ref_a + offset)], tolerance));
  }
}
