// @ts-check
// The rope section's parameter in the link: shift, which moves the query (at pos) and the key
// (at pos + k) along together; both must stay positions the core accepts (0..maxPosition).
import { integerText } from "../../js/format.js";
import { t } from "../../js/strings.js";
import { inRange, upOrDown, wholeNumber, withContext } from "../../js/state/specShapes.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

/** @param {import("../../js/state/specShapes.js").SpecShapes} shapes @returns {Record<"shift", Spec>} */
export function ropeParams({ limits, rangedSpec }) {
  const { maxPosition } = limits;
  return {
    shift: rangedSpec(
      { read: 11, write: 7 },
      100,
      (s) => ({
        min: -Math.min(s.pos, s.pos + s.k),
        max: maxPosition - Math.max(s.pos, s.pos + s.k),
      }),
      {
        /** @this {Spec} */
        rule(v, s) {
          const range = this.range(s, limits);
          const pos = String(s.pos);
          const k = integerText(s.k);
          if (range.max < range.min) {
            return t("param.shift.none", { pos, k, max: String(maxPosition) });
          }
          return inRange(v, range)
            ? null
            : withContext(t("param.shift.context", { pos, k }), wholeNumber("shift", range));
        },
        // None fits when pos + k is itself past the limit; the rope section then shows the
        // core's message, and shift stays as it was.
        settle: {
          note: (from, to, s) =>
            t("param.shift.clamp", {
              from: integerText(from),
              up: upOrDown(from, to),
              pos: String(s.pos),
              k: integerText(s.k),
              to: integerText(to),
            }),
        },
      },
    ),
  };
}
