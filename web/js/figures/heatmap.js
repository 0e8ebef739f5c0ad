// @ts-check
// A heatmap of a row-major matrix of numbers, drawn as ImageData on a canvas.
//
//   const map = createHeatmap(element, { label, rowName, colName, onCell, ... });
//   map.update({ values, rows, cols, cursor, domain, label, rowLabels, colLabels });
//       values: Float32Array/Float64Array, rows x cols; the rest optional:
//       cursor { row, col } places the cell cursor (null: none; left out: it stays, clamped)
//       domain [low, high] of the colour scale, label the figure's name, rowLabels/colLabels
//       names of the rows and columns (the table mirror's headers, under translate="no": tokens
//       and symbols, and the announced cell)
//   options.rowName/colName name a row and a column ("position", in the page's language);
//   rowNoun/colNoun say what they are ("position", "dimension", "row", "column"), for counting
//   them (the catalogue's count.<noun>: "3 positions"), unless countRows/countCols(count) count
//   them in a section's own words ("30 query words"); csvCorner is the CSV's corner cell
//   ("row \\ column", in the page's language like the CSV's other headers)
//   map.cell();          // { row, col, value } under the cursor now, or null
//   map.moveCursor(cell) // shows the cursor on a cell without calling onCell (a linked view)
//   map.destroy();
//
// onCell({ row, col, value, source }) hears the reader only (source "pointer", "tap",
// "keyboard" or "focus"), never an update: what a readout says about the cursor's cell is the
// section's to write after each update, from map.cell() and the state (see cellChoice.js).
// The figure draws what it is given and nothing else: no maths, only colour and layout.
// Access: the canvas is focusable; arrow keys (and Home/End, Page Up/Down) move a cell cursor,
// whose value is announced through an aria-live region; a visually hidden table mirrors the
// numbers for screen readers. Colours come from a colour-blind-safe map (viridis or cividis).
// Downloads: the picture as a PNG (without the cursor), every value as CSV (downloads.js).
// Its parts: heatmapScale.js (colours, axis ticks), heatmapPaint.js (the canvas), heatmapMirror.js
// (the table mirror and the CSV).
import { interpolateViridis } from "d3-scale-chromatic";

import { addDownloads } from "../downloads.js";
import { el, liveText, setText, wrapIn } from "../dom.js";
import { supportsCss, watchSize } from "../environment.js";
import { fixed, integerText, listText, tickText } from "../format.js";
import { handleGridKey } from "../gridKeys.js";
import { counted, nodes, t } from "../strings.js";
import { csvTable, mirrorParts } from "./heatmapMirror.js";
import { colourCells, cursorBox, drawCells, shownCells } from "./heatmapPaint.js";
import { buildLut, colourMaps, placeTicks } from "./heatmapScale.js";

let nextId = 0;

export function createHeatmap(element, options = {}) {
  const {
    colourMap = "viridis",
    domain = [-1, 1],
    legendTicks = [-1, -0.5, 0, 0.5, 1],
    legendLabel = t("heatmap.value"),
    formatValue = (v) => fixed(v, 4),
    formatTick = (v) => tickText(v),
    onCell = () => {},
    // What a cell is called when announced, and a column's header in the table mirror; a section
    // whose columns are rearranged can name the original index here too.
    describeCell = null,
    colHeader = (col) => String(col),
    maxTableRows = 64,
    maxTableCols = 32,
    minHeight = 180,
    maxHeight = 480,
  } = options;
  // What a row and a column are called (the section's word, from its catalogue) and how many of
  // them are counted (options.rowNoun/colNoun: the shared catalogue's count.<noun>), else the
  // heatmap's own "row" and "column".
  const rowName = options.rowName ?? t("heatmap.row");
  const colName = options.colName ?? t("heatmap.column");
  const countRows = options.countRows ?? counted(options.rowNoun ?? "row");
  const countCols = options.countCols ?? counted(options.colNoun ?? "column");
  const csvCorner = options.csvCorner ?? `${rowName} \\ ${colName}`;
  const id = `heatmap-${(nextId += 1)}`;
  const lut = buildLut(colourMaps[colourMap] ?? interpolateViridis);
  let label = options.label ?? t("heatmap.label");

  // 1. DOM: plot (row ticks | canvas, column ticks below), legend, hint, live region, table.
  element.classList.add("heatmap");
  const plot = el("div", "heatmap-plot");
  const rowTicks = el("div", "heatmap-row-ticks");
  rowTicks.setAttribute("aria-hidden", "true");
  const canvasBox = el("div", "heatmap-canvas-box");
  const canvas = el("canvas", "heatmap-canvas");
  canvas.tabIndex = 0;
  // "application" passes arrow keys to us in screen readers' browse mode.
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-roledescription", t("heatmap.roleDescription"));
  canvas.setAttribute("aria-describedby", `${id}-hint`);
  const colTicks = el("div", "heatmap-col-ticks");
  colTicks.setAttribute("aria-hidden", "true");
  const colAxisName = el(
    "div",
    "heatmap-axis-name heatmap-col-name",
    t("heatmap.colAxis", { name: colName }),
  );
  colAxisName.setAttribute("aria-hidden", "true");
  const rowAxisName = el(
    "div",
    "heatmap-axis-name heatmap-row-name",
    t("heatmap.rowAxis", { name: rowName }),
  );
  rowAxisName.setAttribute("aria-hidden", "true");
  // The cell cursor: a box over the canvas (heatmapPaint.js, cursorBox), for the eye only (the
  // live region announces the cell).
  // With no cursor it is made invisible, never taken out of the layout: Firefox stops anchoring
  // the page's scrolling for a frame in which a box becomes absolutely positioned, and a section
  // drawing above the reader would then push the line they read down the window.
  const cursorMark = el("div", "heatmap-cursor");
  cursorMark.setAttribute("aria-hidden", "true");
  cursorMark.style.visibility = "hidden";
  canvasBox.append(canvas, cursorMark);
  plot.append(rowAxisName, colAxisName, rowTicks, canvasBox, colTicks);

  const legend = el("div", "heatmap-legend");
  const legendName = el("span", "heatmap-legend-name", legendLabel);
  const legendScale = el("div", "heatmap-legend-scale");
  const legendBar = lut.canvas;
  legendBar.className = "heatmap-legend-bar";
  legendBar.setAttribute("aria-hidden", "true");
  const legendTickBox = el("div", "heatmap-legend-ticks");
  legendTickBox.setAttribute("aria-hidden", "true");
  legendScale.append(legendBar, legendTickBox);
  legend.append(legendName, legendScale);
  const legendText = el("p", "visually-hidden");
  let [low, high] = domain;
  // The legend's ticks: the ones given for the first domain; for another domain (update), its two
  // ends and its middle.
  function paintLegend(ticks) {
    legendTickBox.replaceChildren(
      ...ticks.map((tick) => {
        const mark = el("span", "heatmap-legend-tick", formatTick(tick));
        mark.style.left = `${((tick - low) / (high - low)) * 100}%`;
        return mark;
      }),
    );
    setText(legendText, t("heatmap.colourScale", { low: formatTick(low), high: formatTick(high) }));
  }
  paintLegend(legendTicks);

  const hint = el("p", "heatmap-hint");
  hint.append(...nodes("heatmap.hint", { kbd: wrapIn("kbd") }));
  hint.id = `${id}-hint`;
  const sampling = el("p", "heatmap-note");
  sampling.hidden = true;
  const live = liveText("visually-hidden");
  // The wrapper, not the table, is hidden: a table is never narrower than its content, so a
  // "1px" hidden table would still widen the page.
  const tableBox = el("div", "visually-hidden");
  const table = el("table");
  tableBox.append(table);

  element.append(plot, legend, legendText, sampling, hint, live, tableBox);
  const downloads = addDownloads(element, {
    name: () => label,
    png: () => (painted ? { canvas: imageCanvas() } : null),
    csv: () => (data ? csvTable(data, { corner: csvCorner, rowLabel, colLabel }) : null),
  });

  // 2. State: the data, the cursor and the canvas size in CSS and device pixels.
  let data = null;
  let cursor = null;
  let painted = null; // { width, height } of the last paint, in device pixels, and the cells shown
  let cssWidth = 0;
  let tableTimer = 0;

  function valueAt(row, col) {
    return data.values[row * data.cols + col];
  }

  const rowLabel = (row) => data.rowLabels?.[row] ?? String(row);
  const colLabel = (col) => data.colLabels?.[col] ?? colHeader(col);

  function cellText(row, col) {
    const value = formatValue(valueAt(row, col));
    if (describeCell) return describeCell(row, col, value);
    return t("heatmap.cell", {
      rowName,
      row: rowLabel(row),
      colName,
      col: colLabel(col),
      value,
    });
  }

  // 3. Paint: the cells coloured into the canvas, one pixel each, which the browser scales up
  // (heatmapPaint.js). Sizes and texts are written only when they change: writing a canvas's width
  // clears and reallocates it, and any write to the DOM sends the browser back to layout. Where
  // the engine can show part of a canvas, the canvas keeps room for more cells than it shows, so
  // that a slider changing the data's shape does not reallocate it at every step.
  let cellImage = null;
  const keepRoom = supportsCss("object-view-box", "inset(0px)");

  // The canvas's CSS height follows the data's aspect ratio. Returns the CSS size in device pixels,
  // [width, height]: the most cells it can show one per pixel.
  function fitCanvas() {
    const ratio = window.devicePixelRatio || 1;
    const cssHeight = Math.round(
      Math.min(maxHeight, Math.max(minHeight, (cssWidth * data.rows) / data.cols)),
    );
    const heightStyle = `${cssHeight}px`;
    if (canvas.style.height !== heightStyle) canvas.style.height = heightStyle;
    return [Math.max(1, Math.round(cssWidth * ratio)), Math.max(1, Math.round(cssHeight * ratio))];
  }

  function paint() {
    if (!data || cssWidth === 0) return;
    const [width, height] = fitCanvas();
    cellImage = colourCells(canvas, cellImage, data, width, height, lut, low, high, keepRoom);
    painted = { width, height, shown: shownCells(data, width, height) };
    describeSampling(width, height);
    drawCursor();
  }

  // With more cells than device pixels each pixel shows one cell and skips its neighbours; fast
  // oscillations then alias into patterns that are not in the data. Say so rather than hide it.
  function describeSampling(width, height) {
    const rowStride = data.rows / height;
    const colStride = data.cols / width;
    const parts = [];
    if (rowStride > 1) {
      parts.push(
        t("heatmap.sampledOne", { name: rowName, stride: integerText(Math.round(rowStride)) }),
      );
    }
    if (colStride > 1) {
      parts.push(
        t("heatmap.sampledOne", { name: colName, stride: integerText(Math.round(colStride)) }),
      );
    }
    if (sampling.hidden !== (parts.length === 0)) sampling.hidden = parts.length === 0;
    setText(sampling, parts.length ? t("heatmap.sampled", { parts: listText(parts) }) : "");
  }

  // The cursor's box, moved by a transform (no layout of anything around it).
  let cursorPlace = "";
  function drawCursor() {
    const place =
      painted && cursor
        ? cursorBox(cursor, data, painted.width, painted.height, window.devicePixelRatio || 1)
        : null;
    const text = place ? `${place.x} ${place.y} ${place.width} ${place.height}` : "";
    if (text === cursorPlace) return;
    cursorPlace = text;
    cursorMark.style.visibility = place ? "" : "hidden";
    if (!place) return;
    cursorMark.style.transform = `translate(${place.x}px, ${place.y}px)`;
    cursorMark.style.width = `${place.width}px`;
    cursorMark.style.height = `${place.height}px`;
  }

  function layoutTicks() {
    if (!data) {
      rowTicks.replaceChildren();
      colTicks.replaceChildren();
      return;
    }
    placeTicks(rowTicks, data.rows, "top");
    placeTicks(colTicks, data.cols, "left");
  }

  // The cells as the reader sees them (scaled up to the canvas's size in device pixels, without
  // the cursor), for the PNG download.
  function imageCanvas() {
    const copy = el("canvas");
    copy.width = painted.width;
    copy.height = painted.height;
    drawCells(copy.getContext("2d"), canvas, painted.shown, painted.width, painted.height);
    return copy;
  }

  // 4. The screen-reader mirror (heatmapMirror.js), capped at maxTableRows x maxTableCols.
  function buildTable() {
    tableTimer = 0;
    element.dataset.mirror = "ready";
    if (!data) return;
    const parts = mirrorParts(data, {
      label,
      maxRows: maxTableRows,
      maxCols: maxTableCols,
      rowName,
      colName,
      countRows,
      countCols,
      rowLabel,
      colLabel,
      formatValue,
    });
    table.replaceChildren(...parts);
  }

  // 5. Cursor movement, from pointer or keyboard.
  function moveTo(row, col, source) {
    if (!data) return;
    const r = Math.max(0, Math.min(data.rows - 1, row));
    const c = Math.max(0, Math.min(data.cols - 1, col));
    const changed = !cursor || cursor.row !== r || cursor.col !== c;
    cursor = { row: r, col: c };
    if (changed) drawCursor();
    // Announce deliberate moves only; hovering would flood a screen reader.
    if (source === "keyboard" || source === "tap" || source === "focus") {
      live.textContent = cellText(r, c);
    }
    if (changed || source !== "pointer") onCell({ row: r, col: c, value: valueAt(r, c), source });
  }

  function cellFromEvent(event) {
    const box = canvas.getBoundingClientRect();
    const col = Math.floor(((event.clientX - box.left) / box.width) * data.cols);
    const row = Math.floor(((event.clientY - box.top) / box.height) * data.rows);
    return { row, col };
  }

  function onPointerMove(event) {
    if (!data || event.pointerType === "touch") return;
    const { row, col } = cellFromEvent(event);
    moveTo(row, col, "pointer");
  }

  function onPointerDown(event) {
    if (!data) return;
    const { row, col } = cellFromEvent(event);
    moveTo(row, col, "tap");
  }

  function onKeyDown(event) {
    if (!data) return;
    handleGridKey(event, cursor ?? { row: 0, col: 0 }, data.rows, data.cols, ({ row, col }) =>
      moveTo(row, col, "keyboard"),
    );
  }

  function onFocus() {
    if (!data) return;
    const { row, col } = cursor ?? { row: 0, col: 0 };
    moveTo(row, col, "focus");
  }

  canvas.addEventListener("pointermove", onPointerMove);
  canvas.addEventListener("pointerdown", onPointerDown);
  canvas.addEventListener("keydown", onKeyDown);
  canvas.addEventListener("focus", onFocus);

  // Redraw at the new size only when the width changes (the height follows from it).
  const stopWatchingSize = watchSize(canvasBox, (size) => {
    const width = Math.round(size.width);
    if (width !== cssWidth) {
      cssWidth = width;
      paint();
    }
  });

  /** @param {{ row: number, col: number } | null} target */
  const clamped = (target) =>
    target && {
      row: Math.max(0, Math.min(data.rows - 1, target.row)),
      col: Math.max(0, Math.min(data.cols - 1, target.col)),
    };

  return {
    update(next) {
      data = next;
      if (next.label !== undefined) label = next.label;
      if (next.domain && (next.domain[0] !== low || next.domain[1] !== high)) {
        [low, high] = next.domain;
        paintLegend([low, (low + high) / 2, high]);
      }
      const name = t("heatmap.name", {
        label,
        rows: countRows(data.rows),
        cols: countCols(data.cols),
      });
      if (canvas.getAttribute("aria-label") !== name) canvas.setAttribute("aria-label", name);
      // Measured once; after that watchSize keeps cssWidth current. Measuring on every
      // update forced a layout of the whole article in the middle of a slider step (tests/bench).
      if (cssWidth === 0) cssWidth = Math.round(canvasBox.getBoundingClientRect().width);
      layoutTicks();
      // The cursor first, so that paint draws it once.
      cursor = clamped(next.cursor === undefined ? cursor : next.cursor);
      // What was last announced described the old numbers; the readout under the figure is the
      // section's, and says what the cell holds now.
      setText(live, "");
      paint();
      downloads.update();
      if (tableTimer) clearTimeout(tableTimer);
      // The mirror is rebuilt once the updates of a slider drag pause (data-mirror="pending"
      // until then; tests wait for it).
      element.dataset.mirror = "pending";
      tableTimer = setTimeout(buildTable, 150);
    },
    cell() {
      return data && cursor ? { ...cursor, value: valueAt(cursor.row, cursor.col) } : null;
    },
    /** @param {{ row: number, col: number } | null} target */
    moveCursor(target) {
      if (!data) return;
      cursor = clamped(target);
      drawCursor();
    },
    destroy() {
      stopWatchingSize();
      downloads.destroy();
      if (tableTimer) clearTimeout(tableTimer);
      canvas.removeEventListener("pointermove", onPointerMove);
      canvas.removeEventListener("pointerdown", onPointerDown);
      canvas.removeEventListener("keydown", onKeyDown);
      canvas.removeEventListener("focus", onFocus);
      element.replaceChildren();
      element.classList.remove("heatmap");
      delete element.dataset.mirror;
    },
  };
}
