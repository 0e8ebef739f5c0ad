// @ts-check
// Section "relative": PE(ref).PE(p) for every position p of the sequence (relativeDots), plotted;
// two pairs of positions with the same offset and their (equal) dot products; the peak at p = ref,
// |PE(ref)|^2 = d/2; and why that lets attention find "the word three places back".
// Every dot product comes from the core (relativeDots, called with the reference positions it
// needs); this file picks entries, finds where the largest one sits and writes the sentences.
import { el, headerCell, setText, tableHead } from "../dom.js";
import { createLinePlot } from "../figures/linePlot.js";
import { numberText } from "../format.js";
import { watchScrollBox } from "../scrollBox.js";
import { defineSection } from "../section.js";
import { renderWhenVisible } from "../visibility.js";

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

export const createRelativeSection = defineSection(({ section, slot, root, store, core }) => {
  section.numbers([
    { key: "ref", hint: "the reference position, 0 to n − 1" },
    { key: "n", hint: "p runs from 0 to n − 1", slider: { max: 512 } },
    { key: "d", hint: "vector size: d/2 pairs", slider: { max: 512 } },
  ]);

  const plot = section.own(
    createLinePlot(slot("plot"), {
      label: "Dot product of PE(ref) with PE(p) for every position p",
      xLabel: "position p",
      yLabel: "PE(ref)·PE(p)",
      formatY: (v) => numberText(v, 6),
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

  // 1. The plot: PE(ref).PE(p) for p = 0..n-1, the reference line at p = ref, the level d/2.
  function renderPlot(state, data) {
    const { n, d, ref } = state;
    const x = Float64Array.from({ length: n }, (_, p) => p);
    // The two points `offset` away from ref, as dots on the curve (where they fall inside).
    const nearby = Array.from(data, (v, p) => (Math.abs(p - ref) === offset ? v : null));
    plot.update({
      x,
      series: [
        { label: `PE(${ref})·PE(p)`, values: data, style: "line", colour: 1 },
        {
          label: `p = ${ref} ± ${offset}`,
          values: nearby,
          style: "points",
          colour: 2,
          inTable: false,
        },
      ],
      xRange: [0, Math.max(1, n - 1)],
      marks: [
        { axis: "x", value: ref, label: `p = ref = ${ref}` },
        { axis: "y", value: data[ref], label: `d/2 = ${d / 2}`, kind: "bound", side: "below" },
      ],
      description:
        `Line plot of PE(${ref})·PE(p) for p from 0 to ${n - 1}, d_model = ${d}: ` +
        `${numberText(data[ref], 6)} at p = ${ref}, lower everywhere else.`,
    });

    // Where the largest value sits, read off the core's numbers.
    let top = 0;
    for (let p = 1; p < n; p += 1) if (data[p] > data[top]) top = p;
    let low = 0;
    for (let p = 1; p < n; p += 1) if (data[p] < data[low]) low = p;
    slot("plot-caption").textContent =
      `PE(${ref})·PE(p) for p = 0 to ${n - 1}, with d_model = ${d} and base ` +
      `${numberText(state.base)}. The largest value on the curve is ` +
      `${numberText(data[top], 6)}, at p = ${top}` +
      (top === ref ? ", the reference position itself" : "") +
      `; the smallest is ${numberText(data[low], 6)}, at p = ${low}. ` +
      `The curve is the same shape on both sides of p = ${ref}: only the distance |p − ref| ` +
      `matters, not the direction.`;

    slot("peak-text").textContent =
      `At p = ref the dot product is PE(${ref})·PE(${ref}) = |PE(${ref})|² = ` +
      `${numberText(data[ref], 12)}: ${d / 2 === 1 ? "the one pair" : `every one of the ${d / 2} pairs`} contributes ` +
      `sin² + cos² = 1, so the total is d/2 = ${d / 2}, whatever ref is. No other position ` +
      `reaches it: that would need every pair's angle ωᵢ·(p − ref) to be a whole number of ` +
      `turns at once, and pair 0 (ω = 1) never turns a whole number of times in a whole number ` +
      `of steps.`;
  }

  // 2. The same offset at two places, and looking back instead of ahead. Every row is filled
  // from this state, those the core refuses too (with "—"): a row left as it was would show the
  // numbers of an earlier ref.
  function renderPairs(state) {
    const { ref } = state;
    const positions = {
      first: [ref, ref + offset],
      second: [ref + pairGap, ref + pairGap + offset],
      back: [ref + offset, ref],
    };
    caption.textContent = `Dot products of pairs of positions (d_model = ${state.d})`;
    table.hidden = false;
    const values = {};
    const refusals = [];
    for (const cell of cells) {
      const [a, b] = positions[cell.id];
      const result = dotOf(core, a, b, state);
      setText(cell.th, `PE(${a})·PE(${b})`);
      setText(cell.offsetCell, `${b - a > 0 ? "+" : "−"}${Math.abs(b - a)} (${cell.note})`);
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
    const same =
      numberText(values.first, pairDigits) === numberText(values.second, pairDigits) &&
      numberText(values.first, pairDigits) === numberText(values.back, pairDigits);
    setText(
      slot("pairs-text"),
      `PE(${ref})·PE(${ref + offset}) and PE(${ref + pairGap})·PE(${ref + pairGap + offset}) ` +
        `are ${pairGap} positions apart but have the same offset, ${offset}, and ` +
        (same
          ? `they give the same number to the ${pairDigits} digits shown. `
          : `they agree to the rounding of the computation. `) +
        `Swapping the two positions (offset −${offset}, looking back) gives it again: cos is an ` +
        `even function, cos(−x) = cos x.`,
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
        ? `the word at ${ref - offset} scores PE(${ref})·PE(${ref - offset} + ${offset}) = ` +
          `${numberText(data[ref], 6)} = d/2, the largest score there is; `
        : `there is no word ${offset} places back (positions start at 0), so no key reaches ` +
          `d/2 = ${d / 2}; `) +
      `the word itself scores only PE(${ref})·PE(${ref + offset}) = ` +
      `${numberText(values.first, 6)}. Move ref and the best key moves with it, always ` +
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
