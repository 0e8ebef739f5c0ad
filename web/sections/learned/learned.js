// @ts-check
// Section "learned": a learned position table (learnedTable: max_len rows of free parameters, here
// seeded noise, labelled as a stand-in: a trained table is smooth across positions) beside the formula's table (peTable), on the same colour
// scale; the row of a chosen position from each (learnedRow, which refuses positions past max_len,
// and peValue, which never does); and what happens past the training length, in numbers
// (peTable over the trained positions, peValue and relativeDots at a later one).
// Every number comes from the core; this file lays tables side by side, compares values with the
// range seen and writes the sentences.
import { createCellChoice } from "../../js/cellChoice.js";
import { setText } from "../../js/dom.js";
import { createHeatmap } from "../../js/figures/heatmap.js";
import { createMatrixTable } from "../../js/figures/matrixTable.js";
import { integerText, numberText } from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";
import { t as ui } from "../../js/strings.js";

// Dimensions listed in the two row tables (the rest of the row is in the heatmaps).
const rowDims = 8;
// Offset used to show that relative structure carries on past the table's end.
const relativeOffset = 3;

const cellFormat = (v) => (Number.isFinite(v) ? numberText(v, 4) : t("cell.noRow"));

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  const cellText = slot("cell-text");
  // What the readout says before the reader points at a cell (index.html's text).
  const cellPrompt = cellText.textContent;
  section.numbers([
    { key: "pos", hint: t("hint.pos"), slider: { max: 40 } },
    { key: "n", hint: t("hint.n"), slider: { max: 256 } },
    { key: "d", hint: t("hint.d"), slider: { max: 512 } },
  ]);

  let maxLen = 0;
  const heatmapOptions = {
    rowName: t("map.rowName"),
    colName: t("map.colName"),
    rowNoun: "position",
    colNoun: "dimension",
    colourMap: "viridis",
    legendLabel: t("map.legend"),
    formatValue: cellFormat,
    maxTableRows: 32,
    maxTableCols: 16,
  };
  // The readout below the two maps describes a cell of the one the reader last pointed at, and
  // is written again from that cell and the state after every update (cellChoice.js): a cell
  // read at d = 8 says what it holds at d = 16 once d is 16.
  const maps = [
    ["learned-map", t("map.learned"), "learned"],
    ["formula-map", t("map.formula"), "formula"],
  ].map(([name, label, which]) => {
    const choice = createCellChoice();
    const map = section.own(
      createHeatmap(slot(name), {
        ...heatmapOptions,
        label,
        onCell: (cell) => {
          choice.pick(cell);
          active = entry;
          describeCell(which, cell, store.getAll());
        },
      }),
    );
    const entry = { which, map, choice };
    return entry;
  });
  const [learnedMap, formulaMap] = maps.map((entry) => entry.map);
  /** @type {(typeof maps)[number] | null} */
  let active = null;
  const rowOptions = {
    rowHeading: t("row.heading"),
    colHeading: t("row.colHeading"),
    legendLabel: t("row.legend"),
    domain: [-1, 1],
    formatValue: (v) => numberText(v, 4),
    formatTick: (v) => numberText(v),
  };
  const learnedRowTable = section.own(createMatrixTable(slot("learned-row"), rowOptions));
  const formulaRowTable = section.own(createMatrixTable(slot("formula-row"), rowOptions));

  // What a cell is: a free parameter, a missing row, or sin/cos of the formula.
  /**
   * @param {string} which
   * @param {{ row: number, col: number, value: number }} cell
   * @param {import("../../js/state/index.js").State} state
   */
  function describeCell(which, { row, col, value }, { d, base }) {
    if (which === "learned") {
      const found = core.learnedRow(row, d);
      setText(
        cellText,
        found.ok
          ? t("cell.learned", {
              row: integerText(row),
              col: integerText(col),
              value: cellFormat(value),
            })
          : t("refusal.tableEnds", { row: integerText(row), refusal: refusalText(found) }),
      );
      return;
    }
    const v = core.peValue(row, Math.floor(col / 2), d, base);
    if (!v.ok) {
      setText(cellText, ui("refusal.cell", { refusal: refusalText(v) }));
      return;
    }
    const fn = col === v.dimSin ? "sin" : "cos";
    setText(
      cellText,
      t("cell.formula", {
        row: integerText(row),
        col: integerText(col),
        fn,
        omega: numberText(v.omega),
        value: numberText(col === v.dimSin ? v.sin : v.cos, 6),
      }),
    );
  }

  // 1. The two tables as heatmaps: rows 0 .. max(n, max_len) - 1; the learned one is grey
  // (no value) past its last row.
  function renderTables(state, learned) {
    const { d, base, pos } = state;
    const rows = Math.max(state.n, maxLen);
    const formula = core.peTable(rows, d, base);
    if (!formula.ok) return refusalText(formula);
    const padded = new Float32Array(rows * d).fill(NaN);
    padded.set(learned.data.subarray(0, Math.min(rows, maxLen) * d));
    // Both cursors start on position pos (none when its row is not drawn), unless the reader
    // pointed elsewhere; the readout then describes the cell under the cursor of the map the
    // reader last used, as it is now.
    const stateCell = pos < rows ? { row: pos, col: 0 } : null;
    learnedMap.update({ values: padded, rows, cols: d, cursor: maps[0].choice.cell(stateCell) });
    formulaMap.update({
      values: formula.data,
      rows,
      cols: d,
      cursor: maps[1].choice.cell(stateCell),
    });
    const cell = active?.choice.picked() ? active.map.cell() : null;
    if (cell) describeCell(active.which, cell, state);
    else setText(cellText, cellPrompt);
    slot("learned-caption").textContent = t("caption.learned", {
      maxLen: integerText(maxLen),
      last: integerText(maxLen - 1),
      d: integerText(d),
      grey: rows <= maxLen ? "none" : rows - 1 === maxLen ? "one" : "many",
      lastRow: integerText(rows - 1),
    });
    slot("formula-caption").textContent = t("caption.formula", {
      last: integerText(rows - 1),
      d: integerText(d),
      base: numberText(base),
      next: integerText(rows),
    });
    return "";
  }

  // 2. The row of position pos in each table (the first dimensions).
  function renderRows(state) {
    const { d, base, pos } = state;
    const dims = Math.min(rowDims, d);
    const formulaValues = new Float64Array(dims);
    for (let dim = 0; dim < dims; dim += 2) {
      const v = core.peValue(pos, dim / 2, d, base);
      if (!v.ok) return refusalText(v);
      formulaValues[dim] = v.sin;
      formulaValues[dim + 1] = v.cos;
    }
    const labels = Array.from({ length: dims }, (_, dim) => String(dim));
    formulaRowTable.update({
      caption: t("row.formulaCaption", { pos: integerText(pos) }),
      values: formulaValues,
      rows: dims,
      cols: 1,
      rowLabels: labels,
      colLabels: [t("row.formulaColumn")],
    });

    const row = core.learnedRow(pos, d);
    const missing = slot("learned-missing");
    slot("learned-row").hidden = !row.ok;
    missing.hidden = row.ok;
    const shown = { pos: integerText(pos), dims: integerText(dims), d: integerText(d) };
    if (row.ok) {
      learnedRowTable.update({
        caption: t("row.learnedCaption", { pos: integerText(pos) }),
        values: row.data.subarray(0, dims),
        rows: dims,
        cols: 1,
        rowLabels: labels,
        colLabels: [t("row.learnedColumn")],
      });
      missing.textContent = "";
      slot("row-text").textContent = t("row.inside", shown);
    } else {
      missing.textContent = t("refusal.noRow", {
        pos: integerText(pos),
        refusal: refusalText(row),
      });
      slot("row-text").textContent = t("row.past", {
        ...shown,
        last: integerText(maxLen - 1),
        maxLen: integerText(maxLen),
      });
    }
    return "";
  }

  // 3. Past the training length: values never seen in training, structure that still holds.
  function renderExtrapolation(state) {
    const { d, base, pos } = state;
    const target = pos >= maxLen ? pos : 4 * maxLen;
    const seen = core.peTable(maxLen, d, base);
    if (!seen.ok) return refusalText(seen);
    // The range each dimension covered over the trained positions 0 .. maxLen - 1.
    const low = new Float64Array(d).fill(Infinity);
    const high = new Float64Array(d).fill(-Infinity);
    for (let p = 0; p < maxLen; p += 1) {
      for (let dim = 0; dim < d; dim += 1) {
        const v = seen.data[p * d + dim];
        low[dim] = Math.min(low[dim], v);
        high[dim] = Math.max(high[dim], v);
      }
    }
    let outside = 0;
    let slowest = null;
    for (let pair = 0; pair < d / 2; pair += 1) {
      const v = core.peValue(target, pair, d, base);
      if (!v.ok) return refusalText(v);
      for (const [dim, value] of [
        [v.dimSin, v.sin],
        [v.dimCos, v.cos],
      ]) {
        if (value < low[dim] || value > high[dim]) outside += 1;
      }
      if (pair === d / 2 - 1) slowest = v;
    }
    const lastSine = slowest.dimSin;
    slot("extrapolation-seen").textContent = t("extrapolation.seen", {
      chosen: pos >= maxLen ? "yes" : "no",
      target: integerText(target),
      maxLen: integerText(maxLen),
      outside,
      d: integerText(d),
      last: integerText(maxLen - 1),
      dim: integerText(lastSine),
      low: numberText(low[lastSine], 3),
      high: numberText(high[lastSine], 3),
      value: numberText(slowest.sin, 3),
    });

    const near = core.relativeDots(relativeOffset + 1, d, base, 0);
    const far = core.relativeDots(target + relativeOffset + 1, d, base, target);
    slot("extrapolation-relative").textContent =
      near.ok && far.ok
        ? t("extrapolation.relative", {
            target: integerText(target),
            later: integerText(target + relativeOffset),
            far: numberText(far.data[target + relativeOffset], 6),
            offset: integerText(relativeOffset),
            near: numberText(near.data[relativeOffset], 6),
          })
        : "";
    return "";
  }

  function render() {
    const state = store.getAll();
    const learned = core.learnedTable(state.d);
    if (!learned.ok) {
      section.refused(refusalText(learned));
      return;
    }
    maxLen = learned.maxLen;
    section.refused(
      renderTables(state, learned) || renderRows(state) || renderExtrapolation(state),
    );
  }

  section.own(renderWhenVisible(root, store, ["pos", "n", "d", "base"], render));
});
