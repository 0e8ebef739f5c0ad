// @ts-check
// The heatmap's numbers as text (heatmap.js): the visually hidden table that mirrors them for
// screen readers, and every value for the CSV download.
import { el, headerCell } from "../dom.js";
import { integerText } from "../format.js";
import { t } from "../strings.js";

/**
 * @typedef {{ values: ArrayLike<number>, rows: number, cols: number,
 *   rowLabels?: string[], colLabels?: string[] }} HeatmapData
 * @typedef {{ rowLabel: (row: number) => string, colLabel: (col: number) => string }} Labels
 */

// A header that shows a label the data gave (a token of the reader's sentence, a symbol) alone:
// not for translation.
function labelCell(text, scope, given) {
  const th = headerCell(text, scope);
  if (given) th.translate = false;
  return th;
}

/**
 * The mirror's caption, head and body. Capped at maxRows x maxCols, because a 64 x 128 table is
 * 8192 cells to wade through (and to build on every slider step); the caption says what is left
 * out and how to reach it.
 * @param {HeatmapData} data
 * @param {Labels & { label: string, maxRows: number, maxCols: number, rowName: string,
 *   colName: string, countRows: (count: number) => string, countCols: (count: number) => string,
 *   formatValue: (value: number) => string }} options
 */
export function mirrorParts(data, options) {
  const { label, maxRows, maxCols, rowName, colName, countRows, countCols } = options;
  const { rowLabel, colLabel, formatValue } = options;
  const shownRows = Math.min(data.rows, maxRows);
  const shownCols = Math.min(data.cols, maxCols);
  const caption = el("caption");
  const capped = shownRows < data.rows || shownCols < data.cols;
  caption.textContent = t(capped ? "heatmap.tableCaptionCapped" : "heatmap.tableCaption", {
    label,
    shownRows: integerText(shownRows),
    rows: countRows(data.rows),
    shownCols: integerText(shownCols),
    cols: countCols(data.cols),
  });
  const head = el("thead");
  const headRow = el("tr");
  for (let c = 0; c < shownCols; c += 1) {
    headRow.append(labelCell(colLabel(c), "col", data.colLabels !== undefined));
  }
  head.append(headRow);
  // The corner names both axes; it heads neither a row nor a column.
  headRow.prepend(el("td", "", t("heatmap.corner", { rowName, colName })));
  const body = el("tbody");
  for (let r = 0; r < shownRows; r += 1) {
    const tr = el("tr");
    tr.append(labelCell(rowLabel(r), "row", data.rowLabels !== undefined));
    for (let c = 0; c < shownCols; c += 1) {
      const value = data.values[r * data.cols + c];
      const td = el("td", "", formatValue(value));
      // Full precision for whoever needs more than the printed digits (tests, the curious).
      td.dataset.value = String(value);
      tr.append(td);
    }
    body.append(tr);
  }
  return [caption, head, body];
}

/**
 * Every cell (not only the table mirror's), with the values exactly as given; `corner` heads
 * the row labels.
 * @param {HeatmapData} data
 * @param {Labels & { corner: string }} options
 */
export function csvTable(data, { corner, rowLabel, colLabel }) {
  const header = [corner];
  for (let c = 0; c < data.cols; c += 1) header.push(colLabel(c));
  const rows = [];
  for (let r = 0; r < data.rows; r += 1) {
    const row = [data.rowLabels ? rowLabel(r) : r];
    for (let c = 0; c < data.cols; c += 1) row.push(data.values[r * data.cols + c]);
    rows.push(row);
  }
  return { header, rows };
}
