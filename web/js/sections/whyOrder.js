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
import { allOk, firstError } from "../core.js";
import { createChoiceControl } from "../controls/choiceControl.js";
import { setText } from "../dom.js";
import { createWeightsTable, updateOnOneScale } from "../figures/matrixTable.js";
import { countOf, fixed, numberText, quoted } from "../format.js";
import { defineSection } from "../section.js";
import { renderWhenVisible } from "../visibility.js";
import { createLinkedWeights, createOutputPair } from "./attentionShared.js";

/** @typedef {import("./attentionShared.js").Cell} Cell */

const sentences = ["dog bites man", "man bites dog"];
const toyDModel = 8;
const focusWord = "bites";
// Below this, two float32 results are the same numbers added in another order.
const rounding = 1e-6;

const maskChoices = [
  { value: "none", label: "No mask: every word attends to every word" },
  {
    value: "causal",
    label: "Causal mask: each word attends only to itself and the words before it",
  },
];

const ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];
const ordinal = (index) => ordinals[index] ?? `${index + 1}th`;

export const createWhyOrderSection = defineSection(({ section, slot, root, store, core }) => {
  section.own(
    createChoiceControl(slot("mask"), store, {
      key: "mask",
      name: "why-order-mask",
      legend: "Attention",
      choices: maskChoices,
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
        return (
          `How much ${quoted(a.tokens[rowA])} attends to ${quoted(a.tokens[colA])}: ` +
          `${fixed(valueA, 4)} on the left (${ordinal(rowA)} row, ${ordinal(colA)} column) and ` +
          `${fixed(valueB, 4)} on the right (${ordinal(rowB)} row, ${ordinal(colB)} column).`
        );
      },
    ),
  );
  const outputTable = section.own(
    createOutputPair(slot("outputs"), {
      caption: `The output vector of ${quoted(focusWord)} (${toyDModel} numbers) in each sentence`,
    }),
  );

  /** @param {import("../state/index.js").State} state */
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
    const maskName = causal ? ", causal mask" : "";

    updateOnOneScale(
      weights.tables,
      toys.map((toy, side) => ({
        values: toy.weights,
        labels: toy.tokens,
        caption: `${quoted(sentences[side])}: attention weights${maskName}`,
      })),
      0.05,
    );
    // Start on the first word looking at the last: a pair whose place differs between the two.
    weights.showPair(0, 0, a.tokens.length - 1);

    // 2. What the numbers say about the permutation property, with and without the mask.
    const bitesShift = compared.tokenShift[b.tokens.indexOf(focusWord)];
    setText(
      slot("mask-text"),
      holds
        ? `Without a mask the permutation property holds: the second sentence’s weights and ` +
            `outputs are the first one’s, reordered (the largest difference after reordering is ` +
            `${numberText(compared.maxWeightDiff, 3)} for a weight and ` +
            `${numberText(compared.maxOutputDiff, 3)} for an output).`
        : `With the causal mask the permutation property breaks: after reordering, the weights ` +
            `still differ by up to ${numberText(compared.maxWeightDiff, 3)} and the outputs by up ` +
            `to ${numberText(compared.maxOutputDiff, 3)}. ${quoted(focusWord)} stands second in ` +
            `both sentences, yet its output moved by ${numberText(bitesShift, 3)}: the word ` +
            `before it is ${quoted(a.tokens[0])} in one and ${quoted(b.tokens[0])} in the other.`,
    );
    // The permutation π, in words and as the core reports it: permutation[s] = π(s).
    const mapping = permutation
      .map((p, s) => `π(${s}) = ${p} (${quoted(b.tokens[s])} is word ${p} of the first)`)
      .join(", ");
    const entries = countOf(b.tokens.length * b.tokens.length, "entry", "entries");
    setText(
      slot("permutation"),
      `Here ${mapping}: π = [${permutation.join(", ")}]. ` +
        (holds
          ? `Each weight on the right is a weight from the left, moved along with its row and ` +
            `its column: the weight of word s for word t on the right is the weight of word ` +
            `π(s) for word π(t) on the left. Over all ${entries} the largest difference is ` +
            `${numberText(compared.maxWeightDiff)}.`
          : `With the causal mask this fails: the weight of word s for word t on the right is ` +
            `no longer the weight of word π(s) for word π(t) on the left. Over all ${entries} ` +
            `the largest difference is ${numberText(compared.maxWeightDiff)}: word s may look ` +
            `only at words 0 to s, and which words those are depends on the order.`),
    );

    // 3. The output vector of "bites" in both sentences, side by side (rows = dimensions).
    const rowA = a.tokens.indexOf(focusWord);
    const rowB = b.tokens.indexOf(focusWord);
    outputTable.update({ a, rowA, b, rowB, d: toyDModel, colLabels: sentences });

    const shifts = b.tokens.map(
      (word, s) => `${quoted(word)} ${numberText(compared.tokenShift[s], 2)}`,
    );
    // The sentences are fixed, but the wording still follows the numbers rather than assuming them.
    const focusShift = compared.tokenShift[rowB];
    const [first, last] = [a.tokens[0], a.tokens[a.tokens.length - 1]];
    setText(
      slot("outputs-text"),
      `How far each word’s output vector moved between the two sentences (the length of the ` +
        `difference vector, tokenShift): ${shifts.join(", ")}. ` +
        (focusShift === 0
          ? `The ${quoted(focusWord)} vector is the same to the last bit. `
          : `The ${quoted(focusWord)} vector moved by ${numberText(focusShift, 2)}. `) +
        (compared.maxOutputDiff < rounding
          ? `${quoted(first)} and ${quoted(last)} differ only by float32 rounding (the same ` +
            `numbers added in another order); the largest difference in any output number is ` +
            `${numberText(compared.maxOutputDiff, 3)}. So ${quoted(first)} comes out the same ` +
            `whether it does the biting or gets bitten.`
          : `The largest difference in any output number is ` +
            `${numberText(compared.maxOutputDiff, 3)}.`),
    );
  }

  section.own(renderWhenVisible(root, store, ["mask"], () => render(store.getAll())));
});
