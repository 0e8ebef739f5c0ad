// The exam's questions on this section (examKinds.js).
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
};
