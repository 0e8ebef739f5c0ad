// @ts-check
// Section "why-order": self-attention without positions, on "dog bites man" and "man bites dog".
// Both sentences go through the core's attention toy with no positional encoding; the two 3 x 3
// weight matrices are shown side by side with their numbers, linked cell to cell through the
// permutation compareSentences reports, and the output vector of "bites" is shown for both.
// Every number comes from the core (attentionToy, compareSentences); this file arranges, formats
// and matches cells by index.
//
// The two sentences are fixed here: the section's prose is about exactly this pair. Readers type
// their own pair in the later "attention" section.
import { allOk, firstError } from "../core.js";
import { createMatrixTable, createWeightsTable, updateOnOneScale } from "../figures/matrixTable.js";
import { fixed, fixedDigits, numberText, quoted, symmetricRange } from "../format.js";
import { defineSection } from "../section.js";

const sentences = ["dog bites man", "man bites dog"];
const toyDModel = 8;
const focusWord = "bites";

const ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];
const ordinal = (index) => ordinals[index] ?? `${index + 1}th`;
export const createWhyOrderSection = defineSection(({ section, slot, core }) => {
  const toys = sentences.map((sentence) => core.attentionToy(sentence, "none", toyDModel));
  const compared = core.compareSentences(sentences[0], sentences[1], "none", toyDModel);
  if (!allOk(toys) || !compared.ok) {
    section.refused(firstError([...toys, compared]), "the example");
    return;
  }

  // permutation[r] = index in sentence 0 of sentence 1's word r; inverse maps the other way.
  const permutation = Array.from(compared.permutation);
  const inverse = [];
  permutation.forEach((p, r) => (inverse[p] = r));

  // 1. The two weight matrices, rows = query word, columns = key word, on one colour scale.
  const weightTables = toys.map((toy, side) =>
    section.own(
      createWeightsTable(slot(`weights-${side}`), {
        caption: `${quoted(sentences[side])}: attention weights`,
        interactive: true,
        onCell: ({ row, col, source }) => showPair(side, row, col, source),
      }),
    ),
  );
  updateOnOneScale(
    weightTables,
    toys.map((toy) => ({ values: toy.weights, labels: toy.tokens })),
    0.05,
  );

  // 2. The permutation π, in words and as the core reports it: permutation[s] = π(s).
  const [a, b] = toys;
  const mapping = permutation
    .map((p, s) => `π(${s}) = ${p} (${quoted(b.tokens[s])} is word ${p} of the first)`)
    .join(", ");
  slot("permutation").textContent =
    `Here ${mapping}: π = [${permutation.join(", ")}]. Each weight on the right is a weight ` +
    `from the left, moved along with its row and its column: the weight of word s for word t ` +
    `on the right is the weight of word π(s) for word π(t) on the left. Over all ` +
    `${b.tokens.length * b.tokens.length} entries the largest difference is ` +
    `${numberText(compared.maxWeightDiff)}.`;

  // The pair a reader points at (or moves to with the arrow keys), found in both matrices.
  const pairText = slot("pair");
  function showPair(side, row, col, source = "start") {
    const [rowA, colA] = side === 0 ? [row, col] : [permutation[row], permutation[col]];
    const [rowB, colB] = side === 1 ? [row, col] : [inverse[row], inverse[col]];
    weightTables[0].mark([{ row: rowA, col: colA }]);
    weightTables[1].mark([{ row: rowB, col: colB }]);
    const nA = a.tokens.length;
    const nB = b.tokens.length;
    const valueA = a.weights[rowA * nA + colA];
    const valueB = b.weights[rowB * nB + colB];
    // Announced when reached by keyboard; pointing with a mouse would flood a screen reader.
    pairText.setAttribute("aria-live", source === "keyboard" ? "polite" : "off");
    pairText.textContent =
      `How much ${quoted(a.tokens[rowA])} attends to ${quoted(a.tokens[colA])}: ` +
      `${fixed(valueA, 4)} on the left (${ordinal(rowA)} row, ${ordinal(colA)} column) and ` +
      `${fixed(valueB, 4)} on the right (${ordinal(rowB)} row, ${ordinal(colB)} column).`;
  }
  // Start on the first word looking at the last: a pair whose place differs between the two.
  showPair(0, 0, a.tokens.length - 1);

  // 3. The output vector of "bites" in both sentences, side by side (rows = dimensions).
  const rowA = a.tokens.indexOf(focusWord);
  const rowB = b.tokens.indexOf(focusWord);
  const d = toyDModel;
  const outputA = a.outputs.subarray(rowA * d, rowA * d + d);
  const outputB = b.outputs.subarray(rowB * d, rowB * d + d);
  const columns = new Float32Array(2 * d);
  for (let j = 0; j < d; j += 1) {
    columns[2 * j] = outputA[j];
    columns[2 * j + 1] = outputB[j];
  }
  const outputTable = section.own(
    createMatrixTable(slot("outputs"), {
      caption: `The output vector of ${quoted(focusWord)} (${d} numbers) in each sentence`,
      rowHeading: "dimension",
      colHeading: "sentence",
      legendLabel: "output value",
      formatValue: fixedDigits(4),
      formatTick: (v) => fixed(v, 1),
    }),
  );
  outputTable.update({
    values: columns,
    rows: d,
    cols: 2,
    rowLabels: Array.from({ length: d }, (_, j) => String(j)),
    colLabels: sentences,
    domain: symmetricRange([columns], 0.1),
  });

  const shifts = b.tokens.map(
    (word, r) => `${quoted(word)} ${numberText(compared.tokenShift[r], 2)}`,
  );
  // The sentences are fixed, but the wording still follows the numbers rather than assuming them.
  const focusShift = compared.tokenShift[rowB];
  const rounding = 1e-6;
  const [first, last] = [a.tokens[0], a.tokens[a.tokens.length - 1]];
  slot("outputs-text").textContent =
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
        `${numberText(compared.maxOutputDiff, 3)}.`);
});
