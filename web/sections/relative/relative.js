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
import { formatNumber, minus, numberText } from "../../js/format.js";
import { watchScrollBox } from "../../js/scrollBox.js";
import { defineSection } from "../../js/section.js";
import { renderWhenVisible } from "../../js/visibility.js";

// The offset of the worked pairs: "three words back".
const offset = 3;
// The second pair starts this far after the first.
const pairGap = 10;
// Digits of the pair table: enough to see that two numbers agree far past the usual 6.
const pairDigits = 10;

// PE(a).PE(b) from the core: relativeDots(b + 1, d, base, a) lists PE(a).PE(p) for p = 0..b.
function dotOf(core, a, b, state) {
  const r = core.relativeDots(b + 1, state.d, state.base, a);
  return r.ok ? { ok: true, value: r.data[b] } : { ok: false, error: r.error };
}

export const createSection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "ref", hint: "the reference position, 0 to n − 1" },
    { key: "n", hint: "pos runs from 0 to n − 1", slider: { max: 512 } },
    { key: "d", hint: "vector size: d_model/2 pairs", slider: { max: 512 } },
  ]);

  const plot = section.own(
    createLinePlot(slot("plot"), {
      label: "Dot product of PE(ref) with PE(pos) for every position pos",
      xLabel: "position pos",
      yLabel: "PE(ref)·PE(pos)",
      formatY: (v) => formatNumber(v, 6),
    }),
  );

  // The pair table: built once, filled on each render.
  const pairRows = [
    { id: "first", note: "ahead" },
    { id: "second", note: "ahead" },
    { id: "back", note: "back" },
  ];
  const table = el("table", "relative-pairs");
  const caption = el("caption", "", "");
  const head = tableHead(["positions", "offset", "dot product"]);
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
  section.own(() => table.remove(), watchScrollBox(slot("pairs"), "Pair table (scrolls sideways)"));

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
        { label: `PE(${ref})·PE(pos)`, values: data, style: "line", colour: 1 },
        {
          label: `pos = ${ref} ± ${offset}`,
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
        { axis: "x", value: ref, label: `pos = ref = ${ref}`, side: "below" },
        // On the side away from the peak at pos = ref.
        {
          axis: "y",
          value: data[ref],
          label: `d_model/2 = ${half}`,
          kind: "bound",
          side: "below",
          align: ref < (n - 1) / 2 ? "right" : "left",
        },
      ],
      description:
        `Line plot of PE(${ref})·PE(pos) for pos from 0 to ${n - 1}, d_model = ${d}, on a ` +
        `vertical axis from ${minus(String(-half))} to ${half}: ` +
        `${formatNumber(data[ref], 6)} at pos = ${ref}, lower everywhere else.`,
    });

    // Where the largest value sits, read off the core's numbers.
    let top = 0;
    for (let pos = 1; pos < n; pos += 1) if (data[pos] > data[top]) top = pos;
    let low = 0;
    for (let pos = 1; pos < n; pos += 1) if (data[pos] < data[low]) low = pos;
    slot("plot-caption").textContent =
      `PE(${ref})·PE(pos) for pos = 0 to ${n - 1}, with d_model = ${d} and base ` +
      `${formatNumber(state.base)}; straight lines join the whole positions. The vertical axis ` +
      `runs from −d_model/2 = ${minus(String(-half))} to d_model/2 = ${half}, the whole range a ` +
      `sum of ${half} cosines can take, so the peak stands at its true height. The largest ` +
      `value on the curve is ${formatNumber(data[top], 6)}, at pos = ${top}` +
      (top === ref ? ", the reference position itself" : "") +
      `; the smallest is ${formatNumber(data[low], 6)}, at pos = ${low}. ` +
      `The curve is the same shape on both sides of pos = ${ref}: only the distance ` +
      `|pos − ref| matters, not the direction.`;

    slot("peak-text").textContent =
      `At pos = ref the dot product is PE(${ref})·PE(${ref}) = |PE(${ref})|² = ` +
      `${formatNumber(data[ref], 12)}: ${half === 1 ? "the one pair" : `every one of the ${half} pairs`} ` +
      `contributes ` +
      `sin² + cos² = 1, so the total is d_model/2 = ${half}, whatever ref is. No other ` +
      `position reaches it: that would need every pair's angle ωᵢ·(pos − ref) to be a whole ` +
      `number of turns at once, and pair 0 (ω₀ = 1) never turns a whole number of times in a ` +
      `whole number of steps.`;

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
          ? `With n = ${n} there are too few positions beside ref to see how the dot product ` +
            `changes with distance; take a longer sequence.`
          : `Over these ${reach} positions beside ref the dot product happens to fall steadily ` +
            `with distance; take a longer sequence (n) to see that it does not go on doing so.`;
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
    text.textContent =
      `So the raw dot product is only a weak signal of distance. It is largest at distance 0, ` +
      `but it does not fall steadily after that: it wiggles, because the fast pairs keep ` +
      `turning. PE(${ref})·PE(${nearPos}) = ${formatNumber(at(best.near), 6)} at distance ` +
      `${best.near}, while PE(${ref})·PE(${farPos}) = ${formatNumber(at(best.far), 6)} at ` +
      `distance ${best.far}, larger although ${best.far} is farther. From distance ${away} to ` +
      `${reach} the curve stays between ${formatNumber(low, 6)} and ${formatNumber(high, 6)}, ` +
      `up and down. Read on its own, a higher score does not mean a nearer word. What ` +
      `attention can use instead is the shift Mₖ, as the last part of this section shows.`;
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
    caption.textContent = `Dot products of pairs of positions (d_model = ${state.d})`;
    table.hidden = false;
    /** @type {Record<string, number>} */
    const values = {};
    const refusals = [];
    for (const cell of cells) {
      const [a, b] = positions[cell.id];
      setText(cell.th, `PE(${a})·PE(${minus(String(b))})`);
      setText(cell.offsetCell, `${b - a > 0 ? "+" : "−"}${Math.abs(b - a)} (${cell.note})`);
      if (b < 0) {
        // No position before 0: the row says so, and the text below leaves it out.
        setText(cell.value, "no such position");
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
        `The core cannot compute ${refusals.length === 1 ? "this pair" : "these pairs"}, so ` +
          `${refusals.length === 1 ? "its row shows" : "their rows show"} “—”: ` +
          `${refusals.join("; ")}.`,
      );
      return values.first === undefined ? null : values;
    }
    const shown = (/** @type {number} */ v) => numberText(v, pairDigits);
    const same =
      shown(values.first) === shown(values.second) &&
      ("back" in values ? shown(values.first) === shown(values.back) : true);
    setText(
      slot("pairs-text"),
      `PE(${ref})·PE(${ref + offset}) and PE(${ref + pairGap})·PE(${ref + pairGap + offset}) ` +
        `are ${pairGap} positions apart but have the same offset, ${offset}, and ` +
        (same
          ? `they give the same number to the ${pairDigits} digits shown. `
          : `they agree to the rounding of the computation. `) +
        ("back" in values
          ? `PE(${ref})·PE(${ref - offset}) looks ${offset} places back from ${ref} instead, ` +
            `offset −${offset}, and gives it again: the sum of cos(ωᵢk) is the same for ` +
            `k = −${offset} and k = +${offset}, because cos is an even function, ` +
            `cos(−x) = cos x. So the dot product sees how far apart two positions are, not ` +
            `which one comes first.`
          : `There is no position ${offset} places back from ref = ${ref} (positions start at ` +
            `0); with ref ≥ ${offset} the table also looks back, at offset −${offset}.`),
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
    text.textContent =
      `With numbers, for the word at position ${ref}: ` +
      (ref >= offset
        ? `the word at ${ref - offset} (k = −${offset}) scores ` +
          `PE(${ref})·PE(${ref - offset} + ${offset}) = ${formatNumber(data[ref], 6)} = ` +
          `d_model/2, the largest score there is; `
        : `there is no word ${offset} places back (positions start at 0), so no key reaches ` +
          `d_model/2 = ${d / 2}; `) +
      `the word itself (k = 0) scores only PE(${ref})·PE(${ref + offset}) = ` +
      `${formatNumber(values.first, 6)}. Move ref and the best key moves with it, always ` +
      `${offset} places back, with the same matrix M₃.`;
  }

  function render() {
    const state = store.getAll();
    const dots = core.relativeDots(state.n, state.d, state.base, state.ref);
    section.refused(dots.error);
    if (!dots.ok) return;
    renderPlot(state, dots.data);
    const values = renderPairs(state);
    renderLookBack(state, dots.data, values);
  }

  section.own(renderWhenVisible(root, store, ["n", "d", "base", "ref"], render));
});
