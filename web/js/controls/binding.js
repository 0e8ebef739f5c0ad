// @ts-check
// The wiring every control shares: its DOM listeners, a render that follows the store, and a
// destroy that undoes both and takes the control off the page.
//
//   return bindControl(store, wrapper, render, [[input, "input", onInput], ...]);
//
// render(state, changed) runs once at once (changed: null) and after every change of the store;
// with `quiet`, a control off screen follows a burst of changes (a drag elsewhere) once it pauses.

import { createQuietLineGate } from "../visibility.js";

/**
 * @typedef {[EventTarget, string, (event: any) => void]} Listener
 */

/**
 * @param {import("../state/index.js").Store} store
 * @param {HTMLElement} element what destroy() removes
 * @param {(state: import("../state/index.js").State, changed: Set<string> | null) => void} render
 * @param {Listener[]} listeners
 * @param {{ quiet?: boolean, atOnce?: () => boolean }} [options]
 *   quiet: render through a quiet-line gate on `element` (visibility.js, createQuietLineGate): on
 *   screen, or after a single change, at once; off screen during a burst of changes (a slider of
 *   another section dragged, a key held), once the burst pauses, with the state as it is then
 *   (changed: null). A slider step of the matrix's d moved the d of five other sections, and each
 *   control written was laid out in the step.
 *   atOnce: whether this change renders at once whatever the gate says (the control's own
 *   commit: a value the store clamped or refused puts the reader's input back at once).
 */
export function bindControl(
  store,
  element,
  render,
  listeners,
  { quiet = false, atOnce = () => false } = {},
) {
  for (const [target, type, handler] of listeners) target.addEventListener(type, handler);
  const gate = quiet ? createQuietLineGate(element) : null;
  /** @type {typeof render} */
  const follow = (state, changed) => {
    if (gate === null || atOnce()) render(state, changed);
    else gate.run(() => render(store.getAll(), null));
  };
  const unsubscribe = store.subscribe(follow);
  render(store.getAll(), null);
  return {
    destroy() {
      unsubscribe();
      gate?.destroy();
      for (const [target, type, handler] of listeners) target.removeEventListener(type, handler);
      element.remove();
    },
  };
}
