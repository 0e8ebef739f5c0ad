// @ts-check
// The heatmap's painting (heatmap.js). The cells are coloured into the figure's canvas itself, one
// canvas pixel per cell (or, with more cells than device pixels, one per device pixel: rows and
// columns sampled nearest), and the browser scales that up to the canvas's CSS size with
// `image-rendering: pixelated` (heatmap.css): every device pixel takes the colour of the cell under
// it, edges stay sharp at any size and device pixel ratio, and the scaling is the compositor's
// work, not the page's script (a slider step of the matrix section drew 8,192 cells scaled up with
// drawImage: 1.4 ms of its script at 4x CPU throttling, docs/performance-notes.md). The cursor is
// a box laid over the canvas (cursorBox), so moving it recolours and redraws nothing.
// Where the engine can show part of a canvas (object-view-box, Chromium), the canvas keeps room
// for more cells than it shows (backingSize) and shows the top-left part the cells fill: a new
// size of canvas is a new backing store, cleared, and its first put is slow (together about 2 ms
// of a 4x-throttled matrix `d` step, which changes the width at every step:
// docs/performance-notes.md).
// Colour and layout only.
import { lutSize } from "./heatmapScale.js";

/**
 * The cells shown of `data` on a canvas of width x height device pixels: all of them, or with
 * more cells than pixels one per pixel along that axis (sampled nearest).
 * @param {{ rows: number, cols: number }} data
 * @param {number} width
 * @param {number} height
 * @returns {{ cols: number, rows: number }}
 */
export function shownCells({ rows, cols }, width, height) {
  return { cols: Math.min(cols, width), rows: Math.min(rows, height) };
}

/**
 * The canvas's size along one axis for `needed` cells, where it has `current`: with room kept,
 * it grows to the power of two at or above what is needed and shrinks to it only once it is four
 * times what is needed (a drag back and forth across sizes reuses one backing store, under four
 * times the cells along each axis); without, exactly what is needed.
 * @param {number} current
 * @param {number} needed (>= 1)
 * @param {boolean} keepRoom
 */
export function backingSize(current, needed, keepRoom) {
  if (!keepRoom) return needed;
  if (needed <= current && 4 * needed > current) return current;
  return 2 ** Math.ceil(Math.log2(needed));
}

// The view box last written on each canvas that keeps room: remembered here, not read back from
// the style, which may write the inset's lengths differently.
/** @type {WeakMap<HTMLCanvasElement, string>} */
const viewBoxes = new WeakMap();

// Device-pixel span [start, end) of cell index `index` out of `count` across `size` pixels: the
// pixels whose left edge falls in the cell (the browser's nearest-cell scaling may round a pixel on
// the boundary the other way; a cursor is off by at most that pixel).
function span(index, count, size) {
  return [Math.ceil((index * size) / count), Math.ceil(((index + 1) * size) / count)];
}

/**
 * Colours the cells of `data` into `canvas`, at most width x height of them, through `lut` over
 * the domain [low, high]; the canvas takes the sampled size (shownCells), or with `keepRoom` a
 * size at least that (backingSize) and an object-view-box showing the sampled part at its top
 * left. Returns the ImageData written, to be passed back in as `image` next time: it is kept
 * while it is large enough (a slider step that changes d_model changes the sampled width; only
 * its top-left sampled part is put).
 * @param {HTMLCanvasElement} canvas
 * @param {ImageData | null} image
 * @param {{ values: ArrayLike<number>, rows: number, cols: number }} data
 * @param {number} width
 * @param {number} height
 * @param {{ words: Uint32Array, missing: number }} lut
 * @param {number} low
 * @param {number} high
 * @param {boolean} [keepRoom] the engine shows part of a canvas (object-view-box)
 */
export function colourCells(canvas, image, data, width, height, lut, low, high, keepRoom = false) {
  const { rows, cols, values } = data;
  const { cols: sampledCols, rows: sampledRows } = shownCells(data, width, height);
  // The canvas's first paint sizes it afresh (a new canvas is 300 x 150, the HTML default).
  const first = !image;
  if (!image || image.width < sampledCols || image.height < sampledRows) {
    image = new ImageData(
      Math.max(sampledCols, image?.width ?? 0),
      Math.max(sampledRows, image?.height ?? 0),
    );
  }
  const canvasWidth = backingSize(first ? 0 : canvas.width, sampledCols, keepRoom);
  const canvasHeight = backingSize(first ? 0 : canvas.height, sampledRows, keepRoom);
  if (canvas.width !== canvasWidth) canvas.width = canvasWidth;
  if (canvas.height !== canvasHeight) canvas.height = canvasHeight;
  if (keepRoom) {
    // inset(top right bottom left), in the canvas's pixels: the columns and rows beyond the cells.
    const viewBox = `inset(0px ${canvasWidth - sampledCols}px ${canvasHeight - sampledRows}px 0px)`;
    if (viewBoxes.get(canvas) !== viewBox) {
      viewBoxes.set(canvas, viewBox);
      canvas.style.setProperty("object-view-box", viewBox);
    }
  }
  // One 32-bit write per pixel: the LUT's RGBA bytes (alpha 255) viewed as words, in the
  // platform's byte order on both sides, so the bytes land as they were read. Rows are
  // image.width apart. A value's colour is the LUT entry nearest to it, clamped before rounding
  // (a huge value would overflow the integer conversion); NaN and infinities are `missing`.
  const pixels = new Uint32Array(image.data.buffer);
  const colours = lut.words;
  const { missing } = lut;
  const scale = (lutSize - 1) / (high - low);
  const top = lutSize - 1;
  /** @param {number} v */
  const colourOf = (v) => {
    if (!Number.isFinite(v)) return missing;
    const x = (v - low) * scale;
    return colours[x <= 0 ? 0 : x >= top ? top : (x + 0.5) | 0];
  };
  if (sampledCols === cols && sampledRows === rows) {
    // Every cell, row by row (the usual case: a loop with no look-up of where a pixel's cell is).
    for (let y = 0; y < rows; y += 1) {
      const rowStart = y * cols;
      const p = y * image.width;
      for (let x = 0; x < cols; x += 1) pixels[p + x] = colourOf(values[rowStart + x]);
    }
  } else {
    const colOf = new Int32Array(sampledCols);
    for (let x = 0; x < sampledCols; x += 1) colOf[x] = Math.floor((x * cols) / sampledCols);
    for (let y = 0; y < sampledRows; y += 1) {
      const rowStart = Math.floor((y * rows) / sampledRows) * cols;
      const p = y * image.width;
      for (let x = 0; x < sampledCols; x += 1)
        pixels[p + x] = colourOf(values[rowStart + colOf[x]]);
    }
  }
  canvas.getContext("2d")?.putImageData(image, 0, 0, 0, 0, sampledCols, sampledRows);
  return image;
}

/**
 * The cells (the top-left shown.cols x shown.rows pixels of a canvas of one pixel per sampled
 * cell) scaled to width x height pixels, nearest cell per pixel: the picture a reader sees, for
 * the PNG download.
 * @param {CanvasRenderingContext2D} context
 * @param {HTMLCanvasElement} cells
 * @param {{ cols: number, rows: number }} shown
 * @param {number} width
 * @param {number} height
 */
export function drawCells(context, cells, shown, width, height) {
  context.imageSmoothingEnabled = false;
  context.drawImage(cells, 0, 0, shown.cols, shown.rows, 0, 0, width, height);
}

/**
 * Where the cursor's box goes over a canvas of width x height device pixels (ratio device pixels
 * per CSS pixel), in CSS pixels: { x, y, width, height }. The box covers the cell; its two-tone
 * frame (heatmap.css: dark outside, light inside) shows on every colour. A cell narrower than a
 * few pixels still gets a cursor you can see, centred on it, and the frame stays inside the
 * canvas: a box that would stick out at an edge is moved in (not cut, which left a cursor on a
 * corner cell 1.5 px wide). Edges fall on device pixels.
 * @param {{ row: number, col: number }} cursor
 * @param {{ rows: number, cols: number }} data
 * @param {number} width
 * @param {number} height
 * @param {number} ratio
 */
export function cursorBox(cursor, data, width, height, ratio) {
  const minimum = Math.round(6 * ratio);
  // The dark outer line is 2 CSS px wide.
  const line = 2 * Math.max(1, Math.round(ratio));
  // [start, end) of the box along one axis of `size` device pixels.
  const along = (index, count, size) => {
    let [start, end] = span(index, count, size);
    if (end - start < minimum)
      [start, end] = [(start + end - minimum) / 2, (start + end + minimum) / 2];
    const room = Math.min(end - start, size - 2 * line);
    start = Math.round(Math.min(Math.max(start, line), size - line - room));
    return [start, start + Math.round(room)];
  };
  const [x0, x1] = along(cursor.col, data.cols, width);
  const [y0, y1] = along(cursor.row, data.rows, height);
  return {
    x: x0 / ratio,
    y: y0 / ratio,
    width: (x1 - x0) / ratio,
    height: (y1 - y0) / ratio,
  };
}
