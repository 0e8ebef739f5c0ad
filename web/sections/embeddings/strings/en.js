// The section "embeddings": what its script writes (the prose is in embeddings.html).
import exam from "./en/exam.js";

export default {
  "control.sentence": "sentence",
  "control.sentenceHint":
    "letters of any alphabet; 1 to 32 words; punctuation and capitals are dropped",

  // A word's table: its rows (dimension index, then which of sin or cos fills that row of PE).
  "table.rowHeading": "dim",
  "table.colHeading": "vector",
  "table.legend": "value",
  "table.rowSin": "{dim} sin",
  "table.rowCos": "{dim} cos",
  // {index}: the word's position; {word}: the word in quotes (the reader's text).
  "table.caption": "Word {index}: {word}",
  "table.captionUnknown": "Word {index}: {word} (not in the vocabulary)",
  // Column heads: the word's embedding, its position's encoding (symbols, kept as written), their sum.
  "table.colEmbedding": "E({word})",
  "table.colPosition": "PE({index})",
  "table.colSum": "sum",

  // The note under the tables. {count}: words in the sentence; {shown}: tables drawn; {d}: numbers per column.
  "tokens.countShown": "The sentence has {count} words; the first {shown} are shown.",
  "tokens.count": "The sentence has {count, plural, one {# word} other {# words}}.",
  "tokens.explain":
    "Each column holds {d} numbers: E is the word’s embedding (the same for the same word wherever it stands), PE depends only on the word’s position pos (row 0 of every PE column is sin(pos), row 1 is cos(pos)), and the sum adds them number by number, so it has {d} numbers too.",
  // {words}: the unknown words, each in quotes, separated by list.separator.
  "tokens.unknown":
    "Not in the toy’s vocabulary: {words}; such a word gets an embedding derived from its spelling, the same every time.",
  "list.separator": ", ",

  // The cost table: sum versus concatenation.
  "costs.caption":
    "Input width, and the weights of the query, key and value matrices together (one layer)",
  "costs.colSum": "sum: E + PE",
  "costs.colConcat": "concatenation: [E | PE]",
  // {d}: d_model (a symbol, kept as written).
  "costs.rowWidth": "d_model = {d}: input width",
  "costs.rowWeights": "d_model = {d}: weights",
  // 3 × width × d = weights.
  "costs.weights": "3 × {width} × {d} = {weights}",
  "refusal.theSentence": "the sentence",
  // The exam's questions on this section.
  ...exam,
};
