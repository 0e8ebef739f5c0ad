// @ts-check
// The lab's fine-tuning part, under the results: a button that fine-tunes the run's RoPE model at
// twice the training length with PI (lab/fineTune.js), its progress, a one-row table of the
// fine-tuned model's accuracy at each test length, and a sentence comparing it, from the numbers,
// with the same run's rope rows (without PI, and with PI at test only). A result belongs to the
// run it was made for: a new run (other settings, Reset) clears it.
import { button, el, headerCell, liveText, setText } from "../../js/dom.js";
import { countText, fixed } from "../../js/format.js";
import { fineTuneLengths, fineTuneSteps } from "../../js/lab/fineTune.js";
import { labRows, testLengths } from "../../js/lab/run.js";
import { settingsText } from "./shared.js";
import { t } from "./strings.js";

/** @typedef {import("../../js/lab/run.js").LabRun} LabRun */

/**
 * @param {HTMLElement} box
 * @param {{ now: () => import("./looks.js").LabNow }} options
 */
export function createLabFineTune(box, { now }) {
  const start = button("control-button lab-tune", t("tune.button"));
  start.id = "lab-tune";
  start.setAttribute("aria-describedby", "lab-tune-status");
  const status = liveText("lab-tune-status", "lab-tune-status");
  const table = el("table", "results-table lab-results lab-tune-table");
  table.dataset.table = "tune";
  table.hidden = true;
  const caption = el("caption");
  const head = el("tr");
  head.append(headerCell(t("results.kind"), "col"));
  for (const length of testLengths) head.append(headerCell(String(length), "col", "lab-number"));
  const row = el("tr");
  row.dataset.kind = "ropeTuned";
  row.append(headerCell(t("tune.row"), "row"));
  const cells = testLengths.map((length) => {
    const td = el("td", "lab-number", "…");
    td.dataset.length = String(length);
    td.dataset.label = t("results.length", { length: String(length) });
    row.append(td);
    return td;
  });
  const thead = el("thead");
  thead.append(head);
  const tbody = el("tbody");
  tbody.append(row);
  table.append(caption, thead, tbody);
  const scroller = el("div", "lab-results-box");
  scroller.append(table);
  const sentence = el("p", "lab-tune-result");
  box.append(start, status, scroller, sentence);

  /** @type {LabRun | null} the run the shown result (or the job running) belongs to */
  let forRun = null;
  /** @type {ReturnType<import("../../js/lab/labHost.js").LabHost["fineTune"]> | null} */
  let job = null;

  function clear() {
    job?.stop();
    job = null;
    forRun = null;
    table.hidden = true;
    for (const td of cells) {
      setText(td, "…");
      delete td.dataset.value;
    }
    setText(sentence, "");
  }

  /** The rope rows of `run` at the last test length: without PI, and with PI at test. */
  function ropeAtLast(run) {
    const last = testLengths.length - 1;
    const value = (/** @type {string} */ id) => {
      const cell = run.results[labRows.indexOf(/** @type {any} */ (id))]?.[last];
      return cell && "accuracy" in cell ? cell.accuracy : null;
    };
    return { plain: value("rope"), pi: value("ropePi") };
  }

  async function onStart() {
    const { host, run } = now();
    if (!host || !run || !run.trained || !run.evaluated || job) return;
    clear();
    forRun = run;
    const settings = { seed: run.seed, steps: run.steps, causal: run.causal, task: run.task };
    setText(status, t("tune.progress", { done: "0", total: "…" }));
    job = host.fineTune(settings, {
      onProgress: (done, total) =>
        setText(status, t("tune.progress", { done: countText(done), total: countText(total) })),
    });
    update(run);
    const mine = job;
    const result = await mine.finished;
    if (job !== mine) return; // cleared meanwhile: the result belongs to an old run
    job = null;
    if ("error" in result) {
      setText(status, result.stopped ? "" : t("tune.failed", { error: result.error }));
      update(run);
      return;
    }
    setText(status, t("tune.done"));
    table.hidden = false;
    setText(
      caption,
      t("tune.caption", {
        steps: String(fineTuneSteps),
        from: String(fineTuneLengths[0]),
        to: String(fineTuneLengths[1]),
        settings: settingsText(run),
      }),
    );
    result.accuracy.forEach((value, l) => {
      setText(cells[l], fixed(value, 3));
      cells[l].dataset.value = String(value);
    });
    const { plain, pi } = ropeAtLast(run);
    setText(
      sentence,
      t("tune.result", {
        length: String(testLengths[testLengths.length - 1]),
        tuned: fixed(result.accuracy[result.accuracy.length - 1], 3),
        pi: plain === null || pi === null ? "…" : fixed(pi, 3),
        plain: plain === null ? "…" : fixed(plain, 3),
      }),
    );
    update(run);
  }
  start.addEventListener("click", onStart);

  /**
   * Follows the main run: the button works once it is trained and tested; a new run clears the
   * result of the old one.
   * @param {LabRun | null} run
   */
  function update(run) {
    if (forRun && run !== forRun) clear();
    const ready = Boolean(run && run.trained && run.evaluated);
    start.disabled = !ready || job !== null;
    if (!ready && !job && !forRun) setText(status, t("tune.waiting"));
    else if (ready && !job && !forRun) setText(status, "");
  }

  return {
    update,
    destroy() {
      job?.stop();
      start.removeEventListener("click", onStart);
      box.replaceChildren();
    },
  };
}
