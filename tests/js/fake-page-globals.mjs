// What the node tests of page modules put in place of the browser's globals (node has no window):
// a global replaced for one test and put back after it, and a ResizeObserver whose observers a
// test notifies itself.

/** @type {[string, PropertyDescriptor | undefined][]} */
let replaced = [];

/** Replaces globalThis[name] until restoreGlobals(). @param {string} name @param {unknown} value */
export function fakeGlobal(name, value) {
  replaced.push([name, Object.getOwnPropertyDescriptor(globalThis, name)]);
  Object.defineProperty(globalThis, name, { configurable: true, value, writable: true });
}

/** Puts back every global fakeGlobal replaced, the last first. */
export function restoreGlobals() {
  for (const [name, before] of replaced.reverse()) {
    if (before) Object.defineProperty(globalThis, name, before);
    else delete globalThis[name];
  }
  replaced = [];
}

/**
 * A ResizeObserver class whose observing instances are in `observers`: a test reports a change of
 * size by calling each one's callback.
 * @param {Set<{ callback: (entries: unknown[]) => void }>} observers
 */
export function fakeResizeObserverClass(observers) {
  return class FakeResizeObserver {
    /** @param {(entries: unknown[]) => void} callback */
    constructor(callback) {
      this.callback = callback;
    }
    observe() {
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  };
}
