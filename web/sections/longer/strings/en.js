// The words the longer section's script writes (its prose is in longer.html). Numbers arrive
// written by format.js, as strings. Symbols (L, s, r_i, λ_i, ω_i, base, slope_h, H, d_model) are names
// from the maths, kept as they are.
import exam from "./en/exam.js";

export default {
  // Labels and hints of the section's own number controls.
  "control.trainlen": "training length L",
  "hint.trainlen": "the longest input seen in training",
  "control.factor": "factor s",
  "hint.factor": "how many times longer than L the text is",
  "control.heads": "heads H",
  "hint.heads": "ALiBi's number of attention heads",
  "control.head": "head h",
  "hint.head": "the head whose biases are shown",

  // 1. The ladder marked at L. A pair is one point of the ladder.
  "ladder.label": "Wavelength of each pair, against the training length",
  "ladder.seen": "at least one full turn within L",
  "ladder.unseen": "less than one turn within L",
  // The table column: turns r_i = L / λ_i.
  "ladder.turns": "turns rᵢ within L",
  // For screen readers: {pairs} pairs, the line at L = {length}, {seen} pairs below it.
  "ladder.description":
    "Log-scale point plot of the wavelengths of {pairs} pairs, with a line at L = {length}; {seen} pairs lie below the line and turn at least once within L.",
  // seen/seenText: pairs that turn at least once within L; unseen/unseenText the others,
  // pairs {first} to {last}; slowest: the turns of the slowest pair.
  "ladder.caption":
    "d_model = {d}, base {base}, L = {length}: {seen, plural, =0 {no pair turns} one {# pair (pair 0) turns} other {{seenText} pairs turn}} at least once within the training length. {unseen, plural, =0 {Every pair has been all the way round, so a longer input shows none of them a new angle.} one {The last pair, {last}, never completes a turn (the slowest makes {slowest} of a turn): past L its angle is new.} other {Pairs {first} to {last} ({unseenText} pairs) never complete a turn (the slowest makes {slowest} of a turn): past L their angles are new.}}",

  // PI's Figure 2: the fitted score against the offset k between query and key.
  "pi.outsideLabel": "Fitted score inside and past L",
  "pi.betweenLabel": "The same score between whole offsets",
  "pi.xLabel": "offset k",
  "pi.yLabel": "score(k)",
  "pi.score": "fitted score(k)",
  "pi.distance": "offset",
  "pi.distances": "offsets",
  "pi.distanceCount": "{count, plural, one {# offset} other {{n} offsets}}",
  "pi.outsideDescription":
    "Line plot of the fitted RoPE score for offsets 0 to {twice}, with a line at L = {length}. Inside L the curve stays small; past it, it swings far out.",
  "pi.betweenDescription":
    "Line plot of the same fitted score for offsets 0 to {last} in steps of 1/16: a smooth curve.",
  // points: how many random points were fitted; inside, outside: the largest |score(k)| inside
  // [0, L] and in (L, 2L]; ratio: outside over inside; last: the right end of the second plot.
  "pi.text":
    "The core fitted the score to {points} random values inside [0, {length}]. There its largest size is {inside}; between L and 2L it reaches {outside}, {ratio} times as large. Nothing was trained and nothing changed but the offset: the extrapolated scores are simply out of the range the fit could see. Between whole offsets (the second plot, 0 to {last} in sixteenths), the same curve is smooth, which is what Position Interpolation relies on: it squeezes a longer text into positions between the whole ones.",
  "pi.refused": "The figure could not be computed at these settings: {error}",

  // 2. The stretch. The names of the four rules (also the radio buttons).
  "stretch.legend": "Stretch RoPE with",
  "stretch.pi": "Position Interpolation",
  "stretch.ntk": "NTK-aware",
  "stretch.yarn": "YaRN",
  "stretch.llama3": "Llama 3.1",
  "stretched.label": "Wavelength of each pair, before and after the stretch",
  "stretched.before": "before",
  // {method}: a rule's name above.
  "stretched.after": "after {method}",
  "stretched.pair": "pair {pair}",
  // The table column: ω'_i / ω_i.
  "stretched.kept": "ω′ᵢ / ωᵢ",
  "stretched.description":
    "Log-scale point plot of the wavelengths of {pairs} pairs before and after {method} with factor {factor}, with lines at L and s·L.",
  "stretched.caption":
    "Grey: the wavelengths as trained. Blue: after {method}. The faint line is L = {length}, the dashed one the longer input s·L = {longer}.",
  // unchanged/divided: pairs kept as they were, and pairs slowed by the full factor; between: the
  // rest; first: ω'_0 / ω_0, the fastest pair's share of its frequency.
  "stretch.text":
    "With {method} and s = {factor}, of {pairs} pairs {unchanged, plural, =0 {none keeps its frequency} one {# keeps its frequency} other {{unchangedText} keep their frequency}}, {divided, plural, =0 {none is} one {# is} other {{dividedText} are}} slowed by the full factor {factor}, and {between} lie in between. The fastest pair, pair 0, keeps {first} of its frequency.",
  "step.theta": "Pair i’s frequency as trained",
  "step.turns": "Its wavelength, and its turns within L",
  "step.rule.pi": "Position Interpolation: every pair slowed by s",
  "step.rule.ntk": "NTK-aware: a larger base, then the same formula",
  // regime: "kept" (γ = 1), "interpolated" (γ = 0) or "blended".
  "step.rule.yarn":
    "YaRN’s ramp for pair {pair}: {regime, select, kept {kept as trained} interpolated {interpolated like PI} other {a blend of both}}",
  "step.rule.llama3":
    "Llama 3.1’s ramp for pair {pair}: {regime, select, kept {kept as trained} interpolated {divided by the factor} other {a blend of both}}",
  "step.temperature": "YaRN’s factor on queries and keys",
  "step.newWavelength": "The new wavelength, and the share of the frequency kept",

  // 3. ALiBi. The slopes' table.
  "slopes.caption":
    "ALiBi’s slopes for {heads} heads; 1/slope is the distance at which a head’s penalty reaches 1",
  "slopes.head": "head h",
  "slopes.rule": "formula",
  "slopes.slope": "slope",
  // 1 / slope: the distance at which the penalty reaches 1 (the caption says so).
  "slopes.reach": "1/slope",
  "biases.label": "ALiBi bias of one head",
  "biases.headLabel": "ALiBi bias of head {head} of {heads}",
  "biases.rowName": "query position",
  "biases.colName": "key position",
  "biases.legend": "bias −slopeₕ·|k|",
  // far: the bias at the largest distance shown.
  "biases.caption":
    "Head {head}, slope {slope}: the bias −slopeₕ·|k| between every query and every key k places away, in a sentence of {length} tokens. It is 0 on the diagonal and falls off to {far} at k = {distance}; every head is drawn on the same colour scale as the steepest.",
  // power: "yes" when H is a power of two; n the largest power of two below H.
  "alibi.text":
    "With {heads} heads the slopes run from {first} down to {last}. {power, select, yes {H is a power of two, so they are 2^(−8h/H).} other {H is not a power of two: the first {n} heads take the slopes of {n} heads, the others every other slope of twice as many.}} The steepest head is penalised by a full unit of score at distance {firstReach}, the shallowest only at {lastReach}.",

  // 4. The links into the lab.
  "lab.local": "Train the lab’s models with a causal mask, answer at the verb",
  "lab.far": "Train them with a causal mask, answer at the end",

  // The exam's questions on this section.
  ...exam,
};
