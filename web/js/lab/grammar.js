// @ts-check
// The word classes of the lab's vocabulary, for the sentence builder's buttons. The lab module is
// the authority on the words (labCreate's `vocabulary`, in token order) and on what a sentence
// may be (labPredict); these classes only group its words for the reader, and groupVocabulary
// uses them only when they list exactly the module's words in its order (docs/api.md, "The training
// lab": determiners, nouns, verbs, adjectives, adverbs).

const classes = [
  { name: "determiners", words: ["the", "a"] },
  {
    name: "nouns",
    words: ["dog", "man", "cat", "bird", "child", "farmer", "teacher", "horse"],
  },
  { name: "verbs", words: ["bites", "sees", "chases", "helps", "follows"] },
  { name: "adjectives", words: ["big", "small", "old", "young", "happy", "angry"] },
  { name: "adverbs", words: ["today", "quickly", "again", "often", "loudly"] },
];

/**
 * The vocabulary in groups of a word class each, or one group of all words when the module's
 * vocabulary is not the one these classes describe.
 * @param {string[]} vocabulary labCreate's vocabulary
 * @returns {{ name: string, words: string[] }[]}
 */
export function groupVocabulary(vocabulary) {
  const listed = classes.flatMap((group) => group.words);
  const same =
    listed.length === vocabulary.length && listed.every((word, j) => word === vocabulary[j]);
  return same ? classes : [{ name: "words", words: [...vocabulary] }];
}
