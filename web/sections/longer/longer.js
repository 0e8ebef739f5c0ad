// @ts-check
// Section "longer": past the training length L. Four parts, every number from the core:
//   1. why RoPE breaks far out: the ladder of wavelengths λ_i marked at L (ropeFrequencies, kind
//      "none": λ_i and the turns r_i = L / λ_i), and Position Interpolation's Figure 2 (piFigure:
//      a score fitted inside [0, L], wild outside it, smooth between whole offsets);
//   2. stretching RoPE: the ladder before and after PI, NTK, YaRN or Llama 3.1's rule
//      (ropeFrequencies with `stretch`, `factor` s and L), and pair i's new frequency term by term;
//   3. ALiBi: the slopes of H heads (alibiSlopes) and head h's bias matrix −slope_h·|k| for a
//      query and a key k places apart (alibiBiases);
//   4. NoPE with a causal mask: prose, and links that set the lab's mask and task.
// This file picks what to show and writes the sentences; it computes nothing.
import { button, el, headerCell, tableHead } from "../../js/dom.js";
import { createDerivation } from "../../js/derivation.js";
import { createChoiceControl } from "../../js/controls/choiceControl.js";
import { createHeatmap } from "../../js/figures/heatmap.js";
import { createLinePlot } from "../../js/figures/linePlot.js";
import { createLadderPlot } from "../../js/figures/wavelengthLadder.js";
import {
  fixed,
  integerText,
  numberText,
  sentencesText,
  texNumber,
  texPowerBase,
  texSeparator,
  tickText,
} from "../../js/format.js";
import { refusalText } from "../../js/refusal.js";
import { watchScrollBox } from "../../js/scrollBox.js";
import { t as ui } from "../../js/strings.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { stretchKinds } from "./params.js";
import { t } from "./strings.js";

// ALiBi's bias matrices are shown for a sentence of this many tokens.
const biasLength = 12;
// YaRN's bounds (the paper's α and β) and Llama 3.1's frequency factors: the core's defaults,
// named here only to write them into the derivation.
const yarnBounds = { alpha: 1, beta: 32 };
const llamaBounds = { low: 1, high: 4 };

/** A pair's regime under a ramp γ: 0 interpolated, 1 kept, between: blended. */
const regimeOf = (/** @type {number} */ gamma) =>
  gamma <= 0 ? "interpolated" : gamma >= 1 ? "kept" : "blended";

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  // 1. The ladder at L, and PI's figure.
  section.numbers(
    [
      { key: "d", id: "longer-d" },
      { key: "base", id: "longer-base" },
      {
        key: "trainlen",
        label: t("control.trainlen"),
        hint: t("hint.trainlen"),
        slider: { min: 16, max: 65536, scale: "log" },
      },
    ],
    "ladder-controls",
  );
  const ladder = section.own(createLadderPlot(slot("ladder"), t("ladder.label")));
  const outside = section.own(
    createLinePlot(slot("pi-outside"), {
      label: t("pi.outsideLabel"),
      xLabel: t("pi.xLabel"),
      yLabel: t("pi.yLabel"),
      formatYTick: tickText,
      continuous: true,
      sampleWords: distanceWords(),
    }),
  );
  const between = section.own(
    createLinePlot(slot("pi-between"), {
      label: t("pi.betweenLabel"),
      xLabel: t("pi.xLabel"),
      yLabel: t("pi.yLabel"),
      formatX: (v) => numberText(v, 3),
      formatYTick: tickText,
      continuous: true,
      sampleWords: distanceWords(),
    }),
  );

  // 2. The stretch.
  section.own(
    createChoiceControl(slot("stretch-controls"), store, {
      key: "stretch",
      name: "longer-stretch",
      legend: t("stretch.legend"),
      choices: stretchKinds.map((value) => ({ value, label: t(`stretch.${value}`) })),
      className: "choice-control longer-stretch-choice",
    }),
  );
  section.numbers(
    [
      { key: "factor", label: t("control.factor"), hint: t("hint.factor"), slider: { max: 64 } },
      { key: "i", id: "longer-i" },
    ],
    "stretch-controls",
  );
  const stretched = section.own(createLadderPlot(slot("stretched"), t("stretched.label")));
  // The derivation's steps depend on the kind of stretch: rebuilt when it changes.
  let stretchDerivation = createDerivation(slot("stretch-steps"), []);
  let derivationKind = "";
  section.own(() => stretchDerivation.destroy());

  // 3. ALiBi.
  section.numbers(
    [
      { key: "heads", label: t("control.heads"), hint: t("hint.heads"), slider: { max: 16 } },
      { key: "head", label: t("control.head"), hint: t("hint.head"), slider: { max: 16 } },
    ],
    "alibi-controls",
  );
  const biases = section.own(
    createHeatmap(slot("biases"), {
      label: t("biases.label"),
      rowName: t("biases.rowName"),
      colName: t("biases.colName"),
      rowNoun: "position",
      colNoun: "position",
      legendLabel: t("biases.legend"),
      colourMap: "viridis",
      formatValue: (v) => fixed(v, 4),
      minHeight: 160,
      maxHeight: 320,
    }),
  );

  // The slopes' table scrolls sideways on a narrow phone: then a keyboard can reach it, and it is
  // named after its caption. Watched afresh each time the table is replaced (scrollBox.js watches
  // the box's content as it was when the watch began).
  let stopSlopesWatch = () => {};
  const watchSlopes = () => {
    stopSlopesWatch();
    stopSlopesWatch = watchScrollBox(slot("slopes"), () =>
      ui("matrixTable.scrollName", {
        name: slot("slopes").querySelector("caption")?.textContent ?? "",
      }),
    );
  };
  section.own(() => stopSlopesWatch());

  // 4. Links into the lab: its causal `none` model on either task.
  const labLinks = ["local", "far"].map((task) => {
    const link = button("longer-lab-link", t(`lab.${task}`));
    link.dataset.task = task;
    link.addEventListener("click", () => {
      store.set({ labmask: "causal", labtask: task });
      document.getElementById("lab")?.scrollIntoView({ block: "start" });
    });
    return link;
  });
  slot("lab-links").append(...labLinks);

  function renderLadder(state) {
    const result = core.ropeFrequencies(state.d, state.base, {
      kind: "none",
      originalLength: state.trainlen,
    });
    if (!result.ok) return refusalText(result);
    const { wavelengths, turns } = result;
    const pairs = wavelengths.length;
    const fullTurns = Array.from(turns).filter((r) => r >= 1).length;
    const x = Float64Array.from({ length: pairs }, (_, k) => k);
    const seen = Array.from(wavelengths, (v, k) => (turns[k] >= 1 ? v : null));
    const unseen = Array.from(wavelengths, (v, k) => (turns[k] < 1 ? v : null));
    ladder.update({
      x,
      series: [
        { label: t("ladder.seen"), values: seen, style: "points", colour: 1 },
        { label: t("ladder.unseen"), values: unseen, style: "points", colour: 2, dash: 1 },
        {
          label: t("ladder.turns"),
          values: turns,
          style: "table",
        },
      ],
      xRange: [-0.5, Math.max(0.5, pairs - 0.5)],
      yRange: [
        Math.min(wavelengths[0], state.trainlen) / 2,
        Math.max(wavelengths[pairs - 1], state.trainlen) * 2,
      ],
      marks: [{ axis: "y", value: state.trainlen, label: `L = ${integerText(state.trainlen)}` }],
      description: t("ladder.description", {
        pairs: integerText(pairs),
        length: integerText(state.trainlen),
        seen: integerText(fullTurns),
      }),
    });
    slot("ladder-caption").textContent = t("ladder.caption", {
      pairs: integerText(pairs),
      d: integerText(state.d),
      base: numberText(state.base),
      length: integerText(state.trainlen),
      seen: fullTurns,
      seenText: integerText(fullTurns),
      unseen: pairs - fullTurns,
      unseenText: integerText(pairs - fullTurns),
      first: integerText(fullTurns),
      last: integerText(pairs - 1),
      slowest: numberText(turns[pairs - 1], 3),
    });
    return "";
  }

  function renderPiFigure(state) {
    const figure = core.piFigure(state.d, state.base, { length: state.trainlen });
    if (!figure.ok) {
      slot("pi-text").textContent = t("pi.refused", { error: refusalText(figure) });
      return "";
    }
    const length = state.trainlen;
    outside.update({
      x: figure.extrapolation,
      series: [
        {
          label: t("pi.score"),
          values: figure.extrapolationScores,
          style: "line",
          colour: 1,
        },
      ],
      xRange: [0, 2 * length],
      marks: [{ axis: "x", value: length, label: `L = ${integerText(length)}`, kind: "reference" }],
      description: t("pi.outsideDescription", {
        length: integerText(length),
        twice: integerText(2 * length),
      }),
    });
    const last = figure.interpolation[figure.interpolation.length - 1];
    between.update({
      x: figure.interpolation,
      series: [
        {
          label: t("pi.score"),
          values: figure.interpolationScores,
          style: "line",
          colour: 1,
        },
      ],
      xRange: [0, last],
      description: t("pi.betweenDescription", { last: numberText(last) }),
    });
    slot("pi-text").textContent = t("pi.text", {
      points: integerText(figure.points),
      length: integerText(length),
      inside: numberText(figure.maxInside, 3),
      outside: numberText(figure.maxOutside, 4),
      ratio: numberText(figure.maxOutside / figure.maxInside, 3),
      last: numberText(last),
    });
    return "";
  }

  function renderStretch(state) {
    const options = { kind: state.stretch, factor: state.factor, originalLength: state.trainlen };
    const after = core.ropeFrequencies(state.d, state.base, options);
    if (!after.ok) return refusalText(after);
    const plain = core.ropeFrequencies(state.d, state.base, {
      kind: "none",
      originalLength: state.trainlen,
    });
    if (!plain.ok) return refusalText(plain);
    const pairs = after.wavelengths.length;
    const x = Float64Array.from({ length: pairs }, (_, k) => k);
    const before = plain.wavelengths;
    const i = Math.min(state.i, pairs - 1);
    const method = t(`stretch.${state.stretch}`);
    stretched.update({
      x,
      series: [
        { label: t("stretched.before"), values: before, style: "points", colour: "muted" },
        {
          label: t("stretched.after", { method }),
          values: after.wavelengths,
          style: "points",
          colour: 1,
        },
        {
          label: t("stretched.pair", { pair: integerText(i) }),
          values: Array.from(after.wavelengths, (v, k) => (k === i ? v : null)),
          style: "points",
          colour: 3,
          dash: 2,
          inTable: false,
        },
        { label: t("stretched.kept"), values: after.kept, style: "table" },
      ],
      xRange: [-0.5, Math.max(0.5, pairs - 0.5)],
      yRange: [
        Math.min(before[0], state.trainlen) / 2,
        Math.max(after.wavelengths[pairs - 1], state.trainlen * state.factor) * 2,
      ],
      marks: [
        {
          axis: "y",
          value: state.trainlen,
          label: `L = ${integerText(state.trainlen)}`,
          kind: "bound",
        },
        {
          axis: "y",
          value: state.trainlen * state.factor,
          label: `sL = ${integerText(state.trainlen * state.factor)}`,
        },
      ],
      description: t("stretched.description", {
        method,
        pairs: integerText(pairs),
        factor: integerText(after.factor),
      }),
    });
    if (derivationKind !== state.stretch) {
      stretchDerivation.destroy();
      stretchDerivation = createDerivation(slot("stretch-steps"), stretchSteps(state.stretch));
      derivationKind = state.stretch;
    }
    stretchDerivation.render(after, state, i, plain);

    const kept = Array.from(after.kept);
    const unchanged = kept.filter((v) => v === 1).length;
    const divided = kept.filter((v) => Math.abs(v * after.factor - 1) < 1e-12).length;
    slot("stretch-text").textContent = t("stretch.text", {
      method,
      pairs: integerText(pairs),
      unchanged,
      unchangedText: integerText(unchanged),
      divided,
      dividedText: integerText(divided),
      between: integerText(pairs - unchanged - divided),
      factor: integerText(after.factor),
      first: numberText(after.kept[0], 4),
    });
    slot("stretched-caption").textContent = t("stretched.caption", {
      method,
      length: integerText(state.trainlen),
      longer: integerText(state.trainlen * state.factor),
    });
    return "";
  }

  function renderAlibi(state) {
    const slopes = core.alibiSlopes(state.heads);
    const matrices = core.alibiBiases(state.heads, biasLength, {});
    if (!slopes.ok) return refusalText(slopes);
    if (!matrices.ok) return refusalText(matrices);
    const heads = state.heads;
    // n, the largest power of two not above H: heads past n take the slopes of 2n heads.
    const n = 2 ** Math.floor(Math.log2(heads));
    const body = el("tbody");
    Array.from(slopes.slopes).forEach((slope, k) => {
      const h = k + 1;
      const tr = el("tr");
      tr.dataset.head = String(h);
      if (h === state.head) tr.classList.add("longer-current");
      const rule = h <= n ? `2^(−8·${h}/${n})` : `2^(−8·${2 * (h - n) - 1}/${2 * n})`;
      const value = el("td", "longer-number", numberText(slope, 6));
      value.dataset.value = String(slope);
      const reach = el("td", "longer-number", numberText(1 / slope, 4));
      tr.append(headerCell(integerText(h), "row"), el("td", "longer-rule", rule), value, reach);
      body.append(tr);
    });
    const table = el("table", "results-table longer-slopes");
    table.append(
      el("caption", "", t("slopes.caption", { heads: integerText(heads) })),
      tableHead([t("slopes.head"), t("slopes.rule"), t("slopes.slope"), t("slopes.reach")]),
      body,
    );
    slot("slopes").replaceChildren(table);
    watchSlopes();

    const head = Math.min(state.head, heads);
    const cells = biasLength * biasLength;
    const values = matrices.biases.subarray((head - 1) * cells, head * cells);
    const steepest = slopes.slopes[0];
    const labels = Array.from({ length: biasLength }, (_, k) => String(k));
    biases.update({
      values,
      rows: biasLength,
      cols: biasLength,
      // One scale for every head: the steepest head's largest penalty to 0.
      domain: [-steepest * (biasLength - 1), 0],
      label: t("biases.headLabel", { head: integerText(head), heads: integerText(heads) }),
      rowLabels: labels,
      colLabels: labels,
    });
    const slope = slopes.slopes[head - 1];
    slot("biases-caption").textContent = t("biases.caption", {
      head: integerText(head),
      slope: numberText(slope, 6),
      length: integerText(biasLength),
      far: numberText(values[biasLength - 1], 4),
      distance: integerText(biasLength - 1),
    });
    slot("alibi-text").textContent = t("alibi.text", {
      heads: integerText(heads),
      first: numberText(slopes.slopes[0], 6),
      last: numberText(slopes.slopes[heads - 1], 6),
      firstReach: numberText(1 / slopes.slopes[0], 4),
      lastReach: numberText(1 / slopes.slopes[heads - 1], 4),
      power: n === heads ? "yes" : "no",
      n: integerText(n),
    });
    return "";
  }

  function render() {
    const state = store.getAll();
    const problems = [
      renderLadder(state),
      renderPiFigure(state),
      renderStretch(state),
      renderAlibi(state),
    ].filter(Boolean);
    section.refused(sentencesText(problems));
  }

  section.own(
    renderWhenVisible(
      root,
      store,
      ["d", "base", "i", "trainlen", "stretch", "factor", "heads", "head"],
      render,
    ),
  );
});

function distanceWords() {
  return {
    noun: t("pi.distance"),
    nouns: t("pi.distances"),
    count: (/** @type {number} */ count) => t("pi.distanceCount", { count, n: integerText(count) }),
  };
}

// Pair i's frequency before and after the stretch, term by term, for one kind of stretch. Each step
// gets the core's stretched ladder (`r`, ropeFrequencies), the state, the pair i and the ladder
// before (`plain`, ropeFrequencies of kind "none"): one line of maths each.
/** @param {string} kind */
function stretchSteps(kind) {
  /** @type {import("../../js/derivation.js").DerivationStep[]} */
  const opening = [
    {
      id: "theta",
      name: () => t("step.theta"),
      tex: (r, s, i) =>
        `\\omega_{${i}} = 1 / \\text{base}^{2i/d_{\\text{model}}} = 1 / ${texPowerBase(s.base)}^{${2 * i}/${s.d}} = ${texNumber(r.original[i])}`,
    },
    {
      id: "turns",
      name: () => t("step.turns"),
      tex: (r, s, i, plain) =>
        `\\lambda_{${i}} = 2\\pi / \\omega_{${i}} = ${texNumber(plain.wavelengths[i])}`,
    },
    {
      id: "turns-count",
      tex: (r, s, i, plain) =>
        `r_{${i}} = L / \\lambda_{${i}} = ${s.trainlen} / ${texNumber(plain.wavelengths[i])} = ${texNumber(r.turns[i])}`,
    },
  ];
  const after = (/** @type {number} */ i) => `\\omega'_{${i}} = `;
  /** @type {Record<string, import("../../js/derivation.js").DerivationStep[]>} */
  const rules = {
    pi: [
      {
        id: "rule",
        name: () => t("step.rule.pi"),
        tex: (r, s, i) =>
          `${after(i)}\\omega_{${i}} / s = ${texNumber(r.original[i])} / ${texNumber(r.factor)} = ${texNumber(r.frequencies[i])}`,
      },
    ],
    ntk: [
      {
        id: "rule",
        name: () => t("step.rule.ntk"),
        tex: (r, s) =>
          `\\text{base}' = \\text{base}\\cdot s^{d_{\\text{model}}/(d_{\\text{model}}-2)} = ${texNumber(s.base)} \\times ${texPowerBase(r.factor)}^{${s.d}/${s.d - 2}} = ${texNumber(r.base)}`,
      },
      {
        id: "rule-frequency",
        tex: (r, s, i) =>
          `${after(i)}1 / \\text{base}'^{\\,2i/d_{\\text{model}}} = 1 / ${texPowerBase(r.base)}^{${2 * i}/${s.d}} = ${texNumber(r.frequencies[i])}`,
      },
    ],
  };
  // YaRN and Llama 3.1 blend: the ramp γ_i by the turns r_i, between `low` and `high` turns.
  /** @type {[string, number, number][]} */
  const blends = [
    ["yarn", yarnBounds.alpha, yarnBounds.beta],
    ["llama3", llamaBounds.low, llamaBounds.high],
  ];
  for (const [blendKind, low, high] of blends) {
    rules[blendKind] = [
      {
        id: "rule",
        name: (r, s, i) =>
          t(`step.rule.${blendKind}`, { pair: integerText(i), regime: regimeOf(r.ramp[i]) }),
        tex: (r, s, i) =>
          `\\gamma_{${i}} = \\min\\Bigl(1${texSeparator()} \\max\\Bigl(0${texSeparator()} \\frac{r_{${i}} - ${texNumber(low)}}{${texNumber(high)} - ${texNumber(low)}}\\Bigr)\\Bigr) = ${texNumber(r.ramp[i])}`,
      },
      {
        id: "rule-frequency",
        tex: (r, s, i) =>
          `${after(i)}(1-\\gamma_{${i}})\\,\\frac{\\omega_{${i}}}{s} + \\gamma_{${i}}\\,\\omega_{${i}} = ${texNumber(r.frequencies[i])}`,
      },
    ];
  }
  rules.yarn.push({
    id: "temperature",
    name: () => t("step.temperature"),
    tex: (r) => `${texNumber(0.1)} \\ln s + 1 = ${texNumber(r.attentionFactor)}`,
  });
  return [
    ...opening,
    ...rules[kind],
    {
      id: "new-wavelength",
      name: () => t("step.newWavelength"),
      tex: (r, s, i) =>
        `\\lambda'_{${i}} = 2\\pi / \\omega'_{${i}} = ${texNumber(r.wavelengths[i])}, \\qquad \\omega'_{${i}}/\\omega_{${i}} = ${texNumber(r.kept[i])}`,
    },
  ];
}
