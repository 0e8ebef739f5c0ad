// Section "matrix": the whole n x d_model table from peTable as a heatmap. Pointing at a cell (or
// moving to it with the keyboard) shows its value from the table and its derivation from peValue.
import { createNumberControl } from "../controls.js";
import { createCopyLink } from "../copyLink.js";
import { createHeatmap } from "../figures/heatmap.js";
import { formatNumber, texNumber } from "../format.js";
import { renderMath } from "../math.js";

export function createMatrixSection({ root, store, core }) {
  const controlsSlot = root.querySelector('[data-slot="controls"]');
  const figureSlot = root.querySelector('[data-slot="figure"]');
  const cellText = root.querySelector('[data-slot="cell-text"]');
  const cellMath = root.querySelector('[data-slot="cell-math"]');
  const errorSlot = root.querySelector('[data-slot="error"]');

  const controls = [
    createNumberControl(controlsSlot, store, {
      key: "n",
      id: "matrix-n",
      label: "positions",
      hint: "rows: positions 0 to n − 1",
      slider: { min: 1, max: 512 },
    }),
    createNumberControl(controlsSlot, store, {
      key: "d",
      id: "matrix-d",
      label: "d_model",
      hint: "columns: dimensions 0 to d − 1",
      step: 2,
      slider: { min: 2, max: 1024 },
    }),
    createNumberControl(controlsSlot, store, {
      key: "base",
      id: "matrix-base",
      label: "base",
      hint: "sets the slowest wavelength",
      step: "any",
      slider: { min: 1.5, max: 1e6, step: 0.01, scale: "log" },
    }),
  ];
  const copyLink = createCopyLink(root.querySelector('[data-slot="copy-link"]'), store, root.id);

  // Derivation of one cell: its pair index and whether it is the pair's sine or cosine decide
  // which peValue to ask for; the numbers all come from the core.
  function showCell({ row, col, value }) {
    const state = store.getAll();
    const pair = Math.floor(col / 2);
    const isCos = col % 2 === 1;
    const v = core.peValue(row, pair, state.d, state.base);
    if (!v.ok) {
      cellText.textContent = `The core refused this cell: ${v.error}`;
      cellMath.replaceChildren();
      return;
    }
    const fn = isCos ? "cos" : "sin";
    cellText.textContent =
      `Position ${row}, dimension ${col}: ${formatNumber(value, 6)} in the table. ` +
      `Dimension ${col} is the ${isCos ? "cosine" : "sine"} of pair i = ${pair}:`;
    renderMath(
      cellMath,
      `\\displaystyle PE_{(${row},\\,${col})} = \\${fn}\\!\\left(\\frac{${row}}{${texNumber(state.base)}^{${v.dimSin}/${state.d}}}\\right)` +
        ` = \\${fn}\\!\\left(\\frac{${row}}{${texNumber(v.divisor)}}\\right)` +
        ` = \\${fn}(${texNumber(v.angle)}) = ${texNumber(isCos ? v.cos : v.sin)}`,
    );
  }

  const heatmap = createHeatmap(figureSlot, {
    label: "Positional encoding matrix",
    rowName: "position",
    colName: "dimension",
    colourMap: "viridis",
    legendLabel: "PE value",
    onCell: showCell,
  });

  function render(state, initial = false) {
    const table = core.peTable(state.n, state.d, state.base);
    errorSlot.hidden = table.ok;
    errorSlot.textContent = table.ok ? "" : `The core refused these inputs: ${table.error}`;
    if (!table.ok) return;
    // Start the cursor on the cell the formula section is about, so the two views meet.
    const cursor = initial
      ? { row: Math.min(state.pos, state.n - 1), col: Math.min(2 * state.i, state.d - 1) }
      : undefined;
    heatmap.update({ values: table.data, rows: table.nPos, cols: table.dModel, cursor });
  }

  const watched = ["n", "d", "base"];
  const unsubscribe = store.subscribe((state, changed) => {
    if (watched.some((key) => changed.has(key))) render(state);
  });
  render(store.getAll(), true);

  return {
    destroy() {
      unsubscribe();
      for (const control of controls) control.destroy();
      copyLink.destroy();
      heatmap.destroy();
    },
  };
}
