// @ts-check
// What every section of the article shares, so that a section file only wires its controls to the
// store, the store to the core and the core's results to its figures:
//   const section = createSection({ root, store });
//   section.slot("controls")             the element marked data-slot="controls" in the section
//   section.own(control, figure, stop)   parts destroyed with the section (objects with destroy(),
//                                        or functions such as renderWhenVisible's stop)
//   section.numbers([{ key: "pos", hint }, ...], slotName = "controls")
//                                        the section's number controls (controls/numberControl.js),
//                                        ids `${sectionId}-${key}`
//   section.refused(error, "the sentence")   "The core refused the sentence: <error>" in the
//                                        section's error line (role="alert"); refused("") clears it
//   section.destroy()
// It also adds the section's error line at its end and "Copy link" (and "Embed this") to its head. defineSection(build)
// makes a section factory (web/sections/<id>/<id>.js's createSection) from build({ section, slot, root, store, core }).
import { createNumberControls } from "./controls/numberControl.js";
import { createCopyLink } from "./copyLink.js";
import { el, setText } from "./dom.js";
import { t } from "./strings.js";

/** @typedef {{ destroy(): void } | (() => void)} Part */

/**
 * What the page gives each section's factory (the `createSection` of web/sections/<id>/<id>.js).
 * @typedef {object} SectionContext
 * @property {HTMLElement} root the <section> element, with its data-slot children
 * @property {import("./state/index.js").Store} store
 * @property {import("pe-core").PeCore} core
 * @property {import("./exam/generate.js").Exam} exam the exam's questions (window.peExam)
 * @property {import("./core.js").CoreKind} coreKind the core's kind; the lab loads its module
 *   of the same kind
 */

/**
 * @param {{ root: HTMLElement, store: import("./state/index.js").Store }} context
 */
export function createSection({ root, store }) {
  /** @param {string} name */
  const slot = (name) => /** @type {HTMLElement} */ (root.querySelector(`[data-slot="${name}"]`));
  // Every section ends with its error line and has "Copy link" in its head; the article's HTML
  // holds only the prose and the slots that differ.
  const errorSlot = el("p", "section-error");
  errorSlot.dataset.slot = "error";
  errorSlot.setAttribute("role", "alert");
  errorSlot.hidden = true;
  root.append(errorSlot);
  const copyLinkSlot = el("div");
  copyLinkSlot.dataset.slot = "copy-link";
  // Beside the head's other tools (the glossary link, glossaryView.js) when it has them.
  (
    root.querySelector(".section-head .section-tools") ?? root.querySelector(".section-head")
  ).append(copyLinkSlot);
  /** @type {Part[]} */
  const parts = [
    createCopyLink(copyLinkSlot, store, root.id),
    () => {
      errorSlot.remove();
      copyLinkSlot.remove();
    },
  ];

  /** @param {string} message the whole line; "" hides it */
  function showError(message) {
    // Written only when it changes: every slider step clears the line, and an attribute set
    // again, even to the same value, is a change for the browser's style and mutation observers.
    if (errorSlot.hidden !== !message) errorSlot.hidden = !message;
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
     * @param {import("./controls/numberControl.js").NumberControlOptions[]} list
     * @param {string} [slotName]
     */
    numbers(list, slotName = "controls") {
      parts.push(createNumberControls(slot(slotName), store, root.id, list));
    },
    /**
     * @param {string} error the core's message ("" when it accepted)
     * @param {string} [what] what it refused
     */
    refused(error, what = t("section.refused.inputs")) {
      showError(error ? t("section.refused", { what, error }) : "");
    },
    destroy() {
      for (const part of parts.splice(0).reverse()) {
        if (typeof part === "function") part();
        else part.destroy();
      }
    },
  };
}

/**
 * @typedef {ReturnType<typeof createSection>} Section
 * @typedef {SectionContext & { section: Section, slot: Section["slot"] }} SectionBuild
 */

/**
 * A section factory: the section's shared parts, then `build` wires the rest to them.
 * @param {(context: SectionBuild) => void} build
 * @returns {(context: SectionContext) => Section}
 */
export function defineSection(build) {
  return (context) => {
    const section = createSection(context);
    build({ ...context, section, slot: section.slot });
    return section;
  };
}
