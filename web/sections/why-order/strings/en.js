// Messages of the "why-order" section. Quoted words ({word}, {first}, …) are tokens of the two
// fixed sentences and go in untranslated, already in typographic quotes; numbers arrive written
// by format.js.
import exam from "./en/exam.js";

export default {
  "mask.legend": "Attention",
  "mask.none": "No mask: every word attends to every word",
  "mask.causal": "Causal mask: each word attends only to itself and the words before it",

  // The ordinal of a row or column, from its 1-based position.
  ordinal:
    "{position, plural, =1 {first} =2 {second} =3 {third} =4 {fourth} =5 {fifth} =6 {sixth} =7 {seventh} =8 {eighth} other {#th}}",
  // The pair of cells a reader points at: {query} attends to {key} ({query}, {key} quoted words);
  // {valueLeft}/{valueRight} the weights; {rowLeft}, {colLeft}, … ordinals from "ordinal".
  "pair.text":
    "How much {query} attends to {key}: {valueLeft} on the left ({rowLeft} row, {colLeft} column) and {valueRight} on the right ({rowRight} row, {colRight} column).",
  // {word}: the quoted focus word; {d}: how many numbers the vector has.
  "caption.outputs": "The output vector of {word} ({d} numbers) in each sentence",
  // The output table's headings: its rows are the dimensions, its columns the two sentences.
  "outputs.rowHeading": "dimension",
  "outputs.colHeading": "sentence",
  "outputs.legend": "output value",
  // {sentence}: the quoted sentence.
  "caption.weights": "{sentence}: attention weights",
  "caption.weightsCausal": "{sentence}: attention weights, causal mask",

  // {weightDiff}, {outputDiff}: the largest differences after reordering.
  "mask.holds":
    "Without a mask the permutation property holds: the second sentence’s weights and outputs are the first one’s, reordered (the largest difference after reordering is {weightDiff} for a weight and {outputDiff} for an output).",
  // {word}: the quoted focus word; {shift}: how far its output moved; {beforeA}, {beforeB}: the
  // quoted words before it in the two sentences.
  "mask.breaks":
    "With the causal mask the permutation property breaks: after reordering, the weights still differ by up to {weightDiff} and the outputs by up to {outputDiff}. {word} stands second in both sentences, yet its output moved by {shift}: the word before it is {beforeA} in one and {beforeB} in the other.",

  // One item of the permutation list: {s} a word's index in the second sentence, {p} its index in
  // the first, {word} the quoted word.
  "permutation.item": "π({s}) = {p} ({word} is word {p} of the first)",
  // {mapping}: the items above, joined; {pi}: the permutation as numbers, "1, 0, 2";
  // {entries}: the number of weights; {maxDiff}: the largest difference.
  "permutation.holds":
    "Here {mapping}: π = [{pi}]. Each weight on the right is a weight from the left, moved along with its row and its column: the weight of word s for word t on the right is the weight of word π(s) for word π(t) on the left. Over all {entries, plural, one {# entry} other {# entries}} the largest difference is {maxDiff}.",
  "permutation.breaks":
    "Here {mapping}: π = [{pi}]. With the causal mask this fails: the weight of word s for word t on the right is no longer the weight of word π(s) for word π(t) on the left. Over all {entries, plural, one {# entry} other {# entries}} the largest difference is {maxDiff}: word s may look only at words 0 to s, and which words those are depends on the order.",

  // One item of the shifts list: {word} quoted, {shift} how far its output vector moved.
  "outputs.shift": "{word} {shift}",
  // The explanation under the output vectors: {shifts} the items above, joined; then one of the
  // two "outputs.same"/"outputs.moved" sentences and one of "outputs.rounding"/"outputs.differ".
  "outputs.text":
    "How far each word’s output vector moved between the two sentences (the length of the difference vector, tokenShift): {shifts}. {focus} {largest}",
  "outputs.same": "The {word} vector is the same to the last bit.",
  "outputs.moved": "The {word} vector moved by {shift}.",
  // {first}, {last}: the quoted first and last words.
  "outputs.rounding":
    "{first} and {last} differ only by float32 rounding (the same numbers added in another order); the largest difference in any output number is {outputDiff}. So {first} comes out the same whether it does the biting or gets bitten.",
  "outputs.differ": "The largest difference in any output number is {outputDiff}.",
  // The exam's questions on this section.
  ...exam,
};
