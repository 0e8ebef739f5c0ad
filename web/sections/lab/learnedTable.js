// @ts-check
// The lab's part 4, the learned table after training (labWeights): the learned model's position
// rows 0..max_len - 1 as trained, and one grey row more, the row that is not there.
import { setText } from "../../js/dom.js";
import { createHeatmap } from "../../js/figures/heatmap.js";
import { countText, numberText, symmetricRange } from "../../js/format.js";
import { settingsText, slotsOf } from "./shared.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";

/** @typedef {import("../../js/lab/run.js").LabRun} LabRun */

/**
 * The learned table in `part` (its slots learned-map, learned-no-row and learned-caption).
 * @param {HTMLElement} part
 * @param {(error: string, what?: string) => void} refused the section's error line
 */
export function createLabLearnedTable(part, refused) {
  const slot = slotsOf(part);
  /** @type {ReturnType<typeof createHeatmap> | null} */
  let learnedMap = null;
  let learnedDomain = [0, 0];

  // Each drawing's number: the weights of an older one, arriving late, are dropped.
  let drawing = 0;
  /**
   * @param {{ weights(id: number): Promise<any> }} host the lab's host (lab/labHost.js)
   * @param {LabRun} run the main run
   */
  async function draw(host, run) {
    const model = run.models.find((m) => m.kind === "learned");
    if (!model) return;
    const mine = ++drawing;
    const weights = await host.weights(model.id);
    if (mine !== drawing) return;
    if (!weights.ok) {
      refused(refusalText(weights), t("learned.theTable"));
      return;
    }
    const d = weights.dModel;
    const rows = model.maxLen;
    // Rows 0..max_len - 1 as trained, and one more row with no value: the row that is not there.
    const values = new Float32Array((rows + 1) * d).fill(NaN);
    values.set(weights.positions.subarray(0, rows * d));
    const [low, high] = symmetricRange([weights.positions], 0.5);
    const edge = Math.max(1, high, -low);
    if (!learnedMap || edge > learnedDomain[1]) {
      learnedMap?.destroy();
      learnedDomain = [-edge, edge];
      learnedMap = createHeatmap(slot("learned-map"), {
        label: t("learned.label"),
        rowName: t("learned.row"),
        colName: t("learned.column"),
        rowNoun: "position",
        colNoun: "dimension",
        domain: learnedDomain,
        legendTicks: [-edge, -edge / 2, 0, edge / 2, edge],
        formatTick: (/** @type {number} */ v) => numberText(v, 3),
        formatValue: (/** @type {number} */ v) =>
          Number.isFinite(v) ? numberText(v, 4) : t("learned.noRowValue", { rows: String(rows) }),
        maxTableRows: rows + 1,
        maxTableCols: d,
      });
    }
    learnedMap.update({ values, rows: rows + 1, cols: d });
    setText(
      slot("learned-caption"),
      t("learned.caption", {
        steps: countText(weights.step),
        settings: settingsText(run),
        last: String(rows - 1),
        d: String(d),
        low: numberText(-edge, 3),
        high: numberText(edge, 3),
        rows: String(rows),
      }),
    );
    setText(slot("learned-no-row"), t("learned.noRow", { rows: String(rows) }));
  }

  return {
    draw,
    destroy() {
      learnedMap?.destroy();
    },
  };
}
