// @ts-check
// Section "rope": rotary position embedding, the article's last step. Four parts:
//   1. one pair turned by θ = pos·ω_i on an angle dial (peValue gives ω, θ, cos θ, sin θ);
//   2. the score of a rotated query Q and key K depends on the offset only: ropeCheck with the
//      query at pos and the key at pos + k, and with both moved by `shift`, the lengths before and
//      after the rotation, and ropeDots for two query positions plotted against the offset k (the
//      two curves coincide);
//   3. "dog bites man" vs "man bites dog" through the attention toy with RoPE (attentionToy,
//      compareSentences), next to the same toy without positions and with the added encoding;
//   4. added once vs applied in every score (prose), and how R(θ) relates to the block of M_k:
//      the same cos(ω_i k) and sin(ω_i k) from shiftIdentity, laid out as each matrix has them;
//   5. (prose in index.html) where RoPE is used, and the other relative schemes.
// Every number comes from the core; this file arranges, formats and picks what to show.
import { allOk, firstError } from "../../js/core.js";
import { createDerivation, pairFrequencyStep } from "../../js/derivation.js";
import { el, headerCell, tableHead } from "../../js/dom.js";
import { createAngleDial } from "../../js/figures/angleDial.js";
import { createLinePlot } from "../../js/figures/linePlot.js";
import { createWeightsTable, updateOnOneScale } from "../../js/figures/matrixTable.js";
import {
  agree,
  fixed,
  integerText,
  minus,
  numberText,
  quoted,
  subscriptText,
  texFactor,
  texNumber,
  tickText,
} from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";

// The plot covers offsets k from −plotReach to +plotReach.
const plotReach = 32;
// Digits of the two dot products: enough to see where they part (at ~1e-16).
const fullDigits = 16;
// The toy of the first section, with RoPE.
const sentences = ["dog bites man", "man bites dog"];
const toyDModel = 8;
const focusWord = "bites";
/** @type {{ kind: import("pe-core").PeKind, name: string }[]} */
const toyKinds = [
  { kind: "none", name: "no positions (first section)" },
  { kind: "sinusoidal", name: "sinusoidal encoding, added to the input" },
  { kind: "rope", name: "RoPE: queries and keys rotated" },
];

// Three decimals for the dial's tip: short enough to sit beside the circle ("−0.000" is "0.000").
/** @param {number} v */
const tipText = (v) => fixed(v, 3, { unsignedZero: true });

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  // Controls: pos and i turn the dial; pos, k and shift place the query (at pos) and the key (at
  // pos + k).
  section.numbers(
    [
      { key: "pos", hint: "the position of the word" },
      { key: "i", slider: { max: 63 } },
    ],
    "dial-controls",
  );
  section.numbers(
    [
      { key: "pos", id: "rope-query-pos", hint: "the query’s position" },
      { key: "k", hint: "the offset: the key sits at pos + k" },
      { key: "shift", hint: "moves query and key along together" },
    ],
    "check-controls",
  );

  // 1. The dial and its derivation.
  const dial = section.own(createAngleDial(slot("dial"), { label: "Angle dial" }));
  const dialSteps = [
    pairFrequencyStep,
    {
      id: "angle",
      name: () => "The angle: position times frequency",
      tex: (v, s) =>
        `\\theta = \\text{pos}\\cdot\\omega_{${s.i}} = ${s.pos} \\times ${texNumber(v.omega)} = ${texNumber(v.angle, 10)}`,
    },
    {
      id: "rotated",
      name: () => "The point (1, 0) after the turn",
      tex: (v) =>
        `R(\\theta)\\begin{pmatrix} 1 \\\\ 0 \\end{pmatrix} = ` +
        `\\begin{pmatrix} \\cos\\theta \\\\ \\sin\\theta \\end{pmatrix} = ` +
        `\\begin{pmatrix} ${texNumber(v.cos)} \\\\ ${texNumber(v.sin)} \\end{pmatrix}`,
    },
  ];
  const dialDerivation = section.own(createDerivation(slot("dial-steps"), dialSteps));

  // 2. The check with the query at pos and the key at pos + k, and both moved by shift; then the
  // plot.
  const checkSteps = [
    {
      id: "dot",
      name: (c, s, keyPos) => `Query at pos = ${s.pos}, key at pos + k = ${keyPos}`,
      tex: (c, s, keyPos) =>
        `(R_{${s.pos}}\\,Q)\\cdot(R_{${keyPos}}\\,K) = ${texNumber(c.dot, fullDigits)}`,
    },
    {
      id: "dot-shifted",
      name: (c, s, keyPos) =>
        `Both moved by shift = ${integerText(s.shift)}: query at ${s.pos + s.shift}, key at ${keyPos + s.shift}`,
      tex: (c, s, keyPos) =>
        `(R_{${s.pos + s.shift}}\\,Q)\\cdot(R_{${keyPos + s.shift}}\\,K) = ${texNumber(c.dotShifted, fullDigits)}`,
    },
    {
      id: "diff",
      name: () => "How far apart the two are",
      tex: (c) => `\\text{absDiff} = ${texNumber(c.absDiff, 3)}`,
    },
    {
      id: "norm-q",
      name: (c, s) => `Lengths: Q before and after its turn to position pos = ${s.pos}`,
      tex: (c) => `\\lVert Q \\rVert = ${texNumber(c.normQ, 12)}`,
    },
    {
      id: "norm-rotated",
      tex: (c, s) => `\\lVert R_{${s.pos}}\\,Q \\rVert = ${texNumber(c.normRotatedQ, 12)}`,
    },
  ];
  const checkDerivation = section.own(createDerivation(slot("check-steps"), checkSteps));

  const plot = section.own(
    createLinePlot(slot("plot"), {
      label: "Score of the rotated query and key against the offset",
      xLabel: "offset k",
      yLabel: "(R_pos Q)·(R_pos+k K)",
      formatYTick: tickText,
      sampleNoun: "offset",
    }),
  );

  // 4. R(θ) beside the block of M_k: the same four numbers (shiftIdentity's cos(ω_i k) and
  // sin(ω_i k)), laid out as each matrix has them, then R(θ) turning the pair written cosine first.
  const matrix = (/** @type {number[]} */ [a, b, c, d]) =>
    `\\begin{pmatrix} ${texNumber(a)} & ${texNumber(b)} \\\\ ${texNumber(c)} & ${texNumber(d)} \\end{pmatrix}`;
  const column = (/** @type {number} */ a, /** @type {number} */ b) =>
    `\\begin{pmatrix} ${texNumber(a)} \\\\ ${texNumber(b)} \\end{pmatrix}`;
  const relationSteps = [
    {
      id: "block",
      name: (v, s) => `Block of pair i = ${s.i} in M${subscriptText(s.k)}, acting on (sin, cos)`,
      tex: (v) =>
        `\\begin{pmatrix} \\cos\\theta & \\sin\\theta \\\\ -\\sin\\theta & \\cos\\theta \\end{pmatrix} = ` +
        matrix([v.cosK, v.sinK, -v.sinK, v.cosK]),
    },
    {
      id: "theta",
      tex: (v, s) =>
        `\\theta = \\omega_{${s.i}} k = ${texNumber(v.omega)} \\times ${texFactor(s.k)}`,
    },
    {
      id: "rotation",
      name: () => "RoPE’s R(θ) for the same θ, acting on (x, y): the transpose",
      tex: (v) =>
        `R(\\theta) = \\begin{pmatrix} \\cos\\theta & -\\sin\\theta \\\\ \\sin\\theta & \\cos\\theta \\end{pmatrix} = ` +
        matrix([v.cosK, -v.sinK, v.sinK, v.cosK]),
    },
    {
      id: "turned",
      name: (v, s) =>
        `R(θ) turns the pair of PE(${s.pos}), written cosine first, into the pair of PE(${s.pos + s.k})`,
      tex: (v) =>
        `R(\\theta) ${column(v.cosPos, v.sinPos)} = ${column(v.cosIdentity, v.sinIdentity)}`,
    },
    {
      id: "direct",
      name: () => "The same pair computed directly",
      tex: (v, s) =>
        `\\begin{pmatrix} \\cos(\\omega_{${s.i}} \\cdot ${s.pos + s.k}) \\\\ \\sin(\\omega_{${s.i}} \\cdot ${s.pos + s.k}) \\end{pmatrix} = ` +
        column(v.cosDirect, v.sinDirect),
    },
  ];
  const relationDerivation = section.own(createDerivation(slot("relation-steps"), relationSteps));

  function renderRelation(state) {
    const v = core.shiftIdentity(state.pos, state.k, state.i, state.d, state.base);
    if (!v.ok) return v.error;
    relationDerivation.render(v, state);
    const sinText = numberText(v.sinK, 6);
    const minusSinText = numberText(-v.sinK, 6);
    slot("relation-text").textContent =
      `The two matrices share cos θ = ${numberText(v.cosK, 6)} on the diagonal. The block of ` +
      `M${subscriptText(state.k)} has ${sinText} above the diagonal and ${minusSinText} below; ` +
      `R(θ) has ${minusSinText} above and ${sinText} below: one is the other transposed. ` +
      `Read with the cosine first, the pair (${numberText(v.cosPos, 6)}, ` +
      `${numberText(v.sinPos, 6)}) of position ${state.pos} turns into ` +
      `(${numberText(v.cosIdentity, 6)}, ${numberText(v.sinIdentity, 6)}), the pair of position ` +
      `${state.pos + state.k} (directly: ${numberText(v.cosDirect, 6)}, ` +
      `${numberText(v.sinDirect, 6)}).`;
    return "";
  }

  // 3. The toy with RoPE.
  const weightTables = sentences.map((sentence, side) =>
    section.own(
      createWeightsTable(slot(`weights-${side}`), {
        caption: `${quoted(sentence)} with RoPE: attention weights`,
      }),
    ),
  );
  let toyDrawn = false;

  function renderDial(state) {
    const v = core.peValue(state.pos, state.i, state.d, state.base);
    if (!v.ok) return v.error;
    dialDerivation.render(v, state);
    const dim0 = v.dimSin;
    const dim1 = v.dimCos;
    // Past a full turn (pos beyond one wavelength) the dial shows where the angle ends.
    const past = state.pos >= v.wavelength;
    dial.update({
      angle: v.angle,
      angleText: `θ = ${numberText(v.angle, 6)} rad`,
      note: past ? "(more than a full turn: the dial shows where it ends)" : "",
      original: { x: 1, y: 0, label: "(1, 0)" },
      rotated: {
        x: v.cos,
        y: v.sin,
        label: `(${tipText(v.cos)}, ${tipText(v.sin)})`,
      },
      largeArc: v.sin < 0,
      axisLabels: [`dim ${dim0}`, `dim ${dim1}`],
      description:
        `Angle dial: pair ${state.i} (dimensions ${dim0} and ${dim1}) at position ${state.pos}. ` +
        `The point (1, 0) turns counterclockwise by θ = ${numberText(v.angle, 6)} radians to ` +
        `(${numberText(v.cos, 6)}, ${numberText(v.sin, 6)}).`,
    });
    slot("dial-text").textContent =
      `Pair ${state.i} is dimensions ${dim0} and ${dim1} of the query. At position ${state.pos} it ` +
      `turns by ${numberText(v.angle, 6)} radians; one full turn takes ${numberText(v.wavelength, 6)} ` +
      `positions, the wavelength of this pair in the encoding.`;
    return "";
  }

  // The offsets on the plot, and ropeDots for one query position laid out on them: value p − ref
  // is data[p], where 0 <= p < nPos (positions start at 0, and ropeDots has a size limit).
  function dotsAgainstOffset(ref, state, offsets) {
    // ropeDots takes as many positions as a table may have rows at this d_model: n's range.
    const maxPositions = store.range("n").max;
    const nPos = Math.min(ref + plotReach + 1, maxPositions);
    const values = offsets.map(() => null);
    if (ref - plotReach >= nPos) return { values, shown: 0, maxPositions };
    const dots = core.ropeDots(nPos, state.d, state.base, ref);
    if (!dots.ok) return { values, error: dots.error, shown: 0, maxPositions };
    let shown = 0;
    offsets.forEach((offset, j) => {
      const p = ref + offset;
      if (p >= 0 && p < nPos) {
        values[j] = dots.data[p];
        shown += 1;
      }
    });
    return { values, shown, maxPositions };
  }

  function renderCheck(state) {
    const keyPos = state.pos + state.k;
    const c = core.ropeCheck(state.pos, keyPos, state.shift, state.d, state.base);
    if (!c.ok) return c.error;
    checkDerivation.render(c, state, keyPos);
    slot("check-text").textContent =
      `Same offset k = ${integerText(state.k)}, ${Math.abs(state.shift)} positions ` +
      `${state.shift < 0 ? "back" : "further on"}: the two dot products ` +
      `agree to ${numberText(c.absDiff, 3)}, the rounding error of 64-bit arithmetic. And the ` +
      `turn left Q as long as it was: ${numberText(c.normQ, 12)} before, ` +
      `${numberText(c.normRotatedQ, 12)} after.`;

    const refs = [state.pos, state.pos + state.shift];
    const offsets = Array.from({ length: 2 * plotReach + 1 }, (_, j) => j - plotReach);
    const curves = refs.map((ref) => dotsAgainstOffset(ref, state, offsets));
    const series = curves.map((curve, side) => ({
      label: `query at ${refs[side]}`,
      values: curve.values,
      style: side === 0 ? "line" : "points",
      colour: side + 1,
      dash: 0,
    }));
    plot.update({
      x: offsets,
      series,
      xRange: [-plotReach, plotReach],
      marks: [
        { axis: "x", value: state.k, label: `k = ${integerText(state.k)}`, kind: "reference" },
      ],
      description:
        `Line plot of the dot product (R_pos Q)·(R_pos+k K) against the offset k from ` +
        `${minus(String(-plotReach))} to ${plotReach}, for the query at pos = ${refs[0]} (a line) ` +
        `and at pos = ${refs[1]} (points). Where both exist they lie on top of each other.`,
    });
    const notes = curves
      .map((curve, side) => {
        if (curve.error)
          return `The curve for the query at ${refs[side]} is missing: ${curve.error}`;
        if (curve.shown === 0) {
          return (
            `The curve for the query at ${refs[side]} is left out: it needs key positions past ` +
            `${curve.maxPositions - 1}, the most ropeDots computes at d_model = ${state.d}. ` +
            `The check above holds there all the same.`
          );
        }
        if (curve.shown < offsets.length) {
          const first = offsets.find((_, j) => curve.values[j] !== null);
          return first > -plotReach
            ? `The curve for the query at ${refs[side]} starts at offset ${numberText(first)}: a key cannot ` +
                `sit before position 0.`
            : `The curve for the query at ${refs[side]} stops early: ropeDots computes positions up ` +
                `to ${curve.maxPositions - 1} at d_model = ${state.d}.`;
        }
        return "";
      })
      .filter(Boolean);
    const inWindow = state.k >= -plotReach && state.k <= plotReach;
    slot("plot-caption").textContent =
      `Each line holds the query still and slides the key along; the horizontal axis is how far ` +
      `the key sits after the query. Blue line: query at ${refs[0]}; orange points: query at ` +
      `${refs[1]} (shift = ${integerText(state.shift)}). ` +
      (inWindow
        ? `The dashed line marks the offset k = ${integerText(state.k)} of the check above, where both read ` +
          `${numberText(c.dot, 6)}. `
        : `The offset k = ${integerText(state.k)} of the check lies outside this window. `) +
      notes.join(" ");
    return "";
  }

  // The toy does not depend on the store: drawn once, when the section first comes on screen.
  function renderToy() {
    if (toyDrawn) return "";
    const toys = sentences.map((sentence) => core.attentionToy(sentence, "rope", toyDModel));
    const compared = toyKinds.map(({ kind }) =>
      core.compareSentences(sentences[0], sentences[1], kind, toyDModel),
    );
    if (!allOk(toys) || !allOk(compared)) {
      return `The core refused the example: ${firstError([...toys, ...compared])}`;
    }
    toyDrawn = true;

    updateOnOneScale(
      weightTables,
      toys.map((toy) => ({ values: toy.weights, labels: toy.tokens })),
      0.05,
    );

    // Nothing added: the positions the core reports for RoPE, counted.
    const positions = toys.flatMap((toy) => Array.from(toy.positions));
    const zeros = positions.filter((v) => v === 0).length;
    const rope = compared[2];
    const b = toys[1];
    const permutation = Array.from(rope.permutation);
    slot("toy-positions").textContent =
      `The position vectors the core used here: ${zeros} of ${positions.length} numbers ` +
      `${agree(zeros, "is", "are")} 0, ` +
      `so each word enters the attention as its bare embedding, exactly as in the first section.`;
    slot("toy-weights-text").textContent =
      `Without positions the right-hand matrix was the left one with rows and columns reordered ` +
      `(π = [${permutation.join(", ")}]). With RoPE it is not: the largest difference between ` +
      `the right matrix and the left one reordered is ${numberText(rope.maxWeightDiff, 4)}. ` +
      `The same two words get a different weight when they stand in different places.`;

    // How far the "bites" output moved, for the three kinds of position.
    const row = b.tokens.indexOf(focusWord);
    const body = el("tbody");
    toyKinds.forEach(({ kind, name }, j) => {
      const tr = el("tr");
      tr.dataset.kind = kind;
      const th = headerCell(name, "row");
      const shift = compared[j].tokenShift[row];
      const cell = el("td", "rope-number", numberText(shift, 4));
      cell.dataset.value = String(shift);
      const weights = el("td", "rope-number", numberText(compared[j].maxWeightDiff, 4));
      weights.dataset.value = String(compared[j].maxWeightDiff);
      tr.append(th, weights, cell);
      body.append(tr);
    });
    const head = tableHead([
      "position information",
      "weights changed by",
      `${quoted(focusWord)} moved by`,
    ]);
    const caption = el(
      "caption",
      "",
      `${quoted(sentences[0])} against ${quoted(sentences[1])}: the largest change in a weight ` +
        `(after reordering) and how far the output vector of ${quoted(focusWord)} moved`,
    );
    const table = el("table", "rope-table");
    table.append(caption, head, body);
    slot("toy-table").replaceChildren(table);

    const ropeShift = rope.tokenShift[row];
    slot("toy-text").textContent =
      `With RoPE the output of ${quoted(focusWord)} moved by ${numberText(ropeShift, 4)} between ` +
      `the two sentences, where without positions it did not move at all. The model can tell who ` +
      `bit whom again, and nothing was added to the words to get there.`;
    return "";
  }

  function render() {
    const state = store.getAll();
    const problems = [
      renderDial(state),
      renderCheck(state),
      renderToy(),
      renderRelation(state),
    ].filter(Boolean);
    section.refused(problems.join(" "));
  }

  section.own(renderWhenVisible(root, store, ["pos", "i", "k", "shift", "d", "base"], render));
});
