// The section "attention": what its script writes (the prose is in attention.html). Words of the
// reader's sentences arrive as arguments, in quotes and with their position as a subscript
// (“bites₁”): they are not translated.
import exam from "./en/exam.js";

export default {
  "control.first": "first sentence",
  "control.second": "second sentence",
  "control.sentenceHint":
    "letters of any alphabet; 1 to 32 words (16 with learned positions); at most 256 characters",
  "control.peLegend": "added to each word",
  "control.peNone": "nothing (as in the first section)",
  "control.peSinusoidal": "sinusoidal PE(pos)",
  "control.peLearned": "a learned row per position",

  // What is added to the words, as a phrase used in captions and sentences ("With {pe}, …").
  "pe.none": "no positions",
  "pe.sinusoidal": "sinusoidal positions",
  "pe.learned": "learned positions",

  // The line under the two weight tables, about the cell pointed at. {side}: "first" or "second"
  // (select); {query}, {key}: the two words; {weight}: their weight; {otherQuery}, {otherKey},
  // {otherWeight}: the same two words in the other sentence.
  "pair.unmatched":
    "In the {side, select, first {first} other {second}} sentence, {query} attends to {key} with weight {weight}. The other sentence has no such pair of words.",
  "pair.matched":
    "In the {side, select, first {first} other {second}} sentence, {query} attends to {key} with weight {weight}; the same two words in the other sentence, {otherQuery} and {otherKey}, have {otherWeight}.",

  // {sentence}: the reader's sentence in quotes; {pe}: one of pe.*.
  "weights.caption": "{sentence}: attention weights, {pe}",
  // {first}, {second}: the unknown words of each sentence (a list), or unknown.none.
  "unknown.text":
    "Words the toy does not know (each gets an embedding derived from its spelling, the same every time): first sentence: {first}; second sentence: {second}.",
  "unknown.none": "none",

  // {permutation}: the word order π as numbers, "2, 1, 0".
  "compare.permutation":
    "The second sentence has the same words as the first in another order; counting from 0, its word s is word π(s) of the first, π = [{permutation}].",
  // {matched}: words of the second sentence with a partner in the first; {count}: its words.
  "compare.notPermutation":
    "The second sentence is not a rearrangement of the first: {matched} of its {count, plural, one {# word} other {# words}} {matched, plural, one {has} other {have}} a partner there (a repeated word pairs with the same word in order), and the comparison covers those.",
  // {pe}: one of pe.*; {diff}: the largest difference; {plain}: the same without positions;
  // {ending}: withoutSame (the sentences are a rearrangement, and positions were added),
  // without (not a rearrangement), moved (no positions, a rearrangement), other: none.
  "compare.difference":
    "With {pe}, the largest difference between a weight on the right and the weight of the same two words on the left is {diff}{ending, select, withoutSame {; without positions it would be {plain}, as in the first section.} without {; without positions it would be {plain}.} moved {: the same weights, only moved, exactly as in the first section.} other {.}}",

  "shifts.noPartner": "no partner",
  "shifts.caption":
    "How far each word’s output vector moved ({pe}): the length of the difference between its output in the second sentence and its partner’s in the first",

  "outputs.none": "The two sentences share no word, so there is no vector to follow.",
  // {word}: the word followed, in quotes; {d}: its numbers; {pe}: one of pe.*.
  "outputs.caption": "The output vector of {word} ({d} numbers), {pe}",
  // The output table: its row and column headings and legend; its columns, {label}: the word with its position.
  "outputs.rowHeading": "dimension",
  "outputs.colHeading": "sentence",
  "outputs.legend": "output value",
  "outputs.colFirst": "first: {label}",
  "outputs.colSecond": "second: {label}",
  "outputs.samePlace":
    "It stands in the same place, position {position}, in both sentences; only the words around it moved.",
  "outputs.moved":
    "It stands at position {first} in the first sentence and {second} in the second.",
  "outputs.same":
    "Its output vector is the same to the last bit: without position information the model cannot tell the two sentences apart from this word’s point of view.",
  // {shift}: how far the vector moved; {max}: the largest change of any output number.
  "outputs.shift":
    "Its output vector moved by {shift} (the length of the difference of the two columns); the largest change in any output number of any word is {max}.",
  "refusal.firstSentence": "the first sentence",
  "refusal.secondSentence": "the second sentence",
  "refusal.named": "{name}: {refusal}",
  "refusal.theseSentences": "these sentences",
  // The exam's questions on this section.
  ...exam,
};
