// @ts-check
// The heatmap's scales (heatmap.js): the colour look-up table of its colour map, and the round
// ticks of its row and column axes and their marks.
import { interpolateCividis, interpolateViridis } from "d3-scale-chromatic";

import { el, setText } from "../dom.js";

export const colourMaps = { viridis: interpolateViridis, cividis: interpolateCividis };
export const lutSize = 256;
const missingColour = [128, 128, 128];

// d3 returns CSS colour strings ("#440154" or "rgb(...)"); the canvas parses them for us, so the
// figure needs no colour parser of its own. The table is worked out once per colour map (the page
// has several heatmaps, and 256 fills and a read-back each cost ~7 ms of a start at 4x CPU
// throttling); each heatmap gets its own copy of the 256 x 1 canvas, its legend bar.
/** @type {Map<(t: number) => string, { source: HTMLCanvasElement, words: Uint32Array, missing: number }>} */
const tables = new Map();
/** @param {(t: number) => string} interpolate */
function colourTable(interpolate) {
  const known = tables.get(interpolate);
  if (known) return known;
  const source = /** @type {HTMLCanvasElement} */ (el("canvas"));
  source.width = lutSize;
  source.height = 1;
  const context = /** @type {CanvasRenderingContext2D} */ (source.getContext("2d"));
  for (let k = 0; k < lutSize; k += 1) {
    context.fillStyle = interpolate(k / (lutSize - 1));
    context.fillRect(k, 0, 1, 1);
  }
  const rgba = context.getImageData(0, 0, lutSize, 1).data;
  // The same colours as whole pixels (alpha forced to 255), and the colour of a missing value.
  const words = new Uint32Array(lutSize);
  const bytes = new Uint8ClampedArray(words.buffer);
  for (let k = 0; k < lutSize * 4; k += 4) {
    bytes.set([rgba[k], rgba[k + 1], rgba[k + 2], 255], k);
  }
  const missing = new Uint32Array(new Uint8ClampedArray([...missingColour, 255]).buffer)[0];
  const table = { source, words, missing };
  tables.set(interpolate, table);
  return table;
}

/** @param {(t: number) => string} interpolate */
export function buildLut(interpolate) {
  const { source, words, missing } = colourTable(interpolate);
  const canvas = /** @type {HTMLCanvasElement} */ (el("canvas"));
  canvas.width = lutSize;
  canvas.height = 1;
  canvas.getContext("2d")?.drawImage(source, 0, 0);
  return { canvas, words, missing };
}

// Axis ticks at a round step (1, 2, 5 x 10^k, or a power of two, since d_model usually is one),
// at most ~6 of them, always ending on the last index; a round tick too close to the end is
// dropped so the two labels do not collide.
export function indexTicks(count) {
  const last = count - 1;
  if (last <= 0) return [0];
  const wanted = last / 5;
  const candidates = [];
  for (let power = 1; power <= 2 ** 17; power *= 10) candidates.push(power, 2 * power, 5 * power);
  for (let power = 1; power <= 2 ** 17; power *= 2) candidates.push(power);
  const step = Math.min(...candidates.filter((c) => c >= wanted));
  const ticks = [];
  for (let t = 0; t <= last - 0.8 * step; t += step) ticks.push(t);
  ticks.push(last);
  return ticks;
}

/**
 * The tick marks of one axis of `count` cells in `box`, placed along `side` ("top" or "left"):
 * the marks already there are reused (a slider step changes their numbers and places, rarely how
 * many there are).
 * @param {HTMLElement} box
 * @param {number} count
 * @param {"top" | "left"} side
 */
export function placeTicks(box, count, side) {
  const ticks = indexTicks(count);
  while (box.children.length > ticks.length) box.lastChild.remove();
  while (box.children.length < ticks.length) box.append(el("span"));
  ticks.forEach((index, n) => {
    // Inner ticks sit at the centre of their cell; the end ticks align with the plot's edges
    // so that their labels never stick out past it.
    let at = ((index + 0.5) / count) * 100;
    let edge = "";
    if (index === 0) [at, edge] = [0, " is-start"];
    else if (index === count - 1) [at, edge] = [100, " is-end"];
    const mark = /** @type {HTMLElement} */ (box.children[n]);
    const className = `heatmap-tick${edge}`;
    if (mark.className !== className) mark.className = className;
    setText(mark, String(index));
    const place = `${at}%`;
    if (mark.style[side] !== place) mark.style[side] = place;
  });
}
