// @ts-check
// The wavelengths section's parameter in the link: dims, the dimensions its plot draws
// ("" : the plot's own choice for this d).
import { t } from "../../js/strings.js";
import { dimensionList, parseDimensionList } from "../../js/state/parse.js";

/** @typedef {import("../../js/state/specs.js").Spec} Spec */

const minPlotDims = 2;
const maxPlotDims = 4;

/** @returns {Record<"dims", Spec>} */
export function wavelengthsParams() {
  return {
    dims: {
      place: { read: 17, write: 13 },
      default: "",
      parse: parseDimensionList,
      rule: (v, s) => {
        if (v === "") return null;
        const list = dimensionList(v);
        if (list.length < minPlotDims || list.length > maxPlotDims) {
          return t("param.dims.count", { min: String(minPlotDims), max: String(maxPlotDims) });
        }
        if (new Set(list).size !== list.length) return t("param.dims.repeat");
        if (list.some((dim) => dim >= s.d)) {
          return t("param.dims.past", { d: String(s.d), last: String(s.d - 1) });
        }
        return null;
      },
      shape: t("param.dims.shape"),
      fallback: t("param.dims.fallback"),
      // Dimensions past d - 1 are dropped; fewer than two left means the plot's own choice.
      settle: {
        apply: (v, s) => {
          if (v === "") return v;
          const kept = dimensionList(v).filter((dim) => dim < s.d);
          return kept.length >= minPlotDims ? kept.join(",") : "";
        },
        note: (from, to, s) =>
          t("param.dims.dropped", {
            from,
            d: String(s.d),
            last: String(s.d - 1),
            left: to === "" ? "none" : to,
          }),
      },
    },
  };
}
