// The section "relative": what its script writes (the prose is in relative.html). Numbers arrive
// written by format.js; PE(…), d_model, pos, ref and ωᵢ are symbols and stay as written.
import exam from "./en/exam.js";

export default {
  "control.refHint": "the reference position, 0 to n − 1",
  "control.nHint": "pos runs from 0 to n − 1",
  "control.dHint": "vector size: d_model/2 pairs",

  "plot.label": "Dot product of PE(ref) with PE(pos) for every position pos",
  "plot.xLabel": "position pos",
  "plot.yLabel": "PE(ref)·PE(pos)",
  // Series and marks of the plot. {ref}: the reference position; {offset}: 3; {half}: d_model/2.
  "plot.series": "PE({ref})·PE(pos)",
  "plot.nearby": "pos = {ref} ± {offset}",
  "plot.markRef": "pos = ref = {ref}",
  "plot.markHalf": "d_model/2 = {half}",
  // The plot's description for a screen reader. {last}: n − 1; {low}: −d_model/2; {peak}: the value at ref.
  "plot.description":
    "Line plot of PE({ref})·PE(pos) for pos from 0 to {last}, d_model = {d}, on a vertical axis from {low} to {half}: {peak} at pos = {ref}, lower everywhere else.",
  // The caption under the plot. {top}/{topValue}: where the largest value is and what it is;
  // {lowPos}/{lowValue}: the smallest; {atRef}: "yes" when the largest is at ref itself.
  "plot.caption":
    "PE({ref})·PE(pos) for pos = 0 to {last}, with d_model = {d} and base {base}; straight lines join the whole positions. The vertical axis runs from −d_model/2 = {low} to d_model/2 = {half}, the whole range a sum of {half} cosines can take, so the peak stands at its true height. The largest value on the curve is {topValue}, at pos = {top}{atRef, select, yes {, the reference position itself} other {}}; the smallest is {lowValue}, at pos = {lowPos}. The curve is the same shape on both sides of pos = {ref}: only the distance |pos − ref| matters, not the direction.",
  // {pairs}: d_model/2 as a number (chooses the wording); {half}: the same, written.
  "peak.text":
    "At pos = ref the dot product is PE({ref})·PE({ref}) = |PE({ref})|² = {peak}: {pairs, plural, one {the one pair} other {every one of the {half} pairs}} contributes sin² + cos² = 1, so the total is d_model/2 = {half}, whatever ref is. No other position reaches it: that would need every pair's angle ωᵢ·(pos − ref) to be a whole number of turns at once, and pair 0 (ω₀ = 1) never turns a whole number of times in a whole number of steps.",

  // The signal paragraph when no rise with distance was found.
  "signal.tooShort":
    "With n = {n} there are too few positions beside ref to see how the dot product changes with distance; take a longer sequence.",
  "signal.steady":
    "Over these {reach} positions beside ref the dot product happens to fall steadily with distance; take a longer sequence (n) to see that it does not go on doing so.",
  // {nearPos}/{near}/{nearValue}: the nearer position, its distance, its dot product; same for far;
  // {away}..{reach}: the distances of the band {low}..{high}.
  "signal.text":
    "So the raw dot product is only a weak signal of distance. It is largest at distance 0, but it does not fall steadily after that: it wiggles, because the fast pairs keep turning. PE({ref})·PE({nearPos}) = {nearValue} at distance {near}, while PE({ref})·PE({farPos}) = {farValue} at distance {far}, larger although {far} is farther. From distance {away} to {reach} the curve stays between {low} and {high}, up and down. Read on its own, a higher score does not mean a nearer word. What attention can use instead is the shift Mₖ, as the last part of this section shows.",

  // The pair table.
  "pairs.scrollLabel": "Pair table (scrolls sideways)",
  "pairs.caption": "Dot products of pairs of positions (d_model = {d})",
  "pairs.colPositions": "positions",
  "pairs.colOffset": "offset",
  "pairs.colDot": "dot product",
  "pairs.rowHead": "PE({a})·PE({b})",
  // An offset cell: {sign} is + or −, {size} its size; ahead (the second position after the first) or back.
  "pairs.offsetAhead": "{sign}{size} (ahead)",
  "pairs.offsetBack": "{sign}{size} (back)",
  "pairs.noPosition": "no such position",
  // {count}: rows the core refused; {refusals}: each refused pair with the core's words, joined by "; ".
  "pairs.refused":
    "The core cannot compute {count, plural, one {this pair, so its row shows} other {these pairs, so their rows show}} “—”: {refusals}.",
  // The text under the table: the two pairs ahead ({ref3}: ref + 3; {second}, {second3}: the second
  // pair; {gap}: 10 positions; {digits}: digits shown), then the pair back, or why there is none.
  "pairs.sameDigits":
    "PE({ref})·PE({ref3}) and PE({second})·PE({second3}) are {gap} positions apart but have the same offset, {offset}, and they give the same number to the {digits} digits shown.",
  "pairs.sameRounding":
    "PE({ref})·PE({ref3}) and PE({second})·PE({second3}) are {gap} positions apart but have the same offset, {offset}, and they agree to the rounding of the computation.",
  "pairs.back":
    "PE({ref})·PE({back}) looks {offset} places back from {ref} instead, offset −{offset}, and gives it again: the sum of cos(ωᵢk) is the same for k = −{offset} and k = +{offset}, because cos is an even function, cos(−x) = cos x. So the dot product sees how far apart two positions are, not which one comes first.",
  "pairs.noBack":
    "There is no position {offset} places back from ref = {ref} (positions start at 0); with ref ≥ {offset} the table also looks back, at offset −{offset}.",

  // Looking three words back. {back}: ref − 3; {peak}: PE(ref)·PE(ref) = d_model/2; {self}: PE(ref)·PE(ref + 3).
  "lookback.found":
    "With numbers, for the word at position {ref}: the word at {back} (k = −{offset}) scores PE({ref})·PE({back} + {offset}) = {peak} = d_model/2, the largest score there is; the word itself (k = 0) scores only PE({ref})·PE({ref3}) = {self}. Move ref and the best key moves with it, always {offset} places back, with the same matrix M₃.",
  "lookback.none":
    "With numbers, for the word at position {ref}: there is no word {offset} places back (positions start at 0), so no key reaches d_model/2 = {half}; the word itself (k = 0) scores only PE({ref})·PE({ref3}) = {self}. Move ref and the best key moves with it, always {offset} places back, with the same matrix M₃.",
  // The exam's questions on this section.
  ...exam,
};
