// @ts-check
// The relative section's parameter in the link: ref, the position the others are compared with.
import { t } from "../../js/strings.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"ref", Spec>} */
export function relativeParams({ rangedSpec, rangeRule }) {
  return {
    // The default may lie past a short sequence's end: there, the last position is the default
    // (so "?n=12" means ref 11 and needs no ref in the link).
    ref: rangedSpec({ read: 10, write: 6 }, 20, (s) => ({ min: 0, max: s.n - 1 }), {
      defaultFor: (s) => Math.min(20, s.n - 1),
      rule: rangeRule("ref", (s) => `n=${s.n}`),
      fallback: (s) =>
        s.ref > s.n - 1
          ? t("param.ref.fallbackLast", { last: String(s.n - 1) })
          : t("param.fallback.default", { value: String(s.ref) }),
      settle: {
        note: (from, to, s) =>
          t(to < from ? "param.ref.lower" : "param.ref.higher", {
            from: String(from),
            n: String(s.n),
            to: String(to),
          }),
      },
    }),
  };
}
