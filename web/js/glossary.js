// @ts-check
// The article's symbols, one meaning each: the single source of the glossary that every section
// links to (glossaryView.js draws it), for the exam and its solutions too (import { glossary }).
// Plain data, no DOM, so that node tests and other modules can read it.
//
//   id       the glossary entry's anchor is `glossary-${id}`; a symbol's first use in the
//            article links there (<a class="symbol-link" href="#glossary-pos">)
//   symbol   the symbol as plain text, as prose and labels write it ("ω_i", "d_model")
//   tex      the same for KaTeX
//   meaning  what it means, and only that (plain text)
//   section  the id of the section where the article first uses it
//
// The meanings follow the decided notation: pos and pos + k for positions (never m, n, p or q),
// i for pairs only, j for dimensions, k for offsets only (K is the keys), d_model written out,
// cos and sin written out, π and Π for permutations (P is the position vectors).

/**
 * @typedef {object} GlossaryEntry
 * @property {string} id
 * @property {string} symbol
 * @property {string} tex
 * @property {string} meaning
 * @property {string} section
 */

/** @type {readonly GlossaryEntry[]} */
export const glossary = Object.freeze([
  {
    id: "X",
    symbol: "X",
    tex: "X",
    meaning:
      "The inputs of attention, one row per token: X = E + P (word embedding plus position " +
      "vector), or X = E when no position is added.",
    section: "why-order",
  },
  {
    id: "E",
    symbol: "E",
    tex: "E",
    meaning:
      "The token embeddings, one row per token: row s is the vector of the word at token s, " +
      "the same wherever that word stands.",
    section: "why-order",
  },
  {
    id: "W",
    symbol: "W_Q, W_K, W_V",
    tex: "W_Q,\\ W_K,\\ W_V",
    meaning:
      "The projection matrices (d_model × d_model) that turn the inputs into queries, keys and " +
      "values: Q = X W_Q, K = X W_K, V = X W_V. The lab adds W_O, the output projection.",
    section: "why-order",
  },
  {
    id: "QKV",
    symbol: "Q, K, V",
    tex: "Q,\\ K,\\ V",
    meaning:
      "Queries, keys and values, one row per token. K is always the keys, never the offset k. " +
      "In the RoPE section a single query vector and key vector are Q and K too.",
    section: "why-order",
  },
  {
    id: "d_model",
    symbol: "d_model",
    tex: "d_{\\text{model}}",
    meaning:
      "The model's width: the length of every embedding, position vector, query, key and " +
      "value; even (the link's d). Never shortened to d.",
    section: "why-order",
  },
  {
    id: "A",
    symbol: "A",
    tex: "A",
    meaning:
      "The attention weights softmax(Q Kᵀ / √d_model), n × n: row s belongs to the query token " +
      "s, and each row is positive and sums to 1.",
    section: "why-order",
  },
  {
    id: "O",
    symbol: "O",
    tex: "O",
    meaning: "The attention outputs O = A V, one row per token.",
    section: "why-order",
  },
  {
    id: "st",
    symbol: "s, t",
    tex: "s,\\ t",
    meaning:
      "Token indices in a sentence, counted from 0: Aₛₜ is how much token s attends to token t.",
    section: "why-order",
  },
  {
    id: "pi",
    symbol: "π, Π",
    tex: "\\pi,\\ \\Pi",
    meaning:
      "A permutation of the tokens (token s of one sentence is token π(s) of the other), and its " +
      "permutation matrix Π, with A′ = Π A Πᵀ and O′ = Π O. P is never a permutation.",
    section: "why-order",
  },
  {
    id: "pos",
    symbol: "pos",
    tex: "\\text{pos}",
    meaning:
      "A token's position in the sequence, counted from 0 (the link's pos). Two positions an " +
      "offset k apart are pos and pos + k.",
    section: "formula",
  },
  {
    id: "n",
    symbol: "n",
    tex: "n",
    meaning:
      "The number of positions: the rows of a table, or the tokens of a sentence (the link's n). " +
      "Positions run from 0 to n − 1.",
    section: "formula",
  },
  {
    id: "PE",
    symbol: "PE(pos)",
    tex: "PE(\\text{pos})",
    meaning:
      "The positional encoding of position pos: d_model numbers, PE(pos)_2i = sin(pos·ω_i) and " +
      "PE(pos)_2i+1 = cos(pos·ω_i).",
    section: "formula",
  },
  {
    id: "k",
    symbol: "k",
    tex: "k",
    meaning:
      "An offset between two positions, pos and pos + k; negative to look back (the link's k). " +
      "Never a key.",
    section: "formula",
  },
  {
    id: "M_k",
    symbol: "M_k",
    tex: "M_k",
    meaning:
      "The shift matrix, d_model × d_model and block-diagonal: PE(pos + k) = M_k PE(pos), one " +
      "2 × 2 rotation per pair, the same for every pos.",
    section: "formula",
  },
  {
    id: "i",
    symbol: "i",
    tex: "i",
    meaning:
      "A pair index, 0 to d_model/2 − 1: pair i owns dimensions 2i (the sine) and 2i + 1 (the " +
      "cosine). Never a token or a position.",
    section: "formula",
  },
  {
    id: "j",
    symbol: "j",
    tex: "j",
    meaning: "A dimension, 0 to d_model − 1: a column of the encoding table.",
    section: "formula",
  },
  {
    id: "base",
    symbol: "base",
    tex: "\\text{base}",
    meaning: "The number whose powers set the frequencies: 10 000 in the paper (the link's base).",
    section: "formula",
  },
  {
    id: "omega",
    symbol: "ω_i",
    tex: "\\omega_i",
    meaning:
      "The frequency of pair i, 1 / base^(2i/d_model): the angle, in radians, that pair i turns " +
      "from one position to the next.",
    section: "formula",
  },
  {
    id: "theta",
    symbol: "θ",
    tex: "\\theta",
    meaning: "An angle in radians: pos·ω_i for a position, or k·ω_i for an offset.",
    section: "formula",
  },
  {
    id: "lambda",
    symbol: "λ_i",
    tex: "\\lambda_i",
    meaning: "The wavelength of pair i, 2π / ω_i: how many positions one full turn takes.",
    section: "wavelengths",
  },
  {
    id: "ref",
    symbol: "ref",
    tex: "\\text{ref}",
    meaning: "The reference position of the relative-position section (the link's ref).",
    section: "relative",
  },
  {
    id: "P",
    symbol: "P",
    tex: "P",
    meaning: "The position vectors, one row per token: row pos is PE(pos) (or a learned row).",
    section: "embeddings",
  },
  {
    id: "max_len",
    symbol: "max_len",
    tex: "\\text{max\\_len}",
    meaning: "The number of rows of a learned position table (16 here): no row past max_len − 1.",
    section: "learned",
  },
  {
    id: "R",
    symbol: "R(θ), R_pos",
    tex: "R(\\theta),\\ R_{\\text{pos}}",
    meaning:
      "RoPE's rotation: R(θ) turns a pair (x, y) by θ, [[cos θ, −sin θ], [sin θ, cos θ]]; R_pos " +
      "turns every pair of a vector at position pos by pos·ω_i, block-diagonal.",
    section: "rope",
  },
]);

/** The anchor of a symbol's entry.
 * @param {string} id */
export const glossaryAnchor = (id) => `glossary-${id}`;
