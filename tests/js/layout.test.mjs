// web/js/layout.js: the concatenated [sin | cos] layout is a fixed permutation of the paper's
// interleaved columns. Checked against the definition written out here, not against the module.
import assert from "node:assert/strict";
import { describe, it } from "node:test";

import {
  columnPermutation,
  displayColumn,
  paperDimension,
  reorderColumns,
} from "../../web/js/layout.js";

const D_MODELS = [2, 4, 8, 10, 128, 4096];

describe("layout.js: interleaved and concatenated columns", () => {
  it("spells out d_model = 8: sines of pairs 0..3, then their cosines", () => {
    assert.deepEqual([...columnPermutation(8, "concatenated")], [0, 2, 4, 6, 1, 3, 5, 7]);
    assert.deepEqual([...columnPermutation(8, "interleaved")], [0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("column c holds dimension 2c in the first half and 2(c - d/2) + 1 in the second", () => {
    for (const d of D_MODELS) {
      for (let c = 0; c < d; c += 1) {
        const expected = c < d / 2 ? 2 * c : 2 * (c - d / 2) + 1;
        assert.equal(paperDimension(c, d, "concatenated"), expected, `d=${d} c=${c}`);
        assert.equal(paperDimension(c, d, "interleaved"), c);
      }
    }
  });

  it("is a permutation, and displayColumn is its inverse", () => {
    for (const d of D_MODELS) {
      for (const layout of ["interleaved", "concatenated"]) {
        const permutation = columnPermutation(d, layout);
        assert.equal(new Set(permutation).size, d, `d=${d} ${layout}: every dimension once`);
        for (let c = 0; c < d; c += 1) {
          assert.equal(displayColumn(permutation[c], d, layout), c, `d=${d} ${layout} c=${c}`);
        }
      }
    }
  });

  it("puts sines first: the first half of the columns are even dimensions", () => {
    const d = 128;
    for (let c = 0; c < d; c += 1) {
      assert.equal(paperDimension(c, d, "concatenated") % 2, c < d / 2 ? 0 : 1);
    }
  });

  it("reorders every row of a table the same way, keeping the array type", () => {
    const rows = 3;
    const cols = 6;
    // value = 10 * row + dimension, so the moved value names where it came from
    const table = Float32Array.from(
      { length: rows * cols },
      (_, k) => 10 * Math.floor(k / cols) + (k % cols),
    );
    const out = reorderColumns(table, rows, cols, "concatenated");
    assert.ok(out instanceof Float32Array);
    assert.notEqual(out, table, "a new array; the core's table is left alone");
    assert.deepEqual([...out], [0, 2, 4, 1, 3, 5, 10, 12, 14, 11, 13, 15, 20, 22, 24, 21, 23, 25]);
    assert.equal(reorderColumns(table, rows, cols, "interleaved"), table);
  });
});
