// @ts-check
// Section "formula": first why the simpler position codes fail (firstPrinciples.js), then the
// sinusoidal formula worked term by term for one (pos, i, d_model, base). Every number on screen
// comes from the core (simpleEncodings, peValue); this file only arranges and formats.
import { createDerivation } from "../../js/derivation.js";
import { setText } from "../../js/dom.js";
import { sentencesText, texNumber, texPowerBase, texSeparator } from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { renderPartsWhenVisible } from "../../js/visibility.js";
import { createFirstPrinciples } from "./firstPrinciples.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";

// Large angles get extra digits so the reader still sees the fractional part that sin/cos use.
function texAngle(angle) {
  const wholeDigits = Math.max(1, Math.floor(Math.log10(Math.abs(angle) || 1)) + 1);
  return texNumber(angle, Math.min(15, Math.max(6, wholeDigits + 4)));
}

// One derivation step: a short name, then the TeX with the numbers substituted.
const steps = [
  {
    id: "exponent",
    name: () => t("step.exponent"),
    tex: (v, s) =>
      `\\frac{2i}{d_{\\text{model}}} = \\frac{2 \\cdot ${s.i}}{${s.d}} = ${texNumber(v.exponent)}`,
  },
  {
    id: "divisor",
    name: () => t("step.divisor"),
    tex: (v, s) =>
      `\\text{base}^{2i/d_{\\text{model}}} = ${texPowerBase(s.base)}^{${texNumber(v.exponent)}} = ${texNumber(v.divisor)}`,
  },
  {
    id: "omega",
    name: () => t("step.omega"),
    tex: (v, s) => `\\omega_{${s.i}} = \\frac{1}{${texNumber(v.divisor)}} = ${texNumber(v.omega)}`,
  },
  {
    id: "angle",
    name: () => t("step.angle"),
    tex: (v, s) =>
      `\\theta = \\text{pos} \\cdot \\omega_{${s.i}} = ${s.pos} \\times ${texNumber(v.omega)} = ${texAngle(v.angle)}`,
  },
  {
    id: "sin",
    name: (v) => t("step.sin", { dim: String(v.dimSin) }),
    tex: (v, s) =>
      `PE_{(${s.pos}${texSeparator()}\\,${v.dimSin})} = \\sin(${texAngle(v.angle)}) = ${texNumber(v.sin)}`,
  },
  {
    id: "cos",
    name: (v) => t("step.cos", { dim: String(v.dimCos) }),
    tex: (v, s) =>
      `PE_{(${s.pos}${texSeparator()}\\,${v.dimCos})} = \\cos(${texAngle(v.angle)}) = ${texNumber(v.cos)}`,
  },
  {
    id: "wavelength",
    name: () => t("step.wavelength"),
    tex: (v, s) =>
      `\\lambda_{${s.i}} = 2\\pi \\cdot ${texNumber(v.divisor)} = ${texNumber(v.wavelength)}`,
  },
];

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "pos", hint: t("hint.pos") },
    { key: "i" },
    { key: "d", hint: t("hint.d") },
    { key: "base", hint: t("hint.base") },
  ]);
  // Built once; later updates only re-render text and maths.
  const derivation = section.own(createDerivation(slot("derivation"), steps));
  const basics = createFirstPrinciples({ slot, own: section.own, core });

  // The two parts draw separately (the first one is a screen or two above the derivation); the
  // section's error line shows what either of them was refused.
  const errors = { basics: "", formula: "" };
  function showErrors() {
    section.refused(sentencesText([errors.basics, errors.formula].filter(Boolean)));
  }

  /** @param {import("../../js/state/index.js").State} state */
  function render(state) {
    const v = core.peValue(state.pos, state.i, state.d, state.base);
    errors.formula = refusalText(v);
    showErrors();
    if (!v.ok) return;
    setText(
      slot("convention"),
      t("convention", {
        i: String(state.i),
        d: String(state.d),
        pairs: state.d / 2,
        pairsText: String(state.d / 2),
        lastPair: String(state.d / 2 - 1),
        dimSin: String(v.dimSin),
        dimCos: String(v.dimCos),
      }),
    );
    derivation.render(v, state);
  }

  section.own(
    renderPartsWhenVisible(store, [
      {
        element: slot("basics"),
        watched: ["d", "base"],
        render: (state) => {
          errors.basics = basics.render(state);
          showErrors();
        },
      },
      { element: root, watched: ["pos", "i", "d", "base"], render },
    ]),
  );
});
