// The exam's questions on this section (examKinds.js).
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
};
