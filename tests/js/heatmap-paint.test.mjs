// The heatmap's painting (web/js/figures/heatmapPaint.js), in node with a stand-in canvas:
// - colourCells: each value's colour is the look-up table's entry nearest to it,
//   round((v - low) * 255 / (high - low)) clamped to [0, 255]; NaN and infinities take the
//   missing colour; with more cells than pixels, pixel x shows cell floor(x * cols / width); the
//   canvas takes the sampled size, and a kept ImageData's rows stay image.width apart; with room
//   kept, the canvas takes the power of two at or above it, keeps its size until the cells need
//   more or a quarter of it at most, and its object-view-box leaves the top-left cells.
// - backingSize: that rule, case by case; drawCells: only the shown part is scaled.
// - cursorBox: the cursor's box, worked out by hand for a few canvases (CSS px).
import assert from "node:assert/strict";
import { afterEach, describe, test } from "node:test";

import {
  backingSize,
  colourCells,
  cursorBox,
  drawCells,
} from "../../web/js/figures/heatmapPaint.js";
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

// A canvas that records what was put on it (the rectangle's words, row by row) and its inline
// style's object-view-box.
function fakeCanvas() {
  const canvas = {
    width: 300,
    height: 150,
    put: null,
    viewBox: null,
    style: {
      setProperty(name, value) {
        assert.equal(name, "object-view-box");
        canvas.viewBox = value;
      },
    },
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

describe("a canvas that keeps room for more cells", () => {
  test("backingSize: exact without room; with room, powers of two and a shrink at a quarter", () => {
    assert.equal(backingSize(300, 5, false), 5);
    assert.equal(backingSize(8, 5, false), 5);
    // From nothing (a first paint): the power of two at or above.
    assert.deepEqual(
      [1, 2, 3, 5, 128, 129, 1000].map((needed) => backingSize(0, needed, true)),
      [1, 2, 4, 8, 128, 256, 1024],
    );
    // 256 wide: kept for 65 to 256 cells (4 x 65 = 260 > 256), shrunk for 64 (4 x 64 = 256),
    // grown for 257.
    assert.equal(backingSize(256, 256, true), 256);
    assert.equal(backingSize(256, 100, true), 256);
    assert.equal(backingSize(256, 65, true), 256);
    assert.equal(backingSize(256, 64, true), 64);
    assert.equal(backingSize(256, 257, true), 512);
  });

  test("colourCells with room: the size kept, the view box on the cells, only they are put", () => {
    fakeGlobal("ImageData", FakeImageData);
    const canvas = fakeCanvas();
    const cells = (rows, cols) => ({
      values: Array.from({ length: rows * cols }, (_, k) => k / 255),
      rows,
      cols,
    });
    // 3 rows of 5: a first paint takes 8 x 4 (not the 300 x 150 a canvas starts at).
    let image = colourCells(canvas, null, cells(3, 5), 100, 100, lut, 0, 1, true);
    assert.deepEqual([canvas.width, canvas.height], [8, 4]);
    assert.equal(canvas.viewBox, "inset(0px 3px 1px 0px)");
    assert.deepEqual(canvas.put, [
      [1000, 1001, 1002, 1003, 1004],
      [1005, 1006, 1007, 1008, 1009],
      [1010, 1011, 1012, 1013, 1014],
    ]);
    // 3 rows of 7: the same canvas, 1 column left over.
    image = colourCells(canvas, image, cells(3, 7), 100, 100, lut, 0, 1, true);
    assert.deepEqual([canvas.width, canvas.height], [8, 4]);
    assert.equal(canvas.viewBox, "inset(0px 1px 1px 0px)");
    assert.deepEqual(canvas.put[2], [1014, 1015, 1016, 1017, 1018, 1019, 1020]);
    // 4 rows of 2: a quarter of the width, so it shrinks to 2; the rows fill 4.
    colourCells(canvas, image, cells(4, 2), 100, 100, lut, 0, 1, true);
    assert.deepEqual([canvas.width, canvas.height], [2, 4]);
    assert.equal(canvas.viewBox, "inset(0px 0px 0px 0px)");
    // More cells than pixels: the sampled count decides (10 cells over 3 pixels: 4 wide).
    colourCells(canvas, null, cells(1, 10), 3, 100, lut, 0, 1, true);
    assert.deepEqual([canvas.width, canvas.height], [4, 1]);
    assert.equal(canvas.viewBox, "inset(0px 1px 0px 0px)");
  });

  test("drawCells scales the shown cells only, without smoothing", () => {
    const calls = [];
    const context = {
      imageSmoothingEnabled: true,
      drawImage: (...args) => calls.push(args.slice(1)),
    };
    drawCells(
      /** @type {any} */ (context),
      /** @type {any} */ ({}),
      { cols: 5, rows: 3 },
      640,
      384,
    );
    assert.equal(context.imageSmoothingEnabled, false);
    assert.deepEqual(calls, [[0, 0, 5, 3, 0, 0, 640, 384]]);
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
