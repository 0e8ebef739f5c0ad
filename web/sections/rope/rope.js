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
  fixed,
  integerText,
  numberText,
  pairSeparator,
  sentencesText,
  subscriptText,
  texFactor,
  texNumber,
  tickText,
} from "../../js/format.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";
import { counted, t as ui } from "../../js/strings.js";
import { refusalText } from "../../js/refusal.js";
import { toySentencePair, toyFocusWord } from "../../js/toySentences.js";

// The plot covers offsets k from −plotReach to +plotReach.
const plotReach = 32;
// Digits of the two dot products: enough to see where they part (at ~1e-16).
const fullDigits = 16;
// The toy of the first section, with RoPE.
const toyDModel = 8;
// Each row's name is the message toy.kind.<kind>.
/** @type {import("pe-core").PeKind[]} */
const toyKinds = ["none", "sinusoidal", "rope"];

// Three decimals for the dial's tip: short enough to sit beside the circle ("−0.000" is "0.000").
/** @param {number} v */
const tipText = (v) => fixed(v, 3, { unsignedZero: true });

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  // In the page's language, which is chosen as the page starts (after this module loads).
  const sentences = toySentencePair();
  const focusWord = toyFocusWord();
  // Controls: pos and i turn the dial; pos, k and shift place the query (at pos) and the key (at
  // pos + k).
  section.numbers(
    [
      { key: "pos", hint: t("hint.pos") },
      { key: "i", slider: { max: 63 } },
    ],
    "dial-controls",
  );
  section.numbers(
    [
      { key: "pos", id: "rope-query-pos", hint: t("hint.queryPos") },
      { key: "k", hint: t("hint.k") },
      { key: "shift", hint: t("hint.shift") },
    ],
    "check-controls",
  );

  // 1. The dial and its derivation.
  const dial = section.own(createAngleDial(slot("dial"), { label: t("dial.label") }));
  const dialSteps = [
    pairFrequencyStep,
    {
      id: "angle",
      name: () => t("step.angle"),
      tex: (v, s) =>
        `\\theta = \\text{pos}\\cdot\\omega_{${s.i}} = ${s.pos} \\times ${texNumber(v.omega)} = ${texNumber(v.angle, 10)}`,
    },
    {
      id: "rotated",
      name: () => t("step.rotated"),
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
      name: (c, s, keyPos) =>
        t("step.dot", { pos: integerText(s.pos), keyPos: integerText(keyPos) }),
      tex: (c, s, keyPos) =>
        `(R_{${s.pos}}\\,Q)\\cdot(R_{${keyPos}}\\,K) = ${texNumber(c.dot, fullDigits)}`,
    },
    {
      id: "dot-shifted",
      name: (c, s, keyPos) =>
        t("step.dotShifted", {
          shift: integerText(s.shift),
          query: integerText(s.pos + s.shift),
          key: integerText(keyPos + s.shift),
        }),
      tex: (c, s, keyPos) =>
        `(R_{${s.pos + s.shift}}\\,Q)\\cdot(R_{${keyPos + s.shift}}\\,K) = ${texNumber(c.dotShifted, fullDigits)}`,
    },
    {
      id: "diff",
      name: () => t("step.diff"),
      tex: (c) => `\\text{absDiff} = ${texNumber(c.absDiff, 3)}`,
    },
    {
      id: "norm-q",
      name: (c, s) => t("step.normQ", { pos: integerText(s.pos) }),
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
      label: t("plot.label"),
      xLabel: t("plot.xLabel"),
      yLabel: t("plot.yLabel"),
      formatYTick: tickText,
      sampleWords: {
        noun: t("plot.sampleNoun"),
        nouns: ui("plural.offset"),
        count: counted("offset"),
      },
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
      name: (v, s) => t("step.block", { pair: integerText(s.i), subscript: subscriptText(s.k) }),
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
      name: () => t("step.rotation"),
      tex: (v) =>
        `R(\\theta) = \\begin{pmatrix} \\cos\\theta & -\\sin\\theta \\\\ \\sin\\theta & \\cos\\theta \\end{pmatrix} = ` +
        matrix([v.cosK, -v.sinK, v.sinK, v.cosK]),
    },
    {
      id: "turned",
      name: (v, s) =>
        t("step.turned", { pos: integerText(s.pos), target: integerText(s.pos + s.k) }),
      tex: (v) =>
        `R(\\theta) ${column(v.cosPos, v.sinPos)} = ${column(v.cosIdentity, v.sinIdentity)}`,
    },
    {
      id: "direct",
      name: () => t("step.direct"),
      tex: (v, s) =>
        `\\begin{pmatrix} \\cos(\\omega_{${s.i}} \\cdot ${s.pos + s.k}) \\\\ \\sin(\\omega_{${s.i}} \\cdot ${s.pos + s.k}) \\end{pmatrix} = ` +
        column(v.cosDirect, v.sinDirect),
    },
  ];
  const relationDerivation = section.own(createDerivation(slot("relation-steps"), relationSteps));

  function renderRelation(state) {
    const v = core.shiftIdentity(state.pos, state.k, state.i, state.d, state.base);
    if (!v.ok) return refusalText(v);
    relationDerivation.render(v, state);
    const sinText = numberText(v.sinK, 6);
    const minusSinText = numberText(-v.sinK, 6);
    slot("relation-text").textContent = t("relation.text", {
      cosK: numberText(v.cosK, 6),
      subscript: subscriptText(state.k),
      sin: sinText,
      minusSin: minusSinText,
      cosPos: numberText(v.cosPos, 6),
      sinPos: numberText(v.sinPos, 6),
      pos: integerText(state.pos),
      cosTurned: numberText(v.cosIdentity, 6),
      sinTurned: numberText(v.sinIdentity, 6),
      target: integerText(state.pos + state.k),
      cosDirect: numberText(v.cosDirect, 6),
      sinDirect: numberText(v.sinDirect, 6),
    });
    return "";
  }

  // 3. The toy with RoPE.
  const weightTables = sentences.map((sentence, side) =>
    section.own(
      createWeightsTable(slot(`weights-${side}`), {
        caption: t("toy.weightsCaption", { sentence }),
      }),
    ),
  );
  let toyDrawn = false;

  function renderDial(state) {
    const v = core.peValue(state.pos, state.i, state.d, state.base);
    if (!v.ok) return refusalText(v);
    dialDerivation.render(v, state);
    const dim0 = v.dimSin;
    const dim1 = v.dimCos;
    // Past a full turn (pos beyond one wavelength) the dial shows where the angle ends.
    const past = state.pos >= v.wavelength;
    const pairArgs = {
      pair: integerText(state.i),
      dim0: integerText(dim0),
      dim1: integerText(dim1),
      pos: integerText(state.pos),
    };
    dial.update({
      angle: v.angle,
      angleText: t("dial.angle", { angle: numberText(v.angle, 6) }),
      note: past ? t("dial.past") : "",
      original: { x: 1, y: 0, label: "(1, 0)" },
      rotated: {
        x: v.cos,
        y: v.sin,
        label: `(${tipText(v.cos)}${pairSeparator()}${tipText(v.sin)})`,
      },
      largeArc: v.sin < 0,
      axisLabels: [
        t("dial.axis", { dim: integerText(dim0) }),
        t("dial.axis", { dim: integerText(dim1) }),
      ],
      description: t("dial.description", {
        ...pairArgs,
        angle: numberText(v.angle, 6),
        cos: numberText(v.cos, 6),
        sin: numberText(v.sin, 6),
      }),
    });
    slot("dial-text").textContent = t("dial.text", {
      ...pairArgs,
      angle: numberText(v.angle, 6),
      wavelength: numberText(v.wavelength, 6),
    });
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
    if (!dots.ok) return { values, error: refusalText(dots), shown: 0, maxPositions };
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
    if (!c.ok) return refusalText(c);
    checkDerivation.render(c, state, keyPos);
    slot("check-text").textContent = t("check.text", {
      k: integerText(state.k),
      steps: integerText(Math.abs(state.shift)),
      direction: state.shift < 0 ? "back" : "on",
      diff: numberText(c.absDiff, 3),
      before: numberText(c.normQ, 12),
      after: numberText(c.normRotatedQ, 12),
    });

    const refs = [state.pos, state.pos + state.shift];
    const offsets = Array.from({ length: 2 * plotReach + 1 }, (_, j) => j - plotReach);
    const curves = refs.map((ref) => dotsAgainstOffset(ref, state, offsets));
    const series = curves.map((curve, side) => ({
      label: t("plot.series", { pos: integerText(refs[side]) }),
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
        {
          axis: "x",
          value: state.k,
          label: t("plot.mark", { k: integerText(state.k) }),
          kind: "reference",
        },
      ],
      description: t("plot.description", {
        from: integerText(-plotReach),
        to: integerText(plotReach),
        line: integerText(refs[0]),
        points: integerText(refs[1]),
      }),
    });
    const notes = curves
      .map((curve, side) => {
        if (curve.error)
          return `The curve for the query at ${refs[side]} is missing: ${curve.error}`;
        if (curve.shown === 0) {
          return t("plot.noteLeftOut", {
            pos: integerText(refs[side]),
            last: integerText(curve.maxPositions - 1),
            d: integerText(state.d),
          });
        }
        if (curve.shown < offsets.length) {
          const first = offsets.find((_, j) => curve.values[j] !== null);
          return first > -plotReach
            ? t("plot.noteStarts", { pos: integerText(refs[side]), first: numberText(first) })
            : t("plot.noteStops", {
                pos: integerText(refs[side]),
                last: integerText(curve.maxPositions - 1),
                d: integerText(state.d),
              });
        }
        return "";
      })
      .filter(Boolean);
    const inWindow = state.k >= -plotReach && state.k <= plotReach;
    slot("plot-caption").textContent = t("plot.caption", {
      line: integerText(refs[0]),
      points: integerText(refs[1]),
      shift: integerText(state.shift),
      window: inWindow ? "inside" : "outside",
      k: integerText(state.k),
      dot: numberText(c.dot, 6),
      notes: sentencesText(notes),
    });
    return "";
  }

  // The toy does not depend on the store: drawn once, when the section first comes on screen.
  function renderToy() {
    if (toyDrawn) return "";
    const toys = sentences.map((sentence) => core.attentionToy(sentence, "rope", toyDModel));
    const compared = toyKinds.map((kind) =>
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
    slot("toy-positions").textContent = t("toy.positions", {
      zeros,
      total: integerText(positions.length),
    });
    slot("toy-weights-text").textContent = t("toy.weightsText", {
      permutation: permutation.map(integerText).join(", "),
      diff: numberText(rope.maxWeightDiff, 4),
    });

    // How far the "bites" output moved, for the three kinds of position.
    const row = b.tokens.indexOf(focusWord);
    const body = el("tbody");
    toyKinds.forEach((kind, j) => {
      const tr = el("tr");
      tr.dataset.kind = kind;
      const th = headerCell(t(`toy.kind.${kind}`), "row");
      const shift = compared[j].tokenShift[row];
      const cell = el("td", "rope-number", numberText(shift, 4));
      cell.dataset.value = String(shift);
      const weights = el("td", "rope-number", numberText(compared[j].maxWeightDiff, 4));
      weights.dataset.value = String(compared[j].maxWeightDiff);
      tr.append(th, weights, cell);
      body.append(tr);
    });
    const head = tableHead([
      t("toy.head.kind"),
      t("toy.head.weights"),
      t("toy.head.moved", { word: focusWord }),
    ]);
    const caption = el(
      "caption",
      "",
      t("toy.caption", { first: sentences[0], second: sentences[1], word: focusWord }),
    );
    const table = el("table", "results-table rope-table");
    table.append(caption, head, body);
    slot("toy-table").replaceChildren(table);

    const ropeShift = rope.tokenShift[row];
    slot("toy-text").textContent = t("toy.text", {
      word: focusWord,
      shift: numberText(ropeShift, 4),
    });
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
    section.refused(sentencesText(problems));
  }

  section.own(renderWhenVisible(root, store, ["pos", "i", "k", "shift", "d", "base"], render));
});
