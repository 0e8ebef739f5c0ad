// @ts-check
// The one wrapper around KaTeX. katex.render builds DOM nodes (styles set through the CSSOM), so
// it works under a CSP with style-src 'self'; renderToString + innerHTML would not, and would put
// markup into the page as a string.
//
// Dragging a slider changes the numbers of a derivation, rarely its shape. Typesetting a line
// again costs about half a millisecond of KaTeX and a new subtree (hundreds of boxes) for the
// browser to lay out, so a line whose TeX differs from the last one only in its numbers keeps its
// boxes and has the numbers' text replaced, in the visible HTML at once, and in the MathML that
// screen readers use once the changes pause (below). Anything else is typeset from scratch.
import katex from "katex";

import { setText } from "./dom.js";
import { whenIdle } from "./environment.js";
import { integerText, minus } from "./format.js";
import { watchScrollBox } from "./scrollBox.js";
import { t } from "./strings.js";
import { createVisibilityGate, flushInIdleTime, quietMs } from "./visibility.js";

// A number that can change in place: digits with an optional decimal part, not preceded by a
// letter, '#' or a backslash, and not followed by a unit ("4pt", "#1f77b4" and "\kern3mu" stay part
// of the shape; the 2 of "2i" is a number, as KaTeX's MathML has it). A minus sign belongs to the
// number where it is a sign rather than a subtraction: at the start, or after an opening bracket,
// "=", "&", ",", a script mark, "\times", "\cdot", a line break or the start of a matrix. So "= 0.5" and "= -0.5" have
// the same shape, and a value crossing zero keeps its boxes.
const unsignedNumber = String.raw`\d+(?:\.\d+)?(?![A-Za-z]{2}|[0-9.])`;
const numberPattern = new RegExp(
  String.raw`(?<=(?:^|[({\[=&,^_]|\\times|\\cdot|\\\\|\\begin\{[a-z]*matrix\})\s*)-${unsignedNumber}|` +
    String.raw`(?<![A-Za-z0-9#\\.])${unsignedNumber}`,
  "g",
);

// A number as KaTeX shows it: its minus is U+2212.
const shown = minus;

/** @type {import("katex").KatexOptions} */
const katexOptions = {
  throwOnError: false,
  output: "htmlAndMathml",
  // \htmlData only marks where the numbers are; the TeX is always ours, never the reader's.
  trust: (context) => context.command === "\\htmlData",
  strict: (code) => (code === "htmlExtension" ? "ignore" : "warn"),
};

// Per element: the TeX last rendered, its shape (the TeX with numbers blanked), the node KaTeX
// made and, when the numbers could be found again in both renderings, where they are.
const rendered = new WeakMap();

// Each number wrapped as {\htmlData{pe-slot=k}{...}}: the braces keep it one ordinary atom, as
// a bare number is, so spacing is unchanged.
function markNumbers(tex) {
  let k = 0;
  return tex.replace(numberPattern, (number) => `{\\htmlData{pe-slot=${k++}}{${number}}}`);
}

// The number boxes of a fresh rendering, in the TeX's order: the marked spans of the HTML and the
// <mn> elements of the MathML. Null unless both hold exactly the numbers of the TeX, in order.
// KaTeX's MathML gives a negative number as <mo>−</mo><mn>0.5</mn>; the sign moves into the <mn>
// (<mn>−0.5</mn>, which MathML allows and screen readers read as "minus 0.5"), so that a later
// update is one text change whatever the sign.
function findSlots(element, numbers) {
  // By mark, not document order: KaTeX writes a fraction's denominator before its numerator.
  const html = [];
  for (const span of element.querySelectorAll(".katex-html [data-pe-slot]")) {
    html[Number(span.dataset.peSlot)] = span;
  }
  const mathml = [...element.querySelectorAll(".katex-mathml mn")];
  if (html.length !== numbers.length || mathml.length !== numbers.length) return null;
  for (let k = 0; k < numbers.length; k += 1) {
    const text = shown(numbers[k]);
    if (html[k]?.textContent !== text) return null;
    if (numbers[k].startsWith("-")) {
      const sign = mathml[k].previousElementSibling;
      if (sign?.localName !== "mo" || sign.textContent !== "\u2212") return null;
      sign.remove();
      mathml[k].textContent = text;
    }
    if (mathml[k].textContent !== text) return null;
  }
  return { html, mathml };
}

// A marked span holds the number's glyph boxes (one, or one per run KaTeX did not merge); the
// first keeps its classes (font, script size) and takes the whole new text.
function setSlotText(slot, text) {
  const first = slot.firstElementChild;
  if (!first) {
    setText(slot, text);
    return;
  }
  setText(first, text);
  while (first.nextSibling) first.nextSibling.remove();
}

function setAnnotation(element, tex) {
  const annotation = element.querySelector(".katex-mathml annotation");
  if (annotation) setText(annotation, tex);
}

// A line changed in place has its MathML copy (what a screen reader reads; the eye never sees it)
// rewritten once the changes have paused for quietMs, in idle time, rather than at every step of
// a drag: laid out again at each step, the MathML was about half of a step's layout in some
// sections (at 4x CPU throttling, an identity step took 22.2 ms, 15.3 of them layout, with it, and
// 14.2 ms, 8.5 of them layout, with the MathML not laid out at all). A screen reader meets the
// line at rest, with its numbers current. Until then the line's element carries
// data-mathml="owed" (tests wait on it); printing writes it at once.
/** @type {Set<HTMLElement>} */
const mathmlOwed = new Set();
let mathmlTimer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);

/** @param {HTMLElement} element */
function oweMathml(element) {
  if (!mathmlOwed.has(element)) {
    mathmlOwed.add(element);
    element.dataset.mathml = "owed";
  }
  clearTimeout(mathmlTimer);
  mathmlTimer = setTimeout(() => whenIdle(writeOwedMathml, 1000), quietMs);
}

function writeOwedMathml() {
  clearTimeout(mathmlTimer);
  for (const element of mathmlOwed) {
    const last = rendered.get(element);
    if (last?.slots && element.firstChild === last.node) {
      last.numbers.forEach((number, k) => setText(last.slots.mathml[k], shown(number)));
      setAnnotation(element, last.tex);
    }
    delete element.dataset.mathml;
  }
  mathmlOwed.clear();
}

if (typeof window === "object") window.addEventListener("beforeprint", writeOwedMathml);

export function renderMath(element, tex, { display = false } = {}) {
  const numbers = tex.match(numberPattern) ?? [];
  const shape = `${display}|${tex.replace(numberPattern, "#")}`;
  const last = rendered.get(element);
  const untouched = last && element.firstChild === last.node && !last.node.nextSibling;
  if (untouched && last.shape === shape) {
    if (last.tex === tex) return;
    if (last.slots) {
      numbers.forEach((number, k) => {
        if (number !== last.numbers[k]) setSlotText(last.slots.html[k], shown(number));
      });
      rendered.set(element, { ...last, tex, numbers });
      oweMathml(element);
      return;
    }
  }
  // Typeset afresh, the MathML is current with the rest.
  if (mathmlOwed.delete(element)) delete element.dataset.mathml;
  katex.render(numbers.length > 0 ? markNumbers(tex) : tex, element, {
    ...katexOptions,
    displayMode: display,
  });
  setAnnotation(element, tex);
  const slots = numbers.length > 0 ? findSlots(element, numbers) : null;
  // Display maths drawn by a script (the exam's questions and worked steps) scroll inside their own
  // box at 320 px like the article's, and are forgotten once they leave the page.
  if (display && !rendered.has(element)) {
    watchScrollBox(element, () => equationName(element), { untilRemoved: true });
  }
  rendered.set(element, { tex, shape, numbers, slots, node: element.firstChild });
}

// Renders the fixed formulas written in the article's HTML as data-tex attributes. The TeX there
// is the author's, never the reader's. Each is typeset when it comes near the screen
// (visibility.js), and those still waiting in idle time once the returned typesetTheRest() is
// called, one per idle callback: typeset all at once as the page starts, they cost ~100 ms before
// its first figure. The page calls it once its sections have started (main.js; embed.js two
// frames after its one section): called at once, the first of the rest (KaTeX's first use, ~90 ms
// at 4x CPU throttling) took the idle period the first figure was waiting for.
// typesetTheRest(onDone) calls onDone(elements) once none is left, with the formulas it typeset
// itself: they changed the height of whatever held them while it was far from the screen (the
// page lays those sections out again, main.js).
// A display equation wider than a phone scrolls sideways inside its own box (scrollBox.js), named
// by its place: "Equation 2 of “Why order matters”, scrolls sideways".
/**
 * @param {ParentNode} root
 * @returns {(onDone?: (typeset: HTMLElement[]) => void) => void} typesetTheRest (once; later
 *   calls do nothing)
 */
export function renderStaticMath(root) {
  const typesetting = [...root.querySelectorAll("[data-tex]")].map((node) => {
    const element = /** @type {HTMLElement} */ (node);
    const display = element.dataset.display === "true";
    const tex = element.dataset.tex ?? "";
    const gate = createVisibilityGate(element, { figure: false });
    gate.run(() => {
      renderMath(element, tex, { display });
      if (display) watchScrollBox(element, () => equationName(element));
      // Typeset once: nothing is left to watch for.
      queueMicrotask(() => gate.destroy());
    });
    // What is left: the TeX to typeset, or nothing once the formula came on screen and was.
    return { element, flush: gate.flush, size: () => (gate.due() ? tex.length : 0) };
  });
  let asked = false;
  return (onDone = () => {}) => {
    if (asked) return;
    asked = true;
    flushInIdleTime(typesetting, (ran) => onDone(ran.map((task) => task.element)));
  };
}

/** @param {HTMLElement} element */
function equationName(element) {
  const section = element.closest("section");
  const all = section ? [...section.querySelectorAll('[data-display="true"]')] : [];
  const title = section?.querySelector("h2")?.textContent?.trim();
  // A display equation drawn by a script (an exam question's) is not in the article's list.
  if (!all.includes(element)) {
    return title ? t("math.equationIn", { section: title }) : t("math.equation");
  }
  const number = integerText(all.indexOf(element) + 1);
  return title
    ? t("math.equationNumberedOf", { number, section: title })
    : t("math.equationNumbered", { number });
}
