// @ts-check
// The wiring every control shares: its DOM listeners, a render that follows the store, and a
// destroy that undoes both and takes the control off the page.
//
//   return bindControl(store, wrapper, render, [[input, "input", onInput], ...]);
//
// render(state, changed) runs once at once (changed: null) and after every change of the store.

/**
 * @typedef {[EventTarget, string, (event: any) => void]} Listener
 */

/**
 * @param {import("../state/index.js").Store} store
 * @param {Element} element what destroy() removes
 * @param {(state: import("../state/index.js").State, changed: Set<string> | null) => void} render
 * @param {Listener[]} listeners
 */
export function bindControl(store, element, render, listeners) {
  for (const [target, type, handler] of listeners) target.addEventListener(type, handler);
  const unsubscribe = store.subscribe(render);
  render(store.getAll(), null);
  return {
    destroy() {
      unsubscribe();
      for (const [target, type, handler] of listeners) target.removeEventListener(type, handler);
      element.remove();
    },
  };
}
