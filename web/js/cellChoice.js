// @ts-check
// Which cell of a figure a readout describes: the state's own cell (the one the section's numbers
// are about, such as position pos and dimension 2i of the matrix), or the one the reader pointed
// at since. A readout is then always a function of the state and this cell, written again after
// every update of the figure, so it can never outlive the numbers it describes:
//
//   const choice = createCellChoice();
//   onCell: (cell) => { choice.pick(cell); describe(cell); }        // the reader points
//   render: const cell = choice.cell(stateCell);                    // each update
//           map.update({ ..., cursor: cell }); describe(map.cell());
//
// The reader's cell is kept while the state's cell stays the same (d or base changed: the reader
// keeps looking at their cell, which now holds another number), and given up when the state's
// cell moves (pos or i changed: the section is now about another cell). So a page that nobody
// pointed at shows exactly what a fresh load of its link shows.

/** @typedef {{ row: number, col: number }} Cell */

/** @param {Cell | null} a @param {Cell | null} b */
const sameCell = (a, b) =>
  a === b || (a !== null && b !== null && a.row === b.row && a.col === b.col);

export function createCellChoice() {
  /** @type {Cell | null} */
  let given = null;
  /** @type {Cell | null} */
  let picked = null;
  return {
    /** The reader points at a cell. @param {Cell} cell */
    pick(cell) {
      picked = { row: cell.row, col: cell.col };
    },
    /**
     * The cell to show for the state's own cell (null: none).
     * @param {Cell | null} stateCell
     * @returns {Cell | null}
     */
    cell(stateCell) {
      if (!sameCell(stateCell, given)) {
        given = stateCell && { row: stateCell.row, col: stateCell.col };
        picked = null;
      }
      return picked ?? given;
    },
    /** Whether the reader has picked a cell since the state's cell last moved. */
    picked: () => picked !== null,
  };
}
