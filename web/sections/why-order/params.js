// @ts-check
// The why-order section's parameter in the link: mask, its toy's attention, open or causal.

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"mask", Spec>} */
export function whyOrderParams({ maskSpec }) {
  return { mask: maskSpec("mask", { read: 15, write: 11 }) };
}
