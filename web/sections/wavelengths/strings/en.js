// Messages of the "wavelengths" section. Numbers arrive written by format.js (or as plain
// integers); where a message chooses words by a count, the count comes as a number ({pairs}) and
// the same count written as text ({pairsText}). Symbols (λ, π, d_model, n, PE) stay as they are.
import exam from "./en/exam.js";

export default {
  // Hints under the number controls.
  "hint.n": "sequence length: positions 0 to n − 1",
  "hint.d": "vector size: d_model/2 pairs",
  "hint.base": "the slowest pair's wavelength is nearly base·2π",

  // Names (aria labels) and axis titles of the figures.
  "ladder.label": "Wavelength of every pair, with the sequence length",
  "lines.label": "Chosen dimensions of the encoding over the positions",
  "lines.x": "position",
  "lines.y": "PE value",

  // 1. The ladder. {d}: d_model; {base}; {pairs}/{pairsText}: how many pairs; {first}, {second}:
  // λ₀ and λ₁; {ratio}: the factor between rungs; {last}: the last pair's index, {lambdaLast} its
  // symbol (λ₁ or λ_5); {lastWavelength}; {ceiling}: base·2π; {exponent}: the last exponent.
  "ladder.steps":
    "With d_model = {d} and base = {base} there are {pairsText} pairs. Pair 0 has λ₀ = {first} (that is 2π: its exponent is 0), pair 1 has λ₁ = {second}, and every further pair multiplies the wavelength by the same factor base^(2/d_model) = {ratio}. The last pair, i = {last}, reaches {lambdaLast} = {lastWavelength}, just short of base·2π = {ceiling}, because its exponent is {exponent} rather than 1.",
  "ladder.single":
    "With d_model = {d} there is a single pair, with λ₀ = 2π = {first}: there is no ladder to climb.",
  // A highlighted point of the ladder: a dimension and its pair.
  "ladder.highlight": "dim {dim} (pair {pair})",
  // The ladder's caption; {verdict} is one of the three "verdict.*" messages.
  "ladder.caption":
    "Each point is one pair i; its sine and cosine dimensions share the wavelength. The axis is logarithmic, so a ladder that multiplies by the same factor at every rung is a straight line. {verdict}",
  // Every pair repeats within the n positions; {turns}: how often the slowest fits.
  "verdict.all":
    "{pairs, plural, =1 {The one pair has a wavelength of at most n = {n} positions, so it repeats} other {All {pairsText} pairs have a wavelength of at most n = {n} positions, so every one of them repeats}} within the sequence; even the slowest fits {turns} times.",
  "verdict.none":
    "No pair has a wavelength as short as n = {n} positions: even pair 0 fits only {turns} times into the sequence.",
  // Pairs 0 to {lastRepeating} ({repeating} of them) repeat; the {others} other pairs do not;
  // {turnsFirst}: how often pair 0 fits; {last}, {turnsLast}: the slowest pair and its turns.
  "verdict.some":
    "{repeating, plural, =1 {Pair 0 lies} other {Pairs 0 to {lastRepeating} lie}} under the line n = {n}: their wavelength is at most the sequence length, so they repeat within it (pair 0 fits {turnsFirst} times). The other {othersText} {others, plural, one {lies} other {lie}} above it; the slowest, pair {last}, fits only {turnsLast} times, so across the whole sequence it turns through a small part of one circle.",
  // The floor and the ceiling marked on the ladder; {value} rounded.
  "bound.floor": "2π ≈ {value}",
  "bound.ceiling": "base·2π ≈ {value}",
  "ladder.description":
    "Wavelength ladder: {pairs, plural, one {{pairsText} pair} other {{pairsText} pairs}} from λ = {first} to {lastWavelength} on a log scale; {repeating} of them below the sequence length n = {n}.",

  // 2. The chosen dimensions over the positions. A series' name: {dim}.
  "lines.series": "dim {dim}",
  // One dimension's facts, the first of the list (capitalised) and the others: {dim}; {kind}
  // "sine" or "cosine"; {pair}; {wavelength}; {turns}; {n}/{nText} positions; {low}, {high}.
  "lines.factFirst":
    "Dimension {dim} ({kind, select, sine {sine} other {cosine}} of pair {pair}, λ = {wavelength}) fits {turns} wavelengths into {n, plural, one {{nText} position} other {{nText} positions}} and ranges from {low} to {high}",
  "lines.fact":
    "dimension {dim} ({kind, select, sine {sine} other {cosine}} of pair {pair}, λ = {wavelength}) fits {turns} wavelengths into {n, plural, one {{nText} position} other {{nText} positions}} and ranges from {low} to {high}",
  // {facts}: the facts above, joined with "; ".
  "lines.caption":
    "PE(pos, dimension) for positions 0 to {last}. {facts}. Early dimensions swing through their whole range many times; late ones barely leave their starting value (0 for a sine, 1 for a cosine).",
  // {dims}: a list of dimension numbers.
  "lines.description": "Line plot of dimensions {dims} over positions 0 to {last}.",

  // 3. The binary counter table: a column of binary digits of place value {place} (8s, 4s, …),
  // a column of an encoding dimension and its wavelength.
  "counter.place": "{place}s",
  "counter.dim": "dim {dim}",
  "counter.wavelength": "λ {value}",
  "counter.caption": "Positions 0 to {last}: binary digits and encoding values",
  "counter.rowName": "pos",
  "counter.summaryName": "flips",
  "counter.digits": "binary digits",
  "counter.values": "encoding values",
  // {ones}, {eights}: flips of the 1s and 8s digits; {fastDim}/{fastChanges}/{fastLow}/{fastHigh}
  // and the same for the slowest dimension; {several}: "yes" when there is more than one pair,
  // then {ratio} is the factor between pairs.
  "counter.text":
    "The bottom row, “flips”, counts how often a column changes from one position to the next: a digit between 0 and 1, an encoding value between positive and negative (shaded). Over positions 0 to {last} the 1s digit flips {ones, plural, =1 {once} other {# times}} and the 8s digit {eights, plural, =1 {once} other {# times}}. Dimension {fastDim} changes sign {fastChanges, plural, =1 {once} other {# times}} and spans {fastLow} to {fastHigh}; dimension {slowDim} changes sign {slowChanges, plural, =1 {once} other {# times}} and stays between {slowLow} and {slowHigh}. Each binary digit is 2 times slower than the one to its right{several, select, yes {; each pair here is {ratio} times slower than the one before.} other {.}}",
  // The exam's questions on this section.
  ...exam,
};
