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

  // ropeproof: the proof that the score sees only the offset k, one step left out. pos, key: the
  // positions pos and pos + k of the query Q and the key K; step: the number of the missing step
  // (1 to 4); maths: the proof, or a box (?).
  "q.ropeproof.prompt":
    "RoPE turns the query Q at position pos = {pos} and the key K at position pos + k = {key} (d_model = {d}, base {base}). Here is the proof that their score depends only on the offset k, with one step missing: {maths}",
  // offset: k.
  "q.ropeproof.concluded":
    "(4) So the score depends on the offset k = {offset} only. Which step fills the gap, step ({step})?",
  "q.ropeproof.concludeGap": "(4) So: {maths} Which step fills the gap, step (4)?",
  "q.ropeproof.legend": "Step ({step}) of the proof",
  // The options: {line} is the line the option puts in the gap; Rpos, Rkey, Roffset, Rsum, Rminus,
  // Rflipped, Rproduct: rotations written with their angle in positions (R₃, R₋₇…), R_pos,
  // R_(pos+k), R_k, R_(2pos+k), R_(−pos), R_(−k) and R_(−pos·(pos+k)); sum: 2pos + k;
  // flippedOffset: −k; product: −pos·(pos + k); distance: |k|. The diagnoses quote the core's
  // scores: score the score at (pos, pos + k); plainDot QᵀK; sumDot QᵀR_(2pos+k)K; flippedDot
  // QᵀR_(−k)K, the score with the two positions swapped; productDot QᵀR_(−pos·(pos+k))K.
  "q.ropeproof.transpose.right":
    "= {line}, since transposing a product reverses its order: ({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ.",
  "q.ropeproof.transpose.plain":
    "= {line}, since a rotation keeps lengths and angles: turning both leaves Qᵀ K alone.",
  "q.ropeproof.transpose.plainDiagnosis":
    "Qᵀ K is kept only when both turn by the same angle ({Rpos}ᵀ {Rpos} = I). Here Q turns by {pos} places and K by {key}: the core gives {score} for the score but {plainDot} for Qᵀ K.",
  "q.ropeproof.transpose.symmetric":
    "= {line}, since a rotation matrix is symmetric: its transpose {Rpos}ᵀ is {Rpos} again.",
  "q.ropeproof.transpose.symmetricDiagnosis":
    "A rotation is not symmetric: its transpose turns back, R(θ)ᵀ = R(−θ). Taking {Rpos}ᵀ = {Rpos} gives Qᵀ {Rsum} K = {sumDot} (the core), not the score {score}.",
  "q.ropeproof.transpose.sum":
    "= {line}, since the two turns add up, {pos} + {key} = {sum} places, into one rotation.",
  "q.ropeproof.transpose.sumDiagnosis":
    "The turn of Q comes in transposed, so it counts backwards: R_posᵀ R_(pos+k) = R_k, not R_(2pos+k), so {Rpos}ᵀ {Rkey} = {Roffset}, not {Rsum}. The core gives {sumDot} for Qᵀ {Rsum} K but {score} for the score.",
  "q.ropeproof.transpose.hint":
    "How does a transpose act on a product of two matrices, such as ({Rpos} Q)ᵀ? Which factor comes first afterwards?",

  "q.ropeproof.inverse.right":
    "= {line}, since the transpose of a rotation is the turn back: R(θ)ᵀ = R(−θ).",
  "q.ropeproof.inverse.symmetric":
    "= {line}, since a rotation matrix is symmetric, so its transpose {Rpos}ᵀ equals {Rpos}.",
  "q.ropeproof.inverse.symmetricDiagnosis":
    "A rotation is not symmetric: its transpose turns back by the same angle, {Rpos}ᵀ = {Rminus}. With {Rpos} instead, the angles add to {sum}: Qᵀ {Rsum} K = {sumDot} (the core), not the score {score}.",
  "q.ropeproof.inverse.plain":
    "= {line}, since a rotation’s transpose is its inverse, so {Rpos}ᵀ and {Rkey} cancel out.",
  "q.ropeproof.inverse.plainDiagnosis":
    "{Rpos}ᵀ undoes a turn of {pos} places, not one of {key}: {Rpos}ᵀ {Rkey} = {Roffset}, not the identity. The core gives {score} for the score but {plainDot} for Qᵀ K.",
  "q.ropeproof.inverse.other":
    "= {line}, since the transpose may move to the other factor: {Rpos}ᵀ {Rkey} = {Rpos} {Rkey}ᵀ.",
  "q.ropeproof.inverse.otherDiagnosis":
    "The transpose belongs to the factor that was transposed, ({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ. Moving it to {Rkey} flips the sign of the offset: Qᵀ {Rflipped} K = {flippedDot} (the core), not the score {score}.",
  "q.ropeproof.inverse.hint":
    "Turning by an angle and then turning back leaves a vector where it was. Which rotation undoes {Rpos}, and what does that say about {Rpos}ᵀ?",

  "q.ropeproof.compose.right":
    "= {line}, since turns in the same planes add their angles: −{pos} + {key} = {offset}.",
  "q.ropeproof.compose.sum":
    "= {line}, since turns in the same planes add their angles: {pos} + {key} = {sum}.",
  "q.ropeproof.compose.sumDiagnosis":
    "The minus of {Rminus} was lost: the angles are −{pos} and {key}, which add to k = {offset}, not {sum}; R_posᵀ R_(pos+k) is R_k, not R_(2pos+k). The core gives {sumDot} for Qᵀ {Rsum} K but {score} for the score.",
  "q.ropeproof.compose.flipped":
    "= {line}, since turns in the same planes add their angles: {pos} − {key} = {flippedOffset}.",
  "q.ropeproof.compose.flippedDiagnosis":
    "The sign is flipped: the angles are −{pos} and +{key}, which add to k = {offset}, not −k. The core gives {flippedDot} for Qᵀ {Rflipped} K but {score} for the score.",
  "q.ropeproof.compose.product":
    "= {line}, since turns in the same planes multiply their angles: −{pos} × {key} = {product}.",
  "q.ropeproof.compose.productDiagnosis":
    "Two turns make one turn by the sum of their angles (the angle-addition formulas); angles never multiply. The core gives {productDot} for Qᵀ {Rproduct} K but {score} for the score.",
  "q.ropeproof.compose.hint":
    "Turning by one angle and then by another is one turn: by which angle? Pair by pair, what single rotation is {Rminus} {Rkey}?",

  "q.ropeproof.conclude.right":
    "The score depends on k = {offset} only: moving both positions on by the same shift leaves it alone.",
  "q.ropeproof.conclude.absolute":
    "The score depends on |k| = {distance} only: a key {distance} before the query scores as one {distance} after.",
  "q.ropeproof.conclude.absoluteDiagnosis":
    "Swapping the positions flips the sign of k, and {Roffset} and {Rflipped} turn opposite ways: the core gives {score} with Q at {pos} and K at {key}, but {flippedDot} with Q at {key} and K at {pos}.",
  "q.ropeproof.conclude.values":
    "The score depends on k = {offset} only, as long as the values V are turned by {Roffset} too.",
  "q.ropeproof.conclude.valuesDiagnosis":
    "RoPE never turns the values, and the proof does not need it: the score is made of Q and K alone. The values come in only after the softmax.",
  "q.ropeproof.conclude.none":
    "The score is the same for every pair of positions: the two rotations cancel out in the score.",
  "q.ropeproof.conclude.noneDiagnosis":
    "Only the part the two turns share cancels: the offset k is left. The core gives {score} at the offset {offset} but {plainDot} at the offset 0, Qᵀ K.",
  "q.ropeproof.conclude.hint":
    "After step (3), which positions are still in the score? What happens to them when pos and pos + k both move on by the same shift?",

  // The worked proof. maths: the step's equation.
  "q.ropeproof.missing": "The missing step was ({step}). The whole proof:",
  "q.ropeproof.step.transpose":
    "(1) {maths}: transposing a product reverses its order, ({Rpos} Q)ᵀ = Qᵀ {Rpos}ᵀ.",
  "q.ropeproof.step.inverse":
    "(2) {maths}: a rotation’s transpose is its inverse, the turn back by the same angle: R(θ)ᵀ = R(−θ), so R_posᵀ = R_(−pos).",
  "q.ropeproof.step.compose":
    "(3) {maths}: turns in the same planes add their angles, R_(−pos) R_(pos+k) = R_k, and −{pos} + {key} = {offset}.",
  // shift: how far both positions move.
  "q.ropeproof.step.conclude":
    "(4) Only the offset k = {offset} is left, so the score depends on nothing else: moving both positions on by shift = {shift} gives {maths}, the same score.",
  // before, after: the scores at (pos, pos + k) and (pos + shift, pos + k + shift); offsetDot:
  // QᵀR_kK; diff: the difference of the first two.
  "q.ropeproof.check":
    "The core checks it with d_model = {d} and shift = {shift}: {before}, {after} and {offsetDot}, the same number three times (the first two differ by {diff}, rounding).",
};
