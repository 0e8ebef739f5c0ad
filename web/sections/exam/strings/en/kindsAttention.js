// Questions of the sections "why-order", "embeddings" and "attention" (kindsAttention.js).
// {maths} is a formula (typeset); numbers arrive written by format.js. verb, word, first, second,
// sentence: words and sentences of the toy model (not translated: the toy's vocabulary).
export default {
  // order: why attention needs positions.
  "q.order.prompt":
    "Without positional encoding, self-attention gives “{verb}” exactly the same output vector in “{first}” and in “{second}”. Why?",
  "q.order.legend": "The reason",
  "q.order.rows":
    "Every word, “{verb}” too, is the same vector in both sentences, in another row; attention treats rows as a set, so a reordering reorders its results.",
  "q.order.softmax":
    "The softmax squashes the small differences between the two sentences to zero, so the weights come out equal and the output for “{verb}” cannot change.",
  "q.order.softmaxDiagnosis":
    "The softmax gets exactly the same scores, reordered: there is no difference to squash. The sameness comes before the softmax.",
  "q.order.symmetric":
    "W_Q and W_K are symmetric matrices, so the score of token s with t equals that of t with s, and swapping the two nouns leaves every output as it was.",
  "q.order.symmetricDiagnosis":
    "W_Q and W_K are not symmetric (the toy's are random). Reordering the rows of X reorders Q, K and V the same way whatever the matrices.",
  "q.order.neighbours":
    "Attention only looks at a word's neighbours, and “{verb}” has the same two neighbours in both sentences, so it sees exactly the same context twice.",
  "q.order.neighboursDiagnosis":
    "Attention looks at every word of the sentence, not only neighbours; it just has no way to know where each one stands.",
  "q.order.hint":
    "Nothing in Q = XW_Q, K = XW_K, V = XW_V or the softmax looks at where a word stands. What happens to these matrices when the rows of X are reordered?",
  // permutation: the indices, separated by commas.
  "q.order.rearranged":
    "The second sentence is the first rearranged: token t of “{second}” is token π(t) of “{first}” with π = [{permutation}].",
  // weightDiff, shift: numbers; exact: "yes" when both are exactly 0.
  "q.order.toy":
    "The toy (d_model = 8, no positions) gives weights A' = Π A Πᵀ to within {weightDiff}, and the output for “{verb}” moves by {shift}: {exact, select, yes {the same numbers, to the last bit.} other {nothing but the rounding of 32-bit arithmetic.}}",
  "q.order.withPositions":
    "Add sinusoidal positions and the tie breaks: the weights then differ by up to {weightDiff}, and the output for “{verb}” moves by {shift}.",

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

  // scale: the score Q_s · K_t / √d_model. s, t: token indices; from, to: their words.
  "q.scale.prompt":
    "In the toy (d_model = {d}, sinusoidal positions) reading “{sentence}”, the query of “{from}” (token s = {s}) and the key of “{to}” (token t = {t}) have the dot product {maths}. What score does the softmax of row {s} receive for t = {t}?",
  "q.scale.label": "score of s = {s}, t = {t}",
  "q.scale.unscaled": "This is the raw dot product: it must still be divided by √d_model.",
  // root: √d_model.
  "q.scale.overDModel": "This divides by d_model = {d}; the scores divide by √d_model = {root}.",
  "q.scale.hint":
    "Attention’s scores are Q Kᵀ / √d_model: the dot product divided by the square root of the width.",
  // The word "score" inside the formula of the worked solution.
  "q.scale.scoreWord": "score",
  // toy: the toy's own score.
  "q.scale.computed": "{maths} (the toy’s own 32-bit score: {toy}).",
  "q.scale.why":
    "Why √d_model: a dot product adds d_model = {d} products. If each is about as large as the next, their sum spreads like √d_model, so wider models would give ever larger scores and a softmax that puts almost all weight on one token. Dividing by √d_model keeps the scores the same size at any width.",
};
