// @ts-check
// A sentence's n x n attention weights (row = query word s, column = key word t), readable at
// any length: a short sentence's weights are a table of numbers (matrixTable.js), a long one's a
// heatmap with a keyboard cursor, its readout and a screen-reader table (heatmap.js). A 30-word
// sentence as a table is 900 numbers in a box that shows four columns at a time; as a heatmap it
// is one picture whose every cell can still be reached and read.
//
//   const figure = createWeightsFigure(element, { onCell });
//   figure.update({ values, labels, caption, domain, view: "table" | "heatmap" });
//   figure.mark([{ row, col }]);   // outlines (table) or puts the cursor on (heatmap) a cell
//   figure.destroy();
//
// onCell({ row, col, value, source }) hears the reader in either view. The figure draws what it is
// given: which view suits the sentences is the section's choice (both of a pair in the same view,
// so that they can be compared side by side).
import { el, setText } from "../dom.js";
import { fixed, fixedDigits, integerText } from "../format.js";
import { t } from "../strings.js";
import { createHeatmap } from "./heatmap.js";
import { createWeightsTable, squareMatrix } from "./matrixTable.js";

/**
 * @param {HTMLElement} element
 * @param {{ onCell?: (cell: { row: number, col: number, value: number, source: string }) => void }} [options]
 */
export function createWeightsFigure(element, { onCell = () => {} } = {}) {
  element.classList.add("weights-figure");
  const caption = el("p", "weights-figure-caption");
  const box = el("div", "weights-figure-box");
  element.append(caption, box);

  /** @type {"table" | "heatmap" | ""} */
  let view = "";
  /** @type {any} */
  let figure = null;

  /** @param {"table" | "heatmap"} next */
  function show(next) {
    if (next === view) return;
    figure?.destroy();
    box.replaceChildren();
    view = next;
    figure =
      next === "table"
        ? createWeightsTable(box, { formatValue: fixedDigits(4), interactive: true, onCell })
        : createHeatmap(box, {
            label: t("weights.label"),
            rowName: t("weights.queryWord"),
            colName: t("weights.keyWord"),
            countRows: (count) => t("weights.queryWords", { count, n: integerText(count) }),
            countCols: (count) => t("weights.keyWords", { count, n: integerText(count) }),
            csvCorner: "query word \\ key word",
            legendLabel: t("weights.weight"),
            domain: [0, 1],
            legendTicks: [0, 0.5, 1],
            formatValue: (v) => fixed(v, 4),
            formatTick: fixedDigits(2),
            onCell,
            maxTableRows: 32,
            maxTableCols: 32,
            minHeight: 160,
          });
    // The table has its own <caption>; the heatmap is named by the line above it.
    caption.hidden = next === "table";
  }

  return {
    /**
     * @param {{ values: ArrayLike<number>, labels: string[], caption: string,
     *   domain: [number, number], view: "table" | "heatmap" }} next
     */
    update({ values, labels, caption: text, domain, view: wanted }) {
      show(wanted);
      const matrix = { ...squareMatrix(values, labels), domain };
      if (view === "table") {
        figure.update({ caption: text, ...matrix });
      } else {
        setText(caption, text);
        figure.update({ label: text, ...matrix, cursor: null });
      }
    },
    /** @param {{ row: number, col: number }[]} cells */
    mark(cells) {
      if (view === "table") figure.mark(cells);
      else figure?.moveCursor(cells[0] ?? null);
    },
    destroy() {
      figure?.destroy();
      element.replaceChildren();
      element.classList.remove("weights-figure");
    },
  };
}
