// @ts-check
// Section "relative": PE(ref).PE(pos) for every position pos of the sequence (relativeDots),
// plotted on the full range -d_model/2 .. d_model/2; two pairs of positions with the same offset
// and a pair looking back (offset -3), with their (equal) dot products; the peak at pos = ref,
// |PE(ref)|^2 = d_model/2; how weak and wiggly the signal is (a farther position scoring higher
// than a nearer one, found in the plotted numbers); and why the shift still lets attention find
// "the word three places back".
// Every dot product comes from the core (relativeDots, called with the reference positions it
// needs); this file picks entries, finds where the extremes sit and writes the sentences.
import { el, headerCell, setText, tableHead } from "../../js/dom.js";
import { createLinePlot } from "../../js/figures/linePlot.js";
import { clausesText, formatNumber, minus, numberText, sentencesText } from "../../js/format.js";
import { watchScrollBox } from "../../js/scrollBox.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";
import { t } from "./strings.js";
import { refusalText } from "../../js/refusal.js";

// The offset of the worked pairs: "three words back".
const offset = 3;
// The second pair starts this far after the first.
const pairGap = 10;
// Digits of the pair table: enough to see that two numbers agree far past the usual 6.
const pairDigits = 10;

// PE(a).PE(b) from the core: relativeDots(b + 1, d, base, a) lists PE(a).PE(p) for p = 0..b.
function dotOf(core, a, b, state) {
  const r = core.relativeDots(b + 1, state.d, state.base, a);
  return r.ok ? { ok: true, value: r.data[b] } : { ok: false, error: refusalText(r) };
}

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "ref", hint: t("control.refHint") },
    { key: "n", hint: t("control.nHint"), slider: { max: 512 } },
    { key: "d", hint: t("control.dHint"), slider: { max: 512 } },
  ]);

  const plot = section.own(
    createLinePlot(slot("plot"), {
      label: t("plot.label"),
      xLabel: t("plot.xLabel"),
      yLabel: t("plot.yLabel"),
      formatY: (v) => formatNumber(v, 6),
    }),
  );

  // The pair table: built once, filled on each render.
  const pairRows = [
    { id: "first", note: "pairs.offsetAhead" },
    { id: "second", note: "pairs.offsetAhead" },
    { id: "back", note: "pairs.offsetBack" },
  ];
  const table = el("table", "relative-pairs");
  const caption = el("caption", "", "");
  const head = tableHead([t("pairs.colPositions"), t("pairs.colOffset"), t("pairs.colDot")]);
  const body = el("tbody");
  const cells = pairRows.map((row) => {
    const tr = el("tr");
    tr.dataset.pair = row.id;
    const th = headerCell("", "row");
    const offsetCell = el("td");
    const value = el("td", "relative-pairs-value");
    tr.append(th, offsetCell, value);
    body.append(tr);
    return { ...row, th, offsetCell, value };
  });
  table.append(caption, head, body);
  // Hidden until the section first draws: a table of empty headers helps nobody.
  table.hidden = true;
  slot("pairs").append(table);
  section.own(() => table.remove(), watchScrollBox(slot("pairs"), t("pairs.scrollLabel")));

  // 1. The plot: PE(ref).PE(pos) for pos = 0..n-1, the reference line at pos = ref, the level
  // d_model/2. The vertical axis is the whole range a sum of d_model/2 cosines can take, so that
  // the peak is drawn at its true height against zero.
  function renderPlot(state, data) {
    const { n, d, ref } = state;
    const x = Float64Array.from({ length: n }, (_, pos) => pos);
    // The two points `offset` away from ref, as dots on the curve (where they fall inside).
    const nearby = Array.from(data, (v, pos) => (Math.abs(pos - ref) === offset ? v : null));
    const half = d / 2;
    plot.update({
      x,
      series: [
        { label: t("plot.series", { ref: String(ref) }), values: data, style: "line", colour: 1 },
        {
          label: t("plot.nearby", { ref: String(ref), offset: String(offset) }),
          values: nearby,
          style: "points",
          colour: 2,
          inTable: false,
        },
      ],
      xRange: [0, Math.max(1, n - 1)],
      yRange: [-half, half],
      marks: [
        // At the foot: the peak and the d_model/2 label are at the top.
        { axis: "x", value: ref, label: t("plot.markRef", { ref: String(ref) }), side: "below" },
        // On the side away from the peak at pos = ref.
        {
          axis: "y",
          value: data[ref],
          label: t("plot.markHalf", { half: String(half) }),
          kind: "bound",
          side: "below",
          align: ref < (n - 1) / 2 ? "right" : "left",
        },
      ],
      description: t("plot.description", {
        ref: String(ref),
        last: String(n - 1),
        d: String(d),
        low: minus(String(-half)),
        half: String(half),
        peak: formatNumber(data[ref], 6),
      }),
    });

    // Where the largest value sits, read off the core's numbers.
    let top = 0;
    for (let pos = 1; pos < n; pos += 1) if (data[pos] > data[top]) top = pos;
    let low = 0;
    for (let pos = 1; pos < n; pos += 1) if (data[pos] < data[low]) low = pos;
    slot("plot-caption").textContent = t("plot.caption", {
      ref: String(ref),
      last: String(n - 1),
      d: String(d),
      base: formatNumber(state.base),
      low: minus(String(-half)),
      half: String(half),
      topValue: formatNumber(data[top], 6),
      top: String(top),
      atRef: top === ref ? "yes" : "no",
      lowValue: formatNumber(data[low], 6),
      lowPos: String(low),
    });

    slot("peak-text").textContent = t("peak.text", {
      ref: String(ref),
      peak: formatNumber(data[ref], 12),
      pairs: half,
      half: String(half),
    });

    renderSignal(state, data);
  }

  // The lesson of the curve: the raw dot product is a weak, wiggly signal of distance. From the
  // plotted numbers: the largest rise of the curve with distance (a nearer offset scoring lower
  // than a farther one), and the band the curve stays in away from the peak.
  function renderSignal(state, data) {
    const { n, ref } = state;
    // Distances from ref along the side with more room (the curve is the same on both sides).
    const ahead = n - 1 - ref >= ref;
    const reach = ahead ? n - 1 - ref : ref;
    const posAt = (/** @type {number} */ distance) => (ahead ? ref + distance : ref - distance);
    const at = (/** @type {number} */ distance) => data[posAt(distance)];
    // The largest at(far) - at(near) with 1 <= near < far: one pass, keeping the lowest so far.
    let best = { near: -1, far: -1, rise: 0 };
    let lowest = 1;
    for (let far = 2; far <= reach; far += 1) {
      if (at(far - 1) < at(lowest)) lowest = far - 1;
      const rise = at(far) - at(lowest);
      if (rise > best.rise) best = { near: lowest, far, rise };
    }
    const text = slot("signal-text");
    if (best.near < 0) {
      text.textContent =
        reach < 2
          ? t("signal.tooShort", { n: String(n) })
          : t("signal.steady", { reach: String(reach) });
      delete text.dataset.near;
      delete text.dataset.far;
      return;
    }
    const [nearPos, farPos] = [posAt(best.near), posAt(best.far)];
    text.dataset.near = String(nearPos);
    text.dataset.far = String(farPos);
    // Away from the peak: the band of the curve from distance `away` on.
    const away = Math.min(5, reach);
    let [low, high] = [Infinity, -Infinity];
    for (let distance = away; distance <= reach; distance += 1) {
      low = Math.min(low, at(distance));
      high = Math.max(high, at(distance));
    }
    text.textContent = t("signal.text", {
      ref: String(ref),
      nearPos: String(nearPos),
      nearValue: formatNumber(at(best.near), 6),
      near: String(best.near),
      farPos: String(farPos),
      farValue: formatNumber(at(best.far), 6),
      far: String(best.far),
      away: String(away),
      reach: String(reach),
      low: formatNumber(low, 6),
      high: formatNumber(high, 6),
    });
  }

  // 2. The same offset at two places, and looking back from ref instead of ahead: PE(ref) with
  // PE(ref - 3), an offset that really is negative (not the first pair with its factors swapped,
  // which would be equal by the commutativity of the dot product alone). Every row is filled
  // from this state, those the core refuses too (with "—"): a row left as it was would show the
  // numbers of an earlier ref.
  function renderPairs(state) {
    const { ref } = state;
    const positions = {
      first: [ref, ref + offset],
      second: [ref + pairGap, ref + pairGap + offset],
      back: [ref, ref - offset],
    };
    caption.textContent = t("pairs.caption", { d: String(state.d) });
    table.hidden = false;
    /** @type {Record<string, number>} */
    const values = {};
    const refusals = [];
    for (const cell of cells) {
      const [a, b] = positions[cell.id];
      setText(cell.th, t("pairs.rowHead", { a: String(a), b: minus(String(b)) }));
      setText(
        cell.offsetCell,
        t(cell.note, { sign: b - a > 0 ? "+" : "−", size: String(Math.abs(b - a)) }),
      );
      if (b < 0) {
        // No position before 0: the row says so, and the text below leaves it out.
        setText(cell.value, t("pairs.noPosition"));
        delete cell.value.dataset.value;
        continue;
      }
      const result = dotOf(core, a, b, state);
      if (result.ok) {
        values[cell.id] = result.value;
        setText(cell.value, numberText(result.value, pairDigits));
        cell.value.dataset.value = String(result.value);
      } else {
        setText(cell.value, "—");
        delete cell.value.dataset.value;
        refusals.push(`PE(${a})·PE(${b}): ${result.error}`);
      }
    }
    if (refusals.length > 0) {
      setText(
        slot("pairs-text"),
        t("pairs.refused", { count: refusals.length, refusals: clausesText(refusals) }),
      );
      return values.first === undefined ? null : values;
    }
    const shown = (/** @type {number} */ v) => numberText(v, pairDigits);
    const same =
      shown(values.first) === shown(values.second) &&
      ("back" in values ? shown(values.first) === shown(values.back) : true);
    const args = {
      ref: String(ref),
      ref3: String(ref + offset),
      second: String(ref + pairGap),
      second3: String(ref + pairGap + offset),
      gap: String(pairGap),
      offset: String(offset),
      digits: String(pairDigits),
      back: String(ref - offset),
    };
    setText(
      slot("pairs-text"),
      sentencesText([
        t(same ? "pairs.sameDigits" : "pairs.sameRounding", args),
        t("back" in values ? "pairs.back" : "pairs.noBack", args),
      ]),
    );
    return values;
  }

  // 3. "Three words back": a key built with M_3 peaks at the word three places before the query.
  function renderLookBack(state, data, values) {
    const { ref, d } = state;
    const text = slot("lookback-text");
    if (!values) {
      text.textContent = "";
      return;
    }
    text.textContent = t(ref >= offset ? "lookback.found" : "lookback.none", {
      ref: String(ref),
      back: String(ref - offset),
      offset: String(offset),
      peak: formatNumber(data[ref], 6),
      half: String(d / 2),
      ref3: String(ref + offset),
      self: formatNumber(values.first, 6),
    });
  }

  function render() {
    const state = store.getAll();
    const dots = core.relativeDots(state.n, state.d, state.base, state.ref);
    section.refused(refusalText(dots));
    if (!dots.ok) return;
    renderPlot(state, dots.data);
    const values = renderPairs(state);
    renderLookBack(state, dots.data, values);
  }

  section.own(renderWhenVisible(root, store, ["n", "d", "base", "ref"], render));
});
