// @ts-check
// The formula section's opening part, "from first principles": the simpler position codes and
// what goes wrong with each (raw pos, pos/n, one-hot, binary), then what the sinusoidal code gives
// instead. Every number comes from the core's simpleEncodings (for positions 0 to 31, with
// d_model and base from the store); this file picks entries, finds the extremes and writes the
// sentences and the two small plots.
import { setText } from "../dom.js";
import { createLinePlot } from "../figures/linePlot.js";
import { countText, formatNumber, numberText, tickText } from "../format.js";

// Positions 0 .. positions - 1, and the shorter sentence of the pos/n plot.
const positions = 32;
const shortLength = 16;
// The pair the one-hot and smoothness sentences look at: 3 with its neighbour and with the last.
const near = 3;

/**
 * @param {{ slot: (name: string) => HTMLElement, own: import("../section.js").Section["own"],
 *   core: import("pe-core").PeCore }} context
 */
export function createFirstPrinciples({ slot, own, core }) {
  // Both plots run over the positions.
  /** @param {string} name @param {string} label @param {string} yLabel */
  const positionPlot = (name, label, yLabel) =>
    own(
      createLinePlot(slot(name), { label, xLabel: "position pos", yLabel, formatYTick: tickText }),
    );
  const fractionPlot = positionPlot("fraction-plot", "pos/n for two sentence lengths", "pos/n");
  const stepPlot = positionPlot(
    "step-plot",
    "Distance between the codes of neighbouring positions",
    "|code(pos + 1) − code(pos)|",
  );

  /** @param {import("../state/index.js").State} state @returns {string} an error, or "" */
  function render(state) {
    const codes = core.simpleEncodings(positions, shortLength, state.d, state.base);
    if (!codes.ok) return codes.error;
    const n = codes.nPos;
    const last = n - 1;
    const at = (/** @type {ArrayLike<number>} */ matrix, a, b) => matrix[a * n + b];
    const x = Array.from({ length: n }, (_, pos) => pos);

    // 1. The position itself.
    setText(
      slot("raw-text"),
      `Here code(0) = ${codes.raw[0]}, code(${n / 2}) = ${codes.raw[n / 2]} and code(${last}) = ` +
        `${codes.raw[last]}; a text of ${countText(1000)} words would reach ${countText(999)}.`,
    );

    // 2. pos/n for two lengths: the same position, two codes; the same code, two positions.
    const short = codes.nShort;
    const probe = short / 2;
    const half = (/** @type {ArrayLike<number>} */ values) =>
      Array.prototype.findIndex.call(values, (v) => v === 0.5);
    fractionPlot.update({
      x,
      series: [
        { label: `n = ${n}: pos/${n}`, values: codes.fraction, style: "line", colour: 1 },
        {
          label: `n = ${short}: pos/${short}`,
          values: x.map((pos) => (pos < short ? codes.fractionShort[pos] : null)),
          style: "points",
          colour: 2,
        },
      ],
      xRange: [0, last],
      yRange: [0, 1],
      description:
        `pos/n for a sentence of ${n} tokens (a line) and of ${short} tokens (points), ` +
        `positions 0 to ${last}: position ${probe} is ${formatNumber(codes.fraction[probe])} ` +
        `in the first and ${formatNumber(codes.fractionShort[probe])} in the second.`,
    });
    setText(
      slot("fraction-caption"),
      `pos/n for a sentence of n = ${n} tokens (the line joins its positions) and of ` +
        `n = ${short} tokens (one point per position). The vertical axis runs from 0 to 1.`,
    );
    setText(
      slot("fraction-text"),
      `Position ${probe} is ${formatNumber(codes.fraction[probe])} in a sentence of ${n} ` +
        `tokens and ${formatNumber(codes.fractionShort[probe])} in one of ${short}. The code ` +
        `0.5 means position ${half(codes.fraction)} in the first and position ` +
        `${half(codes.fractionShort)} in the second, and one step along is ` +
        `${formatNumber(codes.fraction[1])} in one and ${formatNumber(codes.fractionShort[1])} ` +
        `in the other.`,
    );

    // 3. One-hot: n dimensions, and the same distance between any two positions.
    const oneNear = at(codes.oneHotDistance, near, near + 1);
    const oneFar = at(codes.oneHotDistance, near, last);
    setText(
      slot("one-hot-text"),
      `For ${n} positions that is ${n} dimensions (a model reading ${countText(100000)} ` +
        `tokens would need ${countText(100000)}), and position ${near} is ` +
        `${formatNumber(oneNear)} (√2) from position ${near + 1} and ${formatNumber(oneFar)} ` +
        `from position ${last}.`,
    );

    // 4. Binary: the bits, 7 -> 8 against 8 -> 9, and the biggest jump between neighbours.
    const bits = codes.bits;
    const bitText = (/** @type {number} */ pos) =>
      Array.from(codes.binary.subarray(pos * bits, pos * bits + bits)).join("");
    const flips = Array.from(codes.binaryFlips);
    const biggest = flips.indexOf(Math.max(...flips));
    /** @param {number} pos @param {string} [joiner] between the two codes and what flips */
    const jump = (pos, joiner = " ") => {
      const count = flips[pos];
      const what =
        count === bits
          ? `all ${bits} bits flip`
          : count === 1
            ? "1 bit flips"
            : `${count} of the ${bits} bits flip`;
      const distance = formatNumber(at(codes.binaryDistance, pos, pos + 1));
      return `from ${pos} (${bitText(pos)}) to ${pos + 1} (${bitText(pos + 1)})${joiner}${what}, a distance of ${distance}`;
    };
    const seven = 7;
    const opening = jump(seven);
    setText(
      slot("binary-text"),
      `Positions 0 to ${last} need ${bits} bits. ${opening.charAt(0).toUpperCase()}` +
        `${opening.slice(1)}, but ${jump(seven + 1)}. ` +
        (biggest === seven
          ? "No step jumps further."
          : `The biggest jump is ${jump(biggest, ": ")}.`),
    );

    // 5. Neighbour distances of the three codes, side by side.
    const before = x.slice(0, last);
    const steps = (/** @type {ArrayLike<number>} */ matrix) =>
      before.map((pos) => at(matrix, pos, pos + 1));
    const sinusoidalSteps = steps(codes.sinusoidalDistance);
    const stepLow = Math.min(...sinusoidalSteps);
    const stepHigh = Math.max(...sinusoidalSteps);
    stepPlot.update({
      x: before,
      series: [
        { label: "binary", values: steps(codes.binaryDistance), style: "line", colour: 2 },
        {
          label: "one-hot",
          values: steps(codes.oneHotDistance),
          style: "line",
          colour: 3,
          dash: 2,
        },
        {
          label: "sinusoidal",
          values: sinusoidalSteps,
          style: "line",
          colour: 1,
          dash: 1,
        },
      ],
      xRange: [0, last - 1],
      yRange: [0, Math.ceil(Math.max(stepHigh, Math.sqrt(bits)) + 0.5)],
      description:
        `Distance between the codes of pos and pos + 1 for pos = 0 to ${last - 1}: binary ` +
        `jumps between 1 and ${formatNumber(Math.sqrt(bits))}, one-hot stays at ` +
        `${formatNumber(oneNear)}, sinusoidal stays at ${formatNumber(stepLow)}.`,
    });
    setText(
      slot("step-caption"),
      `How far each code moves from pos to pos + 1, for pos = 0 to ${last - 1}; straight lines ` +
        `join the whole positions, and the vertical axis starts at 0. Binary jumps whenever a ` +
        `carry runs through its bits. One-hot is flat, but every other pair of its codes is just ` +
        `as far apart. The sinusoidal code (d_model = ${state.d}) moves by the same ` +
        `${formatNumber(stepLow)} at every step.`,
    );

    // 6. What the sinusoidal code gives: bounded, unique, smooth.
    setText(slot("settings-text"), `d_model = ${state.d}, base = ${formatNumber(state.base)}`);
    setText(
      slot("bounded-text"),
      `Over positions 0 to ${last} the largest |value| is ` +
        `${formatNumber(codes.sinusoidalMaxAbs)}: cos 0 = 1, at position 0.`,
    );
    let closest = { a: 0, b: 1, distance: Infinity };
    for (let a = 0; a < n; a += 1) {
      for (let b = a + 1; b < n; b += 1) {
        const distance = at(codes.sinusoidalDistance, a, b);
        if (distance < closest.distance) closest = { a, b, distance };
      }
    }
    setText(
      slot("unique-text"),
      `Of all ${countText((n * (n - 1)) / 2)} pairs of positions 0 to ${last}, the closest ` +
        (closest.b - closest.a === 1
          ? `codes belong to neighbours (${closest.a} and ${closest.b}, as close as any ` +
            `neighbours), still ${formatNumber(closest.distance)} apart`
          : `codes are those of ${closest.a} and ${closest.b}, still ` +
            `${formatNumber(closest.distance)} apart`) +
        `: no two positions share a code.`,
    );
    const sinNear = at(codes.sinusoidalDistance, near, near + 1);
    const sinFar = at(codes.sinusoidalDistance, near, last);
    setText(
      slot("smooth-text"),
      `Every position is ${formatNumber(stepLow)} from the next (the ${last} neighbour ` +
        `distances differ by at most ${numberText(stepHigh - stepLow, 2)}), and nearness ` +
        `shows: PE(${near}) is ${formatNumber(sinNear)} from PE(${near + 1}) ` +
        (sinFar > sinNear ? "but " : "and only ") +
        `${formatNumber(sinFar)} from PE(${last}).`,
    );
    return "";
  }

  return { render };
}
