// @ts-check
// Section "attention": the toy of "why-order" again, now with positions added to the words (store
// key pe: none, sinusoidal or learned), on two sentences the reader can type (s1, s2). Shows both
// attention matrices (linked cell to cell through the word matching compareSentences reports), how
// far every word's output vector moved (tokenShift), one word's output vector in both sentences,
// and which words are not in the toy's vocabulary.
// Every number comes from the core (compareSentences, which also returns both toys, and
// attentionToy to check a sentence before it is taken); this file arranges, formats and matches
// cells by index.
import { createPeControl } from "../controls/peControl.js";
import { createSentenceControl } from "../controls/sentenceControl.js";
import { el, headerCell } from "../dom.js";
import { createWeightsFigure } from "../figures/weightsFigure.js";
import {
  agree,
  countOf,
  fixed,
  listText,
  numberText,
  quoted,
  roundedRange,
  subscriptText,
} from "../format.js";
import { defineSection } from "../section.js";
import { renderWhenVisible } from "../visibility.js";
import { createLinkedWeights, createOutputPair } from "./attentionShared.js";

/** @typedef {import("pe-core").PeKind} PeKind */
/** @typedef {import("./attentionShared.js").Cell} Cell */

const toyDModel = 8;
// Weight matrices of sentences up to this many words are tables of numbers; longer ones are
// heatmaps (both of a pair in the same view, so that they can be compared).
const tableMaxWords = 6;
// The word whose output vector is shown when it is in both sentences (the first section's story).
const storyWord = "bites";

const peNames = {
  none: "no positions",
  sinusoidal: "sinusoidal positions",
  learned: "learned positions",
};
// A word with its position as a subscript: the same word in two places is two different inputs.
const labelOf = (word, position) => `${word}${subscriptText(position)}`;

// The word of b whose vector is shown: "bites" when both sentences have it, else a matched word
// that kept its place (only its neighbours moved), else the first matched word; -1 if none.
function focusIndex(b, permutation) {
  const story = b.tokens.findIndex((word, r) => word === storyWord && permutation[r] >= 0);
  if (story >= 0) return story;
  const kept = permutation.findIndex((p, r) => p === r);
  if (kept >= 0) return kept;
  return permutation.findIndex((p) => p >= 0);
}

export const createAttentionSection = defineSection(({ section, slot, root, store, core }) => {
  // 1. Controls: the two sentences, checked by the core under the current pe; the kind of pe,
  //    checked against both sentences.
  /** @param {string} text */
  const checkSentence = (text) => core.attentionToy(text, store.get("pe"), toyDModel).error;
  const sentences = /** @type {const} */ (["s1", "s2"]).map((key, side) =>
    section.own(
      createSentenceControl(slot("controls"), store, {
        key,
        id: `attention-${key}`,
        label: side === 0 ? "first sentence" : "second sentence",
        hint: "letters of any alphabet; 1 to 32 words (16 with learned positions); at most 256 characters",
        validate: checkSentence,
      }),
    ),
  );
  const peControl = createPeControl(slot("controls"), store, {
    id: "attention-pe",
    legend: "added to each word",
    choices: [
      { value: "none", label: "nothing (as in the first section)" },
      { value: "sinusoidal", label: "sinusoidal PE(pos)" },
      { value: "learned", label: "a learned row per position" },
    ],
    // Each sentence on its own, so the message can say which one is too long for the choice.
    validate: (pe) => {
      for (const [key, name] of /** @type {const} */ ([
        ["s1", "the first sentence"],
        ["s2", "the second sentence"],
      ])) {
        const toy = core.attentionToy(store.get(key), /** @type {PeKind} */ (pe), toyDModel);
        if (!toy.ok) return `${name}: ${toy.error}`;
      }
      return "";
    },
  });

  // 2. The two weight matrices; pointing at a cell marks the same pair of words in the other.
  /** @param {number} v */
  const formatWeight = (v) => fixed(v, 4);
  const weights = section.own(
    createLinkedWeights(
      [slot("weights-0"), slot("weights-1")],
      slot("pair"),
      (box, onCell) => createWeightsFigure(box, { onCell }),
      ({ side, toys, cells }) => {
        const [here, there] = [toys[side], toys[1 - side]];
        const { row, col } = /** @type {Cell} */ (cells[side]);
        const other = cells[1 - side];
        const value = here.weights[row * here.tokens.length + col];
        const who = `${quoted(labelOf(here.tokens[row], row))} attends to ${quoted(labelOf(here.tokens[col], col))}`;
        const sideName = side === 0 ? "first" : "second";
        if (!other) {
          return (
            `In the ${sideName} sentence, ${who} with weight ${formatWeight(value)}. ` +
            `The other sentence has no such pair of words.`
          );
        }
        const otherValue = there.weights[other.row * there.tokens.length + other.col];
        return (
          `In the ${sideName} sentence, ${who} with weight ${formatWeight(value)}; the same two ` +
          `words in the other sentence, ${quoted(labelOf(there.tokens[other.row], other.row))} and ` +
          `${quoted(labelOf(there.tokens[other.col], other.col))}, have ${formatWeight(otherValue)}.`
        );
      },
    ),
  );
  const outputTable = section.own(createOutputPair(slot("outputs")));

  function unknownText(toy, name) {
    const unknown = [...new Set(toy.tokens.filter((word, r) => !toy.known[r]))];
    return unknown.length ? `${name}: ${listText(unknown.map(quoted))}` : `${name}: none`;
  }

  function renderWeights(state, c) {
    const { a, b } = c;
    weights.link(a, b, c.permutation);
    // One colour scale for both, so that equal weights get equal colours.
    const domain = roundedRange([a.weights, b.weights], 0.05);
    const view = Math.max(a.n, b.n) > tableMaxWords ? "heatmap" : "table";
    [a, b].forEach((toy, side) =>
      weights.tables[side].update({
        values: toy.weights,
        labels: toy.tokens.map(labelOf),
        caption: `${quoted(state[side === 0 ? "s1" : "s2"])}: attention weights, ${peNames[state.pe]}`,
        domain,
        view,
      }),
    );
    weights.showPair(0, 0, a.n - 1);

    slot("unknown").textContent =
      `Words the toy does not know (each gets an embedding derived from its spelling, the same ` +
      `every time): ${unknownText(a, "first sentence")}; ${unknownText(b, "second sentence")}.`;
  }

  function renderComparison(state, c) {
    const { a, b } = c;
    const permutation = Array.from(c.permutation);
    const matched = permutation.filter((p) => p >= 0).length;
    const peName = peNames[state.pe];
    let text;
    if (c.isPermutation) {
      text =
        `The second sentence has the same words as the first in another order; counting from 0, ` +
        `its word s is word π(s) of the first, π = [${permutation.join(", ")}]. `;
    } else {
      text =
        `The second sentence is not a rearrangement of the first: ${matched} of its ` +
        `${countOf(b.n, "word")} ${agree(matched, "has", "have")} a partner there (a repeated ` +
        `word pairs with the same word in order), and the comparison covers those. `;
    }
    text +=
      `With ${peName}, the largest difference between a weight on the right and the weight ` +
      `of the same two words on the left is ${numberText(c.maxWeightDiff, 4)}`;
    if (state.pe !== "none") {
      const plain = core.compareSentences(state.s1, state.s2, "none", toyDModel);
      if (plain.ok) {
        text +=
          `; without positions it would be ${numberText(plain.maxWeightDiff, 4)}` +
          (c.isPermutation ? ", as in the first section." : ".");
      } else {
        text += ".";
      }
    } else {
      text += c.isPermutation
        ? ": the same weights, only moved, exactly as in the first section."
        : ".";
    }
    slot("weights-text").textContent = text;

    // How far each word's output vector moved: one row per word of the second sentence.
    const rows = b.tokens.map((word, r) => {
      const tr = el("tr");
      const th = headerCell(labelOf(word, r), "row");
      const partner = permutation[r];
      const from = el("td", "", partner >= 0 ? labelOf(a.tokens[partner], partner) : "—");
      const shift = el("td", "attention-shift");
      if (partner >= 0) {
        shift.textContent = numberText(c.tokenShift[r], 4);
        shift.dataset.value = String(c.tokenShift[r]);
      } else {
        shift.textContent = "no partner";
      }
      tr.append(th, from, shift);
      return tr;
    });
    slot("shifts-body").replaceChildren(...rows);
    slot("shifts-caption").textContent =
      `How far each word’s output vector moved (${peName}): the length of the difference ` +
      `between its output in the second sentence and its partner’s in the first`;
  }

  function renderFocus(state, c) {
    const { a, b } = c;
    const permutation = Array.from(c.permutation);
    const r = focusIndex(b, permutation);
    const figure = slot("outputs-figure");
    figure.hidden = r < 0;
    const text = slot("outputs-text");
    if (r < 0) {
      text.textContent = "The two sentences share no word, so there is no vector to follow.";
      return;
    }
    const p = permutation[r];
    const word = b.tokens[r];
    outputTable.update({
      caption: `The output vector of ${quoted(word)} (${toyDModel} numbers), ${peNames[state.pe]}`,
      a,
      rowA: p,
      b,
      rowB: r,
      d: toyDModel,
      colLabels: [labelOf(a.tokens[p], p), labelOf(word, r)].map(
        (label, side) => `${side === 0 ? "first" : "second"}: ${label}`,
      ),
    });
    const shift = c.tokenShift[r];
    const place =
      p === r
        ? `It stands in the same place, position ${r}, in both sentences; only the words around it moved. `
        : `It stands at position ${p} in the first sentence and ${r} in the second. `;
    text.textContent =
      place +
      (shift === 0
        ? `Its output vector is the same to the last bit: without position information the ` +
          `model cannot tell the two sentences apart from this word’s point of view.`
        : `Its output vector moved by ${numberText(shift, 4)} (the length of the difference ` +
          `of the two columns); the largest change in any output number of any word is ` +
          `${numberText(c.maxOutputDiff, 4)}.`);
  }

  function render() {
    const state = store.getAll();
    const c = core.compareSentences(state.s1, state.s2, state.pe, toyDModel);
    // Only a link can get here (the fields and the pe choice are checked first); the last good
    // figures stay, with the core's reason.
    section.refused(c.error, "these sentences");
    if (!c.ok) return;
    renderWeights(state, c);
    renderComparison(state, c);
    renderFocus(state, c);
  }

  section.own(
    peControl,
    renderWhenVisible(root, store, ["s1", "s2", "pe"], render),
    // A refused sentence may become acceptable under another pe (17 words and back to sinusoidal).
    store.subscribe((state, changed) => {
      if (changed.has("pe")) for (const control of sentences) control.recheck();
    }),
  );
});
