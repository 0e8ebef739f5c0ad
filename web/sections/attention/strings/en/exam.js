// The exam's questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js. verb, word, first, second,
// sentence: words and sentences of the toy model (not translated: the toy's vocabulary).
export default {
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
