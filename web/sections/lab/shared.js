// @ts-check
// What the parts of the lab section share: the settings of a run and how a caption names them,
// and how a part finds the slots inside its own element.
import { countText } from "../../js/format.js";
import { t } from "./strings.js";

/** @typedef {import("../../js/lab/run.js").LabSettings} LabSettings */

/** @param {import("../../js/state/index.js").State} state @returns {LabSettings} */
export const settingsOf = (state) => ({
  seed: state.labseed,
  steps: state.labsteps,
  causal: state.labmask === "causal",
  task: state.labtask,
});

/** @param {LabSettings} s */
export const settingsText = (s) =>
  t("settings", {
    seed: String(s.seed),
    steps: countText(s.steps),
    count: s.steps,
    causal: s.causal ? "yes" : "no",
    task: s.task,
  });

/** A kind of model (none, sinusoidal, learned, rope) as a reader sees it. @param {string} kind */
export const kindName = (kind) => t("kind.name", { kind });

// The element marked data-slot=`name` inside a part's own element.
/** @param {HTMLElement} part */
export const slotsOf = (part) => (/** @type {string} */ name) =>
  /** @type {HTMLElement} */ (part.querySelector(`[data-slot="${name}"]`));
