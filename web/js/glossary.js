// @ts-check
// The article's symbols, one meaning each: the single source of the glossary that every section
// links to (glossaryView.js draws it), for the exam and its solutions too (import { glossary }).
// Plain data, no DOM, so that node tests and other modules can read it.
//
//   id       the glossary entry's anchor is `glossary-${id}`; a symbol's first use in the
//            article links there (<a class="symbol-link" href="#glossary-pos">)
//   symbol   the symbol as plain text, as prose and labels write it ("ω_i", "d_model")
//   tex      the same for KaTeX
//   meaning  what it means, and only that (plain text), from the glossary's catalogue
//            (web/sections/glossary/strings/en.js, key "meaning.<id>")
//   section  the id of the section where the article first uses it
//
// The meanings follow the decided notation: pos and pos + k for positions (never m, n, p or q),
// i for pairs only, j for dimensions, k for offsets only (K is the keys), d_model written out,
// cos and sin written out, π and Π for permutations (P is the position vectors).

import { t } from "../sections/glossary/strings.js";

/**
 * @typedef {object} GlossaryEntry
 * @property {string} id
 * @property {string} symbol
 * @property {string} tex
 * @property {string} meaning
 * @property {string} section
 */

/** @type {readonly Omit<GlossaryEntry, "meaning">[]} */
const entries = [
  {
    id: "X",
    symbol: "X",
    tex: "X",
    section: "why-order",
  },
  {
    id: "E",
    symbol: "E",
    tex: "E",
    section: "why-order",
  },
  {
    id: "W",
    symbol: "W_Q, W_K, W_V",
    tex: "W_Q,\\ W_K,\\ W_V",
    section: "why-order",
  },
  {
    id: "QKV",
    symbol: "Q, K, V",
    tex: "Q,\\ K,\\ V",
    section: "why-order",
  },
  {
    id: "d_model",
    symbol: "d_model",
    tex: "d_{\\text{model}}",
    section: "why-order",
  },
  {
    id: "A",
    symbol: "A",
    tex: "A",
    section: "why-order",
  },
  {
    id: "O",
    symbol: "O",
    tex: "O",
    section: "why-order",
  },
  {
    id: "st",
    symbol: "s, t",
    tex: "s,\\ t",
    section: "why-order",
  },
  {
    id: "pi",
    symbol: "π, Π",
    tex: "\\pi,\\ \\Pi",
    section: "why-order",
  },
  {
    id: "pos",
    symbol: "pos",
    tex: "\\text{pos}",
    section: "formula",
  },
  {
    id: "n",
    symbol: "n",
    tex: "n",
    section: "formula",
  },
  {
    id: "PE",
    symbol: "PE(pos)",
    tex: "PE(\\text{pos})",
    section: "formula",
  },
  {
    id: "k",
    symbol: "k",
    tex: "k",
    section: "formula",
  },
  {
    id: "M_k",
    symbol: "M_k",
    tex: "M_k",
    section: "formula",
  },
  {
    id: "i",
    symbol: "i",
    tex: "i",
    section: "formula",
  },
  {
    id: "j",
    symbol: "j",
    tex: "j",
    section: "formula",
  },
  {
    id: "base",
    symbol: "base",
    tex: "\\text{base}",
    section: "formula",
  },
  {
    id: "omega",
    symbol: "ω_i",
    tex: "\\omega_i",
    section: "formula",
  },
  {
    id: "theta",
    symbol: "θ",
    tex: "\\theta",
    section: "formula",
  },
  {
    id: "lambda",
    symbol: "λ_i",
    tex: "\\lambda_i",
    section: "wavelengths",
  },
  {
    id: "ref",
    symbol: "ref",
    tex: "\\text{ref}",
    section: "relative",
  },
  {
    id: "P",
    symbol: "P",
    tex: "P",
    section: "embeddings",
  },
  {
    id: "max_len",
    symbol: "max_len",
    tex: "\\text{max\\_len}",
    section: "learned",
  },
  {
    id: "R",
    symbol: "R(θ), R_pos",
    tex: "R(\\theta),\\ R_{\\text{pos}}",
    section: "rope",
  },
];

/** Each entry with its meaning, read from the catalogue in the page's language when asked for.
 * @type {readonly GlossaryEntry[]} */
export const glossary = Object.freeze(
  entries.map((entry) =>
    Object.freeze({
      ...entry,
      get meaning() {
        return t(`meaning.${entry.id}`);
      },
    }),
  ),
);

/** The anchor of a symbol's entry.
 * @param {string} id */
export const glossaryAnchor = (id) => `glossary-${id}`;
