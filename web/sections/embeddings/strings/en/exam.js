// The exam's questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js. verb, word, first, second,
// sentence: words and sentences of the toy model (not translated: the toy's vocabulary).
export default {
  // sum: sum or concatenation. w: the word's position; twice, plusOne: 2·d_model, d_model + 1.
  "q.sum.prompt":
    "In this page’s toy model (d_model = {d}, sinusoidal positions, as in the original Transformer), the word “{word}” stands at position {w} of “{sentence}”. How many numbers does the vector that attention receives for it have, and how does its position get in?",
  "q.sum.legend": "Size and combination",
  "q.sum.added":
    "{d} numbers: PE({w}) has {d} numbers too, and it is added to the word’s embedding, number by number.",
  "q.sum.appended":
    "{twice} numbers: PE({w}) is appended after the {d} numbers of the embedding, so the vector gets twice as long.",
  "q.sum.appendedDiagnosis":
    "Concatenation would work too, but it is not what the Transformer does: it adds, X = E + P, and keeps d_model numbers.",
  "q.sum.index":
    "{plusOne} numbers: the position {w} itself is appended to the embedding as one extra number at the very end.",
  "q.sum.indexDiagnosis":
    "The raw index is not used (it grows without bound); PE(pos) is a whole vector of d_model numbers, added to the embedding.",
  "q.sum.product":
    "{d} numbers: the embedding is multiplied element by element by PE({w}), which scales each number.",
  "q.sum.productDiagnosis":
    "It is a sum, not a product: a product would wipe out the word wherever PE(pos) is 0 (sin 0 = 0 at pos 0).",
  "q.sum.hint":
    "The token embedding and PE(pos) are built to have the same length, d_model. What is the cheapest way to combine two vectors of the same length?",
  // maths: a table of the three vectors (a block of its own).
  "q.sum.columns":
    "The embedding E of “{word}”, its position vector PE({w}) and what attention receives, their element-wise sum, one dimension per row:{maths}",
  "q.sum.why":
    "Still {d} numbers. Concatenation would also carry both, but every vector would be {twice} wide and W_Q, W_K and W_V would each need twice as many rows. The sum costs nothing, and in practice the model learns to keep word and position apart in different directions of the same space.",
};
