// @ts-check
// A line (or point) plot of a few series over a shared x axis, drawn by uPlot on a canvas.
//
//   const plot = createLinePlot(element, { label, xLabel, yLabel, yLog, ... });  // x ticks: integers
//   plot.update({
//     x,                          // ascending numbers (Float64Array or array)
//     series: [{ label, values, style: "line" | "points" | "table", colour: 1..5 | "muted",
//                dash: 0..4, inTable: true }],     // "table": a column of the table only
//     xRange: [min, max], yRange: [min, max],   // optional; fixed ranges keep plots comparable
//     marks: [{ axis: "y" | "x", value, label,      // labelled straight lines:
//               kind: "reference" | "bound",        //   bold dashes, or faint dots
//               align: "left" | "right", side: "above" | "below" }],  // where the label sits
//                                          (an x mark's label: at the top, or "below" at the foot)
//     description,                // the plot's accessible name (defaults to the label)
//   });
//   plot.canvasReady();          // a promise: an `animated` plot's canvas is ready to be redrawn
//   plot.destroy();
//
// The figure draws what it is given: no maths, only layout, colour and text.
// Colours come from CSS custom properties (--plot-1 .. --plot-5, a colour-blind-safe palette
// with a light and a dark variant), so dark mode and the legend follow the stylesheet; each
// series also has its own dash pattern, so lines stay apart without colour.
// The data are samples at whole numbers (positions, offsets): a line series marks each sample
// with a dot while there is room (at least `dotSpacing` pixels a sample), and a note under the
// plot says what the straight lines between the dots are, or that the samples are too close
// together to mark, so that nobody reads the lines as values between the samples.
// The box carries the drawn vertical range as data-y-min and data-y-max.
// Access: the canvas box is an image with a label; the legend is text; pointing shows the values
// under the cursor; a <details> holds the numbers as a table (sampled when long) for screen
// readers and keyboard users.
// CSP: uPlot builds its DOM with createElement and sets element.style from script, which
// style-src 'self' allows; its stylesheet is bundled into app.css.
// Downloads: the canvas with a drawn legend as a PNG, every x and series value as CSV.
import uPlot from "uplot";

import { addDownloads } from "../downloads.js";
import { el, headerCell, setText, svgEl, tableHead } from "../dom.js";
import { watchSize } from "../environment.js";
import { integerText, integerTick, numberText } from "../format.js";
import { t } from "../strings.js";
import { onColourSchemeChange } from "../theme.js";

/**
 * @typedef {object} Series
 * @property {string} label
 * @property {ArrayLike<number | null>} values one per x; null leaves a gap
 * @property {"line" | "points" | "table"} style
 * @property {number | "muted"} [colour]
 * @property {number} [dash]
 * @property {boolean} [inTable]
 */

const dashPatterns = [[], [7, 4], [2, 3], [10, 3, 2, 3], [12, 3, 2, 3, 2, 3]];
let nextId = 0;

// A canvas redrawn frame after frame is shown through a few buffers in turn (the compositor still
// holds the last one while the page draws the next), and the browser makes each buffer the first
// time it needs one: 15-47 ms each at 4x CPU throttling in Chromium on a machine whose fresh
// memory is slow, then 0.1-1 ms a frame (docs/performance-notes.md). An `animated` plot has its
// buffers made before it moves: each new canvas is touched invisibly (a transparent pixel) in
// `canvasBuffers` animation frames running, one plot after another, so that no frame makes two.
const canvasBuffers = 4;
// The canvases waiting for their buffers, readied in turn (one touch a frame), each with the
// frames it has left and who waits for it. A canvas asked for again while it waits (resized
// during a drag) starts its count again rather than queueing twice.
/** @typedef {{ left: number, done: Promise<void>, resolve: () => void }} CanvasReadying */
/** @type {Map<CanvasRenderingContext2D, CanvasReadying>} */
const canvasesToReady = new Map();

/** @param {CanvasRenderingContext2D} context @returns {Promise<void>} */
function readyCanvas(context) {
  const waiting = canvasesToReady.get(context);
  if (waiting) {
    waiting.left = canvasBuffers;
    return waiting.done;
  }
  /** @type {() => void} */
  let resolve = () => {};
  const done = new Promise((settle) => {
    resolve = () => settle(undefined);
  });
  canvasesToReady.set(context, { left: canvasBuffers, done, resolve });
  if (canvasesToReady.size === 1) requestAnimationFrame(touchNextCanvas);
  return done;
}

function touchNextCanvas() {
  const [context, entry] = canvasesToReady.entries().next().value;
  const connected = context.canvas.isConnected;
  if (connected) {
    context.save();
    context.fillStyle = "rgba(0, 0, 0, 0)";
    context.fillRect(0, 0, 1, 1);
    context.restore();
    entry.left -= 1;
  }
  if (!connected || entry.left === 0) {
    canvasesToReady.delete(context);
    entry.resolve();
  }
  if (canvasesToReady.size > 0) requestAnimationFrame(touchNextCanvas);
}

// Up to `count` indices spread evenly over 0..length-1, always including both ends.
function sampleIndices(length, count) {
  if (length <= count) return Array.from({ length }, (_, k) => k);
  const picked = new Set();
  for (let k = 0; k < count; k += 1) picked.add(Math.round((k * (length - 1)) / (count - 1)));
  return [...picked];
}

// A scale range of non-zero width: a single point (n = 1) or a flat line has min = max, and uPlot
// then steps its ticks by 0 until the array of ticks overflows.
/**
 * @param {[number, number] | number[]} range
 * @param {boolean} [log]
 * @returns {[number, number]}
 */
function openRange([min, max], log = false) {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return log ? [0.1, 10] : [-1, 1];
  if (max > min) return [min, max];
  if (log) return [min / 10, max * 10];
  const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
  return [min - pad, max + pad];
}

export function createLinePlot(element, options = {}) {
  const {
    label = t("linePlot.label"),
    xLabel = "x",
    yLabel = "y",
    yLog = false,
    formatX = integerTick,
    formatY = (v) => numberText(v, 4),
    formatYTick = (v) => numberText(v, 3),
    maxTableRows = 48,
    // true when x samples a quantity defined between them too (a fitted curve at fractional
    // distances): the note then says the curve was computed at the samples, not that only they
    // have values.
    continuous = false,
    heightFor = (width) => Math.round(Math.min(320, Math.max(250, width * 0.5))),
    // true for a plot that will be redrawn frame after frame (the lab's curves while training):
    // its canvas's buffers are made first (readyCanvas), and canvasReady() says when.
    animated = false,
    // What one sample is, for the note, in the page's language: { noun, nouns, count(n) }
    // ("offset", "offsets", "3 offsets"); by default a position (the x values are whole positions).
    sampleWords = {
      noun: t("linePlot.position"),
      nouns: t("linePlot.positions"),
      count: (/** @type {number} */ count) =>
        t("linePlot.positionCount", { count, n: integerText(count) }),
    },
  } = options;
  const id = `line-plot-${(nextId += 1)}`;

  // 1. DOM: legend, plot box (uPlot mounts here), hover readout, table in a <details>.
  element.classList.add("line-plot");
  const legend = el("ul", "line-plot-legend");
  legend.setAttribute("aria-label", t("linePlot.legend", { label }));
  const box = el("div", "line-plot-box");
  box.setAttribute("role", "img");
  // Named from the start: the picture is drawn later (when on screen), its name must not wait.
  box.setAttribute("aria-label", t("figure.drawnWhenOnScreen", { label }));
  const readout = el("p", "line-plot-readout", "\u00a0");
  readout.setAttribute("aria-hidden", "true");
  const samplesNote = el("p", "line-plot-note");
  const details = el("details", "line-plot-details");
  const summary = el("summary", "", t("linePlot.tableSummary"));
  const tableBox = el("div", "line-plot-table-box");
  tableBox.id = `${id}-table`;
  const table = el("table", "line-plot-table");
  tableBox.append(table);
  details.append(summary, tableBox);
  element.append(legend, box, readout, samplesNote, details);
  const downloads = addDownloads(element, {
    name: () => label,
    png: () => pngPicture(),
    csv: () => csvTable(),
  });

  // 2. State.
  let data = null;
  let plot = null;
  let signature = "";
  let width = 0;
  /** @type {Promise<void>} */
  let canvasReadied = Promise.resolve();
  // A new canvas, or new buffers for a new size: made again before the plot moves.
  const readyIfAnimated = () => {
    if (animated && plot) canvasReadied = readyCanvas(plot.ctx);
  };

  const plotted = () => data.series.filter((s) => s.style !== "table");
  // Dots on the line series while each sample has this many CSS pixels of width.
  const dotSpacing = 6;
  const dotted = () => data && width / Math.max(1, data.x.length) >= dotSpacing;

  function describeSamples() {
    const lines = data ? plotted().filter((s) => s.style === "line") : [];
    const count = data ? data.x.length : 0;
    setText(
      samplesNote,
      lines.length === 0
        ? ""
        : continuous
          ? t("linePlot.samplesContinuous", { samples: sampleWords.count(count) })
          : dotted()
            ? t("linePlot.samplesDotted", { noun: sampleWords.noun })
            : t("linePlot.samplesDense", {
                samples: sampleWords.count(count),
                nouns: sampleWords.nouns,
              }),
    );
    samplesNote.hidden = lines.length === 0;
  }

  function colours() {
    const style = getComputedStyle(element);
    const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    return {
      series: {
        1: read("--plot-1", "#0072b2"),
        2: read("--plot-2", "#d55e00"),
        3: read("--plot-3", "#009e73"),
        4: read("--plot-4", "#cc79a7"),
        5: read("--plot-5", "#946300"),
        muted: read("--plot-muted", "#777777"),
      },
      axis: read("--plot-axis", "#444444"),
      grid: read("--plot-grid", "#dddddd"),
      mark: read("--plot-mark", "#222222"),
      bound: read("--plot-bound", "#777777"),
      halo: read("--plot-halo", "#ffffff"),
      font: read("--plot-font", "system-ui, sans-serif"),
    };
  }

  // A mark's label, in a halo of the page's background: a curve that runs along the line (the
  // order-blind model's accuracy stays at chance) passes behind the words, not through them.
  function drawLabel(ctx, text, x, y, ratio, halo) {
    ctx.save();
    ctx.setLineDash([]);
    ctx.lineJoin = "round";
    ctx.lineWidth = 3 * ratio;
    ctx.strokeStyle = halo;
    ctx.strokeText(text, x, y);
    ctx.restore();
    ctx.fillText(text, x, y);
  }

  // Labelled reference lines, drawn after the series on uPlot's canvas (device pixels).
  function drawMarks(u, palette) {
    const ratio = uPlot.pxRatio || window.devicePixelRatio || 1;
    const { ctx } = u;
    const { left, top, width: w, height: h } = u.bbox;
    ctx.save();
    for (const mark of data?.marks ?? []) {
      const bound = mark.kind === "bound";
      ctx.strokeStyle = bound ? palette.bound : palette.mark;
      ctx.fillStyle = bound ? palette.bound : palette.mark;
      ctx.lineWidth = (bound ? 1 : 1.75) * ratio;
      ctx.setLineDash(bound ? [2 * ratio, 3 * ratio] : [7 * ratio, 4 * ratio]);
      ctx.font = `${bound ? 400 : 700} ${Math.round(12 * ratio)}px ${palette.font}`;
      const at = u.valToPos(mark.value, mark.axis === "x" ? "x" : "y", true);
      if (!Number.isFinite(at)) continue;
      ctx.beginPath();
      if (mark.axis === "x") {
        if (at < left || at > left + w) continue;
        ctx.moveTo(at, top);
        ctx.lineTo(at, top + h);
        ctx.stroke();
        // At the top of the plot area, or at its foot (side "below") where a curve or a
        // horizontal mark's label would cover the top.
        const foot = mark.side === "below";
        ctx.textAlign = at > left + w / 2 ? "right" : "left";
        ctx.textBaseline = foot ? "bottom" : "top";
        const y = foot ? top + h - 4 * ratio : top + 4 * ratio;
        drawLabel(
          ctx,
          mark.label,
          at + (at > left + w / 2 ? -4 : 4) * ratio,
          y,
          ratio,
          palette.halo,
        );
      } else {
        if (at < top || at > top + h) continue;
        ctx.moveTo(left, at);
        ctx.lineTo(left + w, at);
        ctx.stroke();
        // Where asked, unless that would put the label outside the plot area.
        const room = 18 * ratio;
        let below = mark.side === "below";
        if (below && at > top + h - room) below = false;
        if (!below && at < top + room) below = true;
        const right = (mark.align ?? (bound ? "left" : "right")) === "right";
        ctx.textAlign = right ? "right" : "left";
        ctx.textBaseline = below ? "top" : "bottom";
        const x = right ? left + w - 4 * ratio : left + 4 * ratio;
        drawLabel(ctx, mark.label, x, at + (below ? 3 : -3) * ratio, ratio, palette.halo);
      }
    }
    ctx.restore();
  }

  function showReadout(u) {
    const index = u.cursor.idx;
    if (index == null || !data) {
      setText(readout, "\u00a0");
      return;
    }
    const parts = [];
    for (const s of plotted()) {
      const value = s.values[index];
      if (value != null && Number.isFinite(value))
        parts.push(t("linePlot.readoutValue", { series: s.label, value: formatY(value) }));
    }
    // Written only when it changes: a plot redrawn while training would otherwise replace an
    // unchanged line each frame, and the browser paint the page again for it.
    setText(
      readout,
      t("linePlot.readout", {
        xLabel,
        x: formatX(data.x[index]),
        values: parts.join(" · ") || "—",
      }),
    );
  }

  function uplotData() {
    return [Array.from(data.x), ...plotted().map((s) => Array.from(s.values, (v) => v ?? null))];
  }

  function build() {
    plot?.destroy();
    plot = null;
    if (!data || width === 0) return;
    const palette = colours();
    const ratio = window.devicePixelRatio || 1;
    const axisFont = `${13}px ${palette.font}`;
    const axis = (name, extra = {}) => ({
      label: name,
      stroke: palette.axis,
      font: axisFont,
      labelFont: `600 ${axisFont}`,
      grid: { stroke: palette.grid, width: 1 },
      ticks: { stroke: palette.grid, width: 1 },
      ...extra,
    });
    /** @type {import("uplot").Scale} */
    const yScale = yLog ? { distr: 3, log: 10 } : {};
    // On a log axis, grid lines and ticks only at powers of ten: uPlot's 2..9 minor lines
    // crowd a short plot into a grey band.
    const powersOfTen = (u, splits) =>
      splits.map((v) => (Math.abs(Math.log10(v) - Math.round(Math.log10(v))) < 1e-9 ? v : null));
    const logLines = yLog ? { filter: powersOfTen } : {};
    plot = new uPlot(
      {
        width,
        height: heightFor(width),
        legend: { show: false },
        cursor: {
          drag: { x: false, y: false, setScale: false },
          points: { size: 8 },
        },
        scales: {
          x: { time: false, range: (u, min, max) => openRange(data?.xRange ?? [min, max]) },
          y: {
            ...yScale,
            range: (u, min, max) => openRange(data?.yRange ?? [min, max], yLog),
          },
        },
        axes: [
          axis(xLabel, { values: (u, splits) => splits.map((v) => formatX(v)) }),
          axis(yLabel, {
            size: 72,
            grid: { stroke: palette.grid, width: 1, ...logLines },
            ticks: { stroke: palette.grid, width: 1, ...logLines },
            ...(yLog ? { filter: powersOfTen } : {}),
            values: (u, splits) => splits.map((v) => (v == null ? "" : formatYTick(v))),
          }),
        ],
        series: [
          { label: xLabel },
          ...plotted().map((s) => {
            const colour = palette.series[s.colour] ?? palette.series[1];
            const pointsOnly = s.style === "points";
            return {
              label: s.label,
              stroke: colour,
              width: s.colour === "muted" ? 1.5 : 2,
              dash: (dashPatterns[s.dash ?? 0] ?? []).map((v) => v * ratio),
              points: pointsOnly
                ? { show: true, size: s.colour === "muted" ? 5 : 11, fill: colour, stroke: colour }
                : { show: () => dotted(), size: 5, fill: colour, stroke: colour },
              ...(pointsOnly ? { paths: () => null } : {}),
            };
          }),
        ],
        hooks: {
          draw: [(u) => drawMarks(u, palette)],
          setCursor: [showReadout],
          // The drawn vertical range, for captions that state it and tests that check them.
          setScale: [
            (u, key) => {
              if (key !== "y") return;
              box.dataset.yMin = String(u.scales.y.min);
              box.dataset.yMax = String(u.scales.y.max);
            },
          ],
        },
      },
      uplotData(),
      box,
    );
    readyIfAnimated();
  }

  function renderLegend() {
    legend.replaceChildren();
    for (const s of plotted()) {
      const item = el("li", "line-plot-legend-item");
      const swatch = svgEl("svg", {
        class: `line-plot-swatch is-colour-${s.colour ?? 1}`,
        width: 28,
        height: 12,
        viewBox: "0 0 28 12",
        "aria-hidden": "true",
        focusable: "false",
      });
      if (s.style === "points") {
        swatch.append(svgEl("circle", { cx: 14, cy: 6, r: s.colour === "muted" ? 2.5 : 5 }));
      } else {
        const dash = dashPatterns[s.dash ?? 0] ?? [];
        swatch.append(
          svgEl("line", {
            x1: 1,
            y1: 6,
            x2: 27,
            y2: 6,
            "stroke-width": 2.5,
            ...(dash.length ? { "stroke-dasharray": dash.join(" ") } : {}),
          }),
        );
      }
      item.append(swatch, el("span", "", s.label));
      legend.append(item);
    }
  }

  function pngPicture() {
    const canvas = plot && box.querySelector("canvas");
    if (!canvas || !data) return null;
    const palette = colours();
    const legendItems = plotted().map((s) => ({
      label: s.label,
      colour: palette.series[s.colour] ?? palette.series[1],
      dash: dashPatterns[s.dash ?? 0] ?? [],
      marker: s.style === "points" ? "point" : "line",
    }));
    return { canvas, legend: legendItems };
  }

  // All rows (the <details> table samples long series), every series including table-only ones.
  function csvTable() {
    if (!data) return null;
    const header = [xLabel, ...data.series.map((s) => s.label)];
    const rows = Array.from(data.x, (x, index) => [
      x,
      ...data.series.map((s) => s.values[index] ?? null),
    ]);
    return { header, rows };
  }

  // The table is built when it is open (and rebuilt on each update while open): a slider step
  // should not build rows nobody is reading.
  function renderTable() {
    if (!details.open || !data) return;
    const columns = data.series.filter((s) => s.inTable !== false);
    const rows = sampleIndices(data.x.length, maxTableRows);
    const caption = el("caption");
    caption.textContent =
      rows.length < data.x.length
        ? t("linePlot.tableCaptionSampled", {
            label,
            shown: integerText(rows.length),
            total: integerText(data.x.length),
          })
        : t("linePlot.tableCaption", { label });
    const head = tableHead([xLabel, ...columns.map((s) => s.label)]);
    const body = el("tbody");
    for (const index of rows) {
      const tr = el("tr");
      tr.append(headerCell(formatX(data.x[index]), "row"));
      for (const s of columns) {
        const value = s.values[index];
        tr.append(el("td", "", value == null ? "—" : formatY(value)));
      }
      body.append(tr);
    }
    table.replaceChildren(caption, head, body);
  }

  function onToggle() {
    renderTable();
  }
  details.addEventListener("toggle", onToggle);

  const stopWatchingSize = watchSize(box, (size) => {
    const next = Math.floor(size.width);
    if (next === width || next === 0) return;
    width = next;
    if (plot) {
      plot.setSize({ width, height: heightFor(width) });
      readyIfAnimated();
    } else build();
    describeSamples();
  });

  // Colours are read once per build; a switch of colour scheme (the system's, or theme=) rebuilds
  // with the new ones.
  const stopFollowingScheme = onColourSchemeChange(() => build());

  return {
    update(next) {
      data = next;
      box.setAttribute("aria-label", next.description ?? label);
      const nextSignature = JSON.stringify(
        next.series.map((s) => [s.label, s.style, s.colour, s.dash]),
      );
      if (width === 0) width = Math.floor(box.getBoundingClientRect().width);
      if (!plot || nextSignature !== signature) {
        signature = nextSignature;
        renderLegend();
        build();
      } else {
        plot.setData(uplotData());
      }
      // The values under the pointer, now of these numbers.
      if (plot) showReadout(plot);
      describeSamples();
      renderTable();
      downloads.update();
    },
    // Settles once the canvas last made (or resized) has its buffers, at once if not animated.
    canvasReady: () => canvasReadied,
    destroy() {
      stopWatchingSize();
      downloads.destroy();
      stopFollowingScheme();
      details.removeEventListener("toggle", onToggle);
      plot?.destroy();
      element.replaceChildren();
      element.classList.remove("line-plot");
    },
  };
}
