// @ts-check
// A small matrix shown as a real HTML table: every number printed in its cell, each cell tinted by
// the same colour-blind-safe colour map the heatmaps use, with black or white text, whichever
// reads better on that colour.
//
//   const table = createMatrixTable(element, { caption, rowHeading, colHeading, ... });
//   table.update({ values, rows, cols, rowLabels, colLabels, marked });
//   table.destroy();
//
// The figure draws what it is given: no maths, only layout, colour and formatting. It is for
// matrices small enough to read whole (a 3 x 3 attention matrix, a 2 x 2 rotation, a few rows of
// a vector); a large matrix belongs in a heatmap.
//
// Access: <caption>, <th scope> for row and column labels, so a screen reader names both for each
// number. With `interactive`, one cell at a time is in the tab order (a roving tabindex); the
// arrow keys, Home and End, Page Up and Page Down move between cells (gridKeys.js), and focusing or
// pointing at a cell calls onCell.
// Download: the values as CSV, at full precision (an HTML table has no canvas to save as PNG).
import { interpolateCividis, interpolateViridis } from "d3-scale-chromatic";

import { addDownloads } from "../downloads.js";
import { el, headerCell, setText } from "../dom.js";
import { fixed, fixedDigits, roundedRange, tickText } from "../format.js";
import { handleGridKey } from "../gridKeys.js";
import { relabelScrollBox, watchScrollBox } from "../scrollBox.js";
import { t } from "../strings.js";

const colourMaps = { viridis: interpolateViridis, cividis: interpolateCividis };
const legendStops = 11;

// d3's colour maps give "#rrggbb" or "rgb(r, g, b)"; returns [r, g, b] in 0..255.
function parseColour(css) {
  if (css.startsWith("#")) {
    return [1, 3, 5].map((at) => parseInt(css.slice(at, at + 2), 16));
  }
  return css
    .match(/\d+(\.\d+)?/g)
    .slice(0, 3)
    .map(Number);
}

// translate="no" on header cells that show the data's own labels, written only when it changes.
/** @param {HTMLElement[]} headers @param {boolean} given */
function markUntranslated(headers, given) {
  for (const th of headers) {
    if (th.translate === given) th.translate = !given;
  }
}

// WCAG relative luminance of an sRGB colour.
function luminance([r, g, b]) {
  const linear = (channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

// Black or white text, whichever contrasts more with the background (always at least 4.5:1).
function textColourOn(background) {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000" : "#fff";
}

// options:
//   caption               visible caption (update can replace it)
//   rowHeading, colHeading  what rows and columns are ("query word", "key word"), shown in the
//                         corner cell and used in the legend text
//   colourMap             "viridis" (default) or "cividis"
//   domain                [low, high] of the colour scale (update can replace it)
//   formatValue           number -> text shown in a cell
//   formatTick            number -> text of the legend's end labels
//   legendLabel           name of the coloured quantity; legend: false hides the legend
//   interactive, onCell   keyboard/pointer cell cursor; onCell({ row, col, value, source })
//   csvCorner             the CSV's corner cell, English (default: "rowHeading \ colHeading")
export function createMatrixTable(element, options = {}) {
  const {
    caption: initialCaption = "",
    rowHeading = t("matrixTable.row"),
    colHeading = t("matrixTable.column"),
    colourMap = "viridis",
    formatValue = (v) => fixed(v, 4),
    formatTick = (v) => tickText(v),
    legendLabel = t("matrixTable.value"),
    legend: showLegend = true,
    interactive = false,
    onCell = () => {},
  } = options;
  const interpolate = colourMaps[colourMap] ?? interpolateViridis;
  // The CSV's corner keeps English words (data, not prose): the section's headings, else the
  // figure's own defaults in English.
  const csvCorner =
    options.csvCorner ?? `${options.rowHeading ?? "row"} \\ ${options.colHeading ?? "column"}`;
  let domain = options.domain ?? [0, 1];

  // 1. DOM: the table in a box that scrolls sideways when it is wider than the screen, a legend.
  element.classList.add("matrix-table");
  const table = el("table", "matrix-table-grid");
  const caption = el("caption", "matrix-table-caption", initialCaption);
  const head = el("thead");
  const body = el("tbody");
  table.append(caption, head, body);
  // On a narrow screen a wide table scrolls inside this box, not the page.
  const scroller = el("div", "matrix-table-scroll");
  scroller.append(table);
  element.append(scroller);
  const stopWatching = watchScrollBox(scroller, () =>
    t("matrixTable.scrollName", { name: caption.textContent || legendLabel }),
  );

  const legend = el("div", "matrix-table-legend");
  const legendName = el("span", "matrix-table-legend-name", legendLabel);
  const legendLow = el("span", "matrix-table-legend-end");
  const legendBar = el("span", "matrix-table-legend-bar");
  legendBar.setAttribute("aria-hidden", "true");
  const legendHigh = el("span", "matrix-table-legend-end");
  const legendText = el("span", "visually-hidden");
  legend.append(legendName, legendLow, legendBar, legendHigh, legendText);
  if (showLegend) element.append(legend);
  const downloads = addDownloads(element, {
    name: () => caption.textContent || legendLabel,
    csv: () => (data ? csvTable() : null),
  });

  // 2. State.
  let data = null;
  let cells = [];
  let focus = { row: 0, col: 0 };

  function colourOf(value) {
    const [low, high] = domain;
    const at = high > low ? (value - low) / (high - low) : 0.5;
    return interpolate(Math.max(0, Math.min(1, at)));
  }

  function paintLegend() {
    const [low, high] = domain;
    legendLow.textContent = formatTick(low);
    legendHigh.textContent = formatTick(high);
    const stops = [];
    for (let s = 0; s < legendStops; s += 1) stops.push(interpolate(s / (legendStops - 1)));
    legendBar.style.backgroundImage = `linear-gradient(to right, ${stops.join(", ")})`;
    legendText.textContent = t(
      colourMap === "cividis"
        ? "matrixTable.colourRange.cividis"
        : "matrixTable.colourRange.viridis",
      { low: formatTick(low), high: formatTick(high) },
    );
  }

  // 3. The table. Built when its shape (rows x cols) changes; otherwise each update rewrites the
  // labels and cells in place, and only where they differ: a slider step then costs a few text
  // changes, not a new table for the browser to lay out.

  let builtShape = "";
  let legendPainted = false;
  let colHeaders = [];
  let rowHeaders = [];
  function build() {
    const { rows, cols } = data;
    const headRow = el("tr");
    const corner = el("td", "matrix-table-corner");
    const cornerRow = el(
      "span",
      "matrix-table-corner-row",
      t("matrixTable.rowAxis", { name: rowHeading }),
    );
    const cornerCol = el(
      "span",
      "matrix-table-corner-col",
      t("matrixTable.colAxis", { name: colHeading }),
    );
    corner.append(cornerCol, cornerRow);
    headRow.append(corner);
    colHeaders = [];
    for (let c = 0; c < cols; c += 1) {
      const th = headerCell("", "col", "matrix-table-col");
      headRow.append(th);
      colHeaders.push(th);
    }
    head.replaceChildren(headRow);

    const rowsOut = [];
    cells = [];
    rowHeaders = [];
    for (let r = 0; r < rows; r += 1) {
      const tr = el("tr");
      const th = headerCell("", "row", "matrix-table-row");
      tr.append(th);
      rowHeaders.push(th);
      const rowCells = [];
      for (let c = 0; c < cols; c += 1) {
        const td = el("td", "matrix-table-cell");
        td.dataset.row = String(r);
        td.dataset.col = String(c);
        if (interactive) td.tabIndex = -1;
        tr.append(td);
        rowCells.push(td);
      }
      cells.push(rowCells);
      rowsOut.push(tr);
    }
    body.replaceChildren(...rowsOut);
    if (interactive) {
      focus = {
        row: Math.min(focus.row, rows - 1),
        col: Math.min(focus.col, cols - 1),
      };
      cells[focus.row][focus.col].tabIndex = 0;
    }
  }

  // recolour: the colour scale changed, so every cell is written even where its value is not.
  function fill(recolour) {
    const { rows, cols, values, rowLabels, colLabels } = data;
    const shape = `${rows}x${cols}`;
    if (shape !== builtShape) {
      build();
      builtShape = shape;
    }
    colHeaders.forEach((th, c) => setText(th, colLabels?.[c] ?? String(c)));
    rowHeaders.forEach((th, r) => setText(th, rowLabels?.[r] ?? String(r)));
    // Labels the data gave (tokens of the reader's sentence, symbols) are not for translation.
    markUntranslated(colHeaders, colLabels !== undefined);
    markUntranslated(rowHeaders, rowLabels !== undefined);
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        const value = values[r * cols + c];
        const td = cells[r][c];
        // Full precision for whoever needs more than the printed digits (tests, the curious).
        if (!recolour && td.dataset.value === String(value)) continue;
        td.dataset.value = String(value);
        setText(td, formatValue(value));
        const background = colourOf(value);
        td.style.backgroundColor = background;
        td.style.color = textColourOn(parseColour(background));
      }
    }
  }

  function csvTable() {
    const { rows, cols, values, rowLabels, colLabels } = data;
    const header = [csvCorner];
    for (let c = 0; c < cols; c += 1) header.push(colLabels?.[c] ?? String(c));
    const lines = [];
    for (let r = 0; r < rows; r += 1) {
      const line = [rowLabels?.[r] ?? String(r)];
      for (let c = 0; c < cols; c += 1) line.push(values[r * cols + c]);
      lines.push(line);
    }
    return { header, rows: lines };
  }

  function mark(marked = []) {
    const wanted = new Set(marked.map(({ row, col }) => cells[row]?.[col]).filter(Boolean));
    for (const row of cells) {
      for (const td of row) {
        if (td.classList.contains("is-marked") !== wanted.has(td)) td.classList.toggle("is-marked");
      }
    }
  }

  // 4. Interaction: roving tabindex over the cells.
  function cellOf(target) {
    const td = target.closest?.("td.matrix-table-cell");
    if (!td || !element.contains(td)) return null;
    return { row: Number(td.dataset.row), col: Number(td.dataset.col), td };
  }

  function report(row, col, source) {
    onCell({ row, col, value: data.values[row * data.cols + col], source });
  }

  function moveFocus(row, col) {
    const r = Math.max(0, Math.min(data.rows - 1, row));
    const c = Math.max(0, Math.min(data.cols - 1, col));
    cells[focus.row][focus.col].tabIndex = -1;
    focus = { row: r, col: c };
    cells[r][c].tabIndex = 0;
    cells[r][c].focus();
  }

  function onKeyDown(event) {
    const hit = cellOf(event.target);
    if (!hit) return;
    handleGridKey(event, hit, data.rows, data.cols, ({ row, col }) => moveFocus(row, col));
  }

  function onFocusIn(event) {
    const hit = cellOf(event.target);
    if (!hit) return;
    if (focus.row !== hit.row || focus.col !== hit.col) {
      cells[focus.row][focus.col].tabIndex = -1;
      focus = { row: hit.row, col: hit.col };
      hit.td.tabIndex = 0;
    }
    report(hit.row, hit.col, "keyboard");
  }

  function onPointerOver(event) {
    const hit = cellOf(event.target);
    if (hit) report(hit.row, hit.col, "pointer");
  }

  if (interactive) {
    table.classList.add("is-interactive");
    table.addEventListener("keydown", onKeyDown);
    table.addEventListener("focusin", onFocusIn);
    table.addEventListener("pointerover", onPointerOver);
  }

  return {
    // next: { values, rows, cols, rowLabels?, colLabels?, caption?, domain?, marked? }
    update(next) {
      data = next;
      const rescaled =
        !legendPainted ||
        (next.domain && (next.domain[0] !== domain[0] || next.domain[1] !== domain[1]));
      if (next.domain) domain = next.domain;
      if (next.caption !== undefined) {
        setText(caption, next.caption);
        // The box's name while it scrolls is the caption's: written again with it.
        relabelScrollBox(scroller);
      }
      fill(rescaled);
      mark(next.marked);
      if (showLegend && rescaled) paintLegend();
      legendPainted = true;
      downloads.update();
    },
    // Outlines the given cells (and only those) without rebuilding the table.
    mark(marked) {
      if (data) mark(marked);
    },
    destroy() {
      stopWatching();
      downloads.destroy();
      table.removeEventListener("keydown", onKeyDown);
      table.removeEventListener("focusin", onFocusIn);
      table.removeEventListener("pointerover", onPointerOver);
      element.replaceChildren();
      element.classList.remove("matrix-table");
    },
  };
}

/**
 * A table of attention weights: a row per query word, a column per key word, four decimals.
 * @param {HTMLElement} element
 * @param {{ rowHeading?: string, colHeading?: string, [option: string]: unknown }} [options]
 *   createMatrixTable's, which override these
 */
export function createWeightsTable(element, options = {}) {
  return createMatrixTable(element, {
    rowHeading: t("matrixTable.query"),
    colHeading: t("matrixTable.key"),
    csvCorner: `${options.rowHeading ?? "query"} \\ ${options.colHeading ?? "key"}`,
    legendLabel: t("matrixTable.weight"),
    formatValue: fixedDigits(4),
    formatTick: fixedDigits(2),
    ...options,
  });
}

/**
 * Square matrices in tables side by side (say, the attention weights of two sentences), on one
 * colour scale widened to multiples of `step`, so that equal numbers get equal colours.
 * @param {{ update(next: object): void }[]} tables
 * @param {{ values: ArrayLike<number>, labels: string[], caption?: string }[]} matrices
 * @param {number} step
 */
export function updateOnOneScale(tables, matrices, step) {
  const domain = roundedRange(
    matrices.map((matrix) => matrix.values),
    step,
  );
  matrices.forEach(({ values, labels, caption }, side) => {
    tables[side].update({
      ...(caption === undefined ? {} : { caption }),
      ...squareMatrix(values, labels),
      domain,
    });
  });
}

/**
 * The fields of a square matrix whose rows and columns are the same things (a sentence's words),
 * for a matrix table's or a heatmap's update.
 * @param {ArrayLike<number>} values row-major, labels.length squared
 * @param {string[]} labels
 */
export function squareMatrix(values, labels) {
  const size = labels.length;
  return { values, rows: size, cols: size, rowLabels: labels, colLabels: labels };
}
