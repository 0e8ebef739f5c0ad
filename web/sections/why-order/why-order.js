// @ts-check
// Section "why-order": self-attention without positions, on "dog bites man" and "man bites dog".
// Both sentences go through the core's attention toy with no positional encoding; the two 3 x 3
// weight matrices are shown side by side with their numbers, linked cell to cell through the
// permutation compareSentences reports, and the output vector of "bites" is shown for both.
// A toggle (store key mask) runs the same toy with a causal mask, as a decoder's attention is:
// there the permutation property breaks, and the section's text says which of the two the numbers
// show. Every number comes from the core (attentionToy, compareSentences); this file arranges,
// formats and matches cells by index.
//
// The two sentences are fixed here: the section's prose is about exactly this pair. Readers type
// their own pair in the later "attention" section.
import { allOk, firstError } from "../../js/core.js";
import { createChoiceControl } from "../../js/controls/choiceControl.js";
import { setText } from "../../js/dom.js";
import { createWeightsTable, updateOnOneScale } from "../../js/figures/matrixTable.js";
import { fixed, numberListText, numberText, quoted } from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { createLinkedWeights, createOutputPair } from "../../js/figures/sentencePair.js";
import { t } from "./strings.js";
import { toySentencePair, toyFocusWord } from "../../js/toySentences.js";

/** @typedef {import("../../js/figures/sentencePair.js").Cell} Cell */

const toyDModel = 8;
// Below this, two float32 results are the same numbers added in another order.
const rounding = 1e-6;

const maskChoices = () => [
  { value: "none", label: t("mask.none") },
  { value: "causal", label: t("mask.causal") },
];

const ordinal = (index) => t("ordinal", { position: index + 1 });

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  // In the page's language, which is chosen as the page starts (after this module loads).
  const sentences = toySentencePair();
  const focusWord = toyFocusWord();
  section.own(
    createChoiceControl(slot("mask"), store, {
      key: "mask",
      name: "why-order-mask",
      legend: t("mask.legend"),
      choices: maskChoices(),
      className: "choice-control mask-toggle",
    }),
  );

  // 1. The two weight matrices, rows = query word s, columns = key word t, on one colour scale;
  // the pair a reader points at (or moves to with the arrow keys) is found in both.
  const weights = section.own(
    createLinkedWeights(
      [slot("weights-0"), slot("weights-1")],
      slot("pair"),
      (box, onCell) => createWeightsTable(box, { interactive: true, onCell }),
      ({ toys: [a, b], cells: [cellA, cellB] }) => {
        const { row: rowA, col: colA } = /** @type {Cell} */ (cellA);
        const { row: rowB, col: colB } = /** @type {Cell} */ (cellB);
        const valueA = a.weights[rowA * a.tokens.length + colA];
        const valueB = b.weights[rowB * b.tokens.length + colB];
        return t("pair.text", {
          query: quoted(a.tokens[rowA]),
          key: quoted(a.tokens[colA]),
          valueLeft: fixed(valueA, 4),
          rowLeft: ordinal(rowA),
          colLeft: ordinal(colA),
          valueRight: fixed(valueB, 4),
          rowRight: ordinal(rowB),
          colRight: ordinal(colB),
        });
      },
    ),
  );
  const outputTable = section.own(
    createOutputPair(slot("outputs"), {
      caption: t("caption.outputs", { word: quoted(focusWord), d: String(toyDModel) }),
      rowHeading: t("outputs.rowHeading"),
      colHeading: t("outputs.colHeading"),
      legendLabel: t("outputs.legend"),
    }),
  );

  /** @param {import("../../js/state/index.js").State} state */
  function render(state) {
    const causal = state.mask === "causal";
    const options = { causal };
    const toys = sentences.map((sentence) =>
      core.attentionToy(sentence, "none", toyDModel, options),
    );
    const compared = core.compareSentences(sentences[0], sentences[1], "none", toyDModel, options);
    if (!allOk(toys) || !compared.ok) {
      section.refused(firstError([...toys, compared]), "the example");
      return;
    }
    section.refused("");
    const [a, b] = toys;
    // permutation[s] = index in sentence 0 of sentence 1's word s.
    const permutation = weights.link(a, b, compared.permutation);
    const holds = compared.maxWeightDiff < rounding && compared.maxOutputDiff < rounding;

    updateOnOneScale(
      weights.tables,
      toys.map((toy, side) => ({
        values: toy.weights,
        labels: toy.tokens,
        caption: t(causal ? "caption.weightsCausal" : "caption.weights", {
          sentence: quoted(sentences[side]),
        }),
      })),
      0.05,
    );
    // Start on the first word looking at the last: a pair whose place differs between the two.
    weights.showPair(0, 0, a.tokens.length - 1);

    // 2. What the numbers say about the permutation property, with and without the mask.
    const bitesShift = compared.tokenShift[b.tokens.indexOf(focusWord)];
    setText(
      slot("mask-text"),
      t(holds ? "mask.holds" : "mask.breaks", {
        weightDiff: numberText(compared.maxWeightDiff, 3),
        outputDiff: numberText(compared.maxOutputDiff, 3),
        word: quoted(focusWord),
        shift: numberText(bitesShift, 3),
        beforeA: quoted(a.tokens[0]),
        beforeB: quoted(b.tokens[0]),
      }),
    );
    // The permutation π, in words and as the core reports it: permutation[s] = π(s).
    const mapping = permutation
      .map((p, s) =>
        t("permutation.item", { s: String(s), p: String(p), word: quoted(b.tokens[s]) }),
      )
      .join(", ");
    setText(
      slot("permutation"),
      t(holds ? "permutation.holds" : "permutation.breaks", {
        mapping,
        pi: permutation.join(", "),
        entries: b.tokens.length * b.tokens.length,
        maxDiff: numberText(compared.maxWeightDiff),
      }),
    );

    // 3. The output vector of "bites" in both sentences, side by side (rows = dimensions).
    const rowA = a.tokens.indexOf(focusWord);
    const rowB = b.tokens.indexOf(focusWord);
    outputTable.update({ a, rowA, b, rowB, d: toyDModel, colLabels: sentences });

    const shifts = b.tokens.map((word, s) =>
      t("outputs.shift", { word: quoted(word), shift: numberText(compared.tokenShift[s], 2) }),
    );
    // The sentences are fixed, but the wording still follows the numbers rather than assuming them.
    const focusShift = compared.tokenShift[rowB];
    const [first, last] = [a.tokens[0], a.tokens[a.tokens.length - 1]];
    setText(
      slot("outputs-text"),
      t("outputs.text", {
        shifts: numberListText(shifts),
        focus: t(focusShift === 0 ? "outputs.same" : "outputs.moved", {
          word: quoted(focusWord),
          shift: numberText(focusShift, 2),
        }),
        largest: t(compared.maxOutputDiff < rounding ? "outputs.rounding" : "outputs.differ", {
          first: quoted(first),
          last: quoted(last),
          outputDiff: numberText(compared.maxOutputDiff, 3),
        }),
      }),
    );
  }

  section.own(renderWhenVisible(root, store, ["mask"], () => render(store.getAll())));
});
