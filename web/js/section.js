// @ts-check
// What every section of the article shares, so that a section file only wires its controls to the
// store, the store to the core and the core's results to its figures:
//   const section = createSection({ root, store });
//   section.slot("controls")             the element marked data-slot="controls" in the section
//   section.own(control, figure, stop)   parts destroyed with the section (objects with destroy(),
//                                        or functions such as renderWhenVisible's stop)
//   section.refused(error, "the sentence")   "The core refused the sentence: <error>" in the
//                                        section's error line (role="alert"); refused("") clears it
//   section.destroy()
// It also adds the section's "Copy link" (and "Embed this") to its head.
import { createCopyLink } from "./copyLink.js";
import { setText } from "./dom.js";

/** @typedef {{ destroy(): void } | (() => void)} Part */

/**
 * @param {{ root: HTMLElement, store: import("./state.js").Store }} context
 */
export function createSection({ root, store }) {
  /** @param {string} name */
  const slot = (name) => /** @type {HTMLElement} */ (root.querySelector(`[data-slot="${name}"]`));
  const errorSlot = slot("error");
  /** @type {Part[]} */
  const parts = [createCopyLink(slot("copy-link"), store, root.id)];

  /** @param {string} message the whole line; "" hides it */
  function showError(message) {
    errorSlot.hidden = !message;
    setText(errorSlot, message);
  }

  return {
    slot,
    /**
     * Keeps parts to destroy with the section; returns the first, for `const x = own(create...)`.
     * @template {Part} T
     * @param {T} first
     * @param {...Part} more
     * @returns {T}
     */
    own(first, ...more) {
      parts.push(first, ...more);
      return first;
    },
    showError,
    /**
     * @param {string} error the core's message ("" when it accepted)
     * @param {string} [what] what it refused
     */
    refused(error, what = "these inputs") {
      showError(error ? `The core refused ${what}: ${error}` : "");
    },
    destroy() {
      for (const part of parts.splice(0).reverse()) {
        if (typeof part === "function") part();
        else part.destroy();
      }
    },
  };
}
