// The glossary's entries (namespace "glossary"): what each symbol of the article means, one
// message per symbol, keyed "meaning.<id>" by the entry's id in web/js/glossary.js. The symbols
// themselves (pos, d_model, ω_i, PE(pos), ...) and the formulas in a meaning stay as written: a
// translation keeps them and translates the words around them. "the link's n" names the URL
// parameter n, which stays as it is.
export default {
  "meaning.X":
    "The inputs of attention, one row per token: X = E + P (word embedding plus position vector), or X = E when no position is added.",
  "meaning.E":
    "The token embeddings, one row per token: row s is the vector of the word at token s, the same wherever that word stands.",
  "meaning.W":
    "The projection matrices (d_model × d_model) that turn the inputs into queries, keys and values: Q = X W_Q, K = X W_K, V = X W_V. The lab adds W_O, the output projection.",
  "meaning.QKV":
    "Queries, keys and values, one row per token. K is always the keys, never the offset k. In the RoPE section a single query vector and key vector are Q and K too.",
  "meaning.d_model":
    "The model's width: the length of every embedding, position vector, query, key and value; even (the link's d). Never shortened to d.",
  "meaning.A":
    "The attention weights softmax(Q Kᵀ / √d_model), n × n: row s belongs to the query token s, and each row is positive and sums to 1.",
  "meaning.O": "The attention outputs O = A V, one row per token.",
  "meaning.st":
    "Token indices in a sentence, counted from 0: Aₛₜ is how much token s attends to token t.",
  "meaning.pi":
    "A permutation of the tokens (token s of one sentence is token π(s) of the other), and its permutation matrix Π, with A′ = Π A Πᵀ and O′ = Π O. P is never a permutation.",
  "meaning.pos":
    "A token's position in the sequence, counted from 0 (the link's pos). Two positions an offset k apart are pos and pos + k.",
  "meaning.n":
    "The number of positions: the rows of a table, or the tokens of a sentence (the link's n). Positions run from 0 to n − 1.",
  "meaning.PE":
    "The positional encoding of position pos: d_model numbers, PE(pos)_2i = sin(pos·ω_i) and PE(pos)_2i+1 = cos(pos·ω_i).",
  "meaning.k":
    "An offset between two positions, pos and pos + k; negative to look back (the link's k). Never a key.",
  "meaning.M_k":
    "The shift matrix, d_model × d_model and block-diagonal: PE(pos + k) = M_k PE(pos), one 2 × 2 rotation per pair, the same for every pos.",
  "meaning.i":
    "A pair index, 0 to d_model/2 − 1: pair i owns dimensions 2i (the sine) and 2i + 1 (the cosine). Never a token or a position.",
  "meaning.j": "A dimension, 0 to d_model − 1: a column of the encoding table.",
  "meaning.base":
    "The number whose powers set the frequencies: 10 000 in the paper (the link's base).",
  "meaning.omega":
    "The frequency of pair i, 1 / base^(2i/d_model): the angle, in radians, that pair i turns from one position to the next.",
  "meaning.theta": "An angle in radians: pos·ω_i for a position, or k·ω_i for an offset.",
  "meaning.lambda": "The wavelength of pair i, 2π / ω_i: how many positions one full turn takes.",
  "meaning.ref": "The reference position of the relative-position section (the link's ref).",
  "meaning.P": "The position vectors, one row per token: row pos is PE(pos) (or a learned row).",
  "meaning.max_len":
    "The number of rows of a learned position table (16 here): no row past max_len − 1.",
  "meaning.R":
    "RoPE's rotation: R(θ) turns a pair (x, y) by θ, [[cos θ, −sin θ], [sin θ, cos θ]]; R_pos turns every pair of a vector at position pos by pos·ω_i, block-diagonal.",
};
