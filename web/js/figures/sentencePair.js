// @ts-check
// What the sections "why-order" and "attention" share: the attention weights of two sentences
// side by side, linked cell to cell through the core's word matching (compareSentences'
// permutation), and one word's output vector in both sentences as a two-column table. The
// sections choose the tables and word the sentences; the matching and the marking are here.
import { setText } from "../dom.js";
import { createMatrixTable } from "./matrixTable.js";
import { fixed, fixedDigits, symmetricRange } from "../format.js";

/** @typedef {{ tokens: string[], weights: ArrayLike<number>, outputs: ArrayLike<number> }} Toy */
/** @typedef {{ row: number, col: number }} Cell */
/** @typedef {{ mark(cells: Cell[]): void, destroy(): void }} WeightsTable */
/**
 * The pair of words a reader points at, in both sentences: cells[0] in the first, cells[1] in the
 * second (null where that sentence has no such pair of words).
 * @typedef {object} Pair
 * @property {0 | 1} side the sentence pointed at
 * @property {[Toy, Toy]} toys
 * @property {[Cell | null, Cell | null]} cells
 */

/**
 * Two weight tables; pointing at a cell of one (or moving to it with the arrow keys) marks the
 * same pair of words in the other, and `pairText` says what they are (`describe`).
 * @template {WeightsTable} T
 * @param {[HTMLElement, HTMLElement]} boxes
 * @param {HTMLElement} pairText
 * @param {(box: HTMLElement, onCell: (cell: Cell & { source: string }) => void) => T} createTable
 * @param {(pair: Pair) => string} describe
 */
export function createLinkedWeights(boxes, pairText, createTable, describe) {
  /** @type {{ toys: [Toy, Toy], permutation: number[], inverse: number[] } | null} */
  let current = null;
  const tables = boxes.map((box, side) =>
    createTable(box, ({ row, col, source }) =>
      showPair(/** @type {0 | 1} */ (side), row, col, source),
    ),
  );

  /** @param {0 | 1} side @param {number} row @param {number} col @param {string} [source] */
  function showPair(side, row, col, source = "start") {
    if (!current) return;
    const { toys, permutation, inverse } = current;
    const map = side === 0 ? inverse : permutation;
    const other = { row: map[row] ?? -1, col: map[col] ?? -1 };
    const matched = other.row >= 0 && other.col >= 0;
    tables[side].mark([{ row, col }]);
    tables[1 - side].mark(matched ? [other] : []);
    /** @type {[Cell | null, Cell | null]} */
    const cells =
      side === 0 ? [{ row, col }, matched ? other : null] : [matched ? other : null, { row, col }];
    // Announced when reached by keyboard; pointing with a mouse would flood a screen reader.
    pairText.setAttribute("aria-live", source === "keyboard" ? "polite" : "off");
    setText(pairText, describe({ side, toys, cells }));
  }

  return {
    tables,
    showPair,
    // The sentences on screen: permutation[s] is the index in `a` of b's word s (-1: no partner).
    /** @param {Toy} a @param {Toy} b @param {ArrayLike<number>} permutation */
    link(a, b, permutation) {
      const forward = Array.from(permutation);
      const inverse = Array(a.tokens.length).fill(-1);
      forward.forEach((p, s) => {
        if (p >= 0) inverse[p] = s;
      });
      current = { toys: [a, b], permutation: forward, inverse };
      return forward;
    },
    destroy() {
      for (const table of tables) table.destroy();
    },
  };
}

/**
 * One word's output vector in both sentences, side by side (rows = dimensions). The section words
 * the table from its own catalogue: rowHeading (the dimensions), colHeading (the sentences),
 * legendLabel (the values).
 * @param {HTMLElement} box
 * @param {{ caption?: string, rowHeading: string, colHeading: string, legendLabel: string }} options
 */
export function createOutputPair(box, options) {
  const table = createMatrixTable(box, {
    ...options,
    formatValue: fixedDigits(4),
    formatTick: (/** @type {number} */ v) => fixed(v, 1),
  });
  return {
    /**
     * @param {{ a: Toy, rowA: number, b: Toy, rowB: number, d: number, colLabels: string[], caption?: string }} pair
     */
    update({ a, rowA, b, rowB, d, colLabels, caption }) {
      const columns = new Float32Array(2 * d);
      for (let j = 0; j < d; j += 1) {
        columns[2 * j] = a.outputs[rowA * d + j];
        columns[2 * j + 1] = b.outputs[rowB * d + j];
      }
      table.update({
        ...(caption === undefined ? {} : { caption }),
        values: columns,
        rows: d,
        cols: 2,
        rowLabels: Array.from({ length: d }, (_, j) => String(j)),
        colLabels,
        domain: symmetricRange([columns], 0.1),
      });
    },
    destroy: () => table.destroy(),
  };
}
