// @ts-check
// The formula section's opening part, "from first principles": the simpler position codes and
// what goes wrong with each (raw pos, pos/n, one-hot, binary), then what the sinusoidal code gives
// instead. Every number comes from the core's simpleEncodings (for positions 0 to 31, with
// d_model and base from the store); this file picks entries, finds the extremes and writes the
// sentences and the two small plots.
import { setText } from "../../js/dom.js";
import { createLinePlot } from "../../js/figures/linePlot.js";
import { countText, formatNumber, numberText, tickText } from "../../js/format.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";

// Positions 0 .. positions - 1, and the shorter sentence of the pos/n plot.
const positions = 32;
const shortLength = 16;
// The pair the one-hot and smoothness sentences look at: 3 with its neighbour and with the last.
const near = 3;

/**
 * @param {{ slot: (name: string) => HTMLElement, own: import("../../js/section.js").Section["own"],
 *   core: import("pe-core").PeCore }} context
 */
export function createFirstPrinciples({ slot, own, core }) {
  // Both plots run over the positions.
  /** @param {string} name @param {string} label @param {string} yLabel */
  const positionPlot = (name, label, yLabel) =>
    own(
      createLinePlot(slot(name), {
        label,
        xLabel: t("plot.position"),
        yLabel,
        formatYTick: tickText,
      }),
    );
  const fractionPlot = positionPlot(
    "fraction-plot",
    t("plot.fraction.label"),
    t("plot.fraction.y"),
  );
  const stepPlot = positionPlot("step-plot", t("plot.step.label"), t("plot.step.y"));

  /** @param {import("../../js/state/index.js").State} state @returns {string} an error, or "" */
  function render(state) {
    const codes = core.simpleEncodings(positions, shortLength, state.d, state.base);
    if (!codes.ok) return refusalText(codes);
    const n = codes.nPos;
    const last = n - 1;
    const at = (/** @type {ArrayLike<number>} */ matrix, a, b) => matrix[a * n + b];
    const x = Array.from({ length: n }, (_, pos) => pos);

    // 1. The position itself.
    setText(
      slot("raw-text"),
      t("raw.text", {
        zero: String(codes.raw[0]),
        mid: String(n / 2),
        midCode: String(codes.raw[n / 2]),
        last: String(last),
        lastCode: String(codes.raw[last]),
        thousand: countText(1000),
        lastOfThousand: countText(999),
      }),
    );

    // 2. pos/n for two lengths: the same position, two codes; the same code, two positions.
    const short = codes.nShort;
    const probe = short / 2;
    const half = (/** @type {ArrayLike<number>} */ values) =>
      Array.prototype.findIndex.call(values, (v) => v === 0.5);
    fractionPlot.update({
      x,
      series: [
        {
          label: t("plot.fraction.series", { n: String(n) }),
          values: codes.fraction,
          style: "line",
          colour: 1,
        },
        {
          label: t("plot.fraction.series", { n: String(short) }),
          values: x.map((pos) => (pos < short ? codes.fractionShort[pos] : null)),
          style: "points",
          colour: 2,
        },
      ],
      xRange: [0, last],
      yRange: [0, 1],
      description: t("fraction.description", {
        n: String(n),
        short: String(short),
        last: String(last),
        probe: String(probe),
        probeLong: formatNumber(codes.fraction[probe]),
        probeShort: formatNumber(codes.fractionShort[probe]),
      }),
    });
    setText(
      slot("fraction-caption"),
      t("fraction.caption", { n: String(n), short: String(short) }),
    );
    setText(
      slot("fraction-text"),
      t("fraction.text", {
        probe: String(probe),
        probeLong: formatNumber(codes.fraction[probe]),
        n: String(n),
        probeShort: formatNumber(codes.fractionShort[probe]),
        short: String(short),
        halfLong: String(half(codes.fraction)),
        halfShort: String(half(codes.fractionShort)),
        stepLong: formatNumber(codes.fraction[1]),
        stepShort: formatNumber(codes.fractionShort[1]),
      }),
    );

    // 3. One-hot: n dimensions, and the same distance between any two positions.
    const oneNear = at(codes.oneHotDistance, near, near + 1);
    const oneFar = at(codes.oneHotDistance, near, last);
    setText(
      slot("one-hot-text"),
      t("oneHot.text", {
        n: String(n),
        big: countText(100000),
        near: String(near),
        nearDistance: formatNumber(oneNear),
        next: String(near + 1),
        farDistance: formatNumber(oneFar),
        far: String(last),
      }),
    );

    // 4. Binary: the bits, 7 -> 8 against 8 -> 9, and the biggest jump between neighbours.
    const bits = codes.bits;
    const bitText = (/** @type {number} */ pos) =>
      Array.from(codes.binary.subarray(pos * bits, pos * bits + bits)).join("");
    const flips = Array.from(codes.binaryFlips);
    const biggest = flips.indexOf(Math.max(...flips));
    // The arguments of one jump, from pos to pos + 1, named with `side` (A or B) in the message.
    /** @param {number} pos @param {string} side */
    const jump = (pos, side) => ({
      [`from${side}`]: String(pos),
      [`code${side}`]: bitText(pos),
      [`to${side}`]: String(pos + 1),
      [`toCode${side}`]: bitText(pos + 1),
      [`all${side}`]: flips[pos] === bits ? "yes" : "no",
      [`count${side}`]: flips[pos],
      [`distance${side}`]: formatNumber(at(codes.binaryDistance, pos, pos + 1)),
    });
    const seven = 7;
    const counted = { last: String(last), bits: String(bits) };
    setText(
      slot("binary-text"),
      `${t("binary.text", { ...counted, ...jump(seven, "A"), ...jump(seven + 1, "B") })} ` +
        (biggest === seven
          ? t("binary.noFurther")
          : t("binary.biggest", { ...counted, ...jump(biggest, "A") })),
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
        {
          label: t("plot.step.binary"),
          values: steps(codes.binaryDistance),
          style: "line",
          colour: 2,
        },
        {
          label: t("plot.step.oneHot"),
          values: steps(codes.oneHotDistance),
          style: "line",
          colour: 3,
          dash: 2,
        },
        {
          label: t("plot.step.sinusoidal"),
          values: sinusoidalSteps,
          style: "line",
          colour: 1,
          dash: 1,
        },
      ],
      xRange: [0, last - 1],
      yRange: [0, Math.ceil(Math.max(stepHigh, Math.sqrt(bits)) + 0.5)],
      description: t("step.description", {
        lastStep: String(last - 1),
        binaryHigh: formatNumber(Math.sqrt(bits)),
        oneHot: formatNumber(oneNear),
        sinusoidal: formatNumber(stepLow),
      }),
    });
    setText(
      slot("step-caption"),
      t("step.caption", {
        lastStep: String(last - 1),
        d: String(state.d),
        sinusoidal: formatNumber(stepLow),
      }),
    );

    // 6. What the sinusoidal code gives: bounded, unique, smooth.
    setText(
      slot("settings-text"),
      t("settings", { d: String(state.d), base: formatNumber(state.base) }),
    );
    setText(
      slot("bounded-text"),
      t("bounded.text", { last: String(last), maxAbs: formatNumber(codes.sinusoidalMaxAbs) }),
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
      t(closest.b - closest.a === 1 ? "unique.neighbours" : "unique.other", {
        pairs: countText((n * (n - 1)) / 2),
        last: String(last),
        a: String(closest.a),
        b: String(closest.b),
        distance: formatNumber(closest.distance),
      }),
    );
    const sinNear = at(codes.sinusoidalDistance, near, near + 1);
    const sinFar = at(codes.sinusoidalDistance, near, last);
    setText(
      slot("smooth-text"),
      t(sinFar > sinNear ? "smooth.farther" : "smooth.notFarther", {
        step: formatNumber(stepLow),
        last: String(last),
        spread: numberText(stepHigh - stepLow, 2),
        near: String(near),
        nearDistance: formatNumber(sinNear),
        next: String(near + 1),
        farDistance: formatNumber(sinFar),
      }),
    );
    return "";
  }

  return { render };
}
