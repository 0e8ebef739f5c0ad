// The lab's words as the reader's language says them, shown under each word of the sentence
// builder (looks.js). The lab's own language is a small English grammar (cpp/src/lab/task.cpp): the
// model reads the English words, so the buttons keep them and add this gloss. English glosses are
// the words themselves (and are not shown).

export default {
  // A word button's name when it shows a gloss. {word}: the lab's word; {gloss}: its gloss.
  "palette.addGlossed": "Add “{word}” ({gloss})",
  "vocab.the": "the",
  "vocab.a": "a",
  "vocab.dog": "dog",
  "vocab.man": "man",
  "vocab.cat": "cat",
  "vocab.bird": "bird",
  "vocab.child": "child",
  "vocab.farmer": "farmer",
  "vocab.teacher": "teacher",
  "vocab.horse": "horse",
  "vocab.bites": "bites",
  "vocab.sees": "sees",
  "vocab.chases": "chases",
  "vocab.helps": "helps",
  "vocab.follows": "follows",
  "vocab.big": "big",
  "vocab.small": "small",
  "vocab.old": "old",
  "vocab.young": "young",
  "vocab.happy": "happy",
  "vocab.angry": "angry",
  "vocab.today": "today",
  "vocab.quickly": "quickly",
  "vocab.again": "again",
  "vocab.often": "often",
  "vocab.loudly": "loudly",
};
