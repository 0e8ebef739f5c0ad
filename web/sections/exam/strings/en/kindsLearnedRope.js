// Questions of the sections "learned" and "rope" (kindsLearnedRope.js).
// {maths} is a formula (typeset); numbers arrive written by format.js.
export default {
  // params: a learned table's parameters. maxLen: its rows.
  "q.params.prompt":
    "The page’s learned position table has max_len = {maxLen} rows, one per position. With d_model = {d}, how many numbers must training learn for it? (And how many does the sinusoidal formula need?)",
  "q.params.label": "numbers to learn",
  "q.params.tolerance": "A whole number: the exact count.",
  "q.params.added":
    "This is max_len + d_model: the table has a row of d_model = {d} numbers for each of its {maxLen} positions, so the counts multiply.",
  "q.params.halfDModel":
    "This counts d_model/2 = {half} numbers per row: pairs are a property of the sinusoidal formula; a learned row has d_model numbers.",
  "q.params.rowsOnly": "This counts the rows; each row is a whole vector of d_model numbers.",
  "q.params.sinusoidal":
    "That is the sinusoidal formula’s count (nothing to learn). The learned table learns every entry.",
  "q.params.hint":
    "A learned table is a lookup: one vector of d_model numbers for each position it knows.",
  "q.params.count":
    "{maths} numbers, one row per position (the core’s table has exactly that many).",
  "q.params.formula":
    "The sinusoidal formula needs none: every row is computed from pos, d_model and the base.",

  // maxlen: past max_len. words: the sentence's length; pos: the position asked about; last:
  // the table's last row; wrapped: pos mod max_len.
  "q.maxlen.prompt":
    "A model uses the page’s learned position table (max_len = {maxLen} rows) and is given a sentence of {words} words. What happens at position pos = {pos}?",
  "q.maxlen.legend": "At position {pos}",
  "q.maxlen.noRow":
    "There is no row {pos}: the table ends at row {last}, so the model has no position vector to add there, and cannot place the word.",
  "q.maxlen.wraps":
    "It reuses row {pos} mod {maxLen} = {wrapped}: a learned table wraps around like a clock, so position {pos} gets the same vector as {wrapped}.",
  "q.maxlen.wrapsDiagnosis":
    "A lookup table has no rule to wrap around with: a row exists for each trained position and for no other. Periodicity belongs to the sinusoids.",
  "q.maxlen.formula":
    "It falls back on the sinusoidal formula, which is defined at every position, so position {pos} gets sin and cos values as in the paper.",
  "q.maxlen.formulaDiagnosis":
    "A learned table knows nothing of the formula. Only a sinusoidal model has a vector for every pos (and even it was never trained on them).",
  "q.maxlen.repeats":
    "It repeats the last row, {last}, for every later position, so position {pos} shares one vector with every word from there on.",
  "q.maxlen.repeatsDiagnosis":
    "Nothing is repeated: the table simply has no row past max_len − 1, and the model cannot be run on the longer sentence.",
  "q.maxlen.hint":
    "A learned table is a lookup of trained rows. What does a lookup return for a key it never stored?",
  // error: the core's refusal, in its own words.
  "q.maxlen.core": "The core, asked for row {pos}: “{error}”.",
  "q.maxlen.everywhere":
    "A learned table is as long as training made it (512 rows in BERT, 1024 in GPT-2). The sinusoidal formula is defined everywhere, {maths}, but a model trained on short sentences has never seen those values either: neither extrapolates for free.",

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
    "Values are not turned and nothing is added to the embeddings. In the toy, “dog bites man” and “man bites dog” still differ: with RoPE the outputs move by {shifts} for the three tokens.",
};
