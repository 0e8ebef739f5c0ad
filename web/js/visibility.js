// Figures draw when their section is on screen, or about to be (Distill's "render when on
// screen"): a long article should not compute and paint eleven sections before the reader has
// scrolled past the first one.
//
//   const gate = createVisibilityGate(sectionElement);
//   gate.run(() => render(store.getAll()));   // now if visible, else when it becomes visible
//   gate.destroy();
//
// Only the latest task is kept while the section is off screen: ten slider steps made elsewhere
// cost one render when the reader arrives. A section that has run its first task carries
// data-drawn="true" (tests wait for it); before that, data-drawn="false".
// Without IntersectionObserver everything runs at once, as if always visible. Printing runs
// whatever is pending, so a printout has every figure.

// Starts drawing a little before the section scrolls in, so it is ready when it arrives.
const defaultMargin = "400px 0px";
const gates = new Set();

export function createVisibilityGate(element, { rootMargin = defaultMargin } = {}) {
  const observed = typeof IntersectionObserver === "function";
  let visible = !observed;
  let pending = null;
  element.dataset.drawn = "false";

  function flush() {
    if (!pending) return;
    const task = pending;
    pending = null;
    task();
    element.dataset.drawn = "true";
    // For tests/bench: time from navigation to the first figure drawn.
    if (performance.getEntriesByName("pe:first-figure").length === 0) {
      performance.mark("pe:first-figure");
    }
  }

  const observer = observed
    ? new IntersectionObserver(
        (entries) => {
          visible = entries[entries.length - 1].isIntersecting;
          if (visible) flush();
        },
        { rootMargin },
      )
    : null;
  observer?.observe(element);

  const gate = {
    // Runs `task` now if the section is (nearly) on screen; otherwise keeps it, replacing any
    // task kept before, until it is.
    run(task) {
      pending = task;
      if (visible) flush();
    },
    flush,
    get visible() {
      return visible;
    },
    destroy() {
      observer?.disconnect();
      pending = null;
      gates.delete(gate);
    },
  };
  gates.add(gate);
  return gate;
}

if (typeof window === "object") {
  window.addEventListener("beforeprint", () => {
    for (const gate of gates) gate.flush();
  });
}

// The wiring every section with figures uses: draw once when on screen, and again (when on
// screen) whenever one of the store keys in `watched` changes. Returns a function that undoes it.
export function renderWhenVisible(root, store, watched, render) {
  const gate = createVisibilityGate(root);
  const unsubscribe = store.subscribe((state, changed) => {
    if (watched.some((key) => changed.has(key))) gate.run(render);
  });
  gate.run(render);
  return () => {
    gate.destroy();
    unsubscribe();
  };
}
