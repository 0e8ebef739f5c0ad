// @ts-check
// Question kinds of the sections "why-order", "embeddings" and "attention": why attention needs
// positions, sum or concatenation, and the √d_model in the scores. Every number comes from the
// core's toy (attentionToy, compareSentences, attentionScore).
import { numberText, texNumber } from "../format.js";
import { checked } from "./coreCall.js";
import { tex, texBlock } from "./rich.js";

// The toy's words: nouns and verbs from its built-in vocabulary.
const nouns = ["dog", "man", "woman", "cat", "bird", "fish"];
const verbs = ["bites", "sees", "chased", "loves", "eats", "saw"];

// Vectors side by side as the columns of an array, with a heading each (narrow enough for a phone).
function texColumns(headings, columns, digits = 3) {
  const rows = columns[0].length;
  const lines = [headings.map((h) => `\\text{${h}}`).join(" & ")];
  for (let r = 0; r < rows; r += 1)
    lines.push(columns.map((column) => texNumber(column[r], digits)).join(" & "));
  return `\\begin{array}{${"r".repeat(columns.length)}} ${lines[0]} \\\\ \\hline ${lines.slice(1).join(" \\\\ ")} \\end{array}`;
}
const plainVector = (values, digits = 3) =>
  `(${Array.from(values, (v) => numberText(v, digits)).join(", ")})`;

// 1. Why attention without positions cannot tell the two sentences apart.
function orderQuestion(random, core) {
  const [a, b] = random.sample(nouns, 2);
  const verb = random.pick(verbs);
  const first = `${a} ${verb} ${b}`;
  const second = `${b} ${verb} ${a}`;
  const none = checked(core.compareSentences(first, second, "none", 8));
  const withPe = checked(core.compareSentences(first, second, "sinusoidal", 8));
  const verbAt = none.b.tokens.indexOf(verb);
  return {
    params: { first, second, verb },
    prompt: [
      `Without positional encoding, self-attention gives “${verb}” exactly the same output vector in “${first}” and in “${second}”. Why?`,
    ],
    legend: "The reason",
    choices: [
      {
        correct: true,
        text: `Every word, “${verb}” too, is the same vector in both sentences, in another row; attention treats rows as a set, so a reordering reorders its results.`,
      },
      {
        text: `The softmax squashes the small differences between the two sentences to zero, so the weights come out equal and the output for “${verb}” cannot change.`,
        diagnosis:
          "The softmax gets exactly the same scores, reordered: there is no difference to squash. The sameness comes before the softmax.",
      },
      {
        text: "W_Q and W_K are symmetric matrices, so the score of token s with t equals that of t with s, and swapping the two nouns leaves every output as it was.",
        diagnosis:
          "W_Q and W_K are not symmetric (the toy's are random). Reordering the rows of X reorders Q, K and V the same way whatever the matrices.",
      },
      {
        text: `Attention only looks at a word's neighbours, and “${verb}” has the same two neighbours in both sentences, so it sees exactly the same context twice.`,
        diagnosis:
          "Attention looks at every word of the sentence, not only neighbours; it just has no way to know where each one stands.",
      },
    ],
    hint: [
      "Nothing in Q = XW_Q, K = XW_K, V = XW_V or the softmax looks at where a word stands. What happens to these matrices when the rows of X are reordered?",
    ],
    solution: [
      [
        `The second sentence is the first rearranged: token t of “${second}” is token π(t) of “${first}” with π = [${none.permutation.join(", ")}].`,
      ],
      [
        "The toy (d_model = 8, no positions) gives weights A' = Π A Πᵀ to within " +
          `${numberText(none.maxWeightDiff, 3)}, and the output for “${verb}” moves by ${numberText(none.tokenShift[verbAt], 3)}: ` +
          (none.maxWeightDiff === 0 && none.tokenShift[verbAt] === 0
            ? "the same numbers, to the last bit."
            : "nothing but the rounding of 32-bit arithmetic."),
      ],
      [
        `Add sinusoidal positions and the tie breaks: the weights then differ by up to ${numberText(withPe.maxWeightDiff, 3)}, and the output for “${verb}” moves by ${numberText(withPe.tokenShift[verbAt], 3)}.`,
      ],
    ],
  };
}

// 2. Sum or concatenation: how the position enters the vector attention sees.
function sumQuestion(random, core) {
  const d = random.pick([4, 6, 8]);
  const [a, b] = random.sample(nouns, 2);
  const sentence = `${a} ${random.pick(verbs)} ${b}`;
  const w = random.int(0, 2);
  const toy = checked(core.attentionToy(sentence, "sinusoidal", d));
  const word = toy.tokens[w];
  const row = (values) => values.subarray(w * d, (w + 1) * d);
  return {
    params: { d, sentence, w, word },
    prompt: [
      `In this page’s toy model (d_model = ${d}, sinusoidal positions, as in the original Transformer), the word “${word}” stands at position ${w} of “${sentence}”. ` +
        "How many numbers does the vector that attention receives for it have, and how does its position get in?",
    ],
    legend: "Size and combination",
    choices: [
      {
        correct: true,
        text: `${d} numbers: PE(${w}) has ${d} numbers too, and it is added to the word’s embedding, number by number.`,
      },
      {
        text: `${2 * d} numbers: PE(${w}) is appended after the ${d} numbers of the embedding, so the vector gets twice as long.`,
        diagnosis:
          "Concatenation would work too, but it is not what the Transformer does: it adds, X = E + P, and keeps d_model numbers.",
      },
      {
        text: `${d + 1} numbers: the position ${w} itself is appended to the embedding as one extra number at the very end.`,
        diagnosis:
          "The raw index is not used (it grows without bound); PE(pos) is a whole vector of d_model numbers, added to the embedding.",
      },
      {
        text: `${d} numbers: the embedding is multiplied element by element by PE(${w}), which scales each number.`,
        diagnosis:
          "It is a sum, not a product: a product would wipe out the word wherever PE(pos) is 0 (sin 0 = 0 at pos 0).",
      },
    ],
    hint: [
      "The token embedding and PE(pos) are built to have the same length, d_model. What is the cheapest way to combine two vectors of the same length?",
    ],
    solution: [
      [
        `The embedding E of “${word}”, its position vector PE(${w}) and what attention receives, their element-wise sum, one dimension per row:`,
        texBlock(
          texColumns(
            ["E", `PE(${w})`, `E + PE(${w})`],
            [row(toy.embeddings), row(toy.positions), row(toy.inputs)],
          ),
          `E = ${plainVector(row(toy.embeddings))}, PE(${w}) = ${plainVector(row(toy.positions))}, E + PE(${w}) = ${plainVector(row(toy.inputs))}`,
        ),
      ],
      [
        `Still ${d} numbers. Concatenation would also carry both, but every vector would be ${2 * d} wide and W_Q, W_K and W_V would each need twice as many rows. ` +
          "The sum costs nothing, and in practice the model learns to keep word and position apart in different directions of the same space.",
      ],
    ],
  };
}

// 3. The score Q_s · K_t / √d_model.
function scaleQuestion(random, core) {
  const d = random.pick([4, 8, 16]);
  const [a, b] = random.sample(nouns, 2);
  const sentence = `${a} ${random.pick(verbs)} ${b}`;
  const s = random.int(0, 2);
  const t = random.int(0, 2);
  const r = checked(core.attentionScore(sentence, "sinusoidal", d, s, t));
  const [from, to] = [r.tokens[s], r.tokens[t]];
  return {
    params: { d, sentence, s, t },
    prompt: [
      `In the toy (d_model = ${d}, sinusoidal positions) reading “${sentence}”, the query of “${from}” (token s = ${s}) and the key of “${to}” (token t = ${t}) have the dot product `,
      tex(`Q_{${s}}\\cdot K_{${t}} = ${texNumber(r.dot)}`, `Q_${s}·K_${t} = ${numberText(r.dot)}`),
      `. What score does the softmax of row ${s} receive for t = ${t}?`,
    ],
    answer: r.score,
    labels: [`score of s = ${s}, t = ${t}`],
    tolerance: { abs: 0.001 },
    toleranceText: "Answers within ±0.001 of the exact value count as correct.",
    mistakes: [
      {
        mistake: "unscaled",
        answer: r.dot,
        diagnosis: "This is the raw dot product: it must still be divided by √d_model.",
      },
      {
        mistake: "over-d-model",
        answer: r.overDModel,
        diagnosis: `This divides by d_model = ${d}; the scores divide by √d_model = ${numberText(r.scale)}.`,
      },
    ],
    hint: [
      "Attention’s scores are Q Kᵀ / √d_model: the dot product divided by the square root of the width.",
    ],
    solution: [
      [
        tex(
          `\\text{score} = \\frac{Q_{${s}}\\cdot K_{${t}}}{\\sqrt{${d}}} = \\frac{${texNumber(r.dot)}}{${texNumber(r.scale)}} = ${texNumber(r.score)}`,
          `score = Q_${s}·K_${t} / √${d} = ${numberText(r.dot)} / ${numberText(r.scale)} = ${numberText(r.score)}`,
        ),
        ` (the toy’s own 32-bit score: ${numberText(r.toyScore)}).`,
      ],
      [
        `Why √d_model: a dot product adds d_model = ${d} products. If each is about as large as the next, their sum spreads like √d_model, so wider models would give ever larger scores and a softmax that puts almost all weight on one token. ` +
          "Dividing by √d_model keeps the scores the same size at any width.",
      ],
    ],
  };
}

export const attentionKinds = { order: orderQuestion, sum: sumQuestion, scale: scaleQuestion };
