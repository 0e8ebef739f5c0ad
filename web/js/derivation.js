// @ts-check
// A derivation: an ordered list of named steps, each one line of maths with the core's numbers
// substituted (the formula, the identity, the rope dial and check). Built once; each render
// rewrites names and maths in place (math.js then keeps KaTeX's boxes where only numbers change).
//
//   const derivation = createDerivation(listElement, [
//     { id: "omega", name: (v, s) => "Frequency", tex: (v, s) => `\\omega = ${texNumber(v.omega)}` },
//     { id: "angle", tex: (v, s) => ... },   // no name: continues the step before it
//   ]);
//   derivation.render(values, state);        // the same arguments reach every name and tex
//
// A step without a name continues the list item before it: one line of maths each, so that every
// line can wrap on its own on a phone. Each line carries data-step="<id>" (tests read them).
import { el, setText } from "./dom.js";
import { integerText, numberText, texNumber, texPowerBase } from "./format.js";
import { renderMath } from "./math.js";
import { t } from "./strings.js";
import { createQuietLineGate } from "./visibility.js";

/**
 * @typedef {object} DerivationStep
 * @property {string} id
 * @property {(...args: any[]) => string} [name]
 * @property {(...args: any[]) => string} tex
 */

/**
 * @param {HTMLElement} list an <ol class="derivation">
 * @param {DerivationStep[]} steps
 */
export function createDerivation(list, steps) {
  // Each line is drawn when on screen, and during a drag the lines off screen wait for it to pause
  // (visibility.js, drawsWhenQuiet): a slider step of the formula section changed 3 lines below
  // the window and laid them all out (at 4x CPU throttling, 4.8 of the step's 8.9 ms median were
  // layout). A step's name is written with its first line.
  /** @type {HTMLLIElement | null} */
  let item = null;
  const rows = steps.map((step) => {
    let name = null;
    if (step.name || !item) {
      item = el("li", "derivation-step");
      name = el("span", "derivation-name");
      item.append(name);
      list.append(item);
    }
    const math = el("span", "derivation-math");
    math.dataset.step = step.id;
    item.append(math);
    const gate = createQuietLineGate(math);
    return { step, name, math, gate };
  });

  return {
    /** @param {...any} args the values and state every step's name and tex receive */
    render(...args) {
      for (const { step, name, math, gate } of rows) {
        gate.run(() => {
          if (name && step.name) setText(name, step.name(...args));
          // \displaystyle keeps fractions full size; inline mode still lets long lines wrap at "=".
          renderMath(math, `\\displaystyle ${step.tex(...args)}`);
        });
      }
    },
    destroy() {
      for (const { gate } of rows) gate.destroy();
      list.replaceChildren();
    },
  };
}

/**
 * The step several derivations open with: the frequency of pair i (values: anything with omega,
 * state: { i, d, base }).
 * @type {DerivationStep}
 */
export const pairFrequencyStep = {
  id: "omega",
  name: (v, s) =>
    t("derivation.pairFrequency", {
      i: integerText(s.i),
      d: integerText(s.d),
      base: numberText(s.base),
    }),
  tex: (v, s) =>
    `\\omega_{${s.i}} = \\frac{1}{${texPowerBase(s.base)}^{2 \\cdot ${s.i}/${s.d}}} = ${texNumber(v.omega)}`,
};
