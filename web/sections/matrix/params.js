// @ts-check
// The matrix section's parameter in the link: layout, the order of the table's columns.
import { layouts } from "../../js/layout.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"layout", Spec>} */
export function matrixParams({ wordSpec }) {
  return {
    layout: wordSpec({ read: 16, write: 12 }, "layout", layouts, { default: "interleaved" }),
  };
}
