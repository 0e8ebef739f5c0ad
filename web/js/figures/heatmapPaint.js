// @ts-check
// The heatmap's painting (heatmap.js), in two steps. The cells are coloured into a small canvas,
// one pixel per cell (or, with more cells than device pixels, one per device pixel: rows and
// columns sampled nearest); the visible canvas draws that scaled up with smoothing off, so every
// device pixel takes the colour of the cell under it, edges stay sharp at any size and device pixel
// ratio, and moving the cursor redraws without recolouring anything. Colour and layout only.
import { lutSize } from "./heatmapScale.js";

// Device-pixel span [start, end) of cell index `index` out of `count` across `size` pixels;
// the inverse of the nearest-cell lookup used when painting.
function span(index, count, size) {
  return [Math.ceil((index * size) / count), Math.ceil(((index + 1) * size) / count)];
}

/**
 * Colours the cells of `data` into `cells` at most width x height of them, through `lut` over the
 * domain [low, high]. Returns the ImageData, to be passed back in as `image` next time (it is
 * reused while the sampled size stays the same).
 * @param {HTMLCanvasElement} cells
 * @param {ImageData | null} image
 * @param {{ values: ArrayLike<number>, rows: number, cols: number }} data
 * @param {number} width
 * @param {number} height
 * @param {{ words: Uint32Array, missing: number }} lut
 * @param {number} low
 * @param {number} high
 */
export function colourCells(cells, image, data, width, height, lut, low, high) {
  const { rows, cols, values } = data;
  const sampledCols = Math.min(cols, width);
  const sampledRows = Math.min(rows, height);
  if (image?.width !== sampledCols || image?.height !== sampledRows) {
    image = new ImageData(sampledCols, sampledRows);
    cells.width = sampledCols;
    cells.height = sampledRows;
  }
  const colOf = new Int32Array(sampledCols);
  for (let x = 0; x < sampledCols; x += 1) colOf[x] = Math.floor((x * cols) / sampledCols);
  // One 32-bit write per pixel: the LUT's RGBA bytes (alpha 255) viewed as words, in the
  // platform's byte order on both sides, so the bytes land as they were read.
  const pixels = new Uint32Array(image.data.buffer);
  const colours = lut.words;
  const scale = (lutSize - 1) / (high - low);
  const top = lutSize - 1;
  for (let y = 0; y < sampledRows; y += 1) {
    const rowStart = Math.floor((y * rows) / sampledRows) * cols;
    let p = y * sampledCols;
    for (let x = 0; x < sampledCols; x += 1, p += 1) {
      const v = values[rowStart + colOf[x]];
      if (Number.isFinite(v)) {
        const k = Math.round((v - low) * scale);
        pixels[p] = colours[k >= 0 ? (k > top ? top : k) : 0];
      } else {
        pixels[p] = lut.missing;
      }
    }
  }
  cells.getContext("2d").putImageData(image, 0, 0);
  return image;
}

/**
 * The cells scaled to width x height device pixels, nearest cell per pixel.
 * @param {CanvasRenderingContext2D} context
 * @param {HTMLCanvasElement} cells
 * @param {number} width
 * @param {number} height
 */
export function drawCells(context, cells, width, height) {
  context.imageSmoothingEnabled = false;
  context.drawImage(cells, 0, 0, width, height);
}

/**
 * The cursor on `canvas`, over cells already drawn: a two-tone frame (dark outside, light
 * inside) so it shows on every colour.
 * @param {HTMLCanvasElement} canvas
 * @param {{ row: number, col: number }} cursor
 * @param {{ rows: number, cols: number }} data
 */
export function drawCursorFrame(canvas, cursor, data) {
  const context = canvas.getContext("2d");
  const ratio = window.devicePixelRatio || 1;
  let [x0, x1] = span(cursor.col, data.cols, canvas.width);
  let [y0, y1] = span(cursor.row, data.rows, canvas.height);
  const minimum = Math.round(6 * ratio);
  // Cells narrower than a few pixels still get a cursor you can see, centred on the cell.
  if (x1 - x0 < minimum) [x0, x1] = [(x0 + x1 - minimum) / 2, (x0 + x1 + minimum) / 2];
  if (y1 - y0 < minimum) [y0, y1] = [(y0 + y1 - minimum) / 2, (y0 + y1 + minimum) / 2];
  const line = Math.max(1, Math.round(ratio));
  // Keep the frame inside the canvas, or a cursor on an edge cell is half cut off.
  [x0, x1] = [Math.max(x0, 2 * line), Math.min(x1, canvas.width - 2 * line)];
  [y0, y1] = [Math.max(y0, 2 * line), Math.min(y1, canvas.height - 2 * line)];
  context.lineWidth = 2 * line;
  context.strokeStyle = "#000";
  context.strokeRect(x0 - line, y0 - line, x1 - x0 + 2 * line, y1 - y0 + 2 * line);
  context.lineWidth = line;
  context.strokeStyle = "#fff";
  context.strokeRect(x0 + line / 2, y0 + line / 2, x1 - x0 - line, y1 - y0 - line);
}
