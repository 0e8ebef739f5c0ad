// @ts-check
// Question kinds of the sections "learned" and "rope": a learned table's parameter count, what
// happens past max_len, RoPE's score that sees only the offset, and what RoPE rotates. Every
// number comes from the core (learnedTable, learnedRow, limits, ropeCheck, compareSentences).
import { numberText, texNumber } from "../format.js";
import { checked, paperBase } from "./coreCall.js";
import { tex } from "./rich.js";

// 1. How many numbers a learned position table has.
function paramsQuestion(random, core) {
  const d = random.pick([8, 16, 32, 64, 128, 256, 512]);
  const table = checked(core.learnedTable(d));
  const half = checked(core.learnedTable(d / 2));
  const maxLen = table.maxLen;
  return {
    params: { d, maxLen },
    prompt: [
      `The page’s learned position table has max_len = ${maxLen} rows, one per position. With d_model = ${d}, how many numbers must training learn for it? (And how many does the sinusoidal formula need?)`,
    ],
    answer: table.data.length,
    labels: ["numbers to learn"],
    tolerance: { abs: 0.5 },
    toleranceText: "A whole number: the exact count.",
    mistakes: [
      {
        mistake: "added",
        answer: maxLen + d,
        diagnosis: `This is max_len + d_model: the table has a row of d_model = ${d} numbers for each of its ${maxLen} positions, so the counts multiply.`,
      },
      {
        mistake: "half-d-model",
        answer: half.data.length,
        diagnosis: `This counts d_model/2 = ${d / 2} numbers per row: pairs are a property of the sinusoidal formula; a learned row has d_model numbers.`,
      },
      {
        mistake: "rows-only",
        answer: maxLen,
        diagnosis: "This counts the rows; each row is a whole vector of d_model numbers.",
      },
      {
        mistake: "sinusoidal",
        answer: 0,
        diagnosis:
          "That is the sinusoidal formula’s count (nothing to learn). The learned table learns every entry.",
      },
    ],
    hint: [
      "A learned table is a lookup: one vector of d_model numbers for each position it knows.",
    ],
    solution: [
      [
        tex(
          `\\text{max\\_len}\\times d_{\\text{model}} = ${maxLen}\\times ${d} = ${table.data.length}`,
          `max_len × d_model = ${maxLen} × ${d} = ${table.data.length}`,
        ),
        " numbers, one row per position (the core’s table has exactly that many).",
      ],
      ["The sinusoidal formula needs none: every row is computed from pos, d_model and the base."],
    ],
  };
}

// 2. A sentence longer than max_len.
function maxlenQuestion(random, core) {
  const words = random.int(17, 30);
  const pos = random.int(16, words - 1);
  const maxLen = checked(core.limits()).learnedMaxLen;
  const refused = core.learnedRow(pos, 8);
  const formula = checked(core.peValue(pos, 0, 8, paperBase));
  return {
    params: { words, pos, maxLen },
    prompt: [
      `A model uses the page’s learned position table (max_len = ${maxLen} rows) and is given a sentence of ${words} words. What happens at position pos = ${pos}?`,
    ],
    legend: `At position ${pos}`,
    choices: [
      {
        correct: true,
        text: `There is no row ${pos}: the table ends at row ${maxLen - 1}, so the model has no position vector to add there, and cannot place the word.`,
      },
      {
        text: `It reuses row ${pos} mod ${maxLen} = ${pos % maxLen}: a learned table wraps around like a clock, so position ${pos} gets the same vector as ${pos % maxLen}.`,
        diagnosis:
          "A lookup table has no rule to wrap around with: a row exists for each trained position and for no other. Periodicity belongs to the sinusoids.",
      },
      {
        text: `It falls back on the sinusoidal formula, which is defined at every position, so position ${pos} gets sin and cos values as in the paper.`,
        diagnosis:
          "A learned table knows nothing of the formula. Only a sinusoidal model has a vector for every pos (and even it was never trained on them).",
      },
      {
        text: `It repeats the last row, ${maxLen - 1}, for every later position, so position ${pos} shares one vector with every word from there on.`,
        diagnosis:
          "Nothing is repeated: the table simply has no row past max_len − 1, and the model cannot be run on the longer sentence.",
      },
    ],
    hint: [
      "A learned table is a lookup of trained rows. What does a lookup return for a key it never stored?",
    ],
    solution: [
      [`The core, asked for row ${pos}: “${refused.ok ? "" : refused.error}”.`],
      [
        "A learned table is as long as training made it (512 rows in BERT, 1024 in GPT-2). The sinusoidal formula is defined everywhere, ",
        tex(
          `PE_{(${pos},\\,0)} = \\sin ${pos} = ${numberText(formula.sin)}`,
          `PE(${pos}, 0) = sin ${pos} = ${numberText(formula.sin)}`,
        ),
        ", but a model trained on short sentences has never seen those values either: neither extrapolates for free.",
      ],
    ],
  };
}

// 3. RoPE: the score of Q at pos and K at pos + k depends on k only.
function ropeQuestion(random, core) {
  const d = random.pick([8, 16, 32]);
  const pos = random.int(0, 40);
  const k = random.int(1, 20);
  const shift = random.int(5, 200);
  const c = checked(core.ropeCheck(pos, pos + k, shift, d, paperBase));
  const keyOnly = checked(core.ropeCheck(pos, pos + k + shift, 0, d, paperBase));
  const flipped = checked(core.ropeCheck(pos + k, pos, 0, d, paperBase));
  return {
    params: { d, base: paperBase, pos, k, shift },
    prompt: [
      `RoPE with d_model = ${d} (base ${paperBase}): the page’s fixed query Q at position ${pos} and key K at ${pos + k} score `,
      tex(
        `(R_{${pos}}Q)^{\\mathsf T}(R_{${pos + k}}K) = ${texNumber(c.dot, 8)}`,
        `(R_${pos} Q)ᵀ(R_${pos + k} K) = ${numberText(c.dot, 8)}`,
      ),
      `. Both move ${shift} places along, to ${pos + shift} and ${pos + k + shift}. What is the score now?`,
    ],
    answer: c.dotShifted,
    labels: ["the new score"],
    tolerance: { abs: 0.001 },
    toleranceText: "Answers within ±0.001 of the exact value count as correct.",
    mistakes: [
      {
        mistake: "key-only",
        answer: keyOnly.dot,
        diagnosis: `This is the score with only the key moved (offset ${k + shift}): both move, so the offset stays k = ${k}.`,
      },
      {
        mistake: "sign-flipped",
        answer: flipped.dot,
        diagnosis: `This is the score at the offset −${k} (the key before the query): the offset's sign is flipped.`,
      },
    ],
    hint: [
      "Rotations compose: R_posᵀ R_(pos+k) = R_k. Which positions are left in the score after that?",
    ],
    solution: [
      [
        tex(
          `(R_{\\text{pos}}Q)^{\\mathsf T}(R_{\\text{pos}+k}K) = Q^{\\mathsf T}R_{\\text{pos}}^{\\mathsf T}R_{\\text{pos}+k}K = Q^{\\mathsf T}R_k K`,
          "(R_pos Q)ᵀ(R_(pos+k) K) = Qᵀ R_posᵀ R_(pos+k) K = Qᵀ R_k K",
        ),
        `: only the offset k = ${k} is left.`,
      ],
      [
        `So the score is unchanged: the core gives ${numberText(c.dotShifted, 8)} after the move against ${numberText(c.dot, 8)} before (they differ by ${numberText(c.absDiff, 2)}, rounding).`,
      ],
    ],
  };
}

// 4. What RoPE rotates, and what it leaves alone.
function rotatedQuestion(random, core) {
  const d = random.pick([8, 16, 32]);
  const pos = random.int(1, 50);
  const c = checked(core.ropeCheck(pos, pos + 3, 0, d, paperBase));
  const toy = checked(core.compareSentences("dog bites man", "man bites dog", "rope", 8));
  return {
    params: { d, pos },
    prompt: [
      `In a model with rotary position embedding (RoPE), which vectors are turned by the angle pos·ωᵢ of their token’s position, and which are left alone?`,
    ],
    legend: "What is rotated",
    choices: [
      {
        correct: true,
        text: "The queries and the keys, pair by pair, by the angle pos·ωᵢ; the values and the word embeddings are left just as they are, not turned.",
      },
      {
        text: "The word embeddings, before attention: each input row is turned by its position once, and the queries, keys and values inherit the turn.",
        diagnosis:
          "That is closer to adding PE at the bottom. RoPE leaves the inputs alone and turns Q and K inside every attention layer.",
      },
      {
        text: "The values, so that the output carries position: the queries and keys stay as they are, and the attention scores do not change at all.",
        diagnosis:
          "Turning the values would not change the scores, and the scores are where position must show. RoPE turns Q and K; V is left alone.",
      },
      {
        text: "The attention weights: each row of A is turned by its query’s position after the softmax, which keeps every one of the rows summing to 1.",
        diagnosis:
          "A is a matrix of weights, not pairs of coordinates; RoPE turns the query and key vectors before their dot product.",
      },
    ],
    hint: [
      "The point of RoPE is that the score (R_pos Q)ᵀ(R_(pos+k) K) depends only on k. Which two vectors appear in that score?",
    ],
    solution: [
      [
        `The query and key are turned, pair i by the angle pos·ωᵢ. A turn keeps lengths: with d_model = ${d}, |Q| = ${numberText(c.normQ)} before and ${numberText(c.normRotatedQ)} after turning it to position ${pos}.`,
      ],
      [
        "Values are not turned and nothing is added to the embeddings. In the toy, “dog bites man” and “man bites dog” still differ: with RoPE the outputs move by " +
          `${toy.tokenShift.length ? Array.from(toy.tokenShift, (v) => numberText(v, 3)).join(", ") : ""} for the three tokens.`,
      ],
    ],
  };
}

export const learnedRopeKinds = {
  params: paramsQuestion,
  maxlen: maxlenQuestion,
  rope: ropeQuestion,
  rotated: rotatedQuestion,
};
