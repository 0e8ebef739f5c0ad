// @ts-check
// Section "matrix": the whole n x d_model table from peTable as a heatmap. Pointing at a cell (or
// moving to it with the keyboard) shows its value from the table and its derivation from peValue.
// A toggle shows the same table in the concatenated [sin | cos] layout of many tutorials: the
// core's interleaved table with its columns permuted (layout.js), not a new computation.
import { createCellChoice } from "../../js/cellChoice.js";
import { createChoiceControl } from "../../js/controls/choiceControl.js";
import { el, setText } from "../../js/dom.js";
import { createHeatmap } from "../../js/figures/heatmap.js";
import { numberText, texNumber, texPowerBase, texSeparator } from "../../js/format.js";
import { displayColumn, layoutChoices, paperDimension, reorderColumns } from "../../js/layout.js";
import { renderMath } from "../../js/math.js";
import { defineSection } from "../../js/section.js";
import { createQuietLineGate, renderPartsWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";
import { t as ui } from "../../js/strings.js";

// An item of the permutation list: a column (text filled in later) or a gap between columns.
/** @param {boolean} isGap */
function listItem(isGap) {
  const item = el("li");
  if (!isGap) return item;
  const dots = el("span", "", "…");
  dots.setAttribute("aria-hidden", "true");
  const words = el("span", "visually-hidden", t("permutation.gap"));
  item.className = "permutation-gap";
  item.append(dots, words);
  return item;
}

// The columns listed in the permutation: all of them for a small table, otherwise the first
// few and the last of each half, with gaps.
function listedColumns(d) {
  const half = d / 2;
  if (d <= 16) return Array.from({ length: d }, (_, c) => c);
  return [0, 1, 2, null, half - 1, half, half + 1, half + 2, null, d - 1];
}

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  const cellText = slot("cell-text");
  const cellMath = slot("cell-math");
  // The readout (a sentence and a line of maths) sits under the heatmap, below the window where a
  // reader drags d at the top of the section: like a derivation's lines (derivation.js), it is
  // written at once when any of it is on screen or after a single change, and during a drag (or
  // a run of key presses) waits for the changes to pause.
  const readoutGate = createQuietLineGate(/** @type {HTMLElement} */ (cellText.parentElement));
  section.numbers([
    { key: "n", label: t("control.n"), hint: t("hint.n"), slider: { max: 512 } },
    { key: "d", hint: t("hint.d") },
    { key: "base", hint: t("hint.base") },
  ]);
  section.own(
    createChoiceControl(slot("layout"), store, {
      key: "layout",
      name: "matrix-layout",
      legend: t("layout.legend"),
      choices: layoutChoices,
      className: "choice-control layout-toggle",
    }),
  );

  // What the heatmap shows right now (the store can run ahead while the section is off screen).
  let shown = null;
  // The cell the readout describes, in the paper's coordinates (position, dimension), so that a
  // layout switch keeps it in view: the state's cell (pos, 2i), or the one the reader pointed at.
  const choice = createCellChoice();

  // Derivation of one cell: the paper's dimension behind the displayed column decides the pair
  // index and whether it is a sine or a cosine; the numbers all come from the core. Written for
  // the cell and the figure as they are now, whenever the gate runs it.
  function showCell({ row, col, value }) {
    if (!shown) return;
    // (`shown` is replaced, never changed, when the heatmap draws: this one stays as it was.)
    const view = shown;
    readoutGate.run(() => writeReadout({ row, col, value }, view));
  }

  /**
   * @param {{ row: number, col: number, value: number }} cell the cell, as the heatmap shows it
   * @param {{ d: number, base: number, layout: string }} view what the heatmap showed then
   */
  function writeReadout({ row, col, value }, { d, base, layout }) {
    const dim = paperDimension(col, d, layout);
    const pair = Math.floor(dim / 2);
    const isCos = dim % 2 === 1;
    const v = core.peValue(row, pair, d, base);
    if (!v.ok) {
      setText(cellText, ui("refusal.cell", { refusal: refusalText(v) }));
      cellMath.replaceChildren();
      return;
    }
    const fn = isCos ? "cos" : "sin";
    setText(
      cellText,
      t(layout === "concatenated" ? "cell.concatenated" : "cell.interleaved", {
        row: String(row),
        col: String(col),
        value: numberText(value, 6),
        dim: String(dim),
        kind: isCos ? "cosine" : "sine",
        pair: String(pair),
      }),
    );
    renderMath(
      cellMath,
      `\\displaystyle PE_{(${row}${texSeparator()}\\,${dim})} = \\${fn}\\!\\left(\\frac{${row}}{${texPowerBase(base)}^{${v.dimSin}/${d}}}\\right)` +
        ` = \\${fn}\\!\\left(\\frac{${row}}{${texNumber(v.divisor)}}\\right)` +
        ` = \\${fn}(${texNumber(v.angle)}) = ${texNumber(isCos ? v.cos : v.sin)}`,
    );
  }

  const heatmap = createHeatmap(slot("figure"), {
    label: t("heatmap.label"),
    rowName: t("heatmap.rowName"),
    colName: t("heatmap.colName"),
    rowNoun: "position",
    colNoun: "dimension",
    colourMap: "viridis",
    legendLabel: t("heatmap.legend"),
    onCell: (cell) => {
      if (!shown) return;
      choice.pick({ row: cell.row, col: paperDimension(cell.col, shown.d, shown.layout) });
      showCell(cell);
    },
    describeCell: (row, col, valueText) => {
      if (shown?.layout !== "concatenated")
        return t("cell.describe", { row: String(row), col: String(col), value: valueText });
      const dim = paperDimension(col, shown.d, shown.layout);
      return t("cell.describeConcatenated", {
        row: String(row),
        col: String(col),
        dim: String(dim),
        value: valueText,
      });
    },
    colHeader: (col) =>
      shown?.layout === "concatenated"
        ? t("column.header", {
            col: String(col),
            dim: String(paperDimension(col, shown.d, shown.layout)),
          })
        : String(col),
  });

  function renderCaption({ d, layout }) {
    const half = d / 2;
    setText(
      slot("caption"),
      layout === "concatenated"
        ? t("caption.concatenated", {
            lastHalf: String(half - 1),
            half: String(half),
            last: String(d - 1),
          })
        : t("caption.interleaved"),
    );
  }

  // The permutation for this d_model, and one cell read in both layouts to show the numbers
  // are the same.
  let listShape = "";
  function renderPermutation(state, interleaved) {
    const { d, n } = state;
    const half = d / 2;
    setText(slot("permutation-text"), t("permutation.text", { d: String(d), half: String(half) }));
    // The list keeps its items while d changes (only their numbers do), so that a slider step
    // rewrites a few words instead of rebuilding it.
    const columns = listedColumns(d);
    const shape = columns.map((col) => (col === null ? "gap" : "item")).join();
    const permutationList = slot("permutation-list");
    if (listShape !== shape) {
      listShape = shape;
      permutationList.replaceChildren(...columns.map((col) => listItem(col === null)));
    }
    columns.forEach((col, index) => {
      if (col === null) return;
      const item = permutationList.children[index];
      const dim = paperDimension(col, d, "concatenated");
      const kind = dim % 2 === 0 ? "is-sine" : "is-cosine";
      if (item.className !== kind) item.className = kind;
      setText(item, t("permutation.item", { col: String(col), dim: String(dim) }));
    });

    // One cell, read from the core's interleaved table and from the permuted one.
    const col = d >= 4 ? half + 1 : half;
    const dim = paperDimension(col, d, "concatenated");
    const row = Math.min(state.pos, n - 1);
    const paperValue = interleaved[row * d + dim];
    const concatenatedValue = reorderColumns(
      interleaved.subarray(row * d, row * d + d),
      1,
      d,
      "concatenated",
    )[col];
    setText(
      slot("permutation-example"),
      t("permutation.example", {
        row: String(row),
        col: String(col),
        concatenated: numberText(concatenatedValue, 6),
        dim: String(dim),
        paper: numberText(paperValue, 6),
      }),
    );
  }

  // The table of (n, d, base), kept so that the part below the figure need not ask again.
  let cached = { key: "", table: null };
  function tableFor({ n, d, base }) {
    const key = `${n}/${d}/${base}`;
    if (cached.key !== key) cached = { key, table: core.peTable(n, d, base) };
    return { ...cached.table, key };
  }

  function renderFigure(state) {
    const table = tableFor(state);
    section.refused(refusalText(table));
    if (!table.ok) return;
    const { nPos: rows, dModel: cols } = table;
    shown = { d: cols, base: state.base, layout: state.layout };
    // The cursor sits on the cell the formula section is about, so the two views meet, unless
    // the reader has pointed at another; either stays on its dimension of the paper, wherever
    // the layout puts it. The readout below is written from the cell and the state each time.
    const cell = choice.cell({ row: state.pos, col: 2 * state.i });
    const cursor = {
      row: Math.min(cell.row, rows - 1),
      col: displayColumn(Math.min(cell.col, cols - 1), cols, state.layout),
    };
    renderCaption(state);
    // pos and i move only the cursor: the cells are painted again only when they change.
    const drawn = `${table.key}/${state.layout}`;
    if (drawn === drawnKey) heatmap.moveCursor(cursor);
    else {
      const values = reorderColumns(table.data, rows, cols, state.layout);
      heatmap.update({ values, rows, cols, cursor });
    }
    drawnKey = drawn;
    showCell(heatmap.cell());
  }
  let drawnKey = "";

  // Two parts, each drawn when on screen (visibility.js): the figure with its readout, and the
  // permutation further down, which a reader dragging d at the top does not see.
  section.own(
    heatmap,
    readoutGate,
    renderPartsWhenVisible(store, [
      { element: root, watched: ["n", "d", "base", "layout", "pos", "i"], render: renderFigure },
      {
        element: slot("permutation"),
        watched: ["n", "d", "base", "pos"],
        render: (state) => {
          const table = tableFor(state);
          if (table.ok) renderPermutation(state, table.data);
        },
      },
    ]),
  );
});
