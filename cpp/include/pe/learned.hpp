// Learned positional embeddings: a trainable lookup table with one row per position up to max_len
// and nothing past it. The toy stands in for a trained table with seeded values (toy_weights.hpp,
// seed 4); the point it makes is the shape, not the values: position 16 simply has no row.
#pragma once
#include "pe/buffer.hpp"
#include "pe/status.hpp"
#include "pe/toy_weights.hpp"

namespace pe {

struct LearnedTable : Status {
  int max_len = kLearnedMaxLen;
  int d_model = 0;
  Buffer<float> data;  // max_len x d_model, row-major
};

// The whole table; dModel even in 2..4096.
LearnedTable learned_table(double d_model);

struct LearnedRow : Status {
  Buffer<float> data;  // d_model values
};

// Row pos; pos >= max_len is refused: "no learned row for position 20 (max_len 16)".
LearnedRow learned_row(double pos, double d_model);

}  // namespace pe
