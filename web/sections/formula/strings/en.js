// Messages of the "formula" section (formula.js and its opening part, firstPrinciples.js).
// Numbers arrive written by format.js (or as plain integers); symbols (pos, n, d_model, PE, λ)
// stay as they are.
import exam from "./en/exam.js";

// How many of a binary code's bits flip between two neighbouring positions, inside a sentence:
// {all<n>} is "yes" when every bit flips, {count<n>} how many flip, {bits} how many there are.
const flips = (n) =>
  `{all${n}, select, yes {all {bits} bits flip} other {{count${n}, plural, one {1 bit flips} other {# of the {bits} bits flip}}}}`;

export default {
  // Hints under the number controls.
  "hint.pos": "position in the sequence, from 0",
  "hint.d": "vector size, even",
  "hint.base": "10000 in the original paper",

  // Names of the derivation's steps; {dim} is a dimension's number.
  "step.exponent": "Exponent",
  "step.divisor": "Divisor",
  "step.omega": "Frequency",
  "step.angle": "Angle",
  "step.sin": "Sine → dimension 2i = {dim}",
  "step.cos": "Cosine → dimension 2i + 1 = {dim}",
  "step.wavelength": "Wavelength (positions per full turn)",

  // {i}: the pair; {d}: d_model; {pairs}: d_model/2 as a number for the plural, {pairsText} the
  // same written; {lastPair}: the last pair's index; {dimSin}, {dimCos}: its two dimensions.
  convention:
    "Here i = {i} counts pairs, not dimensions: with d_model = {d} there {pairs, plural, one {is {pairsText} pair} other {are {pairsText} pairs}} (i = 0 to {lastPair}). Pair {i} puts the sine in dimension 2i = {dimSin} and the cosine of the same angle in dimension 2i + 1 = {dimCos}.",

  // The two small plots of the opening part: their names (aria labels), axis titles and series.
  "plot.position": "position pos",
  "plot.fraction.label": "pos/n for two sentence lengths",
  "plot.fraction.y": "pos/n",
  "plot.step.label": "Distance between the codes of neighbouring positions",
  "plot.step.y": "|code(pos + 1) − code(pos)|",
  // A series of the pos/n plot: {n} the sentence length.
  "plot.fraction.series": "n = {n}: pos/{n}",
  "plot.step.binary": "binary",
  "plot.step.oneHot": "one-hot",
  "plot.step.sinusoidal": "sinusoidal",

  // 1. The raw position: {zero}, {mid}, {midCode}, {last}, {lastCode}; {thousand} and {lastOfThousand}
  // are 1000 and 999 written.
  "raw.text":
    "Here code(0) = {zero}, code({mid}) = {midCode} and code({last}) = {lastCode}; a text of {thousand} words would reach {lastOfThousand}.",

  // 2. pos/n: {n}, {short} the two lengths; {last} the last position; {probe} a position,
  // {probeLong}, {probeShort} its two codes; {halfLong}, {halfShort} the positions coded 0.5;
  // {stepLong}, {stepShort} the codes of position 1.
  "fraction.description":
    "pos/n for a sentence of {n} tokens (a line) and of {short} tokens (points), positions 0 to {last}: position {probe} is {probeLong} in the first and {probeShort} in the second.",
  "fraction.caption":
    "pos/n for a sentence of n = {n} tokens (the line joins its positions) and of n = {short} tokens (one point per position). The vertical axis runs from 0 to 1.",
  "fraction.text":
    "Position {probe} is {probeLong} in a sentence of {n} tokens and {probeShort} in one of {short}. The code 0.5 means position {halfLong} in the first and position {halfShort} in the second, and one step along is {stepLong} in one and {stepShort} in the other.",

  // 3. One-hot: {n} positions; {big} 100000 written; {near}, {next} two neighbours, {nearDistance}
  // their distance; {far} the last position, {farDistance} its distance from {near}.
  "oneHot.text":
    "For {n} positions that is {n} dimensions (a model reading {big} tokens would need {big}), and position {near} is {nearDistance} (√2) from position {next} and {farDistance} from position {far}.",

  // 4. Binary: {bits} bits; the jump from {fromA} (its code {codeA}) to {toA} (code {toCodeA}) and
  // from {fromB} to {toB}, each with what flips and the distance.
  "binary.text": `Positions 0 to {last} need {bits} bits. From {fromA} ({codeA}) to {toA} ({toCodeA}) ${flips("A")}, a distance of {distanceA}, but from {fromB} ({codeB}) to {toB} ({toCodeB}) ${flips("B")}, a distance of {distanceB}.`,
  "binary.noFurther": "No step jumps further.",
  "binary.biggest": `The biggest jump is from {fromA} ({codeA}) to {toA} ({toCodeA}): ${flips("A")}, a distance of {distanceA}.`,

  // 5. Neighbour distances: {lastStep} the last pos; {binaryHigh} √bits; {oneHot}; {sinusoidal}.
  "step.description":
    "Distance between the codes of pos and pos + 1 for pos = 0 to {lastStep}: binary jumps between 1 and {binaryHigh}, one-hot stays at {oneHot}, sinusoidal stays at {sinusoidal}.",
  "step.caption":
    "How far each code moves from pos to pos + 1, for pos = 0 to {lastStep}; straight lines join the whole positions, and the vertical axis starts at 0. Binary jumps whenever a carry runs through its bits. One-hot is flat, but every other pair of its codes is just as far apart. The sinusoidal code (d_model = {d}) moves by the same {sinusoidal} at every step.",

  // 6. The sinusoidal code.
  settings: "d_model = {d}, base = {base}",
  "bounded.text":
    "Over positions 0 to {last} the largest |value| is {maxAbs}: cos 0 = 1, at position 0.",
  // {pairs}: how many pairs of positions (written); {a}, {b}: the closest two; {distance}.
  "unique.neighbours":
    "Of all {pairs} pairs of positions 0 to {last}, the closest codes belong to neighbours ({a} and {b}, as close as any neighbours), still {distance} apart: no two positions share a code.",
  "unique.other":
    "Of all {pairs} pairs of positions 0 to {last}, the closest codes are those of {a} and {b}, still {distance} apart: no two positions share a code.",
  // {step}: the distance between neighbours; {spread}: how much those distances differ;
  // {near}, {next}, {last} positions; {nearDistance}, {farDistance}.
  "smooth.farther":
    "Every position is {step} from the next (the {last} neighbour distances differ by at most {spread}), and nearness shows: PE({near}) is {nearDistance} from PE({next}) but {farDistance} from PE({last}).",
  "smooth.notFarther":
    "Every position is {step} from the next (the {last} neighbour distances differ by at most {spread}), and nearness shows: PE({near}) is {nearDistance} from PE({next}) and only {farDistance} from PE({last}).",
  // The exam's questions on this section.
  ...exam,
};
