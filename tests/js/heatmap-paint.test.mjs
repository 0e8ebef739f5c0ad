// The heatmap's painting (web/js/figures/heatmapPaint.js), in node with a stand-in canvas:
// - colourCells: each value's colour is the look-up table's entry nearest to it,
//   round((v - low) * 255 / (high - low)) clamped to [0, 255]; NaN and infinities take the
//   missing colour; with more cells than pixels, pixel x shows cell floor(x * cols / width); the
//   canvas takes the sampled size, and a kept ImageData's rows stay image.width apart.
// - cursorBox: the cursor's box, worked out by hand for a few canvases (CSS px).
import assert from "node:assert/strict";
import { afterEach, describe, test } from "node:test";

import { colourCells, cursorBox } from "../../web/js/figures/heatmapPaint.js";
import { fakeGlobal, restoreGlobals } from "./fake-page-globals.mjs";

afterEach(restoreGlobals);

// Colour word k is the LUT's entry k (the test reads back which entry a pixel took).
const lut = { words: Uint32Array.from({ length: 256 }, (_, k) => 1000 + k), missing: 7 };

class FakeImageData {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.data = new Uint8ClampedArray(width * height * 4);
  }
}

// A canvas that records what was put on it: the rectangle's words, row by row.
function fakeCanvas() {
  const canvas = {
    width: 300,
    height: 150,
    put: null,
    getContext: () => ({
      putImageData(image, dx, dy, x, y, width, height) {
        const words = new Uint32Array(image.data.buffer);
        canvas.put = Array.from({ length: height }, (_, row) =>
          Array.from(
            words.subarray((y + row) * image.width + x, (y + row) * image.width + x + width),
          ),
        );
      },
    }),
  };
  return canvas;
}

describe("colourCells", () => {
  test("nearest entry, clamped; NaN and infinities missing", () => {
    fakeGlobal("ImageData", FakeImageData);
    const canvas = fakeCanvas();
    // Domain [-1, 1]: entry = round((v + 1) * 127.5).
    const values = [-1, 1, 0, NaN, 1e300, -Infinity, 0.5, -3, 0.996];
    colourCells(canvas, null, { values, rows: 3, cols: 3 }, 100, 100, lut, -1, 1);
    assert.deepEqual([canvas.width, canvas.height], [3, 3]);
    // 0 -> 127.5 rounds up to 128; 0.5 -> 191.25 -> 191; 0.996 -> 254.49 -> 254.
    assert.deepEqual(canvas.put, [
      [1000, 1255, 1128],
      [7, 1255, 7],
      [1191, 1000, 1254],
    ]);
  });

  test("more cells than pixels: pixel x shows cell floor(x * cols / width)", () => {
    fakeGlobal("ImageData", FakeImageData);
    const canvas = fakeCanvas();
    // 1 row of 10 cells, value = entry index / 255 over the domain [0, 1]; 4 pixels wide.
    const values = Array.from({ length: 10 }, (_, c) => (10 * c) / 255);
    colourCells(canvas, null, { values, rows: 1, cols: 10 }, 4, 50, lut, 0, 1);
    assert.equal(canvas.width, 4);
    // Cells 0, 2 (floor 10/4), 5, 7 (floor 30/4).
    assert.deepEqual(canvas.put, [[1000, 1020, 1050, 1070]]);
  });

  test("a larger kept ImageData: rows stay image.width apart, only the cells are put", () => {
    fakeGlobal("ImageData", FakeImageData);
    const canvas = fakeCanvas();
    const first = colourCells(
      canvas,
      null,
      { values: new Float64Array(4 * 6).fill(1), rows: 4, cols: 6 },
      100,
      100,
      lut,
      0,
      1,
    );
    const values = Float32Array.from([0, 1, 0.5, 0.5, 1, 0]);
    const again = colourCells(canvas, first, { values, rows: 2, cols: 3 }, 100, 100, lut, 0, 1);
    assert.equal(again, first, "the ImageData is kept");
    assert.deepEqual([canvas.width, canvas.height], [3, 2]);
    assert.deepEqual(canvas.put, [
      [1000, 1255, 1128],
      [1128, 1255, 1000],
    ]);
  });
});

describe("cursorBox", () => {
  test("a large cell: the box is the cell", () => {
    // 16 columns over 640 px, 12 rows over 480 px: cell (3, 2) is 40 x 40 at (80, 120).
    assert.deepEqual(cursorBox({ row: 3, col: 2 }, { rows: 12, cols: 16 }, 640, 480, 1), {
      x: 80,
      y: 120,
      width: 40,
      height: 40,
    });
  });

  test("a small cell: 6 CSS px, centred on it", () => {
    // 128 columns over 640 px: column 64 spans [320, 325); 6 px centred: [319.5, 325.5) -> 320.
    // 64 rows over 320 px: row 10 spans [50, 55) -> [49.5, 55.5) -> 50.
    assert.deepEqual(cursorBox({ row: 10, col: 64 }, { rows: 64, cols: 128 }, 640, 320, 1), {
      x: 320,
      y: 50,
      width: 6,
      height: 6,
    });
  });

  test("an edge cell: the box moves in, 2 CSS px from the edge, keeping its size", () => {
    // Last of 128 columns over 640 px at 2 device px per CSS px: [635, 640) device px, 12 wide
    // centred [631.5, 643.5); moved in to end 4 device px from the edge: [624, 636).
    // First row of 64 over 320 device px: [0, 5) -> [-3.5, 8.5) -> [4, 16).
    assert.deepEqual(cursorBox({ row: 0, col: 127 }, { rows: 64, cols: 128 }, 640, 320, 2), {
      x: 312,
      y: 2,
      width: 6,
      height: 6,
    });
  });

  test("a canvas smaller than the box: the box fills it inside the frame's room", () => {
    // 1 column over 8 px: [0, 8) is wider than 6; room 8 - 2 x 2 = 4 -> [2, 6).
    assert.deepEqual(cursorBox({ row: 0, col: 0 }, { rows: 1, cols: 1 }, 8, 8, 1), {
      x: 2,
      y: 2,
      width: 4,
      height: 4,
    });
  });
});
