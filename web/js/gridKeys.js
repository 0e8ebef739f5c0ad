// @ts-check
// The keyboard of every grid on the page (heatmaps, matrix tables): the arrow keys move one cell,
// Home and End to the first and last column of the row (with Ctrl: the first and last cell),
// Page Up and Page Down ten rows. One handler, so that every grid answers the same keys.

const pageRows = 10;

/**
 * @typedef {{ row: number, col: number }} Cell
 */

/**
 * The cell a key moves to from `at` in a rows x cols grid (kept inside it), or null when the key
 * is not one of the grid's.
 * @param {Pick<KeyboardEvent, "key" | "ctrlKey">} event
 * @param {Cell} at
 * @param {number} rows
 * @param {number} cols
 * @returns {Cell | null}
 */
export function gridKeyTarget(event, { row, col }, rows, cols) {
  /** @type {Record<string, [number, number]>} */
  const moves = {
    ArrowLeft: [row, col - 1],
    ArrowRight: [row, col + 1],
    ArrowUp: [row - 1, col],
    ArrowDown: [row + 1, col],
    Home: event.ctrlKey ? [0, 0] : [row, 0],
    End: event.ctrlKey ? [rows - 1, cols - 1] : [row, cols - 1],
    PageUp: [row - pageRows, col],
    PageDown: [row + pageRows, col],
  };
  const target = moves[event.key];
  if (!target) return null;
  return {
    row: Math.max(0, Math.min(rows - 1, target[0])),
    col: Math.max(0, Math.min(cols - 1, target[1])),
  };
}

/**
 * Handles a keydown on a grid: moves to the target cell, and keeps the key from scrolling the
 * page. Returns whether the key was the grid's.
 * @param {KeyboardEvent} event
 * @param {Cell} at
 * @param {number} rows
 * @param {number} cols
 * @param {(cell: Cell) => void} moveTo
 */
export function handleGridKey(event, at, rows, cols, moveTo) {
  const target = gridKeyTarget(event, at, rows, cols);
  if (!target) return false;
  event.preventDefault();
  moveTo(target);
  return true;
}
