// Section "formula": the sinusoidal formula worked term by term for one (pos, i, d_model, base).
// Every number on screen comes from the core's peValue; this file only arranges and formats.
import { createNumberControl } from "../controls.js";
import { createCopyLink } from "../copyLink.js";
import { setText } from "../dom.js";
import { texNumber, texPowerBase } from "../format.js";
import { renderMath } from "../math.js";
import { renderWhenVisible } from "../visibility.js";

// Large angles get extra digits so the reader still sees the fractional part that sin/cos use.
function texAngle(angle) {
  const wholeDigits = Math.max(1, Math.floor(Math.log10(Math.abs(angle) || 1)) + 1);
  return texNumber(angle, Math.min(15, Math.max(6, wholeDigits + 4)));
}

// One derivation step: a short name, then the TeX with the numbers substituted.
const steps = [
  {
    id: "exponent",
    name: () => "Exponent",
    tex: (v, s) =>
      `\\frac{2i}{d_{\\text{model}}} = \\frac{2 \\cdot ${s.i}}{${s.d}} = ${texNumber(v.exponent)}`,
  },
  {
    id: "divisor",
    name: () => "Divisor",
    tex: (v, s) =>
      `\\text{base}^{2i/d_{\\text{model}}} = ${texPowerBase(s.base)}^{${texNumber(v.exponent)}} = ${texNumber(v.divisor)}`,
  },
  {
    id: "omega",
    name: () => "Frequency",
    tex: (v, s) => `\\omega_{${s.i}} = \\frac{1}{${texNumber(v.divisor)}} = ${texNumber(v.omega)}`,
  },
  {
    id: "angle",
    name: () => "Angle",
    tex: (v, s) =>
      `\\theta = \\text{pos} \\cdot \\omega_{${s.i}} = ${s.pos} \\times ${texNumber(v.omega)} = ${texAngle(v.angle)}`,
  },
  {
    id: "sin",
    name: (v) => `Sine → dimension 2i = ${v.dimSin}`,
    tex: (v, s) =>
      `PE_{(${s.pos},\\,${v.dimSin})} = \\sin(${texAngle(v.angle)}) = ${texNumber(v.sin)}`,
  },
  {
    id: "cos",
    name: (v) => `Cosine → dimension 2i + 1 = ${v.dimCos}`,
    tex: (v, s) =>
      `PE_{(${s.pos},\\,${v.dimCos})} = \\cos(${texAngle(v.angle)}) = ${texNumber(v.cos)}`,
  },
  {
    id: "wavelength",
    name: () => "Wavelength (positions per full turn)",
    tex: (v, s) =>
      `\\lambda_{${s.i}} = 2\\pi \\cdot ${texNumber(v.divisor)} = ${texNumber(v.wavelength)}`,
  },
];

export function createFormulaSection({ root, store, core }) {
  const controlsSlot = root.querySelector('[data-slot="controls"]');
  const conventionSlot = root.querySelector('[data-slot="convention"]');
  const derivationSlot = root.querySelector('[data-slot="derivation"]');
  const errorSlot = root.querySelector('[data-slot="error"]');

  const controls = [
    createNumberControl(controlsSlot, store, {
      key: "pos",
      id: "formula-pos",
      label: "pos",
      hint: "position in the sequence, from 0",
      slider: { min: 0, max: 200 },
    }),
    createNumberControl(controlsSlot, store, {
      key: "i",
      id: "formula-i",
      label: "i",
      hint: "pair index, 0 to d/2 − 1",
    }),
    createNumberControl(controlsSlot, store, {
      key: "d",
      id: "formula-d",
      label: "d_model",
      hint: "vector size, even",
      step: 2,
      slider: { min: 2, max: 1024 },
    }),
    createNumberControl(controlsSlot, store, {
      key: "base",
      id: "formula-base",
      label: "base",
      hint: "10000 in the original paper",
      step: "any",
      slider: { min: 1.5, max: 1e6, step: 0.01, scale: "log" },
    }),
  ];
  const copyLink = createCopyLink(root.querySelector('[data-slot="copy-link"]'), store, root.id);

  // Build the step list once; later updates only re-render text and maths.
  const rows = steps.map((step) => {
    const item = document.createElement("li");
    item.className = "derivation-step";
    const name = document.createElement("span");
    name.className = "derivation-name";
    const math = document.createElement("span");
    math.className = "derivation-math";
    math.dataset.step = step.id;
    item.append(name, math);
    derivationSlot.append(item);
    return { step, name, math };
  });

  function render(state) {
    const v = core.peValue(state.pos, state.i, state.d, state.base);
    errorSlot.hidden = v.ok;
    setText(errorSlot, v.ok ? "" : `The core refused these inputs: ${v.error}`);
    if (!v.ok) return;
    setText(
      conventionSlot,
      `Here i = ${state.i} counts pairs, not dimensions: with d_model = ${state.d} there are ` +
        `${state.d / 2} pairs (i = 0 to ${state.d / 2 - 1}). Pair ${state.i} puts the sine in ` +
        `dimension 2i = ${v.dimSin} and the cosine of the same angle in dimension 2i + 1 = ${v.dimCos}.`,
    );
    for (const { step, name, math } of rows) {
      setText(name, step.name(v, state));
      // \displaystyle keeps fractions full size; inline mode still lets long lines wrap at "=".
      renderMath(math, `\\displaystyle ${step.tex(v, state)}`);
    }
  }

  const stopRendering = renderWhenVisible(root, store, ["pos", "i", "d", "base"], () =>
    render(store.getAll()),
  );

  return {
    destroy() {
      stopRendering();
      for (const control of controls) control.destroy();
      copyLink.destroy();
      derivationSlot.replaceChildren();
    },
  };
}
