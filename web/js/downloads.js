// @ts-check
// "Download: PNG · CSV" under a figure: the picture as a PNG file, the numbers as a CSV file.
// Each figure adds its own control and says what it can give; this file does the rest (the
// buttons, the files, the download itself), so every figure saves the same way.
//
//   const downloads = addDownloads(element, {
//     name: () => "Shift matrix",                 // what the figure shows; names the file
//     png: () => ({ canvas, legend }) | null,     // optional: the canvas to save (device pixels)
//                                                 //   legend: [{ label, colour, dash, marker }]
//     csv: () => ({ header, rows }) | null,       // optional: numbers exactly as the figure got
//   });                                           //   them (full precision, not as printed)
//   downloads.update();    // after the figure's own update: refreshes the buttons' names
//   downloads.destroy();
//
// Files are made in the page (canvas.toBlob, a Blob of text) and saved through a blob: URL on a
// link with the download attribute: nothing is fetched, so this works from file:// and under the
// page's CSP. A sandboxed iframe without allow-downloads refuses downloads, so in a frame with an
// opaque origin (what sandbox="allow-scripts" gives) no control is added; embed.js says why.

import { button as pushButton, el } from "./dom.js";
import { isFramed } from "./framed.js";
import { t } from "./strings.js";

export function downloadsBlocked() {
  return isFramed() && window.origin === "null";
}

// "Shift matrix Mₖ" -> "shift-matrix-mk" (NFKD turns subscripts and accents into plain letters);
// the letters of every script stay, so that a file is named in the page's language ("平移矩阵-mk").
export function fileStem(text) {
  const stem = String(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return stem || "figure";
}

// One CSV field (RFC 4180). Numbers are written with String(), the shortest text that reads back
// as the same double, so a float32 from the core keeps its exact value. A text cell that a
// spreadsheet would run as a formula (=, +, @ first) gets a leading apostrophe.
function csvField(value) {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// A byte-order mark first, so that spreadsheets read the labels' ω, π and × as UTF-8.
export function csvText({ header, rows }) {
  const lines = [header, ...rows].map((row) => Array.from(row, csvField).join(","));
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

// The legend of a line plot, drawn in a strip above the plot (a PNG has no DOM legend beside it).
// Returns the strip's height in device pixels; draws only when `context` is given.
function drawLegend(context, legend, width, ratio, colours) {
  const size = Math.round(13 * ratio);
  const line = Math.round(size * 1.6);
  const pad = Math.round(8 * ratio);
  const swatch = Math.round(26 * ratio);
  const gap = Math.round(16 * ratio);
  const measure = el("canvas").getContext("2d");
  const ctx = context ?? measure;
  ctx.font = `${size}px ${colours.font}`;
  let x = pad;
  let y = pad + line / 2;
  for (const item of legend) {
    const itemWidth = swatch + Math.round(6 * ratio) + ctx.measureText(item.label).width;
    if (x > pad && x + itemWidth > width - pad) {
      x = pad;
      y += line;
    }
    if (context) {
      context.strokeStyle = item.colour;
      context.fillStyle = item.colour;
      context.lineWidth = 2.5 * ratio;
      if (item.marker === "point") {
        context.beginPath();
        context.arc(x + swatch / 2, y, 4.5 * ratio, 0, 2 * Math.PI);
        context.fill();
      } else {
        context.setLineDash((item.dash ?? []).map((v) => v * ratio));
        context.beginPath();
        context.moveTo(x, y);
        context.lineTo(x + swatch, y);
        context.stroke();
        context.setLineDash([]);
      }
      context.fillStyle = colours.text;
      context.textBaseline = "middle";
      context.fillText(item.label, x + swatch + Math.round(6 * ratio), y);
    }
    x += itemWidth + gap;
  }
  return legend.length ? Math.ceil(y + line / 2 + pad / 2) : 0;
}

// The figure's canvas on the page's background colour (a canvas is transparent where nothing was
// drawn, and a transparent PNG reads badly in most viewers), with its legend above it, if any.
function pngBlob(element, { canvas, legend = [] }) {
  const style = getComputedStyle(element);
  const colours = {
    background: getComputedStyle(document.body).backgroundColor || "#ffffff",
    text: style.color || "#000000",
    font: style.fontFamily || "sans-serif",
  };
  const cssWidth = canvas.getBoundingClientRect().width;
  const ratio = cssWidth > 0 ? canvas.width / cssWidth : window.devicePixelRatio || 1;
  const top = drawLegend(null, legend, canvas.width, ratio, colours);
  const out = el("canvas");
  out.width = canvas.width;
  out.height = canvas.height + top;
  const context = out.getContext("2d");
  context.fillStyle = colours.background;
  context.fillRect(0, 0, out.width, out.height);
  drawLegend(context, legend, canvas.width, ratio, colours);
  context.drawImage(canvas, 0, top);
  return new Promise((resolve, reject) => {
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png");
  });
}

function save(blob, fileName) {
  const url = URL.createObjectURL(blob);
  const link = el("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to have read it; a blob URL lives until the page closes otherwise.
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

const noControl = { update() {}, destroy() {} };

/**
 * @typedef {object} DownloadSources
 * @property {string | (() => string)} name
 * @property {() => ({ canvas: HTMLCanvasElement, legend?: object[] } | null)} [png]
 * @property {() => ({ header: string[], rows: unknown[][] } | null)} [csv]
 */

/**
 * @param {HTMLElement} element
 * @param {DownloadSources} sources
 */
export function addDownloads(element, { name, png, csv }) {
  if (downloadsBlocked()) return noControl;
  const nameOf = () => (typeof name === "function" ? name() : name) || "figure";

  const bar = el("div", "figure-downloads");
  bar.append(el("span", "figure-downloads-label", t("download.label")));
  const buttons = [];
  const status = el("span", "figure-downloads-status");
  status.setAttribute("aria-live", "polite");

  // kind: "PNG" or "CSV", the file's type (its name's extension in lower case).
  function addButton(kind, make) {
    const key = kind.toLowerCase();
    const button = pushButton("figure-download", t(`download.${key}`));
    button.dataset.download = kind.toLowerCase();
    button.addEventListener("click", async () => {
      const section = element.closest("section[id]")?.id;
      const fileName = `pe-explorer-${section ? `${section}-` : ""}${fileStem(nameOf())}.${kind.toLowerCase()}`;
      try {
        const blob = await make();
        if (!blob) {
          status.textContent = t("download.nothingYet");
          return;
        }
        save(blob, fileName);
        status.textContent = t("download.saved", { file: fileName });
      } catch (error) {
        status.textContent = t(`download.failed.${key}`, { error: error.message });
      }
    });
    buttons.push({ button, key });
    bar.append(button);
  }
  if (png) {
    addButton("PNG", async () => {
      const picture = png();
      return picture ? pngBlob(element, picture) : null;
    });
  }
  if (csv) {
    addButton("CSV", async () => {
      const table = csv();
      return table ? new Blob([csvText(table)], { type: "text/csv;charset=utf-8" }) : null;
    });
  }
  bar.append(status);
  element.append(bar);

  function update() {
    const what = nameOf();
    for (const { button, key } of buttons) {
      button.setAttribute("aria-label", t(`download.${key}Label`, { figure: what }));
    }
  }
  update();

  return {
    update,
    destroy() {
      bar.remove();
    },
  };
}
