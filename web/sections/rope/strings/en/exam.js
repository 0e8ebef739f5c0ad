// The exam's questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js.
export default {
  // rope: the score sees the offset. key: pos + k; shift: how far both move; moved, keyMoved:
  // the new positions.
  "q.rope.prompt":
    "RoPE with d_model = {d} (base {base}): the page’s fixed query Q at position {pos} and key K at {key} score {maths}. Both move {shift} places along, to {moved} and {keyMoved}. What is the score now?",
  "q.rope.label": "the new score",
  // offset: k + shift.
  "q.rope.keyOnly":
    "This is the score with only the key moved (offset {offset}): both move, so the offset stays k = {k}.",
  "q.rope.signFlipped":
    "This is the score at the offset −{k} (the key before the query): the offset's sign is flipped.",
  "q.rope.hint":
    "Rotations compose: R_posᵀ R_(pos+k) = R_k. Which positions are left in the score after that?",
  "q.rope.offset": "{maths}: only the offset k = {k} is left.",
  // after, before: the scores; diff: their difference.
  "q.rope.unchanged":
    "So the score is unchanged: the core gives {after} after the move against {before} before (they differ by {diff}, rounding).",
  // rotated: what RoPE rotates.
  "q.rotated.prompt":
    "In a model with rotary position embedding (RoPE), which vectors are turned by the angle pos·ωᵢ of their token’s position, and which are left alone?",
  "q.rotated.legend": "What is rotated",
  "q.rotated.qk":
    "The queries and the keys, pair by pair, by the angle pos·ωᵢ; the values and the word embeddings are left just as they are, not turned.",
  "q.rotated.embeddings":
    "The word embeddings, before attention: each input row is turned by its position once, and the queries, keys and values inherit the turn.",
  "q.rotated.embeddingsDiagnosis":
    "That is closer to adding PE at the bottom. RoPE leaves the inputs alone and turns Q and K inside every attention layer.",
  "q.rotated.values":
    "The values, so that the output carries position: the queries and keys stay as they are, and the attention scores do not change at all.",
  "q.rotated.valuesDiagnosis":
    "Turning the values would not change the scores, and the scores are where position must show. RoPE turns Q and K; V is left alone.",
  "q.rotated.weights":
    "The attention weights: each row of A is turned by its query’s position after the softmax, which keeps every one of the rows summing to 1.",
  "q.rotated.weightsDiagnosis":
    "A is a matrix of weights, not pairs of coordinates; RoPE turns the query and key vectors before their dot product.",
  "q.rotated.hint":
    "The point of RoPE is that the score (R_pos Q)ᵀ(R_(pos+k) K) depends only on k. Which two vectors appear in that score?",
  // before, after: |Q| before and after the turn.
  "q.rotated.turned":
    "The query and key are turned, pair i by the angle pos·ωᵢ. A turn keeps lengths: with d_model = {d}, |Q| = {before} before and {after} after turning it to position {pos}.",
  // shifts: how far each token's output moves, separated by commas.
  "q.rotated.toy":
    "Values are not turned and nothing is added to the embeddings. In the toy, {first} and {second} still differ: with RoPE the outputs move by {shifts} for the {count, plural, one {# token} other {# tokens}}.",
};
