// The exam’s questions on this section (examKinds.js).
// {maths} is a formula (typeset); numbers arrive written by format.js. Symbols (H, h, slope_h, pos,
// k, L, s, ω_i, ω′_i, λ_i, r_i, γ_i, α, β, base, base′, d_model) are names from the maths, kept as
// they are.
export default {
  // alibi: the bias of one ALiBi head. heads: H; head: h (heads numbered from 1); query, key: the
  // positions of the query (pos) and of the key (pos + k); maths: the bias −slope_h·|k|.
  "q.alibi.prompt":
    "ALiBi adds no position vector. With H = {heads} heads (numbered from 1), head h adds {maths} to the score of a query at position pos and a key at pos + k, k places away. What does head {head} add to the score of the query at position {query} and the key at position {key}?",
  // The answer field’s label.
  "q.alibi.label": "the bias of head {head}",
  "q.alibi.noEight":
    "This uses the slope 2^(−h/H) with H = {heads}: the 8 in the exponent is missing. With H a power of two the slopes are 2^(−8h/H), running from 2^(−8/H) down to 2^(−8) = 1/256.",
  "q.alibi.signFlipped":
    "This has the right size but the wrong sign: ALiBi subtracts slope_h·|k|, so a key further away always loses score.",
  // distance: |k|.
  "q.alibi.slopeOnly":
    "This is −slope_h alone, the bias at distance |k| = 1: multiply the slope by the distance |k| = {distance}.",
  // n: the largest power of two below H; twoN: 2n.
  "q.alibi.powerOfTwo":
    "This is 2^(−8h/H) with H = {heads}, the rule for a power of two, and {heads} is not one. Take n = {n}: heads 1 to {n} use 2^(−8h/{n}), and the heads after them every other slope of {twoN} heads.",
  "q.alibi.hint":
    "For H a power of two, slope_h = 2^(−8h/H). Otherwise take n, the largest power of two below H: heads 1 to n get the slopes of n heads, and the rest the first odd-numbered slopes of 2n heads. Then multiply by the distance |k|, with a minus sign.",
  "q.alibi.rulePower": "H = {heads} is a power of two, so every head follows one rule: {maths}.",
  // n: the largest power of two below H; next: n + 1; extra: H − n; twoN: 2n.
  "q.alibi.ruleMixed":
    "H = {heads} is not a power of two. The largest power of two below it is n = {n}: heads 1 to {n} get the {n} slopes 2^(−8h/{n}), and heads {next} to {heads} get the first {extra} odd-numbered slopes of {twoN} heads, the 1st, 3rd, 5th, …: 2^(−8·1/{twoN}), 2^(−8·3/{twoN}), 2^(−8·5/{twoN}), …",
  // A head among the first n (or any head when H is a power of two).
  "q.alibi.slope": "The slope of head {head}: {maths}.",
  // A head past the first n: number is its place among those extra heads, place = 2·number − 1
  // the number of its slope among the slopes of 2n heads.
  "q.alibi.slopeExtra":
    "Head {head} is extra head number {number}, so it takes slope number 2·{number} − 1 = {place} of {twoN} heads: {maths}.",
  // query, key: the positions pos and pos + k; distance: |k|.
  "q.alibi.bias": "The key at {key} is |k| = {distance} places from the query at {query}: {maths}.",
  "q.alibi.why":
    "Nothing is added to the tokens: each head charges a fixed price per position of distance. Past the training length the price simply keeps growing, so far keys fade further; no unseen angle or position vector appears.",

  // pi: Position Interpolation. length: L; factor: s; stretched: s·L; pair: i; pos: pos.
  "q.pi.prompt":
    "A RoPE model (d_model = {d}, base {base}) was trained on L = {length} positions. Position Interpolation stretches it s = {factor} times, to {stretched} positions. By what angle does pair i = {pair} turn at position pos = {pos}? Give the whole angle in radians, not reduced modulo 2π.",
  "q.pi.label": "the angle, in radians",
  "q.pi.multiplied":
    "This multiplies by s instead of dividing: it is the angle at position {pos} × {factor}. PI squeezes positions, reading pos as pos/s, so every pair turns s times slower.",
  "q.pi.unscaled":
    "This is the angle pos·ω_i of the model without stretching: PI divides it by s = {factor}, reading position pos as pos/s.",
  "q.pi.hint":
    "PI squeezes the long text into the trained range: position pos is read as pos/s. So pair i turns by (pos/s)·ω_i, with ω_i = 1/base^(2i/d_model).",
  "q.pi.theta": "The frequency of pair {pair} as trained: {maths}.",
  "q.pi.scaled": "PI divides every frequency by s = {factor}: {maths}.",
  "q.pi.angle": "The angle at position pos: {maths}.",
  // inside: pos/s, a position inside L; trained: the angle pair i had there in training.
  "q.pi.same":
    "That is the angle the pair had at position {pos}/{factor} = {inside} in training ({trained}), inside L = {length}: PI maps the long text onto positions the model has already seen.",

  // ntk: NTK-aware scaling. factor: s; maths: base′.
  "q.ntk.prompt":
    "NTK-aware scaling stretches a RoPE model (d_model = {d}, base {base}) s = {factor} times. Instead of dividing positions by s, it gives the model a new base, {maths}. What is base′?",
  // top: d_model − 2.
  "q.ntk.noExponent":
    "This is base·s, without the exponent: the last pair’s exponent is {top}/{d}, not 1, so s must be raised to d_model/(d_model − 2) = {d}/{top} to slow that pair by exactly s.",
  "q.ntk.invertedExponent":
    "This raises s to (d_model − 2)/d_model = {top}/{d}, the exponent upside down: solving 1/base′^({top}/{d}) = 1/(s·base^({top}/{d})) gives base′ = base·s^({d}/{top}).",
  "q.ntk.hint":
    "NTK-aware scaling keeps pair 0 (ω₀ = 1 for any base) and chooses base′ so that the last pair, i = d_model/2 − 1, turns exactly s times slower. Write that pair’s frequency with base′ and with base, and solve for base′.",
  // last: the last pair’s index; maths: its frequency.
  "q.ntk.goal":
    "Pair 0 turns at ω₀ = 1/base⁰ = 1 whatever the base. The last pair, i = {last}, turns at {maths}: base′ must make it exactly s times slower.",
  "q.ntk.solve": "So {maths}.",
  "q.ntk.value": "With the numbers: {maths}.",
  // first, lastKept: ω′_i/ω_i of pair 0 and of the last pair.
  "q.ntk.check":
    "With base′, ω′_i/ω_i is {first} for pair 0 and {lastKept} = 1/{factor} for pair {last}: the pairs between are slowed gradually, the fast ones hardly at all.",

  // yarn: which regime a pair falls in. length: L; factor: s; alpha, beta: the ramp’s ends in
  // turns; pair: i; maths: its wavelength λ_i.
  "q.yarn.prompt":
    "YaRN stretches a RoPE model (d_model = {d}, base {base}) trained on L = {length} positions by s = {factor}, pair by pair: it counts r_i = L/λ_i, the turns pair i makes over L, with its ramp between α = {alpha} and β = {beta} turns. Pair i = {pair} has the wavelength {maths} positions. What does YaRN do to its frequency ω_i?",
  "q.yarn.legend": "What happens to ω_i",
  // The options. r: the pair’s turns r_i; gamma: its ramp γ_i; alpha, beta: the ramp’s ends.
  "q.yarn.interpolated":
    "It is divided by s, as in PI: the pair turns s times slower than it did in training.",
  "q.yarn.kept":
    "It is kept exactly as it was: ω′_i = ω_i, so the pair turns as fast as in training.",
  "q.yarn.blended":
    "It is blended: a share γ_i of ω_i plus 1 − γ_i of ω_i/s, with γ_i taken from YaRN’s ramp.",
  "q.yarn.ntk":
    "It is recomputed from a larger base′ = base·s^(d_model/(d_model − 2)), as in NTK-aware scaling.",
  "q.yarn.interpolatedDiagnosis":
    "Only pairs that make fewer than α = {alpha} turns over L are divided by s; this one makes r_i = {r}.",
  "q.yarn.keptDiagnosis":
    "Only pairs that make more than β = {beta} turns over L are kept as they are; this one makes r_i = {r}.",
  "q.yarn.blendedDiagnosis":
    "The ramp blends only pairs with r_i between α = {alpha} and β = {beta} turns; this one makes r_i = {r}, so γ_i = {gamma}.",
  "q.yarn.ntkDiagnosis":
    "That is NTK-aware scaling, which changes the base and so every pair but pair 0. YaRN decides pair by pair, from r_i = L/λ_i.",
  "q.yarn.hint":
    "YaRN looks at r_i = L/λ_i, the number of turns pair i makes over the training length: a fast pair turns many times, a slow one less than once. Compare r_i with the ramp’s ends α and β.",
  "q.yarn.turns": "The turns over the training length: {maths}.",
  // kept: ω′_i/ω_i.
  "q.yarn.step.interpolated":
    "r_i = {r} is below α = {alpha}: γ_i = 0, so the pair is interpolated, divided by s: ω′_i/ω_i = {kept}.",
  "q.yarn.step.kept":
    "r_i = {r} is above β = {beta}: γ_i = 1, so the pair is kept as it was: ω′_i/ω_i = {kept}.",
  "q.yarn.step.blended":
    "r_i = {r} lies between α = {alpha} and β = {beta}: γ_i = (r_i − α)/(β − α) = {gamma}, so ω′_i = γ_i·ω_i + (1 − γ_i)·ω_i/s keeps {kept} of the frequency.",
  "q.yarn.why":
    "Why: a pair that turns many times over L has met every angle in training, so it can keep its speed; one that never finished a turn would reach angles it has never seen, so it is slowed to stay inside those it knows.",

  // highest: which rule changes pair 0, or keeps a given pair exactly. length: L; factor: s;
  // pair: i; r: its turns r_i over L.
  "q.highest.prompt.changes":
    "A RoPE model (d_model = {d}, base {base}) trained on L = {length} positions is stretched s = {factor} times. Which of these rules changes the frequency of pair 0, the fastest pair (ω₀ = 1)?",
  "q.highest.prompt.keeps":
    "A RoPE model (d_model = {d}, base {base}) trained on L = {length} positions is stretched s = {factor} times. Pair i = {pair} makes r_i = {r} turns over L. Which of these rules leaves its frequency exactly as it was?",
  "q.highest.legend": "The rule",
  // The options: the four rules, written to similar lengths.
  "q.highest.pi": "Position Interpolation (PI)",
  "q.highest.ntk": "NTK-aware scaling of the base",
  "q.highest.yarn": "YaRN, ramped pair by pair",
  "q.highest.llama3": "Llama 3.1’s rescaling rule",
  // Wrong options when the question asks which rule changes pair 0. r: pair 0’s turns r₀; beta:
  // YaRN’s upper end; high: Llama 3.1’s.
  "q.highest.changes.ntk":
    "NTK-aware scaling keeps pair 0: ω′₀ = 1/base′⁰ = 1 whatever the new base. It slows the other pairs, the last one by exactly s.",
  "q.highest.changes.yarn":
    "Pair 0 makes r₀ = {r} turns over L, more than β = {beta}, so YaRN keeps it exactly (γ₀ = 1).",
  "q.highest.changes.llama3":
    "Pair 0 makes r₀ = {r} turns over L, more than Llama 3.1’s {high}, so its rule keeps it exactly.",
  // Wrong options when the question asks which rule keeps pair i. kept: ω′_i/ω_i under that rule.
  "q.highest.keeps.pi":
    "PI divides every pair by s, this one too: it keeps {kept} of its frequency.",
  "q.highest.keeps.ntk":
    "NTK-aware scaling keeps only pair 0 exactly; pair {pair} keeps {kept} of its frequency.",
  "q.highest.keeps.yarn":
    "YaRN keeps only pairs with more than β = {beta} turns; this one makes r_i = {r}, so it keeps {kept} of its frequency.",
  "q.highest.hint.changes":
    "Pair 0 has ω₀ = 1 and turns L/2π times over the training length, far more than once. Which rules rescale every pair alike, and which look at how often a pair turns?",
  "q.highest.hint.keeps":
    "NTK-aware scaling keeps only pair 0 exactly. YaRN and Llama 3.1 keep the pairs that turn often enough over L, each with its own threshold in turns.",
  // The worked solution: ω′_i/ω_i of the pair under each rule (maths).
  "q.highest.step.pi": "PI divides every pair by s = {factor}: {maths}.",
  // newBase: base′.
  "q.highest.step.ntk":
    "NTK-aware scaling turns pair {pair} with its new base, base′ = {newBase}: {maths}.",
  // alpha, beta: YaRN’s ramp; gamma: its γ_i for the pair.
  "q.highest.step.yarn":
    "YaRN: pair {pair} makes r_i = {r} turns over L = {length}, and its ramp runs from α = {alpha} to β = {beta} turns, so γ_i = {gamma}: {maths}.",
  // low, high: Llama 3.1’s ramp in turns; gamma: its γ_i for the pair.
  "q.highest.step.llama3":
    "Llama 3.1: the same kind of blend, with its ramp from {low} to {high} turns, so γ_i = {gamma}: {maths}.",
  "q.highest.answer.changes":
    "So only PI changes pair 0. The other three keep the fastest pair, which turns {r} times over L and needs no stretching.",
  "q.highest.answer.keeps":
    "So only Llama 3.1’s rule keeps pair {pair} exactly: its ramp ends at {high} turns, YaRN’s at {beta}, and r_i = {r} lies between.",
};
