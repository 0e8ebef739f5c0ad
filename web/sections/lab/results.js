// @ts-check
// The lab's part 2, its results: the accuracy of each model on held-out sentences of each test
// length (labEvaluate, and its chance level), the sentences read from the table (lab/report.js),
// and the same over five seeds (their mean and range) once "5 seeds" has run.
import { el, headerCell, setText } from "../../js/dom.js";
import { addDownloads } from "../../js/downloads.js";
import { clausesText, countText, fixed } from "../../js/format.js";
import {
  describeResults,
  describeStretched,
  reportCell,
  reportTable,
} from "../../js/lab/report.js";
import { labKinds, labRows, stretchedRows, testCount, testLengths } from "../../js/lab/run.js";
import { seedCount } from "../../js/lab/trainer.js";
import { watchScrollBox } from "../../js/scrollBox.js";
import { kindName, settingsText, slotsOf } from "./shared.js";
import { t } from "./strings.js";

/** @typedef {import("../../js/lab/run.js").LabRun} LabRun */
/** @typedef {import("../../js/lab/report.js").ReportTable} ReportTable */
/** @typedef {import("../../js/lab/trainer.js").LabTrainer["seedResults"]} SeedResults */

/**
 * The sentences under a table: those of the kinds (table), then what stretching RoPE did (every
 * row, whole).
 * @param {HTMLElement} box
 * @param {ReportTable | null} table the kinds' rows
 * @param {ReportTable | null} whole every row
 * @param {boolean} causal
 */
function writeClaims(box, table, whole, causal) {
  if (!table) {
    box.replaceChildren();
    return;
  }
  const list = el("ul", "lab-claims");
  const stretched = whole && describeStretched(whole, stretchedRows);
  for (const claim of [...describeResults(table, { causal }), ...(stretched ? [stretched] : [])]) {
    const item = el("li", "", claim.text);
    item.dataset.claim = claim.id;
    item.dataset.kinds = claim.kinds.join(",");
    list.append(item);
  }
  box.replaceChildren(list);
}

/**
 * The results in `part` (its slots results, results-text, seeds-part, seeds-table, seeds-text).
 * @param {HTMLElement} part
 */
export function createLabResults(part) {
  const slot = slotsOf(part);
  // The results tables: built once, filled as the tests come in.
  const results = createResultsTable(slot("results"), "results");
  const seedsTable = createResultsTable(slot("seeds-table"), "seeds");

  /** @param {LabRun} run the main run @param {SeedResults} seeds */
  function draw(run, seeds) {
    results.update(
      run.results.map((row) => row.map((cell) => cell && reportCell([cell]))),
      {
        caption: t("results.caption", {
          sentences: countText(testCount),
          settings: settingsText(run),
          // the far task's sentences count the query "who" (task.hpp: 6..16 tokens)
          shortest: run.task === "far" ? "6" : "5",
        }),
      },
    );
    const table = reportTable(labKinds, testLengths, [run.results]);
    const whole = reportTable(labRows, testLengths, [run.results]);
    writeClaims(slot("results-text"), table, whole, run.causal);

    if (!seeds) return;
    const done = seeds.results.length;
    const summary = done ? reportTable(labKinds, testLengths, seeds.results) : null;
    const wholeSummary = done ? reportTable(labRows, testLengths, seeds.results) : null;
    seedsTable.update(
      wholeSummary ? wholeSummary.cells.map((row) => row.map((cell) => cell)) : null,
      {
        caption: t("results.seedsCaption", {
          partial: done === seedCount ? "no" : "yes",
          done: String(done),
          seeds: String(seedCount),
          seedList: seeds.seeds.join(", "),
          steps: countText(run.steps),
          causal: run.causal ? "yes" : "no",
          sentences: countText(testCount),
        }),
      },
    );
    writeClaims(
      slot("seeds-text"),
      done === seedCount ? summary : null,
      done === seedCount ? wholeSummary : null,
      run.causal,
    );
  }

  return {
    draw,
    // The 5-seed summary shows once "5 seeds" has started.
    /** @param {boolean} shown */
    showSeeds(shown) {
      slot("seeds-part").hidden = !shown;
    },
    destroy() {
      seedsTable.destroy();
      results.destroy();
    },
  };
}

/**
 * A results table: rows are the kinds, the stretched RoPE and the chance level, columns the test
 * lengths; cells are
 * an accuracy, a mean with its min-max, "no row", or "…" while not measured yet. Download: CSV.
 * @param {HTMLElement} box
 * @param {string} name "results" or "seeds"
 */
function createResultsTable(box, name) {
  const table = el("table", "results-table lab-results");
  table.dataset.table = name;
  const caption = el("caption");
  // Two header rows: "kind" and "accuracy at length", then the lengths themselves (narrow enough
  // for a phone; the 5-seed table folds into a block per kind there, lab.css).
  const head = el("thead");
  const top = el("tr");
  const kindHead = headerCell(t("results.kind"), "col");
  kindHead.rowSpan = 2;
  const group = el("th", "", t("results.group", { table: name }));
  group.scope = "colgroup";
  group.colSpan = testLengths.length;
  top.append(kindHead, group);
  const second = el("tr");
  for (const length of testLengths) second.append(headerCell(String(length), "col", "lab-number"));
  head.append(top, second);
  const body = el("tbody");
  const rows = [...labRows, "chance"].map((kind) => {
    const tr = el("tr");
    tr.dataset.kind = kind;
    tr.append(headerCell(kind === "chance" ? t("results.chanceRow") : kindName(kind), "row"));
    const cells = testLengths.map((length) => {
      const td = el("td", "lab-number", "…");
      td.dataset.length = String(length);
      td.dataset.label = t("results.length", { length: String(length) });
      tr.append(td);
      return td;
    });
    body.append(tr);
    return cells;
  });
  table.append(caption, head, body);
  const scroller = el("div", "lab-results-box");
  scroller.append(table);
  // On a narrow phone the table scrolls in its box, which the keyboard can then reach.
  watchScrollBox(scroller, () => t("results.scrolls", { caption: caption.textContent || name }), {
    untilRemoved: true,
  });
  const note = el("p", "lab-results-note");
  box.append(scroller, note);
  /** @type {(import("../../js/lab/report.js").ReportCell | null)[][] | null} */
  let data = null;
  const downloads = addDownloads(box, {
    name: () => caption.textContent || name,
    csv: () =>
      data && {
        header: [
          "kind",
          "length",
          name === "seeds" ? "mean accuracy" : "accuracy",
          "min",
          "max",
          "chance",
          "no row",
        ],
        rows: data.flatMap((row, k) =>
          row.map((cell, l) => [
            labRows[k],
            testLengths[l],
            cell?.value ?? null,
            name === "seeds" ? (cell?.min ?? null) : null,
            name === "seeds" ? (cell?.max ?? null) : null,
            cell?.chance ?? null,
            cell?.noRow ?? "",
          ]),
        ),
      },
  });

  return {
    /**
     * @param {(import("../../js/lab/report.js").ReportCell | null)[][] | null} cells [kind][length]
     * @param {{ caption: string }} text
     */
    update(cells, { caption: captionText }) {
      data = cells;
      setText(caption, captionText);
      const chance = testLengths.map(() => /** @type {number | null} */ (null));
      const missing = new Set();
      rows.slice(0, labRows.length).forEach((tds, k) => {
        tds.forEach((td, l) => {
          const cell = cells?.[k]?.[l] ?? null;
          delete td.dataset.value;
          delete td.dataset.min;
          delete td.dataset.max;
          delete td.dataset.noRow;
          td.classList.toggle("is-no-row", Boolean(cell?.noRow));
          if (!cell) {
            setText(td, "…");
            return;
          }
          if (cell.value === null) {
            setText(td, t("results.noRow"));
            td.dataset.noRow = cell.noRow ?? "";
            missing.add(cell.noRow);
            return;
          }
          chance[l] = cell.chance ?? null;
          td.dataset.value = String(cell.value);
          if (name === "seeds") {
            td.dataset.min = String(cell.min);
            td.dataset.max = String(cell.max);
            setText(
              td,
              t("results.range", {
                mean: fixed(cell.value, 3),
                min: fixed(/** @type {number} */ (cell.min), 3),
                max: fixed(/** @type {number} */ (cell.max), 3),
              }),
            );
          } else {
            setText(td, fixed(cell.value, 3));
          }
        });
      });
      rows[labRows.length].forEach((td, l) => {
        const value = chance[l];
        if (value === null) {
          setText(td, "…");
          delete td.dataset.value;
        } else {
          setText(td, fixed(value, 3));
          td.dataset.value = String(value);
        }
      });
      setText(
        note,
        missing.size
          ? t("results.noteNoRow", { missing: clausesText([...missing]) })
          : t("results.note"),
      );
      downloads.update();
    },
    destroy() {
      downloads.destroy();
      box.replaceChildren();
    },
  };
}
