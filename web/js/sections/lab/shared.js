// @ts-check
// What the parts of the lab section share: the settings of a run and how a caption names them,
// and how a part finds the slots inside its own element.
import { countText } from "../../format.js";

/** @typedef {import("../../lab/run.js").LabSettings} LabSettings */

/** @param {import("../../state/index.js").State} state @returns {LabSettings} */
export const settingsOf = (state) => ({
  seed: state.labseed,
  steps: state.labsteps,
  causal: state.labmask === "causal",
});

/** @param {LabSettings} s */
export const settingsText = (s) =>
  `seed ${s.seed}, ${countText(s.steps)} steps, ${s.causal ? "causal mask" : "no mask"}`;

// The element marked data-slot=`name` inside a part's own element.
/** @param {HTMLElement} part */
export const slotsOf = (part) => (/** @type {string} */ name) =>
  /** @type {HTMLElement} */ (part.querySelector(`[data-slot="${name}"]`));
